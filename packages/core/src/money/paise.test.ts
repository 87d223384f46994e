import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { divideHalfUp, percentOfPaise, taxInclusive, toPaise, toRupees } from "./paise";

describe("money in integer paise", () => {
  it("rupees become paise rounded half-up to the paisa", () => {
    expect(toPaise(1200)).toBe(120000);
    expect(toPaise(1343.25)).toBe(134325);
    expect(toPaise(0.125)).toBe(13);
    expect(toPaise(0.124)).toBe(12);
  });

  it("float noise does not move a half paisa down (1.005 rupees is 101 paise)", () => {
    expect(toPaise(1.005)).toBe(101);
    expect(toPaise(0.285)).toBe(29);
    expect(toPaise(8.675)).toBe(868);
  });

  it("a negative amount rounds like its magnitude", () => {
    expect(toPaise(-1.005)).toBe(-101);
    expect(toPaise(-0.001)).toBe(0);
    expect(Object.is(toPaise(-0.001), -0)).toBe(false);
  });

  it("an amount that is not a number is refused", () => {
    expect(() => toPaise(Number.NaN)).toThrow(RangeError);
    expect(() => toPaise(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it("paise go back to the same rupees with 2 decimals", () => {
    expect(toRupees(719150)).toBe(7191.5);
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000_000, max: 10_000_000_000 }), (p) => {
        expect(toPaise(toRupees(p))).toBe(p);
      }),
    );
  });

  it("a percentage with 2 decimals is taken in integers: 29.85 % of 4,500.00 is 1,343.25", () => {
    expect(percentOfPaise(450000, 29.85)).toBe(134325);
    expect(percentOfPaise(450000, 6.6)).toBe(29700);
  });

  it("a percentage rounds half-up to the paisa: 18 % of 1,343.25 is 241.79 (241.785)", () => {
    expect(percentOfPaise(134325, 18)).toBe(24179);
    expect(percentOfPaise(1, 50)).toBe(1);
    expect(percentOfPaise(1, 49.99)).toBe(0);
  });

  it("a large order keeps every paisa (no float overflow past 2^53)", () => {
    // 44566019841825 × 1800 / 10000 = 8021883571528.5 exactly; in floats the product passes 2^53 and
    // rounds down to …528.
    expect(percentOfPaise(44_566_019_841_825, 18)).toBe(8_021_883_571_529);
  });

  it("a fractional amount of paise is refused", () => {
    expect(() => percentOfPaise(10.5, 18)).toThrow(RangeError);
  });

  it("division rounds half-up and never loses a digit", () => {
    expect(divideHalfUp(5n, 10n)).toBe(1n);
    expect(divideHalfUp(4n, 10n)).toBe(0n);
    expect(divideHalfUp(-5n, 10n)).toBe(-1n);
    expect(() => divideHalfUp(1n, 0n)).toThrow(RangeError);
  });

  it("the tax-inclusive price is the price plus its GST: 1,200.00 at 18 % is 1,416.00", () => {
    expect(taxInclusive(120000, 18)).toBe(141600);
    expect(taxInclusive(99999, 12)).toBe(111999);
    expect(taxInclusive(50000, 0)).toBe(50000);
  });
});
