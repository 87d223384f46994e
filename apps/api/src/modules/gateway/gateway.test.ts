import { Writable } from "node:stream";
import type {
  AccountPaymentVerifiedDto,
  AdminOnlinePaymentsDto,
  BuyerAccountDto,
  GatewayRefundDto,
  OnlinePaymentStartDto,
  OrderDto,
} from "@roshni/core";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  auditLog,
  customerReceipts,
  documents,
  gatewayAccountOrders,
  gatewayEvents,
  gatewayOrders,
  gatewayRefunds,
  gatewaySettings,
  orderLines,
  orders,
  payments,
  receiptAllocations,
} from "../../db/schema";
import { checkoutSignature, createRazorpayClient, webhookSignature } from "../../lib/razorpay";
import {
  DEFAULT_BEHAVIOUR,
  type FakeRazorpay,
  type FakeRazorpayOptions,
  startFakeRazorpay,
} from "../../lib/razorpay-fake";
import {
  adminApi,
  api,
  createTestApp,
  DEMO_STAFF_EMAIL,
  staffCookie,
  type TestApp,
} from "../../test/harness";
import { addTestCustomer, addTestProduct, DELHI_ADDRESS } from "../orders/test-fixtures";

const KEY_ID = "rzp_test_localgateway";
const KEY_SECRET = "local-key-secret-9f83b1c2d4e5";
const WEBHOOK_SECRET = "local-webhook-secret-7a6b5c4d3e2f";
const SCREEN_SECRET_A = "screen-webhook-secret-aaaaaaaa";
const SCREEN_SECRET_B = "screen-webhook-secret-bbbbbbbb";
const SECRETS = [KEY_SECRET, WEBHOOK_SECRET, SCREEN_SECRET_A, SCREEN_SECRET_B];

const fakeOptions: FakeRazorpayOptions = {
  keyId: KEY_ID,
  keySecret: KEY_SECRET,
  webhookSecret: WEBHOOK_SECRET,
  port: 4514,
};
let fake: FakeRazorpay;
let testApp: TestApp;
let lamp: number;
let owner: string;
let serial = 0;
const logLines: string[] = [];
const answers: string[] = [];

beforeAll(async () => {
  fake = await startFakeRazorpay(fakeOptions);
  testApp = await createTestApp({
    products: 1,
    env: {
      RAZORPAY_API_BASE: fake.url,
      RAZORPAY_KEY_ID: KEY_ID,
      RAZORPAY_KEY_SECRET: KEY_SECRET,
      RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
      RAZORPAY_RECONCILE_MINUTES: 10,
    },
    routes: (app) => {
      app.addHook("onSend", async (_request, _reply, payload) => {
        if (typeof payload === "string") answers.push(payload);
        return payload;
      });
    },
    // Everything the API logs, down to trace, is kept for the last test: no secret may appear in it.
    logger: {
      level: "trace",
      stream: new Writable({
        write(chunk, _encoding, done) {
          logLines.push(String(chunk));
          if (process.env.RZP_DEBUG && String(chunk).includes('"level":50')) console.error(String(chunk));
          done();
        },
      }),
    },
  });
  const address = await testApp.app.listen({ port: 0, host: "127.0.0.1" });
  // The fake posts its webhooks to this app over HTTP, as Razorpay posts them to the shop.
  fakeOptions.webhookUrl = `${address}/v1/webhooks/razorpay`;
  lamp = await addTestProduct(testApp, {
    title: "Brass Pendant",
    sellingPrice: 100_000,
    taxRate: 18,
    stock: 10_000,
    minimumQuantity: 1,
  });
  owner = await staffCookie(testApp, DEMO_STAFF_EMAIL.owner);
});

afterAll(async () => {
  await testApp?.close();
  await fake?.close();
});

beforeEach(() => {
  Object.assign(fake.behaviour, DEFAULT_BEHAVIOUR);
});

async function buyerWithOrder(quantity = 2) {
  serial += 1;
  const buyer = await addTestCustomer(testApp, { email: `rzp-${serial}@example.in` });
  const address = await api(testApp.app).post<{ id: number }>("/v1/customer/address", DELHI_ADDRESS, {
    token: buyer.token,
  });
  const placed = await api(testApp.app).post<OrderDto>(
    "/v1/order",
    {
      items: [{ productId: lamp, quantity }],
      addressId: address.data.id,
      toPayShipping: true,
      paymentMethod: "bank-transfer",
    },
    { token: buyer.token, headers: { "idempotency-key": `rzp-order-${serial}` } },
  );
  if (placed.statusCode !== 201) throw new Error(`order refused: ${JSON.stringify(placed.body)}`);
  return { buyer, order: placed.data };
}

let starts = 0;
/** Each start from its own address: the start is limited per address, and this suite starts many a minute. */
function fromOwnAddress() {
  starts += 1;
  return { "x-forwarded-for": `10.24.${Math.floor(starts / 250)}.${starts % 250}` };
}

async function startPayment(token: string, orderId: number, body: unknown = {}) {
  return api(testApp.app).post<OnlinePaymentStartDto>(`/v1/order/${orderId}/payment/online`, body, {
    token,
    headers: fromOwnAddress(),
  });
}

async function orderRow(orderId: number) {
  const [row] = await testApp.db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw new Error("no order");
  return row;
}

async function moneyRows(orderId: number) {
  return testApp.db.select().from(payments).where(eq(payments.orderId, orderId));
}

