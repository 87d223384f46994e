/**
 * An information page as typed data. Text never carries the shop's contact lines, hours, identifiers or
 * bank details: a `shop` block renders them from GET /v1/settings, and a `pricing` block renders the fee
 * tables from @roshni/core, so a page cannot drift from the settings or from the cart.
 */
export type InfoBlock =
  | { type: "paragraph"; text: string }
  | { type: "list"; items: readonly string[]; ordered?: boolean }
  | { type: "shop"; detail: ShopDetail }
  | { type: "pricing"; table: PricingTable };

/** contact: address, phones, mail, hours · bank: the account for bank transfers · registration: legal name, GSTIN, CIN, PAN. */
export type ShopDetail = "contact" | "bank" | "registration";

/** packaging / shipping: the slab tables · example: a cart worked out with computeTotals. */
export type PricingTable = "packaging" | "shipping" | "example";

export interface InfoSection {
  heading: string;
  blocks: readonly InfoBlock[];
}

/** The heading and document title come from the storefront's dictionary (page.*), the same words as its links. */
export interface InfoPageContent {
  /** The meta description (up to about 160 characters). */
  description: string;
  /** The lead paragraph under the heading. */
  intro: string;
  sections: readonly InfoSection[];
}

/** Interface and content languages: ar reads the English text, laid out right to left. */
export type ContentLocale = "en" | "ru";

export type LocalizedInfoPage = Readonly<Record<ContentLocale, InfoPageContent>>;

export const INFO_PAGE_SLUGS = [
  "about-us",
  "pricing",
  "privacy-policy",
  "refund-and-cancellation",
  "how-to-order",
  "shipping-and-delivery",
  "replacement-policy",
  "product-care",
  "custom-orders",
  "warranty",
  "terms",
] as const;

export type InfoPageSlug = (typeof INFO_PAGE_SLUGS)[number];

/** ru has its own text; en and ar (English text, right to left) read English. */
export function contentLocale(locale: string): ContentLocale {
  return locale === "ru" ? "ru" : "en";
}
