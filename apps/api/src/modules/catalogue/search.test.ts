import {
  apiProductPrice,
  type CategoryDto,
  type ProductDto,
  type ProductFilterDto,
  type ProductFiltersDto,
  type ProductPageDto,
} from "@roshni/core";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { queryRows } from "../../db/client";
import { refreshProductDerived } from "../../db/derived";
import { customerGroups, products, searchSynonyms } from "../../db/schema";
import { api, createTestApp, type TestApp, tokenFor } from "../../test/harness";

type Query = Record<string, string | number | readonly string[]>;

let t: TestApp;
let visitor: ReturnType<typeof api>;
let wholesaleToken: string;
let groups: { retail: number; wholesale: number };
let categoryBySlug: Map<string, CategoryDto>;

beforeAll(async () => {
  t = await createTestApp();
  visitor = api(t.app);
  wholesaleToken = await tokenFor(t, "wholesale@demo.roshnilighting.in");
  const groupRows = await t.db.select().from(customerGroups);
  groups = {
    retail: groupRows.find((g) => g.isDefault)?.id ?? 0,
    wholesale: groupRows.find((g) => g.name === "Wholesale")?.id ?? 0,
  };
  const categories = await visitor.get<CategoryDto[]>("/v1/category");
  categoryBySlug = new Map(categories.data.map((c) => [c.url, c]));
});
afterAll(async () => t?.close());

function category(slug: string): CategoryDto {
  const found = categoryBySlug.get(slug);
  if (!found) throw new Error(`no category ${slug}`);
  return found;
}

const list = (query: Query, token?: string) =>
  visitor.get<ProductPageDto>("/v1/product", { query, token: token ?? null });

async function everything(query: Query, token?: string) {
  const items: ProductDto[] = [];
  for (let skip = 0; ; skip += 100) {
    const res = await list({ ...query, skip, limit: 100 }, token);
    expect(res.statusCode).toBe(200);
    items.push(...res.data.items);
    if (res.data.items.length < 100) return { items, total: res.data.total };
  }
}

async function facetsFor(query: Query, token?: string): Promise<ProductFilterDto[]> {
  const res = await visitor.get<ProductFiltersDto>("/v1/product/filters", { query, token: token ?? null });
  expect(res.statusCode).toBe(200);
  return res.data.filters;
}

function valuesOf(product: ProductDto, identifier: string): string[] {
  const entry = product.productAttributes.find((a) => a.attribute.identifier === identifier);
  if (!entry) return [];
  return entry.attribute.type === "multi select"
    ? (JSON.parse(entry.value.val) as string[])
    : [entry.value.val];
}

function counts(filters: ProductFilterDto[], slug: string): Map<string, number> {
  const facet = filters.find((f) => f.type === "check" && f.slug === slug);
  if (facet?.type !== "check") return new Map();
  return new Map(facet.items.map((i) => [i.value, i.count]));
}

function tally(items: readonly ProductDto[], identifier: string): Map<string, number> {
  const found = new Map<string, number>();
  for (const p of items) for (const v of valuesOf(p, identifier)) found.set(v, (found.get(v) ?? 0) + 1);
  return found;
}

const visitorPrice = (p: ProductDto) => apiProductPrice(p, { id: groups.retail, isDefault: true });
const wholesalePrice = (p: ProductDto) => apiProductPrice(p, { id: groups.wholesale, isDefault: false });

