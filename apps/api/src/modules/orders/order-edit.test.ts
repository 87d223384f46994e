import type {
  AdminOrderDetailDto,
  AdminOrderEditResultDto,
  AdminOrderQuoteDto,
  OrderChangeRequestDto,
} from "@roshni/core";
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  auditLog,
  documents,
  outboxMails,
  SHOP_SETTINGS_KEY,
  type ShopSettings,
  shopSettings,
} from "../../db/schema";
import {
  adminApi,
  api,
  createTestApp,
  DEMO_STAFF_EMAIL,
  staffCookie,
  type TestApp,
  WEBSITE,
} from "../../test/harness";
import { addTestCustomer, addTestProduct, DELHI_ADDRESS, productStock } from "./test-fixtures";

let testApp: TestApp;
type Client = ReturnType<typeof adminApi>;
let owner: Client;
let sales: Client;
let dispatch: Client;
let buyer: { id: number; token: string };
let stranger: { id: number; token: string };
let address: number;
let otherAddress: number;
let lamp: number; // wholesale ₹800.00, 18 %
let bulb: number; // wholesale ₹100.00, 12 %
let fan: number; // wholesale ₹2,000.00, 18 %, only 5 in stock
let keySerial = 0;

type EditAnswer = { edit: AdminOrderEditResultDto; order: AdminOrderDetailDto };

async function place(items: { productId: number; quantity: number }[]): Promise<AdminOrderDetailDto> {
  keySerial += 1;
  const res = await sales.post<AdminOrderDetailDto>(
    "/v1/admin/orders",
    { customerId: buyer.id, items, addressId: address, toPayShipping: false },
    { headers: { "idempotency-key": `edit-${keySerial}-${Date.now()}` } },
  );
  if (res.statusCode !== 201) throw new Error(`order refused: ${res.body}`);
  return res.data;
}

function edit(client: Client, order: { id: number; updatedAt: string }, body: Record<string, unknown>) {
  return client.post<EditAnswer>(`/v1/admin/orders/${order.id}/edit`, {
    toPayShipping: false,
    expectedUpdatedAt: order.updatedAt,
    ...body,
  });
}

async function detail(orderId: number): Promise<AdminOrderDetailDto> {
  return (await owner.get<AdminOrderDetailDto>(`/v1/admin/orders/${orderId}`)).data;
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
  buyer = await addTestCustomer(testApp, { email: "edit-buyer@example.in", wholesale: true });
  stranger = await addTestCustomer(testApp, { email: "edit-stranger@example.in", wholesale: true });
  const res = await api(testApp.app).post<{ id: number }>("/v1/customer/address", DELHI_ADDRESS, {
    token: buyer.token,
  });
  address = res.data.id;
  const mumbai = await api(testApp.app).post<{ id: number }>(
    "/v1/customer/address",
    {
      ...DELHI_ADDRESS,
      line1: "12, Lamington Road",
      city: "Mumbai",
      state: "Maharashtra",
      pincode: "400007",
    },
    { token: buyer.token },
  );
  otherAddress = mumbai.data.id;
  lamp = await addTestProduct(testApp, {
    title: "Desk Lamp",
    sellingPrice: 100_000,
    wholesalePrice: 80_000,
    taxRate: 18,
    stock: 100,
    minimumQuantity: 1,
  });
  bulb = await addTestProduct(testApp, {
    title: "LED Bulb",
    sellingPrice: 12_000,
    wholesalePrice: 10_000,
    taxRate: 12,
    stock: 100,
    minimumQuantity: 1,
  });
  fan = await addTestProduct(testApp, {
    title: "Ceiling Fan",
    sellingPrice: 250_000,
    wholesalePrice: 200_000,
    taxRate: 18,
    stock: 5,
    minimumQuantity: 1,
  });
  owner = adminApi(testApp.app, await staffCookie(testApp, DEMO_STAFF_EMAIL.owner));
  sales = adminApi(testApp.app, await staffCookie(testApp, DEMO_STAFF_EMAIL.sales));
  dispatch = adminApi(testApp.app, await staffCookie(testApp, DEMO_STAFF_EMAIL.dispatch));
  const [row] = await testApp.db.select().from(shopSettings).where(eq(shopSettings.key, SHOP_SETTINGS_KEY));
  const settings = row?.value as ShopSettings | undefined;
  if (settings) {
    await testApp.db
      .update(shopSettings)
      .set({ value: { ...settings, orderNotificationEmails: ["orders@roshni.example"] } })
      .where(eq(shopSettings.key, SHOP_SETTINGS_KEY));
  }
});

afterAll(async () => {
  await testApp?.close();
});

