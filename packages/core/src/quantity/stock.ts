export interface StockInfo {
  stock: number;
  minimumQuantity: number;
}

/** A product's MOQ is at least 1, whatever the data says. */
function moq(p: StockInfo): number {
  return Math.max(1, Math.ceil(p.minimumQuantity));
}

function inStock(p: StockInfo): number {
  return Math.max(0, Math.floor(p.stock));
}

/**
 * The smallest quantity the field allows: 1 while the quantity can come from stock, otherwise the MOQ
 * (below the MOQ only stock can be bought).
 */
export function smallestAllowedQuantity(q: number, p: StockInfo): number {
  const stock = inStock(p);
  return stock > 0 && q <= stock ? 1 : moq(p);
}

/** The note under the quantity field; null when the stock covers the MOQ. */
export function stockNote(p: StockInfo): string | null {
  const stock = inStock(p);
  const minimum = moq(p);
  if (stock === 0) return `MOQ = ${minimum}`;
  if (stock < minimum) return `Buy in stock 1 to ${stock} else MOQ = ${minimum}`;
  return null;
}

/** q is orderable when q ≥ 1 and (q ≤ stock or q ≥ MOQ): below the MOQ a buyer may take only what is in stock. */
export function isOrderable(q: number, p: StockInfo): boolean {
  return Number.isSafeInteger(q) && q >= 1 && (q <= inStock(p) || q >= moq(p));
}

/** An order line takes min(q, stock) from stock; the rest is made to order (15 to 20 days). */
export function splitFromStock(q: number, stock: number): { fromStock: number; madeToOrder: number } {
  const fromStock = Math.max(0, Math.min(q, Math.floor(stock)));
  return { fromStock, madeToOrder: Math.max(0, q - fromStock) };
}

/** Why a quantity cannot be ordered, as a sentence naming the product; null when it can. */
export function orderableError(q: number, p: StockInfo, title: string): string | null {
  if (isOrderable(q, p)) return null;
  if (!Number.isSafeInteger(q) || q < 1) return `Enter a whole quantity of at least 1 for "${title}".`;
  const stock = inStock(p);
  const minimum = moq(p);
  if (stock === 0) {
    return `"${title}" is out of stock; it can be made to order from the minimum order quantity of ${minimum}.`;
  }
  return `Only ${stock} of "${title}" ${stock === 1 ? "is" : "are"} in stock; order up to ${stock}, or at least the minimum order quantity of ${minimum}.`;
}
