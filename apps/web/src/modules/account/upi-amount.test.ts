import { describe, expect, it } from "vitest";
import { checkUpiAmount, upiAmountText } from "./upi-amount";

describe("the amount a buyer pays by UPI", () => {
  it("takes any amount from ₹1 up to what is due, in paise", () => {
    expect(checkUpiAmount("9363.20", 9363.2)).toEqual({ ok: true, paise: 936320 });
    expect(checkUpiAmount(" 5,000 ", 9363.2)).toEqual({ ok: true, paise: 500000 });
    expect(checkUpiAmount("1", 9363.2)).toEqual({ ok: true, paise: 100 });
    expect(checkUpiAmount("0.5", 0.5)).toEqual({ ok: true, paise: 50 });
  });

  it("refuses more than is due, less than ₹1, more than two decimals and words", () => {
    expect(checkUpiAmount("9363.21", 9363.2)).toMatchObject({ ok: false, problem: "range", max: 9363.2 });
    expect(checkUpiAmount("0.99", 9363.2)).toMatchObject({ ok: false, problem: "range", min: 1 });
    expect(checkUpiAmount("10.005", 9363.2)).toMatchObject({ ok: false, problem: "format" });
    expect(checkUpiAmount("ten", 9363.2)).toMatchObject({ ok: false, problem: "format" });
    expect(checkUpiAmount("-5", 9363.2)).toMatchObject({ ok: false, problem: "format" });
    expect(checkUpiAmount("", 9363.2)).toMatchObject({ ok: false, problem: "empty" });
  });

  it("starts from what is due, with paise", () => {
    expect(upiAmountText(9363.2)).toBe("9363.20");
    expect(upiAmountText(100)).toBe("100.00");
  });
});