/** Every webhook the fake sent has been answered, and every job it started has run. */
async function settle() {
  await fake.settled();
  await testApp.drain();
}

/** Posts a webhook body as the gateway does (signed with `secret`), straight to the app. */
async function postWebhook(body: unknown, eventId: string, secret = WEBHOOK_SECRET, raw?: string) {
  const text = raw ?? JSON.stringify(body);
  return testApp.app.inject({
    method: "POST",
    url: "/v1/webhooks/razorpay",
    headers: {
      "content-type": "application/json",
      "x-razorpay-signature": webhookSignature(secret, text),
      "x-razorpay-event-id": eventId,
    },
    payload: text,
  });
}

function eventBody(event: string, payload: Record<string, unknown>) {
  const wrapped: Record<string, { entity: unknown }> = {};
  for (const [key, value] of Object.entries(payload)) wrapped[key] = { entity: value };
  return {
    entity: "event",
    account_id: "acc_local",
    event,
    contains: Object.keys(payload),
    payload: wrapped,
  };
}

describe("the Razorpay client against the local gateway", () => {
  it("creates, fetches and refuses with wrong keys as Razorpay does", async () => {
    const client = createRazorpayClient({ apiBase: fake.url, keyId: KEY_ID, keySecret: KEY_SECRET });
    const order = await client.createOrder({ amount: 50_000, currency: "INR", receipt: "WL-TEST-1" });
    expect(order).toMatchObject({ entity: "order", amount: 50_000, status: "created", receipt: "WL-TEST-1" });
    expect(await client.fetchOrder(order.id)).toMatchObject({ id: order.id });
    const wrong = createRazorpayClient({ apiBase: fake.url, keyId: KEY_ID, keySecret: "wrong-secret" });
    await expect(wrong.fetchOrder(order.id)).rejects.toMatchObject({ status: 401 });
  });
});

