import { isOrderable, type StockInfo } from "@roshni/core";

/**
 * One step down from q: below the MOQ only stock can be bought, so from the MOQ the next step down is the
 * stock itself (or nothing when there is none).
 */
export function stepDown(q: number, p: StockInfo): number {
  const next = q - 1;
  if (next < 1) return q;
  if (isOrderable(next, p)) return next;
  const stock = Math.floor(p.stock);
  return stock > 0 ? Math.min(stock, next) : q;
}

/** One step up from q: past the stock the next orderable quantity is the MOQ. */
export function stepUp(q: number, p: StockInfo): number {
  const next = q + 1;
  return isOrderable(next, p) ? next : Math.max(next, Math.ceil(p.minimumQuantity));
}
