import { unstable_cache } from "next/cache";
import { env } from "@/env";
import { createApi } from "@/lib/api/endpoints";
import { createRequester } from "@/lib/api/request";
import type { BlogPost, Category } from "@/lib/api/types";
import { PRODUCT_PAGE_SIZE, SITEMAP_REVALIDATE_S } from "./sitemap-xml";

/** Largest page of GET /v1/blog/posts. */
const BLOG_PAGE_LIMIT = 50;

/** Small answers (categories, blog, the product total) are kept in Next's data cache for the sitemap's hour. */
const cachedApi = createApi(
  createRequester({
    baseUrl: `${env.API_URL}/v1`,
    token: () => null,
    timeoutMs: env.API_TIMEOUT_MS,
    revalidate: SITEMAP_REVALIDATE_S,
  }),
);

/** Full product pages (about 2 kB a product) are not kept: only the slugs taken from them are. */
const uncachedApi = createApi(
  createRequester({
    baseUrl: `${env.API_URL}/v1`,
    token: () => null,
    timeoutMs: env.API_TIMEOUT_MS,
    cache: "no-store",
  }),
);

export async function loadProductTotal(): Promise<number> {
  return (await cachedApi.products({ limit: 1 })).total;
}

/**
 * The website slugs of one API page of products (default order: by id, so pages are stable), as
 * `{ websites }` rows the sitemap turns into addresses. Cached per page for the sitemap's hour.
 */
export const loadProductSlugPage = unstable_cache(
  async (skip: number): Promise<{ websites: { slug: string }[] }[]> => {
    const page = await uncachedApi.products({ skip, limit: PRODUCT_PAGE_SIZE });
    return page.items.map((product) => ({ websites: product.websites.slice(0, 1) }));
  },
  ["seo-sitemap-product-slugs"],
  { revalidate: SITEMAP_REVALIDATE_S },
);

/** Categories for the sitemap: unlike the menus, a failure is an error here, not an empty list. */
export function loadSitemapCategories(): Promise<Category[]> {
  return cachedApi.categories();
}

/** Every blog post's slug and date, newest first, read page by page. */
export async function loadSitemapPosts(): Promise<Pick<BlogPost, "slug" | "publishedAt">[]> {
  const posts: Pick<BlogPost, "slug" | "publishedAt">[] = [];
  for (let skip = 0; ; skip += BLOG_PAGE_LIMIT) {
    const page = await cachedApi.blogPosts({ skip, limit: BLOG_PAGE_LIMIT });
    posts.push(...page.items.map(({ slug, publishedAt }) => ({ slug, publishedAt })));
    if (page.items.length < BLOG_PAGE_LIMIT || posts.length >= page.total) return posts;
  }
}
