import { randomUUID } from "node:crypto";
import {
  type CreditableLine,
  type CreditNoteLine,
  type CreditRequest,
  creditNoteLines as creditNoteLinesOf,
  creditRates,
  type DocumentKindDto,
  type DocumentSeries,
  financialYear,
  formatDocumentNumber,
  formatRate,
  hsnDigitsFor,
  hsnForTurnover,
  hsnSummary,
  lineShare,
  type OrderDocumentDto,
  type Paise,
  paymentStatusOf,
  principalHsn,
  toRupees,
} from "@roshni/core";
import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import { type Executor, queryRows } from "../../db/client";
import {
  creditNoteLines,
  type DocumentKind,
  type DocumentRateTotal,
  documents,
  type OrderGstSnapshot,
  orderLines,
  orders,
  products,
  type ShopSettings,
  shipmentLines,
  shipments,
} from "../../db/schema";
import type { JobQueue } from "../../jobs/queue";
import { type ApiError, conflict, notFound, unprocessable } from "../../lib/errors";
import { readShopSettings } from "../settings/read";
import type { DocumentLine } from "./pdf";

type OrderRow = typeof orders.$inferSelect;
type OrderLineRow = typeof orderLines.$inferSelect;
const orderLinesTable = orderLines;
export type DocumentRow = typeof documents.$inferSelect;

export interface IssueOptions {
  /** Where the issue announces itself (`document.issued`), inside the issuing transaction. */
  jobs: Pick<JobQueue, "emit">;
  /** The issue's time (its date on the document and its financial year); now by default. */
  now?: Date;
}

