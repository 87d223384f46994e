import type {
  AdminCreditNoteIssuedDto,
  AdminOrderDetailDto,
  CollectionsReportDto,
  OrderDto,
  SalesGrouping,
  SalesReportDto,
  SalesRowDto,
  UnsoldReportDto,
} from "@roshni/core";
import { SALES_GROUPINGS, toPaise } from "@roshni/core";
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/client";
import { categories, documents, orders, productCategories } from "../../db/schema";
import {
  adminApi,
  api,
  createTestApp,
  DEMO_STAFF_EMAIL,
  staffCookie,
  type TestApp,
  WEB_ORIGIN,
  WEBSITE,
} from "../../test/harness";
import { addTestCustomer, addTestProduct, DELHI_ADDRESS } from "../orders/test-fixtures";

let testApp: TestApp;
type Client = ReturnType<typeof adminApi>;
let owner: Client;
let manager: Client;
let ownerCookie: string;
let lamp: number; // ₹9,288.47 at 18 %
let bulb: number; // ₹120.00 at 12 %
let idle: number; // never sold
let keySerial = 0;

interface Buyer {
  id: number;
  token: string;
  addressId: number;
}

async function newBuyer(email: string, address: Record<string, string>): Promise<Buyer> {
  const buyer = await addTestCustomer(testApp, { email, wholesale: true });
  const res = await api(testApp.app).post<{ id: number }>("/v1/customer/address", address, {
    token: buyer.token,
  });
  if (res.statusCode !== 201) throw new Error(`address refused: ${JSON.stringify(res.body)}`);
  return { ...buyer, addressId: res.data.id };
}

