import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type CouponTerms, computeTotals, type TotalsInputLine, type TotalsLineType } from "./totals";

const EXAMPLE_LINES: TotalsInputLine[] = [
  { price: 120000, quantity: 3, taxRate: 18 },
  { price: 45000, quantity: 2, taxRate: 12 },
];

const NO_COUPON_TERMS: CouponTerms = {
  subtotalType: "percent",
  subtotalDiscount: 0,
  packingType: "percent",
  packingDiscount: 0,
  transportType: "percent",
  transportDiscount: 0,
};

const TEN_OF_2500: TotalsInputLine[] = [{ price: 250000, quantity: 10, taxRate: 18 }];

function priceOf(
  totals: { type: TotalsLineType; price: number }[],
  type: TotalsLineType,
): number | undefined {
  return totals.find((line) => line.type === type)?.price;
}

describe("cart totals: the worked examples of PRICING.md", () => {
  it("example 1: 3 × 1,200.00 at 18 % and 2 × 450.00 at 12 % come to 7,191.50", () => {
    const result = computeTotals({ lines: EXAMPLE_LINES, toPayShipping: false });
    expect(result.subtotal).toBe(450000);
    expect(result.quantity).toBe(5);
    expect(result.lineTaxes).toEqual([64800, 10800]);
    // tax = 756.00 on the lines + 241.79 on shipping + 53.46 on packaging
    expect(result.totals).toEqual([
      { type: "packaging", title: "Packaging", price: 29700 },
      { type: "shipping", title: "Shipping", price: 134325 },
      { type: "tax", title: "GST", price: 105125 },
    ]);
    expect(result.tax).toBe(105125);
    expect(result.total).toBe(719150);
  });

  it("example 2: to-pay shipping drops shipping and its tax, 5,606.46", () => {
    const result = computeTotals({ lines: EXAMPLE_LINES, toPayShipping: true });
    expect(priceOf(result.totals, "shipping")).toBe(0);
    expect(result.tax).toBe(80946);
    expect(result.total).toBe(560646);
  });

  it("example 3: 10 × 2,500.00 with 10 % off, 500 off packing and half off shipping come to 29,861.38", () => {
    const coupon: CouponTerms = {
      subtotalType: "percent",
      subtotalDiscount: 10,
      packingType: "absolute",
      packingDiscount: 500,
      transportType: "percent",
      transportDiscount: 50,
    };
    const result = computeTotals({ lines: TEN_OF_2500, coupon, toPayShipping: false });
    expect(result.subtotal).toBe(2500000);
    expect(result.lineTaxes).toEqual([405000]);
    expect(result.totals).toEqual([
      { type: "discount", title: "Discount", price: -250000 },
      { type: "packaging", title: "Packaging", price: 145000 },
      { type: "packing-discount", title: "Packing discount", price: -50000 },
      { type: "shipping", title: "Shipping", price: 371250 },
      { type: "shipping-discount", title: "Shipping discount", price: -185625 },
      { type: "tax", title: "GST", price: 455513 },
    ]);
    expect(result.total).toBe(2986138);
  });
});

