import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { CouponTerms } from "../cart/totals";
import { computeGstSplit } from "./tax-split";

const RATES = [0, 5, 12, 18, 28];

const line = fc.record({
  price: fc.integer({ min: 1, max: 5_000_000 }),
  quantity: fc.integer({ min: 1, max: 500 }),
  taxRate: fc.constantFrom(...RATES),
});

const coupon: fc.Arbitrary<CouponTerms | null> = fc.option(
  fc.record({
    subtotalType: fc.constantFrom("percent" as const, "absolute" as const),
    subtotalDiscount: fc.integer({ min: 0, max: 50 }),
    packingType: fc.constantFrom("percent" as const, "absolute" as const),
    packingDiscount: fc.integer({ min: 0, max: 2_000 }),
    transportType: fc.constantFrom("percent" as const, "absolute" as const),
    transportDiscount: fc.integer({ min: 0, max: 100 }),
  }),
);

describe("GST split, for any cart", () => {
  it("adds up to the paisa: lines and charges → rates → totals lines → the order total", () => {
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 12 }),
        coupon,
        fc.boolean(),
        fc.boolean(),
        (lines, c, toPay, intra) => {
          const split = computeGstSplit({ lines, coupon: c, toPayShipping: toPay, intraState: intra });
          const parts = [...split.lines, ...split.charges];
          expect(split.taxable).toBe(parts.reduce((s, p) => s + p.taxable, 0));
          expect(split.tax).toBe(parts.reduce((s, p) => s + p.cgst + p.sgst + p.igst, 0));
          expect(split.taxable + split.tax).toBe(split.total);
          expect(split.subtotal + split.totals.reduce((s, t) => s + t.price, 0)).toBe(split.total);
          const discount = 0 - (split.totals.find((t) => t.type === "discount")?.price ?? 0);
          expect(split.lines.reduce((s, l) => s + l.discount, 0)).toBe(discount);
          for (const p of parts) {
            if (intra) {
              expect(p.igst).toBe(0);
              expect(p.cgst).toBe(p.sgst);
            } else {
              expect(p.cgst + p.sgst).toBe(0);
            }
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
