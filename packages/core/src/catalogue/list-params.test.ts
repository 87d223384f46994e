import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { listParamsToSearch, parseListParams, parsePriceRange, toProductQuery } from "./list-params";
import { initialListState, type ListState } from "./list-state";

describe("the list page URL", () => {
  it("an empty URL gives page 1, limit 12 and sort 'default'", () => {
    expect(parseListParams(new URLSearchParams())).toEqual(initialListState(null));
  });

  it("category, price 'min-max', query, page, limit and sort are read by name", () => {
    const state = parseListParams(
      new URLSearchParams(
        "category=Chandeliers&price=1000-5000&query=crystal&page=3&limit=24&sort=price_desc",
      ),
    );
    expect(state).toEqual({
      categorySlug: "Chandeliers",
      options: { page: 3, limit: 24, sort: "price_desc" },
      filters: {},
      query: "crystal",
      price: { min: 1000, max: 5000 },
    });
  });

  it("every other key is a comma-separated list of attribute values", () => {
    const state = parseListParams({
      finish: "Gold,Antique brass",
      brand: ["Roshni", "Philips,Roshni"],
      style: "",
    });
    expect(state.filters).toEqual({ finish: ["Gold", "Antique brass"], brand: ["Roshni", "Philips"] });
  });

  it("invalid page, limit and sort fall back to the defaults", () => {
    const state = parseListParams({ page: "0", limit: "1000", sort: "cheapest" });
    expect(state.options).toEqual({ page: 1, limit: 12, sort: "default" });
    expect(parseListParams({ page: "-2", limit: "abc" }).options).toEqual({
      page: 1,
      limit: 12,
      sort: "default",
    });
  });

  it("a price range is 'min-max' in rupees; anything else is no range", () => {
    expect(parsePriceRange("250.50-1200")).toEqual({ min: 250.5, max: 1200 });
    expect(parsePriceRange("5000-1000")).toEqual({ min: 1000, max: 5000 });
    expect(parsePriceRange("cheap")).toBeNull();
    expect(parsePriceRange(undefined)).toBeNull();
  });

  it("writing the URL leaves the defaults out", () => {
    expect(listParamsToSearch(initialListState(null)).toString()).toBe("");
  });

  it("writing the URL gives the keys, the price as 'min-max' and each filter comma-separated", () => {
    const state: ListState = {
      categorySlug: "Walllights",
      options: { page: 2, limit: 12, sort: "newest" },
      filters: { material: ["Brass"], finish: ["Gold", "Black"] },
      query: "sconce",
      price: { min: 500, max: 2500 },
    };
    expect(decodeURIComponent(listParamsToSearch(state).toString())).toBe(
      "category=Walllights&price=500-2500&query=sconce&page=2&sort=newest&finish=Gold,Black&material=Brass",
    );
  });

  it("a list state survives the trip through its URL", () => {
    const value = fc.stringMatching(/^[A-Za-z][A-Za-z0-9 ]{0,8}[A-Za-z0-9]$/);
    const stateArb: fc.Arbitrary<ListState> = fc.record({
      categorySlug: fc.option(fc.constantFrom("Chandeliers", "Bulbs", "Gatelights")),
      options: fc.record({
        page: fc.integer({ min: 1, max: 500 }),
        limit: fc.integer({ min: 1, max: 100 }),
        sort: fc.constantFrom("default", "price_asc", "price_desc", "name_asc", "name_desc", "newest"),
      }),
      filters: fc.dictionary(
        fc.constantFrom("brand", "finish", "material", "style", "wattage"),
        fc.uniqueArray(value, { minLength: 1, maxLength: 3 }),
      ),
      query: fc.constantFrom("", "crystal", "led panel"),
      price: fc.option(
        fc
          .tuple(fc.integer({ min: 0, max: 100000 }), fc.integer({ min: 0, max: 100000 }))
          .map(([a, b]) => ({ min: Math.min(a, b), max: Math.max(a, b) })),
      ),
    });
    fc.assert(
      fc.property(stateArb, (state) => {
        expect(parseListParams(listParamsToSearch(state))).toEqual(state);
      }),
    );
  });
});

describe("the product query of a list state", () => {
  it("skip is (page − 1) × limit", () => {
    const state = { ...initialListState(null), options: { page: 3, limit: 24, sort: "price_asc" } };
    expect(toProductQuery(state)).toEqual({ skip: 48, limit: 24, sort: "price_asc", attributes: [] });
  });

  it("the first page skips nothing", () => {
    expect(toProductQuery(initialListState(null)).skip).toBe(0);
  });

  it("filters become 'identifier:value' attributes, the query the search and the ids the categories", () => {
    const state: ListState = {
      ...initialListState("Chandeliers"),
      filters: { finish: ["Gold", "Black"], brand: ["Roshni"] },
      query: " crystal ",
    };
    expect(toProductQuery(state, [4, 9])).toEqual({
      skip: 0,
      limit: 12,
      sort: "default",
      search: "crystal",
      categories: [4, 9],
      attributes: ["brand:Roshni", "finish:Gold", "finish:Black"],
    });
  });

  it("the price range is sent as priceMin and priceMax", () => {
    const query = toProductQuery({ ...initialListState(null), price: { min: 100, max: 900 } });
    expect(query).toMatchObject({ priceMin: 100, priceMax: 900 });
    expect(toProductQuery(initialListState(null))).not.toHaveProperty("priceMin");
  });

  it("the sidebar's price form (priceMin / priceMax) sets the range and is written back as 'price'", () => {
    const state = parseListParams(new URLSearchParams("price=1-2&priceMin=500&priceMax=2500&finish=Gold"));
    expect(state.price).toEqual({ min: 500, max: 2500 });
    expect(state.filters).toEqual({ finish: ["Gold"] });
    expect(listParamsToSearch(state).toString()).toBe("price=500-2500&finish=Gold");
    expect(parseListParams({ priceMin: "2500", priceMax: "500" }).price).toEqual({ min: 500, max: 2500 });
    expect(parseListParams({ priceMax: "900" }).price).toEqual({ min: 0, max: 900 });
    expect(parseListParams({ priceMin: "cheap", priceMax: "" }).price).toBeNull();
  });
});
