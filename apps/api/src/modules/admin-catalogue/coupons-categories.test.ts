import type {
  AdminCategoryDto,
  AdminCouponDto,
  AdminCouponPageDto,
  CategoryDto,
  CouponDto,
} from "@roshni/core";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/client";
import {
  adminApi,
  api,
  createTestApp,
  DEMO_STAFF_EMAIL,
  staffCookie,
  type TestApp,
  tokenFor,
} from "../../test/harness";

let t: TestApp;
let sales: ReturnType<typeof adminApi>;
let catalogue: ReturnType<typeof adminApi>;

beforeAll(async () => {
  t = await createTestApp({ products: 60 });
  sales = adminApi(t.app, await staffCookie(t, DEMO_STAFF_EMAIL.sales));
  catalogue = adminApi(t.app, await staffCookie(t, DEMO_STAFF_EMAIL.catalogue));
});

afterAll(async () => {
  await t?.close();
});

const coupon = {
  code: "festive12",
  description: "Festive season",
  subtotalPercent: 12.5,
  packingType: "absolute",
  packingDiscount: 250,
  transportType: "percent",
  transportDiscount: 50,
  validFrom: "2026-01-01",
  validTo: "2036-12-31",
  usageLimit: 100,
  usagePerCustomer: 2,
  active: true,
  customerGroupIds: [],
  customerIds: [],
};