describe("facets (GET /product/filters)", () => {
  it("count each value with the other selected filters applied, and keep the filtered attribute's own values", async () => {
    const chandeliers = String(category("Chandeliers").id);
    const all = await everything({ categories: chandeliers });
    const brand = [...tally(all.items, "brand").entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? "";
    const attributes = [`brand:${brand}`];
    const filters = await facetsFor({ categories: chandeliers, attributes });
    const narrowed = await everything({ categories: chandeliers, attributes });
    expect(narrowed.total).toBeGreaterThan(0);

    // Every other attribute counts only the products of the selected brand…
    for (const slug of ["finish", "material", "style"]) {
      expect(counts(filters, slug), slug).toEqual(tally(narrowed.items, slug));
    }
    // …while the brand facet still offers every brand of the category with its own count.
    expect(counts(filters, "brand")).toEqual(tally(all.items, "brand"));
    expect(counts(filters, "brand").size).toBeGreaterThan(1);
  });

  it("apply a second attribute to the first one's counts (values of one attribute OR, attributes AND)", async () => {
    const chandeliers = String(category("Chandeliers").id);
    const all = await everything({ categories: chandeliers });
    const brands = [...tally(all.items, "brand").keys()].slice(0, 2);
    const finish = [...tally(all.items, "finish").keys()][0] ?? "";
    const attributes = [...brands.map((b) => `brand:${b}`), `finish:${finish}`];
    const filters = await facetsFor({ categories: chandeliers, attributes });

    const withFinish = await everything({ categories: chandeliers, attributes: [`finish:${finish}`] });
    const withBrands = await everything({
      categories: chandeliers,
      attributes: brands.map((b) => `brand:${b}`),
    });
    // A selected value stays listed (so it can be unticked) even when nothing with the finish has it.
    const brandCounts = counts(filters, "brand");
    for (const b of brands) expect(brandCounts.has(b)).toBe(true);
    expect(new Map([...brandCounts].filter(([, n]) => n > 0))).toEqual(tally(withFinish.items, "brand"));
    expect(counts(filters, "finish")).toEqual(tally(withBrands.items, "finish"));
    const both = await list({ categories: chandeliers, attributes, limit: 1 });
    const styles = [...counts(filters, "style").values()].reduce((sum, n) => sum + n, 0);
    expect(styles).toBe(both.data.total);
  });

  it("answer the list's attributes and price in the filters call, and refuse a malformed one", async () => {
    const bad = await visitor.get("/v1/product/filters", { query: { attributes: "no-colon" } });
    expect(bad.statusCode).toBe(422);
    expect(bad.error?.fields?.attributes).toBeDefined();
    const unknown = await facetsFor({ attributes: "nope:nothing" });
    expect(unknown.filter((f) => f.type === "check" && f.slug !== "nope")).toHaveLength(0);
  });
});

describe("price filter (priceMin / priceMax)", () => {
  it("keeps the products whose price for the buyer's group lies in the range, both ends included", async () => {
    const lamps = String(category("Tablelamps").id);
    const all = await everything({ categories: lamps });
    const prices = all.items.map(visitorPrice).sort((a, b) => a - b);
    const low = (prices[Math.floor(prices.length / 4)] ?? 0) / 100;
    const high = (prices[Math.floor((prices.length * 3) / 4)] ?? 0) / 100;
    const inRange = await everything({ categories: lamps, priceMin: low, priceMax: high });
    const expected = all.items.filter((p) => visitorPrice(p) >= low * 100 && visitorPrice(p) <= high * 100);
    expect(inRange.total).toBe(expected.length);
    expect(inRange.items.map((p) => p.id).sort()).toEqual(expected.map((p) => p.id).sort());

    const cheap = await everything({ categories: lamps, priceMax: low });
    expect(cheap.items.every((p) => visitorPrice(p) <= low * 100)).toBe(true);
    expect(cheap.total).toBe(all.items.filter((p) => visitorPrice(p) <= low * 100).length);
  });

  it("reads a wholesale buyer's range in the Wholesale group's prices", async () => {
    const bulbs = String(category("Bulbs").id);
    const all = await everything({ categories: bulbs }, wholesaleToken);
    const prices = all.items.map(wholesalePrice).sort((a, b) => a - b);
    const middle = (prices[Math.floor(prices.length / 2)] ?? 0) / 100;
    const upper = await everything({ categories: bulbs, priceMin: middle }, wholesaleToken);
    expect(upper.total).toBe(all.items.filter((p) => wholesalePrice(p) >= middle * 100).length);
    expect(upper.items.every((p) => wholesalePrice(p) >= middle * 100)).toBe(true);
  });

  it("narrows the facet counts but not the price span the slider offers", async () => {
    const chandeliers = String(category("Chandeliers").id);
    const open = await facetsFor({ categories: chandeliers });
    const span = open.find((f) => f.type === "range");
    if (span?.type !== "range") throw new Error("no price span");
    const top = Math.round((span.min + (span.max - span.min) / 3) * 100) / 100;
    const filtered = await facetsFor({ categories: chandeliers, priceMax: top });
    expect(filtered.find((f) => f.type === "range")).toEqual(span);
    const listed = await list({ categories: chandeliers, priceMax: top, limit: 1 });
    const brandTotal = [...counts(filtered, "brand").values()].reduce((sum, n) => sum + n, 0);
    expect(brandTotal).toBe(listed.data.total);
    expect(listed.data.total).toBeLessThan((await list({ categories: chandeliers, limit: 1 })).data.total);
  });

  it("refuses a reversed, negative or non-numeric range with a message for the field", async () => {
    for (const [query, field] of [
      [{ priceMin: 500, priceMax: 100 }, "priceMax"],
      [{ priceMin: -1 }, "priceMin"],
      [{ priceMax: "cheap" }, "priceMax"],
      [{ priceMin: "10.001" }, "priceMin"],
    ] as const) {
      for (const path of ["/v1/product", "/v1/product/filters"]) {
        const res = await visitor.get(path, { query });
        expect(res.statusCode, `${path} ${JSON.stringify(query)}`).toBe(422);
        expect(res.error?.fields?.[field]).toBeDefined();
      }
    }
    const empty = await list({ priceMin: "", priceMax: "" });
    expect(empty.statusCode).toBe(200);
  });
});

describe("relevance", () => {
  it("ranks products with the word in the title before those that only mention it in the description", async () => {
    const found = await everything({ search: "led" });
    const inTitle = found.items.map((p) => /\bled\b/i.test(p.title));
    expect(inTitle.filter(Boolean).length).toBeGreaterThan(0);
    expect(inTitle.filter((x) => !x).length).toBeGreaterThan(0);
    // Every title match comes before the first product that only mentions LED elsewhere.
    expect(inTitle.indexOf(false)).toBe(inTitle.filter(Boolean).length);
  });

  it("ranks the products of a category the search names first", async () => {
    for (const [search, slug] of [
      ["wall", "Walllights"],
      ["chandelier", "Chandeliers"],
      ["table lamp", "Tablelamps"],
    ] as const) {
      const named = category(slug);
      const found = await everything({ search });
      const inCategory = found.items.map((p) => p.categories.some((c) => c.id === named.id));
      const count = inCategory.filter(Boolean).length;
      expect(count, search).toBeGreaterThan(0);
      expect(inCategory.slice(0, count).every(Boolean), search).toBe(true);
    }
  });

  it("puts the suggestions of a named category first too", async () => {
    const walls = category("Walllights");
    const suggested = await visitor.get<ProductDto[]>("/v1/product/suggestions", {
      query: { search: "wall" },
    });
    expect(suggested.data.length).toBe(5);
    for (const p of suggested.data) expect(p.categories.map((c) => c.id)).toContain(walls.id);
  });

  it("pages a ranked search without repeating or losing a product", async () => {
    const whole = await everything({ search: "gold" });
    const pages: number[] = [];
    for (let skip = 0; skip < whole.total; skip += 7) {
      pages.push(...(await list({ search: "gold", skip, limit: 7 })).data.items.map((p) => p.id));
    }
    expect(pages).toEqual(whole.items.map((p) => p.id));
    expect(new Set(pages).size).toBe(whole.total);
  });
});

describe("India's words", () => {
  it("finds chandeliers for jhoomar and jhumar, as many as for chandelier", async () => {
    const chandelier = await list({ search: "chandelier", limit: 5 });
    for (const search of ["jhoomar", "jhumar", "Jhoomar"]) {
      const res = await list({ search, limit: 5 });
      expect(res.data.total, search).toBe(chandelier.data.total);
      for (const p of res.data.items) expect(p.title.toLowerCase()).toContain("chandelier");
    }
  });

  it("finds lanterns for fanoos and lights for batti", async () => {
    const fanoos = await everything({ search: "fanoos" });
    expect(fanoos.total).toBeGreaterThan(0);
    expect(fanoos.total).toBe((await list({ search: "lantern", limit: 1 })).data.total);
    expect(fanoos.items[0]?.title.toLowerCase()).toContain("lantern");
    const batti = await list({ search: "wall batti", limit: 1 });
    expect(batti.data.total).toBe((await list({ search: "wall light", limit: 1 })).data.total);
  });

  it("reads 9w, 9 W and 9 watt as the same wattage", async () => {
    const [glued, spaced, word] = await Promise.all(
      ["9w", "9 W", "9 watt"].map((search) => everything({ search })),
    );
    expect(glued?.total).toBeGreaterThan(0);
    expect(spaced?.total).toBe(glued?.total);
    expect(word?.total).toBe(glued?.total);
    for (const p of glued?.items ?? []) {
      expect(`${valuesOf(p, "wattage").join(" ")} ${p.description}`).toMatch(/\b9 W\b/);
    }
  });

  it("finds the holder types for e27 and b22", async () => {
    for (const [search, holder] of [
      ["e27", "E27"],
      ["b22", "B22"],
    ] as const) {
      const found = await everything({ search });
      const withHolder = await list({ attributes: `holder_type:${holder}`, limit: 1 });
      expect(found.total, search).toBe(withHolder.data.total);
      for (const p of found.items) expect(valuesOf(p, "holder_type")).toEqual([holder]);
    }
  });

  it("follows a synonym the shop adds, once the change is announced to the search", async () => {
    expect((await list({ search: "qandeel" })).data.total).toBe(0);
    await t.db.insert(searchSynonyms).values({ term: "qandeel", expansion: "lantern" });
    await t.app.deps.catalogueSearch.onProductsChanged();
    const res = await list({ search: "qandeel" });
    expect(res.data.total).toBe((await list({ search: "lantern", limit: 1 })).data.total);
    await t.db.delete(searchSynonyms).where(eq(searchSynonyms.term, "qandeel"));
    await t.app.deps.catalogueSearch.onProductsChanged();
    expect((await list({ search: "qandeel" })).data.total).toBe(0);
  });
});

describe("kept in step with the database", () => {
  it("finds a renamed product at once after onProductsChanged, the minute's pages included", async () => {
    const [row] = await queryRows<{ id: number; title: string }>(
      t.db,
      sql`select id, title from products order by id desc limit 1`,
    );
    if (!row) throw new Error("no product");
    expect((await list({ search: "zanzibar" })).data.total).toBe(0);
    await t.db.transaction(async (tx) => {
      await tx
        .update(products)
        .set({ title: `Zanzibar ${row.title}` })
        .where(eq(products.id, row.id));
      await refreshProductDerived(tx, [row.id]);
    });
    await t.app.deps.catalogueSearch.onProductsChanged([row.id]);
    const found = await list({ search: "zanzibar" });
    expect(found.data.items.map((p) => p.id)).toEqual([row.id]);
    const suggested = await visitor.get<ProductDto[]>("/v1/product/suggestions", {
      query: { search: "zanzib" },
    });
    expect(suggested.data[0]?.title).toBe(`Zanzibar ${row.title}`);
  });

  it("reaches another API process on the same database through the catalogue's version", async () => {
    const other = await buildApp({
      env: { ...t.env, CATALOGUE_SYNC_MS: 25 },
      db: t.db,
      storageDir: t.storageDir,
    });
    try {
      await other.ready();
      const otherApi = api(other);
      const ask = async () =>
        (await otherApi.get<ProductPageDto>("/v1/product", { query: { search: "timbuktu" } })).data.total;
      expect(await ask()).toBe(0);
      await t.db.insert(searchSynonyms).values({ term: "timbuktu", expansion: "lantern" });
      // This process announces the change; the other one sees the version move and rebuilds.
      await t.app.deps.catalogueSearch.onProductsChanged();
      const lanterns = (await list({ search: "lantern", limit: 1 })).data.total;
      const deadline = Date.now() + 10_000;
      let seen = await ask();
      while (seen !== lanterns && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 25));
        seen = await ask();
      }
      expect(seen).toBe(lanterns);
    } finally {
      await other.close();
      await t.db.delete(searchSynonyms).where(eq(searchSynonyms.term, "timbuktu"));
    }
  });
});