describe("paying an order online", () => {
  it("creates the gateway order for the amount due in paise, receipt = order number, whatever the browser sends", async () => {
    const { buyer, order } = await buyerWithOrder();
    const started = await startPayment(buyer.token, order.id, { amount: 1 });
    expect(started.statusCode).toBe(200);
    const row = await orderRow(order.id);
    expect(started.data.amount).toBe(row.total);
    expect(started.data.keyId).toBe(KEY_ID);
    expect(started.data.checkoutScriptUrl).toBe(`${fake.url}/v1/checkout.js`);
    const atGateway = fake.orders.get(started.data.gatewayOrderId);
    expect(atGateway).toMatchObject({ amount: row.total, receipt: order.number, currency: "INR" });
    expect(JSON.stringify(started.body)).not.toContain(KEY_SECRET);
    const offered = await api(testApp.app).get<{ enabled: boolean }>("/v1/payment/online/options");
    expect(offered.data.enabled).toBe(true);
  });

  it("refuses to start a payment of another buyer's order", async () => {
    const { order } = await buyerWithOrder();
    const other = await addTestCustomer(testApp, { email: `rzp-other-${serial}@example.in` });
    expect((await startPayment(other.token, order.id)).statusCode).toBe(404);
  });

  it("refuses a callback with a bad signature; a good one shows a state and credits nothing by itself", async () => {
    fake.behaviour.drop = true;
    const { buyer, order } = await buyerWithOrder();
    const started = await startPayment(buyer.token, order.id);
    const { payment, signature } = await fake.pay(started.data.gatewayOrderId, {
      method: "upi",
      outcome: "success",
    });
    const bad = await api(testApp.app).post(
      "/v1/payment/online/verify",
      { gatewayOrderId: started.data.gatewayOrderId, paymentId: payment.id, signature: "0".repeat(64) },
      { token: buyer.token },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.error?.code).toBe("PAYMENT_SIGNATURE_INVALID");
    // A signature of another payment id does not verify either.
    const swapped = await api(testApp.app).post(
      "/v1/payment/online/verify",
      {
        gatewayOrderId: started.data.gatewayOrderId,
        paymentId: "pay_someoneelse",
        signature,
      },
      { token: buyer.token },
    );
    expect(swapped.statusCode).toBe(400);
    const good = await api(testApp.app).post<{ captured: boolean }>(
      "/v1/payment/online/verify",
      { gatewayOrderId: started.data.gatewayOrderId, paymentId: payment.id, signature },
      { token: buyer.token },
    );
    expect(good.statusCode).toBe(200);
    expect(good.data.captured).toBe(false);
    expect(signature).toBe(checkoutSignature(KEY_SECRET, started.data.gatewayOrderId, payment.id));
    expect(await moneyRows(order.id)).toHaveLength(0);
    expect((await orderRow(order.id)).paymentStatus).toBe("pending");
  });

  it("credits the payment when the signed webhook comes: one money row with method, fee and tax", async () => {
    const { buyer, order } = await buyerWithOrder();
    const started = await startPayment(buyer.token, order.id);
    const { payment } = await fake.pay(started.data.gatewayOrderId, { method: "upi", outcome: "success" });
    await settle();
    const rows = await moneyRows(order.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: "payment",
      method: "online",
      amount: started.data.amount,
      reference: payment.id,
    });
    const after = await orderRow(order.id);
    expect(after.paymentStatus).toBe("paid");
    const staffView = await adminApi(testApp.app, owner).get<AdminOnlinePaymentsDto>(
      `/v1/admin/orders/${order.id}/online-payments`,
    );
    expect(staffView.data.payments[0]).toMatchObject({ status: "captured", method: "upi" });
    expect(staffView.data.payments[0]?.fee).toBeGreaterThan(0);
    expect(staffView.data.payments[0]?.tax).toBeGreaterThan(0);
  });

  it("refuses a webhook with a bad signature (401) and changes nothing; a re-serialised body does not verify", async () => {
    fake.behaviour.badSignature = true;
    const { buyer, order } = await buyerWithOrder();
    const started = await startPayment(buyer.token, order.id);
    await fake.pay(started.data.gatewayOrderId, { method: "upi", outcome: "success" });
    await settle();
    const sent = fake.delivered.slice(-2);
    expect(sent.map((d) => d.status)).toEqual([401, 401]);
    expect(await moneyRows(order.id)).toHaveLength(0);
    const [events] = await testApp.db
      .select({ n: sql<number>`count(*)::int` })
      .from(gatewayEvents)
      .where(eq(gatewayEvents.orderId, order.id));
    expect(events?.n).toBe(0);
    // Signed over a differently spaced text of the same JSON: refused.
    const payment = [...fake.payments.values()].find((p) => p.order_id === started.data.gatewayOrderId);
    const body = eventBody("payment.captured", { payment });
    const signedText = JSON.stringify(body, null, 2);
    const res = await testApp.app.inject({
      method: "POST",
      url: "/v1/webhooks/razorpay",
      headers: {
        "content-type": "application/json",
        "x-razorpay-signature": webhookSignature(WEBHOOK_SECRET, signedText),
        "x-razorpay-event-id": "evt_respaced",
      },
      payload: JSON.stringify(body),
    });
    expect(res.statusCode).toBe(401);
    await testApp.drain();
    expect((await orderRow(order.id)).paymentStatus).toBe("pending");
  });

  it("the same event ten times gives one payment; ten events of one payment too", async () => {
    fake.behaviour.drop = true;
    const { buyer, order } = await buyerWithOrder();
    const started = await startPayment(buyer.token, order.id);
    const { payment } = await fake.pay(started.data.gatewayOrderId, { method: "card", outcome: "success" });
    const body = eventBody("payment.captured", { payment });
    for (let i = 0; i < 10; i += 1) {
      const res = await postWebhook(body, "evt_same_ten_times");
      expect(res.statusCode).toBe(200);
    }
    for (let i = 0; i < 10; i += 1) await postWebhook(body, `evt_other_${serial}_${i}`);
    await testApp.drain();
    expect(await moneyRows(order.id)).toHaveLength(1);
    expect((await orderRow(order.id)).amountPaid).toBe(started.data.amount);
  });

  it("payment.captured before order.paid and after it: one payment either way", async () => {
    for (const reversed of [false, true]) {
      fake.behaviour.reversed = reversed;
      fake.behaviour.twice = true;
      const { buyer, order } = await buyerWithOrder();
      const started = await startPayment(buyer.token, order.id);
      await fake.pay(started.data.gatewayOrderId, { method: "netbanking", outcome: "success" });
      await settle();
      const sent = fake.delivered.slice(-4).map((d) => d.event);
      expect(sent[0]).toBe(reversed ? "order.paid" : "payment.captured");
      expect(await moneyRows(order.id)).toHaveLength(1);
      expect((await orderRow(order.id)).paymentStatus).toBe("paid");
    }
  });

  it("a late payment.failed never moves a captured payment back", async () => {
    const { buyer, order } = await buyerWithOrder();
    const started = await startPayment(buyer.token, order.id);
    const { payment } = await fake.pay(started.data.gatewayOrderId, { method: "upi", outcome: "success" });
    await settle();
    await postWebhook(
      eventBody("payment.failed", { payment: { ...payment, status: "failed", error_description: "late" } }),
      `evt_late_fail_${serial}`,
    );
    await testApp.drain();
    const view = await adminApi(testApp.app, owner).get<AdminOnlinePaymentsDto>(
      `/v1/admin/orders/${order.id}/online-payments`,
    );
    expect(view.data.payments[0]?.status).toBe("captured");
    expect((await orderRow(order.id)).paymentStatus).toBe("paid");
  });

  it("a failed payment leaves the order unpaid, with the gateway's reason for staff", async () => {
    const { buyer, order } = await buyerWithOrder();
    const started = await startPayment(buyer.token, order.id);
    await fake.pay(started.data.gatewayOrderId, { method: "upi", outcome: "failure" });
    await settle();
    expect((await orderRow(order.id)).paymentStatus).toBe("pending");
    const view = await adminApi(testApp.app, owner).get<AdminOnlinePaymentsDto>(
      `/v1/admin/orders/${order.id}/online-payments`,
    );
    expect(view.data.payments[0]).toMatchObject({ status: "failed" });
    // Trying again opens a new gateway order for the same amount.
    const again = await startPayment(buyer.token, order.id);
    expect(again.statusCode).toBe(200);
    expect(again.data.gatewayOrderId).not.toBe(started.data.gatewayOrderId);
  });

  it("an amount that does not match the gateway order is kept for staff and nothing is credited", async () => {
    fake.behaviour.drop = true;
    const { buyer, order } = await buyerWithOrder();
    const started = await startPayment(buyer.token, order.id);
    const { payment } = await fake.pay(started.data.gatewayOrderId, { method: "upi", outcome: "success" });
    const res = await postWebhook(
      eventBody("payment.captured", { payment: { ...payment, amount: payment.amount - 100 } }),
      `evt_short_${serial}`,
    );
    expect(res.statusCode).toBe(200);
    await testApp.drain();
    expect(await moneyRows(order.id)).toHaveLength(0);
    const view = await adminApi(testApp.app, owner).get<AdminOnlinePaymentsDto>(
      `/v1/admin/orders/${order.id}/online-payments`,
    );
    expect(view.data.held).toHaveLength(1);
    expect(view.data.held[0]?.reason).toMatch(/nothing was credited/);
  });
});

