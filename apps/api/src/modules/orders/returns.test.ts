import type {
  AdminCreditNoteIssuedDto,
  AdminOrderDetailDto,
  AdminPaymentDto,
  OrderDto,
  PaymentStatusDto,
} from "@roshni/core";
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, outboxMails, products } from "../../db/schema";
import {
  adminApi,
  api,
  createTestApp,
  DEMO_STAFF_EMAIL,
  staffCookie,
  type TestApp,
} from "../../test/harness";
import { addTestAddress, addTestCustomer, addTestProduct, PUNE_ADDRESS, productStock } from "./test-fixtures";

let testApp: TestApp;
let buyer: { id: number; token: string };
let puneAddress: number;
let lamp: number; // ₹9,288.47 at 18 %, HSN 9405
let bulb: number; // ₹120.00 at 12 %, HSN 8539
let keySerial = 0;
type Client = ReturnType<typeof adminApi>;
let owner: Client;
let sales: Client;
let dispatch: Client;

async function placeOrder(): Promise<OrderDto> {
  keySerial += 1;
  const res = await api(testApp.app).post<OrderDto>(
    "/v1/order",
    {
      items: [
        { productId: lamp, quantity: 2 },
        { productId: bulb, quantity: 10 },
      ],
      addressId: puneAddress,
      toPayShipping: true,
      paymentMethod: "bank-transfer",
    },
    { token: buyer.token, headers: { "idempotency-key": `returns-${keySerial}-${Date.now()}` } },
  );
  if (res.statusCode !== 201) throw new Error(`order refused: ${JSON.stringify(res.body)}`);
  return res.data;
}

async function paidAndDispatched(): Promise<AdminOrderDetailDto> {
  const order = await placeOrder();
  const paid = await sales.post(`/v1/admin/orders/${order.id}/payments`, {
    method: "bank_transfer",
    amount: order.total,
    reference: `UTRRET${String(order.id).padStart(6, "0")}`,
    receivedOn: "2026-11-20",
  });
  if (paid.statusCode !== 201) throw new Error(`payment refused: ${JSON.stringify(paid.body)}`);
  for (const body of [
    { to: "confirmed" },
    { to: "packed" },
    { to: "dispatched", transporter: "VRL Logistics", lrNumber: `LR-${order.id}` },
  ]) {
    const res = await owner.post(`/v1/admin/orders/${order.id}/transitions`, body);
    if (res.statusCode !== 200) throw new Error(`move refused: ${JSON.stringify(res.body)}`);
  }
  return (await owner.get<AdminOrderDetailDto>(`/v1/admin/orders/${order.id}`)).data;
}

function lineOf(order: AdminOrderDetailDto, hsn: string) {
  const line = order.money.returnable.find((l) => l.hsnCode === hsn);
  if (!line) throw new Error(`no line with HSN ${hsn}`);
  return line;
}

async function buyerView(orderId: number) {
  const order = await api(testApp.app).get<OrderDto>(`/v1/order/${orderId}`, { token: buyer.token });
  const status = await api(testApp.app).get<PaymentStatusDto>(`/v1/order/${orderId}/payment/status`, {
    token: buyer.token,
  });
  return { order: order.data, status: status.data };
}

beforeAll(async () => {
  testApp = await createTestApp({ products: 2 });
  buyer = await addTestCustomer(testApp, { email: "returns-buyer@example.in" });
  puneAddress = await addTestAddress(testApp, buyer.token, PUNE_ADDRESS);
  lamp = await addTestProduct(testApp, {
    title: "Brass Wall Lamp",
    sellingPrice: 928_847,
    taxRate: 18,
    stock: 100,
    minimumQuantity: 1,
  });
  bulb = await addTestProduct(testApp, {
    title: "Filament Bulb",
    sellingPrice: 12_000,
    taxRate: 12,
    stock: 100,
    minimumQuantity: 1,
  });
  await testApp.db.update(products).set({ hsnCode: "8539" }).where(eq(products.id, bulb));
  owner = adminApi(testApp.app, await staffCookie(testApp, DEMO_STAFF_EMAIL.owner));
  sales = adminApi(testApp.app, await staffCookie(testApp, DEMO_STAFF_EMAIL.sales));
  dispatch = adminApi(testApp.app, await staffCookie(testApp, DEMO_STAFF_EMAIL.dispatch));
});

afterAll(async () => {
  await testApp?.close();
});

