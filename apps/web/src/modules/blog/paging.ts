/** The page number of `?page=`: a whole number from 1; anything else reads as the first page. */
export function parsePage(value: string | string[] | undefined): number {
  const text = Array.isArray(value) ? value[0] : value;
  if (!text || !/^\d+$/.test(text)) return 1;
  const page = Number(text);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** pages = ⌈total / size⌉, at least 1 so that an empty blog still has a first page. */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}

/** The list's address for a page; the first page has no query, so it has one address. */
export function blogPageHref(page: number): string {
  return page <= 1 ? "/blog/category-classic" : `/blog/category-classic?page=${page}`;
}

export function blogPostHref(slug: string): string {
  return `/blog/post-classic?slug=${encodeURIComponent(slug)}`;
}