describe("coupons in the back office", () => {
  it("sales creates a coupon that buyers can use at once, with the spec's terms", async () => {
    const res = await sales.post<AdminCouponDto>("/v1/admin/coupons", coupon);
    expect(res.statusCode, JSON.stringify(res.error)).toBe(201);
    expect(res.data).toMatchObject({
      code: "FESTIVE12",
      validFrom: "2026-01-01",
      validTo: "2036-12-31",
      uses: 0,
    });
    const buyer = await api(t.app).get<CouponDto>("/v1/coupons/festive12");
    expect(buyer.statusCode).toBe(200);
    expect(buyer.data).toMatchObject({
      subtotalType: "percent",
      subtotalDiscount: 12.5,
      packingType: "absolute",
      packingDiscount: 250,
      transportType: "percent",
      transportDiscount: 50,
    });
  });

  it("a disabled coupon is refused to buyers; enabling it again brings it back", async () => {
    const [row] = await queryRows<{ id: number }>(t.db, sql`select id from coupons where code = 'FESTIVE12'`);
    const off = await sales.patch<AdminCouponDto>(`/v1/admin/coupons/${row?.id}`, { active: false });
    expect(off.data.active).toBe(false);
    const refused = await api(t.app).get("/v1/coupons/FESTIVE12");
    expect(refused.error?.message).toBe("This coupon is no longer available.");
    await sales.patch(`/v1/admin/coupons/${row?.id}`, { active: true });
    expect((await api(t.app).get("/v1/coupons/FESTIVE12")).statusCode).toBe(200);
  });

  it("a coupon limited to the Wholesale group is refused to a retail buyer", async () => {
    const [group] = await queryRows<{ id: number }>(
      t.db,
      sql`select id from customer_groups where not is_default limit 1`,
    );
    const res = await sales.post<AdminCouponDto>("/v1/admin/coupons", {
      ...coupon,
      code: "TRADEONLY2",
      customerGroupIds: [group?.id],
    });
    expect(res.data.customerGroupIds).toEqual([group?.id]);
    const retail = await api(t.app).get("/v1/coupons/auth/TRADEONLY2", {
      token: await tokenFor(t, "retail@demo.roshnilighting.in"),
    });
    expect(retail.statusCode).toBeGreaterThanOrEqual(400);
    const wholesale = await api(t.app).get("/v1/coupons/auth/TRADEONLY2", {
      token: await tokenFor(t, "wholesale@demo.roshnilighting.in"),
    });
    expect(wholesale.statusCode).toBe(200);
  });

  it("a code already in use, an unknown group and a percent above 100 are refused with a sentence", async () => {
    const taken = await sales.post("/v1/admin/coupons", coupon);
    expect(taken.statusCode).toBe(409);
    expect(taken.error?.fields?.code).toBe("Another coupon has this code.");
    const group = await sales.post("/v1/admin/coupons", { ...coupon, code: "X1", customerGroupIds: [9999] });
    expect(group.error?.fields?.customerGroupIds).toBe("A chosen group does not exist.");
    const [row] = await queryRows<{ id: number }>(t.db, sql`select id from coupons where code = 'FESTIVE12'`);
    const percent = await sales.patch(`/v1/admin/coupons/${row?.id}`, { packingType: "percent" });
    expect(percent.statusCode).toBe(422);
    expect(percent.error?.fields?.packingDiscount).toBe("The packing discount is at most 100 %.");
  });

  it("the list pages newest first and counts uses; the catalogue role has no coupons", async () => {
    const page = await sales.get<AdminCouponPageDto>("/v1/admin/coupons", { query: { limit: 2 } });
    expect(page.data.items[0]?.code).toBe("TRADEONLY2");
    expect(page.data.nextCursor).not.toBeNull();
    const next = await sales.get<AdminCouponPageDto>("/v1/admin/coupons", {
      query: { limit: 50, cursor: page.data.nextCursor ?? "" },
    });
    const codes = [...page.data.items, ...next.data.items].map((c) => c.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect((await catalogue.get("/v1/admin/coupons")).statusCode).toBe(403);
  });

  it("a coupon limited to buyers names them; an id that is no buyer is refused and nothing is written", async () => {
    const buyers = await queryRows<{ id: number; email: string }>(
      t.db,
      sql`select id, email from customers where email in ('retail@demo.roshnilighting.in', 'wholesale@demo.roshnilighting.in') order by id`,
    );
    const unknown = await sales.post("/v1/admin/coupons", {
      ...coupon,
      code: "FORTWO",
      customerIds: [buyers[0]?.id, 999_999],
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.error?.fields?.customerIds).toBe("A chosen buyer does not exist.");
    const none = await queryRows(t.db, sql`select id from coupons where code = 'FORTWO'`);
    expect(none).toHaveLength(0);

    // A buyer of another website (a second storefront on the same database) is refused by name.
    const [site] = await queryRows<{ id: number }>(
      t.db,
      sql`insert into websites (code, name) values ('retail-counter', 'Retail counter') returning id`,
    );
    const [elsewhere] = await queryRows<{ id: number }>(
      t.db,
      sql`insert into customers (website_id, customer_group_id, name, email, phone, password_hash)
          select ${site?.id}, id, 'Counter Buyer', 'counter@example.in', '+919811100000', 'not-a-hash'
          from customer_groups where is_default limit 1 returning id`,
    );
    const foreign = await sales.post("/v1/admin/coupons", {
      ...coupon,
      code: "FORTWO",
      customerIds: [buyers[0]?.id, elsewhere?.id],
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.error?.fields?.customerIds).toBe(
      "A chosen buyer is a buyer of another website: choose buyers of this shop.",
    );
    expect(await queryRows(t.db, sql`select id from coupons where code = 'FORTWO'`)).toHaveLength(0);

    const res = await sales.post<AdminCouponDto>("/v1/admin/coupons", {
      ...coupon,
      code: "FORTWO",
      customerIds: buyers.map((b) => b.id),
    });
    expect(res.statusCode, JSON.stringify(res.error)).toBe(201);
    expect(res.data.customers.map((b) => b.email)).toEqual(buyers.map((b) => b.email));
    expect(res.data.customers[0]).toMatchObject({ id: buyers[0]?.id, name: expect.any(String) });
    const foreignPatch = await sales.patch(`/v1/admin/coupons/${res.data.id}`, {
      customerIds: [elsewhere?.id],
    });
    expect(foreignPatch.statusCode).toBe(422);
    expect((await sales.get<AdminCouponDto>(`/v1/admin/coupons/${res.data.id}`)).data.customers).toHaveLength(
      2,
    );
    const cleared = await sales.patch<AdminCouponDto>(`/v1/admin/coupons/${res.data.id}`, {
      customerIds: [],
    });
    expect(cleared.data.customers).toEqual([]);
  });
});

describe("categories in the back office", () => {
  it("a changed title and meta texts reach the storefront; sales may not change them", async () => {
    const list = await catalogue.get<{ items: AdminCategoryDto[] }>("/v1/admin/categories");
    const first = list.data.items[0];
    if (!first) throw new Error("no category");
    expect(first.productCount).toBeGreaterThan(0);
    const res = await catalogue.patch<AdminCategoryDto>(`/v1/admin/categories/${first.id}`, {
      title: "Crystal Chandeliers",
      metaTitle: "Crystal chandeliers wholesale | Roshni Lighting",
      position: 0,
    });
    expect(res.statusCode).toBe(200);
    const shop = await api(t.app).get<CategoryDto[]>("/v1/category");
    expect(shop.data.find((c) => c.id === first.id)).toMatchObject({
      title: "Crystal Chandeliers",
      metaTitle: "Crystal chandeliers wholesale | Roshni Lighting",
    });
    expect((await sales.patch(`/v1/admin/categories/${first.id}`, { title: "x" })).statusCode).toBe(403);
  });

  it("a url in use or with spaces is refused", async () => {
    const list = await catalogue.get<{ items: AdminCategoryDto[] }>("/v1/admin/categories");
    const [a, b] = list.data.items;
    const taken = await catalogue.patch(`/v1/admin/categories/${a?.id}`, { url: b?.url });
    expect(taken.statusCode).toBe(409);
    expect(taken.error?.fields?.url).toBe("Another category has this url.");
    const spaces = await catalogue.post("/v1/admin/categories", {
      title: "Fans",
      url: "ceiling fans",
      metaTitle: "",
      metaDescription: "",
      metaKeywords: "",
      position: 20,
    });
    expect(spaces.error?.fields?.url).toBe("Use letters, digits and single hyphens in the url.");
    const created = await catalogue.post<AdminCategoryDto>("/v1/admin/categories", {
      title: "Ceiling Fans",
      url: "Ceiling-Fans",
      metaTitle: "",
      metaDescription: "",
      metaKeywords: "",
      position: 20,
    });
    expect(created.statusCode).toBe(201);
    expect(created.data.productCount).toBe(0);
  });
});
