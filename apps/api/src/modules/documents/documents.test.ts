import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import type { OrderDto, QuoteDto } from "@roshni/core";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addresses, documents, orderLines, orders, outboxMails } from "../../db/schema";
import { ApiError } from "../../lib/errors";
import { api, createTestApp, type TestApp, WEBSITE } from "../../test/harness";
import { nicInv01Errors } from "../../test/nic-inv01";
import { itReadsPdf } from "../../test/pdf-tools";
import { addTestCustomer, addTestProduct, DELHI_ADDRESS } from "../orders/test-fixtures";
import { eInvoiceExport, ewayBillExport, gstr1ForMonth, indianMonthRange } from "./exports";
import { issueCreditNote, issueTaxInvoice, upiPaymentUri } from "./service";

const run = promisify(execFile);

let testApp: TestApp;
let buyer: { id: number; token: string };
let stranger: { id: number; token: string };
let puneAddress: number;
let delhiAddress: number;
let billToMumbai: number;
let lamp: number; // ₹1,200.00 at 18 %, HSN 9405
let bulb: number; // ₹450.00 at 12 %
let keySerial = 0;
let scratch: string;

const PUNE_ADDRESS = {
  name: "Anita Kulkarni",
  phone: "98220 12345",
  company: "Kulkarni Electricals",
  gstin: "27AAGFM5823Q1ZO",
  line1: "14, Laxmi Road",
  city: "Pune",
  state: "Maharashtra",
  pincode: "411030",
  country: "IN",
};

const CART = (toPayShipping = false) => ({
  items: [
    { productId: lamp, quantity: 3 },
    { productId: bulb, quantity: 2 },
  ],
  toPayShipping,
  paymentMethod: "bank-transfer",
});

async function addAddress(token: string, body: Record<string, unknown>): Promise<number> {
  const res = await api(testApp.app).post<{ id: number }>("/v1/customer/address", body, { token });
  if (res.statusCode !== 201) throw new Error(`address refused: ${JSON.stringify(res.body)}`);
  return res.data.id;
}

async function placeOrder(addressId: number, toPayShipping = false): Promise<OrderDto> {
  keySerial += 1;
  const res = await api(testApp.app).post<OrderDto>(
    "/v1/order",
    { ...CART(toPayShipping), addressId },
    { token: buyer.token, headers: { "idempotency-key": `documents-${keySerial}-${Date.now()}` } },
  );
  if (res.statusCode !== 201) throw new Error(`order refused: ${JSON.stringify(res.body)}`);
  return res.data;
}

/** GET the PDF as the buyer's browser does; the raw response, not the envelope. */
function download(orderId: number, kind: string, token = buyer.token) {
  return testApp.app.inject({
    method: "GET",
    url: `/v1/order/${orderId}/documents/${kind}`,
    headers: { website: WEBSITE, authorization: `Bearer ${token}` },
  });
}

/** The PDF's text as `pdftotext -layout` reads it: what a buyer can select and search. */
async function pdfText(pdf: Buffer): Promise<string> {
  const file = join(scratch, `${createHash("sha1").update(pdf).digest("hex")}.pdf`);
  await writeFile(file, pdf);
  if (process.env.KEEP_PDF_DIR) await writeFile(join(process.env.KEEP_PDF_DIR, `${Date.now()}.pdf`), pdf);
  const { stdout } = await run("pdftotext", ["-layout", "-enc", "UTF-8", file, "-"]);
  return stdout;
}

async function issued<T>(
  work: (tx: Parameters<Parameters<TestApp["db"]["transaction"]>[0]>[0]) => Promise<T>,
) {
  return testApp.db.transaction(work);
}

