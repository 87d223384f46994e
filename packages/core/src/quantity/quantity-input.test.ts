import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { canAddQuantity, parseQuantityInput, quantityOnBlur } from "./quantity-input";

describe("the quantity input", () => {
  it("the quantity input takes numbers only", () => {
    expect(parseQuantityInput("25", 10)).toBe(25);
    expect(parseQuantityInput(" 007 ", 10)).toBe(7);
  });

  it("an empty value stays empty", () => {
    expect(parseQuantityInput("", 10)).toBe("");
    expect(parseQuantityInput("   ", 10)).toBe("");
  });

  it("a non-numeric value falls back to the minimum", () => {
    expect(parseQuantityInput("abc", 10)).toBe(10);
    expect(parseQuantityInput("12abc", 10)).toBe(10);
    expect(parseQuantityInput("-3", 10)).toBe(10);
    expect(parseQuantityInput("2.5", 10)).toBe(10);
  });

  it("a non-numeric value falls back to 0 without a minimum", () => {
    expect(parseQuantityInput("abc", 0)).toBe(0);
    expect(parseQuantityInput("abc", Number.NaN)).toBe(0);
  });

  it("a number too large to count exactly falls back to the minimum", () => {
    expect(parseQuantityInput("99999999999999999999", 10)).toBe(10);
  });

  it("on blur a value below the minimum is raised to the minimum", () => {
    expect(quantityOnBlur(3, 10)).toBe(10);
    expect(quantityOnBlur(0, 1)).toBe(1);
    expect(quantityOnBlur(12, 10)).toBe(12);
  });

  it("on blur an empty value stays empty", () => {
    expect(quantityOnBlur("", 10)).toBe("");
  });

  it("add to cart is disabled while the quantity is empty", () => {
    expect(canAddQuantity("")).toBe(false);
    expect(canAddQuantity(0)).toBe(false);
    expect(canAddQuantity(4)).toBe(true);
  });

  it("whatever is typed, the field holds empty or a whole number that is not negative", () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 1000 }), (raw, minimum) => {
        const value = parseQuantityInput(raw, minimum);
        if (value !== "") {
          expect(Number.isSafeInteger(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(0);
        }
        const blurred = quantityOnBlur(value, minimum);
        if (blurred !== "") expect(blurred).toBeGreaterThanOrEqual(minimum);
      }),
    );
  });
});
