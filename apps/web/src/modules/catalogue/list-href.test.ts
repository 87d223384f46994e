import { initialListState, type ListState } from "@roshni/core";
import { describe, expect, it } from "vitest";
import { actionHref, carriedFields, listHref, priceFromForm, spanBounds } from "./list-href";

function state(overrides: Partial<ListState> = {}): ListState {
  return { ...initialListState(null), ...overrides };
}

const onPage3: ListState = state({
  options: { page: 3, limit: 12, sort: "price_asc" },
  filters: { brand: ["Deepam"] },
  query: "pendant",
});

describe("list URLs", () => {
  it("the default list has the bare path: page 1, 12 a page and the default sort stay out of the URL", () => {
    expect(listHref("/shop/Chandeliers", state())).toBe("/shop/Chandeliers");
  });

  it("changing a filter returns to page 1 and keeps the search and the sort", () => {
    const href = actionHref("/shop/catalog", onPage3, {
      type: "setFilter",
      filter: "finish",
      value: ["Gold", "Chrome"],
    });
    expect(href).toBe("/shop/catalog?query=pendant&sort=price_asc&brand=Deepam&finish=Gold%2CChrome");
  });

  it("removing the last value of a filter drops the filter and returns to page 1", () => {
    expect(actionHref("/shop/catalog", onPage3, { type: "setFilter", filter: "brand", value: null })).toBe(
      "/shop/catalog?query=pendant&sort=price_asc",
    );
  });

  it("changing the sort returns to page 1", () => {
    expect(actionHref("/shop/x", onPage3, { type: "setOption", option: "sort", value: "name_desc" })).toBe(
      "/shop/x?query=pendant&sort=name_desc&brand=Deepam",
    );
  });

  it("a page link keeps every filter and option", () => {
    expect(actionHref("/shop/x", onPage3, { type: "setOption", option: "page", value: 4 })).toBe(
      "/shop/x?query=pendant&page=4&sort=price_asc&brand=Deepam",
    );
  });

  it("reset filters clears the filters, keeps the search and goes to page 1", () => {
    expect(actionHref("/shop/x", onPage3, { type: "resetFilters" })).toBe(
      "/shop/x?query=pendant&sort=price_asc",
    );
  });

  it("the filters form carries the options but not the filters its checkboxes send, nor the page", () => {
    expect(carriedFields(onPage3, "filters")).toEqual([
      ["query", "pendant"],
      ["sort", "price_asc"],
    ]);
  });

  it("the sort form carries the filters and the search but not the sort it sends, nor the page", () => {
    expect(carriedFields(onPage3, "sort")).toEqual([
      ["query", "pendant"],
      ["brand", "Deepam"],
    ]);
  });
});

describe("the sidebar's price range", () => {
  const span = { min: 1249.5, max: 7999.2 };

  it("applies the typed range in the URL as 'price', back on page 1, keeping filters, search and sort", () => {
    const price = priceFromForm("1500", "4000", span);
    expect(price).toEqual({ min: 1500, max: 4000 });
    expect(actionHref("/shop/Chandeliers", onPage3, { type: "setPrice", price })).toBe(
      "/shop/Chandeliers?price=1500-4000&query=pendant&sort=price_asc&brand=Deepam",
    );
  });

  it("reads a reversed range the right way round and fills an empty end from the listed span", () => {
    expect(priceFromForm("4000", "1500", span)).toEqual({ min: 1500, max: 4000 });
    expect(priceFromForm("", "3000", span)).toEqual({ min: 0, max: 3000 });
    expect(priceFromForm("2000", " ", span)).toEqual({ min: 2000, max: 8000 });
    expect(priceFromForm("99.999", "100", span)).toEqual({ min: 100, max: 100 });
  });

  it("removes the price filter when both fields are empty or not amounts", () => {
    expect(priceFromForm("", "", span)).toBeNull();
    expect(priceFromForm("cheap", "-5", span)).toBeNull();
    expect(
      actionHref("/shop/Chandeliers", state({ price: { min: 10, max: 20 } }), {
        type: "setPrice",
        price: null,
      }),
    ).toBe("/shop/Chandeliers");
  });

  it("shows the span in whole rupees around the listed prices", () => {
    expect(spanBounds(span)).toEqual({ min: 1249, max: 8000 });
    expect(spanBounds(undefined)).toEqual({ min: 0, max: 0 });
  });

  it("leaves 'price' out of the filters form's hidden fields: its own fields send the range", () => {
    const withPrice = state({ price: { min: 10, max: 20 }, query: "lamp" });
    expect(carriedFields(withPrice, "filters").filter(([name]) => name !== "price")).toEqual([
      ["query", "lamp"],
    ]);
  });
});