async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error("expected a refusal");
}

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), "roshni-pdf-"));
  testApp = await createTestApp({ products: 10 });
  buyer = await addTestCustomer(testApp, { email: "pune@example.in" });
  stranger = await addTestCustomer(testApp, { email: "stranger@example.in" });
  puneAddress = await addAddress(buyer.token, PUNE_ADDRESS);
  delhiAddress = await addAddress(buyer.token, DELHI_ADDRESS);
  // A Maharashtra-registered buyer who has the goods delivered in Delhi: bill-to / ship-to.
  billToMumbai = await addAddress(buyer.token, { ...DELHI_ADDRESS, gstin: "27AAGFM5823Q1ZO" });
  // The firm's name as registered: the one name of its GSTIN on every GST document.
  const named = await api(testApp.app).patch<{ legalName: string | null }>(
    "/v1/customer",
    { legalName: "Kulkarni Electricals Pvt. Ltd." },
    { token: buyer.token },
  );
  if (named.statusCode !== 200 || named.data.legalName !== "Kulkarni Electricals Pvt. Ltd.")
    throw new Error(`legal name refused: ${JSON.stringify(named.body)}`);
  lamp = await addTestProduct(testApp, {
    title: "Brass Wall Lamp",
    sellingPrice: 120_000,
    taxRate: 18,
    stock: 1000,
    minimumQuantity: 1,
  });
  bulb = await addTestProduct(testApp, {
    title: "Filament Bulb",
    sellingPrice: 45_000,
    taxRate: 12,
    stock: 1000,
    minimumQuantity: 1,
  });
});

