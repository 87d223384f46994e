import {
  apiProductPrice,
  type CategoryDto,
  type ProductDto,
  type ProductFiltersDto,
  type ProductPageDto,
  toPaise,
} from "@roshni/core";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/client";
import { customerGroups, websiteProductPrices, websites } from "../../db/schema";
import { api, countQueries, createTestApp, type TestApp, tokenFor } from "../../test/harness";

const RETAIL_EMAIL = "retail@demo.roshnilighting.in";
const WHOLESALE_EMAIL = "wholesale@demo.roshnilighting.in";

let t: TestApp;
let visitor: ReturnType<typeof api>;
let wholesaleToken: string;
let retailToken: string;
let groups: { retail: number; wholesale: number };
let categoryBySlug: Map<string, CategoryDto>;

const list = (query: Record<string, string | number | readonly string[]>, token?: string) =>
  visitor.get<ProductPageDto>("/v1/product", { query, token: token ?? null });

/** Every product of a query, page by page (limit 100), to check totals and orders against. */
async function everything(query: Record<string, string | number | readonly string[]>, token?: string) {
  const items: ProductDto[] = [];
  for (let skip = 0; ; skip += 100) {
    const res = await list({ ...query, skip, limit: 100 }, token);
    expect(res.statusCode).toBe(200);
    items.push(...res.data.items);
    if (res.data.items.length < 100) return { items, total: res.data.total };
  }
}

function attributeValues(product: ProductDto, identifier: string): string[] {
  const entry = product.productAttributes.find((a) => a.attribute.identifier === identifier);
  if (!entry) return [];
  return entry.attribute.type === "multi select"
    ? (JSON.parse(entry.value.val) as string[])
    : [entry.value.val];
}

