import { describe, expect, it } from "vitest";
import { zodIssuesToFields } from "./envelope";
import {
  productFiltersQuerySchema,
  productListQuerySchema,
  productRandomQuerySchema,
  productSuggestionsQuerySchema,
} from "./product-query";

function fieldsOf(result: { success: boolean; error?: Parameters<typeof zodIssuesToFields>[0] }) {
  expect(result.success).toBe(false);
  return result.error ? zodIssuesToFields(result.error) : {};
}

describe("GET /product query", () => {
  it("defaults to the first 12 products in the default order", () => {
    expect(productListQuerySchema.parse({})).toEqual({
      skip: 0,
      limit: 12,
      sort: "default",
      search: undefined,
      categories: [],
      attributes: [],
      priceMin: undefined,
      priceMax: undefined,
    });
  });

  it("reads query-string text: numbers, comma-separated categories and a search", () => {
    expect(
      productListQuerySchema.parse({
        skip: "24",
        limit: "60",
        sort: "price_asc",
        search: "  crystal chandelier ",
        categories: "1, 4,4",
      }),
    ).toMatchObject({
      skip: 24,
      limit: 60,
      sort: "price_asc",
      search: "crystal chandelier",
      categories: [1, 4],
    });
  });

  it("values of one attribute are grouped (OR) and attributes stay separate (AND)", () => {
    const query = productListQuerySchema.parse({
      attributes: ["brand:Roshni", "finish:Gold", "brand:Philips", "wattage:60:W"],
    });
    expect(query.attributes).toEqual([
      { identifier: "brand", values: ["Roshni", "Philips"] },
      { identifier: "finish", values: ["Gold"] },
      { identifier: "wattage", values: ["60:W"] },
    ]);
    expect(productListQuerySchema.parse({ attributes: "material:Brass" }).attributes).toEqual([
      { identifier: "material", values: ["Brass"] },
    ]);
  });

  it("a page holds at most 100 products", () => {
    expect(productListQuerySchema.parse({ limit: "100" }).limit).toBe(100);
    expect(fieldsOf(productListQuerySchema.safeParse({ limit: "101" }))).toEqual({
      limit: "limit must be at most 100.",
    });
    expect(fieldsOf(productListQuerySchema.safeParse({ limit: "0" }))).toEqual({
      limit: "limit must be a whole number, at least 1.",
    });
  });

  it("rejects a negative skip, an unknown sort, bad category ids and attributes without a value", () => {
    expect(
      fieldsOf(
        productListQuerySchema.safeParse({
          skip: "-12",
          sort: "cheapest",
          categories: "1,chandeliers",
          attributes: "brand",
        }),
      ),
    ).toEqual({
      skip: "skip must be a whole number, 0 or more.",
      sort: "sort is one of default, price_asc, price_desc, name_asc, name_desc, newest.",
      categories: "categories must be category ids separated by commas.",
      attributes: "attributes must be written as identifier:value.",
    });
  });

  it("ids beyond PostgreSQL's integer range are refused up front", () => {
    expect(productListQuerySchema.parse({ categories: "2147483647" }).categories).toEqual([2147483647]);
    expect(fieldsOf(productListQuerySchema.safeParse({ categories: "2147483648" }))).toEqual({
      categories: "categories must be category ids separated by commas.",
    });
    expect(fieldsOf(productRandomQuerySchema.safeParse({ categoryId: "9999999999" }))).toEqual({
      categoryId: "Use a numeric id.",
    });
  });

  it("an empty search means no search", () => {
    expect(productListQuerySchema.parse({ search: "   " }).search).toBeUndefined();
    expect(fieldsOf(productListQuerySchema.safeParse({ search: "x".repeat(201) }))).toEqual({
      search: "Search text has at most 200 characters.",
    });
  });
});

describe("other product queries", () => {
  it("filters take the same categories, search, attributes and price range as the list", () => {
    expect(
      productFiltersQuerySchema.parse({
        categories: ["3", "5"],
        search: "gold",
        attributes: ["brand:Deepam", "brand:Noor Decor"],
        priceMin: "100",
        priceMax: "2500.50",
      }),
    ).toEqual({
      categories: [3, 5],
      search: "gold",
      attributes: [{ identifier: "brand", values: ["Deepam", "Noor Decor"] }],
      priceMin: 100,
      priceMax: 2500.5,
    });
  });

  it("a price range is in rupees, both ends optional, never reversed, negative or finer than a paisa", () => {
    for (const schema of [productListQuerySchema, productFiltersQuerySchema]) {
      expect(schema.parse({ priceMin: "", priceMax: "900" })).toMatchObject({
        priceMin: undefined,
        priceMax: 900,
      });
      expect(schema.parse({ priceMin: "500", priceMax: "500" })).toMatchObject({
        priceMin: 500,
        priceMax: 500,
      });
      expect(fieldsOf(schema.safeParse({ priceMin: "900", priceMax: "100" }))).toEqual({
        priceMax: "The highest price cannot be below the lowest price.",
      });
      expect(fieldsOf(schema.safeParse({ priceMin: "-1" }))).toEqual({
        priceMin: "Prices cannot be negative.",
      });
      expect(fieldsOf(schema.safeParse({ priceMax: "lots" }))).toEqual({
        priceMax: "Prices are amounts in rupees.",
      });
      expect(fieldsOf(schema.safeParse({ priceMin: "1.005" }))).toEqual({
        priceMin: "Prices have at most 2 decimals.",
      });
    }
  });

  it("random products default to 8", () => {
    expect(productRandomQuerySchema.parse({ categoryId: "2" })).toEqual({ categoryId: 2, limit: 8 });
    expect(fieldsOf(productRandomQuerySchema.safeParse({ categoryId: "two" }))).toEqual({
      categoryId: "Use a numeric id.",
    });
  });

  it("header suggestions need search text and default to 5", () => {
    expect(productSuggestionsQuerySchema.parse({ search: "chand" })).toEqual({ search: "chand", limit: 5 });
    expect(productSuggestionsQuerySchema.parse({ search: "lamp", limit: "10", categoryId: "9" })).toEqual({
      search: "lamp",
      limit: 10,
      categoryId: 9,
    });
    expect(fieldsOf(productSuggestionsQuerySchema.safeParse({ search: " " }))).toEqual({
      search: "Type something to search for.",
    });
  });
});
