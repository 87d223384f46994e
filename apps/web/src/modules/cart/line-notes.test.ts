import { formatMoney, stockNote, toPaise } from "@roshni/core";
import { describe, expect, it } from "vitest";
import { couponTerms, lineAvailability, stockNoteText } from "./line-notes";
import { cartMessages } from "./messages";
import { moduleTranslate } from "./module-text";

const en = moduleTranslate(cartMessages, "en");
const ru = moduleTranslate(cartMessages, "ru");
const ar = moduleTranslate(cartMessages, "ar");
const rupees = (amount: number) => formatMoney(toPaise(amount));

describe("the stock note of a cart line", () => {
  it("reads exactly as the core's note in English: 'Buy in stock 1 to 4 else MOQ = 10'", () => {
    const p = { stock: 4, minimumQuantity: 10 };
    expect(stockNoteText(p, en)).toBe("Buy in stock 1 to 4 else MOQ = 10");
    expect(stockNoteText(p, en)).toBe(stockNote(p));
  });

  it("with stock 0 it reads 'MOQ = 12', in Arabic the English text isolated in its own direction", () => {
    const p = { stock: 0, minimumQuantity: 12 };
    expect(stockNoteText(p, en)).toBe("MOQ = 12");
    expect(stockNoteText(p, ar)).toBe("\u2068MOQ = 12\u2069");
  });

  it("is translated for Russian buyers", () => {
    expect(stockNoteText({ stock: 4, minimumQuantity: 10 }, ru)).toBe(
      "В наличии от 1 до 4, иначе минимальный заказ = 10",
    );
  });

  it("is absent when the stock covers the MOQ", () => {
    expect(stockNoteText({ stock: 40, minimumQuantity: 10 }, en)).toBeNull();
  });
});

describe("what a line's quantity means for delivery", () => {
  const p = { stock: 4, minimumQuantity: 10 };

  it("below the MOQ only stock can be bought: 6 of 4 in stock is refused", () => {
    expect(lineAvailability(6, p, en)).toEqual({
      kind: "error",
      text: "Only 4 in stock: order up to 4, or at least 10 (made to order).",
    });
  });

  it("from the MOQ on, the stock ships and the rest is made to order", () => {
    expect(lineAvailability(12, p, en)).toEqual({
      kind: "info",
      text: "4 from stock, 8 made to order (15 to 20 days)",
    });
    expect(lineAvailability(12, { stock: 0, minimumQuantity: 12 }, en)).toEqual({
      kind: "info",
      text: "Made to order (15 to 20 days)",
    });
  });

  it("says nothing when the stock covers the quantity", () => {
    expect(lineAvailability(3, p, en)).toBeNull();
  });
});

describe("a coupon's terms in words", () => {
  it("names each discount of PRICING.md's example coupon and leaves zero ones out", () => {
    const coupon = {
      subtotalType: "percent" as const,
      subtotalDiscount: 10,
      packingType: "absolute" as const,
      packingDiscount: 500,
      transportType: "percent" as const,
      transportDiscount: 50,
    };
    expect(couponTerms(coupon, en, rupees)).toEqual([
      "10% off the subtotal",
      "₹500.00 off packaging",
      "50% off shipping",
    ]);
    expect(couponTerms({ ...coupon, packingDiscount: 0, transportDiscount: 0 }, en, rupees)).toEqual([
      "10% off the subtotal",
    ]);
  });

  it("ignores an absolute subtotal discount, which the cart does not apply", () => {
    const coupon = {
      subtotalType: "absolute" as const,
      subtotalDiscount: 300,
      packingType: "percent" as const,
      packingDiscount: 0,
      transportType: "absolute" as const,
      transportDiscount: 250,
    };
    expect(couponTerms(coupon, en, rupees)).toEqual(["₹250.00 off shipping"]);
  });
});
