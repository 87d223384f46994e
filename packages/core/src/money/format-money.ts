import type { Paise } from "./paise";

export type CurrencyCode = "INR" | "USD";

export interface Currency {
  code: CurrencyCode;
  symbol: string;
  name: string;
}

/** The currencies of the shop's switcher; the first is the default. */
export const CURRENCIES: readonly Currency[] = [
  { code: "INR", symbol: "₹", name: "Indian Rupee" },
  { code: "USD", symbol: "$", name: "US Dollar" },
];

export const DEFAULT_CURRENCY: CurrencyCode = "INR";

/** Prices are shown exclusive of GST and say so next to the amount. */
export const EXCL_GST = "excl. GST";

export interface FormatMoneyOptions {
  currency?: CurrencyCode;
  /** Rupees per US dollar; required for USD because the shop's books are in rupees. */
  usdRate?: number;
}

// en-IN groups digits the Indian way (1,00,000.00); en-US the Western way (100,000.00). Made on first use:
// a page's first number format loads the platform's locale data, which a page without prices need not pay.
const FORMATTERS: Partial<Record<CurrencyCode, Intl.NumberFormat>> = {};

function formatter(currency: CurrencyCode): Intl.NumberFormat {
  FORMATTERS[currency] ??= new Intl.NumberFormat(currency === "INR" ? "en-IN" : "en-US", {
    style: "currency",
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return FORMATTERS[currency];
}

export function currencyByCode(code: string): Currency | undefined {
  return CURRENCIES.find((currency) => currency.code === code);
}

/** ₹1,00,000.00 by default; in USD the rupee amount is divided by the rate (dollars = rupees / usdRate). */
export function formatMoney(p: Paise, opts: FormatMoneyOptions = {}): string {
  const currency = opts.currency ?? DEFAULT_CURRENCY;
  const rupees = p / 100;
  if (currency === "INR") return formatter("INR").format(rupees);
  return formatter("USD").format(rupees / checkedRate(opts.usdRate));
}

function checkedRate(rate: number | undefined): number {
  if (rate === undefined || !Number.isFinite(rate) || rate <= 0) {
    throw new RangeError("A price in US dollars needs a positive rate in rupees per dollar");
  }
  return rate;
}

/** US cents of an amount in paise: cents = paise / usdRate, rounded half away from zero to the cent. */
export function toUsdCents(p: Paise, usdRate: number): number {
  const cents = p / checkedRate(usdRate);
  // A hair of tolerance so that float noise does not move an exact half cent down.
  return Math.sign(cents) * Math.round(Math.abs(cents) + 1e-9);
}

export function formatUsdCents(cents: number): string {
  return formatter("USD").format(cents / 100);
}

export interface UsdCart {
  /** Per line: the unit price in cents and unitCents × quantity. */
  lines: { price: number; subtotal: number }[];
  /** Σ line subtotals. */
  subtotal: number;
  /** Each totals line converted on its own. */
  totals: number[];
  /** subtotal + Σ totals. */
  total: number;
}

/**
 * A cart in US dollars that adds up as shown: each unit price is converted first and then multiplied
 * (4 × $121.15 = $484.60, not the converted line of $484.62); the subtotal is the sum of the lines shown
 * and the total the subtotal plus the lines shown. Information only: the order is invoiced and paid in
 * rupees, so the dollar total may differ by a few cents from the rupee total divided by the rate.
 */
export function usdCart(
  cart: { lines: readonly { price: Paise; quantity: number }[]; totals: readonly { price: Paise }[] },
  usdRate: number,
): UsdCart {
  const lines = cart.lines.map((line) => {
    const price = toUsdCents(line.price, usdRate);
    return { price, subtotal: price * line.quantity };
  });
  const subtotal = lines.reduce((sum, line) => sum + line.subtotal, 0);
  const totals = cart.totals.map((line) => toUsdCents(line.price, usdRate));
  return { lines, subtotal, totals, total: subtotal + totals.reduce((sum, cents) => sum + cents, 0) };
}
