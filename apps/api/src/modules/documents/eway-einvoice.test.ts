import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import {
  type AdminCreditNoteIssuedDto,
  type AdminDocumentDto,
  type AdminOrderDetailDto,
  eInvoiceDocumentSchema,
  formatMoney,
  type GstInvoiceRowDto,
  type OrderDto,
  toPaise,
} from "@roshni/core";
import { and, desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  auditLog,
  documents,
  eInvoices,
  outboxMails,
  SHOP_SETTINGS_KEY,
  shopSettings,
} from "../../db/schema";
import {
  adminApi,
  api,
  createTestApp,
  DEMO_STAFF_EMAIL,
  staffCookie,
  type TestApp,
} from "../../test/harness";
import { nicInv01Errors } from "../../test/nic-inv01";
import { addTestCustomer, addTestProduct, DELHI_ADDRESS } from "../orders/test-fixtures";

const run = promisify(execFile);
const BUYER_GSTIN = "27AAPFU0939F1ZV";

let testApp: TestApp;
let scratch: string;
let serial = 0;
let registered: { id: number; token: string };
let unregistered: { id: number; token: string };
let registeredAddress: number;
let unregisteredAddress: number;
let lamp: number; // ₹1,000.00 at 18 %
let ownerCookie: string;
type Client = ReturnType<typeof adminApi>;
let owner: Client;
let sales: Client;
let dispatch: Client;
let shopGstin: string;

async function pdfText(pdf: Buffer): Promise<string> {
  serial += 1;
  const file = join(scratch, `${serial}.pdf`);
  await writeFile(file, pdf);
  const { stdout } = await run("pdftotext", ["-layout", "-enc", "UTF-8", file, "-"]);
  return stdout;
}

async function setEInvoicing(on: boolean) {
  await testApp.db
    .update(shopSettings)
    .set({ value: sql`${shopSettings.value} || ${JSON.stringify({ eInvoiceEnabled: on })}::jsonb` })
    .where(eq(shopSettings.key, SHOP_SETTINGS_KEY));
}

async function placeOrder(buyer: { token: string }, addressId: number, quantity: number): Promise<OrderDto> {
  serial += 1;
  const res = await api(testApp.app).post<OrderDto>(
    "/v1/order",
    {
      items: [{ productId: lamp, quantity }],
      addressId,
      toPayShipping: true,
      paymentMethod: "bank-transfer",
    },
    { token: buyer.token, headers: { "idempotency-key": `eway-einv-${serial}-${Date.now()}` } },
  );
  if (res.statusCode !== 201) throw new Error(`order refused: ${JSON.stringify(res.body)}`);
  return res.data;
}

async function dispatched(order: OrderDto, ewayBillNumber?: string): Promise<AdminOrderDetailDto> {
  let last: AdminOrderDetailDto | undefined;
  for (const body of [
    { to: "confirmed" },
    { to: "packed" },
    {
      to: "dispatched",
      transporter: "VRL Logistics",
      lrNumber: `LR-${order.id}`,
      allowUnpaid: true,
      ...(ewayBillNumber ? { ewayBillNumber } : {}),
    },
  ]) {
    const res = await owner.post<AdminOrderDetailDto>(`/v1/admin/orders/${order.id}/transitions`, body);
    if (res.statusCode !== 200) throw new Error(`move refused: ${JSON.stringify(res.body)}`);
    last = res.data;
  }
  return last as AdminOrderDetailDto;
}

function base64url(text: string): string {
  return Buffer.from(text, "utf8").toString("base64url");
}

/** A signed QR code as the IRP returns it: a JWS whose payload's `data` names the invoice and the IRN. */
function signedQr(data: Record<string, unknown>): string {
  return [
    base64url(JSON.stringify({ alg: "RS256", kid: "EDC57DE1358B300BA9F179A3", typ: "JWT" })),
    base64url(JSON.stringify({ data: JSON.stringify(data), iss: "NIC" })),
    Buffer.from("signature-bytes-of-the-irp-for-this-test").toString("base64url"),
  ].join(".");
}

/** A day some days from now at 23:59 in India, as a form sends it, and the instant it means. */
function validity(days: number): { input: string; iso: string } {
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(
    new Date(Date.now() + days * 86_400_000),
  );
  return { input: `${day}T23:59`, iso: new Date(`${day}T18:29:00.000Z`).toISOString() };
}
const V1 = validity(2);
const V2 = validity(3);

