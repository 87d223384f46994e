import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type Cart,
  type CartAction,
  type CartOption,
  type CartProduct,
  cartReducer,
  cartServerLines,
  emptyCart,
} from "./cart-reducer";
import type { CouponTerms } from "./totals";

const retail = { id: 1, isDefault: true };
const wholesale = { id: 2, isDefault: false };

function product(id: number, overrides: Partial<CartProduct> = {}): CartProduct {
  return {
    id,
    title: `Product ${id}`,
    taxRate: 18,
    minimumQuantity: 1,
    mrp: 3000,
    sellingPrice: 2500,
    wholesalePrice: 2000,
    websiteProductPrices: [{ customerGroup: retail, price: 2500 }],
    ...overrides,
  };
}

const chandelier = product(7, { title: "Crystal chandelier", minimumQuantity: 10 });
const gold: CartOption = { optionId: 1, valueId: 11, optionTitle: "Finish", valueTitle: "Gold" };
const warm: CartOption = { optionId: 2, valueId: 21, optionTitle: "Light", valueTitle: "Warm white" };
const black: CartOption = { optionId: 1, valueId: 12, optionTitle: "Finish", valueTitle: "Black" };

const coupon: CouponTerms = {
  code: "WELCOME10",
  subtotalType: "percent",
  subtotalDiscount: 10,
  packingType: "absolute",
  packingDiscount: 500,
  transportType: "percent",
  transportDiscount: 50,
};

function run(actions: CartAction[], start: Cart = emptyCart()): Cart {
  return actions.reduce(cartReducer, start);
}

describe("cart: adding", () => {
  it("adding with no quantity takes the product's minimum order quantity", () => {
    const cart = run([{ type: "add", product: chandelier, group: null }]);
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]?.quantity).toBe(10);
    expect(cart.quantity).toBe(10);
  });

  it("a new line takes the next id", () => {
    const cart = run([
      { type: "add", product: product(1), quantity: 1, group: null },
      { type: "add", product: product(2), quantity: 1, group: null },
    ]);
    expect(cart.items.map((item) => item.id)).toEqual([1, 2]);
    expect(cart.lastItemId).toBe(2);
  });

  it("the same product with the same options merges by adding the quantity", () => {
    const cart = run([
      { type: "add", product: product(1), options: [gold, warm], quantity: 2, group: null },
      { type: "add", product: product(1), options: [warm, gold], quantity: 3, group: null },
    ]);
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]?.quantity).toBe(5);
    expect(cart.lastItemId).toBe(1);
  });

  it("the same product with other options is a new line", () => {
    const cart = run([
      { type: "add", product: product(1), options: [gold], quantity: 1, group: null },
      { type: "add", product: product(1), options: [black], quantity: 1, group: null },
      { type: "add", product: product(1), options: [gold, warm], quantity: 1, group: null },
    ]);
    expect(cart.items.map((item) => item.id)).toEqual([1, 2, 3]);
  });

  it("a line is priced for the buyer's group with its MRP and tax rate", () => {
    const cart = run([{ type: "add", product: product(1), quantity: 2, group: wholesale }]);
    expect(cart.items[0]).toMatchObject({
      price: 200000,
      mrp: 300000,
      taxRate: 18,
      subtotal: 400000,
      tax: 72000,
    });
    expect(cart.items[0]?.total).toBe(472000);
  });

  it("a quantity below 1 adds nothing", () => {
    const start = emptyCart();
    expect(cartReducer(start, { type: "add", product: product(1), quantity: 0, group: null })).toBe(start);
  });

  it("after adding, subtotal, totals lines and total are recomputed (PRICING.md example 1)", () => {
    const cart = run([
      {
        type: "add",
        product: product(1, { sellingPrice: 1200, websiteProductPrices: [] }),
        quantity: 3,
        group: null,
      },
      {
        type: "add",
        product: product(2, { sellingPrice: 450, taxRate: 12, websiteProductPrices: [] }),
        quantity: 2,
        group: null,
      },
    ]);
    expect(cart.subtotal).toBe(450000);
    expect(cart.totals.map((line) => line.price)).toEqual([29700, 134325, 105125]);
    expect(cart.total).toBe(719150);
  });
});

