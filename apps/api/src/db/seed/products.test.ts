import { describe, expect, it } from "vitest";
import { CATEGORY_SEEDS } from "./categories";
import { generateProducts } from "./products";
import { Random } from "./random";

const NOW = new Date("2026-03-02T10:00:00.000Z");
const catalogue = generateProducts(new Random(20260101), 3000, NOW);

describe("generated demo products", () => {
  it("are the same for the same seed and differ for another seed", () => {
    const again = generateProducts(new Random(20260101), 50, NOW);
    expect(again).toEqual(catalogue.slice(0, 50));
    const other = generateProducts(new Random(7), 50, NOW);
    expect(other.map((p) => p.title)).not.toEqual(again.map((p) => p.title));
  });

  it("have unique SKUs and slugs, the SKU naming the category", () => {
    expect(new Set(catalogue.map((p) => p.sku)).size).toBe(catalogue.length);
    expect(new Set(catalogue.map((p) => p.slug)).size).toBe(catalogue.length);
    const codes = new Map(CATEGORY_SEEDS.map((c) => [c.url, c.code]));
    for (const p of catalogue) expect(p.sku.startsWith(`RL-${codes.get(p.categories[0] ?? "")}-`)).toBe(true);
  });

  it("price in whole rupees with mrp ≥ selling price ≥ wholesale price", () => {
    for (const p of catalogue) {
      expect(p.mrp % 100).toBe(0);
      expect(p.sellingPrice % 100).toBe(0);
      expect(p.mrp).toBeGreaterThanOrEqual(p.sellingPrice);
      expect(p.sellingPrice).toBeGreaterThanOrEqual(p.wholesalePrice);
      expect(p.sellingPrice).toBeGreaterThan(0);
      if (p.wholesaleGroupPrice !== null) expect(p.wholesaleGroupPrice).toBeLessThanOrEqual(p.wholesalePrice);
    }
  });

  it("include stock 0 and stock below the MOQ, where the MOQ is at least 2", () => {
    const none = catalogue.filter((p) => p.stock === 0);
    const below = catalogue.filter((p) => p.stock > 0 && p.stock < p.minimumQuantity);
    expect(none.length / catalogue.length).toBeGreaterThan(0.1);
    expect(below.length / catalogue.length).toBeGreaterThan(0.1);
    for (const p of catalogue) expect(p.minimumQuantity).toBeGreaterThanOrEqual(2);
  });

  it("cover all 15 categories with a believable title naming the finish", () => {
    expect(new Set(catalogue.map((p) => p.categories[0])).size).toBe(15);
    const chandelier = catalogue.find((p) => p.categories[0] === "Chandeliers");
    expect(chandelier?.title).toMatch(
      /^[A-Z][A-Za-z ]+ (Tiered )?\d+-Light [A-Za-z ]*Chandelier, [A-Z][a-z]+( [A-Z][a-z]+)?$/,
    );
  });

  it("carry the attributes that fit their category: holders only on fittings that take bulbs, glass and cap on bulbs", () => {
    for (const p of catalogue) {
      const keys = Object.keys(p.attributes);
      expect(keys, p.sku).toEqual(
        expect.arrayContaining(["brand", "material", "holder_type", "style", "wattage"]),
      );
      expect(Array.isArray(JSON.parse(p.attributes.material ?? ""))).toBe(true);
      const bulb = p.categories[0] === "Bulbs";
      const integrated = p.attributes.holder_type === "Integrated LED";
      if (bulb) {
        expect(keys).not.toContain("number_of_holders");
        expect(keys).not.toContain("bulb_included");
        expect(keys).not.toContain("finish");
        expect(["Clear", "Amber", "Frosted", "Smoked"]).toContain(p.attributes.glass);
        expect(["E27", "E14", "B22"]).toContain(p.attributes.holder_type);
        expect(p.attributes.dimmable).toMatch(/^(Yes|No)$/);
        expect(p.title).toMatch(/, (Clear|Amber|Frosted|Smoked)$/);
      } else {
        expect(keys).not.toContain("glass");
        expect(Array.isArray(JSON.parse(p.attributes.finish ?? ""))).toBe(true);
        expect(keys.includes("number_of_holders"), p.sku).toBe(!integrated);
        expect(keys.includes("bulb_included"), p.sku).toBe(!integrated);
      }
      expect(keys.includes("colour_temperature"), p.sku).toBe(bulb || integrated);
      // Outdoor and bathroom lights state their protection, the same in the attribute and the description.
      const rated = /rated (IP\d\d)/.exec(p.description)?.[1];
      expect(p.attributes.ip_rating, p.sku).toBe(rated);
      if (
        ["Outdoorwalllights", "Bulkheadlights", "Gatelights", "Polelights"].includes(p.categories[0] ?? "")
      ) {
        expect(rated, p.sku).toMatch(/^IP\d\d$/);
      }
    }
  });

  it("never say LED twice in a row, in a title or a description", () => {
    for (const p of catalogue) expect(`${p.title} ${p.description}`, p.sku).not.toMatch(/\bLED LED\b/);
    expect(catalogue.some((p) => p.description.includes("W LED module"))).toBe(true);
  });

  it("tax LED lamps and LED-only fittings at 12 % and other luminaires at 18 %", () => {
    for (const p of catalogue) {
      const ledOnly = p.attributes.holder_type === "Integrated LED" || p.categories[0] === "Bulbs";
      expect(p.taxRate, p.sku).toBe(ledOnly || p.hsnCode === "94054100" ? 12 : 18);
    }
  });

  it("show pictures of the category's lamp shape in the product's finish", () => {
    const shapes = new Map(CATEGORY_SEEDS.map((c) => [c.url, c.shape]));
    for (const p of catalogue.slice(0, 200)) {
      expect(p.imageKeys).toHaveLength(3);
      expect(new Set(p.imageKeys).size).toBe(3);
      for (const key of p.imageKeys) {
        expect(key.startsWith(`products/${shapes.get(p.categories[0] ?? "")}-`)).toBe(true);
      }
    }
  });

  it("were created within the two years before the seed's clock", () => {
    for (const p of catalogue) {
      expect(p.createdAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
      expect(NOW.getTime() - p.createdAt.getTime()).toBeLessThan(732 * 86_400_000);
    }
  });
});