afterAll(async () => {
  await testApp?.close();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

describe("the quote with a delivery address", () => {
  it("to Pune: IGST per rate and 'Place of supply: Maharashtra (27)'", async () => {
    const res = await api(testApp.app).post<QuoteDto>(
      "/v1/order/quote",
      { items: CART().items, toPayShipping: false, addressId: puneAddress },
      { token: buyer.token },
    );
    expect(res.statusCode).toBe(200);
    expect(res.data.totals).toEqual([
      { type: "packaging", title: "Packaging", price: 297 },
      { type: "shipping", title: "Shipping", price: 1343.25 },
      { type: "igst", title: "IGST 12%", price: 108, rate: 12 },
      { type: "igst", title: "IGST 18%", price: 943.25, rate: 18 },
    ]);
    expect(res.data.total).toBe(7191.5);
    expect(res.data.placeOfSupply).toEqual({
      name: "Maharashtra",
      gstCode: "27",
      basis: "delivery",
      intraState: false,
      label: "Place of supply: Maharashtra (27)",
    });
  });

  it("to Delhi: CGST + SGST per rate", async () => {
    const res = await api(testApp.app).post<QuoteDto>(
      "/v1/order/quote",
      { items: CART().items, toPayShipping: false, addressId: delhiAddress },
      { token: buyer.token },
    );
    expect(res.data.totals.slice(2).map((t) => [t.title, t.price])).toEqual([
      ["CGST 6%", 54],
      ["SGST 6%", 54],
      ["CGST 9%", 471.62],
      ["SGST 9%", 471.62],
    ]);
    expect(res.data.total).toBe(7191.49);
    expect(res.data.placeOfSupply?.label).toBe("Place of supply: Delhi (07)");
    expect(res.data.placeOfSupply?.warning).toBeUndefined();
  });

  it("a GSTIN of another state than the delivery: warned (not refused), the GSTIN's state decides", async () => {
    const res = await api(testApp.app).post<QuoteDto>(
      "/v1/order/quote",
      { items: CART().items, toPayShipping: false, addressId: billToMumbai },
      { token: buyer.token },
    );
    expect(res.statusCode).toBe(200);
    expect(res.data.placeOfSupply).toMatchObject({ gstCode: "27", basis: "buyer-gstin", intraState: false });
    expect(res.data.placeOfSupply?.warning).toContain("registered in Maharashtra (27)");
    expect(res.data.placeOfSupply?.deliveryState).toBe("Delhi (07)");
    expect(res.data.totals.map((t) => t.type)).toContain("igst");
  });

  it("without an address (the cart) keeps the one GST line", async () => {
    const res = await api(testApp.app).post<QuoteDto>("/v1/order/quote", {
      items: CART().items,
      toPayShipping: false,
    });
    expect(res.data.totals.at(-1)).toEqual({ type: "tax", title: "GST", price: 1051.25 });
    expect(res.data.placeOfSupply).toBeUndefined();
  });
});

describe("documents of an order to Pune", () => {
  let order: OrderDto;

  beforeAll(async () => {
    order = await placeOrder(puneAddress);
  });

  it("the order stores the split and lists its proforma; the mail links to it", async () => {
    expect(order.placeOfSupply?.label).toBe("Place of supply: Maharashtra (27)");
    expect(order.documents).toEqual([
      { kind: "proforma", number: order.number, issuedAt: order.createdAt, total: 7191.5 },
    ]);
    const [row] = await testApp.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.gst?.igst).toBe(105_125);
    expect(row?.gst?.rates.map((r) => [r.rate, r.taxable, r.igst])).toEqual([
      [12, 90_000, 10_800],
      [18, 524_025, 94_325],
    ]);
    await testApp.drain();
    const mails = await testApp.db.select().from(outboxMails).where(eq(outboxMails.to, "pune@example.in"));
    const confirmation = mails.find((m) => m.subject.includes(order.number));
    expect(confirmation?.text).toContain("IGST 18%: ₹943.25");
    expect(confirmation?.text).toContain("Place of supply: Maharashtra (27)");
    expect(confirmation?.text).toContain(
      `Download the proforma invoice (PDF) at http://localhost:3000/account/orders/${order.id}?document=proforma`,
    );
  });

  itReadsPdf("the proforma: a PDF with the bank details, the UPI amount, IGST and the total", async () => {
    const res = await download(order.id, "proforma");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="proforma-${order.number}.pdf"`);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain("PROFORMA INVOICE");
    expect(text).toMatch(new RegExp(`Proforma No\\.:\\s+${order.number}`));
    expect(text).toMatch(/Place of supply:\s+Maharashtra \(27\)/);
    expect(text).toContain("IGST 18% on ₹5,240.25");
    expect(text).toMatch(/Total\s+₹7,191\.50/);
    expect(text).toContain("Account number: 50200012345678");
    expect(text).toContain("IFSC: HDFC0000123");
    expect(text).toMatch(/Scan to pay ₹7,191\.50 by UPI to\s+roshnilighting@hdfcbank/);
    expect(upiPaymentUri("roshnilighting@hdfcbank", "Roshni Lighting Pvt. Ltd.", 719_150, order.number)).toBe(
      `upi://pay?pa=roshnilighting%40hdfcbank&pn=Roshni%20Lighting%20Pvt.%20Ltd.&am=7191.50&cu=INR&tn=Order%20${order.number}`,
    );
  });

  it("another buyer gets 404; no token 401; an invoice not issued yet is 404 DOCUMENT_NOT_ISSUED", async () => {
    const other = await download(order.id, "proforma", stranger.token);
    expect(other.statusCode).toBe(404);
    expect(other.json().data.error.code).toBe("ORDER_NOT_FOUND");
    const none = await testApp.app.inject({
      method: "GET",
      url: `/v1/order/${order.id}/documents/proforma`,
      headers: { website: WEBSITE },
    });
    expect(none.statusCode).toBe(401);
    const early = await download(order.id, "invoice");
    expect(early.statusCode).toBe(404);
    expect(early.json().data.error).toMatchObject({
      code: "DOCUMENT_NOT_ISSUED",
      message: "The tax invoice of this order is not issued yet: it is issued when the order is dispatched.",
    });
    const bad = await download(order.id, "receipt");
    expect(bad.statusCode).toBe(422);
  });

  itReadsPdf(
    "the tax invoice carries every Rule 46 particular, IGST per line, the HSN summary and the words",
    async () => {
      const now = new Date("2026-03-10T06:00:00Z");
      const invoice = await issued((tx) =>
        issueTaxInvoice(tx, order.id, { jobs: testApp.app.deps.jobs, now }),
      );
      expect(invoice).toMatchObject({
        kind: "invoice",
        number: "RL/25-26/000001",
        financialYear: "25-26",
        placeOfSupply: "27",
        buyerGstin: "27AAGFM5823Q1ZO",
        taxable: 614_025,
        igst: 105_125,
        cgst: 0,
        total: 719_150,
      });
      const res = await download(order.id, "invoice");
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-disposition"]).toBe('attachment; filename="RL-25-26-000001.pdf"');
      const text = await pdfText(res.rawPayload);
      for (const particular of [
        "TAX INVOICE",
        "Roshni Lighting Pvt. Ltd.",
        "Shop 12, Bhagirath Palace",
        "GSTIN: 07AABCR7431M1Z4",
        "Kulkarni Electricals",
        "GSTIN: 27AAGFM5823Q1ZO",
        "14, Laxmi Road",
        "State: Maharashtra (27)",
        "Brass Wall Lamp",
        "Packing charges",
        "Freight charges",
        "Summary by HSN and rate",
        "Rupees Seven Thousand One Hundred Ninety-One and Fifty Paise Only",
        "for Roshni Lighting Pvt. Ltd.",
        "Authorised Signatory",
      ]) {
        expect(text, particular).toContain(particular);
      }
      expect(text).toMatch(/Invoice No\.:\s+RL\/25-26\/000001/);
      expect(text).toMatch(/Date:\s+10\/03\/2026/);
      expect(text).toMatch(/Place of supply:\s+Maharashtra \(27\)/);
      expect(text).toMatch(/Reverse charge:\s+No/);
      // Line 1: 3 PCS × 1,200.00 = 3,600.00, taxable 3,600.00, IGST 18% 648.00, total 4,248.00, HSN 9405.
      expect(text).toMatch(
        /Brass Wall Lamp.*9405\s+3 PCS\s+1,200\.00\s+3,600\.00\s+0\.00\s+3,600\.00\s+18%\s+648\.00\s+4,248\.00/,
      );
      expect(text).toMatch(
        /Filament Bulb.*2 PCS\s+450\.00\s+900\.00\s+0\.00\s+900\.00\s+12%\s+108\.00\s+1,008\.00/,
      );
      expect(text).toMatch(
        /Freight charges\s+9405\s+1,343\.25\s+0\.00\s+1,343\.25\s+18%\s+241\.79\s+1,585\.04/,
      );
      expect(text).toMatch(/IGST 12% on ₹900\.00\s+₹108\.00/);
      expect(text).toMatch(/IGST 18% on ₹5,240\.25\s+₹943\.25/);
      expect(text).toMatch(/Total\s+₹7,191\.50/);
      expect(text).not.toMatch(/[CS]GST \d/);
    },
  );

  it("is issued once: a second invoice is refused and the stored file never changes", async () => {
    const [row] = await testApp.db.select().from(documents).where(eq(documents.orderId, order.id));
    const before = await readFile(join(testApp.storageDir, (await invoiceRow(order.id)).storageKey));
    const error = await refusal(
      issued((tx) => issueTaxInvoice(tx, order.id, { jobs: testApp.app.deps.jobs })),
    );
    expect(error.statusCode).toBe(409);
    expect(error.code).toBe("INVOICE_ALREADY_ISSUED");
    expect(error.message).toContain("already has tax invoice RL/25-26/000001");
    const after = await readFile(join(testApp.storageDir, (await invoiceRow(order.id)).storageKey));
    expect(after.equals(before)).toBe(true);
    expect(row).toBeDefined();
    // The public storage route never serves documents.
    const direct = await testApp.app.inject({
      method: "GET",
      url: `/storage/${(await invoiceRow(order.id)).storageKey}`,
    });
    expect(direct.statusCode).toBe(404);
  });

  itReadsPdf(
    "the credit note: refused above the invoice's pieces, then issued naming the invoice's number and date",
    async () => {
      const [lampLine, bulbLine] = await linesOf(order.id);
      const above = await refusal(
        issued((tx) =>
          issueCreditNote(tx, order.id, {
            jobs: testApp.app.deps.jobs,
            reason: "Returned",
            lines: [{ kind: "return", orderLineId: lampLine.id, quantity: 4, restock: true }],
          }),
        ),
      );
      expect(above.statusCode).toBe(422);
      expect(above.code).toBe("CREDIT_ABOVE_INVOICE");
      expect(above.message).toMatch(
        /^At most 3 of Brass Wall Lamp \(TEST-[\d-]+\) can come back \(3 invoiced, 0 returned before\)\.$/,
      );
      const now = new Date("2026-03-12T06:00:00Z");
      const { document: note } = await issued((tx) =>
        issueCreditNote(tx, order.id, {
          jobs: testApp.app.deps.jobs,
          reason: "Everything returned by the buyer",
          lines: [
            { kind: "return", orderLineId: lampLine.id, quantity: 3, restock: true },
            { kind: "return", orderLineId: bulbLine.id, quantity: 2, restock: false },
          ],
          now,
        }),
      );
      // The goods lines exactly as invoiced (packing and freight are not goods that come back).
      expect(note).toMatchObject({
        number: "CN/25-26/0001",
        taxable: 450_000,
        igst: 75_600,
        total: 525_600,
      });
      const res = await download(order.id, "credit-note");
      expect(res.statusCode).toBe(200);
      const text = await pdfText(res.rawPayload);
      expect(text).toContain("CREDIT NOTE");
      expect(text).toMatch(/Credit Note No\.:\s+CN\/25-26\/0001/);
      expect(text).toMatch(/Against invoice:\s+RL\/25-26\/000001/);
      expect(text).toMatch(/Invoice date:\s+10\/03\/2026/);
      expect(text).toContain("Reason: Everything returned by the buyer");
      expect(text).toMatch(/Total credit\s+₹5,256\.00/);
      const again = await refusal(
        issued((tx) =>
          issueCreditNote(tx, order.id, {
            jobs: testApp.app.deps.jobs,
            reason: "Again",
            lines: [{ kind: "return", orderLineId: lampLine.id, quantity: 1, restock: true }],
          }),
        ),
      );
      expect(again.code).toBe("CREDIT_ABOVE_INVOICE");
      expect(again.message).toMatch(/^Every piece of Brass Wall Lamp \(TEST-[\d-]+\) is already returned\.$/);
    },
  );
});

