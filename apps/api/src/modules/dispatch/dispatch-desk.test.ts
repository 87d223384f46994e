import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import type { AdminOrderDetailDto, DispatchQueueDto, GstInvoiceRowDto, OrderDto } from "@roshni/core";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, ewayBillExports } from "../../db/schema";
import {
  adminApi,
  api,
  createTestApp,
  DEMO_STAFF_EMAIL,
  staffCookie,
  type TestApp,
} from "../../test/harness";
import { itReadsPdf } from "../../test/pdf-tools";
import { addTestAddress, addTestCustomer, addTestProduct, PUNE_ADDRESS } from "../orders/test-fixtures";

const run = promisify(execFile);

let testApp: TestApp;
let scratch: string;
let buyer: { id: number; token: string };
let puneAddress: number;
let lamp: number; // ₹1,000.00 at 18 %, plenty in stock
let chandelier: number; // ₹5,000.00 at 18 %, 2 in stock: more are made to order
let serial = 0;
type Client = ReturnType<typeof adminApi>;
let owner: Client;
let dispatchCookie: string;
let dispatch: Client;
let sales: Client;

async function pdfText(pdf: Buffer): Promise<string> {
  serial += 1;
  const file = join(scratch, `${serial}.pdf`);
  await writeFile(file, pdf);
  if (process.env.KEEP_PDF_DIR)
    await writeFile(join(process.env.KEEP_PDF_DIR, `dispatch-${serial}.pdf`), pdf);
  const { stdout } = await run("pdftotext", ["-layout", "-enc", "UTF-8", file, "-"]);
  return stdout;
}

async function placeOrder(items: { productId: number; quantity: number }[]): Promise<OrderDto> {
  serial += 1;
  const res = await api(testApp.app).post<OrderDto>(
    "/v1/order",
    {
      items,
      addressId: puneAddress,
      toPayShipping: true,
      paymentMethod: "bank-transfer",
      note: "Ring before",
    },
    { token: buyer.token, headers: { "idempotency-key": `dispatch-desk-${serial}-${Date.now()}` } },
  );
  if (res.statusCode !== 201) throw new Error(`order refused: ${JSON.stringify(res.body)}`);
  return res.data;
}

async function move(orderId: number, body: Record<string, unknown>) {
  const res = await owner.post<AdminOrderDetailDto>(`/v1/admin/orders/${orderId}/transitions`, body);
  if (res.statusCode !== 200) throw new Error(`move refused: ${JSON.stringify(res.body)}`);
}

function download(cookie: string, url: string) {
  return testApp.app.inject({ method: "GET", url, headers: { website: "wholesale", cookie } });
}

/** "2026-11-28T23:59": the e-way bill's valid-until as typed, two days ahead in India. */
function validUntil(): string {
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(
    new Date(Date.now() + 2 * 86_400_000),
  );
  return `${day}T23:59`;
}

function monthOf(at: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata", year: "numeric", month: "2-digit" })
    .format(at)
    .slice(0, 7);
}

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), "roshni-dispatch-"));
  testApp = await createTestApp({ products: 2 });
  buyer = await addTestCustomer(testApp, { email: "dispatch-desk@example.in" });
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
  owner = adminApi(testApp.app, await staffCookie(testApp, DEMO_STAFF_EMAIL.owner));
  dispatchCookie = await staffCookie(testApp, DEMO_STAFF_EMAIL.dispatch);
  dispatch = adminApi(testApp.app, dispatchCookie);
  sales = adminApi(testApp.app, await staffCookie(testApp, DEMO_STAFF_EMAIL.sales));
});