describe("cart: changing and removing lines", () => {
  const twoLines = run([
    { type: "add", product: product(1), quantity: 2, group: null },
    { type: "add", product: product(2), quantity: 1, group: null },
  ]);

  it("removal is by line id", () => {
    const cart = cartReducer(twoLines, { type: "remove", itemId: 1 });
    expect(cart.items.map((item) => item.product.id)).toEqual([2]);
    expect(cart.subtotal).toBe(250000);
    expect(cart.quantity).toBe(1);
  });

  it("removing an unknown id changes nothing", () => {
    expect(cartReducer(twoLines, { type: "remove", itemId: 99 })).toBe(twoLines);
  });

  it("updating quantities sets each named line and recomputes", () => {
    const cart = cartReducer(twoLines, { type: "update", quantities: [{ itemId: 2, quantity: 4 }] });
    expect(cart.items.map((item) => item.quantity)).toEqual([2, 4]);
    expect(cart.subtotal).toBe(1500000);
    expect(cart.items[1]?.subtotal).toBe(1000000);
  });

  it("a quantity below 1 or not whole is not applied; removal is its own action", () => {
    const cart = cartReducer(twoLines, {
      type: "update",
      quantities: [
        { itemId: 1, quantity: 0 },
        { itemId: 2, quantity: 1.5 },
      ],
    });
    expect(cart).toBe(twoLines);
  });

  it("the last line id never goes back, so a new line after a removal gets a fresh id", () => {
    const cart = run(
      [
        { type: "remove", itemId: 2 },
        { type: "add", product: product(3), quantity: 1, group: null },
      ],
      twoLines,
    );
    expect(cart.items.map((item) => item.id)).toEqual([1, 3]);
  });

  it("clearing empties the cart and also drops the coupon", () => {
    const cart = run([{ type: "applyCoupon", coupon }, { type: "clear" }], twoLines);
    expect(cart.items).toEqual([]);
    expect(cart.coupon).toBeNull();
    expect(cart).toMatchObject({ subtotal: 0, total: 0, quantity: 0, totals: [] });
  });

  it("the server gets product ids, quantities and options, never a price", () => {
    const cart = run(
      [{ type: "add", product: product(5), options: [gold], quantity: 3, group: null }],
      twoLines,
    );
    expect(cartServerLines(cart)).toEqual([
      { productId: 1, quantity: 2 },
      { productId: 2, quantity: 1 },
      { productId: 5, quantity: 3, options: [{ optionId: 1, valueId: 11 }] },
    ]);
  });
});

describe("cart: coupon, shipping and prices", () => {
  const tenOf2500 = run([
    { type: "add", product: product(1, { websiteProductPrices: [] }), quantity: 10, group: null },
  ]);

  it("applying a coupon recomputes the totals and each line's tax (PRICING.md example 3)", () => {
    const cart = cartReducer(tenOf2500, { type: "applyCoupon", coupon });
    expect(cart.coupon).toEqual(coupon);
    expect(cart.items[0]?.tax).toBe(405000);
    expect(cart.total).toBe(2986138);
  });

  it("removing the coupon restores the undiscounted totals", () => {
    const cart = run([{ type: "applyCoupon", coupon }, { type: "removeCoupon" }], tenOf2500);
    expect(cart.coupon).toBeNull();
    expect(cart.total).toBe(tenOf2500.total);
    expect(cart.items[0]?.tax).toBe(450000);
  });

  it("to-pay shipping sets shipping to zero", () => {
    const cart = cartReducer(tenOf2500, { type: "setToPayShipping", value: true });
    expect(cart.toPayShipping).toBe(true);
    expect(cart.totals.find((line) => line.type === "shipping")?.price).toBe(0);
    // 25,000.00 + 1,450.00 + GST (4,500.00 + 261.00)
    expect(cart.total).toBe(3121100);
  });

  it("the shipping details are kept as typed", () => {
    const cart = cartReducer(tenOf2500, {
      type: "setShippingDetails",
      value: "VRL Logistics, Karol Bagh depot",
    });
    expect(cart.shippingDetails).toBe("VRL Logistics, Karol Bagh depot");
  });

  it("refreshing prices reprices every line for the new group", () => {
    const visitor = run([
      { type: "add", product: product(1), quantity: 2, group: null },
      { type: "add", product: product(2, { wholesalePrice: 1800 }), quantity: 1, group: null },
    ]);
    expect(visitor.items.map((item) => item.price)).toEqual([250000, 250000]);
    const signedIn = cartReducer(visitor, { type: "refreshPrices", group: wholesale });
    expect(signedIn.items.map((item) => item.price)).toEqual([200000, 180000]);
    expect(signedIn.subtotal).toBe(580000);
  });

  it("refreshing prices takes fresh product copies by id", () => {
    const cart = cartReducer(tenOf2500, {
      type: "refreshPrices",
      group: null,
      products: [product(1, { sellingPrice: 2400, websiteProductPrices: [], taxRate: 12 })],
    });
    expect(cart.items[0]).toMatchObject({ price: 240000, taxRate: 12, subtotal: 2400000, tax: 288000 });
  });
});

