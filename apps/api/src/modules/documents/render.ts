import { createHash } from "node:crypto";
import {
  amountInWords,
  ewayBillRequired,
  formatMoney,
  placeOfSupplyLabel,
  resolveIndianState,
} from "@roshni/core";
import { asc, eq } from "drizzle-orm";
import QRCode from "qrcode";
import { assertOutsideTransaction, type Db, type Executor } from "../../db/client";
import {
  creditNoteLines,
  customers,
  documents,
  eInvoices,
  orderLines,
  orders,
  type ShopSettings,
} from "../../db/schema";
import type { FileStorage } from "../../lib/file-storage";
import { orderAsBilled } from "../dispatch/billing";
import {
  type DocumentData,
  type DocumentParty,
  type DocumentTransport,
  INVOICE_COPIES,
  renderDocumentPdf,
} from "./pdf";
import { type Recipient, recipientOf, recipientSources } from "./recipient";
import {
  creditLines,
  type DocumentRow,
  documentFilename,
  documentLines,
  LINE_UNIT,
  settingsOf,
  summaryOf,
  upiPaymentUri,
} from "./service";

type OrderRow = typeof orders.$inferSelect;
type OrderLineRow = typeof orderLines.$inferSelect;
type EInvoiceRow = typeof eInvoices.$inferSelect;

interface LoadedOrder {
  order: OrderRow & { gst: NonNullable<OrderRow["gst"]> };
  lines: OrderLineRow[];
  buyer: { name: string; email: string; companyName: string | null; phone: string };
  recipient: Recipient;
  settings: ShopSettings;
}

/** What a document of the order prints of it: the order (its frozen GST split and address), lines, buyer. */
async function loadOrder(executor: Executor, orderId: number): Promise<LoadedOrder> {
  const [order] = await executor.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order?.gst) throw new Error(`Order ${orderId} has no stored GST split to print a document from`);
  const lines = await executor
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.position), asc(orderLines.id));
  const [buyer] = await executor
    .select({
      name: customers.name,
      email: customers.email,
      companyName: customers.companyName,
      phone: customers.phone,
    })
    .from(customers)
    .where(eq(customers.id, order.customerId))
    .limit(1);
  if (!buyer) throw new Error(`The buyer of order ${order.number} is missing`);
  const { accounts, saved } = await recipientSources(executor, [order.customerId]);
  const recipient = recipientOf(
    accounts.get(order.customerId),
    saved.get(order.customerId) ?? [],
    order.address,
    order.gst.buyerGstin,
  );
  return {
    order: { ...order, gst: order.gst },
    lines,
    buyer,
    recipient,
    settings: await settingsOf(executor),
  };
}

export function stateLabel(state: string): string {
  const found = resolveIndianState(state);
  return found ? placeOfSupplyLabel(found) : state;
}

/**
 * Rule 46(d)/(e): bill to is the recipient, a registered buyer's firm at the address of its
 * registration with its GSTIN, an unregistered buyer's own address; ship to is the delivery address.
 */
function partiesOf(loaded: LoadedOrder): { billTo: DocumentParty; shipTo: DocumentParty } {
  const { order, buyer, recipient } = loaded;
  const a = order.address;
  const linesOf = (x: { line1: string; line2: string | null; city: string; pincode: string }) =>
    [x.line1, x.line2, `${x.city} ${x.pincode}`].filter((l): l is string => Boolean(l));
  const shipTo: DocumentParty = {
    name: a.name,
    company: a.company,
    lines: linesOf(a),
    state: stateLabel(a.state),
    gstin: a.gstin,
    phone: a.phone,
  };
  const gstinState = recipient.gstin ? resolveIndianState(recipient.gstin) : undefined;
  const billTo: DocumentParty = {
    name: recipient.contact ?? recipient.name,
    company: recipient.contact ? recipient.name : null,
    lines: linesOf(recipient.address),
    state: gstinState ? placeOfSupplyLabel(gstinState) : stateLabel(recipient.address.state),
    gstin: recipient.gstin,
    phone: buyer.phone,
  };
  return { billTo, shipTo };
}

