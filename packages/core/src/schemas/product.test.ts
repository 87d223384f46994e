import { describe, expect, it } from "vitest";
import { bannerListSchema } from "./banner";
import { categorySchema } from "./category";
import { productFiltersSchema, productPageSchema, productSchema } from "./product";

const chandelier = {
  id: 101,
  title: "Crystal Chandelier Aurora 8-Light",
  sku: "RL-CH-0101",
  description: "Eight-arm K9 crystal chandelier with a gold finish.",
  images: [{ key: "products/rl-ch-0101/1.jpg", path: "/storage/products/rl-ch-0101/1.jpg" }],
  dimensions: {
    width: { value: 80, unit: "cm" },
    depth: { value: 80, unit: "cm" },
    height: { value: 95, unit: "cm" },
  },
  productAttributes: [
    { attribute: { identifier: "brand", name: "Brand", type: "select" }, value: { val: "Roshni" } },
    {
      attribute: { identifier: "finish", name: "Finish", type: "multi select" },
      value: { val: '["Gold","Black"]' },
    },
  ],
  stock: 4,
  minimumQuantity: 10,
  mrp: 24999,
  sellingPrice: 18750.5,
  wholesalePrice: 15999,
  taxRate: 18,
  hsnCode: "9405",
  websites: [{ slug: "crystal-chandelier-aurora-8-light" }],
  websiteProductPrices: [
    { customerGroup: { id: 1, isDefault: true }, price: 18750.5 },
    { customerGroup: { id: 2, isDefault: false }, price: 15999 },
  ],
  categories: [{ id: 1, title: "Chandeliers", url: "Chandeliers" }],
};

describe("product as the API sends it", () => {
  it("accepts the API.md product shape exactly", () => {
    expect(productSchema.parse(chandelier)).toEqual(chandelier);
  });

  it("a visitor's product has no wholesalePrice", () => {
    const { wholesalePrice: _w, ...forVisitor } = chandelier;
    expect(productSchema.parse(forVisitor).wholesalePrice).toBeUndefined();
  });

  it("rejects prices with fractions of a paisa, an unknown unit and a fractional stock", () => {
    expect(productSchema.safeParse({ ...chandelier, mrp: 24999.999 }).success).toBe(false);
    expect(
      productSchema.safeParse({
        ...chandelier,
        dimensions: { ...chandelier.dimensions, width: { value: 80, unit: "ft" } },
      }).success,
    ).toBe(false);
    expect(productSchema.safeParse({ ...chandelier, stock: 2.5 }).success).toBe(false);
    expect(productSchema.safeParse({ ...chandelier, minimumQuantity: 0 }).success).toBe(false);
  });

  it("a page of products carries the total", () => {
    expect(productPageSchema.parse({ items: [chandelier], total: 1287 }).total).toBe(1287);
    expect(productPageSchema.safeParse({ items: [chandelier] }).success).toBe(false);
  });
});

describe("category, banners and filters", () => {
  it("a category has its slug and meta fields, which may be empty", () => {
    const spotlights = {
      id: 5,
      title: "Spotlights",
      url: "Spotlights",
      metaTitle: "",
      metaDescription: "",
      metaKeywords: "",
      parentId: null,
    };
    expect(categorySchema.parse(spotlights)).toEqual(spotlights);
    expect(categorySchema.safeParse({ ...spotlights, metaTitle: undefined }).success).toBe(false);
  });

  it("a banner has a storage key, its path, a title and a link", () => {
    const banner = {
      key: "banners/diwali.jpg",
      path: "/storage/banners/diwali.jpg",
      title: "Diwali",
      link: "/shop/Chandeliers",
    };
    expect(bannerListSchema.parse([banner])).toEqual([banner]);
    expect(bannerListSchema.safeParse([{ key: "banners/diwali.jpg" }]).success).toBe(false);
  });

  it("filters are attribute checklists with counts and one price range", () => {
    const filters = {
      filters: [
        { type: "check", slug: "brand", name: "Brand", items: [{ value: "Roshni", count: 42 }] },
        { type: "range", slug: "price", min: 349, max: 124999.5 },
      ],
    };
    expect(productFiltersSchema.parse(filters)).toEqual(filters);
    expect(
      productFiltersSchema.safeParse({ filters: [{ type: "range", slug: "wattage", min: 0, max: 60 }] })
        .success,
    ).toBe(false);
  });
});