describe("cart: properties", () => {
  const addArb = fc.record({
    productId: fc.integer({ min: 1, max: 4 }),
    optionValue: fc.option(fc.integer({ min: 1, max: 2 })),
    quantity: fc.integer({ min: 1, max: 50 }),
  });

  function addAction(a: { productId: number; optionValue: number | null; quantity: number }): CartAction {
    const options =
      a.optionValue === null
        ? []
        : [{ optionId: 1, valueId: a.optionValue, optionTitle: "Finish", valueTitle: "x" }];
    return { type: "add", product: product(a.productId), options, quantity: a.quantity, group: null };
  }

  it("merging adds quantities: the cart holds the sum of every quantity added, one line per product and option set", () => {
    fc.assert(
      fc.property(fc.array(addArb, { maxLength: 20 }), (adds) => {
        const cart = run(adds.map(addAction));
        expect(cart.quantity).toBe(adds.reduce((sum, a) => sum + a.quantity, 0));
        const keys = new Set(adds.map((a) => `${a.productId}/${a.optionValue}`));
        expect(cart.items).toHaveLength(keys.size);
        for (const item of cart.items) {
          const value = item.options[0]?.valueId ?? null;
          const added = adds.filter((a) => a.productId === item.product.id && a.optionValue === value);
          expect(item.quantity).toBe(added.reduce((sum, a) => sum + a.quantity, 0));
        }
      }),
    );
  });

  it("the cart total is the subtotal plus its totals lines after any sequence of actions", () => {
    const actionArb: fc.Arbitrary<CartAction> = fc.oneof(
      addArb.map(addAction),
      fc.integer({ min: 1, max: 10 }).map((itemId): CartAction => ({ type: "remove", itemId })),
      fc
        .record({ itemId: fc.integer({ min: 1, max: 10 }), quantity: fc.integer({ min: 1, max: 99 }) })
        .map((q): CartAction => ({ type: "update", quantities: [q] })),
      fc.constant<CartAction>({ type: "applyCoupon", coupon }),
      fc.constant<CartAction>({ type: "removeCoupon" }),
      fc.boolean().map((value): CartAction => ({ type: "setToPayShipping", value })),
      fc.constantFrom(null, retail, wholesale).map((group): CartAction => ({ type: "refreshPrices", group })),
    );
    fc.assert(
      fc.property(fc.array(actionArb, { maxLength: 25 }), (actions) => {
        const cart = run(actions);
        expect(cart.total).toBe(cart.subtotal + cart.totals.reduce((sum, line) => sum + line.price, 0));
        expect(cart.subtotal).toBe(cart.items.reduce((sum, item) => sum + item.subtotal, 0));
        expect(cart.quantity).toBe(cart.items.reduce((sum, item) => sum + item.quantity, 0));
      }),
    );
  });
});
