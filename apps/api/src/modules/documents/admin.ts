import {
  type AdminCreditNoteIssuedDto,
  type AdminDocumentDto,
  type AdminEInvoiceDto,
  type AdminOrderGstDto,
  type AdminReturnableLineDto,
  type CreditNoteInput,
  type CreditRequest,
  type DocumentKindDto,
  type EwayBillEntryInput,
  type EwayBillExportInput,
  eInvoiceDocumentSchema,
  formatIndianDate,
  formatMoney,
  formatShopTime,
  type GstInvoiceRowDto,
  type Gstr1Table,
  type IrnInput,
  type ReturnInput,
  signedQrData,
  startOfShopDay,
  toPaise,
  toRupees,
} from "@roshni/core";
import { and, asc, desc, eq, gte, inArray, lt, max } from "drizzle-orm";
import type { Db, Executor } from "../../db/client";
import {
  customers,
  documents,
  eInvoices,
  ewayBillExports,
  orderStatusHistory,
  orders,
  type ShopSettings,
} from "../../db/schema";
import type { JobQueue } from "../../jobs/queue";
import { conflict, notFound, unprocessable } from "../../lib/errors";
import { recordAudit, type StaffActor } from "../audit/service";
import type { OrderDocuments } from "../orders/documents-port";
import type { OrderRow } from "../orders/order-view";
import { placeOfSupplyDto, readShopSettings } from "../orders/order-view";
import { adminOrderNotFound, lockOrder } from "../orders/payments";
import { assertEwayBillNumberFree, ewayBillDto, needsEwayBill, shopState } from "../orders/transitions";
import { eInvoiceExport, ewayBillExport, gstr1ForMonth, indianMonthRange } from "./exports";
import type { DocumentFiles, StoredDocument } from "./render";
import {
  creditableLines,
  type DocumentRow,
  documentNotIssued,
  documentsOfOrders,
  issueCreditNote,
  issueProforma,
  issueTaxInvoice,
  reissueProforma,
  settingsOf,
  storageKeyFor,
} from "./service";

/**
 * Why a signed QR code does not belong to this invoice, or null when it does: it must be the IRP's JWS
 * whose data names the IRN typed and the invoice's number, and (when present) the shop's and the buyer's
 * GSTINs and the invoice's value.
 */
export function signedQrFault(input: IrnInput, invoice: DocumentRow, settings: ShopSettings): string | null {
  const data = signedQrData(input.signedQrCode);
  if (!data) {
    return "The signed QR code could not be read: paste the SignedQRCode text of the portal's answer as it is.";
  }
  if (typeof data.Irn !== "string" || typeof data.DocNo !== "string")
    return "The signed QR code names no IRN or invoice number: paste the SignedQRCode text of the portal's answer.";
  if (data.Irn.toLowerCase() !== input.irn)
    return "The signed QR code is for another IRN than the one entered.";
  if (data.DocNo !== invoice.number)
    return `The signed QR code is for invoice ${data.DocNo}, not ${invoice.number}.`;
  if (typeof data.SellerGstin === "string" && data.SellerGstin !== settings.gstin)
    return `The signed QR code names seller GSTIN ${data.SellerGstin}, not the shop's ${settings.gstin}.`;
  if (typeof data.BuyerGstin === "string" && data.BuyerGstin !== invoice.buyerGstin)
    return `The signed QR code names buyer GSTIN ${data.BuyerGstin}, not the invoice's ${invoice.buyerGstin}.`;
  if (typeof data.TotInvVal === "number" && Math.round(data.TotInvVal * 100) !== invoice.total)
    return `The signed QR code's value ${formatMoney(Math.round(data.TotInvVal * 100))} is not the invoice's ${formatMoney(invoice.total)}.`;
  return null;
}

/** The order states a credit note may follow: the goods have left (a return, a price corrected). */
export const CREDIT_NOTE_STATES = ["dispatched", "delivered"] as const;

function documentDto(row: DocumentRow): AdminDocumentDto {
  return {
    id: row.id,
    kind: row.kind,
    number: row.number,
    issuedAt: row.issuedAt.toISOString(),
    total: toRupees(row.total),
    reason: row.reason,
  };
}