describe("staff edit an order before dispatch", () => {
  it("adds, removes and changes lines: stock moves, totals by the placing's rules, payments stay", async () => {
    const order = await place([
      { productId: lamp, quantity: 4 },
      { productId: bulb, quantity: 10 },
    ]);
    const paid = await owner.post(`/v1/admin/orders/${order.id}/payments`, {
      method: "bank_transfer",
      receivedOn: "2026-11-20",
      amount: 1000,
      reference: `UTR${Date.now()}`,
    });
    expect(paid.statusCode).toBe(201);
    const before = await detail(order.id);
    const lampStock = await productStock(testApp, lamp);
    const bulbStock = await productStock(testApp, bulb);
    const fanStock = await productStock(testApp, fan);

    const items = [
      { productId: lamp, quantity: 6 },
      { productId: fan, quantity: 2 },
    ];
    const quote = await sales.post<AdminOrderQuoteDto>(`/v1/admin/orders/${order.id}/edit/quote`, {
      items,
      toPayShipping: false,
    });
    expect(quote.statusCode).toBe(200);
    const res = await edit(sales, before, { items });
    expect(res.statusCode).toBe(200);
    const after = res.data.order;

    // Stock: the lamp's 2 more and the fan's 2 taken, the bulbs' 10 given back.
    expect(await productStock(testApp, lamp)).toBe(lampStock - 2);
    expect(await productStock(testApp, bulb)).toBe(bulbStock + 10);
    expect(await productStock(testApp, fan)).toBe(fanStock - 2);

    // The same amounts as the live quote, and as a fresh order of the same lines placed today.
    expect(after.total).toBe(quote.data.total);
    expect(after.items.map((i) => [i.productId, i.quantity, i.price])).toEqual([
      [lamp, 6, 800],
      [fan, 2, 2000],
    ]);
    const fresh = await sales.post<AdminOrderQuoteDto>("/v1/admin/orders/quote", {
      customerId: buyer.id,
      items,
      addressId: address,
      toPayShipping: false,
    });
    expect(after.total).toBe(fresh.data.total);
    expect(after.totals).toEqual(fresh.data.totals);
    expect(after.gst.placeOfSupply).toBeTruthy();

    // What was paid stays; what is due follows the new total.
    expect(after.amountPaid).toBe(1000);
    expect(after.amountDue).toBeCloseTo(after.total - 1000, 2);
    expect(after.paymentStatus).toBe("partially_paid");

    // The sentences, line by line, in the answer, the history and the buyer's mail.
    expect(res.data.edit.changes).toEqual([
      expect.stringContaining("quantity 4 → 6"),
      expect.stringContaining("Removed LED Bulb"),
      expect.stringContaining("Added Ceiling Fan"),
    ]);
    const step = after.history.at(-1);
    expect(step?.staff?.name).toBeTruthy();
    expect(step?.note).toContain("Removed LED Bulb");
    expect(step?.note).toContain("quantity 4 → 6");
    const mails = await mailsTo("edit-buyer@example.in", `${order.number} was changed`);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain("Added Ceiling Fan");
    expect(mails[0]?.text).toContain("Removed LED Bulb");
    expect(mails[0]?.text).toContain(`${order.number}-R2`);

    // A new proforma revision; the first one kept and still downloadable.
    expect(res.data.edit.proforma).toEqual({ number: `${order.number}-R2`, revision: 2 });
    const proformas = await testApp.db
      .select()
      .from(documents)
      .where(and(eq(documents.orderId, order.id), eq(documents.kind, "proforma")));
    expect(proformas.map((d) => d.number)).toEqual([order.number, `${order.number}-R2`]);
    expect(proformas[1]?.total).toBe(Math.round(after.total * 100));
    expect(proformas[0]?.total).toBe(Math.round(before.total * 100));
    for (const number of [order.number, `${order.number}-R2`]) {
      const pdf = await testApp.app.inject({
        method: "GET",
        url: `/v1/order/${order.id}/documents/proforma?number=${encodeURIComponent(number)}`,
        headers: { website: WEBSITE, authorization: `Bearer ${buyer.token}` },
      });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers["content-disposition"]).toContain(`proforma-${number}.pdf`);
    }

    // The audit names who.
    const [audit] = await testApp.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "order.edit"), eq(auditLog.entityId, String(order.id))));
    expect(audit?.staffId).toBe(step?.staff?.id);
    expect(audit?.after).toMatchObject({ proforma: `${order.number}-R2` });
  });

  it("changes the delivery address and the transport, and the GST split follows the new state", async () => {
    const order = await place([{ productId: lamp, quantity: 1 }]);
    expect(order.gst.placeOfSupply?.intraState ?? true).toBe(true);
    const res = await edit(sales, order, {
      items: [{ productId: lamp, quantity: 1 }],
      addressId: otherAddress,
      toPayShipping: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.data.order.address.state).toBe("Maharashtra");
    expect(res.data.order.toPayShipping).toBe(true);
    expect(res.data.edit.changes.join("\n")).toContain("Delivery address");
    expect(res.data.edit.changes.join("\n")).toContain("Transport");
    const gstLines = res.data.order.totals.map((t) => t.type);
    expect(gstLines).toContain("igst");
    expect(gstLines).not.toContain("cgst");
  });

  it("keeps the order's coupon and works its discount out again on the new lines", async () => {
    keySerial += 1;
    const placed = await sales.post<AdminOrderDetailDto>(
      "/v1/admin/orders",
      {
        customerId: buyer.id,
        items: [{ productId: lamp, quantity: 2 }],
        addressId: address,
        toPayShipping: false,
        couponCode: "WELCOME10",
      },
      { headers: { "idempotency-key": `edit-coupon-${keySerial}-${Date.now()}` } },
    );
    expect(placed.statusCode, JSON.stringify(placed.body)).toBe(201);
    const items = [
      { productId: lamp, quantity: 5 },
      { productId: bulb, quantity: 3 },
    ];
    const res = await edit(sales, placed.data, { items });
    expect(res.statusCode).toBe(200);
    expect(res.data.order.coupon?.code).toBe("WELCOME10");
    // The same lines priced for a buyer of the same group who has not used the coupon yet: the edit's
    // amounts are the placing's.
    const theirs = await api(testApp.app).post<{ id: number }>("/v1/customer/address", DELHI_ADDRESS, {
      token: stranger.token,
    });
    const fresh = await sales.post<AdminOrderQuoteDto>("/v1/admin/orders/quote", {
      customerId: stranger.id,
      items,
      addressId: theirs.data.id,
      toPayShipping: false,
      couponCode: "WELCOME10",
    });
    expect(fresh.data.couponProblem).toBeNull();
    expect(res.data.order.totals).toEqual(fresh.data.totals);
    expect(res.data.order.total).toBe(fresh.data.total);
    expect(res.data.order.totals.find((t) => t.type === "discount")?.price).not.toBe(
      placed.data.totals.find((t) => t.type === "discount")?.price,
    );
  });

  it("keeps the stock never below zero: what the shelf lacks is made to order", async () => {
    const order = await place([{ productId: bulb, quantity: 1 }]);
    const shelf = await productStock(testApp, fan);
    const res = await edit(sales, order, { items: [{ productId: fan, quantity: shelf + 4 }] });
    expect(res.statusCode).toBe(200);
    expect(res.data.order.items[0]).toMatchObject({ fromStock: shelf, madeToOrder: 4 });
    expect(await productStock(testApp, fan)).toBe(0);
  });

  it("refuses an edit that changes nothing, and a price set by sales stays a proposal", async () => {
    const order = await place([{ productId: lamp, quantity: 2 }]);
    const same = await edit(sales, order, { items: [{ productId: lamp, quantity: 2 }] });
    expect(same.statusCode).toBe(422);
    expect(same.error?.code).toBe("ORDER_EDIT_EMPTY");
    const proposed = await edit(sales, order, {
      items: [{ productId: lamp, quantity: 3, price: 500, priceReason: "Old rate" }],
    });
    expect(proposed.statusCode).toBe(200);
    expect(proposed.data.order.items[0]?.price).toBe(800);
    expect(proposed.data.order.priceNotes[0]).toMatchObject({ proposedPrice: 500, applied: false });
  });

  it("answers 409 ORDER_CHANGED to the second of two editors of one order", async () => {
    const order = await place([{ productId: lamp, quantity: 1 }]);
    const stock = await productStock(testApp, lamp);
    const [a, b] = await Promise.all([
      edit(sales, order, { items: [{ productId: lamp, quantity: 2 }] }),
      edit(owner, order, { items: [{ productId: lamp, quantity: 5 }] }),
    ]);
    const codes = [a.statusCode, b.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.error?.code).toBe("ORDER_CHANGED");
    expect(loser.error?.message).toContain("changed by someone else");
    const winner = a.statusCode === 200 ? a : b;
    const quantity = winner.data.order.items[0]?.quantity ?? 0;
    expect(await productStock(testApp, lamp)).toBe(stock - (quantity - 1));
  });

  it("an edit racing a dispatch: the edit read before the dispatch is refused, never both applied", async () => {
    const order = await place([{ productId: lamp, quantity: 1 }]);
    const read = await detail(order.id);
    for (const to of ["confirmed", "packed"]) {
      expect((await owner.post(`/v1/admin/orders/${order.id}/transitions`, { to })).statusCode).toBe(200);
    }
    const [moved, edited] = await Promise.all([
      owner.post(`/v1/admin/orders/${order.id}/transitions`, {
        to: "dispatched",
        transporter: "VRL Logistics",
        lrNumber: "LR-1",
        allowUnpaid: true,
      }),
      edit(sales, read, { items: [{ productId: lamp, quantity: 3 }] }),
    ]);
    expect(moved.statusCode).toBe(200);
    expect([409, 422]).toContain(edited.statusCode);
    const after = await detail(order.id);
    expect(after.items[0]?.quantity).toBe(1);
  });

  it("refuses with 422 once dispatched, cancelled, or invoiced (the invoice is credited first)", async () => {
    const dispatched = await place([{ productId: lamp, quantity: 1 }]);
    for (const to of ["confirmed", "packed"]) {
      await owner.post(`/v1/admin/orders/${dispatched.id}/transitions`, { to });
    }
    await owner.post(`/v1/admin/orders/${dispatched.id}/transitions`, {
      to: "dispatched",
      transporter: "VRL Logistics",
      lrNumber: "LR-2",
      allowUnpaid: true,
    });
    const late = await edit(sales, await detail(dispatched.id), {
      items: [{ productId: lamp, quantity: 2 }],
    });
    expect(late.statusCode).toBe(422);
    expect(late.error?.code).toBe("ORDER_NOT_EDITABLE");
    expect(late.error?.message).toContain("only before dispatch");

    const cancelled = await place([{ productId: lamp, quantity: 1 }]);
    await owner.post(`/v1/admin/orders/${cancelled.id}/transitions`, {
      to: "cancelled",
      reason: "Buyer called",
    });
    const gone = await edit(sales, await detail(cancelled.id), { items: [{ productId: lamp, quantity: 2 }] });
    expect(gone.statusCode).toBe(422);
    expect(gone.error?.message).toContain("cancelled");

    const invoiced = await place([{ productId: lamp, quantity: 1 }]);
    await owner.post(`/v1/admin/orders/${invoiced.id}/transitions`, { to: "confirmed" });
    const issued = await owner.post(`/v1/admin/orders/${invoiced.id}/invoice`, {});
    expect(issued.statusCode).toBeLessThan(300);
    const withInvoice = await detail(invoiced.id);
    expect(withInvoice.editRefusal).toContain("credit note");
    const refused = await edit(sales, withInvoice, { items: [{ productId: lamp, quantity: 2 }] });
    expect(refused.statusCode).toBe(422);
    expect(refused.error?.message).toContain("credit note");
  });

  it("is for sales, manager and owner only", async () => {
    const order = await place([{ productId: lamp, quantity: 1 }]);
    const res = await edit(dispatch, order, { items: [{ productId: lamp, quantity: 2 }] });
    expect(res.statusCode).toBe(403);
    const quote = await dispatch.post(`/v1/admin/orders/${order.id}/edit/quote`, {
      items: [{ productId: lamp, quantity: 2 }],
      toPayShipping: false,
    });
    expect(quote.statusCode).toBe(403);
  });
});

