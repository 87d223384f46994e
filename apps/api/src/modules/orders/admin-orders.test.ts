import type {
  AdminOrderDetailDto,
  AdminOrderPageDto,
  AdminPaymentDto,
  OrderDto,
  PaymentClaimDto,
} from "@roshni/core";
import { and, desc, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, coupons, couponUses, orders, outboxMails, payments } from "../../db/schema";
import {
  adminApi,
  api,
  createTestApp,
  DEMO_STAFF_EMAIL,
  staffCookie,
  type TestApp,
} from "../../test/harness";
import { addTestCustomer, addTestProduct, DELHI_ADDRESS, productStock } from "./test-fixtures";

let testApp: TestApp;
let buyer: { id: number; token: string };
let stranger: { id: number; token: string };
let delhiAddress: number;
let kolkataAddress: number;
let lamp: number; // ₹1,000.00 at 18 %, plenty in stock
let keySerial = 0;
type Client = ReturnType<typeof adminApi>;
let owner: Client;
let sales: Client;
let dispatch: Client;
let catalogueStaff: Client;

async function addAddress(token: string, body: Record<string, unknown>): Promise<number> {
  const res = await api(testApp.app).post<{ id: number }>("/v1/customer/address", body, { token });
  if (res.statusCode !== 201) throw new Error(`address refused: ${JSON.stringify(res.body)}`);
  return res.data.id;
}

async function placeOrder(
  quantity: number,
  opts: { addressId?: number; couponCode?: string; note?: string } = {},
) {
  keySerial += 1;
  const res = await api(testApp.app).post<OrderDto>(
    "/v1/order",
    {
      items: [{ productId: lamp, quantity }],
      addressId: opts.addressId ?? delhiAddress,
      toPayShipping: true,
      paymentMethod: "bank-transfer",
      ...(opts.couponCode ? { couponCode: opts.couponCode } : {}),
      ...(opts.note ? { note: opts.note } : {}),
    },
    { token: buyer.token, headers: { "idempotency-key": `admin-order-${keySerial}-${Date.now()}` } },
  );
  if (res.statusCode !== 201) throw new Error(`order refused: ${JSON.stringify(res.body)}`);
  return res.data;
}

function move(client: Client, orderId: number, body: Record<string, unknown>) {
  return client.post<AdminOrderDetailDto>(`/v1/admin/orders/${orderId}/transitions`, body);
}

function pay(client: Client, orderId: number, body: Record<string, unknown>) {
  return client.post<AdminPaymentDto>(`/v1/admin/orders/${orderId}/payments`, {
    method: "bank_transfer",
    receivedOn: "2026-11-20",
    ...body,
  });
}

/**
 * What a credit note does to the order's sums (its own tests are in returns.test.ts), so that a refund
 * has money paid beyond the net amount to give back.
 */
async function creditedOutsideTheApi(orderId: number, paise: number) {
  await testApp.db.update(orders).set({ amountCredited: paise }).where(eq(orders.id, orderId));
}

async function mailsTo(email: string, subjectPart: string) {
  await testApp.drain();
  return testApp.db
    .select()
    .from(outboxMails)
    .where(and(eq(outboxMails.to, email), like(outboxMails.subject, `%${subjectPart}%`)));
}

beforeAll(async () => {
  // Claims are limited per address per minute; this suite makes more than the default five.
  testApp = await createTestApp({ products: 5, env: { RATE_LIMIT_CLAIM_PER_MIN: 100 } });
  buyer = await addTestCustomer(testApp, { email: "trade@example.in" });
  stranger = await addTestCustomer(testApp, { email: "someone-else@example.in" });
  delhiAddress = await addAddress(buyer.token, DELHI_ADDRESS);
  kolkataAddress = await addAddress(buyer.token, {
    ...DELHI_ADDRESS,
    line1: "12, Bentinck Street",
    city: "Kolkata",
    state: "West Bengal",
    pincode: "700001",
  });
  lamp = await addTestProduct(testApp, {
    title: "Brass Pendant",
    sellingPrice: 100_000,
    taxRate: 18,
    stock: 10_000,
    minimumQuantity: 1,
  });
  owner = adminApi(testApp.app, await staffCookie(testApp, DEMO_STAFF_EMAIL.owner));
  sales = adminApi(testApp.app, await staffCookie(testApp, DEMO_STAFF_EMAIL.sales));
  dispatch = adminApi(testApp.app, await staffCookie(testApp, DEMO_STAFF_EMAIL.dispatch));
  catalogueStaff = adminApi(testApp.app, await staffCookie(testApp, DEMO_STAFF_EMAIL.catalogue));
});

afterAll(async () => {
  await testApp?.close();
});

