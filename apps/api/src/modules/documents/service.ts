import { randomUUID } from "node:crypto";
import {
  allocate,
  amountInWords,
  type DocumentKindDto,
  type DocumentSeries,
  divideHalfUp,
  financialYear,
  formatDocumentNumber,
  formatMoney,
  formatRate,
  hsnDigitsFor,
  hsnForTurnover,
  hsnSummary,
  type OrderDocumentDto,
  type Paise,
  percentToHundredths,
  placeOfSupplyLabel,
  principalHsn,
  resolveIndianState,
  toRupees,
} from "@roshni/core";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import QRCode from "qrcode";
import { type Executor, queryRows } from "../../db/client";
import {
  customers,
  type DocumentKind,
  type DocumentRateTotal,
  documents,
  eInvoices,
  type OrderGstSnapshot,
  orderLines,
  orders,
  type ShopSettings,
} from "../../db/schema";
import { type ApiError, conflict, notFound, unprocessable } from "../../lib/errors";
import type { FileStorage } from "../../lib/file-storage";
import { readShopSettings } from "../settings/read";
import { type DocumentData, type DocumentLine, type DocumentParty, renderDocumentPdf } from "./pdf";

type OrderRow = typeof orders.$inferSelect;
type OrderLineRow = typeof orderLines.$inferSelect;
export type DocumentRow = typeof documents.$inferSelect;

export interface IssueOptions {
  /** The file storage (`app.deps.fileStorage`): PDFs go under `documents/`, never served by `/storage`. */
  storage: FileStorage;
  /** The issue's time (its date on the document and its financial year); now by default. */
  now?: Date;
}

export interface CreditNoteOptions extends IssueOptions {
  /** Why the value is credited ("Goods returned: 2 pendants broken in transit", "Price corrected"). */
  reason: string;
  /** Amount credited in paise, tax included; by default what is left of the invoice (all of it at first). */
  amount?: Paise;
}

/** The unit every line is counted in (UQC "PCS-PIECES" in GSTR-1). */
export const LINE_UNIT = "PCS";

export function documentNotIssued(kind: DocumentKindDto): ApiError {
  return notFound(
    "DOCUMENT_NOT_ISSUED",
    kind === "invoice"
      ? "The tax invoice of this order is not issued yet: it is issued when the order is dispatched."
      : kind === "credit-note"
        ? "This order has no credit note: one is issued only when goods of an invoiced order come back or its price is corrected."
        : "This order has no proforma invoice.",
  );
}

function orderNotFound(): ApiError {
  return notFound("ORDER_NOT_FOUND", "This order does not exist.");
}

export async function settingsOf(executor: Executor): Promise<ShopSettings> {
  const settings = await readShopSettings(executor);
  if (!settings)
    throw new Error("The shop settings are missing: documents need the shop's name, address and GSTIN");
  return settings;
}

/**
 * The next number of a series in a financial year. The upsert takes the counter row's lock until the
 * transaction ends, so concurrent issues queue: numbers are consecutive, unique, and a rolled-back issue
 * hands its number to the next one (no gap).
 */
export async function nextDocumentNumber(tx: Executor, series: DocumentSeries, fy: string): Promise<string> {
  const [row] = await queryRows<{ last: number }>(
    tx,
    sql`insert into document_counters (series, financial_year, last) values (${series}, ${fy}, 1)
        on conflict (series, financial_year) do update set last = document_counters.last + 1
        returning last`,
  );
  if (!row) throw new Error("document_counters returned no row");
  return formatDocumentNumber(series, fy, Number(row.last));
}

interface LoadedOrder {
  order: OrderRow & { gst: NonNullable<OrderRow["gst"]> };
  lines: OrderLineRow[];
  buyer: { name: string; email: string; companyName: string | null; phone: string };
  settings: ShopSettings;
}

/** The order locked for the issue (`FOR UPDATE`: two issues for one order queue), its lines and buyer. */
async function loadOrder(tx: Executor, orderId: number): Promise<LoadedOrder> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).limit(1).for("update");
  if (!order) throw orderNotFound();
  if (!order.gst) {
    throw conflict(
      "ORDER_WITHOUT_GST_SPLIT",
      `Order ${order.number} was placed before the shop stored the GST split of its orders, so no GST ` +
        "document can be issued for it. Cancel it and place it again.",
    );
  }
  const lines = await tx
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.position), asc(orderLines.id));
  const [buyer] = await tx
    .select({
      name: customers.name,
      email: customers.email,
      companyName: customers.companyName,
      phone: customers.phone,
    })
    .from(customers)
    .where(eq(customers.id, order.customerId))
    .limit(1);
  if (!buyer) throw orderNotFound();
  return { order: { ...order, gst: order.gst }, lines, buyer, settings: await settingsOf(tx) };
}

