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

// en-IN groups digits the Indian way (1,00,000.00); en-US the Western way (100,000.00).
const FORMATTERS: Record<CurrencyCode, Intl.NumberFormat> = {
  INR: new Intl.NumberFormat("en-IN", {
    style: "currency",
    currency: "INR",
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }),
  USD: new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }),
};

export function currencyByCode(code: string): Currency | undefined {
  return CURRENCIES.find((currency) => currency.code === code);
}

/** ₹1,00,000.00 by default; in USD the rupee amount is divided by the rate (dollars = rupees / usdRate). */
export function formatMoney(p: Paise, opts: FormatMoneyOptions = {}): string {
  const currency = opts.currency ?? DEFAULT_CURRENCY;
  const rupees = p / 100;
  if (currency === "INR") return FORMATTERS.INR.format(rupees);
  const rate = opts.usdRate;
  if (rate === undefined || !Number.isFinite(rate) || rate <= 0) {
    throw new RangeError("A price in US dollars needs a positive rate in rupees per dollar");
  }
  return FORMATTERS.USD.format(rupees / rate);
}
