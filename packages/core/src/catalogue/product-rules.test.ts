import { describe, expect, it } from "vitest";
import { hsnCodeProblem, hsnDigitsFor, productPriceProblems, slugify, stockState } from "./product-rules";

describe("product price rule", () => {
  it("mrp ≥ selling ≥ wholesale passes", () => {
    expect(productPriceProblems({ mrp: 100000, sellingPrice: 90000, wholesalePrice: 70000 })).toEqual({});
  });
  it("a selling price above the MRP is refused on the selling price", () => {
    expect(productPriceProblems({ mrp: 100000, sellingPrice: 100100, wholesalePrice: 0 })).toEqual({
      sellingPrice: "The selling price cannot be above the MRP.",
    });
  });
  it("a wholesale price above the selling price is refused on the wholesale price", () => {
    expect(productPriceProblems({ mrp: 100000, sellingPrice: 80000, wholesalePrice: 80001 })).toEqual({
      wholesalePrice: "The wholesale price cannot be above the selling price.",
    });
  });
  it("without a selling price the wholesale price is held to the MRP", () => {
    expect(productPriceProblems({ mrp: 100000, sellingPrice: 0, wholesalePrice: 100000 })).toEqual({});
    expect(
      productPriceProblems({ mrp: 100000, sellingPrice: 0, wholesalePrice: 100001 }).wholesalePrice,
    ).toBe("The wholesale price cannot be above the MRP.");
  });
  it("a missing or negative MRP and negative prices are named per field", () => {
    expect(productPriceProblems({ mrp: 0, sellingPrice: -1, wholesalePrice: -5 })).toEqual({
      mrp: "Enter the MRP.",
      sellingPrice: "The selling price cannot be negative.",
      wholesalePrice: "The wholesale price cannot be negative.",
    });
  });
  it("a group price above the MRP is refused on that group's line", () => {
    expect(
      productPriceProblems({
        mrp: 5000,
        sellingPrice: 0,
        wholesalePrice: 0,
        groupPrices: [{ price: 4000 }, { price: 5001 }],
      }),
    ).toEqual({ "groupPrices.1.price": "A group price cannot be above the MRP." });
  });
});

describe("HSN digits follow the shop's turnover band", () => {
  it("up to ₹5 crore takes 4, 6 or 8 digits", () => {
    expect(hsnDigitsFor("up_to_5_crore")).toBe(4);
    expect(hsnCodeProblem("9405", 4)).toBeNull();
    expect(hsnCodeProblem("940510", 4)).toBeNull();
  });
  it("above ₹5 crore a 4-digit code is refused", () => {
    expect(hsnDigitsFor("above_5_crore")).toBe(6);
    expect(hsnCodeProblem("9405", 6)).toBe(
      "Enter the HSN code with at least 6 digits: the shop's turnover is above ₹5 crore.",
    );
    expect(hsnCodeProblem("94051090", 6)).toBeNull();
  });
  it("letters, 5 digits or 3 digits are not an HSN code", () => {
    for (const code of ["94A5", "94051", "940", ""])
      expect(hsnCodeProblem(code, 4)).toBe("Enter the HSN code as 4, 6 or 8 digits.");
  });
});

describe("stock state and slugs", () => {
  it("nothing left is out, at or below the MOQ is low, above it in stock", () => {
    expect(stockState(0, 4)).toBe("out");
    expect(stockState(4, 4)).toBe("low");
    expect(stockState(5, 4)).toBe("in");
  });
  it("a title becomes lower-case words joined by hyphens", () => {
    expect(slugify("Crystal Chandelier 8-Light (Gold) ")).toBe("crystal-chandelier-8-light-gold");
    expect(slugify("Lámpara Café")).toBe("lampara-cafe");
  });
});