function stateLabel(state: string): string {
  const found = resolveIndianState(state);
  return found ? placeOfSupplyLabel(found) : state;
}

/** Bill to: the buyer (GSTIN, company); ship to: the order's delivery address. */
function partiesOf(loaded: LoadedOrder): { billTo: DocumentParty; shipTo: DocumentParty } {
  const { order, buyer } = loaded;
  const a = order.address;
  const addressLines = [a.line1, a.line2, `${a.city} ${a.pincode}`].filter((l): l is string => Boolean(l));
  const gstin = order.gst.buyerGstin;
  const gstinState = gstin ? resolveIndianState(gstin) : undefined;
  const shipTo: DocumentParty = {
    name: a.name,
    company: a.company,
    lines: addressLines,
    state: stateLabel(a.state),
    gstin: a.gstin,
    phone: a.phone,
  };
  const billTo: DocumentParty = {
    name: buyer.name,
    company: a.company ?? buyer.companyName,
    // The delivery address is the only address the buyer gives; a bill-to in another state shows its state.
    lines: gstinState && order.gst.placeOfSupply.basis === "buyer-gstin" ? [] : addressLines,
    state: gstinState ? placeOfSupplyLabel(gstinState) : stateLabel(a.state),
    gstin,
    phone: buyer.phone,
  };
  return { billTo, shipTo };
}

function sellerOf(settings: ShopSettings): DocumentData["seller"] {
  const s = settings.address;
  return {
    legalName: settings.companyName,
    addressLines: [s.line1, s.line2, `${s.city} ${s.pincode}`].filter(Boolean),
    gstin: settings.gstin,
    pan: settings.pan,
    cin: settings.cin,
    state: stateLabel(s.state),
    phone: settings.phones[0] ?? "",
    email: settings.email,
  };
}

const CHARGE_TITLES = { packaging: "Packing charges", shipping: "Freight charges" } as const;

/** The order's lines as the invoice prints them: products, then packing and freight at the highest rate. */
export function documentLines(
  loaded: Pick<LoadedOrder, "lines" | "settings"> & { order: { gst: OrderGstSnapshot } },
): DocumentLine[] {
  const digits = hsnDigitsFor(loaded.settings.turnoverBand ?? "up_to_5_crore");
  const products: DocumentLine[] = loaded.lines.map((line) => ({
    description: `${line.title} (${line.sku})`,
    hsnCode: hsnForTurnover(line.hsnCode, digits),
    quantity: line.quantity,
    unit: LINE_UNIT,
    unitPrice: line.price,
    value: line.subtotal,
    discount: line.discount,
    taxable: line.taxable,
    rate: line.taxRate,
    cgst: line.cgst,
    sgst: line.sgst,
    igst: line.igst,
  }));
  const principal = principalHsn(
    products.map((p) => ({ hsnCode: p.hsnCode, rate: p.rate, taxable: p.taxable })),
  );
  const charges: DocumentLine[] = loaded.order.gst.charges.map((c) => ({
    description: CHARGE_TITLES[c.kind],
    hsnCode: principal,
    quantity: null,
    unit: null,
    unitPrice: null,
    value: c.amount,
    discount: c.discount,
    taxable: c.taxable,
    rate: c.rate,
    cgst: c.cgst,
    sgst: c.sgst,
    igst: c.igst,
  }));
  return [...products, ...charges];
}

function summaryOf(lines: readonly DocumentLine[]) {
  return hsnSummary(lines.map((l) => ({ ...l, quantity: l.quantity ?? 0 })));
}

/** The UPI deep link of a payment of exactly `amount` to the shop, quoting the order number. */
export function upiPaymentUri(upiId: string, payee: string, amount: Paise, orderNumber: string): string {
  const params = new URLSearchParams({
    pa: upiId,
    pn: payee,
    am: (amount / 100).toFixed(2),
    cu: "INR",
    tn: `Order ${orderNumber}`,
  });
  return `upi://pay?${params.toString().replace(/\+/g, "%20")}`;
}