describe("an order's life in the back office", () => {
  it("a new order is at the top of the list and has the buyer's note and to-pay choice", async () => {
    const order = await placeOrder(2, { note: "Send with VRL Logistics" });
    const list = await catalogueStaff.get<AdminOrderPageDto>("/v1/admin/orders");
    expect(list.statusCode).toBe(200);
    expect(list.data.items[0]).toMatchObject({
      id: order.id,
      number: order.number,
      status: "placed",
      paymentStatus: "pending",
      buyer: { id: buyer.id, email: "trade@example.in" },
      city: "Delhi",
      total: order.total,
      amountDue: order.total,
      openClaims: 0,
    });
    const detail = await catalogueStaff.get<AdminOrderDetailDto>(`/v1/admin/orders/${order.id}`);
    expect(detail.data).toMatchObject({
      note: "Send with VRL Logistics",
      toPayShipping: true,
      nextStates: ["confirmed", "cancelled"],
      ewayBillRequired: false,
      payments: [],
      history: [{ status: "placed", staff: null }],
    });
  });

  it("confirm → pack → dispatch with LR → deliver, each in the history with the staff member's name and mailed", async () => {
    const order = await placeOrder(3);
    // ₹3,000 + packaging, shipping (to pay: none) and 18 % GST; paid in two parts.
    const first = await pay(sales, order.id, { amount: 1000, reference: "UTR0000000001" });
    expect(first.statusCode).toBe(201);
    const partial = await catalogueStaff.get<AdminOrderDetailDto>(`/v1/admin/orders/${order.id}`);
    expect(partial.data.paymentStatus).toBe("partially_paid");
    expect(partial.data.amountDue).toBeCloseTo(order.total - 1000, 2);

    expect((await move(sales, order.id, { to: "confirmed" })).statusCode).toBe(200);
    expect((await move(dispatch, order.id, { to: "packed" })).statusCode).toBe(200);

    const noLr = await move(dispatch, order.id, { to: "dispatched", transporter: "VRL Logistics" });
    expect(noLr.statusCode).toBe(422);
    expect(noLr.error?.fields?.lrNumber).toBe("Enter the LR (docket) number.");

    // Not fully paid: the dispatch desk cannot send it; the owner can, by saying so.
    const unpaid = await move(dispatch, order.id, {
      to: "dispatched",
      transporter: "VRL Logistics",
      lrNumber: "LR-5521",
    });
    expect(unpaid.statusCode).toBe(403);
    expect(unpaid.error?.code).toBe("UNPAID_DISPATCH_FORBIDDEN");
    const ownerWithoutFlag = await move(owner, order.id, {
      to: "dispatched",
      transporter: "VRL Logistics",
      lrNumber: "LR-5521",
    });
    expect(ownerWithoutFlag.statusCode).toBe(409);
    expect(ownerWithoutFlag.error?.code).toBe("ORDER_NOT_PAID");

    const rest = Math.round((order.total - 1000) * 100) / 100;
    const paid = await pay(sales, order.id, { amount: rest, reference: "UTR0000000002", method: "upi" });
    expect(paid.statusCode).toBe(201);

    const sent = await move(dispatch, order.id, {
      to: "dispatched",
      transporter: "VRL Logistics",
      lrNumber: "LR-5521",
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.data.dispatch).toMatchObject({
      transporter: "VRL Logistics",
      lrNumber: "LR-5521",
      ewayBillNumber: null,
    });
    const delivered = await move(dispatch, order.id, { to: "delivered" });
    expect(delivered.data.status).toBe("delivered");
    expect(delivered.data.paymentStatus).toBe("paid");
    expect(delivered.data.history.map((h) => [h.status, h.staff?.name ?? null])).toEqual([
      ["placed", null],
      ["confirmed", "Rohit Bansal"],
      ["packed", "Imran Qureshi"],
      ["dispatched", "Imran Qureshi"],
      ["delivered", "Imran Qureshi"],
    ]);
    expect(delivered.data.payments.map((p) => [p.amount, p.reference, p.recordedBy?.name])).toEqual([
      [1000, "UTR0000000001", "Rohit Bansal"],
      [rest, "UTR0000000002", "Rohit Bansal"],
    ]);

    // The buyer's order page shows the same history, the dispatch details and nothing due.
    const mine = await api(testApp.app).get<OrderDto>(`/v1/order/${order.id}`, { token: buyer.token });
    expect(mine.data.statusHistory?.map((h) => h.status)).toEqual([
      "placed",
      "confirmed",
      "packed",
      "dispatched",
      "delivered",
    ]);
    expect(mine.data.statusHistory?.[3]?.note).toMatch(
      /^VRL Logistics, LR LR-5521\. Tax invoice RL\/\d{2}-\d{2}\/\d{6} issued\.$/,
    );
    expect(mine.data.payment).toEqual({
      amountPaid: order.total,
      amountDue: 0,
      amountRefunded: 0,
      upi: null,
    });
    const status = await api(testApp.app).get(`/v1/order/${order.id}/payment/status`, { token: buyer.token });
    expect(status.data).toEqual({ status: "paid", amountPaid: order.total, amountDue: 0, amountRefunded: 0 });

    const dispatchedMail = await mailsTo("trade@example.in", `Order ${order.number} dispatched`);
    expect(dispatchedMail[0]?.text).toContain("LR (docket) number LR-5521");
    expect(dispatchedMail[0]?.text).toContain(`/account/orders/${order.id}`);
    expect(dispatchedMail[0]?.text).toContain("Shipping is to pay");
    for (const word of ["confirmed", "packed", "delivered"]) {
      expect(await mailsTo("trade@example.in", `Order ${order.number} ${word}`)).toHaveLength(1);
    }
  });

  it("a move the order's state does not allow is 409 with a sentence, and changes nothing", async () => {
    const order = await placeOrder(1);
    const skip = await move(dispatch, order.id, { to: "packed" });
    expect(skip.statusCode).toBe(409);
    expect(skip.error).toMatchObject({
      code: "ORDER_TRANSITION_NOT_ALLOWED",
      message: "An order that is placed cannot be packed; it must be confirmed first.",
    });
    const [row] = await testApp.db
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, order.id));
    expect(row?.status).toBe("placed");
  });

  it("the owner dispatches an unpaid order by saying so, and the history records it", async () => {
    const order = await placeOrder(1);
    await move(owner, order.id, { to: "confirmed" });
    await move(owner, order.id, { to: "packed" });
    const sent = await move(owner, order.id, {
      to: "dispatched",
      transporter: "Gati",
      lrNumber: "G-77",
      allowUnpaid: true,
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.data.history.at(-1)?.note).toContain("Dispatched without full payment");
  });

  it("above ₹50,000 interstate dispatch needs the e-way bill number; within Delhi the limit is ₹1,00,000", async () => {
    const kolkata = await placeOrder(50, { addressId: kolkataAddress });
    expect(kolkata.total).toBeGreaterThan(50_000);
    const detail = await owner.get<AdminOrderDetailDto>(`/v1/admin/orders/${kolkata.id}`);
    expect(detail.data.ewayBillRequired).toBe(true);
    await move(owner, kolkata.id, { to: "confirmed" });
    await move(owner, kolkata.id, { to: "packed" });
    const base = { to: "dispatched", transporter: "Safexpress", lrNumber: "SX-1", allowUnpaid: true };
    const without = await move(owner, kolkata.id, base);
    expect(without.statusCode).toBe(422);
    expect(without.error?.fields?.ewayBillNumber).toContain("needs an e-way bill");
    const badNumber = await move(owner, kolkata.id, { ...base, ewayBillNumber: "12345" });
    expect(badNumber.statusCode).toBe(422);
    const ok = await move(owner, kolkata.id, { ...base, ewayBillNumber: "331001234567" });
    expect(ok.statusCode).toBe(200);
    expect(ok.data.dispatch?.ewayBillNumber).toBe("331001234567");

    const delhi = await placeOrder(50);
    expect(delhi.total).toBeGreaterThan(50_000);
    expect(delhi.total).toBeLessThan(1_00_000);
    const delhiDetail = await owner.get<AdminOrderDetailDto>(`/v1/admin/orders/${delhi.id}`);
    expect(delhiDetail.data.ewayBillRequired).toBe(false);
  });

  it("dispatch refuses an e-way bill number another order holds, and changes nothing", async () => {
    const first = await placeOrder(1);
    const second = await placeOrder(1);
    for (const order of [first, second]) {
      await move(owner, order.id, { to: "confirmed" });
      await move(owner, order.id, { to: "packed" });
    }
    const base = { to: "dispatched", transporter: "Gati", lrNumber: "G-501", allowUnpaid: true };
    const ok = await move(owner, first.id, { ...base, ewayBillNumber: "441001234567" });
    expect(ok.statusCode).toBe(200);
    const taken = await move(owner, second.id, { ...base, ewayBillNumber: "441001234567" });
    expect(taken.statusCode).toBe(409);
    expect(taken.error?.code).toBe("EWAY_BILL_NUMBER_TAKEN");
    const sentence = `E-way bill 441001234567 is already recorded for order ${first.number}.`;
    expect(taken.error?.message).toBe(sentence);
    expect(taken.error?.fields?.ewayBillNumber).toBe(sentence);
    const still = await owner.get<AdminOrderDetailDto>(`/v1/admin/orders/${second.id}`);
    expect(still.data.status).toBe("packed");
    expect(still.data.dispatch).toBeNull();
    expect(still.data.gst.documents.some((d) => d.kind === "invoice")).toBe(false);
    // Dispatching it again with its own number goes through.
    const own = await move(owner, second.id, { ...base, ewayBillNumber: "441001234568" });
    expect(own.statusCode).toBe(200);
    expect(own.data.dispatch?.ewayBillNumber).toBe("441001234568");
  });
});

