import { initialListState } from "@roshni/core";
import { listHref } from "@/modules/catalogue/list-href";
import { CATALOG_HREF } from "@/modules/layout/links";
import { SITE_SEARCH_PARAM } from "./site-json-ld";

type SearchParams = Record<string, string | string[] | undefined>;

/**
 * Where a site-search link of the home route leads: `/?search=chandelier` → `/shop/catalog?query=chandelier`
 * (the catalogue's query parameter, SPEC.md section 7). Null when the home route carries no search, so the
 * home page renders; an empty search opens the whole catalogue.
 */
export function homeSearchRedirect(params: SearchParams): string | null {
  const raw = params[SITE_SEARCH_PARAM];
  const text = Array.isArray(raw) ? raw[0] : raw;
  if (text === undefined) return null;
  return listHref(CATALOG_HREF, { ...initialListState(null), query: text.trim() });
}
