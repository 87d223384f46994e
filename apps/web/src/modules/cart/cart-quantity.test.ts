import { describe, expect, it } from "vitest";
import {
  quantityUpdates,
  settledQuantity,
  stepQuantity,
  typedQuantity,
  typingUpdates,
} from "./cart-quantity";

// 5 pieces in stock, made to order from 10 (SPEC.md: 'Buy in stock 1 to 5 else MOQ = 10').
const shortStock = { stock: 5, minimumQuantity: 10 };
const noStock = { stock: 0, minimumQuantity: 12 };
const plenty = { stock: 500, minimumQuantity: 6 };

describe("typing in a cart line's quantity field", () => {
  it("takes numbers only and leaves an empty field empty", () => {
    expect(typedQuantity("7", 3, shortStock)).toBe(7);
    expect(typedQuantity("", 3, shortStock)).toBe("");
  });

  it("falls back to 1 while the line's quantity is within stock", () => {
    expect(typedQuantity("abc", 3, shortStock)).toBe(1);
  });

  it("falls back to the MOQ once the line's quantity is beyond the stock", () => {
    expect(typedQuantity("abc", 12, shortStock)).toBe(10);
    expect(typedQuantity("2.5", 12, noStock)).toBe(12);
  });
});

describe("leaving the quantity field", () => {
  it("below the MOQ only stock can be bought: 7 of 5 in stock becomes the MOQ of 10", () => {
    expect(settledQuantity(7, shortStock)).toBe(10);
  });

  it("keeps a quantity the stock covers", () => {
    expect(settledQuantity(3, shortStock)).toBe(3);
    expect(settledQuantity(4, plenty)).toBe(4);
  });

  it("raises 0 to 1 when there is stock, and to the MOQ when there is none", () => {
    expect(settledQuantity(0, shortStock)).toBe(1);
    expect(settledQuantity(0, noStock)).toBe(12);
    expect(settledQuantity(5, noStock)).toBe(12);
  });

  it("leaves an empty field empty", () => {
    expect(settledQuantity("", shortStock)).toBe("");
  });
});

describe("the − and + buttons", () => {
  it("step by one piece where every quantity can be ordered", () => {
    expect(stepQuantity(6, 1, plenty)).toBe(7);
    expect(stepQuantity(6, -1, plenty)).toBe(5);
  });

  it("+ from the last piece in stock jumps to the MOQ", () => {
    expect(stepQuantity(5, 1, shortStock)).toBe(10);
  });

  it("− from the MOQ comes back to the last piece in stock", () => {
    expect(stepQuantity(10, -1, shortStock)).toBe(5);
  });

  it("never goes below 1, nor below the MOQ when nothing is in stock", () => {
    expect(stepQuantity(1, -1, plenty)).toBe(1);
    expect(stepQuantity(12, -1, noStock)).toBe(12);
    expect(stepQuantity(12, 1, noStock)).toBe(13);
  });
});

describe("'Update cart'", () => {
  const lines = [
    { id: 1, quantity: 3, product: shortStock },
    { id: 2, quantity: 12, product: noStock },
    { id: 3, quantity: 6, product: plenty },
  ];

  it("sends only the lines whose settled quantity changed", () => {
    expect(quantityUpdates(lines, { 1: 4, 2: 12, 3: 9 })).toEqual([
      { itemId: 1, quantity: 4 },
      { itemId: 3, quantity: 9 },
    ]);
  });

  it("settles a typed quantity first: 8 of a line with 5 in stock is ordered as the MOQ of 10", () => {
    expect(quantityUpdates(lines, { 1: 8 })).toEqual([{ itemId: 1, quantity: 10 }]);
  });

  it("ignores an empty field and lines without a draft", () => {
    expect(quantityUpdates(lines, { 1: "", 2: "" })).toEqual([]);
    expect(quantityUpdates(lines, {})).toEqual([]);
  });
});

describe("the cart recomputes while quantities are typed", () => {
  const lines = [
    { id: 1, quantity: 10, product: shortStock },
    { id: 2, quantity: 6, product: plenty },
  ];

  it("a quantity that can be ordered as typed is applied without waiting for the field to be left", () => {
    expect(typingUpdates(lines, { 1: 12, 2: 40 })).toEqual([
      { itemId: 1, quantity: 12 },
      { itemId: 2, quantity: 40 },
    ]);
    expect(typingUpdates(lines, { 1: 3 })).toEqual([{ itemId: 1, quantity: 3 }]);
  });

  it("an empty field, the same quantity or one the MOQ rule forbids (7 of 5 in stock, MOQ 10) waits", () => {
    expect(typingUpdates(lines, { 1: "", 2: 6 })).toEqual([]);
    expect(typingUpdates(lines, { 1: 7 })).toEqual([]);
    // Left, the 7 becomes the MOQ of 10 and is applied then.
    expect(quantityUpdates([{ id: 1, quantity: 3, product: shortStock }], { 1: 7 })).toEqual([
      { itemId: 1, quantity: 10 },
    ]);
  });
});