function irnOf(seed: number): string {
  return seed.toString(16).padStart(8, "0").repeat(8);
}

function download(cookie: string, url: string) {
  return testApp.app.inject({ method: "GET", url, headers: { website: "wholesale", cookie } });
}

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), "roshni-eway-einv-"));
  testApp = await createTestApp({ products: 2 });
  registered = await addTestCustomer(testApp, { email: "pune-registered@example.in" });
  unregistered = await addTestCustomer(testApp, { email: "pune-person@example.in" });
  const pune = {
    ...DELHI_ADDRESS,
    line1: "14, Laxmi Road",
    city: "Pune",
    state: "Maharashtra",
    pincode: "411002",
  };
  registeredAddress = (
    await api(testApp.app).post<{ id: number }>(
      "/v1/customer/address",
      { ...pune, gstin: BUYER_GSTIN },
      { token: registered.token },
    )
  ).data.id;
  unregisteredAddress = (
    await api(testApp.app).post<{ id: number }>("/v1/customer/address", pune, { token: unregistered.token })
  ).data.id;
  lamp = await addTestProduct(testApp, {
    title: "Brass Pendant",
    sellingPrice: 100_000,
    taxRate: 18,
    stock: 10_000,
    minimumQuantity: 1,
  });
  ownerCookie = await staffCookie(testApp, DEMO_STAFF_EMAIL.owner);
  owner = adminApi(testApp.app, ownerCookie);
  sales = adminApi(testApp.app, await staffCookie(testApp, DEMO_STAFF_EMAIL.sales));
  dispatch = adminApi(testApp.app, await staffCookie(testApp, DEMO_STAFF_EMAIL.dispatch));
  const [row] = await testApp.db.select().from(shopSettings).where(eq(shopSettings.key, SHOP_SETTINGS_KEY));
  if (!row) throw new Error("the shop settings are missing");
  shopGstin = (row.value as { gstin: string }).gstin;
});

