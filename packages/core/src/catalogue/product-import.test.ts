import { describe, expect, it } from "vitest";
import { checkImportHeader, PRODUCT_COLUMNS, parseProductRow } from "./product-import";

describe("import header", () => {
  it("an export's header is accepted as it is", () => {
    expect(checkImportHeader([...PRODUCT_COLUMNS]).problem).toBeNull();
  });
  it("unknown columns are named", () => {
    expect(checkImportHeader(["sku", "price", "qty"]).problem).toMatch(
      /^These columns are not known: price, qty\./,
    );
  });
  it("a file without sku, with sku alone or with a column twice is refused", () => {
    expect(checkImportHeader(["title", "mrp"]).problem).toBe(
      "The file needs a sku column to find each product.",
    );
    expect(checkImportHeader(["sku"]).problem).toBe("The file has no column to change besides sku.");
    expect(checkImportHeader(["sku", "stock", "STOCK"]).problem).toBe("The column stock appears twice.");
  });
  it("column names are read case-insensitively", () => {
    expect(checkImportHeader(["SKU", " Stock "]).columns).toEqual(["sku", "stock"]);
  });
});

describe("import rows", () => {
  const columns = checkImportHeader([
    "sku",
    "mrp",
    "selling_price",
    "stock",
    "tax_rate",
    "hsn_code",
    "finish",
    "visible",
  ]).columns;
  it("prices become paise, Indian grouping and the rupee sign are read", () => {
    const row = parseProductRow(columns, [
      "RL-1",
      "₹ 1,23,456.50",
      "999",
      "12",
      "18",
      "9405",
      "Gold | Black",
      "no",
    ]);
    expect(row.errors).toEqual({});
    expect(row.values).toEqual({
      sku: "RL-1",
      mrp: 12345650,
      sellingPrice: 99900,
      stock: 12,
      taxRate: 18,
      hsnCode: "9405",
      attributes: { finish: ["Gold", "Black"] },
      visible: false,
    });
  });
  it("negative stock, a negative price, a wrong HSN and a wrong GST rate are each named", () => {
    const row = parseProductRow(columns, ["RL-1", "-5", "abc", "-1", "15", "94A5", "", "maybe"]);
    expect(row.errors).toEqual({
      mrp: "The MRP cannot be negative.",
      selling_price: "The selling price is not a number.",
      stock: "The stock cannot be negative.",
      tax_rate: "The GST rate is not one of 0, 5, 12, 18, 28.",
      hsn_code: "The HSN code is not 4, 6 or 8 digits.",
      visible: "Write yes or no in the visible column.",
    });
  });
  it("an empty price is an error, not ₹0", () => {
    expect(parseProductRow(["sku", "mrp"], ["RL-1", ""]).errors.mrp).toBe("The MRP is not a number.");
  });
  it("a price with more than 2 decimals and fractional stock are refused", () => {
    expect(parseProductRow(["sku", "mrp", "stock"], ["RL-1", "10.005", "1.5"]).errors).toEqual({
      mrp: "The MRP has more than 2 decimals.",
      stock: "The stock is not a whole number.",
    });
  });
});
