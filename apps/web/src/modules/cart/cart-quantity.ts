import {
  isOrderable,
  parseQuantityInput,
  type QuantityValue,
  quantityOnBlur,
  type StockInfo,
  smallestAllowedQuantity,
} from "@roshni/core";

/** What the quantity field of a cart line needs to know about the line. */
export interface QuantityLine {
  id: number;
  quantity: number;
  product: StockInfo;
}

/**
 * Typing in a line's field: numbers only, empty stays empty, anything else falls back to the smallest
 * quantity the line allows now (1 while its quantity is within stock, otherwise the MOQ).
 */
export function typedQuantity(raw: string, current: number, product: StockInfo): QuantityValue {
  return parseQuantityInput(raw, smallestAllowedQuantity(current, product));
}

/**
 * Leaving the field: a value below the smallest allowed one is raised to it. A value above the stock
 * and below the MOQ therefore becomes the MOQ, so what remains can always be ordered.
 */
export function settledQuantity(value: QuantityValue, product: StockInfo): QuantityValue {
  if (value === "") return "";
  return quantityOnBlur(value, smallestAllowedQuantity(value, product));
}

/**
 * The − and + buttons: one piece down or up, jumping over the gap the MOQ rule forbids
 * (stock < q < MOQ): + from the stock goes to the MOQ, − from the MOQ goes back to the stock.
 */
export function stepQuantity(q: number, direction: 1 | -1, product: StockInfo): number {
  const next = Math.max(1, q + direction);
  if (isOrderable(next, product)) return next;
  if (direction === 1) return Math.max(1, Math.ceil(product.minimumQuantity));
  const stock = Math.floor(product.stock);
  return stock >= 1 && stock < q ? stock : q;
}

/**
 * The updates applied while the buyer types (the cart recomputes without an 'Update cart' button): each
 * line whose field holds a whole number that can be ordered as it stands. A number the MOQ rule forbids
 * (above the stock, below the MOQ) waits until the field is left and raised to the MOQ.
 */
export function typingUpdates(
  lines: readonly QuantityLine[],
  drafts: Readonly<Record<number, QuantityValue>>,
): { itemId: number; quantity: number }[] {
  const updates: { itemId: number; quantity: number }[] = [];
  for (const line of lines) {
    const draft = drafts[line.id];
    if (draft === undefined || draft === "" || draft < 1 || draft === line.quantity) continue;
    if (!isOrderable(draft, line.product)) continue;
    updates.push({ itemId: line.id, quantity: draft });
  }
  return updates;
}

/**
 * The updates a settled field (left, or the form sent with Enter) applies: each line whose field holds a settled whole number other than
 * its quantity. An empty field changes nothing (a line leaves the cart through its remove button).
 */
export function quantityUpdates(
  lines: readonly QuantityLine[],
  drafts: Readonly<Record<number, QuantityValue>>,
): { itemId: number; quantity: number }[] {
  const updates: { itemId: number; quantity: number }[] = [];
  for (const line of lines) {
    const draft = drafts[line.id];
    if (draft === undefined) continue;
    const settled = settledQuantity(draft, line.product);
    if (settled === "" || settled < 1 || settled === line.quantity) continue;
    updates.push({ itemId: line.id, quantity: settled });
  }
  return updates;
}
