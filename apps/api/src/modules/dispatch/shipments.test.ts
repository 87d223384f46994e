import type {
  AdminCreditNoteIssuedDto,
  AdminOrderDetailDto,
  DispatchQueueDto,
  OrderDto,
  OrderShipmentsDto,
} from "@roshni/core";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, documents, openInvoices, products } from "../../db/schema";
import {
  adminApi,
  api,
  createTestApp,
  DEMO_STAFF_EMAIL,
  staffCookie,
  type TestApp,
} from "../../test/harness";
import { addTestAddress, addTestCustomer, addTestProduct, PUNE_ADDRESS } from "../orders/test-fixtures";

let testApp: TestApp;
let buyer: { id: number; token: string };
let puneAddress: number;
let lamp: number; // ₹1,000.00 at 18 %, plenty in stock
let chandelier: number; // ₹5,000.00 at 18 %, 2 in stock: more are made to order
let serial = 0;
type Client = ReturnType<typeof adminApi>;
let owner: Client;
let dispatch: Client;
let dispatchCookie: string;
let sales: Client;

async function placeOrder(items: { productId: number; quantity: number }[]): Promise<OrderDto> {
  serial += 1;
  const res = await api(testApp.app).post<OrderDto>(
    "/v1/order",
    { items, addressId: puneAddress, toPayShipping: true, paymentMethod: "bank-transfer" },
    { token: buyer.token, headers: { "idempotency-key": `shipments-${serial}-${Date.now()}` } },
  );
  if (res.statusCode !== 201) throw new Error(`order refused: ${JSON.stringify(res.body)}`);
  return res.data;
}

async function confirm(orderId: number) {
  const res = await owner.post<AdminOrderDetailDto>(`/v1/admin/orders/${orderId}/transitions`, {
    to: "confirmed",
  });
  if (res.statusCode !== 200) throw new Error(`move refused: ${JSON.stringify(res.body)}`);
}

async function stockOf(productId: number): Promise<number> {
  const [row] = await testApp.db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, productId));
  return row?.stock ?? -1;
}

function lineOf(view: OrderShipmentsDto, sku: string) {
  const line = view.lines.find((l) => l.sku === sku);
  if (!line) throw new Error(`no line ${sku}`);
  return line;
}

let lampSku = "";
let chandelierSku = "";

beforeAll(async () => {
  testApp = await createTestApp({ products: 2 });
  buyer = await addTestCustomer(testApp, { email: "shipments@example.in" });
  puneAddress = await addTestAddress(testApp, buyer.token, PUNE_ADDRESS);
  lamp = await addTestProduct(testApp, {
    title: "Brass Pendant",
    sellingPrice: 100_000,
    taxRate: 18,
    stock: 10_000,
    minimumQuantity: 1,
  });
  chandelier = await addTestProduct(testApp, {
    title: "Crystal Chandelier",
    sellingPrice: 500_000,
    taxRate: 18,
    stock: 2,
    minimumQuantity: 1,
  });
  const skus = await testApp.db.select({ id: products.id, sku: products.sku }).from(products);
  lampSku = skus.find((p) => p.id === lamp)?.sku ?? "";
  chandelierSku = skus.find((p) => p.id === chandelier)?.sku ?? "";
  owner = adminApi(testApp.app, await staffCookie(testApp, DEMO_STAFF_EMAIL.owner));
  dispatchCookie = await staffCookie(testApp, DEMO_STAFF_EMAIL.dispatch);
  dispatch = adminApi(testApp.app, dispatchCookie);
  sales = adminApi(testApp.app, await staffCookie(testApp, DEMO_STAFF_EMAIL.sales));
});

afterAll(async () => {
  await testApp?.close();
});

