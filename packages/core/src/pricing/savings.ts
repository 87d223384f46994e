import type { Paise } from "../money";

export interface Savings {
  amount: Paise;
  /** Whole percent of the MRP. */
  percent: number;
}

/**
 * savings = mrp − price, percent = round(savings / mrp × 100); shown only when the saving is positive,
 * so a price at or above the MRP gives null.
 */
export function savings(mrp: Paise, price: Paise): Savings | null {
  const amount = mrp - price;
  if (amount <= 0 || mrp <= 0) return null;
  return { amount, percent: Math.round((amount * 100) / mrp) };
}

/** total saving on a line = (mrp − price) × quantity, 0 when there is no saving. */
export function totalSaving(mrp: Paise, price: Paise, quantity: number): Paise {
  const each = savings(mrp, price);
  if (each === null || quantity <= 0) return 0;
  return each.amount * quantity;
}
