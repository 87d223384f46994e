import type {
  AdminCustomerDetailDto,
  AdminOrderDetailDto,
  AdminOrderDraftDto,
  AdminOrderDraftListDto,
  AdminOrderQuoteDto,
  OrderPageDto,
} from "@roshni/core";
import { and, desc, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  auditLog,
  customers,
  orderDrafts,
  orderLines,
  outboxMails,
  SHOP_SETTINGS_KEY,
  type ShopSettings,
  shopSettings,
} from "../../db/schema";
import { createJobHandlers } from "../../jobs/handlers";
import {
  adminApi,
  api,
  createTestApp,
  DEMO_STAFF_EMAIL,
  staffCookie,
  type TestApp,
} from "../../test/harness";
import { DRAFT_EXPIRY_CRON, ORDER_DESK_JOBS } from "./order-desk";
import { addTestCustomer, addTestProduct, DELHI_ADDRESS, productStock } from "./test-fixtures";

let testApp: TestApp;
type Client = ReturnType<typeof adminApi>;
let owner: Client;
let manager: Client;
let sales: Client;
let buyer: { id: number; token: string };
let address: number;
let lamp: number; // retail ₹1,000.00, wholesale ₹800.00, 18 %
let keySerial = 0;

function key(): { headers: Record<string, string> } {
  keySerial += 1;
  return { headers: { "idempotency-key": `desk-${keySerial}-${Date.now()}` } };
}

function body(items: Record<string, unknown>[], extra: Record<string, unknown> = {}) {
  return { customerId: buyer.id, items, addressId: address, toPayShipping: true, ...extra };
}

async function mailsTo(to: string, subjectPart: string) {
  await testApp.drain();
  return testApp.db
    .select()
    .from(outboxMails)
    .where(and(like(outboxMails.to, `%${to}%`), like(outboxMails.subject, `%${subjectPart}%`)));
}

beforeAll(async () => {
  testApp = await createTestApp({ products: 1 });
  buyer = await addTestCustomer(testApp, { email: "phone-buyer@example.in", wholesale: true });
  const res = await api(testApp.app).post<{ id: number }>("/v1/customer/address", DELHI_ADDRESS, {
    token: buyer.token,
  });
  address = res.data.id;
  lamp = await addTestProduct(testApp, {
    title: "Desk Lamp",
    sellingPrice: 100_000,
    wholesalePrice: 80_000,
    taxRate: 18,
    stock: 1_000,
    minimumQuantity: 1,
  });
  owner = adminApi(testApp.app, await staffCookie(testApp, DEMO_STAFF_EMAIL.owner));
  manager = adminApi(testApp.app, await staffCookie(testApp, DEMO_STAFF_EMAIL.manager));
  sales = adminApi(testApp.app, await staffCookie(testApp, DEMO_STAFF_EMAIL.sales));
});

afterAll(async () => {
  await testApp?.close();
});

