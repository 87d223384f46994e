import { z } from "zod";
import type { ShopEvent } from "./index";

/**
 * The storefront's server keeps some shared API answers (categories, shop settings) for a minute under
 * these tags; after a write the API's `storefront.revalidate` job asks it to expire them at once
 * (POST /api/revalidate on the storefront), so the next page shows the change on every storefront process.
 */
export const STOREFRONT_CACHE_TAGS = {
  catalogue: "catalogue",
  settings: "shop-settings",
} as const;

export type StorefrontCacheTag = (typeof STOREFRONT_CACHE_TAGS)[keyof typeof STOREFRONT_CACHE_TAGS];

/** The body of POST /api/revalidate: the tags to expire. */
export const storefrontRevalidateSchema = z.object({
  tags: z
    .array(z.enum([STOREFRONT_CACHE_TAGS.catalogue, STOREFRONT_CACHE_TAGS.settings]))
    .min(1)
    .max(10),
});
export type StorefrontRevalidateInput = z.infer<typeof storefrontRevalidateSchema>;

/** The cached answers an event makes stale. */
export function storefrontTagsFor(event: ShopEvent): StorefrontCacheTag[] {
  switch (event.type) {
    case "catalogue.changed":
    case "import.requested":
      return [STOREFRONT_CACHE_TAGS.catalogue];
    case "settings.changed":
      return [STOREFRONT_CACHE_TAGS.settings];
    default:
      return [];
  }
}
