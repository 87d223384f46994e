import { describe, expect, it } from "vitest";
import type { Customer, Product } from "../api/types";
import { groupOf, initialShopState, shopReducer, toListItem } from "./shop-reducer";

const product: Product = {
  id: 7,
  title: "Brass Lantern Pendant",
  sku: "RL-HL-0007",
  description: "",
  images: [],
  dimensions: {
    width: { value: 30, unit: "cm" },
    depth: { value: 30, unit: "cm" },
    height: { value: 45, unit: "cm" },
  },
  productAttributes: [],
  stock: 4,
  minimumQuantity: 6,
  mrp: 2000,
  sellingPrice: 1500,
  taxRate: 18,
  hsnCode: "9405",
  websites: [{ slug: "brass-lantern-pendant" }],
  websiteProductPrices: [
    { customerGroup: { id: 1, isDefault: true }, price: 1500 },
    { customerGroup: { id: 2, isDefault: false }, price: 1200 },
  ],
  categories: [],
};

const wholesaleBuyer: Customer = {
  id: 3,
  name: "Mehta Electricals",
  email: "buyer@example.in",
  phone: "+919811122233",
  companyName: null,
  gstin: null,
  legalName: null,
  whatsappOptIn: false,
  language: null,
  customerGroup: { id: 2, name: "Wholesale", isDefault: false },
  awaitingApproval: false,
};

const start = () => initialShopState({ locale: "en", currency: "INR", token: null });

describe("shop state", () => {
  it("changes the currency only when the code differs", () => {
    const state = start();
    expect(shopReducer(state, { type: "currency", code: "INR" })).toBe(state);
    expect(shopReducer(state, { type: "currency", code: "USD" }).currency).toBe("USD");
  });

  it("ignores a second add of the same product to the wish list and removes by product id", () => {
    let state = shopReducer(start(), { type: "listAdd", list: "wishlist", item: toListItem(product) });
    const once = state;
    state = shopReducer(state, { type: "listAdd", list: "wishlist", item: toListItem(product) });
    expect(state).toBe(once);
    expect(state.wishlist.map((item) => [item.id, item.name])).toEqual([[7, "Brass Lantern Pendant"]]);
    state = shopReducer(state, { type: "listRemove", list: "wishlist", id: 7 });
    expect(state.wishlist).toEqual([]);
    expect(state.compare).toEqual([]);
  });

  it("adds to the cart at the MOQ when no quantity is given, priced for a visitor at the default group", () => {
    const state = shopReducer(start(), {
      type: "cart",
      action: { type: "add", product, group: groupOf(start()) },
    });
    expect(state.cart.quantity).toBe(6);
    expect(state.cart.items[0]?.price).toBe(150_000);
    expect(state.cart.subtotal).toBe(900_000);
  });

  it("sets the wholesale marker for a user outside the default group and clears it on logout", () => {
    let state = shopReducer(start(), { type: "token", token: "t" });
    state = shopReducer(state, { type: "user", user: wholesaleBuyer });
    expect(state.auth.wholesale).toBe(true);
    expect(groupOf(state)).toEqual({ id: 2, isDefault: false });
    state = shopReducer(state, { type: "logout" });
    expect(state.auth).toEqual({ token: null, user: null, wholesale: false });
    expect(groupOf(state)).toBeNull();
  });

  it("re-prices restored cart lines for the current group", () => {
    const signedIn = shopReducer(shopReducer(start(), { type: "token", token: "t" }), {
      type: "user",
      user: wholesaleBuyer,
    });
    const visitorCart = shopReducer(start(), {
      type: "cart",
      action: { type: "add", product, quantity: 2, group: null },
    }).cart;
    const restored = shopReducer(signedIn, {
      type: "restore",
      persisted: { version: 1, cart: visitorCart, wishlist: [], compare: [], currency: "INR", locale: "en" },
    });
    expect(restored.cart.items[0]?.price).toBe(120_000);
    expect(restored.cart.subtotal).toBe(240_000);
    expect(restored.restored).toBe(true);
  });

  it("opens quick view with a copy of the product and closes it by clearing the open flag", () => {
    let state = shopReducer(start(), { type: "quickViewOpen", product });
    expect(state.quickView.open).toBe(true);
    expect(state.quickView.product).toEqual(product);
    expect(state.quickView.product).not.toBe(product);
    state = shopReducer(state, { type: "quickViewClose" });
    expect(state.quickView.open).toBe(false);
  });

  it("tracks a pending action key once and drops it when done", () => {
    let state = shopReducer(start(), { type: "pending", key: "cart:add:7", on: true });
    state = shopReducer(state, { type: "pending", key: "cart:add:7", on: true });
    expect(state.pending).toEqual(["cart:add:7"]);
    state = shopReducer(state, { type: "pending", key: "cart:add:7", on: false });
    expect(state.pending).toEqual([]);
  });
});