describe("reconciliation", () => {
  it("settles a payment whose webhook never comes, after N minutes and on demand", async () => {
    fake.behaviour.drop = true;
    const { buyer, order } = await buyerWithOrder();
    const started = await startPayment(buyer.token, order.id);
    await fake.pay(started.data.gatewayOrderId, { method: "upi", outcome: "success" });
    await testApp.drain();
    expect(await moneyRows(order.id)).toHaveLength(0);
    const services = testApp.app.services;
    // Not yet N minutes: the sweep leaves it.
    expect(await services.onlinePayments.reconcileStale(10)).toBeGreaterThanOrEqual(0);
    const stillOpen = await moneyRows(order.id);
    // The gateway orders of this suite were created seconds ago: none is older than 10 minutes.
    expect(stillOpen).toHaveLength(0);
    expect(
      await services.onlinePayments.reconcileStale(10, new Date(Date.now() + 11 * 60_000)),
    ).toBeGreaterThan(0);
    expect(await moneyRows(order.id)).toHaveLength(1);
    expect((await orderRow(order.id)).paymentStatus).toBe("paid");
    // On demand from the order page: nothing more to credit.
    const again = await adminApi(testApp.app, owner).post<{ credited: number }>(
      `/v1/admin/orders/${order.id}/online-payments/reconcile`,
    );
    expect(again.data.credited).toBe(0);
  });

  it("captures an authorised payment and credits it", async () => {
    fake.behaviour.authorizeOnly = true;
    const { buyer, order } = await buyerWithOrder();
    const started = await startPayment(buyer.token, order.id);
    const { payment } = await fake.pay(started.data.gatewayOrderId, { method: "upi", outcome: "success" });
    fake.behaviour.authorizeOnly = false;
    // payment.authorized → the shop captures it → payment.captured and order.paid come back.
    await settle();
    await settle();
    expect(fake.payments.get(payment.id)?.status).toBe("captured");
    expect(await moneyRows(order.id)).toHaveLength(1);
  });
});

