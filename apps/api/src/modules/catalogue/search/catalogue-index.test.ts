import { describe, expect, it } from "vitest";
import { CatalogueIndex, type CatalogueSnapshot, type IndexQuery } from "./catalogue-index";
import { indexTerms, queryWords, stem } from "./text";

describe("search text", () => {
  it("reads a number and its unit as one word however it is typed", () => {
    for (const typed of ["9w", "9 W", "9 watt", "9watts", "9-W"])
      expect(queryWords(typed, 8)).toEqual(["9w"]);
    expect(queryWords("230 V supply", 8)).toEqual(["230v", "supply"]);
    expect(indexTerms("runs on a 9 W LED module")).toEqual(["runs", "9", "9w", "w", "led", "module"]);
  });

  it("drops common words unless they are all there is, and finds a singular for a plural", () => {
    expect(queryWords("lamp for the table", 8)).toEqual(["lamp", "table"]);
    expect(queryWords("the", 8)).toEqual(["the"]);
    expect([stem("lamps"), stem("brass"), stem("led")]).toEqual(["lamp", "brass", "led"]);
  });
});

const snapshot: CatalogueSnapshot = {
  products: [
    {
      id: 1,
      title: "Noor Brass Chandelier",
      sku: "RL-CH-00001",
      description: "Warm light.",
      createdAt: 1,
      defaultPrice: 5000_00,
      wholesalePrice: 4000_00,
    },
    {
      id: 2,
      title: "Noor Glass Chandelier",
      sku: "RL-CH-00002",
      description: "Soft light.",
      createdAt: 2,
      defaultPrice: 7000_00,
      wholesalePrice: 0,
    },
    {
      id: 3,
      title: "Deepam Wall Lamp",
      sku: "RL-WL-00001",
      description: "Pairs with a brass chandelier.",
      createdAt: 3,
      defaultPrice: 900_00,
      wholesalePrice: 800_00,
    },
    {
      id: 4,
      title: "Deepam Garden Lantern",
      sku: "RL-OW-00001",
      description: "Rain proof.",
      createdAt: 4,
      defaultPrice: 1500_00,
      wholesalePrice: 1200_00,
    },
    {
      id: 5,
      title: "Hidden Lamp",
      sku: "RL-WL-00002",
      description: "Not on the website.",
      createdAt: 5,
      defaultPrice: 100_00,
      wholesalePrice: 90_00,
    },
  ],
  categories: [
    { id: 10, title: "Chandeliers", productIds: [1, 2] },
    { id: 11, title: "Wall Lights", productIds: [3] },
    { id: 12, title: "Outdoor Lights", productIds: [4] },
  ],
  attributes: [
    { id: 1, identifier: "brand", name: "Brand" },
    { id: 2, identifier: "finish", name: "Finish" },
  ],
  values: [
    { attributeId: 1, value: "Noor", productIds: [1, 2] },
    { attributeId: 1, value: "Deepam", productIds: [3, 4, 5] },
    { attributeId: 2, value: "Gold", productIds: [1, 3] },
    { attributeId: 2, value: "Black", productIds: [2, 3, 4] },
  ],
  websites: [{ websiteId: 1, productIds: [1, 2, 3, 4] }],
  groupPrices: [{ websiteId: 1, groupId: 2, productIds: [1], prices: [3500_00] }],
  synonyms: [
    { term: "jhoomar", expansion: "chandelier" },
    { term: "fanoos", expansion: "lantern" },
  ],
};

const index = new CatalogueIndex(snapshot);
const visitor = { websiteId: 1, groupId: 1, isDefault: true };
const q = (extra: Partial<IndexQuery> = {}): IndexQuery => ({
  websiteId: 1,
  prices: visitor,
  categories: [],
  attributes: [],
  ...extra,
});

describe("the catalogue index", () => {
  it("ranks a title above a description and a named category first", () => {
    // 'brass chandelier': product 1 has both in its title; product 3 only in its description.
    expect(index.page(q({ text: "brass chandelier" }), "default", 0, 10)).toEqual({ ids: [1, 3], total: 2 });
    // 'chandelier' names the Chandeliers category.
    expect(index.page(q({ text: "chandelier" }), "default", 0, 10).ids).toEqual([1, 2, 3]);
  });

  it("suggests title and attribute matches first, and description matches when those are too few", () => {
    expect(index.suggest(q({ text: "brass" }), 1)).toEqual([1]);
    expect(index.suggest(q({ text: "brass" }), 5)).toEqual([1, 3]);
  });

  it("completes prefixes, corrects a typing slip and reads synonyms", () => {
    expect(index.suggest(q({ text: "chand" }), 5)).toEqual([1, 2, 3]);
    expect(index.page(q({ text: "chandelir" }), "default", 0, 10).total).toBe(3);
    expect(index.page(q({ text: "jhoomar" }), "default", 0, 10).ids).toEqual([1, 2, 3]);
    expect(index.page(q({ text: "fanoos" }), "default", 0, 10).ids).toEqual([4]);
    expect(index.page(q({ text: "xylophone" }), "default", 0, 10)).toEqual({ ids: [], total: 0 });
  });

  it("finds a product code exactly or by its beginning, never products off the website", () => {
    expect(index.page(q({ text: "rl-wl-00001" }), "default", 0, 10).ids).toEqual([3]);
    expect(index.page(q({ text: "RL-CH-0000" }), "default", 0, 10).ids).toEqual([1, 2]);
    expect(index.page(q({ text: "hidden" }), "default", 0, 10).total).toBe(0);
  });

  it("sorts and filters by the group's price", () => {
    const wholesale = { websiteId: 1, groupId: 2, isDefault: false };
    expect(index.page(q(), "price_asc", 0, 10).ids).toEqual([3, 4, 1, 2]);
    // Wholesale: own price 3500 for 1, wholesale 1200 / 800 for 4 / 3, none for 2 (its default 7000).
    expect(index.page(q({ prices: wholesale }), "price_desc", 0, 10).ids).toEqual([2, 1, 4, 3]);
    expect(
      index.page(q({ prices: wholesale, priceMin: 1000_00, priceMax: 3500_00 }), "price_asc", 0, 10).ids,
    ).toEqual([4, 1]);
  });

  it("counts facets disjunctively and spans the price without its own filter", () => {
    const facets = index.facets(
      q({ attributes: [{ identifier: "brand", values: ["Noor"] }], priceMax: 6000_00 }),
    );
    const byName = Object.fromEntries(
      facets.facets.map((f) => [f.identifier, Object.fromEntries(f.items.map((i) => [i.value, i.count]))]),
    );
    // Brand: every brand among the products within the price (1, 3, 4); finish: only Noor's within it (1).
    expect(byName.brand).toEqual({ Noor: 1, Deepam: 2 });
    expect(byName.finish).toEqual({ Gold: 1 });
    // The span: Noor's products whatever their price.
    expect(facets.price).toEqual({ min: 5000_00, max: 7000_00 });
  });

  it("pages without repeating a product in every order", () => {
    for (const sort of ["default", "price_asc", "price_desc", "name_asc", "name_desc", "newest"] as const) {
      const whole = index.page(q(), sort, 0, 10).ids;
      const paged = [0, 1, 2, 3].flatMap((skip) => index.page(q(), sort, skip, 1).ids);
      expect(paged, sort).toEqual(whole);
      expect(new Set(whole).size).toBe(4);
    }
  });
});