describe("staff place an order for a buyer", () => {
  it("is placed as the buyer's own: group price, stock taken, number, proforma, mails, entered by, audited", async () => {
    const before = await productStock(testApp, lamp);
    const res = await sales.post<AdminOrderDetailDto>(
      "/v1/admin/orders",
      body([{ productId: lamp, quantity: 4 }], { note: "Phoned in" }),
      key(),
    );
    expect(res.statusCode).toBe(201);
    const order = res.data;
    expect(order.number).toMatch(/^WL-/);
    expect(order.items[0]).toMatchObject({ productId: lamp, quantity: 4, price: 800, fromStock: 4 });
    expect(order.enteredBy?.name).toBeTruthy();
    expect(order.priceNotes).toEqual([]);
    expect(order.gst.documents.map((d) => d.kind)).toContain("proforma");
    expect(await productStock(testApp, lamp)).toBe(before - 4);
    // The buyer sees it among their own orders.
    const mine = await api(testApp.app).get<OrderPageDto>("/v1/order", { token: buyer.token });
    expect(mine.data.items.map((o) => o.id)).toContain(order.id);
    expect((await mailsTo("phone-buyer@example.in", order.number)).length).toBeGreaterThan(0);
    const [audit] = await testApp.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "order.enter"), eq(auditLog.entityId, String(order.id))));
    expect(audit?.after).toMatchObject({ number: order.number, customerId: buyer.id });
    // The back office's order page names who entered it.
    const detail = await owner.get<AdminOrderDetailDto>(`/v1/admin/orders/${order.id}`);
    expect(detail.data.enteredBy).toEqual(order.enteredBy);
  });

  it("never takes an amount from the client, and the same key and body answer the same order", async () => {
    const withTotal = await sales.post(
      "/v1/admin/orders",
      { ...body([{ productId: lamp, quantity: 1 }]), total: 1 },
      key(),
    );
    expect(withTotal.statusCode).toBe(422);
    const sent = key();
    const first = await sales.post<AdminOrderDetailDto>(
      "/v1/admin/orders",
      body([{ productId: lamp, quantity: 1 }]),
      sent,
    );
    const again = await sales.post<AdminOrderDetailDto>(
      "/v1/admin/orders",
      body([{ productId: lamp, quantity: 1 }]),
      sent,
    );
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.data.id).toBe(first.data.id);
    const noKey = await sales.post("/v1/admin/orders", body([{ productId: lamp, quantity: 1 }]));
    expect(noKey.statusCode).toBe(400);
  });

  it("a manager's price applies with its reason, and the GST follows it", async () => {
    const res = await manager.post<AdminOrderDetailDto>(
      "/v1/admin/orders",
      body([{ productId: lamp, quantity: 10, price: 700, priceReason: "Matched a rival's rate" }]),
      key(),
    );
    expect(res.statusCode).toBe(201);
    const line = res.data.items[0];
    expect(line).toMatchObject({ price: 700, subtotal: 7000, tax: 1260 });
    expect(res.data.priceNotes).toEqual([
      expect.objectContaining({
        groupPrice: 800,
        price: 700,
        applied: true,
        reason: "Matched a rival's rate",
      }),
    ]);
    const [stored] = await testApp.db.select().from(orderLines).where(eq(orderLines.orderId, res.data.id));
    expect(stored).toMatchObject({ price: 70_000, groupPrice: 80_000, proposedPrice: null });
    const [audit] = await testApp.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "order.enter"), eq(auditLog.entityId, String(res.data.id))));
    expect(audit?.after).toMatchObject({ prices: [{ productId: lamp, price: 70_000, applied: true }] });
  });

  it("a sales person's price is only proposed: the group price is charged and the proposal is shown", async () => {
    const res = await sales.post<AdminOrderDetailDto>(
      "/v1/admin/orders",
      body([{ productId: lamp, quantity: 10, price: 700, priceReason: "Asked for a discount" }]),
      key(),
    );
    expect(res.statusCode).toBe(201);
    expect(res.data.items[0]).toMatchObject({ price: 800, subtotal: 8000, tax: 1440 });
    expect(res.data.priceNotes).toEqual([
      expect.objectContaining({ groupPrice: 800, price: 800, proposedPrice: 700, applied: false }),
    ]);
    const quote = await sales.post<AdminOrderQuoteDto>(
      "/v1/admin/orders/quote",
      body([{ productId: lamp, quantity: 2, price: 700, priceReason: "x" }]),
    );
    expect(quote.data.mayOverridePrices).toBe(false);
    expect(quote.data.items[0]).toMatchObject({ price: 800, groupPrice: 800, proposedPrice: 700 });
  });

  it("another price without a reason is refused", async () => {
    const res = await owner.post(
      "/v1/admin/orders",
      body([{ productId: lamp, quantity: 1, price: 1 }]),
      key(),
    );
    expect(res.statusCode).toBe(422);
  });

  it("the quote shows group price, MOQ, stock, made to order and line totals, without writing", async () => {
    const scarce = await addTestProduct(testApp, {
      title: "Scarce Chandelier",
      sellingPrice: 500_000,
      wholesalePrice: 400_000,
      taxRate: 18,
      stock: 3,
      minimumQuantity: 2,
    });
    const res = await sales.post<AdminOrderQuoteDto>(
      "/v1/admin/orders/quote",
      body([{ productId: scarce, quantity: 5 }]),
    );
    expect(res.statusCode).toBe(200);
    expect(res.data.items[0]).toMatchObject({
      groupPrice: 4000,
      minimumQuantity: 2,
      stock: 3,
      fromStock: 3,
      madeToOrder: 2,
      total: 23600,
      problem: null,
    });
    expect(await productStock(testApp, scarce)).toBe(3);
  });

  it("two staff racing for the last units: one order gets them, the other is refused, stock never negative", async () => {
    const last = await addTestProduct(testApp, {
      title: "Last Pendant",
      sellingPrice: 100_000,
      taxRate: 18,
      stock: 3,
      minimumQuantity: 10,
    });
    const [a, b] = await Promise.all([
      sales.post("/v1/admin/orders", body([{ productId: last, quantity: 3 }]), key()),
      manager.post("/v1/admin/orders", body([{ productId: last, quantity: 3 }]), key()),
    ]);
    expect([a?.statusCode, b?.statusCode].sort()).toEqual([201, 409]);
    expect([a, b].find((r) => r?.statusCode === 409)?.error?.code).toBe("OUT_OF_STOCK");
    expect(await productStock(testApp, last)).toBe(0);
  });
});

