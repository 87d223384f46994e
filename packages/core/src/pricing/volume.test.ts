import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type CartProduct, cartReducer, emptyCart } from "../cart";
import { apiProductPrice, groupPrice, type PricedProduct } from "./group-price";
import { reachedBreak, volumeTiers, volumeUnitPrice } from "./volume";
import { volumePricesInputSchema } from "./volume-schema";

const retail = { id: 1, isDefault: true };
const wholesale = { id: 2, isDefault: false };

const breaks = [
  { minQuantity: 10, price: 90000 },
  { minQuantity: 50, price: 80000 },
];

describe("the unit price a line's quantity reaches", () => {
  it("below the first break the line pays the price of one piece", () => {
    expect(volumeUnitPrice(100000, breaks, 1)).toBe(100000);
    expect(volumeUnitPrice(100000, breaks, 9)).toBe(100000);
  });

  it("at and above a break the line pays that break's price", () => {
    expect(volumeUnitPrice(100000, breaks, 10)).toBe(90000);
    expect(volumeUnitPrice(100000, breaks, 49)).toBe(90000);
    expect(volumeUnitPrice(100000, breaks, 50)).toBe(80000);
    expect(volumeUnitPrice(100000, breaks, 5000)).toBe(80000);
    expect(reachedBreak(breaks, 49)).toEqual(breaks[0]);
    expect(reachedBreak(breaks, 9)).toBeNull();
  });

  it("the wholesale floor holds a break back, and never lifts a price above the one without breaks", () => {
    expect(volumeUnitPrice(100000, breaks, 50, 85000)).toBe(85000);
    expect(volumeUnitPrice(100000, breaks, 10, 85000)).toBe(90000);
    expect(volumeUnitPrice(70000, breaks, 50, 85000)).toBe(70000);
  });

  it("the table shows the price each break really charges and drops rows the floor makes useless", () => {
    expect(volumeTiers(100000, breaks)).toEqual([
      { minQuantity: 1, price: 100000 },
      { minQuantity: 10, price: 90000 },
      { minQuantity: 50, price: 80000 },
    ]);
    expect(volumeTiers(100000, breaks, 90000)).toEqual([
      { minQuantity: 1, price: 100000 },
      { minQuantity: 10, price: 90000 },
    ]);
  });

  const breakList = fc.array(
    fc.record({
      minQuantity: fc.integer({ min: 2, max: 1000 }),
      price: fc.integer({ min: 1, max: 10_000_000 }),
    }),
    { maxLength: 10 },
  );

  it("property: the unit price never rises with the quantity", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        breakList,
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 2000 }),
        fc.integer({ min: 0, max: 2000 }),
        (base, list, floor, q, more) => {
          expect(volumeUnitPrice(base, list, q + more, floor)).toBeLessThanOrEqual(
            volumeUnitPrice(base, list, q, floor),
          );
        },
      ),
    );
  });

  it("property: a break never takes a unit below the floor, nor above the price without breaks", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        breakList,
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 2000 }),
        (base, list, floor, q) => {
          const price = volumeUnitPrice(base, list, q, floor);
          expect(price).toBeLessThanOrEqual(base);
          expect(price).toBeGreaterThanOrEqual(Math.min(base, floor));
          expect(Number.isSafeInteger(price)).toBe(true);
        },
      ),
    );
  });

  it("property: without a break reached the price is exactly today's group price", () => {
    const product = fc.record({
      mrp: fc.integer({ min: 0, max: 10_000_000 }),
      sellingPrice: fc.integer({ min: 0, max: 10_000_000 }),
      wholesalePrice: fc.integer({ min: 0, max: 10_000_000 }),
      groupPrices: fc.array(
        fc.record({
          groupId: fc.integer({ min: 1, max: 3 }),
          price: fc.integer({ min: 0, max: 10_000_000 }),
        }),
        { maxLength: 3 },
      ),
    });
    fc.assert(
      fc.property(product, fc.integer({ min: 1, max: 1000 }), (p: PricedProduct, q) => {
        const withBreaksOfOthers: PricedProduct = {
          ...p,
          // Breaks of another group, and of this group beyond the quantity, must change nothing.
          volumePrices: [
            { groupId: 3, minQuantity: 2, price: 1 },
            { groupId: 2, minQuantity: q + 1, price: 1 },
          ],
          priceFloor: 0,
        };
        expect(groupPrice(withBreaksOfOthers, wholesale, q)).toBe(groupPrice(p, wholesale));
        expect(groupPrice(p, wholesale, q)).toBe(groupPrice(p, wholesale));
        expect(groupPrice(p, null, q)).toBe(groupPrice(p, null));
      }),
    );
  });
});

