import { type Cart, type CustomerGroupRef, cartReducer, SAVED_CART_MAX, SAVED_LIST_MAX } from "@roshni/core";
import type { SavedLists, SavedListsBody } from "../api/types";
import type { CartProductCopy, ListItem } from "./types";

/**
 * localStorage key naming the customer whose server lists this browser's lists were last joined with.
 * Kept apart from the persisted 'state' v1, which stays as SPEC.md has it.
 */
export const SAVED_FOR_KEY = "savedFor";

/** Set while a change of the lists waits to be saved, so that a page left too early saves it on the next load. */
export const SAVED_PENDING_KEY = "savedPending";

/** The lists as the server keeps them: product ids and quantities only, never a price. */
export function savedListsBody(state: {
  cart: Pick<Cart<CartProductCopy>, "items">;
  wishlist: readonly { id: number }[];
  compare: readonly { id: number }[];
}): SavedListsBody {
  const quantities = new Map<number, number>();
  for (const item of state.cart.items) {
    quantities.set(item.product.id, (quantities.get(item.product.id) ?? 0) + item.quantity);
  }
  const ids = (list: readonly { id: number }[]) =>
    [...new Set(list.map((item) => item.id))].slice(0, SAVED_LIST_MAX);
  return {
    cart: [...quantities].slice(0, SAVED_CART_MAX).map(([productId, quantity]) => ({ productId, quantity })),
    wishlist: ids(state.wishlist),
    compare: ids(state.compare),
  };
}

/** What the server answered, in the shape of a body: to tell whether the browser still has something to save. */
export function savedListsKey(lists: SavedLists | SavedListsBody): string {
  const cart = lists.cart.map((line) =>
    "product" in line ? [line.product.id, line.quantity] : [line.productId, line.quantity],
  );
  const ids = (list: readonly (number | { id: number })[]) =>
    list.map((item) => (typeof item === "number" ? item : item.id));
  return JSON.stringify([cart, ids(lists.wishlist), ids(lists.compare)]);
}

/**
 * The browser's cart made of the server's lines: a line of a product already in the cart keeps its id, new
 * ones get the next ids; the coupon and the shipping choice stay the browser's. Prices are worked out again
 * for the buyer's group from the fresh product copies.
 */
export function cartFromSaved(
  cart: Cart<CartProductCopy>,
  lines: SavedLists["cart"],
  group: CustomerGroupRef | null,
): Cart<CartProductCopy> {
  let lastItemId = cart.lastItemId;
  const items = lines.map((line) => {
    const kept = cart.items.find((item) => item.product.id === line.product.id && item.options.length === 0);
    const id = kept ? kept.id : ++lastItemId;
    return {
      id,
      product: { ...line.product },
      options: [],
      price: 0,
      mrp: 0,
      taxRate: line.product.taxRate,
      tax: 0,
      subtotal: 0,
      total: 0,
      quantity: line.quantity,
    };
  });
  return cartReducer({ ...cart, lastItemId, items }, { type: "refreshPrices", group });
}

export function listFromSaved(products: SavedLists["wishlist"]): ListItem[] {
  return products.map((product) => ({ ...product, name: product.title }));
}
