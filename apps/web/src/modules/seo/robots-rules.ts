import type { MetadataRoute } from "next";

/** Pages that are per buyer or are the API itself: nothing for a search engine to list. */
export const DISALLOWED_PATHS = ["/account/", "/shop/cart", "/shop/checkout", "/v1/"] as const;

export function robotsRules(origin: string): MetadataRoute.Robots {
  return {
    rules: { userAgent: "*", allow: "/", disallow: [...DISALLOWED_PATHS] },
    sitemap: `${origin}/sitemap.xml`,
  };
}