describe("the orders list's buyer search", () => {
  it("finds the buyer's orders by a phone typed with spaces, dashes, 0 or without +91", async () => {
    const order = await placeOrder(1);
    // The test buyer's phone is stored as +919811122233.
    for (const search of [
      "98111 22233",
      "098111-22233",
      "+91 98111 22233",
      "919811122233",
      "9811122233",
      "22233",
    ]) {
      const res = await owner.get<AdminOrderPageDto>("/v1/admin/orders", { query: { search, limit: 100 } });
      expect(res.statusCode).toBe(200);
      expect(
        res.data.items.map((o) => o.id),
        search,
      ).toContain(order.id);
    }
    const wrong = await owner.get<AdminOrderPageDto>("/v1/admin/orders", {
      query: { search: "98111 99999" },
    });
    expect(wrong.data.items).toEqual([]);
  });
});

describe("payments", () => {
  it("more than the amount due, a duplicate UTR on the order, and a payment on a cancelled order are refused", async () => {
    const order = await placeOrder(1);
    const over = await pay(sales, order.id, { amount: order.total + 0.01, reference: "UTROVER00001" });
    expect(over.statusCode).toBe(409);
    expect(over.error?.code).toBe("OVERPAYMENT");
    expect((await pay(sales, order.id, { amount: 10, reference: "UTRDUP000001" })).statusCode).toBe(201);
    const duplicate = await pay(sales, order.id, { amount: 10, reference: "utrdup000001" });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.error?.code).toBe("DUPLICATE_UTR");
    const bad = await pay(sales, order.id, { amount: 10.001, reference: "UTRBAD000001" });
    expect(bad.statusCode).toBe(422);
    const detail = await owner.get<AdminOrderDetailDto>(`/v1/admin/orders/${order.id}`);
    expect(detail.data.payments).toHaveLength(1);
    expect(detail.data.amountPaid).toBe(10);

    const cancelled = await placeOrder(1);
    await move(sales, cancelled.id, { to: "cancelled", reason: "Buyer changed their mind" });
    const onCancelled = await pay(sales, cancelled.id, { amount: 10, reference: "UTRCANCEL001" });
    expect(onCancelled.statusCode).toBe(409);
    expect(onCancelled.error?.code).toBe("ORDER_CANCELLED");
  });

  it("a refund gives back only what was paid beyond the net amount: never money the buyer would owe again", async () => {
    const order = await placeOrder(1);
    await pay(sales, order.id, { amount: order.total, reference: "UTRFULL00001" });
    const tooMuch = await sales.post(`/v1/admin/orders/${order.id}/refunds`, {
      method: "bank_transfer",
      amount: 100,
      receivedOn: "2026-11-21",
    });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.error?.code).toBe("REFUND_TOO_LARGE");
    expect(tooMuch.error?.message).toContain("Nothing is refundable");
    const detail = await owner.get<AdminOrderDetailDto>(`/v1/admin/orders/${order.id}`);
    expect(detail.data.paymentStatus).toBe("paid");
    expect(detail.data.amountDue).toBe(0);
    expect(detail.data.money).toMatchObject({ net: order.total, refundable: 0, due: 0 });
  });

  it("cancelling a paid order returns the stock, releases the coupon use and records the refund, in one step", async () => {
    await testApp.db.update(coupons).set({ usagePerCustomer: 1 }).where(eq(coupons.code, "WELCOME10"));
    const stockBefore = await productStock(testApp, lamp);
    const order = await placeOrder(4, { couponCode: "WELCOME10" });
    expect(await productStock(testApp, lamp)).toBe(stockBefore - 4);
    await pay(sales, order.id, { amount: order.total, reference: "UTRPAIDCXL01" });
    await move(sales, order.id, { to: "confirmed" });
    const cancelled = await move(sales, order.id, {
      to: "cancelled",
      reason: "Out of the finish the buyer wanted",
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.data.status).toBe("cancelled");
    expect(cancelled.data.paymentStatus).toBe("refunded");
    expect(cancelled.data.payments.map((p) => [p.kind, p.amount])).toEqual([
      ["payment", order.total],
      ["refund", order.total],
    ]);
    // A cancelled order owes nothing: not in the back office, the list, nor on the buyer's page.
    expect(cancelled.data.amountDue).toBe(0);
    const listed = await owner.get<AdminOrderPageDto>("/v1/admin/orders", {
      query: { search: order.number },
    });
    expect(listed.data.items.map((o) => [o.number, o.paymentStatus, o.amountDue])).toEqual([
      [order.number, "refunded", 0],
    ]);
    const mine = await api(testApp.app).get<OrderDto>(`/v1/order/${order.id}`, { token: buyer.token });
    expect(mine.data.payment).toEqual({
      amountPaid: 0,
      amountDue: 0,
      amountRefunded: order.total,
      upi: null,
    });
    const status = await api(testApp.app).get(`/v1/order/${order.id}/payment/status`, { token: buyer.token });
    expect(status.data).toEqual({
      status: "refunded",
      amountPaid: 0,
      amountDue: 0,
      amountRefunded: order.total,
    });
    expect(await productStock(testApp, lamp)).toBe(stockBefore);
    expect(await testApp.db.select().from(couponUses).where(eq(couponUses.orderId, order.id))).toEqual([]);
    // The coupon can be used again by the same buyer.
    expect((await placeOrder(1, { couponCode: "WELCOME10" })).coupon?.code).toBe("WELCOME10");
    const mail = await mailsTo("trade@example.in", `Order ${order.number} cancelled`);
    expect(mail[0]?.text).toContain("Reason: Out of the finish the buyer wanted");
    // A dispatched order cannot be cancelled any more; a cancelled one cannot move at all.
    expect((await move(sales, order.id, { to: "confirmed" })).error?.message).toBe(
      "A cancelled order cannot change any more.",
    );
  });
});