function baseData(
  loaded: LoadedOrder,
  head: Pick<DocumentData, "title" | "subtitle" | "number" | "numberLabel" | "issuedAt">,
): DocumentData {
  const { order } = loaded;
  const lines = documentLines(loaded);
  const { billTo, shipTo } = partiesOf(loaded);
  return {
    ...head,
    orderNumber: order.number,
    orderDate: order.createdAt,
    seller: sellerOf(loaded.settings),
    billTo,
    shipTo,
    placeOfSupply: placeOfSupplyLabel(order.gst.placeOfSupply),
    intraState: order.gst.placeOfSupply.intraState,
    reverseCharge: "No",
    lines,
    rates: order.gst.rates,
    hsnSummary: summaryOf(lines),
    taxable: order.gst.taxable,
    cgst: order.gst.cgst,
    sgst: order.gst.sgst,
    igst: order.gst.igst,
    total: order.total,
    amountInWords: amountInWords(order.total),
    notes: [],
  };
}

/** The stored PDF of an issued document; its key carries a random part, so it is never overwritten. */
export async function readDocumentPdf(storage: FileStorage, key: string): Promise<Buffer> {
  const pdf = await storage.get(key);
  if (!pdf) throw new Error(`The stored document ${key} is missing from the file storage.`);
  return pdf;
}

function storageKeyFor(kind: DocumentKind, fy: string, orderId: number): string {
  return `documents/${kind}/${fy}/${orderId}-${randomUUID()}.pdf`;
}

async function insertDocument(
  tx: Executor,
  values: Omit<typeof documents.$inferInsert, "id" | "createdAt">,
  pdf: Buffer,
  storage: FileStorage,
): Promise<DocumentRow> {
  await storage.put(values.storageKey, pdf);
  const [row] = await tx.insert(documents).values(values).returning();
  if (!row) throw new Error("The document insert returned no row");
  return row;
}

async function existing(tx: Executor, orderId: number, kind: DocumentKind): Promise<DocumentRow[]> {
  return tx
    .select()
    .from(documents)
    .where(and(eq(documents.orderId, orderId), eq(documents.kind, kind)))
    .orderBy(asc(documents.id));
}

/**
 * The proforma invoice of an order (numbered as the order, dated as the order), with the bank details
 * and a UPI QR of the exact amount: what a buyer pays a bank transfer against. Issued once, in the
 * order's own transaction; a second call returns the first.
 */
export async function issueProforma(tx: Executor, orderId: number, opts: IssueOptions): Promise<DocumentRow> {
  const loaded = await loadOrder(tx, orderId);
  const [already] = await existing(tx, orderId, "proforma");
  if (already) return already;
  const { order, settings } = loaded;
  const issuedAt = order.createdAt;
  const fy = financialYear(issuedAt).label;
  const data = baseData(loaded, {
    title: "PROFORMA INVOICE",
    subtitle: "Not a tax invoice: the tax invoice follows with the goods. Pay against this proforma.",
    number: order.number,
    numberLabel: "Proforma No.",
    issuedAt,
  });
  data.bank = settings.bank;
  if (settings.upiVpa) {
    const uri = upiPaymentUri(settings.upiVpa, settings.companyName, order.total, order.number);
    const png = await QRCode.toBuffer(uri, { type: "png", margin: 1, width: 360, errorCorrectionLevel: "M" });
    data.upi = { png, caption: `Scan to pay ${formatMoney(order.total)} by UPI to ${settings.upiVpa}` };
  }
  data.notes = [
    "Prices and taxes as ordered. Goods made to order are dispatched 15 to 20 days after payment.",
  ];
  const pdf = await renderDocumentPdf(data);
  return insertDocument(
    tx,
    {
      orderId,
      kind: "proforma",
      number: order.number,
      financialYear: fy,
      issuedAt,
      placeOfSupply: order.gst.placeOfSupply.gstCode,
      buyerGstin: order.gst.buyerGstin,
      taxable: order.gst.taxable,
      cgst: order.gst.cgst,
      sgst: order.gst.sgst,
      igst: order.gst.igst,
      total: order.total,
      rates: order.gst.rates,
      storageKey: storageKeyFor("proforma", fy, orderId),
    },
    pdf,
    opts.storage,
  );
}

