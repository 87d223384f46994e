import { describe, expect, it } from "vitest";
import { CURRENCIES, currencyByCode, DEFAULT_CURRENCY, EXCL_GST, formatMoney } from "./format-money";

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