afterAll(async () => {
  await testApp?.close();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

describe("e-way bill typed back", () => {
  it("dispatch staff store the number and validity of a dispatched order above the threshold; sales may not", async () => {
    const order = await placeOrder(unregistered, unregisteredAddress, 60); // ₹70,800 + to-pay: above ₹50,000 interstate
    const early = await dispatch.put(`/v1/admin/orders/${order.id}/eway-bill`, {
      number: "331000123456",
      validUntil: "2099-01-01T23:59",
    });
    expect(early.statusCode).toBe(409);
    expect(early.error?.code).toBe("EWAY_BILL_NOT_ALLOWED");

    const detail = await dispatched(order, "331000111111");
    expect(detail.ewayBill).toMatchObject({
      required: true,
      number: "331000111111",
      validUntil: null,
      state: "entered",
    });
    const invoice = detail.gst.documents.find((d) => d.kind === "invoice") as AdminDocumentDto;

    // The dispatch mail links the tax invoice the way the order mail links the proforma.
    await testApp.drain();
    const [mail] = await testApp.db
      .select()
      .from(outboxMails)
      .where(eq(outboxMails.subject, `Order ${order.number} dispatched`));
    expect(mail?.text).toContain(
      `Download tax invoice ${invoice.number} (PDF) at http://localhost:3000/account/orders/${order.id}?document=invoice`,
    );

    const sold = await sales.put(`/v1/admin/orders/${order.id}/eway-bill`, {
      number: "331000123456",
      validUntil: "2099-01-01T23:59",
    });
    expect(sold.statusCode).toBe(403);

    for (const [body, field] of [
      [{ number: "33100012345", validUntil: "2099-01-01T23:59" }, "number"],
      [{ number: "33100012345A", validUntil: "2099-01-01T23:59" }, "number"],
      [{ number: "331000123456", validUntil: "tomorrow" }, "validUntil"],
      [{ number: "331000123456", validUntil: "2026-02-30T10:00" }, "validUntil"],
      [{ number: "331000123456" }, "validUntil"],
    ] as const) {
      const bad = await dispatch.put(`/v1/admin/orders/${order.id}/eway-bill`, body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(bad.error?.fields ?? {})).toContain(field);
    }
    const before = await dispatch.put(`/v1/admin/orders/${order.id}/eway-bill`, {
      number: "331000123456",
      validUntil: "2020-01-01T10:00",
    });
    expect(before.statusCode).toBe(422);
    expect(before.error?.code).toBe("EWAY_BILL_VALIDITY_INVALID");
    expect(before.error?.message).toContain(invoice.number);

    const tooLate = await dispatch.put(`/v1/admin/orders/${order.id}/eway-bill`, {
      number: "331000123456",
      validUntil: "2099-01-01T23:59",
    });
    expect(tooLate.statusCode).toBe(422);
    expect(tooLate.error?.code).toBe("EWAY_BILL_VALIDITY_INVALID");

    const saved = await dispatch.put<AdminOrderDetailDto>(`/v1/admin/orders/${order.id}/eway-bill`, {
      number: "331000123456",
      validUntil: V1.input,
    });
    expect(saved.statusCode).toBe(200);
    // 23:59 in India is 18:29 UTC.
    expect(saved.data.ewayBill).toEqual({
      required: true,
      number: "331000123456",
      validUntil: V1.iso,
      state: "entered",
    });

    // Corrected: allowed, and the audit log keeps what it replaced.
    const corrected = await owner.put<AdminOrderDetailDto>(`/v1/admin/orders/${order.id}/eway-bill`, {
      number: "331000123457",
      validUntil: `${V2.input}:00+05:30`,
    });
    expect(corrected.statusCode).toBe(200);
    const audits = await testApp.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "order.eway_bill"), eq(auditLog.entityId, String(order.id))))
      .orderBy(auditLog.id);
    expect(audits).toHaveLength(2);
    expect(audits[0]?.before).toMatchObject({ ewayBillNumber: "331000111111", ewayBillValidUntil: null });
    expect(audits[1]?.before).toMatchObject({
      ewayBillNumber: "331000123456",
      ewayBillValidUntil: V1.iso,
    });
    expect(audits[1]?.after).toMatchObject({ ewayBillNumber: "331000123457", invoiceNumber: invoice.number });

    // Another order cannot carry the same e-way bill.
    const second = await placeOrder(unregistered, unregisteredAddress, 2);
    await dispatched(second);
    const taken = await dispatch.put(`/v1/admin/orders/${second.id}/eway-bill`, {
      number: "331000123457",
      validUntil: V2.input,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.error?.code).toBe("EWAY_BILL_NUMBER_TAKEN");

    // The buyer's order page shows the number and its validity.
    const mine = await api(testApp.app).get<OrderDto>(`/v1/order/${order.id}`, { token: unregistered.token });
    expect(mine.data.dispatch).toMatchObject({
      ewayBillNumber: "331000123457",
      ewayBillValidUntil: V2.iso,
    });

    // The month's list: entered (valid until), not needed, and expired.
    await testApp.db.execute(
      sql`update orders set eway_bill_valid_until = now() - interval '1 hour' where id = ${second.id}`,
    );
    await testApp.db.execute(
      sql`update orders set eway_bill_number = '331000999999' where id = ${second.id}`,
    );
    const month = new Intl.DateTimeFormat("en-CA", {
      timeZone: "Asia/Kolkata",
      year: "numeric",
      month: "2-digit",
    })
      .format(new Date())
      .slice(0, 7);
    const listed = await sales.get<{ items: GstInvoiceRowDto[] }>(`/v1/admin/gst/invoices?month=${month}`);
    const rowOf = (id: number) => listed.data.items.find((row) => row.orderId === id);
    expect(rowOf(order.id)).toMatchObject({
      ewayBillState: "entered",
      ewayBillNumber: "331000123457",
      ewayBillValidUntil: V2.iso,
    });
    expect(rowOf(second.id)).toMatchObject({ ewayBillRequired: false, ewayBillState: "expired" });
  });

  it("an order without a tax invoice is refused", async () => {
    const order = await placeOrder(unregistered, unregisteredAddress, 1);
    await dispatched(order);
    await testApp.db.execute(sql`delete from documents where order_id = ${order.id} and kind = 'invoice'`);
    const res = await dispatch.put(`/v1/admin/orders/${order.id}/eway-bill`, {
      number: "331000777777",
      validUntil: "2099-01-01T23:59",
    });
    expect(res.statusCode).toBe(409);
    expect(res.error?.code).toBe("INVOICE_NOT_ISSUED");
  });
});