describe("drafts", () => {
  it("hold no stock, are listed, come back, and are spent by the order placed from them", async () => {
    const few = await addTestProduct(testApp, {
      title: "Few Sconces",
      sellingPrice: 50_000,
      taxRate: 12,
      stock: 5,
      minimumQuantity: 1,
    });
    const saved = await sales.post<AdminOrderDraftDto>("/v1/admin/orders", {
      customerId: buyer.id,
      items: [{ productId: few, quantity: 5 }],
      toPayShipping: false,
      draft: true,
    });
    expect(saved.statusCode).toBe(201);
    expect(saved.data).toMatchObject({ draft: true, buyer: { id: buyer.id } });
    expect(await productStock(testApp, few)).toBe(5);
    const list = await manager.get<AdminOrderDraftListDto>("/v1/admin/order-drafts");
    expect(list.data.items.find((d) => d.id === saved.data.id)).toMatchObject({ lines: 1 });
    const updated = await sales.put<AdminOrderDraftDto>(`/v1/admin/order-drafts/${saved.data.id}`, {
      customerId: buyer.id,
      items: [{ productId: few, quantity: 4 }],
      addressId: address,
      toPayShipping: true,
    });
    expect(updated.data.body).toMatchObject({ items: [{ productId: few, quantity: 4 }], addressId: address });
    const placed = await sales.post<AdminOrderDetailDto>(
      "/v1/admin/orders",
      { ...updated.data.body, draftId: saved.data.id },
      key(),
    );
    expect(placed.statusCode).toBe(201);
    expect(await productStock(testApp, few)).toBe(1);
    expect((await sales.get(`/v1/admin/order-drafts/${saved.data.id}`)).statusCode).toBe(404);
    // Placed a second time (another desk, a new key): refused, and nothing is taken.
    const twice = await manager.post(
      "/v1/admin/orders",
      { ...updated.data.body, items: [{ productId: few, quantity: 1 }], draftId: saved.data.id },
      key(),
    );
    expect(twice.statusCode).toBe(404);
    expect(twice.error?.code).toBe("ORDER_DRAFT_NOT_FOUND");
    expect(await productStock(testApp, few)).toBe(1);
  });

  it("expire after the shop's number of days since their last save", async () => {
    const [row] = await testApp.db.select().from(shopSettings).where(eq(shopSettings.key, SHOP_SETTINGS_KEY));
    const value = row?.value as ShopSettings;
    await testApp.db
      .update(shopSettings)
      .set({ value: { ...value, draftExpiryDays: 3 } })
      .where(eq(shopSettings.key, SHOP_SETTINGS_KEY));
    const fresh = await sales.post<AdminOrderDraftDto>("/v1/admin/orders", {
      customerId: buyer.id,
      items: [],
      toPayShipping: false,
      draft: true,
    });
    const old = await sales.post<AdminOrderDraftDto>("/v1/admin/orders", {
      customerId: buyer.id,
      items: [{ productId: lamp, quantity: 1 }],
      toPayShipping: false,
      draft: true,
    });
    expect(Date.parse(fresh.data.expiresAt) - Date.parse(fresh.data.updatedAt)).toBe(3 * 86_400_000);
    await testApp.db
      .update(orderDrafts)
      .set({ updatedAt: new Date(Date.now() - 3 * 86_400_000 - 60_000) })
      .where(eq(orderDrafts.id, old.data.id));
    expect((await sales.get(`/v1/admin/order-drafts/${old.data.id}`)).statusCode).toBe(404);
    const list = await sales.get<AdminOrderDraftListDto>("/v1/admin/order-drafts");
    const ids = list.data.items.map((d) => d.id);
    expect(ids).toContain(fresh.data.id);
    expect(ids).not.toContain(old.data.id);
    expect(await testApp.db.select().from(orderDrafts).where(eq(orderDrafts.id, old.data.id))).toEqual([]);
    await testApp.db.update(shopSettings).set({ value }).where(eq(shopSettings.key, SHOP_SETTINGS_KEY));
  });
});

