import type { Paise } from "../money";

/**
 * The rules a product must keep whoever changes it (the edit form, the API, a spreadsheet import).
 * Amounts are paise; a function answers the problems as field → sentence, empty when the product is right.
 */

/** GST rates a good can carry (percent). Lighting is 12 or 18; the others exist for the rare accessory. */
export const GST_RATES = [0, 5, 12, 18, 28] as const;
export type GstRate = (typeof GST_RATES)[number];

/**
 * HSN digits on invoices (GST.md, Rule 46): 4 up to ₹5 crore annual turnover, 6 above. A shop setting;
 * a product's code must carry at least that many digits (4, 6 or 8 digits in all).
 */
export const TURNOVER_BANDS = ["up_to_5_crore", "above_5_crore"] as const;
export type TurnoverBand = (typeof TURNOVER_BANDS)[number];

export const TURNOVER_BAND_TITLES: Record<TurnoverBand, string> = {
  up_to_5_crore: "Up to ₹5 crore a year (4-digit HSN codes)",
  above_5_crore: "Above ₹5 crore a year (6-digit HSN codes)",
};

export function hsnDigitsFor(band: TurnoverBand): 4 | 6 {
  return band === "above_5_crore" ? 6 : 4;
}

const HSN_LENGTHS = [4, 6, 8];

/** Why an HSN code cannot be used by a shop that must print `minDigits`, or null when it can. */
export function hsnCodeProblem(code: string, minDigits: 4 | 6): string | null {
  const text = code.trim();
  if (!/^\d+$/.test(text) || !HSN_LENGTHS.includes(text.length)) {
    return `Enter the HSN code as ${minDigits === 6 ? "6 or 8" : "4, 6 or 8"} digits.`;
  }
  if (text.length < minDigits) {
    return "Enter the HSN code with at least 6 digits: the shop's turnover is above ₹5 crore.";
  }
  return null;
}

export interface ProductPrices {
  mrp: Paise;
  /** 0: no selling price, buyers of the default group pay the MRP. */
  sellingPrice: Paise;
  /** 0: no wholesale price, wholesale buyers pay the selling price. */
  wholesalePrice: Paise;
  /** Prices for single customer groups. */
  groupPrices?: readonly { price: Paise }[];
}

export type PriceField = "mrp" | "sellingPrice" | "wholesalePrice" | `groupPrices.${number}.price`;

/**
 * mrp ≥ selling ≥ wholesale, where a price of 0 means "not set" and the next one up stands in for it:
 *   mrp > 0;  selling = 0 or selling ≤ mrp;  wholesale = 0 or wholesale ≤ (selling > 0 ? selling : mrp);
 *   a group price ≤ mrp (selling above the printed MRP is not allowed in India).
 */
export function productPriceProblems(prices: ProductPrices): Partial<Record<PriceField, string>> {
  const problems: Partial<Record<PriceField, string>> = {};
  if (prices.mrp < 0) problems.mrp = "The MRP cannot be negative.";
  else if (prices.mrp === 0) problems.mrp = "Enter the MRP.";
  if (prices.sellingPrice < 0) problems.sellingPrice = "The selling price cannot be negative.";
  else if (prices.sellingPrice > prices.mrp && prices.mrp > 0) {
    problems.sellingPrice = "The selling price cannot be above the MRP.";
  }
  const ceiling = prices.sellingPrice > 0 ? prices.sellingPrice : prices.mrp;
  if (prices.wholesalePrice < 0) problems.wholesalePrice = "The wholesale price cannot be negative.";
  else if (prices.wholesalePrice > ceiling && ceiling > 0) {
    problems.wholesalePrice =
      prices.sellingPrice > 0
        ? "The wholesale price cannot be above the selling price."
        : "The wholesale price cannot be above the MRP.";
  }
  prices.groupPrices?.forEach((group, index) => {
    if (group.price < 0) problems[`groupPrices.${index}.price`] = "A group price cannot be negative.";
    else if (group.price > prices.mrp && prices.mrp > 0) {
      problems[`groupPrices.${index}.price`] = "A group price cannot be above the MRP.";
    }
  });
  return problems;
}

/** Stock as the back office names it: nothing left, at or below the MOQ (the dashboard's low stock), or in stock. */
export const STOCK_STATES = ["out", "low", "in"] as const;
export type StockState = (typeof STOCK_STATES)[number];

export const STOCK_STATE_TITLES: Record<StockState, string> = {
  out: "Out of stock",
  low: "Low (at or below MOQ)",
  in: "In stock",
};

export function stockState(stock: number, minimumQuantity: number): StockState {
  if (stock <= 0) return "out";
  return stock <= minimumQuantity ? "low" : "in";
}

/** A product's address on the website: lower-case letters, digits and single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** 'Crystal Chandelier 8-Light (Gold)' → 'crystal-chandelier-8-light-gold'. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 120)
    .replace(/-+$/g, "");
}
