import { ToWords } from "to-words";
import type { Paise } from "../money/paise";

const words = new ToWords({ localeCode: "en-IN" });

const TENS = "Twenty|Thirty|Forty|Fifty|Sixty|Seventy|Eighty|Ninety";
const UNITS = "One|Two|Three|Four|Five|Six|Seven|Eight|Nine";
const COMPOUND = new RegExp(`\\b(${TENS}) (${UNITS})\\b`, "g");

/** Whole numbers in Indian words with hyphenated compounds: 1234567 → "Twelve Lakh Thirty-Four Thousand …". */
export function indianNumberInWords(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`Only whole, non-negative numbers are written in words, got ${value}`);
  }
  return words.convert(value).replace(COMPOUND, "$1-$2");
}

/**
 * An amount in the Indian system, as invoices write it:
 * 123456789 paise → "Rupees Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven and Eighty-Nine Paise Only".
 */
export function amountInWords(amount: Paise): string {
  if (!Number.isSafeInteger(amount) || amount < 0) {
    throw new RangeError(`An amount in words is a whole, non-negative number of paise, got ${amount}`);
  }
  const rupees = Math.floor(amount / 100);
  const paise = amount % 100;
  const rupeesPart = `Rupees ${indianNumberInWords(rupees)}`;
  if (paise === 0) return `${rupeesPart} Only`;
  if (rupees === 0) return `${indianNumberInWords(paise)} Paise Only`;
  return `${rupeesPart} and ${indianNumberInWords(paise)} Paise Only`;
}
