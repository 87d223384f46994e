import { DEFAULT_LIMIT, DEFAULT_PAGE, DEFAULT_SORT } from "./constants";

export interface ListOptions {
  page: number;
  limit: number;
  sort: string;
}

/** A price range in rupees, as the list URL carries it ('min-max'). */
export interface PriceRange {
  min: number;
  max: number;
}

export interface ListState {
  categorySlug: string | null;
  options: ListOptions;
  /** Attribute identifier → the chosen values (values of one attribute OR, attributes AND). */
  filters: Record<string, string[]>;
  query: string;
  price: PriceRange | null;
}

export type ListAction =
  | {
      type: "init";
      categorySlug: string | null;
      /** What the URL asks for; everything else starts from the defaults. */
      from?: Partial<Omit<ListState, "categorySlug">>;
    }
  | { type: "setOption"; option: keyof ListOptions; value: number | string }
  | { type: "setFilter"; filter: string; value: string[] | null }
  | { type: "setPrice"; price: PriceRange | null }
  | { type: "setQuery"; query: string }
  | { type: "resetFilters" };

export function defaultListOptions(): ListOptions {
  return { page: DEFAULT_PAGE, limit: DEFAULT_LIMIT, sort: DEFAULT_SORT };
}

export function initialListState(categorySlug: string | null = null): ListState {
  return { categorySlug, options: defaultListOptions(), filters: {}, query: "", price: null };
}

function withOption(options: ListOptions, option: keyof ListOptions, value: number | string): ListOptions {
  // Any option but the page itself sends the buyer back to page 1.
  const reset = { ...options, page: DEFAULT_PAGE };
  if (option === "sort") return { ...reset, sort: String(value) };
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < 1) return option === "page" ? options : reset;
  return option === "page" ? { ...options, page: n } : { ...reset, limit: n };
}

/**
 * The catalogue list state (SPEC.md section 4, Catalogue): init resets everything; setting an option
 * resets the page to 1 unless the option is the page; setting a filter resets the page and a null (or
 * empty) value removes the filter; reset filters clears every filter and the price and goes to page 1.
 */
export function listReducer(state: ListState, action: ListAction): ListState {
  switch (action.type) {
    case "init": {
      const fresh = initialListState(action.categorySlug);
      const from = action.from ?? {};
      return {
        ...fresh,
        options: { ...fresh.options, ...from.options },
        filters: { ...from.filters },
        query: from.query ?? "",
        price: from.price ?? null,
      };
    }
    case "setOption":
      return { ...state, options: withOption(state.options, action.option, action.value) };
    case "setFilter": {
      const filters = { ...state.filters };
      if (action.value === null || action.value.length === 0) delete filters[action.filter];
      else filters[action.filter] = [...action.value];
      return { ...state, filters, options: { ...state.options, page: DEFAULT_PAGE } };
    }
    case "setPrice":
      return { ...state, price: action.price, options: { ...state.options, page: DEFAULT_PAGE } };
    case "setQuery":
      return { ...state, query: action.query, options: { ...state.options, page: DEFAULT_PAGE } };
    case "resetFilters":
      return { ...state, filters: {}, price: null, options: { ...state.options, page: DEFAULT_PAGE } };
  }
}
