import { z } from "zod";
import { STOREFRONT_CACHE_TAGS, type StorefrontCacheTag } from "./cache-tags";
import type { ShopEvent } from "./index";

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