describe("refunds through the gateway", () => {
  async function paidOrder() {
    const { buyer, order } = await buyerWithOrder();
    const started = await startPayment(buyer.token, order.id);
    const { payment } = await fake.pay(started.data.gatewayOrderId, { method: "upi", outcome: "success" });
    await settle();
    // The goods came back and were credited in full (a return's credit note, written here directly):
    // only then is what was paid refundable, as for a bank refund.
    await testApp.db.execute(sql`update orders set amount_credited = total where id = ${order.id}`);
    return { buyer, order, payment, amount: started.data.amount };
  }

  it("a refund on an open order paid in full is refused until a credit note lowers what it is worth", async () => {
    const { buyer, order } = await buyerWithOrder();
    const started = await startPayment(buyer.token, order.id);
    const { payment } = await fake.pay(started.data.gatewayOrderId, { method: "upi", outcome: "success" });
    await settle();
    const res = await adminApi(testApp.app, owner).post(`/v1/admin/orders/${order.id}/online-refunds`, {
      gatewayPaymentId: payment.id,
      amount: 100,
      idempotencyKey: `open-${serial}-xxxxxxxx`,
    });
    expect(res.statusCode).toBe(409);
    expect(res.error?.code).toBe("REFUND_TOO_LARGE");
    expect((await orderRow(order.id)).paymentStatus).toBe("paid");
    expect([...fake.refunds.values()].filter((r) => r.payment_id === payment.id)).toHaveLength(0);
  });

  it("two refunds racing past the captured amount: one refused", async () => {
    const { order, payment, amount } = await paidOrder();
    const part = Math.ceil((amount * 0.6) / 100);
    const staff = adminApi(testApp.app, owner);
    const [a, b] = await Promise.all([
      staff.post<GatewayRefundDto>(`/v1/admin/orders/${order.id}/online-refunds`, {
        gatewayPaymentId: payment.id,
        amount: part,
        idempotencyKey: `race-a-${serial}-xxxxxx`,
      }),
      staff.post<GatewayRefundDto>(`/v1/admin/orders/${order.id}/online-refunds`, {
        gatewayPaymentId: payment.id,
        amount: part,
        idempotencyKey: `race-b-${serial}-xxxxxx`,
      }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    expect([a, b].find((r) => r.statusCode === 409)?.error?.code).toBe("REFUND_TOO_LARGE");
    await settle();
    const refunds = (await moneyRows(order.id)).filter((r) => r.kind === "refund");
    expect(refunds).toHaveLength(1);
    expect(refunds[0]?.amount).toBe(part * 100);
    expect((await orderRow(order.id)).paymentStatus).toBe("partially_refunded");
    expect([...fake.refunds.values()].filter((r) => r.payment_id === payment.id)).toHaveLength(1);
  });

  it("the same idempotency key twice is one refund; the buyer sees it", async () => {
    const { buyer, order, payment } = await paidOrder();
    const staff = adminApi(testApp.app, owner);
    const body = { gatewayPaymentId: payment.id, amount: 100, idempotencyKey: `same-key-${serial}-xxxx` };
    const first = await staff.post<GatewayRefundDto>(`/v1/admin/orders/${order.id}/online-refunds`, body);
    const second = await staff.post<GatewayRefundDto>(`/v1/admin/orders/${order.id}/online-refunds`, body);
    expect(first.statusCode).toBe(201);
    expect(second.data.id).toBe(first.data.id);
    expect(first.data.status).toBe("processed");
    await settle();
    expect((await moneyRows(order.id)).filter((r) => r.kind === "refund")).toHaveLength(1);
    const status = await api(testApp.app).get<{ amountRefunded: number }>(
      `/v1/order/${order.id}/payment/status`,
      {
        token: buyer.token,
      },
    );
    expect(status.data.amountRefunded).toBe(100);
    const audit = await testApp.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(order.id)));
    expect(audit.map((a) => a.action)).toContain("payment.online_refund");
  });

  it("a failed refund frees the amount and writes no money row", async () => {
    const { order, payment } = await paidOrder();
    fake.behaviour.refundOutcome = "failed";
    const staff = adminApi(testApp.app, owner);
    const res = await staff.post<GatewayRefundDto>(`/v1/admin/orders/${order.id}/online-refunds`, {
      gatewayPaymentId: payment.id,
      amount: 50,
      idempotencyKey: `fails-${serial}-xxxxxx`,
    });
    expect(res.statusCode).toBe(201);
    await settle();
    const view = await staff.get<AdminOnlinePaymentsDto>(`/v1/admin/orders/${order.id}/online-payments`);
    expect(view.data.refunds.map((r) => r.status)).toEqual(["failed"]);
    expect(view.data.payments[0]?.refundable).toBe(view.data.payments[0]?.amount);
    expect((await moneyRows(order.id)).filter((r) => r.kind === "refund")).toHaveLength(0);
  });
});

describe("settings", () => {
  it("keeps secrets sealed, never shows them, and the old webhook secret verifies for a day", async () => {
    const staff = adminApi(testApp.app, owner);
    const base = {
      enabled: true,
      mode: "test",
      keyId: KEY_ID,
      methods: ["upi", "card"],
      partPayments: false,
    };
    const first = await staff.put("/v1/admin/settings/razorpay", { ...base, webhookSecret: SCREEN_SECRET_A });
    expect(first.statusCode).toBe(200);
    const second = await staff.put<{ webhookSecretSet: boolean }>("/v1/admin/settings/razorpay", {
      ...base,
      webhookSecret: SCREEN_SECRET_B,
    });
    expect(second.data.webhookSecretSet).toBe(true);
    const [stored] = await testApp.db.select().from(gatewaySettings);
    expect(JSON.stringify(stored)).not.toContain(SCREEN_SECRET_A);
    expect(JSON.stringify(stored)).not.toContain(SCREEN_SECRET_B);
    const body = eventBody("payment.failed", { payment: { id: "pay_nobody", order_id: "order_nobody" } });
    expect((await postWebhook(body, "evt_rotation_new", SCREEN_SECRET_B)).statusCode).toBe(200);
    expect((await postWebhook(body, "evt_rotation_old", SCREEN_SECRET_A)).statusCode).toBe(200);
    await testApp.db
      .update(gatewaySettings)
      .set({ webhookSecretChangedAt: new Date(Date.now() - 25 * 60 * 60 * 1000) });
    expect((await postWebhook(body, "evt_rotation_old2", SCREEN_SECRET_A)).statusCode).toBe(401);
    expect((await postWebhook(body, "evt_rotation_new2", SCREEN_SECRET_B)).statusCode).toBe(200);
    await testApp.drain();
    // The methods offered reach the checkout.
    const { buyer, order } = await buyerWithOrder();
    expect((await startPayment(buyer.token, order.id)).data.methods).toEqual(["upi", "card"]);
    await testApp.db.delete(gatewaySettings);
  });
});

/** An order of `buyer` placed, confirmed, packed and dispatched unpaid by the owner: its tax invoice issued. */
async function invoicedOrder(buyer: { token: string }, addressId: number, quantity = 1) {
  serial += 1;
  const placed = await api(testApp.app).post<OrderDto>(
    "/v1/order",
    {
      items: [{ productId: lamp, quantity }],
      addressId,
      toPayShipping: true,
      paymentMethod: "bank-transfer",
    },
    { token: buyer.token, headers: { "idempotency-key": `rzp-acct-${serial}` } },
  );
  if (placed.statusCode !== 201) throw new Error(`order refused: ${JSON.stringify(placed.body)}`);
  await dispatchOrder(placed.data.id, { allowUnpaid: true });
  return placed.data;
}

async function dispatchOrder(orderId: number, extra: Record<string, unknown> = {}) {
  const staff = adminApi(testApp.app, owner);
  for (const to of ["confirmed", "packed"]) {
    const res = await staff.post(`/v1/admin/orders/${orderId}/transitions`, { to });
    if (res.statusCode !== 200) throw new Error(`move to ${to} refused: ${JSON.stringify(res.body)}`);
  }
  const res = await staff.post(`/v1/admin/orders/${orderId}/transitions`, {
    to: "dispatched",
    transporter: "VRL Logistics",
    lrNumber: `LR-${orderId}`,
    ...extra,
  });
  if (res.statusCode !== 200) throw new Error(`dispatch refused: ${JSON.stringify(res.body)}`);
}

async function buyerWithInvoices(count: number) {
  serial += 1;
  const buyer = await addTestCustomer(testApp, { email: `rzp-acct-${serial}@example.in` });
  const address = await api(testApp.app).post<{ id: number }>("/v1/customer/address", DELHI_ADDRESS, {
    token: buyer.token,
  });
  const placed: OrderDto[] = [];
  for (let i = 0; i < count; i += 1) placed.push(await invoicedOrder(buyer, address.data.id, i + 1));
  return { buyer, orders: placed };
}

function startAccountPayment(token: string, body: unknown = {}) {
  return api(testApp.app).post<OnlinePaymentStartDto>("/v1/customer/credit/payment/online", body, {
    token,
    headers: fromOwnAddress(),
  });
}

async function receiptsOf(customerId: number) {
  return testApp.db.select().from(customerReceipts).where(eq(customerReceipts.customerId, customerId));
}

describe("paying several invoices of the account at once", () => {
  it("the chosen invoices' open amounts, from the server; a callback with a bad signature refused; ten webhooks credit once, oldest first", async () => {
    fake.behaviour.drop = true;
    const {
      buyer,
      orders: [first, second, third],
    } = await buyerWithInvoices(3);
    if (!first || !second || !third) throw new Error("three orders expected");
    const stranger = await buyerWithInvoices(1);
    // Another buyer's invoice is not open on this account; an amount from the browser is not a field.
    const foreign = await startAccountPayment(buyer.token, { orderIds: [stranger.orders[0]?.id] });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.error?.code).toBe("INVOICE_NOT_OPEN");
    expect((await startAccountPayment(buyer.token, { orderIds: [first.id], amount: 1 })).statusCode).toBe(
      422,
    );

    const started = await startAccountPayment(buyer.token, { orderIds: [third.id, first.id] });
    expect(started.statusCode).toBe(200);
    const totals = (await orderRow(first.id)).total + (await orderRow(third.id)).total;
    expect(started.data.amount).toBe(totals);
    expect(fake.orders.get(started.data.gatewayOrderId)).toMatchObject({ amount: totals, currency: "INR" });

    const { payment, signature } = await fake.pay(started.data.gatewayOrderId, {
      method: "upi",
      outcome: "success",
    });
    const verify = (sig: string) =>
      api(testApp.app).post<AccountPaymentVerifiedDto>(
        "/v1/customer/credit/payment/online/verify",
        { gatewayOrderId: started.data.gatewayOrderId, paymentId: payment.id, signature: sig },
        { token: buyer.token },
      );
    const bad = await verify("0".repeat(64));
    expect(bad.statusCode).toBe(400);
    expect(bad.error?.code).toBe("PAYMENT_SIGNATURE_INVALID");
    const early = await verify(signature ?? "");
    expect(early.data.captured).toBe(false);
    expect(await receiptsOf(buyer.id)).toHaveLength(0);

    // Meanwhile the oldest invoice was part paid by transfer: the receipt fills it, then the third, and
    // what is left stays on account.
    await testApp.db.execute(sql`update orders set amount_paid = 50000 where id = ${first.id}`);
    const body = eventBody("payment.captured", { payment });
    for (let i = 0; i < 10; i += 1)
      expect((await postWebhook(body, `evt_acct_${serial}`)).statusCode).toBe(200);
    await postWebhook(eventBody("order.paid", { payment }), `evt_acct_paid_${serial}`);
    await testApp.drain();

    const receipts = await receiptsOf(buyer.id);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]).toMatchObject({
      method: "online",
      amount: totals,
      reference: payment.id,
      kind: "on-account",
    });
    const parts = await testApp.db
      .select()
      .from(receiptAllocations)
      .where(eq(receiptAllocations.receiptId, receipts[0]?.id ?? 0));
    const firstTotal = (await orderRow(first.id)).total;
    expect(parts.map((p) => [p.orderId, p.amount])).toEqual([
      [first.id, firstTotal - 50_000],
      [third.id, (await orderRow(third.id)).total],
    ]);
    expect((await orderRow(first.id)).paymentStatus).toBe("paid");
    expect((await orderRow(third.id)).paymentStatus).toBe("paid");
    expect((await orderRow(second.id)).amountPaid).toBe(0);
    expect((await verify(signature ?? "")).data.captured).toBe(true);
    const account = await api(testApp.app).get<BuyerAccountDto>("/v1/customer/credit", {
      token: buyer.token,
    });
    expect(account.data.invoices.map((i) => i.orderId)).toEqual([second.id]);
    expect(Math.round(account.data.outstanding * 100)).toBe((await orderRow(second.id)).total - 50_000);
  });

  it("the whole outstanding when nothing is chosen; an amount that does not match is held, nothing credited", async () => {
    const { buyer, orders: placed } = await buyerWithInvoices(2);
    const outstanding =
      (await orderRow(placed[0]?.id ?? 0)).total + (await orderRow(placed[1]?.id ?? 0)).total;
    const started = await startAccountPayment(buyer.token);
    expect(started.data.amount).toBe(outstanding);
    await fake.pay(started.data.gatewayOrderId, { method: "netbanking", outcome: "success" });
    await settle();
    for (const order of placed) expect((await orderRow(order.id)).paymentStatus).toBe("paid");
    const account = await api(testApp.app).get<BuyerAccountDto>("/v1/customer/credit", {
      token: buyer.token,
    });
    expect(account.data.outstanding).toBe(0);
    expect((await startAccountPayment(buyer.token)).error?.code).toBe("NOTHING_DUE");

    const other = await buyerWithInvoices(1);
    fake.behaviour.drop = true;
    const again = await startAccountPayment(other.buyer.token);
    const { payment } = await fake.pay(again.data.gatewayOrderId, { method: "upi", outcome: "success" });
    await postWebhook(
      eventBody("payment.captured", { payment: { ...payment, amount: payment.amount - 100 } }),
      `evt_acct_short_${serial}`,
    );
    await testApp.drain();
    expect(await receiptsOf(other.buyer.id)).toHaveLength(0);
    const [held] = await testApp.db
      .select()
      .from(gatewayEvents)
      .where(eq(gatewayEvents.eventId, `evt_acct_short_${serial}`));
    expect(held).toMatchObject({ outcome: "held" });
  });
});