describe("documents first: tax invoice, then e-way bill, then dispatch", () => {
  it("an interstate consignment above the threshold gets its invoice before it leaves, and leaves with it", async () => {
    const order = await placeOrder(unregistered, unregisteredAddress, 60); // ₹70,800 + to-pay, Delhi → Pune
    const early = await dispatch.post(`/v1/admin/orders/${order.id}/invoice`, {});
    expect(early.statusCode).toBe(409);
    expect(early.error?.code).toBe("INVOICE_NOT_ALLOWED");
    expect(early.error?.message).toContain("confirm it");
    for (const to of ["confirmed", "packed"]) {
      const moved = await owner.post(`/v1/admin/orders/${order.id}/transitions`, { to });
      expect(moved.statusCode).toBe(200);
    }

    // Without a number the dispatch says what comes first.
    const refused = await owner.post(`/v1/admin/orders/${order.id}/transitions`, {
      to: "dispatched",
      transporter: "VRL Logistics",
      lrNumber: `LR-${order.id}`,
      allowUnpaid: true,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.error?.fields?.ewayBillNumber).toContain("issue the tax invoice");

    expect((await sales.post(`/v1/admin/orders/${order.id}/invoice`, {})).statusCode).toBe(403);
    const issued = await dispatch.post<AdminOrderDetailDto>(`/v1/admin/orders/${order.id}/invoice`, {});
    expect(issued.statusCode).toBe(200);
    const invoice = issued.data.gst.documents.find((d) => d.kind === "invoice") as AdminDocumentDto;
    expect(invoice.number).toMatch(/^RL\/\d{2}-\d{2}\/\d{6}$/);
    expect(issued.data.status).toBe("packed");
    expect(issued.data.history.at(-1)?.note).toBe(`Tax invoice ${invoice.number} issued ahead of dispatch.`);
    const twice = await dispatch.post(`/v1/admin/orders/${order.id}/invoice`, {});
    expect(twice.statusCode).toBe(409);
    expect(twice.error?.code).toBe("INVOICE_ALREADY_ISSUED");
    const [audit] = await testApp.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "order.invoice"), eq(auditLog.entityId, String(order.id))));
    expect(audit?.after).toMatchObject({ invoiceNumber: invoice.number });

    // The portal's bulk JSON for the invoice of goods not yet gone, then the number typed back.
    const list = await sales.get<{ items: GstInvoiceRowDto[] }>(
      `/v1/admin/gst/invoices?month=${invoice.issuedAt.slice(0, 7)}`,
    );
    const row = list.data.items.find((item) => item.number === invoice.number);
    expect(row).toMatchObject({ ewayBillRequired: true, ewayBillNumber: null });
    const json = await sales.post<unknown>("/v1/admin/gst/eway-bill", {
      invoices: [{ invoiceId: row?.id, distanceKm: 1420, vehicleNo: "MH12AB1234" }],
    });
    expect(json.statusCode).toBe(200);
    expect(JSON.stringify(json.body)).toContain(invoice.number);
    const typed = await dispatch.put<AdminOrderDetailDto>(`/v1/admin/orders/${order.id}/eway-bill`, {
      number: "331000987654",
      validUntil: V1.input,
    });
    expect(typed.statusCode).toBe(200);
    expect(typed.data.ewayBill).toMatchObject({ number: "331000987654", state: "entered" });

    // Dispatch takes the stored number and the invoice already issued: no second invoice.
    const gone = await owner.post<AdminOrderDetailDto>(`/v1/admin/orders/${order.id}/transitions`, {
      to: "dispatched",
      transporter: "VRL Logistics",
      lrNumber: `LR-${order.id}`,
      allowUnpaid: true,
    });
    expect(gone.statusCode).toBe(200);
    expect(gone.data.status).toBe("dispatched");
    expect(gone.data.ewayBill.number).toBe("331000987654");
    const invoices = gone.data.gst.documents.filter((d) => d.kind === "invoice");
    expect(invoices.map((d) => d.number)).toEqual([invoice.number]);
    expect(gone.data.history.at(-1)?.note).toContain("e-way bill 331000987654");
    expect(gone.data.history.at(-1)?.note).not.toContain("issued.");
    const after = await dispatch.post(`/v1/admin/orders/${order.id}/invoice`, {});
    expect(after.statusCode).toBe(409);
    expect(after.error?.code).toBe("INVOICE_NOT_ALLOWED");
  });
});