afterAll(async () => {
  await testApp?.close();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

describe("the tax invoice in triplicate (CGST Rule 48)", () => {
  itReadsPdf(
    "issued ahead of dispatch it says transport is not known; after dispatch every copy carries it",
    async () => {
      // ₹70,800 to Pune: interstate above ₹50,000, so an e-way bill is needed.
      const order = await placeOrder([{ productId: lamp, quantity: 60 }]);
      await move(order.id, { to: "confirmed" });
      const issued = await owner.post<AdminOrderDetailDto>(`/v1/admin/orders/${order.id}/invoice`);
      expect(issued.statusCode).toBe(200);
      const number = issued.data.gst.documents.find((d) => d.kind === "invoice")?.number ?? "missing";

      const early = await download(dispatchCookie, `/v1/admin/orders/${order.id}/invoice.pdf`);
      expect(early.statusCode).toBe(200);
      expect(early.headers["content-type"]).toBe("application/pdf");
      const before = await pdfText(early.rawPayload);
      for (const copy of ["ORIGINAL FOR RECIPIENT", "DUPLICATE FOR TRANSPORTER", "TRIPLICATE FOR SUPPLIER"])
        expect(before.split(copy)).toHaveLength(2);
      expect(before.split("TAX INVOICE")).toHaveLength(4);
      expect(before.split(number)).toHaveLength(4);
      expect(before.split("Transport details not yet known")).toHaveLength(4);
      expect(before).toContain("e-way bill number print here once the goods are dispatched");
      const pages = await run("pdfinfo", [join(scratch, `${serial}.pdf`)]);
      expect(pages.stdout).toMatch(/Pages:\s+3/);

      // The e-way bill typed back before dispatch prints at once; the rest is still to come.
      const typed = await dispatch.put(`/v1/admin/orders/${order.id}/eway-bill`, {
        number: "331000555001",
        validUntil: validUntil(),
      });
      expect(typed.statusCode).toBe(200);
      expect((await testApp.drain()).failed).toEqual([]);
      const withBill = await pdfText(
        (await download(dispatchCookie, `/v1/admin/orders/${order.id}/invoice.pdf`)).rawPayload,
      );
      expect(withBill.split("E-way bill No.: 331000555001")).toHaveLength(4);
      expect(withBill).toContain("Transporter: not yet known");

      await move(order.id, { to: "packed" });
      await move(order.id, {
        to: "dispatched",
        transporter: "VRL Logistics",
        lrNumber: "LR-77001",
        vehicleNumber: "mh12 ab 1234",
        allowUnpaid: true,
      });
      // Dispatch sends the invoice to be printed again: the job stores the print with the details.
      const drained = await testApp.drain();
      expect(drained.failed).toEqual([]);
      const after = await pdfText(
        (await download(dispatchCookie, `/v1/admin/orders/${order.id}/invoice.pdf`)).rawPayload,
      );
      expect(after.split("Transporter: VRL Logistics")).toHaveLength(4);
      expect(after.split("LR No.: LR-77001")).toHaveLength(4);
      expect(after.split("Vehicle No.: MH12 AB 1234")).toHaveLength(4);
      expect(after.split("E-way bill No.: 331000555001")).toHaveLength(4);
      expect(after).not.toContain("not yet known");
      for (const copy of ["ORIGINAL FOR RECIPIENT", "DUPLICATE FOR TRANSPORTER", "TRIPLICATE FOR SUPPLIER"])
        expect(after).toContain(copy);
      // The same invoice as staff with GST documents and the buyer download it.
      const buyerPdf = await testApp.app.inject({
        method: "GET",
        url: `/v1/order/${order.id}/documents/invoice`,
        headers: { website: "wholesale", authorization: `Bearer ${buyer.token}` },
      });
      expect((await pdfText(buyerPdf.rawPayload)).split("LR No.: LR-77001")).toHaveLength(4);
    },
  );

  itReadsPdf(
    "issued at dispatch below the limit: a transporter's GSTIN instead of a vehicle, no e-way bill",
    async () => {
      const order = await placeOrder([{ productId: lamp, quantity: 2 }]);
      await move(order.id, { to: "confirmed" });
      await move(order.id, { to: "packed" });
      await move(order.id, {
        to: "dispatched",
        transporter: "Gati",
        lrNumber: "GT-1",
        transporterGstin: "07aaacv1234a1z5",
        allowUnpaid: true,
      });
      const text = await pdfText(
        (await download(dispatchCookie, `/v1/admin/orders/${order.id}/invoice.pdf`)).rawPayload,
      );
      expect(text.split("Transporter GSTIN: 07AAACV1234A1Z5")).toHaveLength(4);
      expect(text.split("E-way bill: not required")).toHaveLength(4);
    },
  );

  it("is refused before it is issued, and to roles that do not pack or dispatch", async () => {
    const order = await placeOrder([{ productId: lamp, quantity: 1 }]);
    const none = await dispatch.get(`/v1/admin/orders/${order.id}/invoice.pdf`);
    expect(none.statusCode).toBe(404);
    expect(none.error?.code).toBe("DOCUMENT_NOT_ISSUED");
    const refused = await sales.get(`/v1/admin/orders/${order.id}/invoice.pdf`);
    expect(refused.statusCode).toBe(403);
  });
});

describe("the dispatch queue", () => {
  it("lists orders to pack, waiting for stock and packed, each with its next step", async () => {
    const toPack = await placeOrder([{ productId: lamp, quantity: 2 }]);
    const waiting = await placeOrder([
      { productId: lamp, quantity: 1 },
      { productId: chandelier, quantity: 5 },
    ]);
    const big = await placeOrder([{ productId: lamp, quantity: 60 }]);
    const placedOnly = await placeOrder([{ productId: lamp, quantity: 1 }]);
    for (const id of [toPack.id, waiting.id, big.id]) await move(id, { to: "confirmed" });
    await move(big.id, { to: "packed" });

    const all = await dispatch.get<DispatchQueueDto>("/v1/admin/dispatch/queue");
    expect(all.statusCode).toBe(200);
    const of = (id: number) => all.data.items.find((item) => item.orderId === id);
    expect(of(placedOnly.id)).toBeUndefined();
    expect(of(toPack.id)).toMatchObject({
      stage: "to-pack",
      city: "Pune",
      lines: 1,
      awaited: 0,
      ewayBillRequired: false,
      next: { action: "pack", label: "Pack" },
    });
    expect(of(waiting.id)).toMatchObject({
      stage: "waiting",
      lines: 2,
      awaited: 3,
      next: { action: "wait-stock", label: "Pack when 3 made-to-order pieces arrive" },
    });
    expect(of(big.id)).toMatchObject({
      stage: "packed",
      ewayBillRequired: true,
      invoiceNumber: null,
      value: big.total,
      next: { action: "issue-invoice", label: "Issue tax invoice" },
    });
    expect(all.data.counts["to-pack"]).toBeGreaterThanOrEqual(1);
    expect(all.data.counts.waiting).toBeGreaterThanOrEqual(1);

    await owner.post(`/v1/admin/orders/${big.id}/invoice`);
    const packed = await dispatch.get<DispatchQueueDto>("/v1/admin/dispatch/queue?stage=packed");
    expect(packed.data.items.every((item) => item.stage === "packed")).toBe(true);
    expect(packed.data.items.find((item) => item.orderId === big.id)?.next).toEqual({
      action: "eway-bill",
      label: "Generate the e-way bill",
    });
    await dispatch.put(`/v1/admin/orders/${big.id}/eway-bill`, {
      number: "331000555002",
      validUntil: validUntil(),
    });
    const ready = await dispatch.get<DispatchQueueDto>(
      `/v1/admin/dispatch/queue?stage=packed&q=${big.number}`,
    );
    expect(ready.data.items.map((item) => [item.orderId, item.next.action])).toEqual([[big.id, "dispatch"]]);

    const bad = await dispatch.get("/v1/admin/dispatch/queue?stage=gone");
    expect(bad.statusCode).toBe(422);
    // A NUL in the search is refused as a bad search, never sent to the database (a 500 on PostgreSQL).
    const nul = await dispatch.get("/v1/admin/dispatch/queue?q=Lamp%00");
    expect(nul.statusCode).toBe(422);
    expect((await sales.get("/v1/admin/dispatch/queue")).statusCode).toBe(403);
  });

  itReadsPdf(
    "prints the packing slip: SKU, item, quantity, what is awaited, where it goes, no prices",
    async () => {
      const order = await placeOrder([
        { productId: lamp, quantity: 4 },
        { productId: chandelier, quantity: 3 },
      ]);
      const res = await download(dispatchCookie, `/v1/admin/orders/${order.id}/packing-slip.pdf`);
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-disposition"]).toContain(`packing-slip-${order.number}.pdf`);
      const text = await pdfText(res.rawPayload);
      expect(text).toContain("PACKING SLIP");
      expect(text).toContain(order.number);
      expect(text).toMatch(/TEST-\d+-\d+\s+Brass Pendant\s+4/);
      expect(text).toMatch(/Crystal Chandelier\s+3\s+3 to come/);
      expect(text).toContain("14, Laxmi Road");
      expect(text).toContain("Pune 411002");
      expect(text).toContain("Note: Ring before");
      expect(text).toContain("2 lines, 7 pieces");
      expect(text).not.toContain("₹");
      expect(text).not.toMatch(/1,000\.00|5,000\.00/);
      expect((await dispatch.get("/v1/admin/orders/999999/packing-slip.pdf")).statusCode).toBe(404);
    },
  );
});

describe("the e-way bill JSON is exported once per invoice unless asked again", () => {
  it("marks the invoice, refuses a second export without again (409 naming when), audits both", async () => {
    const order = await placeOrder([{ productId: lamp, quantity: 60 }]);
    await move(order.id, { to: "confirmed" });
    const issued = await owner.post<AdminOrderDetailDto>(`/v1/admin/orders/${order.id}/invoice`);
    const number = issued.data.gst.documents.find((d) => d.kind === "invoice")?.number ?? "missing";
    const month = monthOf(new Date());
    const rowOf = async () =>
      (
        await sales.get<{ items: GstInvoiceRowDto[] }>(`/v1/admin/gst/invoices?month=${month}`)
      ).data.items.find((item) => item.number === number);
    const listed = await rowOf();
    expect(listed?.ewayBillExportedAt).toBeNull();
    const body = { invoices: [{ invoiceId: listed?.id, distanceKm: 1420, vehicleNo: "MH12AB1234" }] };

    const first = await sales.post("/v1/admin/gst/eway-bill", body);
    expect(first.statusCode).toBe(200);
    const marked = await rowOf();
    expect(marked?.ewayBillExportedAt).not.toBeNull();

    const twice = await sales.post("/v1/admin/gst/eway-bill", body);
    expect(twice.statusCode).toBe(409);
    expect(twice.error?.code).toBe("EWAY_BILL_ALREADY_EXPORTED");
    expect(twice.error?.message).toContain(`Already exported: ${number} on `);
    expect(twice.error?.message).toContain("second e-way bill");
    const rows = await testApp.db
      .select()
      .from(ewayBillExports)
      .where(eq(ewayBillExports.documentId, listed?.id ?? 0));
    expect(rows).toHaveLength(1);

    const again = await sales.post("/v1/admin/gst/eway-bill", { ...body, again: true });
    expect(again.statusCode).toBe(200);
    expect(JSON.stringify(again.body)).toContain(number);
    const audits = await testApp.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "gst.eway_bill_export"), eq(auditLog.entityId, String(listed?.id))));
    expect(audits.map((a) => (a.after as { again: boolean }).again)).toEqual([false, true]);
    expect(audits[1]?.before).toMatchObject({ exported: [{ invoiceNumber: number }] });
  });
});