describe("returns, credit notes and refunds", () => {
  it("a return by line: its credit note carries the lamp alone at 18 %, half up, and the lamp goes back to stock", async () => {
    const order = await paidAndDispatched();
    const lampLine = lineOf(order, "9405");
    const stockBefore = await productStock(testApp, lamp);
    const refused = await dispatch.post(`/v1/admin/orders/${order.id}/returns`, {
      lines: [{ orderLineId: lampLine.orderLineId, quantity: 1, restock: true }],
      reason: "Wrong finish",
    });
    expect(refused.statusCode).toBe(403);
    const tooMany = await sales.post(`/v1/admin/orders/${order.id}/returns`, {
      lines: [{ orderLineId: lampLine.orderLineId, quantity: 3, restock: true }],
      reason: "Wrong finish",
    });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.error?.code).toBe("CREDIT_ABOVE_INVOICE");

    const res = await sales.post<AdminCreditNoteIssuedDto>(`/v1/admin/orders/${order.id}/returns`, {
      lines: [{ orderLineId: lampLine.orderLineId, quantity: 1, restock: true }],
      reason: "Wrong finish",
    });
    expect(res.statusCode).toBe(201);
    // 18 % of ₹9,288.47 is ₹1,671.9246: IGST ₹1,671.92 (not ₹1,671.93), one line under the lamp's HSN.
    expect(res.data.lines).toEqual([
      expect.objectContaining({
        hsnCode: "9405",
        rate: 18,
        quantity: 1,
        taxable: 9288.47,
        igst: 1671.92,
        restock: true,
      }),
    ]);
    expect(res.data.creditNote).toMatchObject({
      kind: "credit-note",
      total: 10960.39,
      reason: "Wrong finish",
    });
    expect(res.data.creditNote.number).toMatch(/^CN\/\d{2}-\d{2}\/\d{4,}$/);
    expect(res.data.restocked).toBe(1);
    expect(await productStock(testApp, lamp)).toBe(stockBefore + 1);

    const after = (await owner.get<AdminOrderDetailDto>(`/v1/admin/orders/${order.id}`)).data;
    expect(after.money).toMatchObject({
      net: Math.round((order.total - 10960.39) * 100) / 100,
      credited: 10960.39,
      due: 0,
      refundable: 10960.39,
    });
    expect(lineOf(after, "9405").returnedQuantity).toBe(1);
    const [audit] = await testApp.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "order.return"), eq(auditLog.entityId, String(order.id))));
    expect(audit?.after).toMatchObject({ number: res.data.creditNote.number, restocked: 1 });
    await testApp.drain();
    const mails = await testApp.db
      .select()
      .from(outboxMails)
      .where(and(eq(outboxMails.to, "returns-buyer@example.in"), like(outboxMails.subject, "Credit note%")));
    expect(mails.map((m) => m.subject)).toContain(
      `Credit note ${res.data.creditNote.number} for order ${order.number}`,
    );
  });

  it("after a credit note and its refund on a fully paid order nothing is due, in the back office and on the buyer's page", async () => {
    const order = await paidAndDispatched();
    const bulbLine = lineOf(order, "8539");
    const damaged = await sales.post<AdminCreditNoteIssuedDto>(`/v1/admin/orders/${order.id}/returns`, {
      lines: [{ orderLineId: bulbLine.orderLineId, quantity: 2, restock: false }],
      reason: "Broken in transit",
    });
    expect(damaged.statusCode).toBe(201);
    expect(damaged.data.restocked).toBe(0);
    const credit = damaged.data.creditNote.total;
    expect(credit).toBe(268.8);

    const over = await sales.post(`/v1/admin/orders/${order.id}/refunds`, {
      method: "bank_transfer",
      amount: credit + 0.01,
      receivedOn: "2026-11-22",
    });
    expect(over.statusCode).toBe(409);
    expect(over.error?.code).toBe("REFUND_TOO_LARGE");
    const refund = await sales.post<AdminPaymentDto>(`/v1/admin/orders/${order.id}/refunds`, {
      method: "bank_transfer",
      amount: credit,
      reference: "UTRREFUND0001",
      receivedOn: "2026-11-22",
    });
    expect(refund.statusCode).toBe(201);

    const after = (await owner.get<AdminOrderDetailDto>(`/v1/admin/orders/${order.id}`)).data;
    expect(after.amountDue).toBe(0);
    expect(after.paymentStatus).toBe("partially_refunded");
    expect(after.money).toMatchObject({ due: 0, refundable: 0, refunded: credit });
    const seen = await buyerView(order.id);
    expect(seen.order.payment.amountDue).toBe(0);
    expect(seen.order.payment.upi).toBeNull();
    expect(seen.status.amountDue).toBe(0);
    expect(seen.status.amountRefunded).toBe(credit);
    // A second refund finds nothing to give back.
    const again = await sales.post(`/v1/admin/orders/${order.id}/refunds`, {
      method: "bank_transfer",
      amount: 1,
      receivedOn: "2026-11-22",
    });
    expect(again.error?.code).toBe("REFUND_TOO_LARGE");

    await testApp.drain();
    const mails = await testApp.db
      .select()
      .from(outboxMails)
      .where(and(eq(outboxMails.to, "returns-buyer@example.in"), like(outboxMails.subject, "Refund of%")));
    const mail = mails.find((m) => m.subject.includes(order.number));
    expect(mail?.subject).toBe(`Refund of ₹268.80 for order ${order.number}`);
    expect(mail?.text).toContain("Bank reference: UTRREFUND0001");
    expect(mail?.text).toContain("Nothing is due on this order.");
  });

  it("a price reduction is chosen per line and credits that line's rate only; refused before dispatch", async () => {
    const early = await placeOrder();
    const before = await sales.post(`/v1/admin/orders/${early.id}/credit-notes`, {
      lines: [{ orderLineId: 1, amount: 10 }],
      reason: "Price corrected",
    });
    expect(before.statusCode).toBe(409);
    expect(before.error?.code).toBe("CREDIT_NOTE_NOT_ALLOWED");

    const order = await paidAndDispatched();
    const bulbLine = lineOf(order, "8539");
    const res = await sales.post<AdminCreditNoteIssuedDto>(`/v1/admin/orders/${order.id}/credit-notes`, {
      lines: [{ orderLineId: bulbLine.orderLineId, amount: 100 }],
      reason: "Bulbs billed above the agreed price",
    });
    expect(res.statusCode).toBe(201);
    expect(res.data.lines).toEqual([
      expect.objectContaining({
        kind: "price",
        hsnCode: "8539",
        rate: 12,
        quantity: null,
        taxable: 100,
        igst: 12,
      }),
    ]);
    expect(res.data.creditNote.total).toBe(112);
    const above = await sales.post(`/v1/admin/orders/${order.id}/credit-notes`, {
      lines: [{ orderLineId: bulbLine.orderLineId, amount: 1101 }],
      reason: "Again",
    });
    expect(above.statusCode).toBe(422);
    expect(above.error?.code).toBe("CREDIT_ABOVE_INVOICE");
  });
});
