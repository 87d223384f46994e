/**
 * How many lines a saved cart, and how many products a wish list or compare list, may hold. Apart from
 * the saved lists' schemas: the storefront's store reads them on every page, and a module with a zod
 * schema would bring zod into every page's first load.
 */
export const SAVED_CART_MAX = 500;
export const SAVED_LIST_MAX = 200;