describe("an order cancelled after its tax invoice", () => {
  it("has every goods line credited by a credit note, noted in its history", async () => {
    const order = await placeOrder(unregistered, unregisteredAddress, 2);
    for (const to of ["confirmed", "packed"]) {
      expect((await owner.post(`/v1/admin/orders/${order.id}/transitions`, { to })).statusCode).toBe(200);
    }
    const issued = await dispatch.post<AdminOrderDetailDto>(`/v1/admin/orders/${order.id}/invoice`, {});
    expect(issued.statusCode).toBe(200);
    const invoice = issued.data.gst.documents.find((d) => d.kind === "invoice") as AdminDocumentDto;
    const cancelled = await owner.post<AdminOrderDetailDto>(`/v1/admin/orders/${order.id}/transitions`, {
      to: "cancelled",
      reason: "The buyer called off the site",
    });
    expect(cancelled.statusCode).toBe(200);
    const notes = cancelled.data.gst.documents.filter((d) => d.kind === "credit-note");
    expect(notes).toHaveLength(1);
    // Every goods line is credited; the packing and freight charges of the invoice are not lines of a
    // credit note here (docs/decisions.md).
    expect(notes[0]?.total).toBe(2 * 1_180);
    expect(invoice.total).toBeGreaterThan(2 * 1_180);
    expect(cancelled.data.history.at(-1)?.note).toContain(`Credit note ${notes[0]?.number} issued`);
    expect(cancelled.data.gst.creditable).toBeCloseTo(invoice.total - 2 * 1_180, 2);
  });
});