beforeAll(async () => {
  t = await createTestApp();
  visitor = api(t.app);
  wholesaleToken = await tokenFor(t, WHOLESALE_EMAIL);
  retailToken = await tokenFor(t, RETAIL_EMAIL);
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

describe("categories", () => {
  it("lists the 15 categories of the spec, each with its meta; Spotlights and Outdoorwalllights have none", async () => {
    expect([...categoryBySlug.keys()].sort()).toEqual(
      [
        "Chandeliers",
        "Hanginglights",
        "Walllights",
        "Picturelights",
        "Spotlights",
        "Mirrorlights",
        "Ceilinglights",
        "Tablelamps",
        "Floorlamps",
        "Outdoorwalllights",
        "Bulkheadlights",
        "Gatelights",
        "Polelights",
        "Recessedlights",
        "Bulbs",
      ].sort(),
    );
    for (const slug of ["Spotlights", "Outdoorwalllights"]) {
      const c = category(slug);
      expect([c.metaTitle, c.metaDescription, c.metaKeywords]).toEqual(["", "", ""]);
    }
    expect(category("Chandeliers").metaTitle).not.toBe("");
  });

  it("finds one category by id (the storefront's slug → id lookup), 404 CATEGORY_NOT_FOUND otherwise", async () => {
    const walls = category("Walllights");
    const res = await visitor.get<CategoryDto>(`/v1/category/${walls.id}`);
    expect(res.data).toEqual(walls);
    const missing = await visitor.get("/v1/category/999999");
    expect(missing.statusCode).toBe(404);
    expect(missing.error?.code).toBe("CATEGORY_NOT_FOUND");
  });
});

describe("GET /product", () => {
  it("gives 12 products by default and the total of the website's catalogue", async () => {
    const [site] = await t.db.select().from(websites).where(eq(websites.code, "wholesale"));
    const [row] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from product_websites where website_id = ${site?.id ?? 0}`,
    );
    const res = await list({});
    expect(res.data.items).toHaveLength(12);
    expect(res.data.total).toBe(row?.n);
    expect(res.data.total).toBeGreaterThan(12);
  });

  it("pages with skip and limit without repeating or losing a product", async () => {
    const first = await list({ skip: 0, limit: 7 });
    const second = await list({ skip: 7, limit: 7 });
    const both = await list({ skip: 0, limit: 14 });
    expect([...first.data.items, ...second.data.items].map((p) => p.id)).toEqual(
      both.data.items.map((p) => p.id),
    );
  });

  it("refuses a page larger than 100 with 422", async () => {
    const res = await list({ limit: 101 });
    expect(res.statusCode).toBe(422);
    expect(res.error?.fields?.limit).toBeDefined();
  });

  it("filters by category: every product belongs to one of the asked categories", async () => {
    const chandeliers = category("Chandeliers");
    const bulbs = category("Bulbs");
    const one = await everything({ categories: String(chandeliers.id) });
    expect(one.items.length).toBe(one.total);
    expect(one.total).toBeGreaterThan(0);
    for (const p of one.items) expect(p.categories.map((c) => c.id)).toContain(chandeliers.id);

    const [counted] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(distinct product_id)::int as n from product_categories where category_id in (${chandeliers.id}, ${bulbs.id})`,
    );
    const two = await list({ categories: `${chandeliers.id},${bulbs.id}` });
    expect(two.data.total).toBe(counted?.n);
  });

  it("ORs values of one attribute and ANDs different attributes", async () => {
    const all = await everything({});
    const brandCounts = new Map<string, number>();
    for (const p of all.items) {
      for (const b of attributeValues(p, "brand")) brandCounts.set(b, (brandCounts.get(b) ?? 0) + 1);
    }
    const [brandA, brandB] = [...brandCounts.entries()].sort((x, y) => y[1] - x[1]).map(([b]) => b);
    if (!brandA || !brandB) throw new Error("the seed has fewer than two brands");

    const a = await list({ attributes: `brand:${brandA}` });
    const b = await list({ attributes: `brand:${brandB}` });
    const aOrB = await everything({ attributes: [`brand:${brandA}`, `brand:${brandB}`] });
    expect(a.data.total).toBe(brandCounts.get(brandA));
    expect(aOrB.total).toBe(a.data.total + b.data.total);
    for (const p of aOrB.items) expect([brandA, brandB]).toContain(attributeValues(p, "brand")[0]);

    // AND: the brand filter narrowed by a finish (a multi select, matched on any of its values).
    const finish = attributeValues(aOrB.items[0] as ProductDto, "finish")[0] ?? "";
    const narrowed = await everything({
      attributes: [`brand:${brandA}`, `brand:${brandB}`, `finish:${finish}`],
    });
    const expected = aOrB.items.filter((p) => attributeValues(p, "finish").includes(finish));
    expect(narrowed.items.map((p) => p.id).sort((x, y) => x - y)).toEqual(
      expected.map((p) => p.id).sort((x, y) => x - y),
    );
    expect(narrowed.total).toBeGreaterThan(0);
    expect(narrowed.total).toBeLessThanOrEqual(aOrB.total);
  });

  it("finds nothing for an attribute that does not exist, rather than failing", async () => {
    const res = await list({ attributes: "colour_temperature:2700K" });
    expect(res.statusCode).toBe(200);
    expect(res.data).toEqual({ items: [], total: 0 });
  });

  it("sorts by the requester's price, name and age", async () => {
    const lamps = String(category("Tablelamps").id);
    const visitorPrice = (p: ProductDto) => apiProductPrice(p, { id: groups.retail, isDefault: true });
    const wholesalePrice = (p: ProductDto) => apiProductPrice(p, { id: groups.wholesale, isDefault: false });

    const asc = (await everything({ categories: lamps, sort: "price_asc" })).items.map(visitorPrice);
    expect(asc).toEqual([...asc].sort((x, y) => x - y));
    const desc = (await everything({ categories: lamps, sort: "price_desc" })).items.map(visitorPrice);
    expect(desc).toEqual([...desc].sort((x, y) => y - x));
    const wholesaleAsc = (
      await everything({ categories: lamps, sort: "price_asc" }, wholesaleToken)
    ).items.map(wholesalePrice);
    expect(wholesaleAsc).toEqual([...wholesaleAsc].sort((x, y) => x - y));

    const names = (await everything({ categories: lamps, sort: "name_asc" })).items.map((p) => p.title);
    const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
    expect(names).toEqual([...names].sort(byName));
    const namesDesc = (await everything({ categories: lamps, sort: "name_desc" })).items.map((p) => p.title);
    expect(namesDesc).toEqual([...namesDesc].sort(byName).reverse());

    const newest = (await list({ sort: "newest", limit: 20 })).data.items.map((p) => p.id);
    const [latest] = await queryRows<{ id: number }>(
      t.db,
      sql`select id from products order by created_at desc, id desc limit 1`,
    );
    expect(newest[0]).toBe(latest?.id);
  });
});

describe("search", () => {
  it("finds chandeliers for the misspelt 'chandelir'", async () => {
    const res = await list({ search: "chandelir", limit: 5 });
    expect(res.data.total).toBeGreaterThan(0);
    for (const p of res.data.items) expect(p.title.toLowerCase()).toContain("chandelier");
  });

  it("suggests chandeliers for 'chandelir' too, and counts their facets as for 'chandelier'", async () => {
    const suggested = await visitor.get<ProductDto[]>("/v1/product/suggestions", {
      query: { search: "chandelir" },
    });
    expect(suggested.data.length).toBeGreaterThan(0);
    for (const p of suggested.data) expect(p.title.toLowerCase()).toContain("chandelier");
    const [typo, right] = await Promise.all(
      ["chandelir", "chandelier"].map((search) =>
        visitor.get<ProductFiltersDto>("/v1/product/filters", { query: { search } }),
      ),
    );
    expect(typo?.data).toEqual(right?.data);
    const [typoList, rightList] = await Promise.all([
      list({ search: "chandelir" }),
      list({ search: "chandelier" }),
    ]);
    expect(typoList.data.total).toBe(rightList.data.total);
  });

  it("suggests chandeliers for the first letters 'chand'", async () => {
    const res = await visitor.get<ProductDto[]>("/v1/product/suggestions", { query: { search: "chand" } });
    expect(res.data).toHaveLength(5);
    for (const p of res.data) expect(p.title.toLowerCase()).toContain("chandelier");
  });

  it("puts the product with that exact SKU first, typed in any case", async () => {
    // A bulb's SKU: the letters 'RL' are in every SKU, so only the exact match may rank it first.
    const bulbs = await list({ categories: String(category("Bulbs").id), limit: 3 });
    const sku = bulbs.data.items[2]?.sku ?? "";
    expect(sku).not.toBe("");
    for (const search of [sku, sku.toLowerCase()]) {
      const found = await list({ search });
      expect(found.data.items[0]?.sku).toBe(sku);
      const suggested = await visitor.get<ProductDto[]>("/v1/product/suggestions", { query: { search } });
      expect(suggested.data[0]?.sku).toBe(sku);
    }
  });

  it("matches words anywhere in the product: title, attributes and category", async () => {
    const res = await everything({ search: "brass" });
    expect(res.total).toBeGreaterThan(0);
    for (const p of res.items) {
      const text = [p.title, p.description, ...p.productAttributes.map((a) => a.value.val)]
        .join(" ")
        .toLowerCase();
      expect(text).toContain("brass");
    }
  });

  it("keeps suggestions inside a category when one is given", async () => {
    const walls = category("Walllights");
    const res = await visitor.get<ProductDto[]>("/v1/product/suggestions", {
      query: { search: "light", categoryId: walls.id, limit: 10 },
    });
    expect(res.data.length).toBeGreaterThan(0);
    for (const p of res.data) expect(p.categories.map((c) => c.id)).toContain(walls.id);
  });

  it("treats tsquery syntax in the text as plain words", async () => {
    for (const search of ["chand & | !", "(gold", "'", "\\", "%_", "a:*"]) {
      const res = await list({ search });
      expect(res.statusCode, search).toBe(200);
    }
  });

  it("needs text for suggestions: empty search is a 422", async () => {
    const res = await visitor.get("/v1/product/suggestions", { query: { search: " " } });
    expect(res.statusCode).toBe(422);
    expect(res.error?.fields?.search).toBeDefined();
  });
});

describe("prices by customer group", () => {
  let distributorGroup: number;
  let product: ProductDto;

  beforeAll(async () => {
    // A third group with its own price on one product: no one outside that group may see it.
    const [distributor] = await t.db
      .insert(customerGroups)
      .values({ name: "Distributor", isDefault: false })
      .returning({ id: customerGroups.id });
    distributorGroup = distributor?.id ?? 0;
    const [special] = await queryRows<{ product_id: number; website_id: number }>(
      t.db,
      sql`select product_id, website_id from website_product_prices where customer_group_id = ${groups.wholesale} order by product_id limit 1`,
    );
    if (!special) throw new Error("the seed gives no product a Wholesale group price");
    await t.db.insert(websiteProductPrices).values({
      productId: special.product_id,
      websiteId: special.website_id,
      customerGroupId: distributorGroup,
      price: 1,
    });
    const [slugRow] = await queryRows<{ slug: string }>(
      t.db,
      sql`select slug from product_websites where product_id = ${special.product_id}`,
    );
    product = (await visitor.get<ProductDto>(`/v1/product/${slugRow?.slug}`)).data;
  });

  it("shows a visitor only the default group's price and no wholesale price", async () => {
    expect(product.websiteProductPrices.map((p) => p.customerGroup)).toEqual([
      { id: groups.retail, isDefault: true },
    ]);
    expect("wholesalePrice" in product).toBe(false);
  });

  it("shows a retail buyer the same as a visitor", async () => {
    const res = await visitor.get<ProductDto>(`/v1/product/${product.websites[0]?.slug}`, {
      token: retailToken,
    });
    expect(res.data.websiteProductPrices.map((p) => p.customerGroup.id)).toEqual([groups.retail]);
    expect("wholesalePrice" in res.data).toBe(false);
  });

  it("shows a wholesale buyer the default price, their own and the wholesale price, never another group's", async () => {
    const res = await visitor.get<ProductDto>(`/v1/product/${product.websites[0]?.slug}`, {
      token: wholesaleToken,
    });
    expect(res.data.websiteProductPrices.map((p) => p.customerGroup)).toEqual([
      { id: groups.retail, isDefault: true },
      { id: groups.wholesale, isDefault: false },
    ]);
    expect(res.data.wholesalePrice).toBeGreaterThan(0);
    const [own] = await t.db
      .select({ price: websiteProductPrices.price })
      .from(websiteProductPrices)
      .where(
        and(
          eq(websiteProductPrices.productId, product.id),
          eq(websiteProductPrices.customerGroupId, groups.wholesale),
        ),
      );
    expect(toPaise(res.data.websiteProductPrices[1]?.price ?? 0)).toBe(own?.price);
    expect(JSON.stringify(res.data)).not.toContain(`"id":${distributorGroup}`);
  });

  it("lets the cache keep a visitor's answer for a minute, a buyer's answer only in their own browser", async () => {
    const open = await list({ limit: 1 });
    expect(open.headers["cache-control"]).toBe("public, max-age=60");
    const personal = await list({ limit: 1 }, wholesaleToken);
    expect(personal.headers["cache-control"]).toBe("private, max-age=60");
    expect(String(personal.headers.vary)).toMatch(/authorization/i);
  });
});

describe("the minute's page cache", () => {
  it("answers the same page again without SQL, and keeps each price group's page apart", async () => {
    const query = { sort: "price_desc", limit: 6, skip: 12 };
    const first = await list(query);
    const counter = countQueries(t.db);
    try {
      const again = await list(query);
      expect(counter.count).toBe(0);
      expect(again.data).toEqual(first.data);

      counter.reset();
      const trade = await list(query, wholesaleToken);
      // The buyer and their group, then the page in the Wholesale group's price order.
      expect(counter.count).toBeGreaterThan(1);
      const tradePrices = trade.data.items.map((p) =>
        apiProductPrice(p, { id: groups.wholesale, isDefault: false }),
      );
      expect(tradePrices).toEqual([...tradePrices].sort((a, b) => b - a));
      expect(trade.data.items).toHaveLength(6);
      // The visitor's cached page never carries the Wholesale group's prices.
      const groupsShown = first.data.items.flatMap((p) =>
        p.websiteProductPrices.map((w) => w.customerGroup.id),
      );
      expect(groupsShown).not.toContain(groups.wholesale);
    } finally {
      counter.stop();
    }
  });
});

describe("product, random and filters", () => {
  it("finds a product by its slug, 404 PRODUCT_NOT_FOUND otherwise", async () => {
    const first = (await list({ limit: 1 })).data.items[0] as ProductDto;
    const slug = first.websites[0]?.slug ?? "";
    const res = await visitor.get<ProductDto>(`/v1/product/${slug}`);
    expect(res.data).toEqual(first);
    expect(res.data.images.every((i) => i.path === `/storage/${i.key}`)).toBe(true);
    const missing = await visitor.get("/v1/product/no-such-lamp");
    expect(missing.statusCode).toBe(404);
    expect(missing.error?.code).toBe("PRODUCT_NOT_FOUND");
  });

  it("keeps multi-select values as JSON lists", async () => {
    const items = (await list({ limit: 20 })).data.items;
    const multi = items
      .flatMap((p) => p.productAttributes)
      .filter((a) => a.attribute.type === "multi select");
    expect(multi.length).toBeGreaterThan(0);
    for (const a of multi) expect(Array.isArray(JSON.parse(a.value.val))).toBe(true);
  });

  it("picks 8 random products of the asked category by default", async () => {
    const floor = category("Floorlamps");
    const res = await visitor.get<ProductDto[]>("/v1/product/random", { query: { categoryId: floor.id } });
    const inCategory = (await list({ categories: String(floor.id) })).data.total;
    expect(res.data).toHaveLength(Math.min(8, inCategory));
    for (const p of res.data) expect(p.categories.map((c) => c.id)).toContain(floor.id);
    expect(new Set(res.data.map((p) => p.id)).size).toBe(res.data.length);
  });

  it("draws a new random pick on every request from the minute's pool, without sorting the category again", async () => {
    const chandeliers = category("Chandeliers");
    const ask = () =>
      visitor.get<ProductDto[]>("/v1/product/random", { query: { categoryId: chandeliers.id, limit: 12 } });
    const first = await ask();
    const counter = countQueries(t.db);
    try {
      const picks = [first.data.map((p) => p.id).join()];
      for (let i = 0; i < 3; i++) {
        counter.reset();
        const again = await ask();
        // The pick's products with their parts, in one statement; the pool is not drawn again.
        expect(counter.count).toBe(1);
        expect(again.data).toHaveLength(12);
        for (const p of again.data) expect(p.categories.map((c) => c.id)).toContain(chandeliers.id);
        picks.push(again.data.map((p) => p.id).join());
      }
      expect(new Set(picks).size).toBeGreaterThan(1);
    } finally {
      counter.stop();
    }
  });

  it("counts each attribute value among the category's products and gives its price range", async () => {
    const chandeliers = category("Chandeliers");
    const res = await visitor.get<ProductFiltersDto>("/v1/product/filters", {
      query: { categories: chandeliers.id },
    });
    const all = await everything({ categories: String(chandeliers.id) });

    const range = res.data.filters.find((f) => f.type === "range");
    const prices = all.items.map((p) => apiProductPrice(p, { id: groups.retail, isDefault: true }));
    expect(range).toEqual({
      type: "range",
      slug: "price",
      min: Math.min(...prices) / 100,
      max: Math.max(...prices) / 100,
    });

    const brand = res.data.filters.find((f) => f.type === "check" && f.slug === "brand");
    if (brand?.type !== "check") throw new Error("no brand facet");
    const expected = new Map<string, number>();
    for (const p of all.items) {
      for (const v of attributeValues(p, "brand")) expected.set(v, (expected.get(v) ?? 0) + 1);
    }
    expect(new Map(brand.items.map((i) => [i.value, i.count]))).toEqual(expected);
    expect(brand.items.reduce((sum, i) => sum + i.count, 0)).toBe(all.total);

    const finish = res.data.filters.find((f) => f.type === "check" && f.slug === "finish");
    if (finish?.type !== "check") throw new Error("no finish facet");
    const someFinish = finish.items[0];
    const withFinish = all.items.filter((p) =>
      attributeValues(p, "finish").includes(someFinish?.value ?? ""),
    );
    expect(someFinish?.count).toBe(withFinish.length);
  });

  it("gives a wholesale buyer the price range of the wholesale prices", async () => {
    const bulbs = category("Bulbs");
    const res = await visitor.get<ProductFiltersDto>("/v1/product/filters", {
      query: { categories: bulbs.id },
      token: wholesaleToken,
    });
    const all = await everything({ categories: String(bulbs.id) }, wholesaleToken);
    const prices = all.items.map((p) => apiProductPrice(p, { id: groups.wholesale, isDefault: false }));
    const range = res.data.filters.find((f) => f.type === "range");
    expect(range).toMatchObject({ min: Math.min(...prices) / 100, max: Math.max(...prices) / 100 });
  });

  it("narrows the facets to the search", async () => {
    const res = await visitor.get<ProductFiltersDto>("/v1/product/filters", {
      query: { search: "chandelier" },
    });
    const found = await list({ search: "chandelier", limit: 1 });
    const brand = res.data.filters.find((f) => f.type === "check" && f.slug === "brand");
    if (brand?.type !== "check") throw new Error("no brand facet");
    expect(brand.items.reduce((sum, i) => sum + i.count, 0)).toBe(found.data.total);
  });
});

describe("banners, blog and settings", () => {
  it("lists the home banners with a storage path", async () => {
    const res =
      await visitor.get<{ key: string; path: string; title: string; link: string }[]>("/v1/website/banner");
    expect(res.data.length).toBeGreaterThan(0);
    for (const b of res.data) {
      expect(b.path).toBe(`/storage/${b.key}`);
      expect(b.title).not.toBe("");
    }
  });

  it("pages the blog newest first and opens a post by slug", async () => {
    const page = await visitor.get<{ items: { slug: string; publishedAt: string }[]; total: number }>(
      "/v1/blog/posts",
      { query: { limit: 5 } },
    );
    expect(page.data.items).toHaveLength(5);
    expect(page.data.total).toBeGreaterThanOrEqual(12);
    const dates = page.data.items.map((p) => p.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const post = await visitor.get<{ slug: string }>(`/v1/blog/posts/${page.data.items[0]?.slug}`);
    expect(post.data.slug).toBe(page.data.items[0]?.slug);
    expect((await visitor.get("/v1/blog/posts/no-such-post")).error?.code).toBe("BLOG_POST_NOT_FOUND");
  });

  it("gives the shop's details for header, footer and structured data", async () => {
    const res = await visitor.get<{ phones: string[]; gstin: string; bank: { ifsc: string } }>(
      "/v1/settings",
    );
    expect(res.statusCode).toBe(200);
    expect(res.data.phones.length).toBeGreaterThan(0);
    expect(res.data.gstin).toMatch(/^[0-9]{2}[A-Z0-9]{13}$/);
    expect(res.data.bank.ifsc).toMatch(/^[A-Z]{4}0[A-Z0-9]{6}$/);
  });
});
