import { MAX_LIMIT } from "@roshni/core";

/**
 * Products per sitemap file. sitemaps.org allows 50,000 URLs and 50 MB per file; 10,000 keeps one file to
 * 100 API pages, quick to build, and under a megabyte.
 */
export const PRODUCTS_PER_SITEMAP = 10_000;
/** Products fetched per API call while a file is built: the API's largest page. */
export const PRODUCT_PAGE_SIZE = MAX_LIMIT;
/** Seconds a sitemap, and the catalogue data it is built from, is reused. */
export const SITEMAP_REVALIDATE_S = 3600;

export const XML_CONTENT_TYPE = "application/xml; charset=utf-8";

export type SitemapFile = { kind: "pages" } | { kind: "products"; part: number };

export interface SitemapUrl {
  loc: string;
  /** ISO date of the last change, when known. */
  lastmod?: string;
  changefreq?: "daily" | "weekly" | "monthly";
  priority?: number;
}

const FILE_NAME = /^(?:(pages)|products-([1-9]\d{0,6}))\.xml$/;

/** 'pages.xml' and 'products-{n}.xml' (n from 1): the files listed by the index at /sitemap.xml. */
export function sitemapFileName(file: SitemapFile): string {
  return file.kind === "pages" ? "pages.xml" : `products-${file.part}.xml`;
}

export function parseSitemapFileName(name: string): SitemapFile | null {
  const match = FILE_NAME.exec(name);
  if (!match) return null;
  return match[1] ? { kind: "pages" } : { kind: "products", part: Number(match[2]) };
}

/** Product files for a catalogue of `total` products: ⌈total / PRODUCTS_PER_SITEMAP⌉. */
export function productSitemapCount(total: number): number {
  return Math.ceil(Math.max(0, total) / PRODUCTS_PER_SITEMAP);
}

export function sitemapFiles(productTotal: number): SitemapFile[] {
  const parts = Array.from({ length: productSitemapCount(productTotal) }, (_, index) => ({
    kind: "products" as const,
    part: index + 1,
  }));
  return [{ kind: "pages" }, ...parts];
}

/**
 * The API pages (`skip` values) that make up product file `part`: skip = (part − 1) × PRODUCTS_PER_SITEMAP
 * + k × PRODUCT_PAGE_SIZE, stopping at the catalogue's end.
 */
export function productPageSkips(part: number, total: number): number[] {
  const start = (part - 1) * PRODUCTS_PER_SITEMAP;
  const end = Math.min(total, part * PRODUCTS_PER_SITEMAP);
  const skips: number[] = [];
  for (let skip = start; skip < end; skip += PRODUCT_PAGE_SIZE) skips.push(skip);
  return skips;
}

const XML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
}

export const URLSET_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
export const URLSET_CLOSE = "</urlset>\n";

export function urlEntryXml(url: SitemapUrl): string {
  const parts = [`<loc>${escapeXml(url.loc)}</loc>`];
  if (url.lastmod) parts.push(`<lastmod>${escapeXml(url.lastmod)}</lastmod>`);
  if (url.changefreq) parts.push(`<changefreq>${url.changefreq}</changefreq>`);
  if (url.priority !== undefined) parts.push(`<priority>${url.priority.toFixed(1)}</priority>`);
  return `<url>${parts.join("")}</url>\n`;
}

export function urlSetXml(urls: readonly SitemapUrl[]): string {
  return URLSET_OPEN + urls.map(urlEntryXml).join("") + URLSET_CLOSE;
}

export function sitemapIndexXml(locations: readonly string[]): string {
  const entries = locations.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>\n`).join("");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}</sitemapindex>\n`;
}