/** The order's documents (one statement), the place of supply and what is left to credit. */
export async function orderGst(executor: Executor, order: OrderRow): Promise<AdminOrderGstDto> {
  const rows = await executor
    .select()
    .from(documents)
    .where(eq(documents.orderId, order.id))
    .orderBy(asc(documents.id));
  const invoice = rows.find((row) => row.kind === "invoice");
  const credited = rows.filter((row) => row.kind === "credit-note").reduce((sum, row) => sum + row.total, 0);
  return {
    documents: rows.map(documentDto),
    placeOfSupply: order.gst ? placeOfSupplyDto(order.gst, order.address.state) : null,
    creditable: invoice ? toRupees(Math.max(0, invoice.total - credited)) : null,
  };
}

/**
 * The order states an e-way bill may be typed back in, once the tax invoice is issued: before dispatch
 * (the portal needs the invoice's number, dispatch needs the bill's) and after it, to correct it.
 */
export const EWAY_BILL_STATES = ["confirmed", "packed", "dispatched", "delivered"] as const;

/** The states a tax invoice may be issued in ahead of dispatch: the order is confirmed and not yet gone. */
export const INVOICE_BEFORE_DISPATCH_STATES = ["confirmed", "packed"] as const;

/** The e-invoice of the order's tax invoice (two statements): applicable to a B2B invoice, IRN if recorded. */
export async function orderEInvoice(
  executor: Executor,
  orderId: number,
  settings: ShopSettings | null,
): Promise<AdminEInvoiceDto> {
  const [row] = await executor
    .select({ buyerGstin: documents.buyerGstin, eInvoice: eInvoices })
    .from(documents)
    .leftJoin(eInvoices, eq(eInvoices.documentId, documents.id))
    .where(and(eq(documents.orderId, orderId), eq(documents.kind, "invoice")))
    .limit(1);
  const e = row?.eInvoice ?? null;
  return {
    enabled: settings?.eInvoiceEnabled === true,
    applicable: Boolean(row?.buyerGstin),
    irn: e?.irn ?? null,
    ackNo: e?.ackNo ?? null,
    ackDate: e?.ackDate.toISOString() ?? null,
    recordedAt: e?.createdAt.toISOString() ?? null,
  };
}

function eInvoiceDisabled() {
  return conflict(
    "E_INVOICE_DISABLED",
    "E-invoicing is off in the shop settings: turn it on there before exporting invoices for the IRP or " +
      "recording an IRN.",
  );
}

function eInvoiceNotApplicable(invoice: DocumentRow) {
  return conflict(
    "E_INVOICE_NOT_APPLICABLE",
    `Invoice ${invoice.number} is to a buyer without a GSTIN: e-invoicing covers invoices to registered ` +
      "buyers (B2B) only.",
  );
}

function invoiceNotIssued(order: OrderRow) {
  return conflict(
    "INVOICE_NOT_ISSUED",
    `Order ${order.number} has no tax invoice yet: it is issued when the order is dispatched.`,
  );
}

async function invoiceOf(executor: Executor, orderId: number): Promise<DocumentRow | undefined> {
  const [row] = await executor
    .select()
    .from(documents)
    .where(and(eq(documents.orderId, orderId), eq(documents.kind, "invoice")))
    .limit(1);
  return row;
}

/** When each of these invoices last went into the e-way bill portal's bulk JSON (absent: never). */
async function lastEwayBillExports(executor: Executor, documentIds: readonly number[]) {
  const last = new Map<number, Date>();
  if (documentIds.length === 0) return last;
  const rows = await executor
    .select({ documentId: ewayBillExports.documentId, at: max(ewayBillExports.exportedAt) })
    .from(ewayBillExports)
    .where(inArray(ewayBillExports.documentId, [...documentIds]))
    .groupBy(ewayBillExports.documentId);
  for (const row of rows) if (row.at) last.set(row.documentId, new Date(row.at));
  return last;
}

/** "26/11/2026 14:05 IST". */
function formatIndianDateTime(at: Date): string {
  return `${formatIndianDate(at)} ${formatShopTime(at)} IST`;
}

/** Five minutes of clock difference between the portal and this server. */
const CLOCK_SKEW_MS = 5 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The back office's GST work: documents of any order, credit notes for returns (audited, mailed), the
 * GSTR-1 tables of a month, the month's tax invoices and the e-way bill portal's JSON of chosen ones, the
 * e-way bill typed back, and e-invoicing (INV-01 JSON, the IRN recorded and printed).
 */
