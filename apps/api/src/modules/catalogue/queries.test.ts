import type { ProductPageDto } from "@roshni/core";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, countQueries, createTestApp, type TestApp, tokenFor } from "../../test/harness";

let t: TestApp;
beforeAll(async () => {
  // No cache: every request runs its SQL, which is what is counted here (the cache is tested in
  // catalogue.test.ts).
  t = await createTestApp({ env: { CATALOGUE_CACHE_SECONDS: 0 } });
});
afterAll(async () => t?.close());

describe("SQL statements per request", () => {
  it("stay the same whatever the page size: one statement for the page's products and their parts", async () => {
    const token = await tokenFor(t, "wholesale@demo.roshnilighting.in");
    const counter = countQueries(t.db);
    try {
      const statementsFor = async (query: Record<string, string | number>, withToken: boolean) => {
        counter.reset();
        const res = await api(t.app).get<ProductPageDto>("/v1/product", {
          query,
          token: withToken ? token : null,
        });
        expect(res.statusCode).toBe(200);
        return { count: counter.count, items: res.data.items.length };
      };

      // The process looks the website and the default group up once, and loads the search index.
      await statementsFor({ categories: "1", limit: 1 }, false);
      // The search index answers the page's ids and the total; then one statement reads the page's
      // products with their images, attributes, prices and categories.
      const sorted = await statementsFor({ sort: "name_asc", limit: 1 }, false);
      expect(sorted.count).toBe(1);

      for (const withToken of [false, true]) {
        const small = await statementsFor({ limit: 1 }, withToken);
        const large = await statementsFor({ limit: 100 }, withToken);
        expect(small.items).toBe(1);
        expect(large.items).toBe(100);
        expect(large.count).toBe(small.count);
        // The token adds the one query that loads the buyer and their group.
        expect(small.count).toBe(withToken ? 2 : 1);

        await statementsFor({ search: "light", limit: 1 }, withToken);
        const searchSmall = await statementsFor({ search: "light", limit: 2 }, withToken);
        const searchLarge = await statementsFor({ search: "light", limit: 60 }, withToken);
        expect(searchLarge.items).toBeGreaterThan(searchSmall.items);
        expect(searchLarge.count).toBe(searchSmall.count);
      }
    } finally {
      counter.stop();
    }
  });
});

const attributeIdentifiers = ["brand", "material", "finish", "style", "wattage", "holder_type", "nope"];

// Query strings as a hostile or buggy client sends them: known keys with odd values, unknown keys,
// repeated keys, unicode, tsquery and LIKE syntax, numbers out of range.
const queryValue = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom(
    "",
    " ",
    "-1",
    "0",
    "1",
    "12",
    "100",
    "101",
    "1e3",
    "NaN",
    "9999999999999",
    "chand",
    "RL-CH-00001",
  ),
  fc.constantFrom("a & b", "!x", "(y", "'", "\\", "%", "_", "x:*", "<%", "chandelir"),
  fc.string({ unit: "grapheme", maxLength: 12 }),
);

const queryParams = fc.array(
  fc.tuple(
    fc.oneof(
      fc.constantFrom(
        "skip",
        "limit",
        "sort",
        "search",
        "categories",
        "attributes",
        "categoryId",
        "priceMin",
        "priceMax",
      ),
      fc.string({ maxLength: 8 }),
    ),
    fc.oneof(
      queryValue,
      fc.constantFrom("price_asc", "price_desc", "name_asc", "name_desc", "newest", "default"),
      fc.tuple(fc.constantFrom(...attributeIdentifiers), queryValue).map(([k, v]) => `${k}:${v}`),
      fc.array(fc.integer({ min: -5, max: 40 }), { maxLength: 4 }).map((ids) => ids.join(",")),
    ),
  ),
  { maxLength: 6 },
);

const paths = fc.constantFrom(
  "/v1/product",
  "/v1/product/filters",
  "/v1/product/random",
  "/v1/product/suggestions",
  "/v1/category",
);

describe("catalogue query strings", () => {
  it("never cause a 5xx and are always answered in the envelope", async () => {
    await fc.assert(
      fc.asyncProperty(paths, queryParams, async (path, params) => {
        const search = new URLSearchParams();
        for (const [key, value] of params) search.append(key, value);
        const raw = await t.app.inject({
          method: "GET",
          url: `${path}?${search.toString()}`,
          headers: { website: "wholesale" },
        });
        expect(raw.statusCode).toBeLessThan(500);
        const body = raw.json() as { ok: boolean; statusCode: number; data: unknown };
        expect(body.statusCode).toBe(raw.statusCode);
        expect(body.ok).toBe(raw.statusCode < 400);
        if (!body.ok) {
          const error = (body.data as { error: { code: string; message: string } }).error;
          expect(error.code).toMatch(/^[A-Z][A-Z0-9_]*$/);
          expect(error.message.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 150 },
    );
  });
});