describe("the daily draft expiry job", () => {
  it("is scheduled and deletes only the drafts past the shop's days, without anyone opening the desk", async () => {
    const [row] = await testApp.db.select().from(shopSettings).where(eq(shopSettings.key, SHOP_SETTINGS_KEY));
    const value = row?.value as ShopSettings;
    await testApp.db
      .update(shopSettings)
      .set({ value: { ...value, draftExpiryDays: 30 } })
      .where(eq(shopSettings.key, SHOP_SETTINGS_KEY));
    const draft = async () =>
      (
        await sales.post<AdminOrderDraftDto>("/v1/admin/orders", {
          customerId: buyer.id,
          items: [{ productId: lamp, quantity: 1 }],
          toPayShipping: false,
          draft: true,
        })
      ).data.id;
    const [stale, recent] = [await draft(), await draft()];
    await testApp.db
      .update(orderDrafts)
      .set({ updatedAt: new Date(Date.now() - 30 * 86_400_000 - 60_000) })
      .where(eq(orderDrafts.id, stale));
    await testApp.db
      .update(orderDrafts)
      .set({ updatedAt: new Date(Date.now() - 29 * 86_400_000) })
      .where(eq(orderDrafts.id, recent));

    const { table } = createJobHandlers({
      deps: testApp.app.deps,
      services: testApp.app.services,
      log: testApp.app.log,
    });
    const job = table[ORDER_DESK_JOBS.expireDrafts];
    expect(job?.cron).toBe(DRAFT_EXPIRY_CRON);
    const context = {
      jobId: "test",
      retryCount: 0,
      log: testApp.app.log,
      progress: async () => {},
    };
    await job?.run({}, context);
    const left = (await testApp.db.select({ id: orderDrafts.id }).from(orderDrafts)).map((d) => d.id);
    expect(left).toContain(recent);
    expect(left).not.toContain(stale);
    // A second run the same night finds nothing more to delete.
    expect(await testApp.app.services.orderDesk.expireDrafts()).toMatchObject({ days: 30, deleted: 0 });
    await testApp.db.update(shopSettings).set({ value }).where(eq(shopSettings.key, SHOP_SETTINGS_KEY));
  });
});

describe("a buyer added on the spot", () => {
  it("gets an invitation to choose a password, and can be ordered for at once", async () => {
    const res = await sales.post<AdminCustomerDetailDto>("/v1/admin/customers", {
      name: "Imran Electricals",
      email: "imran@example.in",
      phone: "98100 12345",
      companyName: "Imran Electricals",
      gstin: "07AABCR7431M1Z4",
      legalName: "Imran Electricals Private Limited",
      address: { ...DELHI_ADDRESS, name: "Imran", company: "Imran Electricals" },
    });
    expect(res.statusCode).toBe(201);
    expect(res.data).toMatchObject({ name: "Imran Electricals", awaitingApproval: false });
    const addressId = res.data.addresses[0]?.id;
    expect(addressId).toBeDefined();
    const [invite] = await mailsTo("imran@example.in", "Your Roshni Lighting account");
    const token = /token=([A-Za-z0-9_-]+)/.exec(invite?.text ?? "")?.[1];
    expect(token).toBeTruthy();
    // No password yet: no sign-in until the buyer chooses one through the link.
    const refused = await api(testApp.app).post("/v1/customer/login", {
      email: "imran@example.in",
      password: "invited",
    });
    expect(refused.statusCode).toBe(401);
    const reset = await api(testApp.app).post("/v1/customer/password/reset", {
      token,
      password: "a-new-password-1",
    });
    expect(reset.statusCode).toBeLessThan(300);
    const login = await api(testApp.app).post("/v1/customer/login", {
      email: "imran@example.in",
      password: "a-new-password-1",
    });
    expect(login.statusCode).toBe(200);
    const order = await sales.post<AdminOrderDetailDto>(
      "/v1/admin/orders",
      { customerId: res.data.id, items: [{ productId: lamp, quantity: 2 }], addressId, toPayShipping: false },
      key(),
    );
    expect(order.statusCode).toBe(201);
    const [audit] = await testApp.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "customer.create"))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit?.entityId).toBe(String(res.data.id));
    const again = await sales.post("/v1/admin/customers", {
      name: "Imran again",
      email: "imran@example.in",
      phone: "98100 12345",
      address: DELHI_ADDRESS,
    });
    expect(again.statusCode).toBe(409);
    const [row] = await testApp.db.select().from(customers).where(eq(customers.email, "imran@example.in"));
    expect(row?.passwordHash).not.toBe("invited");
  });

  it("a blocked buyer cannot be ordered for", async () => {
    const blocked = await addTestCustomer(testApp, { email: "blocked-desk@example.in" });
    await testApp.db.update(customers).set({ blockedAt: new Date() }).where(eq(customers.id, blocked.id));
    const res = await sales.post("/v1/admin/orders/quote", {
      customerId: blocked.id,
      items: [],
      toPayShipping: false,
    });
    expect(res.statusCode).toBe(409);
    expect(res.error?.code).toBe("CUSTOMER_BLOCKED");
  });
});
