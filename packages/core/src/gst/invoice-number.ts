import { formatShopDate, shopDay, shopWallClock } from "../india/clock";

// The financial year and every document date are in IST, the shop's clock.

export interface FinancialYear {
  /** The calendar year the financial year starts in (1 April). */
  startYear: number;
  /** "26-27" for 1 April 2026 to 31 March 2027, as invoice numbers carry it. */
  label: string;
}

/** The date in India (YYYY-MM-DD) of an instant: a document's date. */
export function indianDate(at: Date): string {
  return shopDay(at);
}

/** "02/03/2026": the date as Indian documents print it. */
export function formatIndianDate(at: Date): string {
  return formatShopDate(at);
}

/**
 * The financial year (1 April to 31 March) of an instant in India: 31 March 23:59 IST is still the old
 * year, 1 April 00:00 IST the new one.
 */
export function financialYear(at: Date): FinancialYear {
  const india = shopWallClock(at);
  const year = india.getUTCFullYear();
  const startYear = india.getUTCMonth() >= 3 ? year : year - 1;
  const two = (n: number) => String(n % 100).padStart(2, "0");
  return { startYear, label: `${two(startYear)}-${two(startYear + 1)}` };
}

export type DocumentSeries = "invoice" | "credit-note";

export const SERIES_PREFIX: Readonly<Record<DocumentSeries, string>> = { invoice: "RL", "credit-note": "CN" };
const SERIES_DIGITS: Readonly<Record<DocumentSeries, number>> = { invoice: 6, "credit-note": 4 };

/** Rule 46(b): at most 16 characters, letters, digits, '-' and '/', not starting with 0, '/' or '-'. */
const DOCUMENT_NUMBER_PATTERN = /^[A-Za-z1-9][A-Za-z0-9/-]{0,15}$/;

export function isValidDocumentNumber(number: string): boolean {
  return DOCUMENT_NUMBER_PATTERN.test(number);
}

/**
 * "RL/26-27/000123" (invoice) or "CN/26-27/0007" (credit note): the series prefix, the financial year,
 * the sequence number of that year. Throws when the result would break Rule 46's 16-character limit.
 */
export function formatDocumentNumber(
  series: DocumentSeries,
  fy: FinancialYear | string,
  sequence: number,
): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1) {
    throw new RangeError(`A document sequence number is a whole number from 1, got ${sequence}`);
  }
  const label = typeof fy === "string" ? fy : fy.label;
  const number = `${SERIES_PREFIX[series]}/${label}/${String(sequence).padStart(SERIES_DIGITS[series], "0")}`;
  if (!isValidDocumentNumber(number)) {
    throw new RangeError(`${number} is not a valid GST document number (at most 16 characters)`);
  }
  return number;
}

/** The sequence number inside a document number ("RL/26-27/000123" → 123), or null. */
export function sequenceOf(number: string): number | null {
  const match = /\/(\d+)$/.exec(number);
  return match ? Number(match[1]) : null;
}
