import type { AdminCustomerDetailDto, AdminOrderDetailDto, CustomerDto, OrderDto } from "@roshni/core";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customers, outboxMails, SHOP_SETTINGS_KEY, shopSettings, whatsappMessages } from "../../db/schema";
import { webhookSignature, whatsAppCloudClient } from "../../lib/whatsapp";
import {
  type FakeWhatsApp,
  type FakeWhatsAppOptions,
  startFakeWhatsApp,
  statusWebhookBody,
} from "../../lib/whatsapp-fake";
import {
  adminApi,
  api,
  createTestApp,
  DEMO_STAFF_EMAIL,
  staffCookie,
  type TestApp,
} from "../../test/harness";
import { addTestCustomer, addTestProduct, DELHI_ADDRESS } from "../orders/test-fixtures";

const TOKEN = "fake-cloud-token";
const SECRET = "fake-app-secret";
const PHONE_ID = "109876543210";

let fake: FakeWhatsApp;
const fakeOptions: FakeWhatsAppOptions = { accessToken: TOKEN, appSecret: SECRET };
let testApp: TestApp;
let lamp: number;
let serial = 0;

beforeAll(async () => {
  fake = await startFakeWhatsApp(fakeOptions);
  testApp = await createTestApp({
    products: 1,
    env: {
      WHATSAPP_API_URL: fake.url,
      WHATSAPP_PHONE_NUMBER_ID: PHONE_ID,
      WHATSAPP_ACCESS_TOKEN: TOKEN,
      WHATSAPP_APP_SECRET: SECRET,
      WHATSAPP_VERIFY_TOKEN: "verify-me",
    },
  });
  // The status webhooks the fake posts reach this app over HTTP, as Meta's reach the shop.
  const address = await testApp.app.listen({ port: 0, host: "127.0.0.1" });
  fakeOptions.webhookUrl = `${address}/v1/webhooks/whatsapp`;
  await testApp.db
    .update(shopSettings)
    .set({
      value: sql`${shopSettings.value} || ${JSON.stringify({
        whatsappTemplates: {
          orderPlaced: "order_placed",
          orderConfirmed: "order_confirmed",
          orderDispatched: "order_dispatched",
          paymentReceived: "payment_received",
        },
      })}::jsonb`,
    })
    .where(eq(shopSettings.key, SHOP_SETTINGS_KEY));
  lamp = await addTestProduct(testApp, {
    title: "Brass Pendant",
    sellingPrice: 100_000,
    taxRate: 18,
    stock: 10_000,
    minimumQuantity: 1,
  });
});

afterAll(async () => {
  await testApp?.close();
  await fake?.close();
});

async function buyerWith(optIn: boolean) {
  serial += 1;
  const email = `wa-${serial}-${optIn ? "yes" : "no"}@example.in`;
  const buyer = await addTestCustomer(testApp, { email });
  const phone = `+9198110${String(10_000 + serial).slice(-5)}`;
  await testApp.db.update(customers).set({ whatsappOptIn: optIn, phone }).where(eq(customers.id, buyer.id));
  const address = await api(testApp.app).post<{ id: number }>("/v1/customer/address", DELHI_ADDRESS, {
    token: buyer.token,
  });
  return { ...buyer, email, phone, addressId: address.data.id };
}

async function placeOrder(buyer: { token: string; addressId: number }): Promise<OrderDto> {
  serial += 1;
  const res = await api(testApp.app).post<OrderDto>(
    "/v1/order",
    {
      items: [{ productId: lamp, quantity: 2 }],
      addressId: buyer.addressId,
      toPayShipping: true,
      paymentMethod: "bank-transfer",
    },
    { token: buyer.token, headers: { "idempotency-key": `wa-order-${serial}` } },
  );
  if (res.statusCode !== 201) throw new Error(`order refused: ${JSON.stringify(res.body)}`);
  return res.data;
}

function sentTo(phone: string) {
  return fake.messages.filter((message) => message.to === phone.replace(/\D/g, ""));
}