describe("a refund's bank reference typed later", () => {
  async function cancelledPaidOrder(utr: string) {
    const order = await placeOrder(1);
    await pay(sales, order.id, { amount: order.total, reference: utr });
    const cancelled = await move(sales, order.id, { to: "cancelled", reason: "Buyer changed their mind" });
    const refund = cancelled.data.payments.find((p) => p.kind === "refund");
    if (!refund) throw new Error("the cancellation recorded no refund");
    expect(refund.reference).toBeNull();
    return { order, refund, payment: cancelled.data.payments.find((p) => p.kind === "payment") };
  }

  function setReference(client: Client, orderId: number, refundId: number, body: Record<string, unknown>) {
    return client.patch<AdminPaymentDto>(`/v1/admin/orders/${orderId}/refunds/${refundId}`, body);
  }

  it("the cancellation's refund takes the UTR later and may be corrected; each change is audited with before and after", async () => {
    const { order, refund } = await cancelledPaidOrder("UTRREFPAY001");
    const set = await setReference(sales, order.id, refund.id, {
      reference: " hdfcr5202611230001 ",
      note: "NEFT back to the buyer's account",
    });
    expect(set.statusCode, JSON.stringify(set.error)).toBe(200);
    expect(set.data).toMatchObject({
      id: refund.id,
      kind: "refund",
      reference: "HDFCR5202611230001",
      note: "NEFT back to the buyer's account",
      amount: order.total,
    });
    const corrected = await setReference(sales, order.id, refund.id, { reference: "HDFCR5202611230002" });
    expect(corrected.statusCode).toBe(200);
    // No note sent: the note stays.
    expect(corrected.data.note).toBe("NEFT back to the buyer's account");
    const detail = await owner.get<AdminOrderDetailDto>(`/v1/admin/orders/${order.id}`);
    expect(detail.data.payments.find((p) => p.id === refund.id)?.reference).toBe("HDFCR5202611230002");
    expect(detail.data.paymentStatus).toBe("refunded");
    const audits = await testApp.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "payment.refund_reference"), eq(auditLog.entityId, String(order.id))))
      .orderBy(auditLog.id);
    expect(audits.map((a) => [a.before, a.after])).toEqual([
      [
        { refundId: refund.id, reference: null, note: "Refund on cancellation" },
        { refundId: refund.id, reference: "HDFCR5202611230001", note: "NEFT back to the buyer's account" },
      ],
      [
        { refundId: refund.id, reference: "HDFCR5202611230001", note: "NEFT back to the buyer's account" },
        { refundId: refund.id, reference: "HDFCR5202611230002", note: "NEFT back to the buyer's account" },
      ],
    ]);
  });

  it("a UTR already on the order, a bad UTR, another order's refund, a payment and the dispatch desk are refused, and nothing changes", async () => {
    const { order, refund, payment } = await cancelledPaidOrder("UTRREFPAY002");
    const other = await cancelledPaidOrder("UTRREFPAY003");
    const asPayment = await setReference(sales, order.id, refund.id, { reference: "utrrefpay002" });
    expect(asPayment.statusCode).toBe(409);
    expect(asPayment.error?.code).toBe("DUPLICATE_UTR");
    expect(asPayment.error?.fields?.reference).toBe(
      "This UTR is already recorded as a payment of this order.",
    );
    // A second refund of one order cannot carry the first refund's UTR either.
    const open = await placeOrder(1);
    await pay(sales, open.id, { amount: open.total, reference: "UTRREFPAY004" });
    await creditedOutsideTheApi(open.id, 10_000);
    const refundOnce = (reference: string) =>
      sales.post<AdminPaymentDto>(`/v1/admin/orders/${open.id}/refunds`, {
        method: "bank_transfer",
        amount: 1,
        receivedOn: "2026-11-21",
        reference,
      });
    expect((await refundOnce("REFUNDUTR0001")).statusCode).toBe(201);
    const again = await refundOnce("refundutr0001");
    expect(again.statusCode).toBe(409);
    expect(again.error?.fields?.reference).toBe("This UTR is already recorded as a refund of this order.");
    const secondRefund = await refundOnce("REFUNDUTR0002");
    expect(secondRefund.statusCode).toBe(201);
    const patched = await setReference(sales, open.id, secondRefund.data.id, { reference: "REFUNDUTR0001" });
    expect(patched.statusCode).toBe(409);
    expect(patched.error?.code).toBe("DUPLICATE_UTR");
    // Nor can another order's refund: a transfer has one UTR, and the message names the order holding it.
    const elsewhere = await setReference(sales, order.id, refund.id, { reference: "REFUNDUTR0001" });
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.error?.fields?.reference).toBe(`This UTR is already recorded on order ${open.number}.`);
    const bad = await setReference(sales, order.id, refund.id, { reference: "12-34" });
    expect(bad.statusCode).toBe(422);
    expect(bad.error?.fields?.reference).toBe("A UTR has 6 to 30 letters and digits.");
    const crossed = await setReference(sales, order.id, other.refund.id, { reference: "REFUNDUTR0009" });
    expect(crossed.statusCode).toBe(404);
    expect(crossed.error?.code).toBe("REFUND_NOT_FOUND");
    const onPayment = await setReference(sales, order.id, payment?.id ?? 0, { reference: "REFUNDUTR0009" });
    expect(onPayment.statusCode).toBe(404);
    expect((await setReference(sales, 999_999, refund.id, { reference: "REFUNDUTR0009" })).statusCode).toBe(
      404,
    );
    expect(
      (await setReference(dispatch, order.id, refund.id, { reference: "REFUNDUTR0009" })).statusCode,
    ).toBe(403);
    const detail = await owner.get<AdminOrderDetailDto>(`/v1/admin/orders/${order.id}`);
    expect(detail.data.payments.map((p) => p.reference)).toEqual(["UTRREFPAY002", null]);
    const otherDetail = await owner.get<AdminOrderDetailDto>(`/v1/admin/orders/${other.order.id}`);
    expect(otherDetail.data.payments.map((p) => p.reference)).toEqual(["UTRREFPAY003", null]);
    const openDetail = await owner.get<AdminOrderDetailDto>(`/v1/admin/orders/${open.id}`);
    expect(openDetail.data.payments.map((p) => p.reference)).toEqual([
      "UTRREFPAY004",
      "REFUNDUTR0001",
      "REFUNDUTR0002",
    ]);
  });
});