export function sellerOf(settings: ShopSettings): DocumentData["seller"] {
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

async function proformaData(loaded: LoadedOrder, row: DocumentRow): Promise<DocumentData> {
  const { order, settings } = loaded;
  const data = baseData(loaded, {
    title: "PROFORMA INVOICE",
    subtitle: "Not a tax invoice: the tax invoice follows with the goods. Pay against this proforma.",
    number: row.number,
    numberLabel: "Proforma No.",
    issuedAt: row.issuedAt,
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
  return data;
}

/**
 * How the order's goods travel as far as known: what dispatch recorded (transporter, LR, vehicle or
 * transporter's id) and the e-way bill typed back, which may come before dispatch. The e-way bill rule
 * is the core's, from the shop's state to the delivery state.
 */
export function transportOfOrder(order: OrderRow, settings: ShopSettings | null): DocumentTransport {
  return {
    transporter: order.transporter,
    lrNumber: order.lrNumber,
    lrDate: order.lrNumber ? order.dispatchedAt : null,
    vehicleNumber: order.vehicleNumber,
    transporterGstin: order.transporterGstin,
    ewayBillNumber: order.ewayBillNumber,
    ewayBillValidUntil: order.ewayBillValidUntil,
    ewayBillRequired: ewayBillRequired({
      value: order.total,
      fromState: settings?.address?.state || "Delhi",
      toState: order.address.state,
    }),
  };
}

/**
 * Where the print of a tax invoice with these transport details is stored. The invoice itself never
 * changes (number, date, amounts); only the transport block fills in, so each state of it is a file of
 * its own next to the first: before anything is known, the row's key; after, the key with a digest of
 * the details, so a print made before dispatch is never served after it.
 */
export function printKeyOf(baseKey: string, transport: DocumentTransport | null): string {
  if (!transport) return baseKey;
  const known = [
    transport.transporter,
    transport.lrNumber,
    transport.lrDate?.toISOString() ?? null,
    transport.vehicleNumber,
    transport.transporterGstin,
    transport.ewayBillNumber,
    transport.ewayBillValidUntil?.toISOString() ?? null,
  ];
  if (known.every((value) => value === null)) return baseKey;
  const digest = createHash("sha256").update(JSON.stringify(known)).digest("hex").slice(0, 16);
  return `${baseKey.replace(/\.pdf$/, "")}-transport-${digest}.pdf`;
}

/** What the tax invoice prints: the order's stored split under the invoice's number and date. */
function taxInvoiceData(loaded: LoadedOrder, row: DocumentRow, transport?: DocumentTransport): DocumentData {
  const data = baseData(loaded, {
    title: "TAX INVOICE",
    subtitle: "Invoice under section 31 of the CGST Act read with Rules 46 and 48",
    number: row.number,
    numberLabel: "Invoice No.",
    issuedAt: row.issuedAt,
  });
  if (data.total !== row.total || data.taxable !== row.taxable) {
    throw new Error(`Invoice ${row.number} no longer matches its order's stored amounts`);
  }
  data.notes = ["Goods once sold are replaced only under the shop's replacement policy."];
  data.copies = INVOICE_COPIES;
  data.transport = transport ?? transportOfOrder(loaded.order, loaded.settings);
  return data;
}

/** The tax invoice printed again with the IRP's IRN, acknowledgement and signed QR code at the top. */
async function eInvoiceData(
  loaded: LoadedOrder,
  row: DocumentRow,
  irn: EInvoiceRow,
  transport?: DocumentTransport,
): Promise<DocumentData> {
  const data = taxInvoiceData(loaded, row, transport);
  // The signed QR is long (about 1,000 characters): level M keeps it readable at 92 pt.
  const qrPng = await QRCode.toBuffer(irn.signedQrCode, {
    type: "png",
    margin: 1,
    width: 480,
    errorCorrectionLevel: "M",
  });
  data.eInvoice = { irn: irn.irn, ackNo: irn.ackNo, ackDate: irn.ackDate, qrPng };
  return data;
}

/** A credit note: the invoice it reduces, why, and its share of each rate (the row's frozen amounts). */
async function creditNoteData(
  executor: Executor,
  loaded: LoadedOrder,
  row: DocumentRow,
): Promise<DocumentData> {
  const [invoice] = await executor
    .select()
    .from(documents)
    .where(eq(documents.id, row.invoiceId ?? 0))
    .limit(1);
  if (!invoice) throw new Error(`Credit note ${row.number} names no tax invoice`);
  const data = baseData(loaded, {
    title: "CREDIT NOTE",
    subtitle: "Credit note under section 34 of the CGST Act read with Rule 53",
    number: row.number,
    numberLabel: "Credit Note No.",
    issuedAt: row.issuedAt,
  });
  data.against = { number: invoice.number, date: invoice.issuedAt, reason: row.reason ?? "" };
  const stored = await executor
    .select()
    .from(creditNoteLines)
    .where(eq(creditNoteLines.documentId, row.id))
    .orderBy(asc(creditNoteLines.id));
  if (stored.length > 0) {
    // Rule 53(1A): the lines credited, each at its own HSN, rate, taxable value and tax.
    data.lines = stored.map((line) => ({
      description:
        line.kind === "return"
          ? `${line.description}, returned${line.restock ? "" : " (damaged)"}`
          : `${line.description}, price reduced`,
      hsnCode: line.hsnCode,
      quantity: line.quantity,
      unit: line.quantity !== null ? LINE_UNIT : null,
      unitPrice: line.unitPrice,
      value: line.value,
      discount: line.discount,
      taxable: line.taxable,
      rate: line.rate,
      cgst: line.cgst,
      sgst: line.sgst,
      igst: line.igst,
    }));
    data.hsnSummary = summaryOf(data.lines);
  } else if (row.total !== invoice.total) {
    data.lines = creditLines(data.lines, invoice.number, row.rates);
    data.hsnSummary = summaryOf(data.lines);
  }
  data.rates = row.rates;
  data.taxable = row.taxable;
  data.cgst = row.cgst;
  data.sgst = row.sgst;
  data.igst = row.igst;
  data.total = row.total;
  data.amountInWords = amountInWords(row.total);
  return data;
}

/** What the PDF of a document prints, from its row (number, date, amounts) and its order. */
export async function documentData(
  executor: Executor,
  row: DocumentRow,
  irn: EInvoiceRow | null = null,
  transport?: DocumentTransport,
): Promise<DocumentData> {
  const whole = await loadOrder(executor, row.orderId);
  const billed = await orderAsBilled(executor, whole.order, whole.lines, row);
  const loaded: LoadedOrder = {
    ...whole,
    lines: billed.lines,
    order: { ...billed.order, gst: whole.order.gst },
  };
  if (billed.order.gst) loaded.order.gst = billed.order.gst;
  if (row.kind === "proforma") return proformaData(loaded, row);
  if (row.kind === "credit-note") return creditNoteData(executor, loaded, row);
  return irn ? eInvoiceData(loaded, row, irn, transport) : taxInvoiceData(loaded, row, transport);
}

export interface StoredDocument {
  filename: string;
  pdf: Buffer;
}

/**
 * The PDFs of issued documents. A document's row is written in the transaction that issues it, with the
 * storage key its PDF will have; the PDF is rendered after the commit, by the `document.render` job or
 * by the first download, whichever comes first. Both render the same bytes from the same rows to the
 * same key, so a job and a download at once (in one process or two) leave one whole file: in one
 * process they share one rendering, across processes the storage's write is atomic (a temporary file
 * renamed, an S3 put) and either copy is the same PDF.
 */
export function createDocumentFiles(deps: { db: Db; storage: FileStorage }) {
  const { db, storage } = deps;
  const rendering = new Map<string, Promise<Buffer>>();

  /**
   * The transport details a tax invoice prints now (read once: the print's key and its text come from
   * the same reading); null for other documents.
   */
  async function transportNow(row: DocumentRow): Promise<DocumentTransport | null> {
    if (row.kind !== "invoice") return null;
    const [order] = await db.select().from(orders).where(eq(orders.id, row.orderId)).limit(1);
    if (!order) throw new Error(`The order of document ${row.number} is missing`);
    // A shipment's invoice prints the shipment's own transporter, LR and e-way bill.
    const billed = await orderAsBilled(db, order, [], row);
    return transportOfOrder(billed.order, await settingsOf(db));
  }

  /** The stored PDF under its key, rendering and storing it first when it is not there yet. */
  async function printOf(row: DocumentRow, irn: EInvoiceRow | null): Promise<Buffer> {
    const transport = await transportNow(row);
    const key = printKeyOf(irn?.storageKey ?? row.storageKey, transport);
    const pending = rendering.get(key);
    if (pending) return pending;
    const stored = await storage.get(key);
    if (stored) return stored;
    const again = rendering.get(key);
    if (again) return again;
    const render = (async () => {
      assertOutsideTransaction(`Rendering ${row.kind} ${row.number}`);
      const pdf = await renderDocumentPdf(await documentData(db, row, irn, transport ?? undefined));
      await storage.put(key, pdf);
      return pdf;
    })().finally(() => rendering.delete(key));
    rendering.set(key, render);
    return render;
  }

  async function eInvoiceOf(row: DocumentRow): Promise<EInvoiceRow | null> {
    if (row.kind !== "invoice") return null;
    const [irn] = await db.select().from(eInvoices).where(eq(eInvoices.documentId, row.id)).limit(1);
    return irn ?? null;
  }

  /**
   * The file of a document as buyers and staff download it: a tax invoice with an IRN is its e-invoice
   * print (the IRN and signed QR on it), every other document its file as issued. Never "not ready": a
   * PDF the job has not stored yet is rendered now.
   */
  async function fileOf(row: DocumentRow): Promise<StoredDocument> {
    const pdf = await printOf(row, await eInvoiceOf(row));
    return { filename: documentFilename(row.kind, row.number), pdf };
  }

  /**
   * The job: stores every print of the document not stored yet (the document, and for a tax invoice
   * with an IRN its e-invoice print), a tax invoice with the transport details known now (dispatch and
   * the e-way bill typed back send it again). Running it again stores nothing new.
   */
  async function render(documentId: number): Promise<void> {
    const [row] = await db.select().from(documents).where(eq(documents.id, documentId)).limit(1);
    if (!row) throw new Error(`No document ${documentId} to render`);
    await printOf(row, null);
    const irn = await eInvoiceOf(row);
    if (irn) await printOf(row, irn);
  }

  return { fileOf, render };
}

export type DocumentFiles = ReturnType<typeof createDocumentFiles>;