/** What the tax invoice prints: the order's stored split under the invoice's number and date. */
function taxInvoiceData(loaded: LoadedOrder, number: string, issuedAt: Date): DocumentData {
  const data = baseData(loaded, {
    title: "TAX INVOICE",
    subtitle: "Original for recipient · Invoice under section 31 of the CGST Act read with Rule 46",
    number,
    numberLabel: "Invoice No.",
    issuedAt,
  });
  data.notes = ["Goods once sold are replaced only under the shop's replacement policy."];
  return data;
}

export interface IrnRecord {
  irn: string;
  ackNo: string;
  ackDate: Date;
  signedQrCode: string;
}

/**
 * The stored tax invoice printed again as an e-invoice: the same number, date, lines and amounts (from
 * the order's stored split), with the IRN, acknowledgement and the IRP's signed QR code at the top.
 * Written under a new key (the first file stays); answers that key. Inside the caller's transaction.
 */
export async function renderEInvoicePdf(
  tx: Executor,
  invoice: DocumentRow,
  irn: IrnRecord,
  storage: FileStorage,
): Promise<string> {
  const loaded = await loadOrder(tx, invoice.orderId);
  const data = taxInvoiceData(loaded, invoice.number, invoice.issuedAt);
  if (data.total !== invoice.total || data.taxable !== invoice.taxable) {
    throw new Error(`Invoice ${invoice.number} no longer matches its order's stored amounts`);
  }
  // The signed QR is long (about 1,000 characters): level M keeps it readable at 92 pt.
  const qrPng = await QRCode.toBuffer(irn.signedQrCode, {
    type: "png",
    margin: 1,
    width: 480,
    errorCorrectionLevel: "M",
  });
  data.eInvoice = { irn: irn.irn, ackNo: irn.ackNo, ackDate: irn.ackDate, qrPng };
  const pdf = await renderDocumentPdf(data);
  const key = `documents/e-invoice/${invoice.financialYear}/${invoice.orderId}-${randomUUID()}.pdf`;
  await storage.put(key, pdf);
  return key;
}

/**
 * Issues the tax invoice of an order inside the caller's transaction (dispatch calls it): the next
 * number of the financial year's series (`RL/26-27/000123`), the PDF with every Rule 46 particular,
 * stored once; neither ever changes. Refused: an order that does not exist (404), a cancelled order, an
 * order that already has its invoice (409).
 */
export async function issueTaxInvoice(
  tx: Executor,
  orderId: number,
  opts: IssueOptions,
): Promise<DocumentRow> {
  const now = opts.now ?? new Date();
  const loaded = await loadOrder(tx, orderId);
  const { order } = loaded;
  if (order.status === "cancelled") {
    throw conflict(
      "ORDER_CANCELLED",
      `Order ${order.number} is cancelled: a cancelled order gets no tax invoice.`,
    );
  }
  const [already] = await existing(tx, orderId, "invoice");
  if (already) {
    throw conflict(
      "INVOICE_ALREADY_ISSUED",
      `Order ${order.number} already has tax invoice ${already.number}. An invoice is never issued twice; ` +
        "a correction is a credit note.",
    );
  }
  const fy = financialYear(now).label;
  const number = await nextDocumentNumber(tx, "invoice", fy);
  const data = taxInvoiceData(loaded, number, now);
  const pdf = await renderDocumentPdf(data);
  return insertDocument(
    tx,
    {
      orderId,
      kind: "invoice",
      number,
      financialYear: fy,
      issuedAt: now,
      placeOfSupply: order.gst.placeOfSupply.gstCode,
      buyerGstin: order.gst.buyerGstin,
      taxable: order.gst.taxable,
      cgst: order.gst.cgst,
      sgst: order.gst.sgst,
      igst: order.gst.igst,
      total: order.total,
      rates: order.gst.rates,
      storageKey: storageKeyFor("invoice", fy, orderId),
    },
    pdf,
    opts.storage,
  );
}

/**
 * Splits a credit of `amount` (tax included) over the invoice's rates in proportion to their value;
 * each part's taxable value is part × 100 / (100 + rate), rounded half up, and the rest is the tax.
 * The whole invoice's value gives back exactly the invoice's amounts.
 */