describe("the WhatsApp Cloud API client against the local fake", () => {
  it("sends a template with its language and body parameters; the fake answers a wamid", async () => {
    const client = whatsAppCloudClient({
      apiUrl: fake.url,
      version: "v21.0",
      phoneNumberId: PHONE_ID,
      accessToken: TOKEN,
    });
    const { id } = await client.sendTemplate({
      to: "+91 98111 00001",
      template: "order_placed",
      language: "en",
      parameters: ["Ravi", "WL-2026-000001", "₹2,360.00", "https://shop.example.in/account/orders/1"],
    });
    expect(id).toMatch(/^wamid\./);
    expect(fake.messages.find((message) => message.id === id)).toEqual({
      id,
      version: "v21.0",
      phoneNumberId: PHONE_ID,
      to: "919811100001",
      template: "order_placed",
      language: "en",
      parameters: ["Ravi", "WL-2026-000001", "₹2,360.00", "https://shop.example.in/account/orders/1"],
    });
  });

  it("a wrong token is refused with the Cloud API's error", async () => {
    const client = whatsAppCloudClient({
      apiUrl: fake.url,
      version: "v21.0",
      phoneNumberId: PHONE_ID,
      accessToken: "nope",
    });
    await expect(
      client.sendTemplate({ to: "919811100001", template: "t", language: "en", parameters: [] }),
    ).rejects.toThrow(/Invalid OAuth access token/);
  });
});

