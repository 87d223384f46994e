import { describe, expect, it } from "vitest";
import {
  CURRENCIES,
  currencyByCode,
  DEFAULT_CURRENCY,
  EXCL_GST,
  formatMoney,
  formatUsdCents,
  toUsdCents,
  usdCart,
} from "./format-money";

describe("money on screen", () => {
  it("rupees show with the ₹ sign, Indian digit grouping and 2 decimals", () => {
    expect(formatMoney(10000000)).toBe("₹1,00,000.00");
    expect(formatMoney(719150)).toBe("₹7,191.50");
    expect(formatMoney(5)).toBe("₹0.05");
    expect(formatMoney(123456789012, { currency: "INR" })).toBe("₹1,23,45,67,890.12");
  });

  it("US dollars are the rupee amount divided by the rate, with Western grouping", () => {
    // 1,02,917.50 rupees / 83.36 rupees per dollar = 1,234.6149… dollars
    expect(formatMoney(10291750, { currency: "USD", usdRate: 83.36 })).toBe("$1,234.61");
    expect(formatMoney(8336, { currency: "USD", usdRate: 83.36 })).toBe("$1.00");
  });

  it("a dollar price without a usable rate is refused rather than shown in rupees", () => {
    expect(() => formatMoney(100, { currency: "USD" })).toThrow(RangeError);
    expect(() => formatMoney(100, { currency: "USD", usdRate: 0 })).toThrow(RangeError);
  });

  it("a discount line shows its minus sign", () => {
    expect(formatMoney(-250000)).toBe("-₹2,500.00");
  });

  it("the currencies are the Indian Rupee (default) and the US Dollar", () => {
    expect(DEFAULT_CURRENCY).toBe("INR");
    expect(CURRENCIES).toEqual([
      { code: "INR", symbol: "₹", name: "Indian Rupee" },
      { code: "USD", symbol: "$", name: "US Dollar" },
    ]);
    expect(currencyByCode("USD")?.symbol).toBe("$");
    expect(currencyByCode("EUR")).toBeUndefined();
  });

  it("prices are labelled exclusive of GST", () => {
    expect(EXCL_GST).toBe("excl. GST");
  });
});

describe("a cart in US dollars adds up as shown", () => {
  const rate = 83.36;

  it("a line converts the unit price first, then multiplies: 4 × $121.15 is $484.60", () => {
    const unit = 1009940; // ₹10,099.40 at ₹83.36 per dollar is $121.154… → $121.15
    expect(formatUsdCents(toUsdCents(unit, rate))).toBe("$121.15");
    const usd = usdCart({ lines: [{ price: unit, quantity: 4 }], totals: [] }, rate);
    expect(usd.lines[0]).toEqual({ price: 12115, subtotal: 48460 });
    // Converting the rupee line instead would show $484.62, which 4 × $121.15 is not.
    expect(formatMoney(unit * 4, { currency: "USD", usdRate: rate })).toBe("$484.62");
  });

  it("the subtotal is the sum of the lines shown and the total the subtotal plus the totals lines shown", () => {
    const usd = usdCart(
      {
        lines: [
          { price: 1009940, quantity: 4 },
          { price: 12345, quantity: 7 },
        ],
        totals: [{ price: 266609 }, { price: -40396 }, { price: 81234 }],
      },
      rate,
    );
    expect(usd.subtotal).toBe(usd.lines.reduce((sum, line) => sum + line.subtotal, 0));
    expect(usd.total).toBe(usd.subtotal + usd.totals.reduce((sum, cents) => sum + cents, 0));
    expect(usd.totals[1]).toBe(-485);
  });

  it("a dollar amount without a usable rate is refused", () => {
    expect(() => toUsdCents(100, 0)).toThrow(RangeError);
  });
});