export function creditSplit(
  rates: readonly DocumentRateTotal[],
  intraState: boolean,
  amount: Paise,
): DocumentRateTotal[] {
  const gross = rates.map((r) => r.taxable + r.cgst + r.sgst + r.igst);
  const invoiceTotal = gross.reduce((s, g) => s + g, 0);
  if (amount === invoiceTotal) return rates.map((r) => ({ ...r }));
  const parts = allocate(amount, gross);
  return rates.map((r, i) => {
    const part = parts[i] ?? 0;
    const hundredths = percentToHundredths(r.rate);
    const taxable = Number(divideHalfUp(BigInt(part) * 10_000n, 10_000n + hundredths));
    const tax = part - taxable;
    if (!intraState) return { rate: r.rate, taxable, cgst: 0, sgst: 0, igst: tax };
    const cgst = Number(divideHalfUp(BigInt(tax), 2n));
    return { rate: r.rate, taxable, cgst, sgst: tax - cgst, igst: 0 };
  });
}

/**
 * The lines of a credit note for a part of an invoice: one per rate, under the HSN of that rate's
 * principal line. (A credit of the whole invoice repeats the invoice's own lines.)
 */
export function creditLines(
  invoiceLines: readonly DocumentLine[],
  invoiceNumber: string,
  rates: readonly DocumentRateTotal[],
): DocumentLine[] {
  return rates.map((r) => ({
    description: `Reduction of value of invoice ${invoiceNumber} at ${formatRate(r.rate)}`,
    hsnCode: principalHsn(invoiceLines.filter((l) => l.rate === r.rate)),
    quantity: null,
    unit: null,
    unitPrice: null,
    value: r.taxable,
    discount: 0,
    taxable: r.taxable,
    rate: r.rate,
    cgst: r.cgst,
    sgst: r.sgst,
    igst: r.igst,
  }));
}

/**
 * Issues a credit note against the order's tax invoice inside the caller's transaction (the back office's
 * credit note for goods returned or a price corrected after dispatch; an order is cancelled only before
 * dispatch, when it has no invoice): its own series (`CN/26-27/0007`), naming the invoice's number and date.
 * Refused: no tax invoice yet (409 INVOICE_NOT_ISSUED), a credit above what is left of the invoice
 * (422 CREDIT_ABOVE_INVOICE), an amount of 0 or less (422).
 */
export async function issueCreditNote(
  tx: Executor,
  orderId: number,
  opts: CreditNoteOptions,
): Promise<DocumentRow> {
  const now = opts.now ?? new Date();
  const loaded = await loadOrder(tx, orderId);
  const { order } = loaded;
  const [invoice] = await existing(tx, orderId, "invoice");
  if (!invoice) {
    throw conflict(
      "INVOICE_NOT_ISSUED",
      `Order ${order.number} has no tax invoice, so there is nothing to credit: the tax invoice is issued ` +
        "at dispatch, and a credit note follows it for goods returned or a price corrected.",
    );
  }
  const credited = (await existing(tx, orderId, "credit-note")).reduce((s, d) => s + d.total, 0);
  const left = invoice.total - credited;
  const amount = opts.amount ?? left;
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    throw unprocessable(
      "CREDIT_AMOUNT_INVALID",
      left <= 0
        ? `Invoice ${invoice.number} is already credited in full.`
        : "A credit note is for an amount above ₹0.00.",
      { amount: "Enter an amount above ₹0.00." },
    );
  }
  if (amount > left) {
    const message =
      `A credit note of ${formatMoney(amount)} is above what is left of invoice ${invoice.number} ` +
      `(${formatMoney(invoice.total)}${credited > 0 ? `, of which ${formatMoney(credited)} is already credited` : ""}).`;
    throw unprocessable("CREDIT_ABOVE_INVOICE", message, { amount: message });
  }
  const reason = opts.reason.trim() || "Goods returned after dispatch";
  const intraState = order.gst.placeOfSupply.intraState;
  const rates = creditSplit(invoice.rates, intraState, amount);
  const sum = (pick: (r: DocumentRateTotal) => number) => rates.reduce((s, r) => s + pick(r), 0);
  const fy = financialYear(now).label;
  const number = await nextDocumentNumber(tx, "credit-note", fy);
  const data = baseData(loaded, {
    title: "CREDIT NOTE",
    subtitle: "Credit note under section 34 of the CGST Act read with Rule 53",
    number,
    numberLabel: "Credit Note No.",
    issuedAt: now,
  });
  data.against = { number: invoice.number, date: invoice.issuedAt, reason };
  if (amount !== invoice.total) {
    data.lines = creditLines(data.lines, invoice.number, rates);
    data.hsnSummary = summaryOf(data.lines);
  }
  data.rates = rates;
  data.taxable = sum((r) => r.taxable);
  data.cgst = sum((r) => r.cgst);
  data.sgst = sum((r) => r.sgst);
  data.igst = sum((r) => r.igst);
  data.total = amount;
  data.amountInWords = amountInWords(amount);
  const pdf = await renderDocumentPdf(data);
  return insertDocument(
    tx,
    {
      orderId,
      kind: "credit-note",
      number,
      financialYear: fy,
      issuedAt: now,
      invoiceId: invoice.id,
      placeOfSupply: order.gst.placeOfSupply.gstCode,
      buyerGstin: order.gst.buyerGstin,
      taxable: data.taxable,
      cgst: data.cgst,
      sgst: data.sgst,
      igst: data.igst,
      total: amount,
      rates,
      reason,
      storageKey: storageKeyFor("credit-note", fy, orderId),
    },
    pdf,
    opts.storage,
  );
}

