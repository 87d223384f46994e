import { sitemapIndexResponse } from "@/modules/seo/sitemap-routes";

// Built per request from the API (its data cached for an hour), so PUBLIC_WEB_URL and the catalogue are
// read when the shop runs, not when it is built.
export const dynamic = "force-dynamic";

export function GET(): Promise<Response> {
  return sitemapIndexResponse();
}