async function linesOf(orderId: number) {
  const rows = await testApp.db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
  const sorted = rows.sort((x, y) => x.position - y.position || x.id - y.id);
  const [first, second] = sorted;
  if (!first || !second) throw new Error("the order has fewer than two lines");
  return [first, second] as const;
}

async function invoiceRow(orderId: number) {
  const rows = await testApp.db.select().from(documents).where(eq(documents.orderId, orderId));
  const row = rows.find((r) => r.kind === "invoice");
  if (!row) throw new Error("no invoice");
  return row;
}

describe("documents of an order to Delhi", () => {
  itReadsPdf("the invoice splits CGST + SGST per line and per rate; a part credit adds up", async () => {
    const order = await placeOrder(delhiAddress, true);
    expect(order.total).toBe(5606.46);
    const now = new Date("2026-03-20T06:00:00Z");
    const invoice = await issued((tx) => issueTaxInvoice(tx, order.id, { jobs: testApp.app.deps.jobs, now }));
    expect(invoice).toMatchObject({ cgst: 40_473, sgst: 40_473, igst: 0, total: 560_646 });
    const text = await pdfText((await download(order.id, "invoice")).rawPayload);
    expect(text).toMatch(/Place of supply:\s+Delhi \(07\)/);
    expect(text).toMatch(/Brass Wall Lamp.*3,600\.00\s+9%\s+324\.00\s+9%\s+324\.00\s+4,248\.00/);
    expect(text).toMatch(/CGST 9% on ₹3,897\.00\s+₹350\.73/);
    expect(text).toMatch(/SGST 6% on ₹900\.00\s+₹54\.00/);
    expect(text).toMatch(/Total\s+₹5,606\.46/);
    expect(text).toContain("Rupees Five Thousand Six Hundred Six and Forty-Six Paise Only");
    expect(text).not.toMatch(/IGST \d/);

    const [lampLine, bulbLine] = await linesOf(order.id);
    const { document: part } = await issued((tx) =>
      issueCreditNote(tx, order.id, {
        jobs: testApp.app.deps.jobs,
        reason: "One lamp returned",
        lines: [{ kind: "return", orderLineId: lampLine.id, quantity: 1, restock: true }],
        now,
      }),
    );
    // One 18 % lamp: its own line, 9 % + 9 % of ₹1,200.00, never spread over the bulbs' 12 %.
    expect(part).toMatchObject({ taxable: 120_000, cgst: 10_800, sgst: 10_800, igst: 0, total: 141_600 });
    expect(part.rates).toEqual([{ rate: 18, taxable: 120_000, cgst: 10_800, sgst: 10_800, igst: 0 }]);
    const { document: price } = await issued((tx) =>
      issueCreditNote(tx, order.id, {
        jobs: testApp.app.deps.jobs,
        reason: "Bulbs' price corrected",
        lines: [{ kind: "price", orderLineId: bulbLine.id, taxable: 10_000 }],
        now,
      }),
    );
    expect(price).toMatchObject({ taxable: 10_000, cgst: 600, sgst: 600, total: 11_200 });
    const noteText = await pdfText((await download(order.id, "credit-note")).rawPayload);
    expect(noteText).toMatch(/Credit Note No\.:\s+CN\/25-26\/0003/);
    expect(noteText).toMatch(/Against invoice:\s+RL\/25-26\/000002/);
    expect(noteText).toMatch(/Filament Bulb[^\n]*9405[^\n]*100\.00\s+0\.00\s+100\.00\s+6%\s+6\.00/);
    expect(noteText).toMatch(/price\s+reduced/);
    expect(noteText).toMatch(/Total credit\s+₹112\.00/);
    const lampNote = await pdfText(
      (await download(order.id, "credit-note?number=CN%2F25-26%2F0002")).rawPayload,
    );
    expect(lampNote).toMatch(/Brass Wall Lamp[\s\S]*returned/);
    expect(lampNote).toMatch(/Total credit\s+₹1,416\.00/);
    expect(lampNote).toMatch(/9405/);
    expect(lampNote).not.toMatch(/12%/);
    expect([part.number, price.number]).toEqual(["CN/25-26/0002", "CN/25-26/0003"]);
    const [after] = await testApp.db.select().from(orders).where(eq(orders.id, order.id));
    expect(after?.amountCredited).toBe(141_600 + 11_200);
  });

  it("a cancelled order gets no invoice; an order without one gets no credit note; an unknown order is 404", async () => {
    const order = await placeOrder(delhiAddress);
    const noInvoice = await refusal(
      issued((tx) =>
        issueCreditNote(tx, order.id, {
          jobs: testApp.app.deps.jobs,
          reason: "Cancelled",
          lines: [{ kind: "price", orderLineId: 1, taxable: 100 }],
        }),
      ),
    );
    expect(noInvoice.code).toBe("INVOICE_NOT_ISSUED");
    await testApp.db.update(orders).set({ status: "cancelled" }).where(eq(orders.id, order.id));
    const cancelled = await refusal(
      issued((tx) => issueTaxInvoice(tx, order.id, { jobs: testApp.app.deps.jobs })),
    );
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.code).toBe("ORDER_CANCELLED");
    const unknown = await refusal(
      issued((tx) => issueTaxInvoice(tx, 999_999, { jobs: testApp.app.deps.jobs })),
    );
    expect(unknown.statusCode).toBe(404);
  });
});

