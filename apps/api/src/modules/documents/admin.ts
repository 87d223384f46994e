import {
  type AdminDocumentDto,
  type AdminOrderGstDto,
  type CreditNoteInput,
  type DocumentKindDto,
  type EwayBillExportInput,
  formatMoney,
  type GstInvoiceRowDto,
  type Gstr1Table,
  toPaise,
  toRupees,
} from "@roshni/core";
import { and, asc, desc, eq, gte, inArray, lt } from "drizzle-orm";
import type { Db, Executor } from "../../db/client";
import { customers, documents, orders } from "../../db/schema";
import { conflict, notFound } from "../../lib/errors";
import type { FileStorage } from "../../lib/file-storage";
import { recordAudit, type StaffActor } from "../audit/service";
import type { OrderRow } from "../orders/order-view";
import { placeOfSupplyDto, readShopSettings } from "../orders/order-view";
import { adminOrderNotFound, lockOrder } from "../orders/payments";
import { needsEwayBill, shopState } from "../orders/transitions";
import { ewayBillExport, gstr1ForMonth, indianMonthRange } from "./exports";
import {
  type DocumentRow,
  documentFilename,
  documentNotIssued,
  issueCreditNote,
  readDocumentPdf,
  type StoredDocument,
} from "./service";

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
 * The back office's GST work: documents of any order, credit notes for returns (audited), the GSTR-1
 * tables of a month, the month's tax invoices and the e-way bill portal's JSON of chosen ones.
 */
export function createGstAdmin(deps: { db: Db; storage: FileStorage }) {
  const { db, storage } = deps;

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
    return {
      filename: documentFilename(row.kind, row.number),
      pdf: await readDocumentPdf(storage, row.storageKey),
    };
  }

  /**
   * A credit note against the order's tax invoice, for goods returned or a price corrected after
   * dispatch (a cancellation happens before dispatch, when no invoice exists yet). Refused before
   * dispatch (409 CREDIT_NOTE_NOT_ALLOWED), without an invoice (409 INVOICE_NOT_ISSUED), above what is
   * left of the invoice (422 CREDIT_ABOVE_INVOICE). The audit row names the staff member.
   */
  async function issueCredit(
    actor: StaffActor,
    orderId: number,
    input: CreditNoteInput,
    now = new Date(),
  ): Promise<AdminDocumentDto> {
    return db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (!(CREDIT_NOTE_STATES as readonly string[]).includes(order.status)) {
        throw conflict(
          "CREDIT_NOTE_NOT_ALLOWED",
          `Order ${order.number} has not been dispatched: a credit note is for goods returned or a price ` +
            "corrected after the tax invoice. Cancel an order that has not left instead.",
        );
      }
      const note = await issueCreditNote(tx, orderId, {
        storage,
        reason: input.reason,
        amount: toPaise(input.amount),
        now,
      });
      await recordAudit(tx, actor, {
        action: "order.credit_note",
        entity: "order",
        entityId: orderId,
        after: { number: note.number, amount: formatMoney(note.total), reason: note.reason },
      });
      return documentDto(note);
    });
  }

  /** One GSTR-1 table of a month as CSV, and its file name. */
  async function gstr1Table(month: string, table: Gstr1Table): Promise<{ filename: string; csv: string }> {
    const gstr1 = await gstr1ForMonth(db, month);
    return { filename: `gstr1-${month}-${table}.csv`, csv: gstr1.files[table] };
  }

  /** The month's tax invoices (India's time), oldest first, with the e-way bill rule per invoice. */
  async function invoicesOfMonth(month: string): Promise<{ items: GstInvoiceRowDto[] }> {
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
      })),
    };
  }

  /** The portal's bulk JSON: Part B from what dispatch recorded (transporter, LR and its date). */
  async function ewayBill(input: EwayBillExportInput) {
    const ids = input.invoices.map((chosen) => chosen.invoiceId);
    const rows = await db
      .select({ id: documents.id, order: orders })
      .from(documents)
      .innerJoin(orders, eq(orders.id, documents.orderId))
      .where(and(inArray(documents.id, ids), eq(documents.kind, "invoice")));
    const missing = ids.filter((id) => !rows.some((row) => row.id === id));
    if (missing.length > 0)
      throw notFound("INVOICE_NOT_FOUND", `No tax invoice with id ${missing.join(", ")}.`);
    return ewayBillExport(
      db,
      input.invoices.map((chosen) => {
        const order = rows.find((row) => row.id === chosen.invoiceId)?.order;
        return {
          invoiceId: chosen.invoiceId,
          transport: {
            distanceKm: chosen.distanceKm,
            transporterName: order?.transporter ?? null,
            transDocNo: order?.lrNumber ?? null,
            transDocDate: order?.dispatchedAt ?? null,
          },
        };
      }),
    );
  }

  return { staffDocument, issueCredit, gstr1Table, invoicesOfMonth, ewayBill };
}

export type GstAdmin = ReturnType<typeof createGstAdmin>;