export function createGstAdmin(deps: { db: Db; jobs: JobQueue; files: DocumentFiles; publicWebUrl: string }) {
  const { db, jobs, files } = deps;

  /** A document of any order as a PDF; credit notes by number, else the latest. */
  async function staffDocument(
    orderId: number,
    kind: DocumentKindDto,
    number?: string,
  ): Promise<StoredDocument> {
    const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).limit(1);
    if (!order) throw adminOrderNotFound();
    const conditions = [eq(documents.orderId, orderId), eq(documents.kind, kind)];
    if (number) conditions.push(eq(documents.number, number));
    const [row] = await db
      .select()
      .from(documents)
      .where(and(...conditions))
      .orderBy(desc(documents.id))
      .limit(1);
    if (!row) throw documentNotIssued(kind);
    return files.fileOf(row);
  }

  /**
   * A credit note against the order's tax invoice, for goods returned or a price reduced after
   * dispatch (a cancellation happens before dispatch, when no invoice exists yet), with exactly the
   * lines named. Refused before dispatch (409 CREDIT_NOTE_NOT_ALLOWED), without an invoice (409
   * INVOICE_NOT_ISSUED), above what is left of a line (422 CREDIT_ABOVE_INVOICE). Returned pieces marked
   * for stock go back to stock in the same transaction. The audit row names the staff member and the
   * lines; the buyer is mailed the credit note's link.
   */
  async function issueCredit(
    actor: StaffActor,
    orderId: number,
    input: { reason: string; lines: CreditRequest[] },
    now = new Date(),
  ): Promise<AdminCreditNoteIssuedDto> {
    return db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (!(CREDIT_NOTE_STATES as readonly string[]).includes(order.status)) {
        throw conflict(
          "CREDIT_NOTE_NOT_ALLOWED",
          `Order ${order.number} has not been dispatched: a credit note is for goods returned or a price ` +
            "corrected after the tax invoice. Cancel an order that has not left instead.",
        );
      }
      const issued = await issueCreditNote(tx, orderId, {
        jobs,
        reason: input.reason,
        lines: input.lines,
        now,
      });
      const note = issued.document;
      const lines = issued.lines.map((line) => ({
        orderLineId: line.orderLineId,
        kind: line.kind,
        description: line.description,
        hsnCode: line.hsnCode,
        rate: line.rate,
        quantity: line.quantity,
        restock: line.restock,
        taxable: toRupees(line.taxable),
        cgst: toRupees(line.cgst),
        sgst: toRupees(line.sgst),
        igst: toRupees(line.igst),
      }));
      await recordAudit(tx, actor, {
        action: issued.lines.some((line) => line.kind === "return") ? "order.return" : "order.credit_note",
        entity: "order",
        entityId: orderId,
        before: { amountCredited: toRupees(order.amountCredited) },
        after: {
          number: note.number,
          amount: formatMoney(note.total),
          reason: note.reason,
          amountCredited: toRupees(order.amountCredited + note.total),
          lines: lines.map(({ orderLineId, kind, quantity, restock, taxable }) => ({
            orderLineId,
            kind,
            quantity,
            restock,
            taxable,
          })),
          restocked: issued.restocked,
        },
      });
      await jobs.emit(tx, { type: "credit-note.issued", orderId, documentId: note.id });
      return { creditNote: documentDto(note), lines, restocked: issued.restocked };
    });
  }

  /** Goods that came back: the pieces of each line, back to stock or not. */
  function issueReturn(actor: StaffActor, orderId: number, input: ReturnInput, now = new Date()) {
    return issueCredit(
      actor,
      orderId,
      {
        reason: input.reason,
        lines: input.lines.map((line) => ({ kind: "return" as const, ...line })),
      },
      now,
    );
  }

  /** A price reduced after the invoice: the taxable value taken off each line named. */
  function issuePriceCredit(actor: StaffActor, orderId: number, input: CreditNoteInput, now = new Date()) {
    return issueCredit(
      actor,
      orderId,
      {
        reason: input.reason,
        lines: input.lines.map((line) => ({
          kind: "price" as const,
          orderLineId: line.orderLineId,
          taxable: toPaise(line.amount),
        })),
      },
      now,
    );
  }

  /**
   * The e-way bill generated on the portal, typed back: its number and validity, for a dispatched or
   * delivered order with a tax invoice. A stored number may be corrected; each change is audited with
   * what it replaced. Refused: an order not dispatched (409 EWAY_BILL_NOT_ALLOWED), without a tax invoice
   * (409 INVOICE_NOT_ISSUED), a number another order carries (409 EWAY_BILL_NUMBER_TAKEN), a validity
   * ending before the invoice's date or more than a year after it (422 EWAY_BILL_VALIDITY_INVALID).
   */
  /**
   * The tax invoice ahead of dispatch ("Issue invoice"), so that the e-way bill can be generated on the
   * portal against its number before the goods leave. The same document dispatch would issue: the next
   * number of the series, never twice (409 INVOICE_ALREADY_ISSUED), noted in the order's history.
   */
  async function issueInvoice(actor: StaffActor, orderId: number): Promise<{ number: string }> {
    return db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (!(INVOICE_BEFORE_DISPATCH_STATES as readonly string[]).includes(order.status)) {
        throw conflict(
          "INVOICE_NOT_ALLOWED",
          order.status === "placed"
            ? `Order ${order.number} is not confirmed yet: confirm it before issuing its tax invoice.`
            : `Order ${order.number} is ${order.status}: a tax invoice is issued ahead of dispatch only ` +
                "for a confirmed or packed order.",
        );
      }
      if (!order.gst) {
        throw conflict(
          "INVOICE_NOT_ALLOWED",
          `Order ${order.number} was placed before the shop stored its GST split: it cannot carry a tax invoice.`,
        );
      }
      const now = new Date();
      const invoice = await issueTaxInvoice(tx, order.id, { jobs, now });
      await tx.insert(orderStatusHistory).values({
        orderId: order.id,
        status: order.status,
        note: `Tax invoice ${invoice.number} issued ahead of dispatch.`,
        staffId: actor.staffId,
        createdAt: now,
      });
      await recordAudit(tx, actor, {
        action: "order.invoice",
        entity: "order",
        entityId: order.id,
        before: { invoiceNumber: null },
        after: { invoiceNumber: invoice.number, status: order.status },
      });
      return { number: invoice.number };
    });
  }

  async function recordEwayBill(
    actor: StaffActor,
    orderId: number,
    input: EwayBillEntryInput,
  ): Promise<void> {
    await db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (!(EWAY_BILL_STATES as readonly string[]).includes(order.status)) {
        throw conflict(
          "EWAY_BILL_NOT_ALLOWED",
          `Order ${order.number} is ${order.status}: an e-way bill is typed back once the order is ` +
            "confirmed and its tax invoice issued.",
        );
      }
      const invoice = await invoiceOf(tx, order.id);
      if (!invoice) {
        throw conflict(
          "INVOICE_NOT_ISSUED",
          `Order ${order.number} has no tax invoice: an e-way bill is generated against a tax invoice.`,
        );
      }
      const validUntil = new Date(input.validUntil);
      if (validUntil.getTime() <= invoice.issuedAt.getTime()) {
        const message =
          `The e-way bill's validity ends before invoice ${invoice.number} of ` +
          `${formatIndianDate(invoice.issuedAt)}: enter the "valid until" date and time the portal shows.`;
        throw unprocessable("EWAY_BILL_VALIDITY_INVALID", message, { validUntil: message });
      }
      if (validUntil.getTime() > invoice.issuedAt.getTime() + 366 * DAY_MS) {
        const message = "An e-way bill is valid for at most a year after its invoice: check the date.";
        throw unprocessable("EWAY_BILL_VALIDITY_INVALID", message, { validUntil: message });
      }
      await assertEwayBillNumberFree(tx, order.id, input.number, "number");
      const before = {
        ewayBillNumber: order.ewayBillNumber,
        ewayBillValidUntil: order.ewayBillValidUntil?.toISOString() ?? null,
      };
      const after = { ewayBillNumber: input.number, ewayBillValidUntil: validUntil.toISOString() };
      if (
        before.ewayBillNumber === after.ewayBillNumber &&
        before.ewayBillValidUntil === after.ewayBillValidUntil
      )
        return;
      await tx
        .update(orders)
        .set({ ewayBillNumber: input.number, ewayBillValidUntil: validUntil, updatedAt: new Date() })
        .where(eq(orders.id, order.id));
      await recordAudit(tx, actor, {
        action: "order.eway_bill",
        entity: "order",
        entityId: order.id,
        before,
        after: { ...after, invoiceNumber: invoice.number },
      });
      // The invoice's copies print the e-way bill number from now on.
      await jobs.send(tx, "document.render", { type: "document.issued", documentId: invoice.id });
    });
  }

  /**
   * The IRP's INV-01 JSON of the order's tax invoice, checked against the portal's schema and sums.
   * Refused: e-invoicing off (409 E_INVOICE_DISABLED), no tax invoice (409 INVOICE_NOT_ISSUED), a buyer
   * without a GSTIN (409 E_INVOICE_NOT_APPLICABLE), a field the IRP would refuse (422 E_INVOICE_INVALID).
   */
  async function eInvoiceFile(orderId: number): Promise<{ filename: string; json: unknown }> {
    const settings = await settingsOf(db);
    if (settings.eInvoiceEnabled !== true) throw eInvoiceDisabled();
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
    if (!order) throw adminOrderNotFound();
    const invoice = await invoiceOf(db, orderId);
    if (!invoice) throw invoiceNotIssued(order);
    if (!invoice.buyerGstin) throw eInvoiceNotApplicable(invoice);
    const json = await eInvoiceExport(db, invoice.id);
    const checked = eInvoiceDocumentSchema.safeParse(json);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      throw unprocessable(
        "E_INVOICE_INVALID",
        `The IRP would refuse invoice ${invoice.number}: ${issue?.path.join(".")} is not ${issue?.message}. ` +
          "Correct the buyer's or the shop's details and export again.",
      );
    }
    return { filename: `e-invoice-${invoice.number.replace(/\//g, "-")}.json`, json: checked.data };
  }

  /**
   * The IRP's answer for the order's tax invoice: the IRN, acknowledgement number and date, and the
   * signed QR code, which must name this invoice and this IRN. Stored once (an invoice number gets one
   * IRN from the IRP, and a cancelled IRN is never replaced under the same number); the invoice is printed
   * again with them, and that print is what buyers and staff download from then on. Audited.
   */
  async function recordIrn(actor: StaffActor, orderId: number, input: IrnInput, now = new Date()) {
    await db.transaction(async (tx) => {
      const settings = await settingsOf(tx);
      if (settings.eInvoiceEnabled !== true) throw eInvoiceDisabled();
      const order = await lockOrder(tx, orderId);
      const invoice = await invoiceOf(tx, order.id);
      if (!invoice) throw invoiceNotIssued(order);
      if (!invoice.buyerGstin) throw eInvoiceNotApplicable(invoice);
      const [already] = await tx
        .select()
        .from(eInvoices)
        .where(eq(eInvoices.documentId, invoice.id))
        .limit(1);
      if (already) {
        throw conflict(
          "IRN_ALREADY_RECORDED",
          `Invoice ${invoice.number} already carries IRN ${already.irn}, recorded ` +
            `${formatIndianDate(already.createdAt)}. The IRP gives an invoice number one IRN, so it is not replaced.`,
        );
      }
      const [taken] = await tx
        .select({ documentId: eInvoices.documentId })
        .from(eInvoices)
        .where(eq(eInvoices.irn, input.irn))
        .limit(1);
      if (taken) {
        const message = "This IRN is already recorded for another invoice.";
        throw conflict("IRN_TAKEN", message, { irn: message });
      }
      const ackDate = new Date(input.ackDate);
      if (ackDate.getTime() < startOfShopDay(invoice.issuedAt).getTime()) {
        const message = `The acknowledgement date is before invoice ${invoice.number} of ${formatIndianDate(invoice.issuedAt)}.`;
        throw unprocessable("ACK_DATE_INVALID", message, { ackDate: message });
      }
      if (ackDate.getTime() > now.getTime() + CLOCK_SKEW_MS) {
        const message = "The acknowledgement date is in the future: enter the date the portal shows.";
        throw unprocessable("ACK_DATE_INVALID", message, { ackDate: message });
      }
      const qrFault = signedQrFault(input, invoice, settings);
      if (qrFault) throw unprocessable("SIGNED_QR_INVALID", qrFault, { signedQrCode: qrFault });
      if (order.total !== invoice.total || order.gst?.taxable !== invoice.taxable) {
        throw new Error(`Invoice ${invoice.number} no longer matches its order's stored amounts`);
      }
      // The e-invoice print is rendered after the commit, as the document itself was.
      const storageKey = storageKeyFor("e-invoice", invoice.financialYear, invoice.orderId);
      await tx.insert(eInvoices).values({
        documentId: invoice.id,
        irn: input.irn,
        ackNo: input.ackNo,
        ackDate,
        signedQrCode: input.signedQrCode,
        storageKey,
        recordedBy: actor.staffId,
        createdAt: now,
      });
      await recordAudit(tx, actor, {
        action: "order.e_invoice",
        entity: "order",
        entityId: order.id,
        before: { invoiceNumber: invoice.number, file: invoice.storageKey },
        after: {
          invoiceNumber: invoice.number,
          irn: input.irn,
          ackNo: input.ackNo,
          ackDate: ackDate.toISOString(),
          file: storageKey,
        },
      });
      await jobs.send(tx, "document.render", { type: "document.issued", documentId: invoice.id });
    });
  }

  /** One GSTR-1 table of a month as CSV, and its file name. */
  async function gstr1Table(month: string, table: Gstr1Table): Promise<{ filename: string; csv: string }> {
    const gstr1 = await gstr1ForMonth(db, month);
    return { filename: `gstr1-${month}-${table}.csv`, csv: gstr1.files[table] };
  }

  /** The month's tax invoices (India's time), oldest first, with the e-way bill rule per invoice. */
  async function invoicesOfMonth(month: string, now = new Date()): Promise<{ items: GstInvoiceRowDto[] }> {
    const { from, to } = indianMonthRange(month);
    const rows = await db
      .select({
        document: documents,
        order: orders,
        buyerName: customers.name,
        company: customers.companyName,
      })
      .from(documents)
      .innerJoin(orders, eq(orders.id, documents.orderId))
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .where(and(eq(documents.kind, "invoice"), gte(documents.issuedAt, from), lt(documents.issuedAt, to)))
      .orderBy(asc(documents.issuedAt), asc(documents.id));
    const fromState = shopState(await readShopSettings(db));
    const exported = await lastEwayBillExports(
      db,
      rows.map(({ document }) => document.id),
    );
    return {
      items: rows.map(({ document, order, buyerName, company }) => ({
        id: document.id,
        number: document.number,
        issuedAt: document.issuedAt.toISOString(),
        total: toRupees(document.total),
        orderId: order.id,
        orderNumber: order.number,
        buyer: company ?? buyerName,
        deliveryState: order.address.state,
        ewayBillRequired: needsEwayBill(order, fromState),
        ewayBillNumber: order.ewayBillNumber,
        ewayBillValidUntil: order.ewayBillValidUntil?.toISOString() ?? null,
        ewayBillState: ewayBillDto(order, fromState, now).state,
        ewayBillExportedAt: exported.get(document.id)?.toISOString() ?? null,
      })),
    };
  }

  /**
   * The portal's bulk JSON: Part B from what dispatch recorded (transporter, LR and its date). Each
   * export is recorded per invoice: the portal makes a second e-way bill when a file is uploaded twice,
   * so an invoice exported before goes again only with `again` (409 EWAY_BILL_ALREADY_EXPORTED naming
   * when, otherwise). Audited with the invoices and whether any went again.
   */
  async function ewayBill(actor: StaffActor, input: EwayBillExportInput, now = new Date()) {
    const ids = input.invoices.map((chosen) => chosen.invoiceId);
    return db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: documents.id, number: documents.number, order: orders })
        .from(documents)
        .innerJoin(orders, eq(orders.id, documents.orderId))
        .where(and(inArray(documents.id, ids), eq(documents.kind, "invoice")))
        // Two exports of one invoice at once queue here, so the second sees the first's mark.
        .for("update", { of: documents });
      const missing = ids.filter((id) => !rows.some((row) => row.id === id));
      if (missing.length > 0)
        throw notFound("INVOICE_NOT_FOUND", `No tax invoice with id ${missing.join(", ")}.`);
      const earlier = await lastEwayBillExports(tx, ids);
      const again = rows.filter((row) => earlier.has(row.id));
      if (again.length > 0 && input.again !== true) {
        const listed = again
          .map((row) => `${row.number} on ${formatIndianDateTime(earlier.get(row.id) as Date)}`)
          .join(", ");
        throw conflict(
          "EWAY_BILL_ALREADY_EXPORTED",
          `Already exported: ${listed}. Uploading an invoice to the portal again makes a second e-way bill ` +
            "for the same goods; export it again only if the first file never reached the portal.",
        );
      }
      const json = await ewayBillExport(
        tx,
        input.invoices.map((chosen) => {
          const order = rows.find((row) => row.id === chosen.invoiceId)?.order;
          return {
            invoiceId: chosen.invoiceId,
            transport: {
              distanceKm: chosen.distanceKm,
              vehicleNo: chosen.vehicleNo || null,
              transporterId: chosen.transporterId || null,
              transporterName: order?.transporter ?? null,
              transDocNo: order?.lrNumber ?? null,
              transDocDate: order?.dispatchedAt ?? null,
            },
          };
        }),
      );
      await tx.insert(ewayBillExports).values(
        input.invoices.map((chosen) => ({
          documentId: chosen.invoiceId,
          exportedAt: now,
          staffId: actor.staffId,
          vehicleNo: chosen.vehicleNo || null,
          transporterId: chosen.transporterId || null,
        })),
      );
      await recordAudit(tx, actor, {
        action: "gst.eway_bill_export",
        entity: "document",
        entityId: ids.join(","),
        before: {
          exported: again.map((row) => ({
            invoiceNumber: row.number,
            exportedAt: (earlier.get(row.id) as Date).toISOString(),
          })),
        },
        after: {
          invoices: rows.map((row) => row.number),
          again: again.length > 0,
          exportedAt: now.toISOString(),
        },
      });
      return json;
    });
  }

  return {
    staffDocument,
    issueReturn,
    issuePriceCredit,
    gstr1Table,
    invoicesOfMonth,
    ewayBill,
    issueInvoice,
    recordEwayBill,
    eInvoiceFile,
    recordIrn,
  };
}

