import { describe, expect, it } from "vitest";
import { initialListState, type ListState, listReducer } from "./list-state";

const browsing: ListState = {
  categorySlug: "Chandeliers",
  options: { page: 4, limit: 24, sort: "price_asc" },
  filters: { brand: ["Roshni"], finish: ["Gold", "Black"] },
  query: "crystal",
  price: { min: 1000, max: 5000 },
};

describe("catalogue list state", () => {
  it("the defaults are page 1, limit 12 and sort 'default'", () => {
    expect(initialListState("Walllights")).toEqual({
      categorySlug: "Walllights",
      options: { page: 1, limit: 12, sort: "default" },
      filters: {},
      query: "",
      price: null,
    });
  });

  it("initialising a category resets everything", () => {
    expect(listReducer(browsing, { type: "init", categorySlug: "Bulbs" })).toEqual(initialListState("Bulbs"));
  });

  it("initialising from the URL keeps what the URL says and defaults the rest", () => {
    const state = listReducer(browsing, {
      type: "init",
      categorySlug: null,
      from: { query: "bulb", options: { page: 2, limit: 12, sort: "newest" } },
    });
    expect(state).toEqual({
      ...initialListState(null),
      query: "bulb",
      options: { page: 2, limit: 12, sort: "newest" },
    });
  });

  it("setting an option resets the page to 1", () => {
    expect(listReducer(browsing, { type: "setOption", option: "sort", value: "name_asc" }).options).toEqual({
      page: 1,
      limit: 24,
      sort: "name_asc",
    });
    expect(listReducer(browsing, { type: "setOption", option: "limit", value: 48 }).options).toEqual({
      page: 1,
      limit: 48,
      sort: "price_asc",
    });
  });

  it("setting the page option changes only the page", () => {
    expect(listReducer(browsing, { type: "setOption", option: "page", value: 7 }).options).toEqual({
      page: 7,
      limit: 24,
      sort: "price_asc",
    });
  });

  it("a page below 1 is ignored", () => {
    expect(listReducer(browsing, { type: "setOption", option: "page", value: 0 }).options.page).toBe(4);
  });

  it("setting a filter resets the page to 1", () => {
    const state = listReducer(browsing, { type: "setFilter", filter: "material", value: ["Brass"] });
    expect(state.filters).toEqual({ brand: ["Roshni"], finish: ["Gold", "Black"], material: ["Brass"] });
    expect(state.options.page).toBe(1);
  });

  it("a null filter value removes that filter", () => {
    const state = listReducer(browsing, { type: "setFilter", filter: "finish", value: null });
    expect(state.filters).toEqual({ brand: ["Roshni"] });
    expect(state.options.page).toBe(1);
  });

  it("setting the price range or the query resets the page to 1", () => {
    expect(listReducer(browsing, { type: "setPrice", price: { min: 0, max: 900 } })).toMatchObject({
      price: { min: 0, max: 900 },
      options: { page: 1 },
    });
    expect(listReducer(browsing, { type: "setQuery", query: "pendant" })).toMatchObject({
      query: "pendant",
      options: { page: 1 },
    });
  });

  it("reset filters clears all filters and sets page to 1", () => {
    const state = listReducer(browsing, { type: "resetFilters" });
    expect(state).toEqual({
      ...browsing,
      filters: {},
      price: null,
      options: { ...browsing.options, page: 1 },
    });
  });
});
