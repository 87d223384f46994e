/** The shop's name as the tabs and the footer show it when the settings hold no legal name. */
export const SHOP_NAME = "Roshni Lighting";

/** A page's tab title: the root layout's metadata template, for pages that write their `<title>` themselves. */
export const TITLE_TEMPLATE = `%s | ${SHOP_NAME}`;

export function pageTitle(title: string): string {
  return TITLE_TEMPLATE.replace("%s", title);
}
