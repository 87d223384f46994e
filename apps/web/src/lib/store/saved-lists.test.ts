import { cartReducer, emptyCart } from "@roshni/core";
import { describe, expect, it } from "vitest";
import type { Product } from "../api/types";
import { cartFromSaved, savedListsBody, savedListsKey } from "./saved-lists";
import { initialShopState, shopReducer } from "./shop-reducer";
import type { CartProductCopy } from "./types";

function product(id: number, sellingPrice: number): Product {
  return {
    id,
    title: `Lamp ${id}`,
    sku: `RL-${id}`,
    description: "",
    images: [],
    dimensions: {
      width: { value: 30, unit: "cm" },
      depth: { value: 30, unit: "cm" },
      height: { value: 45, unit: "cm" },
    },
    productAttributes: [],
    stock: 10,
    minimumQuantity: 2,
    mrp: sellingPrice * 2,
    sellingPrice,
    taxRate: 18,
    hsnCode: "9405",
    websites: [{ slug: `lamp-${id}` }],
    websiteProductPrices: [],
    categories: [],
  };
}

describe("lists kept on the server for a signed-in buyer", () => {
  it("the server is sent product ids and quantities only, never a price", () => {
    let cart = emptyCart<CartProductCopy>();
    cart = cartReducer(cart, { type: "add", product: product(1, 100), quantity: 3, group: null });
    cart = cartReducer(cart, { type: "add", product: product(2, 50), group: null });
    const body = savedListsBody({ cart, wishlist: [{ id: 9 }, { id: 9 }], compare: [{ id: 2 }] });
    expect(body).toEqual({
      cart: [
        { productId: 1, quantity: 3 },
        { productId: 2, quantity: 2 },
      ],
      wishlist: [9],
      compare: [2],
    });
    expect(JSON.stringify(body)).not.toContain("price");
  });

  it("the server's cart replaces the browser's: known lines keep their ids, prices come from the fresh copies, the coupon stays", () => {
    let cart = emptyCart<CartProductCopy>();
    cart = cartReducer(cart, { type: "add", product: product(1, 100), quantity: 3, group: null });
    cart = cartReducer(cart, {
      type: "applyCoupon",
      coupon: {
        code: "WELCOME10",
        subtotalType: "percent",
        subtotalDiscount: 1000,
        packingType: "percent",
        packingDiscount: 0,
        transportType: "percent",
        transportDiscount: 0,
      },
    });
    const next = cartFromSaved(
      cart,
      [
        { product: product(4, 250), quantity: 2 },
        { product: product(1, 120), quantity: 5 },
      ],
      null,
    );
    expect(next.items.map((item) => [item.id, item.product.id, item.quantity, item.price])).toEqual([
      [2, 4, 2, 25000],
      [1, 1, 5, 12000],
    ]);
    expect(next.subtotal).toBe(2 * 25000 + 5 * 12000);
    expect(next.coupon?.code).toBe("WELCOME10");
    expect(next.lastItemId).toBe(2);
  });

  it("what the server answered and what the browser holds compare equal when they name the same lists", () => {
    const answer = {
      cart: [{ product: product(1, 100), quantity: 3 }],
      wishlist: [product(9, 10)],
      compare: [],
    };
    expect(savedListsKey(answer)).toBe(
      savedListsKey({ cart: [{ productId: 1, quantity: 3 }], wishlist: [9], compare: [] }),
    );
    expect(savedListsKey(answer)).not.toBe(
      savedListsKey({ cart: [{ productId: 1, quantity: 4 }], wishlist: [9], compare: [] }),
    );
  });

  it("the server's lists and 'in step' arrive in one change; signing out empties the browser's lists", () => {
    let state = initialShopState({ locale: "en", currency: "INR", token: "t" });
    expect(state.savedFor).toBeNull();
    state = shopReducer(state, {
      type: "saved",
      customerId: 42,
      lists: {
        cart: [{ product: product(1, 100), quantity: 3 }],
        wishlist: [product(2, 5)],
        compare: [product(3, 5)],
      },
    });
    expect(state.cart.quantity).toBe(3);
    expect(state.wishlist.map((item) => item.name)).toEqual(["Lamp 2"]);
    expect(state.savedFor).toBe(42);
    // Already the same: only "in step" changes, the lists stay the same objects.
    const same = shopReducer({ ...state, savedFor: null }, { type: "saved", customerId: 42 });
    expect(same.savedFor).toBe(42);
    expect(same.cart).toBe(state.cart);
    state = shopReducer(state, { type: "savedClear" });
    expect([state.cart.items, state.wishlist, state.compare]).toEqual([[], [], []]);
    expect(state.savedFor).toBeNull();
  });
});