describe("a buyer asks for a change from their order page", () => {
  it("writes a message on their own order, mails the shop, shows it to staff, and the edit handles it", async () => {
    const order = await place([{ productId: lamp, quantity: 1 }]);
    const res = await api(testApp.app).post<OrderChangeRequestDto>(
      `/v1/order/${order.id}/change-requests`,
      { message: "Please make it 3 lamps and add 10 bulbs." },
      { token: buyer.token },
    );
    expect(res.statusCode).toBe(201);
    const mails = await mailsTo("orders@roshni.example", `Change requested for order ${order.number}`);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain("make it 3 lamps");
    const shown = await detail(order.id);
    expect(shown.changeRequests).toEqual([expect.objectContaining({ id: res.data.id, handledAt: null })]);

    const applied = await edit(sales, shown, {
      items: [
        { productId: lamp, quantity: 3 },
        { productId: bulb, quantity: 10 },
      ],
    });
    expect(applied.statusCode).toBe(200);
    expect(applied.data.order.changeRequests[0]?.handledAt).not.toBeNull();
    const mine = await api(testApp.app).get<OrderChangeRequestDto[]>(
      `/v1/order/${order.id}/change-requests`,
      {
        token: buyer.token,
      },
    );
    expect(mine.data).toHaveLength(1);
  });

  it("answers 404 for another buyer's order, and refuses an empty message", async () => {
    const order = await place([{ productId: lamp, quantity: 1 }]);
    const other = await api(testApp.app).post(
      `/v1/order/${order.id}/change-requests`,
      { message: "Cancel it" },
      { token: stranger.token },
    );
    expect(other.statusCode).toBe(404);
    expect(other.error?.code).toBe("ORDER_NOT_FOUND");
    const listed = await api(testApp.app).get(`/v1/order/${order.id}/change-requests`, {
      token: stranger.token,
    });
    expect(listed.statusCode).toBe(404);
    const empty = await api(testApp.app).post(
      `/v1/order/${order.id}/change-requests`,
      { message: "  " },
      { token: buyer.token },
    );
    expect(empty.statusCode).toBe(422);
  });
});