describe("the periodic sweep", () => {
  it("is on pg-boss's schedule, and settles payments whose webhook never comes without anyone opening the order", async () => {
    const [schedule] = (
      (await testApp.db.execute(
        sql`select cron from pgboss.schedule where name = 'razorpay.sweep'`,
      )) as unknown as {
        rows: { cron: string }[];
      }
    ).rows;
    expect(schedule?.cron).toBe("* * * * *");
    fake.behaviour.drop = true;
    const { buyer, order } = await buyerWithOrder();
    const started = await startPayment(buyer.token, order.id);
    await fake.pay(started.data.gatewayOrderId, { method: "upi", outcome: "success" });
    const account = await buyerWithInvoices(1);
    const accountStart = await startAccountPayment(account.buyer.token);
    await fake.pay(accountStart.data.gatewayOrderId, { method: "card", outcome: "success" });
    await testApp.drain();
    expect(await moneyRows(order.id)).toHaveLength(0);
    // The sweep now: these were opened seconds ago, so it leaves them.
    await testApp.app.deps.jobs.send(null, "razorpay.sweep", {});
    await testApp.drain();
    expect(await moneyRows(order.id)).toHaveLength(0);
    // Eleven minutes on (RAZORPAY_RECONCILE_MINUTES is 10 here), the next tick settles both.
    const past = new Date(Date.now() - 11 * 60_000);
    await testApp.db
      .update(gatewayOrders)
      .set({ createdAt: past })
      .where(eq(gatewayOrders.gatewayOrderId, started.data.gatewayOrderId));
    await testApp.db
      .update(gatewayAccountOrders)
      .set({ createdAt: past })
      .where(eq(gatewayAccountOrders.gatewayOrderId, accountStart.data.gatewayOrderId));
    await testApp.app.deps.jobs.send(null, "razorpay.sweep", {});
    await testApp.drain();
    expect(await moneyRows(order.id)).toHaveLength(1);
    expect((await orderRow(order.id)).paymentStatus).toBe("paid");
    expect((await orderRow(account.orders[0]?.id ?? 0)).paymentStatus).toBe("paid");
    expect(await receiptsOf(account.buyer.id)).toHaveLength(1);
  });
});