describe("the buyer's payment claims", () => {
  it("the buyer tells the UTR on their own order only; staff see it and confirm it as a payment", async () => {
    const order = await placeOrder(1);
    const claim = {
      reference: "utr 1234 5678".replace(/ /g, ""),
      amount: order.total,
      paidOn: "2026-11-22",
      method: "upi",
    };
    const foreign = await api(testApp.app).post(`/v1/order/${order.id}/payment/claims`, claim, {
      token: stranger.token,
    });
    expect(foreign.statusCode).toBe(404);
    const { method: _method, ...unsaid } = claim;
    const howNotSaid = await api(testApp.app).post(`/v1/order/${order.id}/payment/claims`, unsaid, {
      token: buyer.token,
    });
    expect(howNotSaid.statusCode).toBe(422);
    expect(howNotSaid.error?.fields?.method).toBe("Choose UPI or bank transfer.");
    const made = await api(testApp.app).post<PaymentClaimDto>(`/v1/order/${order.id}/payment/claims`, claim, {
      token: buyer.token,
    });
    expect(made.statusCode).toBe(201);
    expect(made.data).toMatchObject({ reference: "UTR12345678", status: "open", method: "upi" });
    const again = await api(testApp.app).post(`/v1/order/${order.id}/payment/claims`, claim, {
      token: buyer.token,
    });
    expect(again.error?.code).toBe("CLAIM_DUPLICATE");
    // A claim is not a payment.
    const status = await api(testApp.app).get<{ status: string }>(`/v1/order/${order.id}/payment/status`, {
      token: buyer.token,
    });
    expect(status.data.status).toBe("pending");

    const list = await owner.get<AdminOrderPageDto>("/v1/admin/orders", { query: { search: order.number } });
    expect(list.data.items[0]?.openClaims).toBe(1);
    // Staff check the UPI app's statement, not the bank's: the way the buyer paid is on the claim.
    const detail = await owner.get<AdminOrderDetailDto>(`/v1/admin/orders/${order.id}`);
    expect(detail.data.claims.map((c) => c.method)).toEqual(["upi"]);
    const confirmed = await sales.post<AdminPaymentDto>(
      `/v1/admin/orders/${order.id}/claims/${made.data.id}/confirm`,
      { method: "bank_transfer" },
    );
    expect(confirmed.statusCode).toBe(201);
    expect(confirmed.data).toMatchObject({
      amount: order.total,
      reference: "UTR12345678",
      receivedOn: "2026-11-22",
    });
    const twice = await sales.post(`/v1/admin/orders/${order.id}/claims/${made.data.id}/confirm`, {
      method: "upi",
    });
    expect(twice.error?.code).toBe("CLAIM_DECIDED");
    const after = await api(testApp.app).get<{ status: string }>(`/v1/order/${order.id}/payment/status`, {
      token: buyer.token,
    });
    expect(after.data.status).toBe("paid");
  });

  it("a rejected claim mails the buyer the reason", async () => {
    const order = await placeOrder(1);
    const made = await api(testApp.app).post<PaymentClaimDto>(
      `/v1/order/${order.id}/payment/claims`,
      { reference: "WRONGUTR01", amount: 5, paidOn: "2026-11-22", method: "bank_transfer" },
      { token: buyer.token },
    );
    const rejected = await sales.post(`/v1/admin/orders/${order.id}/claims/${made.data.id}/reject`, {
      reason: "No transfer with this UTR reached our account.",
    });
    expect(rejected.statusCode).toBe(200);
    const mail = await mailsTo("trade@example.in", `About your payment for order ${order.number}`);
    expect(mail[0]?.text).toContain("No transfer with this UTR reached our account.");
    const claims = await api(testApp.app).get<PaymentClaimDto[]>(`/v1/order/${order.id}/payment/claims`, {
      token: buyer.token,
    });
    expect(claims.data[0]).toMatchObject({
      status: "rejected",
      reason: "No transfer with this UTR reached our account.",
    });
  });
});

