import { DEFAULT_LIMIT, DEFAULT_PAGE, DEFAULT_SORT, MAX_LIMIT, SORTS } from "./constants";
import { initialListState, type ListState, type PriceRange } from "./list-state";

/**
 * Keys of the list URL with a meaning of their own; every other key is an attribute filter. `priceMin` and
 * `priceMax` are what the sidebar's price form sends without JavaScript; the list's own URL says `price`.
 */
export const LIST_PARAM_KEYS = [
  "category",
  "price",
  "query",
  "page",
  "limit",
  "sort",
  "priceMin",
  "priceMax",
] as const;

export type ListParamsInput = URLSearchParams | Record<string, string | string[] | undefined>;

/** The query of GET /product built from a list state. */
export interface ProductListQuery {
  skip: number;
  limit: number;
  sort: string;
  search?: string;
  categories?: number[];
  /** "identifier:value" pairs; values of one attribute OR, attributes AND. */
  attributes: string[];
  /** The price range in rupees, in the buyer's group price (GET /product's priceMin / priceMax). */
  priceMin?: number;
  priceMax?: number;
}

const RESERVED = new Set<string>(LIST_PARAM_KEYS);
const PRICE_RANGE = /^(\d+(?:\.\d+)?)-(\d+(?:\.\d+)?)$/;
const PRICE_BOUND = /^\d+(?:\.\d{1,2})?$/;
/** An open upper end (only `priceMin` sent): the API's largest price. */
const PRICE_OPEN_MAX = 100_000_000;

function entriesOf(params: ListParamsInput): [string, string][] {
  if (params instanceof URLSearchParams) return [...params.entries()];
  const pairs: [string, string][] = [];
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) pairs.push([key, one]);
  }
  return pairs;
}

function positiveInteger(text: string | undefined, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  if (text === undefined || !/^\d+$/.test(text.trim())) return fallback;
  const n = Number(text);
  return n >= 1 && n <= max ? n : fallback;
}

/** 'min-max' in rupees; a reversed range is read the right way round. */
export function parsePriceRange(text: string | undefined): PriceRange | null {
  const match = text === undefined ? null : PRICE_RANGE.exec(text.trim());
  if (!match) return null;
  const a = Number(match[1]);
  const b = Number(match[2]);
  return { min: Math.min(a, b), max: Math.max(a, b) };
}

function splitValues(text: string): string[] {
  return text
    .split(",")
    .map((value) => value.trim())
    .filter((value) => value !== "");
}

/**
 * The list page's URL (SPEC.md section 7): category, price 'min-max', query, page, limit, sort, and
 * any other key a comma-separated list of values of that attribute. Missing or invalid values take
 * the defaults (page 1, limit 12, sort 'default').
 */
export function parseListParams(params: ListParamsInput): ListState {
  const single = new Map<string, string>();
  const filters: Record<string, string[]> = {};
  for (const [key, value] of entriesOf(params)) {
    if (RESERVED.has(key)) {
      if (!single.has(key)) single.set(key, value);
      continue;
    }
    const values = splitValues(value);
    if (values.length === 0) continue;
    const known = filters[key] ?? [];
    filters[key] = [...known, ...values.filter((v) => !known.includes(v))];
  }
  const sort = single.get("sort");
  const category = single.get("category")?.trim();
  const bound = (key: string) => {
    const text = single.get(key)?.trim() ?? "";
    return PRICE_BOUND.test(text) ? Number(text) : null;
  };
  const low = bound("priceMin");
  const high = bound("priceMax");
  // The sidebar's form (priceMin / priceMax) wins over the URL's own 'price'.
  const price =
    low !== null || high !== null
      ? { min: Math.min(low ?? 0, high ?? PRICE_OPEN_MAX), max: Math.max(low ?? 0, high ?? PRICE_OPEN_MAX) }
      : parsePriceRange(single.get("price"));
  return {
    ...initialListState(category ? category : null),
    options: {
      page: positiveInteger(single.get("page"), DEFAULT_PAGE),
      limit: positiveInteger(single.get("limit"), DEFAULT_LIMIT, MAX_LIMIT),
      sort: sort !== undefined && (SORTS as readonly string[]).includes(sort) ? sort : DEFAULT_SORT,
    },
    filters,
    query: single.get("query")?.trim() ?? "",
    price,
  };
}

/** The URL of a list state, defaults left out and filters in key order so one state has one URL. */
export function listParamsToSearch(state: ListState): URLSearchParams {
  const search = new URLSearchParams();
  if (state.categorySlug) search.set("category", state.categorySlug);
  if (state.price) search.set("price", `${state.price.min}-${state.price.max}`);
  if (state.query.trim() !== "") search.set("query", state.query.trim());
  if (state.options.page !== DEFAULT_PAGE) search.set("page", String(state.options.page));
  if (state.options.limit !== DEFAULT_LIMIT) search.set("limit", String(state.options.limit));
  if (state.options.sort !== DEFAULT_SORT) search.set("sort", state.options.sort);
  for (const key of Object.keys(state.filters).sort()) {
    const values = state.filters[key] ?? [];
    if (RESERVED.has(key) || values.length === 0) continue;
    search.set(key, values.join(","));
  }
  return search;
}

/**
 * The GET /product query of a list state: skip = (page − 1) × limit; the price range as priceMin /
 * priceMax (rupees, in the buyer's group price).
 */
export function toProductQuery(state: ListState, categoryIds?: number[]): ProductListQuery {
  const { page, limit, sort } = state.options;
  const query: ProductListQuery = {
    skip: (page - 1) * limit,
    limit,
    sort,
    attributes: Object.keys(state.filters)
      .sort()
      .filter((key) => !RESERVED.has(key))
      .flatMap((key) => (state.filters[key] ?? []).map((value) => `${key}:${value}`)),
  };
  const search = state.query.trim();
  if (search !== "") query.search = search;
  if (state.price) {
    query.priceMin = state.price.min;
    query.priceMax = state.price.max;
  }
  if (categoryIds && categoryIds.length > 0) query.categories = [...categoryIds];
  return query;
}
