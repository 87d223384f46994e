/**
 * The storefront's server keeps some shared API answers (categories, shop settings) for a minute under
 * these tags; after a write the API's `storefront.revalidate` job asks it to expire them at once
 * (POST /api/revalidate on the storefront), so the next page shows the change on every storefront process.
 * Kept apart from the revalidation body's schema: every storefront page's API client reads the tags, and
 * a module with a zod schema would bring zod into every page's first load.
 */
export const STOREFRONT_CACHE_TAGS = {
  catalogue: "catalogue",
  settings: "shop-settings",
} as const;

export type StorefrontCacheTag = (typeof STOREFRONT_CACHE_TAGS)[keyof typeof STOREFRONT_CACHE_TAGS];
