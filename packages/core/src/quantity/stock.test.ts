import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isOrderable, orderableError, smallestAllowedQuantity, splitFromStock, stockNote } from "./stock";

const fiveInStockMoq10 = { stock: 5, minimumQuantity: 10 };
const outOfStockMoq10 = { stock: 0, minimumQuantity: 10 };
const plentyMoq10 = { stock: 40, minimumQuantity: 10 };

describe("stock and the minimum order quantity", () => {
  it("the smallest allowed quantity is 1 while the quantity is within stock", () => {
    expect(smallestAllowedQuantity(3, fiveInStockMoq10)).toBe(1);
    expect(smallestAllowedQuantity(5, fiveInStockMoq10)).toBe(1);
  });

  it("the smallest allowed quantity is the MOQ once the quantity is beyond stock", () => {
    expect(smallestAllowedQuantity(6, fiveInStockMoq10)).toBe(10);
    expect(smallestAllowedQuantity(1, outOfStockMoq10)).toBe(10);
  });

  it("with stock 0 the note reads 'MOQ = {minimum}'", () => {
    expect(stockNote(outOfStockMoq10)).toBe("MOQ = 10");
  });

  it("with stock below the MOQ the note reads 'Buy in stock 1 to {stock} else MOQ = {minimum}'", () => {
    expect(stockNote(fiveInStockMoq10)).toBe("Buy in stock 1 to 5 else MOQ = 10");
  });

  it("with stock covering the MOQ there is no note", () => {
    expect(stockNote(plentyMoq10)).toBeNull();
    expect(stockNote({ stock: 10, minimumQuantity: 10 })).toBeNull();
  });

  it("below the MOQ only stock can be bought", () => {
    expect(isOrderable(5, fiveInStockMoq10)).toBe(true);
    expect(isOrderable(6, fiveInStockMoq10)).toBe(false);
    expect(isOrderable(9, fiveInStockMoq10)).toBe(false);
    expect(isOrderable(1, outOfStockMoq10)).toBe(false);
  });

  it("at or above the MOQ any quantity can be ordered, made to order beyond stock", () => {
    expect(isOrderable(10, fiveInStockMoq10)).toBe(true);
    expect(isOrderable(250, outOfStockMoq10)).toBe(true);
  });

  it("a quantity below 1 or not whole is never orderable", () => {
    expect(isOrderable(0, plentyMoq10)).toBe(false);
    expect(isOrderable(2.5, plentyMoq10)).toBe(false);
  });

  it("an order line takes what it can from stock and the rest is made to order", () => {
    expect(splitFromStock(12, 5)).toEqual({ fromStock: 5, madeToOrder: 7 });
    expect(splitFromStock(3, 5)).toEqual({ fromStock: 3, madeToOrder: 0 });
    expect(splitFromStock(10, 0)).toEqual({ fromStock: 0, madeToOrder: 10 });
    expect(splitFromStock(10, -2)).toEqual({ fromStock: 0, madeToOrder: 10 });
  });

  it("a quantity that cannot be ordered gets a sentence naming the product", () => {
    expect(orderableError(10, fiveInStockMoq10, "Crystal chandelier")).toBeNull();
    expect(orderableError(7, fiveInStockMoq10, "Crystal chandelier")).toBe(
      'Only 5 of "Crystal chandelier" are in stock; order up to 5, or at least the minimum order quantity of 10.',
    );
    expect(orderableError(2, { stock: 1, minimumQuantity: 10 }, "Wall sconce")).toBe(
      'Only 1 of "Wall sconce" is in stock; order up to 1, or at least the minimum order quantity of 10.',
    );
    expect(orderableError(3, outOfStockMoq10, "Wall sconce")).toBe(
      '"Wall sconce" is out of stock; it can be made to order from the minimum order quantity of 10.',
    );
    expect(orderableError(0, plentyMoq10, "Wall sconce")).toBe(
      'Enter a whole quantity of at least 1 for "Wall sconce".',
    );
  });

  it("an orderable quantity is never below the smallest allowed quantity", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 500 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 1, max: 100 }),
        (q, stock, minimumQuantity) => {
          const p = { stock, minimumQuantity };
          if (isOrderable(q, p)) expect(q).toBeGreaterThanOrEqual(smallestAllowedQuantity(q, p));
          const split = splitFromStock(q, stock);
          expect(split.fromStock + split.madeToOrder).toBe(q);
          expect(split.fromStock).toBeLessThanOrEqual(stock);
        },
      ),
    );
  });
});
