import {
  apiProductPrice,
  type CustomerGroupRef,
  isOrderable,
  type QuickOrderResolvedLine,
  toPaise,
} from "@roshni/core";
import type { Product } from "@/lib/api/types";

/** An earlier order's line as "Order again" needs it. */
export interface PastLine {
  productId: number;
  title: string;
  sku: string;
  quantity: number;
  /** The unit price paid, in rupees. */
  price: number;
}

/** What is different today for a line ordered again; shown above the cart before checkout. */
export type ReorderNote =
  | { kind: "price"; title: string; was: number; now: number }
  | { kind: "hidden"; title: string }
  | { kind: "notOrderable"; title: string; quantity: number; stock: number; moq: number }
  | { kind: "partlyMadeToOrder"; title: string; quantity: number; stock: number };

/**
 * An earlier order's lines at today's prices and stock: those the cart takes are added as they were
 * ordered; the rest, and every change of price (in paise, for the buyer's group) or of stock, are notes.
 */
export function reorderPlan(
  past: readonly PastLine[],
  resolved: readonly QuickOrderResolvedLine[],
  group: CustomerGroupRef | null,
): { add: { product: Product; quantity: number }[]; notes: ReorderNote[] } {
  const add: { product: Product; quantity: number }[] = [];
  const notes: ReorderNote[] = [];
  past.forEach((line, index) => {
    const answer = resolved[index];
    const product = answer?.product;
    if (!answer || !product || answer.status === "unknown" || answer.status === "hidden") {
      notes.push({ kind: "hidden", title: line.title });
      return;
    }
    const moq = Math.max(1, Math.ceil(product.minimumQuantity));
    const stock = Math.max(0, Math.floor(product.stock));
    if (!isOrderable(line.quantity, product)) {
      notes.push({ kind: "notOrderable", title: product.title, quantity: line.quantity, stock, moq });
      return;
    }
    add.push({ product, quantity: line.quantity });
    const was = toPaise(line.price);
    const now = apiProductPrice(product, group, line.quantity);
    if (was !== now) notes.push({ kind: "price", title: product.title, was, now });
    if (stock < line.quantity) {
      notes.push({ kind: "partlyMadeToOrder", title: product.title, quantity: line.quantity, stock });
    }
  });
  return { add, notes };
}

/** Kept for the cart page in this tab only: the notes of the last "Order again". */
export const REORDER_NOTES_KEY = "reorderNotes";
