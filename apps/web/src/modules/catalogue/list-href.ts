import {
  LIST_PARAM_KEYS,
  type ListAction,
  type ListState,
  listParamsToSearch,
  listReducer,
  type PriceRange,
} from "@roshni/core";

/** The URL of a list state on a catalogue route; the state's own category stays in the query only when the path lacks one. */
export function listHref(basePath: string, state: ListState): string {
  const search = listParamsToSearch(state).toString();
  return search ? `${basePath}?${search}` : basePath;
}

/**
 * Where an action on the list leads: the core reducer decides the next state (a filter or an option other
 * than the page sends the buyer back to page 1), the URL carries it.
 */
export function actionHref(basePath: string, state: ListState, action: ListAction): string {
  return listHref(basePath, listReducer(state, action));
}

const OPTION_KEYS = new Set<string>(LIST_PARAM_KEYS);

/**
 * What a plain GET form (the no-JavaScript path) must carry besides its own inputs. The page is always left
 * out, so a submitted form starts again at page 1; `own` says which keys the form's inputs supply:
 * the attribute filters (the filters form) or one option such as 'sort'.
 */
export function carriedFields(state: ListState, own: "filters" | string): [string, string][] {
  return [...listParamsToSearch(state).entries()].filter(([key]) => {
    if (key === "page") return false;
    // The filters form has price fields of its own (priceMin / priceMax), so 'price' is not carried.
    if (own === "filters") return OPTION_KEYS.has(key) && key !== "price";
    return key !== own;
  });
}

/** Whole rupees around the span: the fields show 1,249.50 – 8,000 as 1,249 – 8,000. */
export function spanBounds(range: { min: number; max: number } | undefined): { min: number; max: number } {
  return { min: Math.floor(range?.min ?? 0), max: Math.ceil(range?.max ?? 0) };
}

/**
 * The range a buyer typed: empty ends take the listed products' span, a reversed range is read the right
 * way round; nothing usable (both ends empty) removes the price filter.
 */
export function priceFromForm(
  minText: FormDataEntryValue | null,
  maxText: FormDataEntryValue | null,
  range: { min: number; max: number } | undefined,
): PriceRange | null {
  const read = (value: FormDataEntryValue | null) => {
    const text = typeof value === "string" ? value.trim() : "";
    const n = Number(text);
    return text !== "" && Number.isFinite(n) && n >= 0 ? Math.round(n * 100) / 100 : null;
  };
  const low = read(minText);
  const high = read(maxText);
  if (low === null && high === null) return null;
  const span = spanBounds(range);
  const a = low ?? 0;
  const b = high ?? Math.max(span.max, a);
  return { min: Math.min(a, b), max: Math.max(a, b) };
}
