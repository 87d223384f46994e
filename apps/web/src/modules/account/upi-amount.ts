/**
 * The amount a buyer types for a UPI payment of part of what is due. UPI apps refuse less than ₹1, and
 * the shop asks for no more than is due; paise are the smallest unit, so at most two decimals.
 */
export type UpiAmountCheck =
  | { ok: true; paise: number }
  | { ok: false; problem: "empty" | "format" | "range"; min: number; max: number };

/** In rupees: the least a UPI payment may be (or the whole due when that is less). */
export const UPI_MIN_RUPEES = 1;

export function checkUpiAmount(text: string, dueRupees: number): UpiAmountCheck {
  const duePaise = Math.round(dueRupees * 100);
  const minPaise = Math.min(UPI_MIN_RUPEES * 100, duePaise);
  const bounds = { min: minPaise / 100, max: duePaise / 100 };
  const cleaned = text.trim().replace(/,/g, "");
  if (cleaned === "") return { ok: false, problem: "empty", ...bounds };
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return { ok: false, problem: "format", ...bounds };
  const [whole, fraction = ""] = cleaned.split(".");
  const paise = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  if (!Number.isSafeInteger(paise) || paise < minPaise || paise > duePaise) {
    return { ok: false, problem: "range", ...bounds };
  }
  return { ok: true, paise };
}

/** The field's starting text: what is due, as rupees with paise. */
export function upiAmountText(dueRupees: number): string {
  return (Math.round(dueRupees * 100) / 100).toFixed(2);
}