describe("the orders list", () => {
  it("filters by state, payment status, buyer, dates and search, and pages by keyset without repeats", async () => {
    const all: number[] = [];
    let cursor: string | null = null;
    do {
      const page: Awaited<ReturnType<typeof owner.get<AdminOrderPageDto>>> =
        await owner.get<AdminOrderPageDto>("/v1/admin/orders", {
          query: { limit: 3, ...(cursor ? { cursor } : {}) },
        });
      expect(page.statusCode).toBe(200);
      all.push(...page.data.items.map((item) => item.id));
      cursor = page.data.nextCursor;
    } while (cursor);
    const n = await testApp.db.$count(orders);
    expect(all).toHaveLength(n);
    expect(new Set(all).size).toBe(n);
    expect(all).toEqual([...all].sort((a, b) => b - a));

    const cancelled = await owner.get<AdminOrderPageDto>("/v1/admin/orders", {
      query: { status: "cancelled" },
    });
    expect(cancelled.data.items.length).toBeGreaterThan(0);
    expect(cancelled.data.items.every((o) => o.status === "cancelled")).toBe(true);
    const paid = await owner.get<AdminOrderPageDto>("/v1/admin/orders", { query: { paymentStatus: "paid" } });
    expect(paid.data.items.every((o) => o.paymentStatus === "paid")).toBe(true);
    const byBuyer = await owner.get<AdminOrderPageDto>("/v1/admin/orders", {
      query: { customerId: stranger.id },
    });
    expect(byBuyer.data.items).toEqual([]);
    const [newest] = await testApp.db
      .select({ id: orders.id, number: orders.number })
      .from(orders)
      .orderBy(desc(orders.id))
      .limit(1);
    const digits = String(Number(newest?.number.slice(-6)));
    // The digits find the order by its number (first: it is the newest); they may also be part of a
    // buyer's phone, whose orders come along.
    const byDigits = await owner.get<AdminOrderPageDto>("/v1/admin/orders", { query: { search: digits } });
    expect(byDigits.data.items[0]?.id, digits).toBe(newest?.id);
    const byNumber = await owner.get<AdminOrderPageDto>("/v1/admin/orders", {
      query: { search: newest?.number.toLowerCase() ?? "" },
    });
    expect(byNumber.data.items.map((o) => o.id)).toEqual([newest?.id]);
    const bySearch = await owner.get<AdminOrderPageDto>("/v1/admin/orders", {
      query: { search: "trade@exam" },
    });
    expect(bySearch.data.items).toHaveLength(n);
    const future = await owner.get<AdminOrderPageDto>("/v1/admin/orders", { query: { from: "2099-01-01" } });
    expect(future.data.items).toEqual([]);
    const badCursor = await owner.get("/v1/admin/orders", { query: { cursor: "nonsense" } });
    expect(badCursor.statusCode).toBe(400);
    const badState = await owner.get("/v1/admin/orders", { query: { status: "lost" } });
    expect(badState.statusCode).toBe(422);
  });

  it("every staff write above is in the audit log with who, from where, before and after", async () => {
    const entries = await testApp.db.select().from(auditLog).where(eq(auditLog.action, "order.transition"));
    expect(entries.length).toBeGreaterThan(5);
    expect(entries[0]).toMatchObject({ entity: "order", ip: "127.0.0.1" });
    expect(entries[0]?.before).toEqual({ status: "placed" });
    const audit = await owner.get<{ items: { action: string; staff: { name: string } | null }[] }>(
      "/v1/admin/audit",
      {
        query: { action: "payment.record", limit: 2 },
      },
    );
    expect(audit.data.items).toHaveLength(2);
    expect(audit.data.items[0]?.staff?.name).toBe("Rohit Bansal");
  });
});