/** Placed, paid in full, confirmed, packed and dispatched: the dispatch issues the tax invoice. */
async function invoicedOrder(buyer: Buyer, items: { productId: number; quantity: number }[]) {
  keySerial += 1;
  const placed = await api(testApp.app).post<OrderDto>(
    "/v1/order",
    { items, addressId: buyer.addressId, toPayShipping: false, paymentMethod: "bank-transfer" },
    { token: buyer.token, headers: { "idempotency-key": `reports-${keySerial}-${Date.now()}` } },
  );
  if (placed.statusCode !== 201) throw new Error(`order refused: ${JSON.stringify(placed.body)}`);
  const order = placed.data;
  const paid = await owner.post(`/v1/admin/orders/${order.id}/payments`, {
    method: "bank_transfer",
    amount: order.total,
    reference: `UTRREP${String(order.id).padStart(6, "0")}`,
    receivedOn: "2026-10-15",
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

function lineOf(order: AdminOrderDetailDto, productTitle: string) {
  const line = order.money.returnable.find((l) => l.description.startsWith(productTitle));
  if (!line) throw new Error(`no line of ${productTitle}`);
  return line;
}

/** Moves a document's date of issue (the flows issue them now; the report is about the calendar). */
async function issuedAt(documentIds: number[], at: string) {
  await testApp.db
    .update(documents)
    .set({ issuedAt: new Date(at) })
    .where(inArray(documents.id, documentIds));
}

async function documentIdsOf(orderId: number): Promise<number[]> {
  const rows = await testApp.db
    .select({ id: documents.id, kind: documents.kind })
    .from(documents)
    .where(eq(documents.orderId, orderId));
  return rows.filter((r) => r.kind !== "proforma").map((r) => r.id);
}

/** Σ invoices − Σ credit notes of documents issued in [from, to) instants, straight from the table. */
async function documentSums(from: string, to: string) {
  const [row] = await queryRows<Record<string, string>>(
    testApp.db,
    sql`select
          coalesce(sum(case when kind = 'invoice' then taxable else -taxable end), 0) as taxable,
          coalesce(sum(case when kind = 'invoice' then cgst else -cgst end), 0) as cgst,
          coalesce(sum(case when kind = 'invoice' then sgst else -sgst end), 0) as sgst,
          coalesce(sum(case when kind = 'invoice' then igst else -igst end), 0) as igst,
          coalesce(sum(case when kind = 'invoice' then total else -total end), 0) as total
        from documents
        where kind in ('invoice', 'credit-note') and issued_at >= ${new Date(from)} and issued_at < ${new Date(to)}`,
  );
  const [qty] = await queryRows<{ q: string }>(
    testApp.db,
    sql`select
          (select coalesce(sum(ol.quantity), 0) from order_lines ol join documents d on d.order_id = ol.order_id
            where d.kind = 'invoice' and d.shipment_id is null
              and d.issued_at >= ${new Date(from)} and d.issued_at < ${new Date(to)})
          + (select coalesce(sum(sl.quantity), 0) from shipment_lines sl join documents d on d.shipment_id = sl.shipment_id
            where d.kind = 'invoice' and d.issued_at >= ${new Date(from)} and d.issued_at < ${new Date(to)})
          - (select coalesce(sum(c.quantity), 0) from credit_note_lines c join documents d on d.id = c.document_id
            where d.issued_at >= ${new Date(from)} and d.issued_at < ${new Date(to)}) as q`,
  );
  return {
    taxable: Number(row?.taxable),
    cgst: Number(row?.cgst),
    sgst: Number(row?.sgst),
    igst: Number(row?.igst),
    total: Number(row?.total),
    quantity: Number(qty?.q),
  };
}

/** Every row of a grouping, page by page (one row a page for the paged ones, to walk the keyset). */
async function allRows(groupBy: SalesGrouping, period: string) {
  const rows: SalesRowDto[] = [];
  let cursor: string | null = null;
  let first: SalesReportDto | null = null;
  for (let guard = 0; guard < 100; guard++) {
    const res: { statusCode: number; data: SalesReportDto } = await owner.get<SalesReportDto>(
      `/v1/admin/reports/sales?groupBy=${groupBy}&${period}&limit=1${cursor ? `&cursor=${cursor}` : ""}`,
    );
    expect(res.statusCode).toBe(200);
    first ??= res.data;
    rows.push(...res.data.rows);
    cursor = res.data.nextCursor;
    if (!cursor) break;
  }
  if (!first) throw new Error("no page");
  return { first, rows };
}

function paiseSum(
  rows: readonly { taxable: number; cgst: number; sgst: number; igst: number; total: number }[],
) {
  return rows.reduce(
    (s, r) => ({
      taxable: s.taxable + toPaise(r.taxable),
      cgst: s.cgst + toPaise(r.cgst),
      sgst: s.sgst + toPaise(r.sgst),
      igst: s.igst + toPaise(r.igst),
      total: s.total + toPaise(r.total),
    }),
    { taxable: 0, cgst: 0, sgst: 0, igst: 0, total: 0 },
  );
}

/** Placed and confirmed, not paid: the pieces leave in the shipments given, each invoiced and sent. */
async function orderInShipments(
  buyer: Buyer,
  items: { productId: number; quantity: number }[],
  parts: { productId: number; quantity: number }[][],
): Promise<{ orderId: number; invoiceIds: number[] }> {
  keySerial += 1;
  const placed = await api(testApp.app).post<OrderDto>(
    "/v1/order",
    { items, addressId: buyer.addressId, toPayShipping: false, paymentMethod: "bank-transfer" },
    { token: buyer.token, headers: { "idempotency-key": `reports-${keySerial}-${Date.now()}` } },
  );
  if (placed.statusCode !== 201) throw new Error(`order refused: ${JSON.stringify(placed.body)}`);
  const orderId = placed.data.id;
  const confirmed = await owner.post(`/v1/admin/orders/${orderId}/transitions`, { to: "confirmed" });
  if (confirmed.statusCode !== 200) throw new Error(`move refused: ${JSON.stringify(confirmed.body)}`);
  const lines = await queryRows<{ id: number; product_id: number }>(
    testApp.db,
    sql`select id, product_id from order_lines where order_id = ${orderId}`,
  );
  const invoiceIds: number[] = [];
  for (const part of parts) {
    const made = await owner.post<{ shipmentId: number }>(`/v1/admin/orders/${orderId}/shipments`, {
      lines: part.map((l) => ({
        orderLineId: lines.find((ol) => ol.product_id === l.productId)?.id,
        quantity: l.quantity,
      })),
    });
    if (made.statusCode !== 201) throw new Error(`shipment refused: ${JSON.stringify(made.body)}`);
    const invoiced = await owner.post(`/v1/admin/shipments/${made.data.shipmentId}/invoice`);
    if (invoiced.statusCode !== 200) throw new Error(`invoice refused: ${JSON.stringify(invoiced.body)}`);
    const sent = await owner.post(`/v1/admin/shipments/${made.data.shipmentId}/dispatch`, {
      transporter: "VRL Logistics",
      lrNumber: `LR-S${made.data.shipmentId}`,
      vehicleNumber: "DL01AB1234",
      ewayBillNumber: `3310${String(made.data.shipmentId).padStart(8, "0")}`,
      allowUnpaid: true,
      reason: "Paid on delivery",
    });
    if (sent.statusCode !== 200) throw new Error(`dispatch refused: ${JSON.stringify(sent.body)}`);
    const [doc] = await testApp.db
      .select({ id: documents.id })
      .from(documents)
      .where(and(eq(documents.shipmentId, made.data.shipmentId), eq(documents.kind, "invoice")));
    invoiceIds.push(doc?.id ?? 0);
  }
  return { orderId, invoiceIds };
}

/** The four kept summary tables, each in its key's order. */
async function keptSummaries() {
  const [row] = await queryRows<Record<string, unknown>>(
    testApp.db,
    sql`select
          (select coalesce(json_agg(t order by t.website_id, t.day), '[]') from sales_days t) as days,
          (select coalesce(json_agg(t order by t.website_id, t.day, t.customer_id), '[]')
            from sales_day_buyers t) as buyers,
          (select coalesce(json_agg(t order by t.website_id, t.day, t.place_of_supply), '[]')
            from sales_day_states t) as states,
          (select coalesce(json_agg(t order by t.website_id, t.day, t.product_id), '[]')
            from sales_day_products t) as products`,
  );
  return row;
}

let delhiBuyer: Buyer;
let puneBuyer: Buyer;
let first: AdminOrderDetailDto;
let second: AdminOrderDetailDto;
let third: AdminOrderDetailDto;
let categoryId: number;
let split: { orderId: number; invoiceIds: number[] };

beforeAll(async () => {
  testApp = await createTestApp({ products: 1 });
  ownerCookie = await staffCookie(testApp, DEMO_STAFF_EMAIL.owner);
  owner = adminApi(testApp.app, ownerCookie);
  manager = adminApi(testApp.app, await staffCookie(testApp, DEMO_STAFF_EMAIL.manager));
  lamp = await addTestProduct(testApp, {
    title: "Brass Wall Lamp",
    sellingPrice: 928_847,
    taxRate: 18,
    stock: 1000,
    minimumQuantity: 1,
  });
  bulb = await addTestProduct(testApp, {
    title: "Filament Bulb",
    sellingPrice: 12_000,
    taxRate: 12,
    stock: 1000,
    minimumQuantity: 1,
  });
  idle = await addTestProduct(testApp, {
    title: "Unsold Sconce",
    sellingPrice: 50_000,
    taxRate: 18,
    stock: 7,
    minimumQuantity: 1,
  });
  const [category] = await testApp.db
    .insert(categories)
    .values({ title: "Wall Lights", url: "Reports-Wall-Lights" })
    .returning({ id: categories.id });
  categoryId = category?.id ?? 0;
  await testApp.db.insert(productCategories).values({ productId: lamp, categoryId });

  delhiBuyer = await newBuyer("reports-delhi@example.in", { ...DELHI_ADDRESS });
  puneBuyer = await newBuyer("reports-pune@example.in", {
    ...DELHI_ADDRESS,
    company: "Pune Lights",
    line1: "14, Laxmi Road",
    city: "Pune",
    state: "Maharashtra",
    pincode: "411002",
  });

  first = await invoicedOrder(delhiBuyer, [
    { productId: lamp, quantity: 3 },
    { productId: bulb, quantity: 7 },
  ]);
  second = await invoicedOrder(puneBuyer, [{ productId: lamp, quantity: 1 }]);
  third = await invoicedOrder(puneBuyer, [
    { productId: bulb, quantity: 13 },
    { productId: lamp, quantity: 2 },
  ]);
  // 23:50 IST on 31 October and 00:10 IST on 1 November: a UTC day would put both in October.
  await issuedAt(await documentIdsOf(first.id), "2026-10-31T18:20:00Z");
  await issuedAt(await documentIdsOf(second.id), "2026-10-31T18:40:00Z");
  await issuedAt(await documentIdsOf(third.id), "2026-11-05T06:00:00Z");

  const returned = await owner.post<AdminCreditNoteIssuedDto>(`/v1/admin/orders/${third.id}/returns`, {
    lines: [{ orderLineId: lineOf(third, "Brass Wall Lamp").orderLineId, quantity: 1, restock: true }],
    reason: "Glass cracked in transit",
  });
  if (returned.statusCode !== 201) throw new Error(`return refused: ${JSON.stringify(returned.body)}`);
  const priced = await owner.post<AdminCreditNoteIssuedDto>(`/v1/admin/orders/${first.id}/credit-notes`, {
    lines: [{ orderLineId: lineOf(first, "Filament Bulb").orderLineId, amount: 33.33 }],
    reason: "Bulbs billed above the agreed price",
  });
  if (priced.statusCode !== 201) throw new Error(`credit note refused: ${JSON.stringify(priced.body)}`);
  await issuedAt([returned.data.creditNote.id], "2026-11-10T10:00:00Z");
  await issuedAt([priced.data.creditNote.id], "2026-11-12T10:00:00Z");

  // 3 lamps and 7 bulbs leaving in two shipments, each with its own tax invoice, in September.
  const splitBuyer = await newBuyer("reports-split@example.in", { ...DELHI_ADDRESS });
  split = await orderInShipments(
    splitBuyer,
    [
      { productId: lamp, quantity: 3 },
      { productId: bulb, quantity: 7 },
    ],
    [
      [
        { productId: lamp, quantity: 1 },
        { productId: bulb, quantity: 3 },
      ],
      [
        { productId: lamp, quantity: 2 },
        { productId: bulb, quantity: 4 },
      ],
    ],
  );
  await issuedAt([split.invoiceIds[0] ?? 0], "2026-09-10T06:00:00Z");
  await issuedAt([split.invoiceIds[1] ?? 0], "2026-09-12T06:00:00Z");
});

afterAll(async () => {
  await testApp?.close();
});

const PERIOD = "from=2026-10-01&to=2026-11-30";
const PERIOD_START = "2026-09-30T18:30:00Z";
const PERIOD_END = "2026-11-30T18:30:00Z";

describe("sales report", () => {
  it("every grouping adds up to the tax invoices less the credit notes, to the paisa", async () => {
    const expected = await documentSums(PERIOD_START, PERIOD_END);
    expect(expected.taxable).toBeGreaterThan(0);
    for (const groupBy of SALES_GROUPINGS) {
      const { first: report, rows } = await allRows(groupBy, PERIOD);
      const totals = report.totals;
      expect({ groupBy, ...paiseSum([totals]), quantity: totals.quantity }).toEqual({ groupBy, ...expected });
      expect(toPaise(totals.gst)).toBe(expected.cgst + expected.sgst + expected.igst);
      const summed = paiseSum([...rows, ...(report.other ? [report.other] : [])]);
      expect({ groupBy, ...summed }).toEqual({ groupBy, ...paiseSum([totals]) });
      const pieces = [...rows, ...(report.other ? [report.other] : [])].reduce((s, r) => s + r.quantity, 0);
      expect(pieces).toBe(expected.quantity);
      expect(totals.invoices).toBe(3);
      expect(totals.creditNotes).toBe(2);
    }
  });

  it("by day and by month: the shop's calendar (IST), every day of the period present", async () => {
    const byDay = await owner.get<SalesReportDto>(`/v1/admin/reports/sales?groupBy=day&${PERIOD}`);
    expect(byDay.data.rows).toHaveLength(61);
    const day = (key: string) => byDay.data.rows.find((r) => r.key === key);
    const octLast = await documentSums("2026-10-30T18:30:00Z", "2026-10-31T18:30:00Z");
    const novFirst = await documentSums("2026-10-31T18:30:00Z", "2026-11-01T18:30:00Z");
    expect(toPaise(day("2026-10-31")?.taxable ?? 0)).toBe(octLast.taxable);
    expect(toPaise(day("2026-11-01")?.igst ?? 0)).toBe(novFirst.igst);
    expect(day("2026-11-01")?.cgst).toBe(0);
    expect(day("2026-10-31")?.quantity).toBe(10);
    expect(day("2026-11-10")?.quantity).toBe(-1);
    expect(day("2026-11-10")?.taxable).toBe(-9288.47);
    expect(day("2026-10-02")).toMatchObject({ taxable: 0, quantity: 0, label: "02/10/2026" });

    const byMonth = await owner.get<SalesReportDto>(`/v1/admin/reports/sales?groupBy=month&${PERIOD}`);
    expect(byMonth.data.rows.map((r) => r.key)).toEqual(["2026-10", "2026-11"]);
    const [invoice] = await testApp.db
      .select({ total: documents.total })
      .from(documents)
      .where(and(eq(documents.orderId, first.id), eq(documents.kind, "invoice")));
    expect(toPaise(byMonth.data.rows[0]?.total ?? 0)).toBe(invoice?.total);
  });

  it("by buyer, state, product and category: the groups and their figures", async () => {
    const byBuyer = await owner.get<SalesReportDto>(`/v1/admin/reports/sales?groupBy=buyer&${PERIOD}`);
    // Delhi: 3 lamps and 7 bulbs less ₹33.33; Pune: 3 lamps less the one returned and 13 bulbs.
    const netOf = async (orderIds: number[]) => {
      const [row] = await queryRows<{ taxable: string }>(
        testApp.db,
        sql`select sum(case when kind = 'invoice' then taxable else -taxable end) as taxable from documents
            where kind in ('invoice', 'credit-note') and order_id in (${sql.join(orderIds, sql`, `)})`,
      );
      return Number(row?.taxable) / 100;
    };
    expect(byBuyer.data.rows.map((r) => r.key)).toEqual([String(delhiBuyer.id), String(puneBuyer.id)]);
    expect(byBuyer.data.rows.map((r) => r.detail)).toEqual([
      expect.stringContaining("reports-delhi@example.in"),
      expect.stringContaining("reports-pune@example.in"),
    ]);
    expect(byBuyer.data.rows.map((r) => r.taxable)).toEqual([
      await netOf([first.id]),
      await netOf([second.id, third.id]),
    ]);

    const byState = await owner.get<SalesReportDto>(`/v1/admin/reports/sales?groupBy=state&${PERIOD}`);
    const states = Object.fromEntries(byState.data.rows.map((r) => [r.label, r]));
    expect(Object.keys(states).sort()).toEqual(["Delhi", "Maharashtra"]);
    expect(states.Delhi?.igst).toBe(0);
    expect(states.Maharashtra?.cgst).toBe(0);
    expect(states.Maharashtra?.key).toBe("27");

    const byProduct = await owner.get<SalesReportDto>(`/v1/admin/reports/sales?groupBy=product&${PERIOD}`);
    const lampRow = byProduct.data.rows.find((r) => r.key === String(lamp));
    const bulbRow = byProduct.data.rows.find((r) => r.key === String(bulb));
    // 3 + 1 + 2 lamps invoiced, one came back; 7 + 13 bulbs, and a price reduction of ₹33.33 on them.
    expect(lampRow).toMatchObject({ label: "Brass Wall Lamp", quantity: 5, taxable: 46_442.35 });
    expect(bulbRow).toMatchObject({ label: "Filament Bulb", quantity: 20, taxable: 2400 - 33.33 });
    expect(byProduct.data.rows.find((r) => r.key === String(idle))).toBeUndefined();

    const byCategory = await owner.get<SalesReportDto>(`/v1/admin/reports/sales?groupBy=category&${PERIOD}`);
    const wall = byCategory.data.rows.find((r) => r.key === String(categoryId));
    expect(wall).toMatchObject({ label: "Wall Lights", quantity: 5, taxable: 46_442.35 });
    expect(byCategory.data.rows.find((r) => r.key === "none")).toMatchObject({
      label: "No category",
      quantity: 20,
    });
  });

  it("the period filters by the day of issue: a credit note outside it is not taken off", async () => {
    const october = await owner.get<SalesReportDto>(
      "/v1/admin/reports/sales?groupBy=month&from=2026-10-01&to=2026-10-31",
    );
    const expected = await documentSums("2026-09-30T18:30:00Z", "2026-10-31T18:30:00Z");
    expect(toPaise(october.data.totals.taxable)).toBe(expected.taxable);
    expect(october.data.totals).toMatchObject({ invoices: 1, creditNotes: 0 });
    const none = await owner.get<SalesReportDto>(
      "/v1/admin/reports/sales?groupBy=buyer&from=2026-01-01&to=2026-01-31",
    );
    expect(none.data.rows).toEqual([]);
    expect(none.data.totals).toMatchObject({ taxable: 0, quantity: 0, invoices: 0 });
  });

  it("refuses a query it cannot answer with 422 and the field, and a bad page link with 400", async () => {
    const cases: [string, string][] = [
      ["groupBy=week", "groupBy"],
      ["groupBy=day&from=2026-11-30&to=2026-11-01", "to"],
      ["groupBy=day&from=2025-01-01&to=2026-11-30", "from"],
      ["groupBy=month&from=2026-02-30", "from"],
      ["groupBy=buyer&limit=0", "limit"],
      ["groupBy=buyer&limit=201", "limit"],
    ];
    for (const [query, field] of cases) {
      const res = await owner.get(`/v1/admin/reports/sales?${query}`);
      expect({ query, status: res.statusCode, code: res.error?.code }).toEqual({
        query,
        status: 422,
        code: "VALIDATION_FAILED",
      });
      expect(Object.keys(res.error?.fields ?? {})).toContain(field);
    }
    const longDays = await owner.get("/v1/admin/reports/sales?groupBy=day&from=2025-01-01&to=2026-11-30");
    expect(longDays.error?.fields?.from).toMatch(/at most 400 days; group by month/);
    // Without an end the period ends today: a start years ago is too long a period by day.
    const openEnded = await owner.get("/v1/admin/reports/sales?groupBy=day&from=2020-01-01");
    expect(openEnded.statusCode).toBe(422);
    expect(openEnded.error?.fields?.from).toMatch(/at most 400 days/);
    const bad = await owner.get("/v1/admin/reports/sales?groupBy=buyer&cursor=nonsense");
    expect(bad.statusCode).toBe(400);
    expect(bad.error?.code).toBe("CURSOR_INVALID");
  });

  it("an order sent in two shipments counts each piece once, by its invoices' own lines", async () => {
    const september = "from=2026-09-01&to=2026-09-30";
    const expected = await documentSums("2026-08-31T18:30:00Z", "2026-09-30T18:30:00Z");
    expect(expected.quantity).toBe(10);
    const orderLines = await queryRows<{ product_id: number; taxable: string; cgst: string; sgst: string }>(
      testApp.db,
      sql`select product_id, taxable, cgst, sgst from order_lines where order_id = ${split.orderId}`,
    );
    const lineOfProduct = (id: number) => orderLines.find((l) => l.product_id === id);
    const byProduct = await owner.get<SalesReportDto>(`/v1/admin/reports/sales?groupBy=product&${september}`);
    const lampRow = byProduct.data.rows.find((r) => r.key === String(lamp));
    const bulbRow = byProduct.data.rows.find((r) => r.key === String(bulb));
    // The two invoices' shares of a line add up to the line, to the paisa; the pieces are not doubled.
    expect(lampRow?.quantity).toBe(3);
    expect(toPaise(lampRow?.taxable ?? 0)).toBe(Number(lineOfProduct(lamp)?.taxable));
    expect(toPaise(lampRow?.cgst ?? 0)).toBe(Number(lineOfProduct(lamp)?.cgst));
    expect(bulbRow?.quantity).toBe(7);
    expect(toPaise(bulbRow?.sgst ?? 0)).toBe(Number(lineOfProduct(bulb)?.sgst));
    const lines = paiseSum([...byProduct.data.rows, ...(byProduct.data.other ? [byProduct.data.other] : [])]);
    expect(lines).toEqual(paiseSum([byProduct.data.totals]));
    expect({ ...paiseSum([byProduct.data.totals]), quantity: byProduct.data.totals.quantity }).toEqual(
      expected,
    );
    expect(byProduct.data.totals).toMatchObject({ invoices: 2, creditNotes: 0, quantity: 10 });

    const byCategory = await owner.get<SalesReportDto>(
      `/v1/admin/reports/sales?groupBy=category&${september}`,
    );
    expect(byCategory.data.rows.find((r) => r.key === String(categoryId))?.quantity).toBe(3);
    const byDay = await owner.get<SalesReportDto>(`/v1/admin/reports/sales?groupBy=day&${september}`);
    expect(byDay.data.rows.find((r) => r.key === "2026-09-10")?.quantity).toBe(4);
    expect(byDay.data.rows.find((r) => r.key === "2026-09-12")?.quantity).toBe(6);
    const byBuyer = await owner.get<SalesReportDto>(`/v1/admin/reports/sales?groupBy=buyer&${september}`);
    expect(byBuyer.data.rows.map((r) => r.quantity)).toEqual([10]);
  });

  it("the kept summaries equal a rebuild from the documents after a random sequence of them", async () => {
    let seed = 2026;
    const random = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      // The high bits: the low bits of this generator only alternate.
      return Math.floor(seed / 65_536) % n;
    };
    const buyer = await newBuyer("reports-random@example.in", {
      ...DELHI_ADDRESS,
      company: "Random Lights",
      line1: "14, Laxmi Road",
      city: "Pune",
      state: "Maharashtra",
      pincode: "411002",
    });
    for (let n = 0; n < 4; n++) {
      const lampPieces = 2 + random(5);
      const bulbPieces = 3 + random(9);
      const firstLamp = 1 + random(lampPieces - 1);
      const firstBulb = 1 + random(bulbPieces - 1);
      const order = await orderInShipments(
        buyer,
        [
          { productId: lamp, quantity: lampPieces },
          { productId: bulb, quantity: bulbPieces },
        ],
        [
          [
            { productId: lamp, quantity: firstLamp },
            { productId: bulb, quantity: firstBulb },
          ],
          [
            { productId: lamp, quantity: lampPieces - firstLamp },
            { productId: bulb, quantity: bulbPieces - firstBulb },
          ],
        ],
      );
      // Either side of the shop's midnight, on days of their own or shared.
      for (const id of order.invoiceIds) {
        await issuedAt(
          [id],
          `2026-07-${String(10 + random(3)).padStart(2, "0")}T18:${random(2) ? "2" : "4"}0:00Z`,
        );
      }
      if (random(2)) {
        const detail = (await owner.get<AdminOrderDetailDto>(`/v1/admin/orders/${order.orderId}`)).data;
        const credited = await owner.post<AdminCreditNoteIssuedDto>(
          `/v1/admin/orders/${order.orderId}/credit-notes`,
          {
            lines: [{ orderLineId: lineOf(detail, "Filament Bulb").orderLineId, amount: 1 + random(50) }],
            reason: "Price agreed again",
          },
        );
        expect(credited.statusCode).toBe(201);
        await issuedAt(
          [credited.data.creditNote.id],
          `2026-07-${String(11 + random(3)).padStart(2, "0")}T10:00:00Z`,
        );
      }
    }
    const kept = await keptSummaries();
    expect(((kept?.products ?? []) as unknown[]).length).toBeGreaterThan(4);
    const [july] = await queryRows<{ credit_notes: number; invoices: number }>(
      testApp.db,
      sql`select coalesce(sum(credit_notes), 0)::int as credit_notes, coalesce(sum(invoices), 0)::int as invoices
          from sales_days where day between '2026-07-01' and '2026-07-31'`,
    );
    expect(july?.invoices).toBe(8);
    expect(july?.credit_notes).toBeGreaterThan(0);
    await testApp.db.execute(sql`select reports_rebuild()`);
    expect(await keptSummaries()).toEqual(kept);
    // And the report of July still adds up to the documents.
    const report = await owner.get<SalesReportDto>(
      "/v1/admin/reports/sales?groupBy=product&from=2026-07-01&to=2026-07-31",
    );
    const expected = await documentSums("2026-06-30T18:30:00Z", "2026-07-31T18:30:00Z");
    expect({ ...paiseSum([report.data.totals]), quantity: report.data.totals.quantity }).toEqual(expected);
    const rows = [...report.data.rows, ...(report.data.other ? [report.data.other] : [])];
    expect(paiseSum(rows)).toEqual(paiseSum([report.data.totals]));
    expect(rows.reduce((q, r) => q + r.quantity, 0)).toBe(expected.quantity);
  });

  it("the manager reads the reports too", async () => {
    const res = await manager.get<SalesReportDto>(`/v1/admin/reports/sales?groupBy=state&${PERIOD}`);
    expect(res.statusCode).toBe(200);
  });
});

describe("sales CSV", () => {
  it("every row and the total in rupees with two decimals; a formula-like name is written as text", async () => {
    await testApp.db.update(categories).set({ title: "=Wall Lights" }).where(eq(categories.id, categoryId));
    const res = await testApp.app.inject({
      method: "GET",
      url: `/v1/admin/reports/sales/export?groupBy=category&${PERIOD}`,
      headers: { website: WEBSITE, origin: WEB_ORIGIN, cookie: ownerCookie },
    });
    await testApp.db.update(categories).set({ title: "Wall Lights" }).where(eq(categories.id, categoryId));
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/csv/);
    expect(res.headers["content-disposition"]).toBe(
      'attachment; filename="sales-by-category-2026-10-01-2026-11-30.csv"',
    );
    const lines = res.body
      .replace(/^\ufeff/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe("Category,Detail,Quantity,Taxable value,CGST,SGST,IGST,Total GST,Total");
    const wall = lines.find((l) => l.startsWith("'=Wall Lights"))?.split(",") ?? [];
    expect(wall.slice(2, 4)).toEqual(["5", "46442.35"]);
    for (const cell of wall.slice(3)) expect(cell).toMatch(/^-?\d+\.\d{2}$/);
    const report = await owner.get<SalesReportDto>(`/v1/admin/reports/sales?groupBy=category&${PERIOD}`);
    const total = lines[lines.length - 1]?.split(",") ?? [];
    expect(total[0]).toBe("Total 2026-10-01 to 2026-11-30");
    expect(total[3]).toBe(report.data.totals.taxable.toFixed(2));
    expect(total[8]).toBe(report.data.totals.total.toFixed(2));
  });
});

describe("collections, unsold products", () => {
  it("collections by month: the payments received by the day they arrived", async () => {
    const res = await owner.get<CollectionsReportDto>(
      "/v1/admin/reports/collections?from=2026-09-01&to=2026-11-30",
    );
    expect(res.statusCode).toBe(200);
    expect(res.data.months.map((m) => m.month)).toEqual(["2026-09", "2026-10", "2026-11"]);
    const totals = await testApp.db
      .select({ total: orders.total })
      .from(orders)
      .where(inArray(orders.id, [first.id, second.id, third.id]));
    const paid = totals.reduce((s, o) => s + o.total, 0);
    expect(toPaise(res.data.months[1]?.received ?? 0)).toBe(paid);
    expect(res.data.months[1]?.payments).toBe(3);
    expect(res.data.months[0]).toMatchObject({ received: 0, refunded: 0, net: 0 });
    expect(toPaise(res.data.totals.net)).toBe(paid);
  });

  it("products without a tax invoice in 90 days, paged by id, with the day each last sold", async () => {
    const res = await owner.get<UnsoldReportDto>("/v1/admin/reports/unsold-products?limit=200");
    expect(res.statusCode).toBe(200);
    const ids = res.data.items.map((i) => i.id);
    expect(ids).toContain(idle);
    expect(res.data.items.find((i) => i.id === idle)).toMatchObject({ stock: 7, lastSoldOn: null });
    expect(res.data.count).toBe(ids.length);
    // The invoices were dated in October and November 2026; against the real clock they may be old.
    const soldRecently = Date.now() - Date.parse("2026-11-05T06:00:00Z") < 89 * 24 * 3600 * 1000;
    if (soldRecently) expect(ids).not.toContain(lamp);
    else expect(res.data.items.find((i) => i.id === lamp)?.lastSoldOn).toBe("2026-11-05");

    const pages: number[] = [];
    let cursor: string | null = null;
    for (let guard = 0; guard < 50; guard++) {
      const page: { data: UnsoldReportDto } = await owner.get<UnsoldReportDto>(
        `/v1/admin/reports/unsold-products?limit=1${cursor ? `&cursor=${cursor}` : ""}`,
      );
      pages.push(...page.data.items.map((i) => i.id));
      cursor = page.data.nextCursor;
      if (!cursor) break;
    }
    expect(pages).toEqual(ids);
  });

  it("a product of an order sent in part counts as sold only once its own shipment is invoiced", async () => {
    const shipped = await addTestProduct(testApp, {
      title: "Shipped Pendant",
      sellingPrice: 40_000,
      taxRate: 18,
      stock: 50,
      minimumQuantity: 1,
    });
    const waiting = await addTestProduct(testApp, {
      title: "Waiting Pendant",
      sellingPrice: 40_000,
      taxRate: 18,
      stock: 50,
      minimumQuantity: 1,
    });
    await orderInShipments(
      delhiBuyer,
      [
        { productId: shipped, quantity: 2 },
        { productId: waiting, quantity: 2 },
      ],
      [[{ productId: shipped, quantity: 2 }]],
    );
    const res = await owner.get<UnsoldReportDto>("/v1/admin/reports/unsold-products?limit=200");
    expect(res.statusCode).toBe(200);
    const ids = res.data.items.map((i) => i.id);
    expect(ids).not.toContain(shipped);
    expect(res.data.items.find((i) => i.id === waiting)).toMatchObject({ lastSoldOn: null });
  });
});

describe("dashboard", () => {
  it("the dashboard's overdue figure is the receivables list's overdue total", async () => {
    const late = await newBuyer("reports-late@example.in", { ...DELHI_ADDRESS });
    expect(
      (await owner.patch(`/v1/admin/customers/${late.id}`, { paymentTermsDays: 30, creditLimit: 500_000 }))
        .statusCode,
    ).toBe(200);
    keySerial += 1;
    const placed = await api(testApp.app).post<OrderDto>(
      "/v1/order",
      {
        items: [{ productId: bulb, quantity: 4 }],
        addressId: late.addressId,
        toPayShipping: false,
        paymentMethod: "bank-transfer",
      },
      { token: late.token, headers: { "idempotency-key": `reports-late-${Date.now()}` } },
    );
    expect(placed.statusCode).toBe(201);
    for (const body of [
      { to: "confirmed" },
      { to: "packed" },
      {
        to: "dispatched",
        transporter: "VRL Logistics",
        lrNumber: "LR-LATE",
        allowUnpaid: true,
        reason: "Known",
      },
    ]) {
      const res = await owner.post(`/v1/admin/orders/${placed.data.id}/transitions`, body);
      expect(res.statusCode).toBe(200);
    }
    // Invoiced in August on net 30: overdue whatever day the suite runs.
    await issuedAt(await documentIdsOf(placed.data.id), "2026-08-01T06:00:00Z");
    const dashboard = await owner.get<{ overdue: { buyers: number; amount: number } }>("/v1/admin/dashboard");
    const list = await owner.get<{ buyers: number; totals: { total: number; current: number } }>(
      "/v1/admin/receivables?show=overdue&limit=100",
    );
    expect(dashboard.data.overdue.buyers).toBe(list.data.buyers);
    expect(dashboard.data.overdue.buyers).toBeGreaterThanOrEqual(1);
    expect(toPaise(dashboard.data.overdue.amount)).toBe(
      toPaise(list.data.totals.total) - toPaise(list.data.totals.current),
    );
    expect(dashboard.data.overdue.amount).toBeGreaterThan(0);
  });
});