export interface CreditNoteOptions extends IssueOptions {
  /** Why the value is credited ("Goods returned: 2 pendants broken in transit", "Price corrected"). */
  reason: string;
  /** The invoice lines credited: pieces returned (back to stock or not), or a line's value reduced. */
  lines: readonly CreditRequest[];
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

const CHARGE_TITLES = { packaging: "Packing charges", shipping: "Freight charges" } as const;

/** The order's lines as the invoice prints them: products, then packing and freight at the highest rate. */
export function documentLines(loaded: {
  lines: readonly OrderLineRow[];
  settings: ShopSettings;
  order: { gst: OrderGstSnapshot };
}): DocumentLine[] {
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

export function summaryOf(lines: readonly DocumentLine[]) {
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

/**
 * Where a document's PDF is stored, chosen when the document is issued and written in its row: the PDF
 * itself is rendered after the commit (a job, or the first download). The random part keeps a key from
 * ever naming a file left by an earlier database (a fresh seed over the same storage).
 */
export function storageKeyFor(kind: DocumentKind | "e-invoice", fy: string, orderId: number): string {
  return `documents/${kind}/${fy}/${orderId}-${randomUUID()}.pdf`;
}

/** The order an issue reads, locked (`FOR UPDATE`: two issues for one order queue). */
async function lockOrderForIssue(tx: Executor, orderId: number): Promise<OrderWithGst> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).limit(1).for("update");
  if (!order) throw orderNotFound();
  return withGstSplit(order);
}

type OrderWithGst = OrderRow & { gst: NonNullable<OrderRow["gst"]> };

function withGstSplit(order: OrderRow): OrderWithGst {
  if (!order.gst) {
    throw conflict(
      "ORDER_WITHOUT_GST_SPLIT",
      `Order ${order.number} was placed before the shop stored the GST split of its orders, so no GST ` +
        "document can be issued for it. Cancel it and place it again.",
    );
  }
  return { ...order, gst: order.gst };
}

/**
 * Writes the document's row (its number and the amounts it prints, frozen from now on) and announces
 * it: the PDF is rendered and stored by the `document.render` job once the transaction has committed,
 * never while it holds its locks, and nothing is rendered if it rolls back.
 */
async function insertDocument(
  tx: Executor,
  values: Omit<typeof documents.$inferInsert, "id" | "createdAt">,
  jobs: IssueOptions["jobs"],
): Promise<DocumentRow> {
  const [row] = await tx.insert(documents).values(values).returning();
  if (!row) throw new Error("The document insert returned no row");
  await jobs.emit(tx, { type: "document.issued", documentId: row.id });
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
 * order's own transaction; a second call returns the first. `placed` is the order row the placing
 * transaction has just written (no second read of it).
 */
export async function issueProforma(
  tx: Executor,
  orderId: number,
  opts: IssueOptions & { placed?: OrderRow },
): Promise<DocumentRow> {
  let order: OrderWithGst;
  if (opts.placed) order = withGstSplit(opts.placed);
  else {
    order = await lockOrderForIssue(tx, orderId);
    const already = (await existing(tx, orderId, "proforma")).at(-1);
    if (already) return already;
  }
  const issuedAt = order.createdAt;
  const fy = financialYear(issuedAt).label;
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
    opts.jobs,
  );
}

/** "WL-2026-000123-R2": the number of a proforma's revision (the first is the order's number). */
export function proformaRevisionNumber(orderNumber: string, revision: number): string {
  return revision <= 1 ? orderNumber : `${orderNumber}-R${revision}`;
}

/**
 * The proforma issued again after an edit of the order, in the edit's transaction (the order is locked
 * and already rewritten by it): a new document row, numbered as the order with its revision, dated now,
 * with the order's new amounts. Earlier revisions stay as they were, each still downloadable by number.
 */
export async function reissueProforma(
  tx: Executor,
  order: OrderRow,
  opts: IssueOptions,
): Promise<{ row: DocumentRow; revision: number }> {
  const withGst = withGstSplit(order);
  const revision = (await existing(tx, order.id, "proforma")).length + 1;
  const issuedAt = opts.now ?? new Date();
  const fy = financialYear(issuedAt).label;
  const row = await insertDocument(
    tx,
    {
      orderId: order.id,
      kind: "proforma",
      number: proformaRevisionNumber(order.number, revision),
      financialYear: fy,
      issuedAt,
      placeOfSupply: withGst.gst.placeOfSupply.gstCode,
      buyerGstin: withGst.gst.buyerGstin,
      taxable: withGst.gst.taxable,
      cgst: withGst.gst.cgst,
      sgst: withGst.gst.sgst,
      igst: withGst.gst.igst,
      total: order.total,
      rates: withGst.gst.rates,
      storageKey: storageKeyFor("proforma", fy, order.id),
    },
    opts.jobs,
  );
  return { row, revision };
}

/**
 * Issues the tax invoice of an order inside the caller's transaction (dispatch calls it): the next
 * number of the financial year's series (`RL/26-27/000123`) and the amounts it prints; the PDF with
 * every Rule 46 particular follows after the commit; none of them ever changes. Refused: an order that
 * does not exist (404), a cancelled order, an order that already has its invoice (409).
 */
export async function issueTaxInvoice(
  tx: Executor,
  orderId: number,
  opts: IssueOptions,
): Promise<DocumentRow> {
  const now = opts.now ?? new Date();
  const order = await lockOrderForIssue(tx, orderId);
  if (order.status === "cancelled") {
    throw conflict(
      "ORDER_CANCELLED",
      `Order ${order.number} is cancelled: a cancelled order gets no tax invoice.`,
    );
  }
  const [inParts] = await tx
    .select({ id: shipments.id })
    .from(shipments)
    .where(and(eq(shipments.orderId, orderId), ne(shipments.state, "cancelled")))
    .limit(1);
  if (inParts) {
    throw conflict(
      "INVOICE_NOT_ALLOWED",
      `Order ${order.number} is sent in shipments: each shipment gets its own tax invoice.`,
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
    opts.jobs,
  );
}

/**
 * The lines of a credit note issued before credit notes kept their own lines (one per rate, under the
 * HSN of that rate's principal line), as those notes print. Every note issued since stores its lines.
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
 * What the order's tax invoices billed of each line: an invoice of the whole order every piece; the
 * invoices of shipments the pieces those shipments carried. Pieces not invoiced (still to be sent, or the
 * rest of an order sent in part cancelled) cannot be credited. `invoiceOf` names, per line, the latest
 * invoice that billed it.
 */
async function invoicedPieces(
  executor: Executor,
  orderId: number,
): Promise<{ whole: boolean; pieces: Map<number, number>; invoiceOf: Map<number, number> }> {
  const invoices = await existing(executor, orderId, "invoice");
  const pieces = new Map<number, number>();
  const invoiceOf = new Map<number, number>();
  if (invoices.length === 0 || invoices.some((invoice) => invoice.shipmentId === null))
    return { whole: invoices.length > 0, pieces, invoiceOf };
  const invoiceOfShipment = new Map(invoices.map((invoice) => [invoice.shipmentId as number, invoice.id]));
  const rows = await executor
    .select({
      shipmentId: shipmentLines.shipmentId,
      orderLineId: shipmentLines.orderLineId,
      quantity: shipmentLines.quantity,
    })
    .from(shipmentLines)
    .where(inArray(shipmentLines.shipmentId, [...invoiceOfShipment.keys()]));
  for (const row of rows) {
    pieces.set(row.orderLineId, (pieces.get(row.orderLineId) ?? 0) + row.quantity);
    const invoiceId = invoiceOfShipment.get(row.shipmentId);
    if (invoiceId !== undefined && invoiceId > (invoiceOf.get(row.orderLineId) ?? 0))
      invoiceOf.set(row.orderLineId, invoiceId);
  }
  return { whole: false, pieces, invoiceOf };
}

/**
 * The order's invoiced lines with what earlier credit notes took off each (returns and price
 * reductions). A line invoiced in part (an order sent in parts) counts only its invoiced pieces and their
 * share of the line's amounts (the sum of its invoices' shares, to the paisa); a line not invoiced at all
 * is not listed.
 */
export async function creditableLines(
  executor: Executor,
  orderId: number,
  settings: ShopSettings,
): Promise<CreditableLine[]> {
  const lines = await executor
    .select()
    .from(orderLinesTable)
    .where(eq(orderLinesTable.orderId, orderId))
    .orderBy(asc(orderLinesTable.position), asc(orderLinesTable.id));
  const invoiced = await invoicedPieces(executor, orderId);
  const credited = await executor
    .select({
      orderLineId: creditNoteLines.orderLineId,
      quantity: sql<number>`coalesce(sum(${creditNoteLines.quantity}), 0)::int`,
      taxable: sql<number>`sum(${creditNoteLines.taxable})::bigint`,
      cgst: sql<number>`sum(${creditNoteLines.cgst})::bigint`,
      sgst: sql<number>`sum(${creditNoteLines.sgst})::bigint`,
      igst: sql<number>`sum(${creditNoteLines.igst})::bigint`,
    })
    .from(creditNoteLines)
    .innerJoin(documents, eq(documents.id, creditNoteLines.documentId))
    .where(eq(documents.orderId, orderId))
    .groupBy(creditNoteLines.orderLineId);
  const byLine = new Map(credited.map((row) => [row.orderLineId, row]));
  const digits = hsnDigitsFor(settings.turnoverBand ?? "up_to_5_crore");
  return lines.flatMap((line) => {
    const pieces = invoiced.whole ? line.quantity : (invoiced.pieces.get(line.id) ?? 0);
    if (pieces === 0) return [];
    const billed = pieces === line.quantity ? line : lineShare(line, 0, pieces);
    const before = byLine.get(line.id);
    return [
      {
        orderLineId: line.id,
        description: `${line.title} (${line.sku})`,
        hsnCode: hsnForTurnover(line.hsnCode, digits),
        quantity: pieces,
        unitPrice: line.price,
        taxable: billed.taxable,
        rate: line.taxRate,
        cgst: billed.cgst,
        sgst: billed.sgst,
        igst: billed.igst,
        returnedQuantity: Number(before?.quantity ?? 0),
        creditedTaxable: Number(before?.taxable ?? 0),
        creditedCgst: Number(before?.cgst ?? 0),
        creditedSgst: Number(before?.sgst ?? 0),
        creditedIgst: Number(before?.igst ?? 0),
      },
    ];
  });
}

export interface IssuedCreditNote {
  document: DocumentRow;
  lines: CreditNoteLine[];
  /** Pieces that went back to stock. */
  restocked: number;
}

/**
 * Issues a credit note against the order's tax invoice inside the caller's transaction (goods returned
 * or a price reduced after dispatch; an order is cancelled only before dispatch, when it has no
 * invoice): its own series (`CN/26-27/0007`), naming the invoice's number and date, carrying exactly the
 * credited lines at their own HSN, rate, taxable value and tax (Rule 53(1A)). In the same transaction:
 * returned pieces marked for stock go back to stock, and the order's credited sum and payment status
 * follow (what is due is measured against the net amount). Refused: no tax invoice yet (409
 * INVOICE_NOT_ISSUED), no line (422 CREDIT_LINES_REQUIRED), a line above what is left of it (422
 * CREDIT_ABOVE_INVOICE, naming the line).
 */
export async function issueCreditNote(
  tx: Executor,
  orderId: number,
  opts: CreditNoteOptions,
): Promise<IssuedCreditNote> {
  const now = opts.now ?? new Date();
  const order = await lockOrderForIssue(tx, orderId);
  const invoices = await existing(tx, orderId, "invoice");
  const [firstInvoice] = invoices;
  if (!firstInvoice) {
    throw conflict(
      "INVOICE_NOT_ISSUED",
      `Order ${order.number} has no tax invoice, so there is nothing to credit: the tax invoice is issued ` +
        "at dispatch, and a credit note follows it for goods returned or a price corrected.",
    );
  }
  if (opts.lines.length === 0) {
    throw unprocessable("CREDIT_LINES_REQUIRED", "Choose at least one line of the invoice to credit.", {
      lines: "Choose at least one line of the invoice to credit.",
    });
  }
  const settings = await settingsOf(tx);
  const intraState = order.gst.placeOfSupply.intraState;
  const result = creditNoteLinesOf(await creditableLines(tx, orderId, settings), opts.lines, intraState);
  if (!result.ok) {
    const fields: Record<string, string> = {};
    for (const refusal of result.refusals) fields[`lines.${refusal.orderLineId}`] = refusal.message;
    throw unprocessable("CREDIT_ABOVE_INVOICE", result.refusals.map((r) => r.message).join(" "), fields);
  }
  const lines = result.lines;
  // The note names the invoice that billed the credited goods: for an order sent in parts, the latest
  // invoice of a shipment that carried one of the credited lines.
  const { invoiceOf } = await invoicedPieces(tx, orderId);
  const invoiceId = Math.max(firstInvoice.id, ...lines.map((line) => invoiceOf.get(line.orderLineId) ?? 0));
  const rates = creditRates(lines);
  const sum = (pick: (r: DocumentRateTotal) => number) => rates.reduce((s, r) => s + pick(r), 0);
  const taxable = sum((r) => r.taxable);
  const cgst = sum((r) => r.cgst);
  const sgst = sum((r) => r.sgst);
  const igst = sum((r) => r.igst);
  const total = taxable + cgst + sgst + igst;
  const reason = opts.reason.trim() || "Goods returned after dispatch";
  const fy = financialYear(now).label;
  const number = await nextDocumentNumber(tx, "credit-note", fy);
  const document = await insertDocument(
    tx,
    {
      orderId,
      kind: "credit-note",
      number,
      financialYear: fy,
      issuedAt: now,
      invoiceId,
      placeOfSupply: order.gst.placeOfSupply.gstCode,
      buyerGstin: order.gst.buyerGstin,
      taxable,
      cgst,
      sgst,
      igst,
      total,
      rates,
      reason,
      storageKey: storageKeyFor("credit-note", fy, orderId),
    },
    opts.jobs,
  );
  await tx.insert(creditNoteLines).values(lines.map((line) => ({ ...line, documentId: document.id })));
  const back = new Map<number, number>();
  const lineRows = await tx
    .select({ id: orderLinesTable.id, productId: orderLinesTable.productId })
    .from(orderLinesTable)
    .where(eq(orderLinesTable.orderId, orderId));
  const productOf = new Map(lineRows.map((row) => [row.id, row.productId]));
  for (const line of lines) {
    const productId = productOf.get(line.orderLineId);
    if (line.restock && line.quantity !== null && productId !== undefined)
      back.set(productId, (back.get(productId) ?? 0) + line.quantity);
  }
  for (const [productId, quantity] of back) {
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${quantity}`, updatedAt: now })
      .where(eq(products.id, productId));
  }
  const credited = order.amountCredited + total;
  await tx
    .update(orders)
    .set({
      amountCredited: credited,
      paymentStatus: paymentStatusOf({
        total: order.total,
        paid: order.amountPaid,
        refunded: order.amountRefunded,
        credited,
        cancelled: order.status === "cancelled",
      }),
      updatedAt: now,
    })
    .where(eq(orders.id, orderId));
  const restocked = [...back.values()].reduce((s, q) => s + q, 0);
  return { document, lines, restocked };
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

/** "RL-26-27-000123.pdf": a file name from a document number. */
export function documentFilename(kind: DocumentKind, number: string): string {
  const prefix = kind === "proforma" ? "proforma-" : "";
  return `${prefix}${number.replace(/\//g, "-")}.pdf`;
}

/**
 * A buyer's document: the order must be theirs on this website (404 ORDER_NOT_FOUND otherwise, as if it
 * did not exist), and the document issued (404 DOCUMENT_NOT_ISSUED). Credit notes by `number`, else the
 * latest.
 */
export async function buyerDocument(
  executor: Executor,
  scope: { websiteId: number; customerId: number; orderId: number; kind: DocumentKind; number?: string },
): Promise<DocumentRow> {
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
  return row;
}

/**
 * Issues the tax invoice of one shipment inside the caller's transaction (the order and the shipment
 * locked by it): the next number of the series, the shipment's own amounts (its lines' shares, and the
 * order's packing and freight on the order's first invoice), and the shipment it bills.
 */
export async function issueShipmentTaxInvoice(
  tx: Executor,
  order: OrderRow,
  shipmentId: number,
  amounts: Pick<DocumentRow, "taxable" | "cgst" | "sgst" | "igst" | "total" | "rates">,
  opts: IssueOptions,
): Promise<DocumentRow> {
  const now = opts.now ?? new Date();
  const withGst = withGstSplit(order);
  const fy = financialYear(now).label;
  const number = await nextDocumentNumber(tx, "invoice", fy);
  return insertDocument(
    tx,
    {
      orderId: order.id,
      kind: "invoice",
      number,
      financialYear: fy,
      issuedAt: now,
      placeOfSupply: withGst.gst.placeOfSupply.gstCode,
      buyerGstin: withGst.gst.buyerGstin,
      ...amounts,
      storageKey: storageKeyFor("invoice", fy, order.id),
      shipmentId,
    },
    opts.jobs,
  );
}
