import type { BlogPost, Category } from "@/lib/api/types";
import { blogPageHref, blogPostHref } from "@/modules/blog/paging";
import { CATALOG_HREF, categoryHref, INFORMATION_LINKS, productHref } from "@/modules/layout/links";
import { absoluteUrl } from "./site-json-ld";
import type { SitemapUrl } from "./sitemap-xml";

/**
 * Everything but the products: home, the catalogue, each category (/shop/{slug}), the information pages of
 * the footer, the blog and its posts. Alternative addresses of one page (/contact-us, /terms-and-conditions,
 * /shop/catalog/{slug}, /home-two) are left out: a sitemap lists each page once.
 */
export function pageUrls(
  origin: string,
  data: { categories: readonly Category[]; posts: readonly Pick<BlogPost, "slug" | "publishedAt">[] },
): SitemapUrl[] {
  const at = (path: string) => absoluteUrl(origin, path);
  return [
    { loc: `${origin}/`, changefreq: "daily", priority: 1 },
    { loc: at(CATALOG_HREF), changefreq: "daily", priority: 0.9 },
    ...data.categories.map(
      (category): SitemapUrl => ({ loc: at(categoryHref(category.url)), changefreq: "daily", priority: 0.8 }),
    ),
    ...INFORMATION_LINKS.map(
      (link): SitemapUrl => ({ loc: at(link.href), changefreq: "monthly", priority: 0.3 }),
    ),
    { loc: at(blogPageHref(1)), changefreq: "weekly", priority: 0.5 },
    ...data.posts.map(
      (post): SitemapUrl => ({
        loc: at(blogPostHref(post.slug)),
        lastmod: post.publishedAt.slice(0, 10),
        changefreq: "monthly",
        priority: 0.5,
      }),
    ),
  ];
}

/** A product page's address in the sitemap; null for a product without a website slug (it has no page). */
export function productUrl(origin: string, product: { websites: { slug: string }[] }): SitemapUrl | null {
  if (!product.websites[0]?.slug) return null;
  return {
    loc: absoluteUrl(origin, productHref(product)),
    changefreq: "weekly",
    priority: 0.6,
  };
}