describe("cart totals: coupons", () => {
  it("the subtotal discount applies only as a percent: an absolute one gives nothing", () => {
    const coupon = { ...NO_COUPON_TERMS, subtotalType: "absolute" as const, subtotalDiscount: 1000 };
    const result = computeTotals({ lines: TEN_OF_2500, coupon, toPayShipping: false });
    expect(priceOf(result.totals, "discount")).toBeUndefined();
    // 25,000.00 + 1,450.00 + 3,712.50 + GST (4,500.00 + 668.25 + 261.00)
    expect(result.tax).toBe(542925);
    expect(result.total).toBe(3559175);
  });

  it("zero discounts are left out of the totals lines", () => {
    const result = computeTotals({ lines: TEN_OF_2500, coupon: NO_COUPON_TERMS, toPayShipping: false });
    expect(result.totals.map((line) => line.type)).toEqual(["packaging", "shipping", "tax"]);
  });

  it("the subtotal discount reduces each line's tax in proportion", () => {
    const coupon = { ...NO_COUPON_TERMS, subtotalDiscount: 12.5 };
    const result = computeTotals({ lines: EXAMPLE_LINES, coupon, toPayShipping: true });
    // 3,600.00 × 18 % × 87.5 % = 567.00; 900.00 × 12 % × 87.5 % = 94.50
    expect(result.lineTaxes).toEqual([56700, 9450]);
    expect(priceOf(result.totals, "discount")).toBe(-56250);
  });

  it("a 100 % subtotal discount leaves only the fees and their tax to pay", () => {
    const coupon = { ...NO_COUPON_TERMS, subtotalDiscount: 100 };
    const result = computeTotals({ lines: TEN_OF_2500, coupon, toPayShipping: false });
    expect(result.lineTaxes).toEqual([0]);
    // 1,450.00 + 3,712.50 + 18 % of both (261.00 + 668.25)
    expect(result.tax).toBe(92925);
    expect(result.total).toBe(609175);
  });

  it("a subtotal discount above 100 % counts as 100 %", () => {
    const over = computeTotals({
      lines: TEN_OF_2500,
      coupon: { ...NO_COUPON_TERMS, subtotalDiscount: 150 },
      toPayShipping: false,
    });
    expect(priceOf(over.totals, "discount")).toBe(-2500000);
    expect(over.total).toBe(609175);
  });

  it("a percent packing discount is that share of the packaging fee", () => {
    const coupon = { ...NO_COUPON_TERMS, packingDiscount: 25 };
    const result = computeTotals({ lines: TEN_OF_2500, coupon, toPayShipping: false });
    // 25 % of 1,450.00
    expect(priceOf(result.totals, "packing-discount")).toBe(-36250);
  });

  it("an absolute packing discount is capped at the packaging fee", () => {
    const coupon = { ...NO_COUPON_TERMS, packingType: "absolute" as const, packingDiscount: 5000 };
    const result = computeTotals({ lines: TEN_OF_2500, coupon, toPayShipping: false });
    expect(priceOf(result.totals, "packing-discount")).toBe(-145000);
    // GST = 4,500.00 on the line + 668.25 on shipping + nothing on packaging
    expect(result.tax).toBe(516825);
  });

  it("an absolute shipping discount is capped at the shipping fee", () => {
    const coupon = { ...NO_COUPON_TERMS, transportType: "absolute" as const, transportDiscount: 10000 };
    const result = computeTotals({ lines: TEN_OF_2500, coupon, toPayShipping: false });
    expect(priceOf(result.totals, "shipping-discount")).toBe(-371250);
    // 25,000.00 + 1,450.00 + GST (4,500.00 + 261.00)
    expect(result.total).toBe(3121100);
  });

  it("an absolute shipping discount below the fee is taken in full, in rupees", () => {
    const coupon = { ...NO_COUPON_TERMS, transportType: "absolute" as const, transportDiscount: 1000.5 };
    const result = computeTotals({ lines: TEN_OF_2500, coupon, toPayShipping: false });
    expect(priceOf(result.totals, "shipping-discount")).toBe(-100050);
    // GST on shipping = (3,712.50 − 1,000.50) × 18 % = 488.16
    expect(result.tax).toBe(450000 + 48816 + 26100);
  });

  it("a 100 % shipping and packing discount makes both fees free", () => {
    const coupon = { ...NO_COUPON_TERMS, packingDiscount: 100, transportDiscount: 100 };
    const result = computeTotals({ lines: TEN_OF_2500, coupon, toPayShipping: false });
    expect(result.tax).toBe(450000);
    expect(result.total).toBe(2950000);
  });

  it("with to-pay shipping a shipping discount has nothing to reduce", () => {
    const coupon = { ...NO_COUPON_TERMS, transportType: "absolute" as const, transportDiscount: 500 };
    const result = computeTotals({ lines: TEN_OF_2500, coupon, toPayShipping: true });
    expect(priceOf(result.totals, "shipping")).toBe(0);
    expect(priceOf(result.totals, "shipping-discount")).toBeUndefined();
  });
});

describe("cart totals: tax and the empty cart", () => {
  it("tax on shipping and packaging is at the highest rate in the cart", () => {
    const lines = [
      { price: 100000, quantity: 1, taxRate: 5 },
      { price: 100000, quantity: 1, taxRate: 28 },
    ];
    const result = computeTotals({ lines, toPayShipping: false });
    // S 2,000.00 · P 132.00 · H 597.00 · GST 50.00 + 280.00 + 28 % × (597.00 + 132.00) = 534.12
    expect(result.tax).toBe(5000 + 28000 + 16716 + 3696);
    expect(result.total).toBe(200000 + 13200 + 59700 + 53412);
  });

  it("agreed packing and shipping (an accepted quote's) replace the slabs, taxed at the highest rate", () => {
    const lines = [
      { price: 100000, quantity: 1, taxRate: 5 },
      { price: 100000, quantity: 1, taxRate: 28 },
    ];
    const result = computeTotals({ lines, toPayShipping: false, fees: { packaging: 10000, shipping: 0 } });
    expect(priceOf(result.totals, "packaging")).toBe(10000);
    expect(priceOf(result.totals, "shipping")).toBe(0);
    // GST 50.00 + 280.00 + 28 % × 100.00 = 358.00
    expect(result.tax).toBe(5000 + 28000 + 2800);
    expect(result.total).toBe(200000 + 10000 + 35800);
    // Only packing agreed: shipping follows its slab; to-pay still drops shipping.
    const slabShipping = computeTotals({ lines, toPayShipping: false, fees: { packaging: 10000 } });
    expect(priceOf(slabShipping.totals, "shipping")).toBe(59700);
    const toPay = computeTotals({ lines, toPayShipping: true, fees: { shipping: 5000 } });
    expect(priceOf(toPay.totals, "shipping")).toBe(0);
  });

  it("an empty cart has subtotal 0, no totals lines and total 0", () => {
    const result = computeTotals({
      lines: [],
      coupon: { ...NO_COUPON_TERMS, subtotalDiscount: 10 },
      toPayShipping: false,
    });
    expect(result).toEqual({ subtotal: 0, totals: [], total: 0, tax: 0, quantity: 0, lineTaxes: [] });
  });

  it("a price that is not whole paise is refused", () => {
    expect(() =>
      computeTotals({ lines: [{ price: 10.5, quantity: 1, taxRate: 18 }], toPayShipping: false }),
    ).toThrow(RangeError);
    expect(() =>
      computeTotals({ lines: [{ price: 100, quantity: -1, taxRate: 18 }], toPayShipping: false }),
    ).toThrow(RangeError);
  });
});

