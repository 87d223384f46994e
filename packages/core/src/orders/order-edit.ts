import { formatMoney } from "../money/format-money";
import type { OrderState } from "./states";

/** What changed in one edit of an order, line by line (amounts in paise). */
export type OrderEditChange =
  | { kind: "added"; productId: number; sku: string; title: string; quantity: number; price: number }
  | { kind: "removed"; productId: number; sku: string; title: string; quantity: number }
  | { kind: "quantity"; productId: number; sku: string; title: string; from: number; to: number }
  | { kind: "price"; productId: number; sku: string; title: string; from: number; to: number }
  | { kind: "address"; from: string; to: string }
  | { kind: "transport"; from: boolean; to: boolean };

/** An order line as the edit compares it. */
export interface EditedLine {
  productId: number;
  sku: string;
  title: string;
  quantity: number;
  /** Unit price charged, paise. */
  price: number;
}

/**
 * The difference between an order's lines before and after an edit, in the order's line order: first the
 * lines kept or changed, then the lines added; removed lines where they stood. The same product on both
 * sides is one line (orders hold one line per product).
 */
export function orderEditChanges(
  before: { lines: readonly EditedLine[]; address: string; toPayShipping: boolean },
  after: { lines: readonly EditedLine[]; address: string; toPayShipping: boolean },
): OrderEditChange[] {
  const changes: OrderEditChange[] = [];
  const afterById = new Map(after.lines.map((line) => [line.productId, line]));
  const beforeIds = new Set(before.lines.map((line) => line.productId));
  for (const old of before.lines) {
    const now = afterById.get(old.productId);
    const ref = { productId: old.productId, sku: old.sku, title: old.title };
    if (!now) {
      changes.push({ kind: "removed", ...ref, quantity: old.quantity });
      continue;
    }
    if (now.quantity !== old.quantity) {
      changes.push({ kind: "quantity", ...ref, from: old.quantity, to: now.quantity });
    }
    if (now.price !== old.price) changes.push({ kind: "price", ...ref, from: old.price, to: now.price });
  }
  for (const line of after.lines) {
    if (beforeIds.has(line.productId)) continue;
    changes.push({
      kind: "added",
      productId: line.productId,
      sku: line.sku,
      title: line.title,
      quantity: line.quantity,
      price: line.price,
    });
  }
  if (before.address !== after.address) {
    changes.push({ kind: "address", from: before.address, to: after.address });
  }
  if (before.toPayShipping !== after.toPayShipping) {
    changes.push({ kind: "transport", from: before.toPayShipping, to: after.toPayShipping });
  }
  return changes;
}

function transportLabel(toPay: boolean): string {
  return toPay ? "freight to pay on delivery" : "freight charged on the order";
}

/** One change as a sentence, as the order's history and the buyer's mail print it. */
export function describeOrderEditChange(change: OrderEditChange): string {
  switch (change.kind) {
    case "added":
      return `Added ${change.title} (${change.sku}): ${change.quantity} × ${formatMoney(change.price)}`;
    case "removed":
      return `Removed ${change.title} (${change.sku}), ${change.quantity} pcs`;
    case "quantity":
      return `${change.title} (${change.sku}): quantity ${change.from} → ${change.to}`;
    case "price":
      return `${change.title} (${change.sku}): unit price ${formatMoney(change.from)} → ${formatMoney(change.to)}`;
    case "address":
      return `Delivery address: ${change.from} → ${change.to}`;
    case "transport":
      return `Transport: ${transportLabel(change.from)} → ${transportLabel(change.to)}`;
  }
}

/** The states in which an order may still be edited: nothing of it has left the warehouse. */
export const EDITABLE_ORDER_STATES = [
  "placed",
  "confirmed",
  "packed",
] as const satisfies readonly OrderState[];

/** Why an order may not be edited, or null when it may. */
export function orderEditRefusal(order: {
  number: string;
  status: OrderState;
  invoiceNumber: string | null;
}): string | null {
  if (order.status === "cancelled")
    return `Order ${order.number} is cancelled: a cancelled order cannot be edited.`;
  if (!(EDITABLE_ORDER_STATES as readonly OrderState[]).includes(order.status)) {
    return `Order ${order.number} is already ${order.status}: an order can be edited only before dispatch.`;
  }
  if (order.invoiceNumber) {
    return (
      `Order ${order.number} already has tax invoice ${order.invoiceNumber}. Cancel the invoice with a credit ` +
      "note first; an invoiced order is not edited."
    );
  }
  return null;
}
