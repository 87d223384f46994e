import { describe, expect, it } from "vitest";
import type { CouponTerms } from "../cart/totals";
import { amountInWords, indianNumberInWords } from "./amount-in-words";
import { hsnForTurnover, hsnSummary, principalHsn } from "./hsn-summary";
import {
  financialYear,
  formatDocumentNumber,
  formatIndianDate,
  indianDate,
  isValidDocumentNumber,
  sequenceOf,
} from "./invoice-number";
import { decidePlaceOfSupply, placeOfSupplyLabel, placeOfSupplyWarning } from "./place-of-supply";
import { allocate, computeGstSplit, taxAmounts } from "./tax-split";

// PRICING.md's worked examples: 3 × ₹1,200.00 at 18 % and 2 × ₹450.00 at 12 %.
const MIXED = [
  { price: 120_000, quantity: 3, taxRate: 18 },
  { price: 45_000, quantity: 2, taxRate: 12 },
];
const COUPON: CouponTerms = {
  subtotalType: "percent",
  subtotalDiscount: 10,
  packingType: "absolute",
  packingDiscount: 500,
  transportType: "percent",
  transportDiscount: 50,
};

describe("place of supply", () => {
  it("is the delivery state without a GSTIN: Delhi is intra-state, Maharashtra inter-state", () => {
    const delhi = decidePlaceOfSupply({ deliveryState: "Delhi" });
    expect(delhi.place).toEqual({ name: "Delhi", gstCode: "07", basis: "delivery", intraState: true });
    expect(delhi.mismatch).toBe(false);
    const pune = decidePlaceOfSupply({ deliveryState: "Maharashtra", buyerGstin: null });
    expect(placeOfSupplyLabel(pune.place)).toBe("Maharashtra (27)");
    expect(pune.place.intraState).toBe(false);
    expect(placeOfSupplyWarning(pune)).toBeNull();
  });

  it("is the GSTIN's state for bill-to / ship-to, with a warning naming the state that decides", () => {
    const decision = decidePlaceOfSupply({ deliveryState: "Delhi", buyerGstin: "27AAGFM5823Q1ZO" });
    expect(decision.place).toEqual({
      name: "Maharashtra",
      gstCode: "27",
      basis: "buyer-gstin",
      intraState: false,
    });
    expect(decision.mismatch).toBe(true);
    const warning = placeOfSupplyWarning(decision) ?? "";
    expect(warning).toContain("registered in Maharashtra (27)");
    expect(warning).toContain("the goods go to Delhi (07)");
    expect(warning).toContain("IGST");
  });

  it("a Delhi GSTIN delivering elsewhere is taxed CGST + SGST; a matching GSTIN gives no warning", () => {
    const decision = decidePlaceOfSupply({ deliveryState: "Haryana", buyerGstin: "07aabcr7431m1z4" });
    expect(decision.place.intraState).toBe(true);
    expect(placeOfSupplyWarning(decision)).toContain("CGST + SGST");
    const same = decidePlaceOfSupply({ deliveryState: "MH", buyerGstin: "27AAGFM5823Q1ZO" });
    expect(same.mismatch).toBe(false);
    expect(same.place.basis).toBe("delivery");
  });

  it("ignores an invalid GSTIN and refuses an unknown state", () => {
    expect(decidePlaceOfSupply({ deliveryState: "Delhi", buyerGstin: "27AAGFM5823Q1ZX" }).place.gstCode).toBe(
      "07",
    );
    expect(() => decidePlaceOfSupply({ deliveryState: "Atlantis" })).toThrow(RangeError);
  });
});

