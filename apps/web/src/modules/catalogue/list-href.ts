import {
  LIST_PARAM_KEYS,
  type ListAction,
  type ListState,
  listParamsToSearch,
  listReducer,
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
    if (own === "filters") return OPTION_KEYS.has(key);
    return key !== own;
  });
}