/** The documents of these orders in one statement, for order pages and lists. */
export async function documentsOfOrders(
  executor: Executor,
  orderIds: readonly number[],
): Promise<Map<number, OrderDocumentDto[]>> {
  const grouped = new Map<number, OrderDocumentDto[]>();
  if (orderIds.length === 0) return grouped;
  const rows = await executor
    .select({
      orderId: documents.orderId,
      kind: documents.kind,
      number: documents.number,
      issuedAt: documents.issuedAt,
      total: documents.total,
    })
    .from(documents)
    .where(inArray(documents.orderId, [...orderIds]))
    .orderBy(asc(documents.id));
  for (const row of rows) {
    const dto: OrderDocumentDto = {
      kind: row.kind,
      number: row.number,
      issuedAt: row.issuedAt.toISOString(),
      total: toRupees(row.total),
    };
    const list = grouped.get(row.orderId);
    if (list) list.push(dto);
    else grouped.set(row.orderId, [dto]);
  }
  return grouped;
}

export interface StoredDocument {
  filename: string;
  pdf: Buffer;
}

/** "RL-26-27-000123.pdf": a file name from a document number. */
export function documentFilename(kind: DocumentKind, number: string): string {
  const prefix = kind === "proforma" ? "proforma-" : "";
  return `${prefix}${number.replace(/\//g, "-")}.pdf`;
}

/**
 * The file of a document as buyers and staff download it: a tax invoice with an IRN is its e-invoice
 * print (the IRN and signed QR on it), every other document its file as issued.
 */
export async function readDocumentFile(
  executor: Executor,
  storage: FileStorage,
  row: DocumentRow,
): Promise<StoredDocument> {
  let key = row.storageKey;
  if (row.kind === "invoice") {
    const [eInvoice] = await executor
      .select({ storageKey: eInvoices.storageKey })
      .from(eInvoices)
      .where(eq(eInvoices.documentId, row.id))
      .limit(1);
    if (eInvoice) key = eInvoice.storageKey;
  }
  return { filename: documentFilename(row.kind, row.number), pdf: await readDocumentPdf(storage, key) };
}

/**
 * A buyer's document: the order must be theirs on this website (404 ORDER_NOT_FOUND otherwise, as if it
 * did not exist), and the document issued (404 DOCUMENT_NOT_ISSUED). Credit notes by `number`, else the
 * latest.
 */
export async function buyerDocument(
  executor: Executor,
  storage: FileStorage,
  scope: { websiteId: number; customerId: number; orderId: number; kind: DocumentKind; number?: string },
): Promise<StoredDocument> {
  const [order] = await executor
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.id, scope.orderId),
        eq(orders.customerId, scope.customerId),
        eq(orders.websiteId, scope.websiteId),
      ),
    )
    .limit(1);
  if (!order) throw notFound("ORDER_NOT_FOUND", "This order does not exist in your order history.");
  const rows = await existing(executor, scope.orderId, scope.kind);
  const row = scope.number ? rows.find((r) => r.number === scope.number) : rows.at(-1);
  if (!row) throw documentNotIssued(scope.kind);
  return readDocumentFile(executor, storage, row);
}