describe("credit note mail", () => {
  it("issuing a credit note mails the buyer its link", async () => {
    const order = await placeOrder(unregistered, unregisteredAddress, 2);
    await dispatched(order);
    const detail = await sales.get<AdminOrderDetailDto>(`/v1/admin/orders/${order.id}`);
    const [line] = detail.data.money.returnable;
    const issued = await sales.post<AdminCreditNoteIssuedDto>(`/v1/admin/orders/${order.id}/returns`, {
      lines: [{ orderLineId: line?.orderLineId, quantity: 1, restock: false }],
      reason: "One pendant returned broken",
    });
    expect(issued.statusCode).toBe(201);
    const note = { data: issued.data.creditNote };
    await testApp.drain();
    const [mail] = await testApp.db
      .select()
      .from(outboxMails)
      .where(eq(outboxMails.subject, `Credit note ${note.data.number} for order ${order.number}`));
    expect(mail?.to).toBe("pune-person@example.in");
    expect(mail?.text).toContain("₹1,180.00");
    expect(mail?.text).toContain("One pendant returned broken");
    const link = `http://localhost:3000/account/orders/${order.id}?document=credit-note&number=${encodeURIComponent(note.data.number)}`;
    expect(mail?.text).toContain(link);
    // The link's number downloads exactly that credit note for the buyer.
    const pdf = await testApp.app.inject({
      method: "GET",
      url: `/v1/order/${order.id}/documents/credit-note?number=${encodeURIComponent(note.data.number)}`,
      headers: { website: "wholesale", authorization: `Bearer ${unregistered.token}` },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-disposition"]).toContain(note.data.number.replace(/\//g, "-"));
  });
});

describe("e-invoicing behind the shop setting", () => {
  it("exports INV-01 JSON equal to the invoice to the paisa, records the IRN once and prints it on the invoice", async () => {
    await setEInvoicing(false);
    const order = await placeOrder(registered, registeredAddress, 3);
    const detail = await dispatched(order);
    const invoice = detail.gst.documents.find((d) => d.kind === "invoice") as AdminDocumentDto;
    expect(detail.eInvoice).toMatchObject({ enabled: false, applicable: true, irn: null });

    const off = await download(ownerCookie, `/v1/admin/orders/${order.id}/e-invoice.json`);
    expect(off.statusCode).toBe(409);
    expect(JSON.parse(off.body).data.error.code).toBe("E_INVOICE_DISABLED");
    const irn = irnOf(order.id);
    const ackDate = new Date(Date.now() - 60_000).toISOString();
    const qrData = {
      SellerGstin: shopGstin,
      BuyerGstin: BUYER_GSTIN,
      DocNo: invoice.number,
      DocTyp: "INV",
      TotInvVal: invoice.total,
      ItemCnt: 1,
      MainHsnCode: "9405",
      Irn: irn,
      IrnDt: "2026-11-23 17:25:00",
    };
    const body = { irn, ackNo: "112610000012345", ackDate, signedQrCode: signedQr(qrData) };
    const refusedOff = await sales.put(`/v1/admin/orders/${order.id}/irn`, body);
    expect(refusedOff.statusCode).toBe(409);
    expect(refusedOff.error?.code).toBe("E_INVOICE_DISABLED");

    await setEInvoicing(true);
    const json = await download(ownerCookie, `/v1/admin/orders/${order.id}/e-invoice.json`);
    expect(json.statusCode).toBe(200);
    expect(json.headers["content-disposition"]).toContain(
      `e-invoice-${invoice.number.replace(/\//g, "-")}.json`,
    );
    const inv01 = eInvoiceDocumentSchema.parse(JSON.parse(json.body));
    expect(nicInv01Errors(JSON.parse(json.body))).toEqual([]);
    const [stored] = await testApp.db.select().from(documents).where(eq(documents.number, invoice.number));
    if (!stored) throw new Error("invoice row missing");
    expect(inv01).toMatchObject({
      Version: "1.1",
      TranDtls: { TaxSch: "GST", SupTyp: "B2B", RegRev: "N" },
      DocDtls: { Typ: "INV", No: invoice.number },
      SellerDtls: { Gstin: shopGstin, Stcd: "07" },
      BuyerDtls: { Gstin: BUYER_GSTIN, Pos: "27", Stcd: "27" },
    });
    // To the paisa: the JSON's values are the stored invoice's.
    expect(toPaise(inv01.ValDtls.AssVal)).toBe(stored.taxable);
    expect(toPaise(inv01.ValDtls.IgstVal)).toBe(stored.igst);
    expect(toPaise(inv01.ValDtls.CgstVal) + toPaise(inv01.ValDtls.SgstVal)).toBe(0);
    expect(toPaise(inv01.ValDtls.TotInvVal)).toBe(stored.total);
    expect(inv01.ItemList.reduce((s, item) => s + toPaise(item.TotItemVal), 0)).toBe(stored.total);

    // Bad input: each field, and a signed QR of another invoice or IRN.
    for (const [patch, code] of [
      [{ irn: "abc" }, "VALIDATION_FAILED"],
      [{ irn: `${irn.slice(0, 63)}g` }, "VALIDATION_FAILED"],
      [{ ackNo: "11261000001234" }, "VALIDATION_FAILED"],
      [{ ackDate: "yesterday" }, "VALIDATION_FAILED"],
      [{ signedQrCode: "not a signed qr code at all" }, "VALIDATION_FAILED"],
      [{ ackDate: "2020-01-01T10:00" }, "ACK_DATE_INVALID"],
      [{ ackDate: "2099-01-01T10:00" }, "ACK_DATE_INVALID"],
      [{ signedQrCode: signedQr({ ...qrData, DocNo: "RL/26-27/999999" }) }, "SIGNED_QR_INVALID"],
      [{ signedQrCode: signedQr({ ...qrData, Irn: irnOf(1) }) }, "SIGNED_QR_INVALID"],
      [{ signedQrCode: signedQr({ ...qrData, TotInvVal: invoice.total + 1 }) }, "SIGNED_QR_INVALID"],
      [{ signedQrCode: "aaaaaaaa.bbbbbbbb.cccccccc" }, "SIGNED_QR_INVALID"],
    ] as const) {
      const res = await sales.put(`/v1/admin/orders/${order.id}/irn`, { ...body, ...patch });
      expect(res.statusCode, JSON.stringify(patch)).toBe(422);
      expect(res.error?.code, JSON.stringify(patch)).toBe(code);
    }
    expect(await testApp.db.select().from(eInvoices)).toHaveLength(0);
    // Dispatch staff do not hold "GST documents and exports".
    expect((await dispatch.put(`/v1/admin/orders/${order.id}/irn`, body)).statusCode).toBe(403);

    const buyerBefore = await testApp.app.inject({
      method: "GET",
      url: `/v1/order/${order.id}/documents/invoice`,
      headers: { website: "wholesale", authorization: `Bearer ${registered.token}` },
    });
    const recorded = await sales.put<AdminOrderDetailDto>(`/v1/admin/orders/${order.id}/irn`, body);
    expect(recorded.statusCode).toBe(200);
    expect(recorded.data.eInvoice).toMatchObject({
      enabled: true,
      applicable: true,
      irn,
      ackNo: body.ackNo,
      ackDate,
    });

    // Once: a second upload is refused, whatever it says.
    const again = await sales.put(`/v1/admin/orders/${order.id}/irn`, body);
    expect(again.statusCode).toBe(409);
    expect(again.error?.code).toBe("IRN_ALREADY_RECORDED");

    // The buyer's download is now the e-invoice print: IRN, Ack No., same number and total.
    const buyerAfter = await testApp.app.inject({
      method: "GET",
      url: `/v1/order/${order.id}/documents/invoice`,
      headers: { website: "wholesale", authorization: `Bearer ${registered.token}` },
    });
    expect(buyerAfter.statusCode).toBe(200);
    expect(buyerAfter.rawPayload.equals(buyerBefore.rawPayload)).toBe(false);
    const text = await pdfText(buyerAfter.rawPayload);
    const original = await pdfText(buyerBefore.rawPayload);
    expect(text).toContain(`IRN: ${irn}`);
    expect(text).toContain("Ack No.: 112610000012345");
    expect(text).toContain("Ack Date:");
    expect(text).toContain(invoice.number);
    expect(original).not.toContain("IRN:");
    // Same number, date and amounts as the invoice first issued.
    for (const particular of [
      formatMoney(stored.total),
      formatMoney(stored.taxable),
      formatMoney(stored.igst),
    ]) {
      expect(text).toContain(particular);
      expect(original).toContain(particular);
    }
    await writeFile(join(tmpdir(), "roshni-e-invoice-sample.pdf"), buyerAfter.rawPayload);
    const staff = await download(ownerCookie, `/v1/admin/orders/${order.id}/documents/invoice`);
    expect(staff.rawPayload.equals(buyerAfter.rawPayload)).toBe(true);

    // The stored invoice row never changes; the audit log keeps both files.
    const [unchanged] = await testApp.db.select().from(documents).where(eq(documents.id, stored.id));
    expect(unchanged).toEqual(stored);
    const [audit] = await testApp.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "order.e_invoice"), eq(auditLog.entityId, String(order.id))))
      .orderBy(desc(auditLog.id));
    expect(audit?.before).toMatchObject({ invoiceNumber: invoice.number, file: stored.storageKey });
    expect(audit?.after).toMatchObject({ irn, ackNo: body.ackNo });
  });

  it("refuses B2C invoices and orders without an invoice", async () => {
    await setEInvoicing(true);
    const b2c = await placeOrder(unregistered, unregisteredAddress, 1);
    const notYet = await download(ownerCookie, `/v1/admin/orders/${b2c.id}/e-invoice.json`);
    expect(notYet.statusCode).toBe(409);
    expect(JSON.parse(notYet.body).data.error.code).toBe("INVOICE_NOT_ISSUED");
    const detail = await dispatched(b2c);
    expect(detail.eInvoice).toMatchObject({ enabled: true, applicable: false });
    const res = await download(ownerCookie, `/v1/admin/orders/${b2c.id}/e-invoice.json`);
    expect(res.statusCode).toBe(409);
    expect(JSON.parse(res.body).data.error.code).toBe("E_INVOICE_NOT_APPLICABLE");
    const irn = await sales.put(`/v1/admin/orders/${b2c.id}/irn`, {
      irn: irnOf(b2c.id),
      ackNo: "112610000099999",
      ackDate: new Date().toISOString(),
      signedQrCode: signedQr({ Irn: irnOf(b2c.id), DocNo: "x" }),
    });
    expect(irn.statusCode).toBe(409);
    expect(irn.error?.code).toBe("E_INVOICE_NOT_APPLICABLE");
    expect((await download(ownerCookie, "/v1/admin/orders/999999/e-invoice.json")).statusCode).toBe(404);
  });
});