describe("dispatch in parts", () => {
  it("two shipments, each invoice then dispatch; made-to-order pieces only after their stock arrived", async () => {
    // ₹47,200 of pendants and 5 chandeliers (2 in stock, 3 made to order) to Pune: interstate.
    const order = await placeOrder([
      { productId: lamp, quantity: 40 },
      { productId: chandelier, quantity: 5 },
    ]);
    await confirm(order.id);
    const start = await dispatch.get<OrderShipmentsDto>(`/v1/admin/orders/${order.id}/shipments`);
    expect(start.statusCode).toBe(200);
    expect(lineOf(start.data, chandelierSku)).toMatchObject({ left: 5, shippableNow: 2, awaited: 3 });
    const before = await api(testApp.app).get<OrderDto>(`/v1/order/${order.id}`, { token: buyer.token });
    expect(before.data.shipments).toBeUndefined();
    const listBefore = await api(testApp.app).get<{ items: OrderDto[] }>("/v1/order", { token: buyer.token });
    expect(listBefore.data.items.find((o) => o.id === order.id)?.parts).toBeUndefined();
    const lampLine = lineOf(start.data, lampSku).orderLineId;
    const chLine = lineOf(start.data, chandelierSku).orderLineId;

    // The dispatch role's shipment: sales may not pack.
    const refused = await sales.post(`/v1/admin/orders/${order.id}/shipments`, {
      lines: [{ orderLineId: lampLine, quantity: 1 }],
    });
    expect(refused.statusCode).toBe(403);
    const tooMany = await dispatch.post(`/v1/admin/orders/${order.id}/shipments`, {
      lines: [{ orderLineId: chLine, quantity: 3 }],
    });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.error?.code).toBe("SHIPMENT_LINES_INVALID");
    expect(tooMany.error?.fields?.["lines.0.quantity"]).toMatch(/only 2 in stock/);

    const first = await dispatch.post<OrderShipmentsDto & { shipmentId: number }>(
      `/v1/admin/orders/${order.id}/shipments`,
      {
        lines: [
          { orderLineId: lampLine, quantity: 40 },
          { orderLineId: chLine, quantity: 2 },
        ],
      },
    );
    expect(first.statusCode).toBe(201);
    const s1 = first.data.shipmentId;

    const invoiced = await dispatch.post<OrderShipmentsDto>(`/v1/admin/shipments/${s1}/invoice`);
    expect(invoiced.statusCode).toBe(200);
    const one = invoiced.data.shipments.find((s) => s.id === s1);
    expect(one?.state).toBe("invoiced");
    expect(one?.invoiceNumber).toMatch(/^RL\//);
    // 40 × ₹1,180 + 2 × ₹5,900 = ₹59,000 interstate, and the order's packing on its first invoice.
    const packing = order.totals.find((t) => t.type === "packaging")?.price ?? 0;
    expect(packing).toBeGreaterThan(0);
    expect(one?.invoiceTotal).toBeGreaterThan(59_000 + packing);
    expect(one?.invoiceTotal).toBeLessThan(59_000 + packing * 1.2);
    expect(one?.ewayBillRequired).toBe(true);
    const again = await dispatch.post(`/v1/admin/shipments/${s1}/invoice`);
    expect(again.statusCode).toBe(409);
    expect(again.error?.code).toBe("SHIPMENT_STATE_INVALID");

    const noBill = await owner.post(`/v1/admin/shipments/${s1}/dispatch`, {
      transporter: "VRL Logistics",
      lrNumber: "LR-1",
      vehicleNumber: "MH12AB1234",
      allowUnpaid: true,
    });
    expect(noBill.statusCode).toBe(422);
    expect(noBill.error?.code).toBe("DISPATCH_DETAILS_MISSING");
    const left1 = await owner.post<OrderShipmentsDto>(`/v1/admin/shipments/${s1}/dispatch`, {
      transporter: "VRL Logistics",
      lrNumber: "LR-1",
      vehicleNumber: "MH12AB1234",
      ewayBillNumber: "331000777001",
      allowUnpaid: true,
    });
    expect(left1.statusCode).toBe(200);
    expect(left1.data.status).toBe("partly-dispatched");
    expect(lineOf(left1.data, chandelierSku)).toMatchObject({
      dispatched: 2,
      left: 3,
      shippableNow: 0,
      awaited: 3,
    });

    // The dispatch queue shows the rest waiting for stock.
    const queue = await dispatch.get<DispatchQueueDto>("/v1/admin/dispatch/queue?stage=waiting");
    expect(queue.data.items.map((i) => i.orderId)).toContain(order.id);

    // The back-order's date, shown to staff and buyer.
    const dated = await dispatch.put<OrderShipmentsDto>(
      `/v1/admin/orders/${order.id}/lines/${chLine}/expected`,
      {
        expectedOn: "2026-12-15",
      },
    );
    expect(dated.statusCode).toBe(200);
    expect(lineOf(dated.data, chandelierSku).expectedOn).toBe("2026-12-15");

    // The buyer's order page: the shipment that left with its invoice, and what is still to come.
    const mine = await api(testApp.app).get<OrderDto>(`/v1/order/${order.id}`, { token: buyer.token });
    expect(mine.statusCode).toBe(200);
    expect(mine.data.status).toBe("partly-dispatched");
    expect(mine.data.shipments?.sent).toEqual([
      expect.objectContaining({
        number: 1,
        transporter: "VRL Logistics",
        lrNumber: "LR-1",
        invoiceNumber: one?.invoiceNumber,
        lines: expect.arrayContaining([expect.objectContaining({ sku: chandelierSku, quantity: 2 })]),
      }),
    ]);
    expect(mine.data.shipments?.toCome).toEqual([
      { sku: chandelierSku, title: "Crystal Chandelier", quantity: 3, expectedOn: "2026-12-15" },
    ]);
    // The buyer's order list says the same in one line: one shipment of 42 pieces left, 3 to come.
    const list = await api(testApp.app).get<{ items: OrderDto[] }>("/v1/order", { token: buyer.token });
    expect(list.data.items.find((o) => o.id === order.id)?.parts).toEqual({
      shipmentsSent: 1,
      piecesSent: 42,
      piecesToCome: 3,
      expectedOn: "2026-12-15",
    });
    const stranger = await addTestCustomer(testApp, { email: "not-the-buyer@example.in" });
    const theirs = await api(testApp.app).get(`/v1/order/${order.id}`, { token: stranger.token });
    expect(theirs.statusCode).toBe(404);

    // The pieces arrive: booked into the catalogue's stock, then taken for this order; never below zero.
    const short = await dispatch.post(`/v1/admin/orders/${order.id}/lines/${chLine}/stock-arrived`, {
      quantity: 3,
    });
    expect(short.statusCode).toBe(409);
    expect(short.error?.code).toBe("NOT_ENOUGH_STOCK");
    expect(await stockOf(chandelier)).toBe(0);
    await testApp.db.update(products).set({ stock: 4 }).where(eq(products.id, chandelier));
    const arrivedTooMany = await dispatch.post(`/v1/admin/orders/${order.id}/lines/${chLine}/stock-arrived`, {
      quantity: 4,
    });
    expect(arrivedTooMany.statusCode).toBe(422);
    const arrived = await dispatch.post<OrderShipmentsDto>(
      `/v1/admin/orders/${order.id}/lines/${chLine}/stock-arrived`,
      { quantity: 3 },
    );
    expect(arrived.statusCode).toBe(200);
    expect(lineOf(arrived.data, chandelierSku)).toMatchObject({ shippableNow: 3, awaited: 0 });
    expect(await stockOf(chandelier)).toBe(1);

    const second = await dispatch.post<OrderShipmentsDto & { shipmentId: number }>(
      `/v1/admin/orders/${order.id}/shipments`,
      { lines: [{ orderLineId: chLine, quantity: 3 }] },
    );
    expect(second.statusCode).toBe(201);
    const left2 = await owner.post<OrderShipmentsDto>(
      `/v1/admin/shipments/${second.data.shipmentId}/dispatch`,
      {
        transporter: "Gati",
        lrNumber: "GT-2",
        transporterGstin: "07AAACV1234A1Z5",
        allowUnpaid: true,
      },
    );
    expect(left2.statusCode).toBe(200);
    expect(left2.data.status).toBe("dispatched");
    const two = left2.data.shipments.find((s) => s.id === second.data.shipmentId);
    expect(two).toMatchObject({
      state: "dispatched",
      invoiceTotal: 17_700,
      ewayBillRequired: false,
      lrNumber: "GT-2",
    });
    const done = await api(testApp.app).get<OrderDto>(`/v1/order/${order.id}`, { token: buyer.token });
    expect(done.data.shipments?.sent.map((s) => s.lrNumber)).toEqual(["LR-1", "GT-2"]);
    expect(done.data.shipments?.toCome).toEqual([]);

    // The invoices together bill the order exactly, each its own number.
    const invoices = await testApp.db
      .select()
      .from(documents)
      .where(and(eq(documents.orderId, order.id), eq(documents.kind, "invoice")));
    expect(invoices).toHaveLength(2);
    expect(invoices.reduce((n, d) => n + d.total, 0)).toBe(Math.round(order.total * 100));
    const audits = await testApp.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(order.id)));
    const actions = audits.map((a) => a.action);
    for (const action of ["shipment.create", "shipment.invoice", "shipment.dispatch", "order.stock-arrived"])
      expect(actions).toContain(action);

    // The pick list of a shipment, to the dispatch role; the sales role does not pack.
    const slip = await testApp.app.inject({
      method: "GET",
      url: `/v1/admin/shipments/${s1}/packing-slip.pdf`,
      headers: { website: "wholesale", cookie: dispatchCookie },
    });
    expect(slip.statusCode).toBe(200);
    expect(slip.headers["content-type"]).toBe("application/pdf");
    const slipRefused = await sales.get(`/v1/admin/shipments/${s1}/packing-slip.pdf`);
    expect(slipRefused.statusCode).toBe(403);

    // The shipment invoice's PDF renders from its own lines.
    expect((await testApp.drain()).failed).toEqual([]);
  });

  it("an order in shipments is not edited; its payments settle its invoices oldest first, never each of them", async () => {
    const order = await placeOrder([{ productId: lamp, quantity: 10 }]);
    await confirm(order.id);
    const view = await dispatch.get<OrderShipmentsDto>(`/v1/admin/orders/${order.id}/shipments`);
    const lineId = lineOf(view.data, lampSku).orderLineId;
    const pack = async (quantity: number) => {
      const made = await dispatch.post<{ shipmentId: number }>(`/v1/admin/orders/${order.id}/shipments`, {
        lines: [{ orderLineId: lineId, quantity }],
      });
      expect(made.statusCode).toBe(201);
      return made.data.shipmentId;
    };
    const invoice = async (shipmentId: number) => {
      const invoiced = await dispatch.post(`/v1/admin/shipments/${shipmentId}/invoice`);
      expect(invoiced.statusCode).toBe(200);
    };
    // Packed, not invoiced yet: the shipment alone keeps the order from being edited.
    const packed = await pack(4);

    const current = await owner.get<AdminOrderDetailDto>(`/v1/admin/orders/${order.id}`);
    // Sent in parts: no whole-order packing, dispatch or cancelling is offered.
    expect(current.data).toMatchObject({ status: "confirmed", sentInParts: true, nextStates: [] });
    const edited = await owner.post(`/v1/admin/orders/${order.id}/edit`, {
      items: [{ productId: lamp, quantity: 3 }],
      toPayShipping: true,
      expectedUpdatedAt: current.data.updatedAt,
    });
    expect(edited.statusCode).toBe(422);
    expect(edited.error?.code).toBe("ORDER_NOT_EDITABLE");
    expect(edited.error?.message).toMatch(/sent in shipments/);

    await invoice(packed);
    await invoice(await pack(6));
    const invoices = await testApp.db
      .select({ id: documents.id, total: documents.total })
      .from(documents)
      .where(and(eq(documents.orderId, order.id), eq(documents.kind, "invoice")))
      .orderBy(documents.issuedAt, documents.id);
    expect(invoices).toHaveLength(2);
    const [first, second] = invoices as [{ id: number; total: number }, { id: number; total: number }];
    // The first invoice and one rupee of the second paid: only the rest of the second is open.
    const paid = await owner.post(`/v1/admin/orders/${order.id}/payments`, {
      method: "bank_transfer",
      receivedOn: "2026-11-20",
      amount: (first.total + 100) / 100,
      reference: `UTRSPLIT${String(order.id).padStart(6, "0")}`,
    });
    expect(paid.statusCode).toBe(201);
    const open = await testApp.db
      .select({ documentId: openInvoices.documentId, open: openInvoices.open })
      .from(openInvoices)
      .where(eq(openInvoices.orderId, order.id));
    expect(open).toEqual([{ documentId: second.id, open: second.total - 100 }]);
  });

  it("two shipments of the same line at once never ship more than ordered", async () => {
    const order = await placeOrder([{ productId: lamp, quantity: 10 }]);
    await confirm(order.id);
    const view = await dispatch.get<OrderShipmentsDto>(`/v1/admin/orders/${order.id}/shipments`);
    const lineId = lineOf(view.data, lampSku).orderLineId;
    const results = await Promise.all(
      [7, 7].map((quantity) =>
        dispatch.post(`/v1/admin/orders/${order.id}/shipments`, {
          lines: [{ orderLineId: lineId, quantity }],
        }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 422]);
    const after = await dispatch.get<OrderShipmentsDto>(`/v1/admin/orders/${order.id}/shipments`);
    expect(lineOf(after.data, lampSku)).toMatchObject({ inShipments: 7, left: 3 });
  });

  it("two arrivals at once never take stock below zero", async () => {
    await testApp.db.update(products).set({ stock: 0 }).where(eq(products.id, chandelier));
    const order = await placeOrder([{ productId: chandelier, quantity: 4 }]);
    await confirm(order.id);
    const view = await dispatch.get<OrderShipmentsDto>(`/v1/admin/orders/${order.id}/shipments`);
    const lineId = lineOf(view.data, chandelierSku).orderLineId;
    expect(lineOf(view.data, chandelierSku).awaited).toBe(4);
    await testApp.db.update(products).set({ stock: 3 }).where(eq(products.id, chandelier));
    const results = await Promise.all(
      [2, 2].map((quantity) =>
        dispatch.post(`/v1/admin/orders/${order.id}/lines/${lineId}/stock-arrived`, { quantity }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await stockOf(chandelier)).toBe(1);
  });

  it("cancelling the rest: manager or owner only, stock back, the order owed only what left", async () => {
    await testApp.db.update(products).set({ stock: 2 }).where(eq(products.id, chandelier));
    const order = await placeOrder([
      { productId: lamp, quantity: 5 },
      { productId: chandelier, quantity: 3 },
    ]);
    await confirm(order.id);
    const paid = await owner.post(`/v1/admin/orders/${order.id}/payments`, {
      method: "bank_transfer",
      receivedOn: "2026-11-20",
      amount: order.total,
      reference: `UTRSHIP${String(order.id).padStart(6, "0")}`,
    });
    expect(paid.statusCode).toBe(201);
    const view = await dispatch.get<OrderShipmentsDto>(`/v1/admin/orders/${order.id}/shipments`);
    const lampLine = lineOf(view.data, lampSku).orderLineId;
    const made = await dispatch.post<{ shipmentId: number }>(`/v1/admin/orders/${order.id}/shipments`, {
      lines: [{ orderLineId: lampLine, quantity: 5 }],
    });
    const gone = await dispatch.post<OrderShipmentsDto>(
      `/v1/admin/shipments/${made.data.shipmentId}/dispatch`,
      {
        transporter: "Gati",
        lrNumber: "GT-9",
        vehicleNumber: "DL01AB1234",
      },
    );
    expect(gone.statusCode).toBe(200);
    expect(gone.data.status).toBe("partly-dispatched");
    const wholeCancel = await owner.post(`/v1/admin/orders/${order.id}/transitions`, {
      to: "cancelled",
    });
    expect(wholeCancel.statusCode).toBe(409);

    const byDispatch = await dispatch.post(`/v1/admin/orders/${order.id}/cancel-rest`, {
      reason: "Buyer cancelled",
    });
    expect(byDispatch.statusCode).toBe(403);
    expect(byDispatch.error?.code).toBe("PERMISSION_DENIED");
    const bySales = await sales.post(`/v1/admin/orders/${order.id}/cancel-rest`, {
      reason: "Buyer cancelled",
    });
    expect(bySales.statusCode).toBe(403);
    expect(bySales.error?.code).toBe("CANCEL_REST_FORBIDDEN");
    const stockBefore = await stockOf(chandelier);
    const done = await owner.post<OrderShipmentsDto>(`/v1/admin/orders/${order.id}/cancel-rest`, {
      reason: "The buyer no longer needs the chandeliers",
    });
    expect(done.statusCode).toBe(200);
    expect(done.data.status).toBe("dispatched");
    expect(lineOf(done.data, chandelierSku)).toMatchObject({ ordered: 0, left: 0, awaited: 0 });
    // The 2 chandeliers from stock go back; the made-to-order one never took stock.
    expect(await stockOf(chandelier)).toBe(stockBefore + 2);
    const detail = await owner.get<AdminOrderDetailDto>(`/v1/admin/orders/${order.id}`);
    // What left was invoiced (the pendants and the order's packing): the order is owed that, the rest
    // paid is refundable.
    const billed = done.data.shipments.find((s) => s.state === "dispatched")?.invoiceTotal ?? 0;
    expect(billed).toBeGreaterThan(5_900);
    expect(detail.data.money.refundable).toBeCloseTo(order.total - billed, 2);
    const again = await owner.post(`/v1/admin/orders/${order.id}/cancel-rest`, { reason: "Again" });
    expect(again.statusCode).toBe(409);
  });
  it("a return from an order sent in parts credits only invoiced pieces and names the invoice that billed them", async () => {
    await testApp.db.update(products).set({ stock: 2 }).where(eq(products.id, chandelier));
    const order = await placeOrder([
      { productId: lamp, quantity: 4 },
      { productId: chandelier, quantity: 3 },
    ]);
    await confirm(order.id);
    const paid = await owner.post(`/v1/admin/orders/${order.id}/payments`, {
      method: "bank_transfer",
      receivedOn: "2026-11-20",
      amount: order.total,
      reference: `UTRPART${String(order.id).padStart(6, "0")}`,
    });
    expect(paid.statusCode).toBe(201);
    const view = await dispatch.get<OrderShipmentsDto>(`/v1/admin/orders/${order.id}/shipments`);
    const lampLine = lineOf(view.data, lampSku).orderLineId;
    const chandelierLine = lineOf(view.data, chandelierSku).orderLineId;
    const invoiceOf = async (lines: { orderLineId: number; quantity: number }[]) => {
      const made = await dispatch.post<{ shipmentId: number }>(`/v1/admin/orders/${order.id}/shipments`, {
        lines,
      });
      expect(made.statusCode).toBe(201);
      const invoiced = await dispatch.post(`/v1/admin/shipments/${made.data.shipmentId}/invoice`, {});
      expect(invoiced.statusCode, JSON.stringify(invoiced.body)).toBe(200);
      const gone = await dispatch.post(`/v1/admin/shipments/${made.data.shipmentId}/dispatch`, {
        transporter: "Gati",
        lrNumber: `GT-${made.data.shipmentId}`,
        vehicleNumber: "DL01AB1234",
        ewayBillNumber: `4${String(made.data.shipmentId).padStart(11, "0")}`,
      });
      expect(gone.statusCode, JSON.stringify(gone.body)).toBe(200);
      const [row] = await testApp.db
        .select({ id: documents.id })
        .from(documents)
        .where(and(eq(documents.orderId, order.id), eq(documents.shipmentId, made.data.shipmentId)));
      return row?.id ?? 0;
    };
    const first = await invoiceOf([{ orderLineId: lampLine, quantity: 4 }]);
    const second = await invoiceOf([{ orderLineId: chandelierLine, quantity: 2 }]);
    // The third chandelier was made to order and never came: the rest is cancelled, never invoiced.
    const rest = await owner.post(`/v1/admin/orders/${order.id}/cancel-rest`, { reason: "Not needed now" });
    expect(rest.statusCode).toBe(200);

    const tooMany = await owner.post(`/v1/admin/orders/${order.id}/returns`, {
      lines: [{ orderLineId: chandelierLine, quantity: 3, restock: true }],
      reason: "Glass broken",
    });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.error?.code).toBe("CREDIT_ABOVE_INVOICE");

    const chandeliers = await owner.post<AdminCreditNoteIssuedDto>(`/v1/admin/orders/${order.id}/returns`, {
      lines: [{ orderLineId: chandelierLine, quantity: 2, restock: true }],
      reason: "Glass broken",
    });
    expect(chandeliers.statusCode).toBe(201);
    // Two of three chandeliers: ₹5,000.00 each, the whole of what the second invoice billed for them.
    expect(chandeliers.data.lines).toEqual([
      expect.objectContaining({ quantity: 2, taxable: 10_000, igst: 1_800 }),
    ]);
    const lamps = await owner.post<AdminCreditNoteIssuedDto>(`/v1/admin/orders/${order.id}/returns`, {
      lines: [{ orderLineId: lampLine, quantity: 1, restock: true }],
      reason: "Wrong finish",
    });
    expect(lamps.statusCode).toBe(201);
    const notes = await testApp.db
      .select({ number: documents.number, invoiceId: documents.invoiceId })
      .from(documents)
      .where(and(eq(documents.orderId, order.id), eq(documents.kind, "credit-note")));
    const invoiceNamed = (number: string) => notes.find((n) => n.number === number)?.invoiceId;
    expect(invoiceNamed(chandeliers.data.creditNote.number)).toBe(second);
    expect(invoiceNamed(lamps.data.creditNote.number)).toBe(first);
  });
});