export type GstAdmin = ReturnType<typeof createGstAdmin>;

/**
 * What orders need of GST documents (`OrderDocuments`, declared by the orders module so that it imports
 * nothing from here): issuing the proforma and the tax invoice in the moving transaction, and reading
 * the documents of orders for their pages.
 */
export function createOrderDocuments(deps: { jobs: JobQueue }): OrderDocuments {
  const { jobs } = deps;
  return {
    issueProforma: (tx, order, now, announce) =>
      issueProforma(tx, order.id, { jobs: announce ?? jobs, now, placed: order }),
    issueTaxInvoice: (tx, orderId, now) => issueTaxInvoice(tx, orderId, { jobs, now }),
    reissueProforma: async (tx, order, now, announce) => {
      const issued = await reissueProforma(tx, order, { jobs: announce ?? jobs, now });
      return {
        id: issued.row.id,
        number: issued.row.number,
        issuedAt: issued.row.issuedAt,
        total: issued.row.total,
        revision: issued.revision,
      };
    },
    creditOnCancel: async (tx, orderId, reason, now) => {
      const [invoice] = await tx
        .select({ id: documents.id })
        .from(documents)
        .where(and(eq(documents.orderId, orderId), eq(documents.kind, "invoice")))
        .limit(1);
      if (!invoice) return null;
      const left = (await creditableLines(tx, orderId, await settingsOf(tx)))
        .map((line) => ({ orderLineId: line.orderLineId, quantity: line.quantity - line.returnedQuantity }))
        .filter((line) => line.quantity > 0);
      if (left.length === 0) return null;
      const issued = await issueCreditNote(tx, orderId, {
        jobs,
        now,
        reason,
        lines: left.map((line) => ({ kind: "return" as const, ...line, restock: false })),
      });
      return issued.document;
    },
    documentsOfOrders,
    orderGst,
    orderEInvoice,
    returnableLines,
  };
}

/** The invoice's lines with what may still come back or be credited; none before the tax invoice. */
export async function returnableLines(
  executor: Executor,
  order: OrderRow,
): Promise<AdminReturnableLineDto[]> {
  const [invoice] = await executor
    .select({ id: documents.id })
    .from(documents)
    .where(and(eq(documents.orderId, order.id), eq(documents.kind, "invoice")))
    .limit(1);
  if (!invoice) return [];
  const settings = await settingsOf(executor);
  return (await creditableLines(executor, order.id, settings)).map((line) => ({
    orderLineId: line.orderLineId,
    description: line.description,
    hsnCode: line.hsnCode,
    rate: line.rate,
    quantity: line.quantity,
    unitPrice: toRupees(line.unitPrice),
    returnedQuantity: line.returnedQuantity,
    creditableTaxable: toRupees(Math.max(0, line.taxable - line.creditedTaxable)),
  }));
}
