import { describe, expect, it } from "vitest";
import type { Category } from "@/lib/api/types";
import { activeFilterCount, findCategory, resolveList } from "./catalogue-route";

function category(id: number, url: string, title: string): Category {
  return { id, url, title, metaTitle: "", metaDescription: "", metaKeywords: "", parentId: null };
}

const CATEGORIES = [category(1, "Chandeliers", "Chandeliers"), category(5, "Spotlights", "Spotlights")];

describe("catalogue routes", () => {
  it("/shop/{slug} finds the category by its url and keeps the category out of the query", () => {
    const list = resolveList(
      { mount: "category", slug: "Chandeliers", searchParams: { brand: "Deepam,LumeCraft", page: "3" } },
      CATEGORIES,
    );
    expect(list.category?.id).toBe(1);
    expect(list.unknownCategory).toBe(false);
    expect(list.basePath).toBe("/shop/Chandeliers");
    expect(list.state.categorySlug).toBeNull();
    expect(list.state.filters).toEqual({ brand: ["Deepam", "LumeCraft"] });
    expect(list.state.options.page).toBe(3);
  });

  it("/shop/catalog/{slug} stays under the catalogue path", () => {
    const list = resolveList({ mount: "catalog-category", slug: "Spotlights", searchParams: {} }, CATEGORIES);
    expect(list.basePath).toBe("/shop/catalog/Spotlights");
    expect(list.category?.id).toBe(5);
  });

  it("an unknown slug in the path is a 404, a differently cased one finds its category", () => {
    expect(
      resolveList({ mount: "category", slug: "Lanterns", searchParams: {} }, CATEGORIES).unknownCategory,
    ).toBe(true);
    const lower = resolveList({ mount: "category", slug: "chandeliers", searchParams: {} }, CATEGORIES);
    expect(lower.category?.url).toBe("Chandeliers");
    expect(lower.basePath).toBe("/shop/Chandeliers");
  });

  it("/shop/catalog reads the search text from ?query= and a known category from ?category=", () => {
    const list = resolveList(
      { mount: "catalog", slug: null, searchParams: { query: " chandelir ", category: "Spotlights" } },
      CATEGORIES,
    );
    expect(list.basePath).toBe("/shop/catalog");
    expect(list.state.query).toBe("chandelir");
    expect(list.category?.id).toBe(5);
    expect(list.state.categorySlug).toBe("Spotlights");
  });

  it("an unknown ?category= on /shop/catalog is dropped instead of failing the page", () => {
    const list = resolveList(
      { mount: "catalog", slug: null, searchParams: { category: "Lanterns" } },
      CATEGORIES,
    );
    expect(list.category).toBeNull();
    expect(list.unknownCategory).toBe(false);
    expect(list.state.categorySlug).toBeNull();
  });

  it("the Filters badge counts every chosen value", () => {
    const list = resolveList(
      { mount: "catalog", slug: null, searchParams: { brand: "A,B", finish: "Gold" } },
      CATEGORIES,
    );
    expect(activeFilterCount(list.state)).toBe(3);
  });

  it("findCategory answers null without a slug", () => {
    expect(findCategory(CATEGORIES, null)).toBeNull();
    expect(findCategory(CATEGORIES, "")).toBeNull();
  });
});