describe("invoice numbers", () => {
  it("stay consecutive and unique when issues race, and restart on 1 April IST", async () => {
    const placed = [];
    for (let i = 0; i < 6; i += 1) placed.push(await placeOrder(delhiAddress));
    const now = new Date("2026-03-31T18:29:00Z"); // 31 March 23:59 IST
    const numbers = await Promise.all(
      placed.map((o) =>
        issued((tx) => issueTaxInvoice(tx, o.id, { jobs: testApp.app.deps.jobs, now })).then((d) => d.number),
      ),
    );
    const taken = await testApp.db
      .select({ number: documents.number })
      .from(documents)
      .where(eq(documents.kind, "invoice"));
    const sequence = taken
      .map((r) => r.number)
      .filter((n) => n.startsWith("RL/25-26/"))
      .map((n) => Number(n.slice(-6)))
      .sort((a, b) => a - b);
    expect(sequence).toEqual(sequence.map((_, i) => i + 1));
    expect(new Set(numbers).size).toBe(numbers.length);

    // The same order dispatched twice at once: one invoice, one refusal.
    const twice = await placeOrder(delhiAddress);
    const results = await Promise.allSettled([
      issued((tx) => issueTaxInvoice(tx, twice.id, { jobs: testApp.app.deps.jobs, now })),
      issued((tx) => issueTaxInvoice(tx, twice.id, { jobs: testApp.app.deps.jobs, now })),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const rejected = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect((rejected.reason as ApiError).code).toBe("INVOICE_ALREADY_ISSUED");

    const april = await placeOrder(delhiAddress);
    const first = await issued((tx) =>
      issueTaxInvoice(tx, april.id, {
        jobs: testApp.app.deps.jobs,
        now: new Date("2026-03-31T18:30:00Z"),
      }),
    );
    expect(first.number).toBe("RL/26-27/000001");
  });
});

describe("exports from the stored documents", () => {
  it("GSTR-1 of March 2026 adds up with every invoice and credit note issued that month", async () => {
    const now = new Date("2026-04-05T06:00:00Z");
    const gstr1 = await gstr1ForMonth(testApp.db, "2026-03", now);
    const { from, to } = indianMonthRange("2026-03");
    const stored = (await testApp.db.select().from(documents)).filter(
      (d) => d.issuedAt >= from && d.issuedAt < to && d.kind !== "proforma",
    );
    const sum = (kind: string, pick: (d: (typeof stored)[number]) => number) =>
      stored.filter((d) => d.kind === kind).reduce((s, d) => s + pick(d), 0);
    expect(gstr1.totals.invoices).toEqual({
      count: stored.filter((d) => d.kind === "invoice").length,
      taxable: sum("invoice", (d) => d.taxable),
      cgst: sum("invoice", (d) => d.cgst),
      sgst: sum("invoice", (d) => d.sgst),
      igst: sum("invoice", (d) => d.igst),
      total: sum("invoice", (d) => d.total),
    });
    expect(gstr1.totals.creditNotes.total).toBe(sum("credit-note", (d) => d.total));
    // Outward supplies less credit notes: B2B + B2CL + B2CS (already net of its credit notes) less CDNR and
    // CDNUR is the month's net taxable value, and so is the HSN summary.
    const { tables, invoices, creditNotes } = gstr1.totals;
    expect(tables.b2b + tables.b2cl + tables.b2cs - tables.cdnr - tables.cdnur).toBe(
      invoices.taxable - creditNotes.taxable,
    );
    expect(tables.hsn).toBe(invoices.taxable - creditNotes.taxable);
    expect(gstr1.files.b2b).toContain(
      "27AAGFM5823Q1ZO,Kulkarni Electricals Pvt. Ltd.,RL/25-26/000001,10-Mar-2026,7191.50",
    );
    expect(gstr1.files.cdnr).toContain("CN/25-26/0001,12-Mar-2026,C,27-Maharashtra,N,Regular B2B,5256.00");
    expect(gstr1.files.docs).toContain("Invoices for outward supply,RL/25-26/000001,RL/25-26/");
    await expect(gstr1ForMonth(testApp.db, "2026-05", now)).rejects.toMatchObject({
      statusCode: 422,
      code: "GSTR1_MONTH_INVALID",
    });
  });

  it("the e-way bill JSON and the e-invoice JSON of the Pune invoice", async () => {
    const [invoice] = await testApp.db
      .select()
      .from(documents)
      .where(eq(documents.number, "RL/25-26/000001"));
    if (!invoice) throw new Error("no invoice");
    const eway = await ewayBillExport(testApp.db, [
      { invoiceId: invoice.id, transport: { distanceKm: 1420, vehicleNo: "DL01AB1234" } },
    ]);
    expect(eway.billLists[0]).toMatchObject({
      docNo: "RL/25-26/000001",
      fromGstin: "07AABCR7431M1Z4",
      toGstin: "27AAGFM5823Q1ZO",
      toPincode: 411030,
      totInvValue: 7191.5,
      igstValue: 1051.25,
    });
    const irp = await eInvoiceExport(testApp.db, invoice.id);
    expect(nicInv01Errors(irp)).toEqual([]);
    expect(irp.ValDtls.TotInvVal).toBe(7191.5);
    expect(irp.BuyerDtls.Pos).toBe("27");
    await expect(
      ewayBillExport(testApp.db, [{ invoiceId: 999_999, transport: { distanceKm: 1 } }]),
    ).rejects.toMatchObject({ code: "INVOICE_NOT_FOUND" });
    const [delhiInvoice] = (
      await testApp.db.select().from(documents).where(eq(documents.kind, "invoice"))
    ).filter((d) => d.placeOfSupply === "07");
    await expect(eInvoiceExport(testApp.db, delhiInvoice?.id ?? 0)).rejects.toMatchObject({
      code: "E_INVOICE_NOT_APPLICABLE",
    });
  });
});

describe("bill-to / ship-to: one GSTIN, one name, Rule 46", () => {
  let invoiceId: number;
  let orderId: number;

  beforeAll(async () => {
    // Registered in Maharashtra (27), delivered in Delhi: the GSTIN's state is the place of supply.
    const order = await placeOrder(billToMumbai);
    orderId = order.id;
    const now = new Date("2026-04-02T06:00:00Z");
    const invoice = await issued((tx) => issueTaxInvoice(tx, order.id, { jobs: testApp.app.deps.jobs, now }));
    invoiceId = invoice.id;
  });

  itReadsPdf(
    "the tax invoice prints the firm at its registered address with its GSTIN, and the delivery",
    async () => {
      const text = await pdfText((await download(orderId, "invoice")).rawPayload);
      // Bill to and ship to stand side by side: the firm's registered Pune address beside the Delhi delivery.
      for (const particular of [
        "Bill to (recipient)",
        "Ship to (delivery address)",
        "Kulkarni Electricals Pvt. Ltd.",
        "14, Laxmi Road",
        "Pune 411030",
        "GSTIN: 27AAGFM5823Q1ZO",
        "State: Maharashtra (27)",
        DELHI_ADDRESS.line1,
        `${DELHI_ADDRESS.city} ${DELHI_ADDRESS.pincode}`,
      ]) {
        expect(text, particular).toContain(particular);
      }
    },
  );

  it("INV-01: BuyerDtls the firm with a PIN of its GSTIN's state, ShipDtls the delivery address", async () => {
    const irp = await eInvoiceExport(testApp.db, invoiceId);
    expect(nicInv01Errors(irp)).toEqual([]);
    expect(irp.BuyerDtls).toMatchObject({
      Gstin: "27AAGFM5823Q1ZO",
      LglNm: "Kulkarni Electricals Pvt. Ltd.",
      TrdNm: "Kulkarni Electricals Pvt. Ltd.",
      Addr1: "14, Laxmi Road",
      Pin: 411030,
      Stcd: "27",
      Pos: "27",
    });
    expect(irp.ShipDtls).toMatchObject({
      Addr1: DELHI_ADDRESS.line1,
      Pin: Number(DELHI_ADDRESS.pincode),
      Stcd: "07",
    });
  });

  it("the e-way bill and GSTR-1 name the firm; without an address in the GSTIN's state INV-01 is refused", async () => {
    const eway = await ewayBillExport(testApp.db, [
      { invoiceId, transport: { distanceKm: 20, vehicleNo: "DL01AB1234" } },
    ]);
    expect(eway.billLists[0]).toMatchObject({
      toTrdName: "Kulkarni Electricals Pvt. Ltd.",
      transType: 2,
      toStateCode: 27,
      actualToStateCode: 7,
    });
    const gstr1 = await gstr1ForMonth(testApp.db, "2026-04", new Date("2026-05-05T06:00:00Z"));
    expect(gstr1.files.b2b).toContain("27AAGFM5823Q1ZO,Kulkarni Electricals Pvt. Ltd.,");
    expect(gstr1.files.b2b).not.toContain(",Kulkarni Electricals,");

    // The same buyer without the Pune address: nothing in Maharashtra to put in BuyerDtls.
    await testApp.db.delete(addresses).where(eq(addresses.id, puneAddress));
    await expect(eInvoiceExport(testApp.db, invoiceId)).rejects.toMatchObject({
      statusCode: 422,
      code: "E_INVOICE_BUYER_ADDRESS_MISSING",
    });
  });
});
