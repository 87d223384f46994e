/** Catalogue defaults and the shop's timings (SPEC.md section 9). */

export const DEFAULT_PAGE = 1;
export const DEFAULT_LIMIT = 12;
/** The API refuses larger pages (API.md, GET /product). */
export const MAX_LIMIT = 100;
export const DEFAULT_SORT = "default";
export const SORTS = ["default", "price_asc", "price_desc", "name_asc", "name_desc", "newest"] as const;
export type SortKey = (typeof SORTS)[number];

/** Suggestions shown under the header search field. */
export const SUGGESTIONS_SHOWN = 5;
/** The list-suggestion call asks for this many. */
export const SUGGESTIONS_LIMIT = 10;
/** The latest-products call. */
export const LATEST_LIMIT = 60;
/** Demo product lists (random products of a category). */
export const DEMO_LIST_LIMIT = 8;

/** Pause after typing before suggestions are requested. */
export const SUGGEST_DELAY_MS = 100;
/** Cart, compare and wishlist actions take effect after this delay. */
export const ACTION_DELAY_MS = 500;
/** Quick view fetches the product after this delay; a newer request cancels a pending one. */
export const QUICKVIEW_DELAY_MS = 350;
export const TOAST_MS = 5000;
/** The back-to-top button appears after scrolling this far. */
export const BACK_TO_TOP_PX = 300;
/** Persisted state under 'state' is restored only with this version. */
export const STATE_VERSION = 1;
/** A signed-in user's name is shown to this many characters, then '...'. */
export const NAME_TRUNCATE = 11;
/** After a 401 the page clears local storage and reloads after this delay. */
export const SESSION_EXPIRY_RELOAD_MS = 500;
export const PROCESSING_TIME = "Processing time 15 to 20 days";