const lineArb = fc.record({
  price: fc.integer({ min: 0, max: 5_000_000 }),
  quantity: fc.integer({ min: 1, max: 500 }),
  taxRate: fc.oneof(
    fc.constantFrom(0, 5, 12, 18, 28),
    fc.integer({ min: 0, max: 2800 }).map((h) => h / 100),
  ),
});
const typeArb = fc.constantFrom("percent" as const, "absolute" as const);
const discountArb = fc.integer({ min: 0, max: 20_000_00 }).map((h) => h / 100);
const couponArb: fc.Arbitrary<CouponTerms | null> = fc.option(
  fc.record({
    subtotalType: typeArb,
    subtotalDiscount: fc.integer({ min: 0, max: 15_000 }).map((h) => h / 100),
    packingType: typeArb,
    packingDiscount: discountArb,
    transportType: typeArb,
    transportDiscount: discountArb,
  }),
);
const inputArb = fc.record({
  lines: fc.array(lineArb, { minLength: 1, maxLength: 8 }),
  coupon: couponArb,
  toPayShipping: fc.boolean(),
});

describe("cart totals: properties", () => {
  it("total = subtotal + Σ totals lines", () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const result = computeTotals(input);
        expect(result.total).toBe(result.subtotal + result.totals.reduce((sum, line) => sum + line.price, 0));
        expect(result.tax).toBe(priceOf(result.totals, "tax"));
      }),
    );
  });

  it("no discount exceeds its fee", () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const { subtotal, totals } = computeTotals(input);
        expect(-(priceOf(totals, "discount") ?? 0)).toBeLessThanOrEqual(subtotal);
        expect(-(priceOf(totals, "packing-discount") ?? 0)).toBeLessThanOrEqual(
          priceOf(totals, "packaging") ?? 0,
        );
        expect(-(priceOf(totals, "shipping-discount") ?? 0)).toBeLessThanOrEqual(
          priceOf(totals, "shipping") ?? 0,
        );
      }),
    );
  });

  it("no amount is negative and discounts are the only negative lines", () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const result = computeTotals(input);
        for (const amount of [result.subtotal, result.tax, result.total, ...result.lineTaxes]) {
          expect(amount).toBeGreaterThanOrEqual(0);
        }
        for (const line of result.totals) {
          const isDiscount = line.type.endsWith("discount");
          if (isDiscount) expect(line.price).toBeLessThan(0);
          else expect(line.price).toBeGreaterThanOrEqual(0);
          expect(Number.isSafeInteger(line.price)).toBe(true);
        }
      }),
    );
  });

  it("a total never changes with line order", () => {
    fc.assert(
      fc.property(
        inputArb.chain((input) =>
          fc
            .shuffledSubarray(input.lines, { minLength: input.lines.length, maxLength: input.lines.length })
            .map((shuffled) => [input, shuffled] as const),
        ),
        ([input, shuffled]) => {
          const original = computeTotals(input);
          const reordered = computeTotals({ ...input, lines: shuffled });
          expect(reordered.total).toBe(original.total);
          expect(reordered.totals).toEqual(original.totals);
        },
      ),
    );
  });

  it("to-pay shipping never costs more than paid shipping", () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const paid = computeTotals({ ...input, toPayShipping: false });
        const toPay = computeTotals({ ...input, toPayShipping: true });
        expect(toPay.total).toBeLessThanOrEqual(paid.total);
      }),
    );
  });
});
