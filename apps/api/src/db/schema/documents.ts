import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { orders } from "./orders";
import { staff } from "./staff";

export type DocumentKind = "proforma" | "invoice" | "credit-note";

/** Totals of a document per GST rate, in paise (the HSN summary and GSTR-1 rows are built from lines). */
export interface DocumentRateTotal {
  rate: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
}

/**
 * A GST document issued for an order: the proforma invoice (numbered as the order), the tax invoice
 * (`RL/26-27/000123`) and credit notes (`CN/26-27/0007`). Issued once: the PDF at `storageKey` and every
 * number here never change afterwards. Amounts in paise.
 */
export const documents = pgTable(
  "documents",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    kind: text("kind").$type<DocumentKind>().notNull(),
    number: text("number").notNull(),
    /** "26-27"; the financial year whose series the number belongs to. */
    financialYear: text("financial_year").notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
    /** For a credit note: the tax invoice it reduces. */
    invoiceId: integer("invoice_id"),
    placeOfSupply: text("place_of_supply").notNull(),
    buyerGstin: text("buyer_gstin"),
    taxable: bigint("taxable", { mode: "number" }).notNull(),
    cgst: bigint("cgst", { mode: "number" }).notNull(),
    sgst: bigint("sgst", { mode: "number" }).notNull(),
    igst: bigint("igst", { mode: "number" }).notNull(),
    total: bigint("total", { mode: "number" }).notNull(),
    rates: jsonb("rates").$type<DocumentRateTotal[]>().notNull(),
    reason: text("reason"),
    /** Key of the PDF under the storage folder (`documents/…`, never served by `/storage`). */
    storageKey: text("storage_key").notNull(),
    createdAt: createdAt(),
    /**
     * For a tax invoice: the shipment whose lines it bills (an order sent in parts has one invoice per
     * shipment). Null on invoices issued before orders left in parts: those bill the whole order.
     */
    shipmentId: integer("shipment_id"),
  },
  (t) => [
    check("documents_kind_valid", sql`${t.kind} in ('proforma', 'invoice', 'credit-note')`),
    check("documents_amounts_add_up", sql`${t.taxable} + ${t.cgst} + ${t.sgst} + ${t.igst} = ${t.total}`),
    uniqueIndex("documents_kind_number_unique").on(t.kind, t.financialYear, t.number),
    // One tax invoice per shipment (an invoice of the whole order, from before shipments, has none);
    // a proforma is issued again as a revision when the order is edited; credit notes may be several.
    uniqueIndex("documents_shipment_invoice_unique").on(t.shipmentId).where(sql`${t.kind} = 'invoice'`),
    index("documents_order_idx").on(t.orderId),
    index("documents_kind_issued_idx").on(t.kind, t.issuedAt),
  ],
);

/**
 * The last number handed out per series and financial year. The row is taken with an upsert inside the
 * issuing transaction, which locks it until commit: two invoices issued at once get consecutive numbers,
 * and a rolled-back issue leaves no gap.
 */
export const documentCounters = pgTable(
  "document_counters",
  {
    series: text("series").notNull(),
    financialYear: text("financial_year").notNull(),
    last: integer("last").notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.financialYear] })],
);

/**
 * The IRP's answer for a tax invoice (e-invoicing, GST.md): the IRN, the acknowledgement and the signed
 * QR code, recorded once per invoice. The invoice's number, date and amounts stay those of `documents`;
 * `storageKey` is the same invoice printed again with the IRN and the QR, which buyers and staff download
 * from then on (the first file stays where `documents.storageKey` points).
 */
export const eInvoices = pgTable(
  "e_invoices",
  {
    id: serial("id").primaryKey(),
    documentId: integer("document_id")
      .notNull()
      .references(() => documents.id),
    /** 64 hexadecimal characters, lower case. */
    irn: text("irn").notNull(),
    ackNo: text("ack_no").notNull(),
    ackDate: timestamp("ack_date", { withTimezone: true }).notNull(),
    /** The signed QR code's text (a JWS signed by the IRP), printed as a QR image. */
    signedQrCode: text("signed_qr_code").notNull(),
    storageKey: text("storage_key").notNull(),
    recordedBy: integer("recorded_by").references(() => staff.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("e_invoices_document_unique").on(t.documentId),
    uniqueIndex("e_invoices_irn_unique").on(t.irn),
  ],
);