describe("tax split", () => {
  it("halves the rate for CGST and SGST, rounding each half up to the paisa", () => {
    expect(taxAmounts(134_325, 18, true)).toEqual({
      rate: 18,
      taxable: 134_325,
      cgst: 12_089,
      sgst: 12_089,
      igst: 0,
    });
    expect(taxAmounts(134_325, 18, false)).toEqual({
      rate: 18,
      taxable: 134_325,
      cgst: 0,
      sgst: 0,
      igst: 24_179,
    });
    // 5 % → 2.5 % each: 1,001 × 2.5 % = 25.025 → 25
    expect(taxAmounts(1_001, 5, true).cgst).toBe(25);
    expect(taxAmounts(1_002, 5, true).cgst).toBe(25); // 25.05 → 25
    expect(taxAmounts(1_020, 5, true).cgst).toBe(26); // 25.5 → 26
  });

  it("a mixed 12 % / 18 % cart to Maharashtra: IGST per rate, packing and shipping at 18 %", () => {
    const split = computeGstSplit({ lines: MIXED, toPayShipping: false, intraState: false });
    expect(split.lines.map((l) => [l.taxable, l.igst])).toEqual([
      [360_000, 64_800],
      [90_000, 10_800],
    ]);
    expect(split.charges).toEqual([
      {
        kind: "packaging",
        amount: 29_700,
        discount: 0,
        rate: 18,
        taxable: 29_700,
        cgst: 0,
        sgst: 0,
        igst: 5_346,
      },
      {
        kind: "shipping",
        amount: 134_325,
        discount: 0,
        rate: 18,
        taxable: 134_325,
        cgst: 0,
        sgst: 0,
        igst: 24_179,
      },
    ]);
    expect(split.rates).toEqual([
      { rate: 12, taxable: 90_000, cgst: 0, sgst: 0, igst: 10_800 },
      { rate: 18, taxable: 524_025, cgst: 0, sgst: 0, igst: 94_325 },
    ]);
    expect(split.totals.slice(2)).toEqual([
      { type: "igst", title: "IGST 12%", price: 10_800, rate: 12 },
      { type: "igst", title: "IGST 18%", price: 94_325, rate: 18 },
    ]);
    expect(split.tax).toBe(105_125);
    expect(split.total).toBe(719_150); // PRICING.md example 1: ₹7,191.50
    expect(split.subtotal + split.totals.reduce((s, t) => s + t.price, 0)).toBe(split.total);
    expect(split.taxable + split.tax).toBe(split.total);
  });

  it("the same cart to Delhi: CGST 6 % + SGST 6 % and CGST 9 % + SGST 9 %, each half rounded", () => {
    const split = computeGstSplit({ lines: MIXED, toPayShipping: false, intraState: true });
    expect(split.totals.map((t) => [t.title, t.price])).toEqual([
      ["Packaging", 29_700],
      ["Shipping", 134_325],
      ["CGST 6%", 5_400],
      ["SGST 6%", 5_400],
      ["CGST 9%", 47_162],
      ["SGST 9%", 47_162],
    ]);
    expect(split.cgst).toBe(52_562);
    expect(split.sgst).toBe(52_562);
    expect(split.igst).toBe(0);
    // Shipping 1,343.25 × 9 % = 120.89 twice: the order (and the invoice) total is ₹7,191.49.
    expect(split.total).toBe(719_149);
    expect(split.taxable + split.tax).toBe(split.total);
  });

  it("to-pay shipping: no shipping charge, tax on packing only", () => {
    const split = computeGstSplit({ lines: MIXED, toPayShipping: true, intraState: false });
    expect(split.charges.map((c) => c.kind)).toEqual(["packaging"]);
    expect(split.totals.find((t) => t.type === "shipping")?.price).toBe(0);
    expect(split.tax).toBe(80_946);
    expect(split.total).toBe(560_646); // PRICING.md example 2
  });

  it("a subtotal coupon lowers each line's taxable value; fee discounts lower the charges'", () => {
    const lines = [{ price: 250_000, quantity: 10, taxRate: 18 }];
    const inter = computeGstSplit({ lines, coupon: COUPON, toPayShipping: false, intraState: false });
    expect(inter.lines).toEqual([
      {
        subtotal: 2_500_000,
        discount: 250_000,
        rate: 18,
        taxable: 2_250_000,
        cgst: 0,
        sgst: 0,
        igst: 405_000,
      },
    ]);
    expect(inter.charges.map((c) => [c.kind, c.amount, c.discount, c.taxable, c.igst])).toEqual([
      ["packaging", 145_000, 50_000, 95_000, 17_100],
      ["shipping", 371_250, 185_625, 185_625, 33_413],
    ]);
    expect(inter.total).toBe(2_986_138); // PRICING.md example 3: ₹29,861.38
    const intra = computeGstSplit({ lines, coupon: COUPON, toPayShipping: false, intraState: true });
    expect(intra.charges[1]?.cgst).toBe(16_706);
    expect(intra.tax).toBe(455_512);
    expect(intra.total).toBe(2_986_137);
  });

  it("allocates the subtotal discount over the lines so that the shares add up to it exactly", () => {
    const lines = [
      { price: 33_333, quantity: 1, taxRate: 18 },
      { price: 66_667, quantity: 1, taxRate: 12 },
    ];
    const split = computeGstSplit({ lines, coupon: COUPON, toPayShipping: true, intraState: false });
    expect(split.lines.map((l) => l.discount)).toEqual([3_333, 6_667]);
    expect(split.lines.map((l) => l.taxable)).toEqual([30_000, 60_000]);
    expect(split.lines.map((l) => l.igst)).toEqual([5_400, 7_200]);
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(0, [5, 5])).toEqual([0, 0]);
    expect(allocate(7, [0, 0])).toEqual([0, 0]);
  });

  it("an empty cart has no tax lines", () => {
    const split = computeGstSplit({ lines: [], toPayShipping: false, intraState: true });
    expect(split.total).toBe(0);
    expect(split.totals).toEqual([]);
  });
});

