import type { AdminDashboardDto, OrderDto } from "@roshni/core";
import { shopDay } from "@roshni/core";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, products } from "../../db/schema";
import {
  adminApi,
  api,
  createTestApp,
  DEMO_STAFF_EMAIL,
  staffCookie,
  type TestApp,
} from "../../test/harness";
import { addTestCustomer, addTestProduct, DELHI_ADDRESS } from "../orders/test-fixtures";

let testApp: TestApp;
let buyer: { id: number; token: string };
let addressId: number;
let lamp: number;
let serial = 0;

async function placeOrder(quantity: number): Promise<OrderDto> {
  serial += 1;
  const res = await api(testApp.app).post<OrderDto>(
    "/v1/order",
    {
      items: [{ productId: lamp, quantity }],
      addressId,
      toPayShipping: true,
      paymentMethod: "bank-transfer",
    },
    { token: buyer.token, headers: { "idempotency-key": `dashboard-${serial}-${Date.now()}` } },
  );
  if (res.statusCode !== 201) throw new Error(JSON.stringify(res.body));
  return res.data;
}

beforeAll(async () => {
  testApp = await createTestApp({ products: 20 });
  buyer = await addTestCustomer(testApp, { email: "dash@example.in" });
  const address = await api(testApp.app).post<{ id: number }>("/v1/customer/address", DELHI_ADDRESS, {
    token: buyer.token,
  });
  addressId = address.data.id;
  lamp = await addTestProduct(testApp, {
    title: "Dashboard Lamp",
    sellingPrice: 50_000,
    taxRate: 18,
    stock: 1_000,
    minimumQuantity: 1,
  });
});

afterAll(async () => {
  await testApp?.close();
});

describe("the dashboard", () => {
  it("counts today's orders and sales, payments awaited, and 30 IST days with cancelled orders left out", async () => {
    const first = await placeOrder(2);
    const second = await placeOrder(1);
    const cancelled = await placeOrder(5);
    // An order of ten days ago (IST), to land on its own day of the chart.
    const old = await placeOrder(3);
    const tenDaysAgo = new Date(Date.now() - 10 * 24 * 60 * 60 * 1000);
    await testApp.db.update(orders).set({ createdAt: tenDaysAgo }).where(eq(orders.id, old.id));

    const sales = adminApi(testApp.app, await staffCookie(testApp, DEMO_STAFF_EMAIL.sales));
    await sales.post(`/v1/admin/orders/${cancelled.id}/transitions`, { to: "cancelled" });
    await sales.post(`/v1/admin/orders/${second.id}/payments`, {
      method: "upi",
      amount: 100,
      reference: "UPIREF000001",
      receivedOn: shopDay(new Date()),
    });

    const res = await adminApi(
      testApp.app,
      await staffCookie(testApp, DEMO_STAFF_EMAIL.catalogue),
    ).get<AdminDashboardDto>("/v1/admin/dashboard");
    expect(res.statusCode).toBe(200);
    const todaySales = Math.round((first.total + second.total) * 100) / 100;
    expect(res.data.today).toEqual({ orders: 2, sales: todaySales });
    const awaited = Math.round((first.total + second.total - 100 + old.total) * 100) / 100;
    expect(res.data.paymentsAwaited).toEqual({ orders: 3, amount: awaited });
    expect(res.data.days).toHaveLength(30);
    expect(res.data.days.at(-1)).toEqual({ date: shopDay(new Date()), orders: 2, sales: todaySales });
    expect(res.data.days.find((d) => d.date === shopDay(tenDaysAgo))).toEqual({
      date: shopDay(tenDaysAgo),
      orders: 1,
      sales: old.total,
    });
    expect(res.data.days.reduce((n, d) => n + d.orders, 0)).toBe(3);

    // A credit note of ₹500.00 on the first order: sales are net of it, and so is what is awaited.
    await testApp.db.update(orders).set({ amountCredited: 50_000 }).where(eq(orders.id, first.id));
    const net = await adminApi(
      testApp.app,
      await staffCookie(testApp, DEMO_STAFF_EMAIL.catalogue),
    ).get<AdminDashboardDto>("/v1/admin/dashboard");
    expect(net.data.today.sales).toBe(Math.round((todaySales - 500) * 100) / 100);
    expect(net.data.paymentsAwaited.amount).toBe(Math.round((awaited - 500) * 100) / 100);
  });

  it("lists the products at or below their MOQ in stock, fewest first", async () => {
    // The demo seed's own stock levels are not this test's business: every product is well stocked first.
    await testApp.db.update(products).set({ stock: sql`${products.minimumQuantity} + 100` });
    const low = await addTestProduct(testApp, {
      title: "Almost Gone Sconce",
      sellingPrice: 10_000,
      taxRate: 18,
      stock: 2,
      minimumQuantity: 6,
    });
    const res = await adminApi(
      testApp.app,
      await staffCookie(testApp, DEMO_STAFF_EMAIL.dispatch),
    ).get<AdminDashboardDto>("/v1/admin/dashboard");
    expect(res.data.lowStock.items.find((item) => item.id === low)).toMatchObject({
      stock: 2,
      minimumQuantity: 6,
    });
    expect(res.data.lowStock.count).toBeGreaterThanOrEqual(1);
    expect(res.data.lowStock.items.every((item) => item.stock <= item.minimumQuantity)).toBe(true);
    const stocks = res.data.lowStock.items.map((item) => item.stock);
    expect(stocks).toEqual([...stocks].sort((a, b) => a - b));
  });
});

describe("the OpenAPI document", () => {
  it("lists the admin routes with the session cookie as their security", async () => {
    const res = await testApp.app.inject({ method: "GET", url: "/v1/openapi.json" });
    const document = JSON.parse(res.body) as {
      paths: Record<string, Record<string, { security?: unknown }>>;
      components: { securitySchemes: Record<string, unknown> };
    };
    expect(document.components.securitySchemes.staffCookie).toEqual({
      type: "apiKey",
      in: "cookie",
      name: "roshni_staff",
    });
    expect(document.paths["/v1/admin/orders/{id}/transitions"]?.post?.security).toEqual([
      { staffCookie: [] },
    ]);
    expect(document.paths["/v1/admin/dashboard"]?.get?.security).toEqual([{ staffCookie: [] }]);
  });
});
