import type { CouponDto } from "@roshni/core";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { couponCustomerGroups, couponCustomers, coupons, customerGroups } from "../../db/schema";
import { api, createTestApp, type TestApp } from "../../test/harness";
import { addTestCustomer } from "../orders/test-fixtures";

const DAY = 24 * 60 * 60 * 1000;

let testApp: TestApp;
let retail: { id: number; token: string };
let trader: { id: number; token: string };
let favourite: { id: number; token: string };

async function addCoupon(values: typeof coupons.$inferInsert): Promise<number> {
  const [row] = await testApp.db.insert(coupons).values(values).returning({ id: coupons.id });
  if (!row) throw new Error("coupon insert returned no row");
  return row.id;
}

beforeAll(async () => {
  testApp = await createTestApp({ products: 5 });
  retail = await addTestCustomer(testApp, { email: "retail-buyer@example.in" });
  trader = await addTestCustomer(testApp, { email: "trader@example.in", wholesale: true });
  favourite = await addTestCustomer(testApp, { email: "favourite@example.in" });
  const now = Date.now();

  await addCoupon({
    code: "MONSOON",
    subtotalType: "percent",
    subtotalDiscount: 1250,
    packingType: "absolute",
    packingDiscount: 50_000,
    transportType: "percent",
    transportDiscount: 10_000,
    validFrom: new Date(now - DAY),
    validTo: new Date(now + DAY),
  });
  await addCoupon({ code: "OLDDEAL", subtotalDiscount: 1000, validTo: new Date(now - DAY) });
  await addCoupon({ code: "SOONDEAL", subtotalDiscount: 1000, validFrom: new Date(now + DAY) });
  await addCoupon({ code: "PAUSED", subtotalDiscount: 1000, active: false });
  await addCoupon({ code: "ALLGONE", subtotalDiscount: 1000, usageLimit: 0 });

  const [wholesaleGroup] = await testApp.db
    .select({ id: customerGroups.id })
    .from(customerGroups)
    .where(eq(customerGroups.isDefault, false));
  const traders = await addCoupon({ code: "TRADEONLY", subtotalDiscount: 500 });
  await testApp.db
    .insert(couponCustomerGroups)
    .values({ couponId: traders, customerGroupId: wholesaleGroup?.id ?? 0 });
  const personal = await addCoupon({ code: "JUSTFORYOU", subtotalDiscount: 700 });
  await testApp.db.insert(couponCustomers).values({ couponId: personal, customerId: favourite.id });
});

afterAll(async () => {
  await testApp?.close();
});

describe("coupon check", () => {
  it("a valid coupon answers its terms in rupees and percent, whatever the case typed", async () => {
    const res = await api(testApp.app).get<CouponDto>("/v1/coupons/monsoon");
    expect(res.statusCode).toBe(200);
    expect(res.data).toEqual({
      code: "MONSOON",
      subtotalType: "percent",
      subtotalDiscount: 12.5,
      packingType: "absolute",
      packingDiscount: 500,
      transportType: "percent",
      transportDiscount: 100,
    });
  });

  it.each([
    ["NOSUCHCODE", 404, "COUPON_NOT_FOUND", "This coupon code does not exist. Check the spelling."],
    ["OLDDEAL", 422, "COUPON_EXPIRED", "This coupon has expired."],
    ["SOONDEAL", 422, "COUPON_NOT_APPLICABLE", "This coupon is not valid yet."],
    ["PAUSED", 422, "COUPON_NOT_APPLICABLE", "This coupon is no longer available."],
    ["ALLGONE", 422, "COUPON_USED_UP", "This coupon has already been used as many times as it allows."],
    [
      "TRADEONLY",
      422,
      "COUPON_NOT_APPLICABLE",
      "This coupon is for wholesale accounts only. Sign in to use it.",
    ],
    ["JUSTFORYOU", 422, "COUPON_NOT_APPLICABLE", "Sign in to use this coupon."],
  ])("a visitor checking %s gets %i %s with a readable message", async (code, status, errorCode, message) => {
    const res = await api(testApp.app).get(`/v1/coupons/${code}`);
    expect(res.statusCode).toBe(status);
    expect(res.body.ok).toBe(false);
    expect(res.error).toEqual({ code: errorCode, message });
  });

  it("a wholesale-only coupon is refused to a retail buyer and accepted for a wholesale buyer", async () => {
    const refused = await api(testApp.app).get("/v1/coupons/auth/TRADEONLY", { token: retail.token });
    expect(refused.statusCode).toBe(422);
    expect(refused.error?.message).toBe("This coupon is for wholesale accounts only.");
    const accepted = await api(testApp.app).get<CouponDto>("/v1/coupons/auth/TRADEONLY", {
      token: trader.token,
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.data.subtotalDiscount).toBe(5);
  });

  it("a coupon for named customers is refused to anyone else and accepted for them", async () => {
    const refused = await api(testApp.app).get("/v1/coupons/auth/JUSTFORYOU", { token: retail.token });
    expect(refused.statusCode).toBe(422);
    expect(refused.error?.message).toBe("This coupon is not available for your account.");
    const accepted = await api(testApp.app).get<CouponDto>("/v1/coupons/auth/JUSTFORYOU", {
      token: favourite.token,
    });
    expect(accepted.data.code).toBe("JUSTFORYOU");
  });

  it("the signed-in check needs a token (401), and a malformed code is a 422", async () => {
    expect((await api(testApp.app).get("/v1/coupons/auth/MONSOON")).statusCode).toBe(401);
    const bad = await api(testApp.app).get("/v1/coupons/no%20spaces");
    expect(bad.statusCode).toBe(422);
    expect(bad.error?.code).toBe("VALIDATION_FAILED");
  });
});