describe("document numbers and the financial year", () => {
  it("31 March 23:59 IST is the old financial year, 1 April 00:00 IST the new one", () => {
    expect(financialYear(new Date("2027-03-31T18:29:59Z"))).toEqual({ startYear: 2026, label: "26-27" });
    expect(financialYear(new Date("2027-03-31T18:30:00Z"))).toEqual({ startYear: 2027, label: "27-28" });
    expect(financialYear(new Date("2026-04-01T00:00:00+05:30")).label).toBe("26-27");
    expect(financialYear(new Date("2099-12-31T12:00:00Z")).label).toBe("99-00");
    expect(indianDate(new Date("2027-03-31T18:30:00Z"))).toBe("2027-04-01");
    expect(formatIndianDate(new Date("2026-03-02T10:00:00Z"))).toBe("02/03/2026");
  });

  it("formats the invoice and credit note series within Rule 46's 16 characters", () => {
    expect(formatDocumentNumber("invoice", "26-27", 123)).toBe("RL/26-27/000123");
    expect(formatDocumentNumber("credit-note", { startYear: 2026, label: "26-27" }, 7)).toBe("CN/26-27/0007");
    expect(formatDocumentNumber("invoice", "26-27", 999_999)).toHaveLength(15);
    expect(() => formatDocumentNumber("invoice", "26-27", 0)).toThrow(RangeError);
    expect(() => formatDocumentNumber("invoice", "26-27", 10_000_000)).toThrow(/16 characters/);
    expect(sequenceOf("RL/26-27/000123")).toBe(123);
    expect(isValidDocumentNumber("0RL/1")).toBe(false);
    expect(isValidDocumentNumber("/RL")).toBe(false);
    expect(isValidDocumentNumber("RL 26")).toBe(false);
    expect(isValidDocumentNumber("RL/26-27/0000001")).toBe(true);
    expect(isValidDocumentNumber("RL/26-27/00000001")).toBe(false);
  });
});

describe("amount in words", () => {
  it("writes rupees and paise in the Indian system", () => {
    expect(amountInWords(123_456_789)).toBe(
      "Rupees Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven and Eighty-Nine Paise Only",
    );
    expect(amountInWords(719_150)).toBe("Rupees Seven Thousand One Hundred Ninety-One and Fifty Paise Only");
    expect(amountInWords(1_000_000_000)).toBe("Rupees One Crore Only");
    expect(amountInWords(5)).toBe("Five Paise Only");
    expect(indianNumberInWords(0)).toBe("Zero");
    expect(() => amountInWords(-1)).toThrow(RangeError);
  });
});

describe("HSN summary", () => {
  it("sums by HSN and rate; packing and shipping follow the principal line's HSN", () => {
    expect(hsnForTurnover("94054100", 4)).toBe("9405");
    expect(hsnForTurnover("94054100", 6)).toBe("940541");
    expect(hsnForTurnover("9405", 6)).toBe("9405");
    const lines = [
      { hsnCode: "9405", rate: 18, taxable: 100_000 },
      { hsnCode: "8539", rate: 12, taxable: 900_000 },
      { hsnCode: "9403", rate: 18, taxable: 200_000 },
    ];
    expect(principalHsn(lines)).toBe("9403");
    const rows = hsnSummary([
      { hsnCode: "9405", quantity: 2, rate: 18, taxable: 100_000, cgst: 9_000, sgst: 9_000, igst: 0 },
      { hsnCode: "8539", quantity: 5, rate: 12, taxable: 900_000, cgst: 54_000, sgst: 54_000, igst: 0 },
      { hsnCode: "9405", quantity: 0, rate: 18, taxable: 10_000, cgst: 900, sgst: 900, igst: 0 },
    ]);
    expect(rows).toEqual([
      {
        hsnCode: "8539",
        rate: 12,
        quantity: 5,
        taxable: 900_000,
        cgst: 54_000,
        sgst: 54_000,
        igst: 0,
        value: 1_008_000,
      },
      {
        hsnCode: "9405",
        rate: 18,
        quantity: 2,
        taxable: 110_000,
        cgst: 9_900,
        sgst: 9_900,
        igst: 0,
        value: 129_800,
      },
    ]);
  });
});
