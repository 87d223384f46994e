import type { AdminProductDto, ProductFiltersDto, ProductPageDto } from "@roshni/core";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { queryRows } from "../../db/client";
import {
  adminApi,
  api,
  createTestApp,
  DEMO_STAFF_EMAIL,
  staffCookie,
  type TestApp,
} from "../../test/harness";

/**
 * Two API processes on one database, as in production: a staff change saved through one is found by the
 * other's search, lists and facets, re-indexed in place from the catalogue's change log.
 */
let t: TestApp;
let other: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  t = await createTestApp();
  other = await buildApp({ env: { ...t.env, CATALOGUE_SYNC_MS: 50 }, db: t.db, storageDir: t.storageDir });
  await other.ready();
  // Both indexes are built before the changes, so that the second must follow the log.
  await api(other).get("/v1/product", { query: { search: "lamp" } });
  await api(t.app).get("/v1/product", { query: { search: "lamp" } });
});
afterAll(async () => {
  await other?.close();
  await t?.close();
});

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 5000;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    value = await read();
  }
  return value;
}

describe("a staff change on another API process", () => {
  it("is found by title, price order and facets there, without a whole rebuild", async () => {
    const staff = adminApi(t.app, await staffCookie(t, DEMO_STAFF_EMAIL.owner));
    const [row] = await queryRows<{ id: number }>(
      t.db,
      sql`select p.id from products p join product_websites w on w.product_id = p.id and w.visible
      order by p.id limit 1`,
    );
    const id = row?.id ?? 0;
    const before = other.deps.catalogueSearch.status();
    const saved = await staff.patch<AdminProductDto>(`/v1/admin/products/${id}`, {
      title: "Zanzibar Peacock Lantern",
      mrp: 900_000,
      sellingPrice: 899_999,
    });
    expect(saved.statusCode).toBe(200);

    const visitor = api(other);
    const found = await eventually(
      async () => (await visitor.get<ProductPageDto>("/v1/product", { query: { search: "zanzibar" } })).data,
      (page) => page.total === 1,
    );
    expect(found.items.map((item) => item.id)).toEqual([id]);
    const dearest = await visitor.get<ProductPageDto>("/v1/product", {
      query: { sort: "price_desc", limit: 1 },
    });
    expect(dearest.data.items[0]?.id).toBe(id);
    // The facets of the new word count that one product.
    const filters = await visitor.get<ProductFiltersDto>("/v1/product/filters", {
      query: { search: "zanzibar" },
    });
    expect(filters.data.filters.length).toBeGreaterThan(0);
    expect(JSON.stringify(filters.data.filters)).not.toMatch(/"count":(0|[2-9]|\d\d)/);
    // The storefront's cached pages follow through a job, with the product named.
    const [revalidate] = await queryRows<{ data: { productIds?: number[] } }>(
      t.db,
      sql`select data from pgboss.job where name = 'storefront.revalidate' order by created_on desc limit 1`,
    );
    expect(revalidate?.data.productIds).toEqual([id]);
    expect((await t.drain()).failed).toEqual([]);
    // The index took the change in place: it is the same build, at a newer version.
    const after = other.deps.catalogueSearch.status();
    expect(after.buildMs).toBe(before.buildMs);
    expect(after.version).toBeGreaterThan(before.version ?? 0);
  });

  it("a quick edit of several prices reaches the other process's price filter", async () => {
    const staff = adminApi(t.app, await staffCookie(t, DEMO_STAFF_EMAIL.owner));
    const rows = await queryRows<{ id: number }>(
      t.db,
      sql`select p.id from products p join product_websites w on w.product_id = p.id and w.visible
      order by p.id desc limit 3`,
    );
    const res = await staff.patch("/v1/admin/products", {
      rows: rows.map((r) => ({ id: r.id, mrp: 123_456, sellingPrice: 123_455 })),
    });
    expect(res.statusCode).toBe(200);
    const page = await eventually(
      async () =>
        (
          await api(other).get<ProductPageDto>("/v1/product", {
            query: { priceMin: 123_455, priceMax: 123_455, limit: 10 },
          })
        ).data,
      (p) => p.total === 3,
    );
    expect(page.items.map((item) => item.id).sort()).toEqual(rows.map((r) => r.id).sort());
  });
});
