import { type ListState, parseListParams } from "@roshni/core";
import type { Category } from "@/lib/api/types";
import { CATALOG_HREF, categoryHref } from "@/modules/layout/links";

export type SearchParams = Record<string, string | string[] | undefined>;

/** Which of the three catalogue routes is rendering (SPEC.md section 2). */
export type CatalogueMount = "catalog" | "category" | "catalog-category";

export interface CatalogueRoute {
  mount: CatalogueMount;
  /** The category slug of the path; null on /shop/catalog. */
  slug: string | null;
  searchParams: SearchParams;
}

export interface ResolvedList {
  /** null on /shop/catalog without a known `category` parameter. */
  category: Category | null;
  /** True when the path names a category that does not exist (the page answers 404). */
  unknownCategory: boolean;
  /** The path the list's links stay on. */
  basePath: string;
  /** The list as its URL states it; the category is left out when the path already carries it. */
  state: ListState;
}

function pathOf(mount: CatalogueMount, category: Category | null): string {
  if (!category || mount === "catalog") return CATALOG_HREF;
  return mount === "category"
    ? categoryHref(category.url)
    : `${CATALOG_HREF}/${encodeURIComponent(category.url)}`;
}

/**
 * Reads a catalogue URL: the list state from the query (core `parseListParams`), the category from the
 * path (`/shop/{slug}`, `/shop/catalog/{slug}`) or, on `/shop/catalog`, from the `category` parameter.
 * An unknown `category` parameter is dropped; an unknown slug in the path is a 404.
 */
export function resolveList(route: CatalogueRoute, categories: readonly Category[]): ResolvedList {
  const parsed = parseListParams(route.searchParams);
  if (route.slug !== null) {
    const category = findCategory(categories, route.slug);
    return {
      category,
      unknownCategory: category === null,
      basePath: pathOf(route.mount, category),
      state: { ...parsed, categorySlug: null },
    };
  }
  const category = findCategory(categories, parsed.categorySlug);
  return {
    category,
    unknownCategory: false,
    basePath: CATALOG_HREF,
    state: { ...parsed, categorySlug: category?.url ?? null },
  };
}

/** How many filter values are chosen (the badge on the phone's Filters button). */
export function activeFilterCount(state: ListState): number {
  return Object.values(state.filters).reduce((sum, values) => sum + values.length, 0);
}

/** The category whose url is the slug (SPEC.md section 2); a differently cased slug still finds it. */
export function findCategory(categories: readonly Category[], slug: string | null): Category | null {
  if (!slug) return null;
  const exact = categories.find((category) => category.url === slug);
  if (exact) return exact;
  const lower = slug.toLowerCase();
  return categories.find((category) => category.url.toLowerCase() === lower) ?? null;
}