describe("cancelling an order paid online", () => {
  it("refunds through the gateway with an idempotency key; the money row follows the gateway's word, once", async () => {
    const { buyer, order } = await buyerWithOrder();
    const started = await startPayment(buyer.token, order.id);
    const { payment } = await fake.pay(started.data.gatewayOrderId, { method: "upi", outcome: "success" });
    await settle();
    fake.behaviour.refundOutcome = "pending";
    const cancelled = await adminApi(testApp.app, owner).post(`/v1/admin/orders/${order.id}/transitions`, {
      to: "cancelled",
      reason: "Buyer asked",
    });
    expect(cancelled.statusCode).toBe(200);
    // Nothing is recorded as refunded before the gateway says so.
    expect((await moneyRows(order.id)).filter((r) => r.kind === "refund")).toHaveLength(0);
    const [asked] = await testApp.db
      .select()
      .from(gatewayRefunds)
      .where(eq(gatewayRefunds.orderId, order.id));
    expect(asked).toMatchObject({
      amount: started.data.amount,
      status: "requested",
      note: "Refund on cancellation",
    });
    await settle();
    const atGateway = [...fake.refunds.values()].filter((r) => r.payment_id === payment.id);
    expect(atGateway).toHaveLength(1);
    expect(atGateway[0]?.amount).toBe(started.data.amount);
    // The job run again (a retry after a lost answer) is the same refund at the gateway.
    await testApp.db
      .update(gatewayRefunds)
      .set({ status: "requested" })
      .where(eq(gatewayRefunds.id, asked?.id ?? 0));
    await testApp.app.services.onlinePayments.sendRefund(asked?.id ?? 0);
    expect([...fake.refunds.values()].filter((r) => r.payment_id === payment.id)).toHaveLength(1);
    // refund.processed from the gateway settles it: one money row, by the gateway's refund id.
    const refund = atGateway[0];
    if (!refund) throw new Error("no refund");
    const processed = { ...refund, status: "processed" };
    for (let i = 0; i < 3; i += 1) {
      await postWebhook(
        eventBody("refund.processed", { refund: processed, payment }),
        `evt_cancel_${serial}_${i}`,
      );
    }
    await testApp.drain();
    const refunds = (await moneyRows(order.id)).filter((r) => r.kind === "refund");
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ method: "online", amount: started.data.amount, reference: refund.id });
    expect((await orderRow(order.id)).paymentStatus).toBe("refunded");
  });
});