describe("one UTR, one order", () => {
  it("a UTR recorded on one order is refused on another as a payment, a refund or a confirmed claim, naming the order", async () => {
    const first = await placeOrder(1);
    const second = await placeOrder(1);
    expect((await pay(sales, first.id, { amount: 10, reference: "HDFC0000UTR01" })).statusCode).toBe(201);
    const again = await pay(sales, second.id, { amount: 10, reference: "hdfc0000utr01" });
    expect(again.statusCode).toBe(409);
    expect(again.error?.code).toBe("DUPLICATE_UTR");
    expect(again.error?.fields?.reference).toBe(`This UTR is already recorded on order ${first.number}.`);
    await creditedOutsideTheApi(first.id, Math.round(first.total * 100) - 500);
    const asRefund = await sales.post(`/v1/admin/orders/${first.id}/refunds`, {
      method: "bank_transfer",
      amount: 1,
      receivedOn: "2026-11-21",
      reference: "HDFC0000UTR02",
    });
    expect(asRefund.statusCode).toBe(201);
    await pay(sales, second.id, { amount: 10, reference: "HDFC0000UTR03" });
    await creditedOutsideTheApi(second.id, Math.round(second.total * 100) - 500);
    const refundElsewhere = await sales.post(`/v1/admin/orders/${second.id}/refunds`, {
      method: "bank_transfer",
      amount: 1,
      receivedOn: "2026-11-21",
      reference: "HDFC0000UTR02",
    });
    expect(refundElsewhere.error?.message).toBe(`This UTR is already recorded on order ${first.number}.`);
    await creditedOutsideTheApi(second.id, 0);
    // The buyer claims the first order's UTR on the second: refused, naming their own order.
    const claimed = await api(testApp.app).post(
      `/v1/order/${second.id}/payment/claims`,
      { reference: "HDFC0000UTR01", amount: 10, paidOn: "2026-11-22", method: "bank_transfer" },
      { token: buyer.token },
    );
    expect(claimed.statusCode).toBe(409);
    expect(claimed.error?.fields?.reference).toBe(
      `This UTR is already given for your order ${first.number}. A transfer pays one order.`,
    );
    const detail = await owner.get<AdminOrderDetailDto>(`/v1/admin/orders/${second.id}`);
    expect(detail.data.payments.map((p) => p.reference)).toEqual(["HDFC0000UTR03"]);
  });

  it("a buyer's claim holds its UTR: another buyer's claim is refused without their order's number, and staff cannot confirm it elsewhere", async () => {
    const mine = await placeOrder(1);
    const claim = { reference: "ICIC0000UTR10", amount: 10, paidOn: "2026-11-22", method: "bank_transfer" };
    const made = await api(testApp.app).post<PaymentClaimDto>(`/v1/order/${mine.id}/payment/claims`, claim, {
      token: buyer.token,
    });
    expect(made.statusCode).toBe(201);
    const other = await addTestCustomer(testApp, { email: "other-payer@example.in" });
    const theirs = await api(testApp.app).post<OrderDto>(
      "/v1/order",
      {
        items: [{ productId: lamp, quantity: 1 }],
        addressId: await addAddress(other.token, DELHI_ADDRESS),
        toPayShipping: true,
        paymentMethod: "bank-transfer",
      },
      { token: other.token, headers: { "idempotency-key": `utr-other-${Date.now()}` } },
    );
    expect(theirs.statusCode).toBe(201);
    const copied = await api(testApp.app).post(`/v1/order/${theirs.data.id}/payment/claims`, claim, {
      token: other.token,
    });
    expect(copied.statusCode).toBe(409);
    expect(copied.error?.message).toBe(
      "This UTR is already given for another order. Please check it with your bank.",
    );
    expect(copied.body).not.toContain(mine.number);
    // Recorded as a payment of the claimed order, the claim can no longer be confirmed on a second one.
    expect((await pay(sales, mine.id, { amount: 10, reference: "ICIC0000UTR10" })).statusCode).toBe(201);
    const second = await placeOrder(1);
    const late = await api(testApp.app).post(`/v1/order/${second.id}/payment/claims`, claim, {
      token: buyer.token,
    });
    expect(late.error?.message).toBe(
      `This UTR is already given for your order ${mine.number}. A transfer pays one order.`,
    );
  });

  it("the same UTR sent for two orders at the same moment is recorded once", async () => {
    const a = await placeOrder(1);
    const b = await placeOrder(1);
    const answers = await Promise.all([
      pay(sales, a.id, { amount: 10, reference: "SBIN0000UTR20" }),
      pay(sales, b.id, { amount: 10, reference: "SBIN0000UTR20" }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const rows = await testApp.db.select().from(payments).where(eq(payments.reference, "SBIN0000UTR20"));
    expect(rows).toHaveLength(1);
  });
});

describe("a claim for the shop to check", () => {
  it("mails the shop (Reply-To the buyer) and counts on the dashboard until it is decided", async () => {
    const dashboard = async () =>
      (await owner.get<{ claimsToCheck: { count: number; amount: number } }>("/v1/admin/dashboard")).data
        .claimsToCheck;
    const before = await dashboard();
    const order = await placeOrder(1);
    const made = await api(testApp.app).post<PaymentClaimDto>(
      `/v1/order/${order.id}/payment/claims`,
      { reference: "UTR99887766", amount: 500, paidOn: "2026-11-22", note: "Part payment", method: "upi" },
      { token: buyer.token },
    );
    expect(made.statusCode).toBe(201);
    const counted = await dashboard();
    expect(counted.count).toBe(before.count + 1);
    expect(counted.amount).toBe(before.amount + 500);
    await testApp.drain();
    const mails = await testApp.db
      .select()
      .from(outboxMails)
      .where(like(outboxMails.subject, `Payment to check: ₹500.00 for order ${order.number}`));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain("UTR / reference: UTR99887766");
    expect(mails[0]?.text).toContain("Note: Part payment");
    expect(mails[0]?.text).toContain("Paid by: UPI");
    expect(mails[0]?.replyTo).toMatch(/<.+@.+>$/);
    const rejected = await sales.post(`/v1/admin/orders/${order.id}/claims/${made.data.id}/reject`, {
      reason: "No such transfer in the statement.",
    });
    expect(rejected.statusCode).toBe(200);
    expect((await dashboard()).count).toBe(before.count);
  });
});