describe("breaks are per customer group", () => {
  const product: PricedProduct = {
    mrp: 250000,
    sellingPrice: 180000,
    wholesalePrice: 150000,
    volumePrices: [
      { groupId: 1, minQuantity: 10, price: 170000, isDefault: true },
      { groupId: 2, minQuantity: 10, price: 140000 },
    ],
    priceFloor: 145000,
  };

  it("each group gets its own breaks; a visitor gets the default group's", () => {
    expect(groupPrice(product, retail, 10)).toBe(170000);
    expect(groupPrice(product, null, 10)).toBe(170000);
    expect(groupPrice(product, wholesale, 10)).toBe(145000);
    expect(groupPrice(product, { id: 3, isDefault: false }, 10)).toBe(150000);
  });

  it("the API's product applies the breaks of the group asked for", () => {
    const api = {
      mrp: 2500,
      sellingPrice: 1800,
      wholesalePrice: 1500,
      websiteProductPrices: [],
      volumePrices: [{ customerGroup: retail, minQuantity: 10, price: 1700 }],
    };
    expect(apiProductPrice(api, null, 9)).toBe(180000);
    expect(apiProductPrice(api, null, 10)).toBe(170000);
    expect(apiProductPrice(api, wholesale, 10)).toBe(150000);
  });
});

describe("the cart follows the break its quantity reaches", () => {
  const lamp: CartProduct = {
    id: 7,
    title: "Brass pendant",
    taxRate: 18,
    mrp: 1500,
    sellingPrice: 1000,
    websiteProductPrices: [],
    volumePrices: [{ customerGroup: retail, minQuantity: 10, price: 900 }],
  };

  it("raising a line to 10 pieces lowers its unit price, the subtotal and the GST; lowering it undoes it", () => {
    const nine = cartReducer(emptyCart(), { type: "add", product: lamp, quantity: 9, group: null });
    expect(nine.items[0]?.price).toBe(100000);
    expect(nine.subtotal).toBe(900000);
    const ten = cartReducer(nine, { type: "update", quantities: [{ itemId: 1, quantity: 10 }] });
    expect(ten.items[0]?.price).toBe(90000);
    expect(ten.subtotal).toBe(900000);
    expect(ten.items[0]?.tax).toBe(162000);
    const back = cartReducer(ten, { type: "update", quantities: [{ itemId: 1, quantity: 3 }] });
    expect(back.items[0]?.price).toBe(100000);
  });

  it("adding the same product again counts the whole line's quantity", () => {
    const five = cartReducer(emptyCart(), { type: "add", product: lamp, quantity: 5, group: null });
    const ten = cartReducer(five, { type: "add", product: lamp, quantity: 5, group: null });
    expect(ten.items[0]?.quantity).toBe(10);
    expect(ten.items[0]?.price).toBe(90000);
  });
});

describe("the product form's breaks", () => {
  const group = (breaksIn: { minQuantity: number; price: number }[]) => ({
    floor: 800,
    groups: [{ customerGroupId: 2, breaks: breaksIn }],
  });

  it("accepts ascending quantities from 2 with falling prices at or above the floor", () => {
    const parsed = volumePricesInputSchema.safeParse(
      group([
        { minQuantity: 10, price: 900 },
        { minQuantity: 50, price: 800 },
      ]),
    );
    expect(parsed.success).toBe(true);
  });

  it("says what is wrong with each row", () => {
    const messages = (input: unknown) => {
      const parsed = volumePricesInputSchema.safeParse(input);
      return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    };
    expect(messages(group([{ minQuantity: 1, price: 900 }]))[0]).toMatch(
      /groups\.0\.breaks\.0\.minQuantity: .*2 pieces/,
    );
    expect(messages(group([{ minQuantity: 2.5, price: 900 }]))[0]).toMatch(/whole number/);
    expect(
      messages(
        group([
          { minQuantity: 10, price: 900 },
          { minQuantity: 10, price: 850 },
        ]),
      ),
    ).toEqual(["groups.0.breaks.1.minQuantity: Needs more pieces than the row above (10+)."]);
    expect(
      messages(
        group([
          { minQuantity: 10, price: 900 },
          { minQuantity: 20, price: 900 },
        ]),
      )[0],
    ).toMatch(/groups\.0\.breaks\.1\.price: Must be cheaper than the row above/);
    expect(messages(group([{ minQuantity: 10, price: 799.99 }]))[0]).toMatch(/below the wholesale floor/);
    expect(messages(group([{ minQuantity: 10, price: 900.001 }]))[0]).toMatch(/2 decimals/);
    // Prices are kept as integer paise: a floor or a break past a product's largest price is refused,
    // not left to overflow the column.
    expect(messages({ floor: 2_147_483_647, groups: [] })).toEqual([
      "floor: The wholesale floor is at most ₹1,00,00,000.",
    ]);
    expect(messages(group([{ minQuantity: 10, price: 21_474_837 }]))[0]).toMatch(
      /groups\.0\.breaks\.0\.price: The volume price is at most/,
    );
    expect(
      messages({
        floor: null,
        groups: [
          { customerGroupId: 2, breaks: [] },
          { customerGroupId: 2, breaks: [] },
        ],
      }),
    ).toEqual(["groups.1.customerGroupId: This customer group is listed twice."]);
  });
});