describe("a cancellation's refund whose webhook never comes", () => {
  it("is settled by the sweep, which asks the gateway about the refund", async () => {
    const { buyer, order } = await buyerWithOrder();
    const started = await startPayment(buyer.token, order.id);
    const { payment } = await fake.pay(started.data.gatewayOrderId, { method: "upi", outcome: "success" });
    await settle();
    fake.behaviour.refundOutcome = "pending";
    fake.behaviour.drop = true;
    await adminApi(testApp.app, owner).post(`/v1/admin/orders/${order.id}/transitions`, { to: "cancelled" });
    await testApp.drain();
    const [asked] = await testApp.db
      .select()
      .from(gatewayRefunds)
      .where(eq(gatewayRefunds.orderId, order.id));
    expect(asked?.status).toBe("pending");
    const atGateway = [...fake.refunds.values()].find((r) => r.payment_id === payment.id);
    if (!atGateway) throw new Error("no refund at the gateway");
    // The bank finished it; the gateway's webhook is lost.
    atGateway.status = "processed";
    await testApp.db
      .update(gatewayRefunds)
      .set({ updatedAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(gatewayRefunds.id, asked?.id ?? 0));
    await testApp.app.deps.jobs.send(null, "razorpay.sweep", {});
    await testApp.drain();
    const refunds = (await moneyRows(order.id)).filter((r) => r.kind === "refund");
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({
      method: "online",
      amount: started.data.amount,
      reference: atGateway.id,
    });
    expect((await orderRow(order.id)).paymentStatus).toBe("refunded");
  });
});

describe("a gateway refund that needs a credit note", () => {
  it("after the tax invoice: the refund names the lines not supplied and their credit note is issued with it", async () => {
    const { buyer, order } = await buyerWithOrder(2);
    const started = await startPayment(buyer.token, order.id);
    const { payment } = await fake.pay(started.data.gatewayOrderId, { method: "upi", outcome: "success" });
    await settle();
    await dispatchOrder(order.id);
    const staff = adminApi(testApp.app, owner);
    const [line] = await testApp.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    const bare = await staff.post(`/v1/admin/orders/${order.id}/online-refunds`, {
      gatewayPaymentId: payment.id,
      amount: 1180,
      idempotencyKey: `cn-bare-${serial}-xxxx`,
    });
    expect(bare.statusCode).toBe(409);
    expect(bare.error?.code).toBe("REFUND_TOO_LARGE");
    expect(bare.error?.fields?.creditNote).toMatch(/credit note is issued with the refund/);
    const res = await staff.post<GatewayRefundDto>(`/v1/admin/orders/${order.id}/online-refunds`, {
      gatewayPaymentId: payment.id,
      amount: 1180,
      idempotencyKey: `cn-with-${serial}-xxxx`,
      creditNote: {
        lines: [{ orderLineId: line?.id, quantity: 1, restock: true }],
        reason: "One pendant not supplied",
      },
    });
    expect(res.statusCode).toBe(201);
    await settle();
    const notes = await testApp.db
      .select()
      .from(documents)
      .where(and(eq(documents.orderId, order.id), eq(documents.kind, "credit-note")));
    expect(notes).toHaveLength(1);
    expect(notes[0]?.total).toBe(118_000);
    const after = await orderRow(order.id);
    expect(after.amountCredited).toBe(118_000);
    expect(after.amountRefunded).toBe(118_000);
    expect(after.paymentStatus).toBe("partially_refunded");
  });

  it("an advance (no tax invoice yet) is refunded without one: a credit note asked for is refused and nothing changes", async () => {
    const { buyer, order } = await buyerWithOrder(2);
    const started = await startPayment(buyer.token, order.id);
    const { payment } = await fake.pay(started.data.gatewayOrderId, { method: "upi", outcome: "success" });
    await settle();
    const [line] = await testApp.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    const res = await adminApi(testApp.app, owner).post(`/v1/admin/orders/${order.id}/online-refunds`, {
      gatewayPaymentId: payment.id,
      amount: 1180,
      idempotencyKey: `cn-adv-${serial}-xxxx`,
      creditNote: { lines: [{ orderLineId: line?.id, quantity: 1, restock: true }], reason: "Not supplied" },
    });
    expect(res.statusCode).toBe(409);
    expect(res.error?.code).toBe("INVOICE_NOT_ISSUED");
    expect(res.error?.fields?.creditNote).toBeUndefined();
    const notes = await testApp.db.select().from(documents).where(eq(documents.orderId, order.id));
    expect(notes.filter((d) => d.kind === "credit-note")).toHaveLength(0);
    expect(
      await testApp.db.select().from(gatewayRefunds).where(eq(gatewayRefunds.orderId, order.id)),
    ).toHaveLength(0);
  });
});

describe("secrets", () => {
  it("appear in no log line, audit entry or API answer of this suite", async () => {
    expect(logLines.length).toBeGreaterThan(50);
    expect(answers.length).toBeGreaterThan(20);
    const audit = JSON.stringify(await testApp.db.select().from(auditLog));
    for (const secret of SECRETS) {
      expect(logLines.filter((line) => line.includes(secret))).toEqual([]);
      expect(answers.filter((answer) => answer.includes(secret))).toEqual([]);
      expect(audit).not.toContain(secret);
    }
  });
});