describe("order news by mail and WhatsApp, through the job queue", () => {
  it("placing, confirming, paying and dispatching: mails to the buyer and, opted in, WhatsApp templates", async () => {
    const buyer = await buyerWith(true);
    const order = await placeOrder(buyer);
    // Nothing is sent inside the request: the messages wait for the queue.
    expect(sentTo(buyer.phone)).toEqual([]);
    await testApp.drain();

    const owner = adminApi(testApp.app, await staffCookie(testApp, DEMO_STAFF_EMAIL.owner));
    expect(
      (await owner.post(`/v1/admin/orders/${order.id}/transitions`, { to: "confirmed" })).statusCode,
    ).toBe(200);
    const paid = await owner.post(`/v1/admin/orders/${order.id}/payments`, {
      method: "bank_transfer",
      receivedOn: "2026-11-20",
      amount: order.total,
      reference: `UTR${Date.now()}`,
    });
    expect(paid.statusCode).toBe(201);
    expect((await owner.post(`/v1/admin/orders/${order.id}/transitions`, { to: "packed" })).statusCode).toBe(
      200,
    );
    const dispatched = await owner.post(`/v1/admin/orders/${order.id}/transitions`, {
      to: "dispatched",
      transporter: "VRL Logistics",
      lrNumber: "VRL-448812",
    });
    expect(dispatched.statusCode).toBe(200);
    const drained = await testApp.drain();
    expect(drained.failed).toEqual([]);

    const mails = await testApp.db.select().from(outboxMails).where(eq(outboxMails.to, buyer.email));
    expect(mails.map((mail) => mail.subject)).toEqual(
      expect.arrayContaining([
        `Order ${order.number} placed: payment by bank transfer`,
        `Order ${order.number} confirmed`,
        `Payment received for order ${order.number}`,
        `Order ${order.number} packed`,
        `Order ${order.number} dispatched`,
      ]),
    );
    expect(mails.every((mail) => mail.sentAt instanceof Date)).toBe(true);

    const whatsapp = sentTo(buyer.phone);
    // The queue runs jobs kind by kind, not in the order of the writes: each template is there once.
    expect(whatsapp.map((message) => message.template).sort()).toEqual([
      "order_confirmed",
      "order_dispatched",
      "order_placed",
      "payment_received",
    ]);
    const dispatchNews = whatsapp.find((message) => message.template === "order_dispatched");
    expect(dispatchNews?.parameters.slice(0, 4)).toEqual([
      "Test Buyer",
      order.number,
      "VRL Logistics",
      "VRL-448812",
    ]);
    expect(dispatchNews?.parameters[4]).toMatch(
      new RegExp(`/account/orders/${order.id}\\?document=invoice$`),
    );

    const rows = await testApp.db
      .select()
      .from(whatsappMessages)
      .where(eq(whatsappMessages.orderId, order.id));
    expect(rows).toHaveLength(4);
    expect(rows.every((row) => row.status === "accepted" && row.cloudId?.startsWith("wamid."))).toBe(true);

    // Running the queue again sends nothing twice.
    await testApp.drain();
    expect(sentTo(buyer.phone)).toHaveLength(4);
  });

  it("a buyer who did not opt in gets the mail and no WhatsApp message", async () => {
    const buyer = await buyerWith(false);
    const order = await placeOrder(buyer);
    await testApp.drain();
    const mails = await testApp.db.select().from(outboxMails).where(eq(outboxMails.to, buyer.email));
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Order ${order.number} placed: payment by bank transfer`,
    ]);
    expect(sentTo(buyer.phone)).toEqual([]);
    expect(
      await testApp.db.select().from(whatsappMessages).where(eq(whatsappMessages.orderId, order.id)),
    ).toEqual([]);
  });

  it("a rolled-back write sends nothing", async () => {
    const buyer = await buyerWith(true);
    const order = await placeOrder(buyer);
    await testApp.drain();
    const owner = adminApi(testApp.app, await staffCookie(testApp, DEMO_STAFF_EMAIL.owner));
    // Delivering a placed order is refused inside the move's transaction: no message for it.
    const refused = await owner.post(`/v1/admin/orders/${order.id}/transitions`, { to: "delivered" });
    expect(refused.statusCode).toBe(409);
    await testApp.drain();
    const mails = await testApp.db
      .select()
      .from(outboxMails)
      .where(
        and(eq(outboxMails.to, buyer.email), eq(outboxMails.subject, `Order ${order.number} delivered`)),
      );
    expect(mails).toEqual([]);
    expect(sentTo(buyer.phone)).toHaveLength(1);
  });

  it("the buyer opts in from their profile, and the profile says so", async () => {
    const buyer = await buyerWith(false);
    const patched = await api(testApp.app).patch<CustomerDto>(
      "/v1/customer",
      { whatsappOptIn: true },
      { token: buyer.token },
    );
    expect(patched.statusCode).toBe(200);
    expect(patched.data.whatsappOptIn).toBe(true);
    const order = await placeOrder(buyer);
    await testApp.drain();
    expect(sentTo(buyer.phone).map((message) => message.parameters[1])).toEqual([order.number]);
  });
});

describe("the status webhook", () => {
  it("answers Meta's subscription check with the challenge, only with the verify token", async () => {
    const ok = await testApp.app.inject({
      method: "GET",
      url: "/v1/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=verify-me&hub.challenge=1158201444",
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe("1158201444");
    const wrong = await testApp.app.inject({
      method: "GET",
      url: "/v1/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1",
    });
    expect(wrong.statusCode).toBe(403);
  });

  it("a signed status from the fake updates the message; a later 'sent' does not move it back", async () => {
    const buyer = await buyerWith(true);
    const order = await placeOrder(buyer);
    await testApp.drain();
    const [row] = await testApp.db
      .select()
      .from(whatsappMessages)
      .where(eq(whatsappMessages.orderId, order.id));
    const cloudId = row?.cloudId ?? "";
    expect((await fake.report(cloudId, "delivered")).status).toBe(200);
    expect((await fake.report(cloudId, "sent")).status).toBe(200);
    const [after] = await testApp.db
      .select()
      .from(whatsappMessages)
      .where(eq(whatsappMessages.cloudId, cloudId));
    expect(after?.status).toBe("delivered");
    await fake.report(cloudId, "read");
    const [read] = await testApp.db
      .select()
      .from(whatsappMessages)
      .where(eq(whatsappMessages.cloudId, cloudId));
    expect(read?.status).toBe("read");
  });

  it("a status with a bad or missing signature is refused and changes nothing", async () => {
    const buyer = await buyerWith(true);
    const order = await placeOrder(buyer);
    await testApp.drain();
    const [row] = await testApp.db
      .select()
      .from(whatsappMessages)
      .where(eq(whatsappMessages.orderId, order.id));
    const body = JSON.stringify(
      statusWebhookBody({ id: row?.cloudId ?? "", to: "91", phoneNumberId: PHONE_ID }, "failed"),
    );
    for (const signature of [webhookSignature("another-secret", body), undefined]) {
      const res = await testApp.app.inject({
        method: "POST",
        url: "/v1/webhooks/whatsapp",
        headers: {
          "content-type": "application/json",
          ...(signature ? { "x-hub-signature-256": signature } : {}),
        },
        payload: body,
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ ok: false, data: { error: { code: "WEBHOOK_SIGNATURE_INVALID" } } });
    }
    const [after] = await testApp.db
      .select()
      .from(whatsappMessages)
      .where(eq(whatsappMessages.id, row?.id ?? 0));
    expect(after?.status).toBe("accepted");
  });
});

describe("staff's wa.me link", () => {
  it("is absent while the shop sends WhatsApp through the Cloud API", async () => {
    const buyer = await buyerWith(true);
    const order = await placeOrder(buyer);
    const owner = adminApi(testApp.app, await staffCookie(testApp, DEMO_STAFF_EMAIL.owner));
    const detail = await owner.get<AdminOrderDetailDto>(`/v1/admin/orders/${order.id}`);
    expect(detail.data.whatsappLink).toBeNull();
    const buyerPage = await owner.get<AdminCustomerDetailDto>(`/v1/admin/customers/${buyer.id}`);
    expect(buyerPage.data.whatsappLink).toBeNull();
  });

  it("without the Cloud API, the back-office order carries a wa.me link with the news of its state", async () => {
    const plain = await createTestApp({ products: 1 });
    try {
      const product = await addTestProduct(plain, {
        title: "Brass Pendant",
        sellingPrice: 100_000,
        taxRate: 18,
        stock: 100,
        minimumQuantity: 1,
      });
      const buyer = await addTestCustomer(plain, { email: "no-cloud@example.in" });
      const ownerBefore = adminApi(plain.app, await staffCookie(plain, DEMO_STAFF_EMAIL.owner));
      // A buyer without orders: the buyer's page opens a plain chat.
      const fresh = await ownerBefore.get<AdminCustomerDetailDto>(`/v1/admin/customers/${buyer.id}`);
      expect(fresh.data.whatsappLink).toBe("https://wa.me/919811122233");
      const address = await api(plain.app).post<{ id: number }>("/v1/customer/address", DELHI_ADDRESS, {
        token: buyer.token,
      });
      const placed = await api(plain.app).post<OrderDto>(
        "/v1/order",
        {
          items: [{ productId: product, quantity: 1 }],
          addressId: address.data.id,
          toPayShipping: true,
          paymentMethod: "bank-transfer",
        },
        { token: buyer.token, headers: { "idempotency-key": "no-cloud-1" } },
      );
      const owner = adminApi(plain.app, await staffCookie(plain, DEMO_STAFF_EMAIL.owner));
      const detail = await owner.get<AdminOrderDetailDto>(`/v1/admin/orders/${placed.data.id}`);
      const link = detail.data.whatsappLink ?? "";
      expect(link.startsWith("https://wa.me/919811122233?text=")).toBe(true);
      const text = decodeURIComponent(link.split("?text=")[1] ?? "");
      expect(text).toContain(placed.data.number);
      expect(text).toContain(`/account/orders/${placed.data.id}`);
      // The buyer's page carries the same news of their latest order.
      const buyerPage = await owner.get<AdminCustomerDetailDto>(`/v1/admin/customers/${buyer.id}`);
      expect(buyerPage.data.whatsappLink).toBe(link);
    } finally {
      await plain.close();
    }
  });
});
