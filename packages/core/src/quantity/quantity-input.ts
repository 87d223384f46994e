/** The value of a quantity field: a whole number, or "" while the buyer has cleared it. */
export type QuantityValue = number | "";

const DIGITS = /^\d+$/;

function fallback(minimum: number): number {
  return Number.isFinite(minimum) && minimum > 0 ? Math.ceil(minimum) : 0;
}

/**
 * The field takes numbers only (SPEC.md section 5): an empty value stays empty so the buyer can type
 * a new one, and anything that is not a whole number falls back to the minimum, or 0 without one.
 */
export function parseQuantityInput(raw: string, minimum: number): QuantityValue {
  const text = raw.trim();
  if (text === "") return "";
  if (!DIGITS.test(text)) return fallback(minimum);
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : fallback(minimum);
}

/** On blur a value below the minimum is raised to the minimum; an empty field stays empty. */
export function quantityOnBlur(value: QuantityValue, minimum: number): QuantityValue {
  if (value === "") return "";
  const floor = fallback(minimum);
  return value < floor ? floor : value;
}

/** Add to cart is disabled while the field is empty. */
export function canAddQuantity(value: QuantityValue): value is number {
  return value !== "" && Number.isSafeInteger(value) && value >= 1;
}
