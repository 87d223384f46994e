import {
  buildGstr1,
  type EwayTransport,
  eInvoiceJson,
  ewayBillBulkJson,
  type GstParty,
  type GstRecord,
  type Gstr1Export,
  type GstSeller,
  gstr1MonthError,
  resolveIndianState,
  shopMonthRange,
} from "@roshni/core";
import { and, asc, eq, gte, inArray, lt } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { customers, documents, orderLines, orders, type ShopSettings } from "../../db/schema";
import { notFound, unprocessable } from "../../lib/errors";
import { creditLines, type DocumentRow, documentLines, LINE_UNIT, settingsOf } from "./service";

/** The shop as the portals' JSON names it. */
export function gstSeller(settings: ShopSettings): GstSeller {
  const state = resolveIndianState(settings.address.state);
  return {
    gstin: settings.gstin,
    legalName: settings.companyName,
    tradeName: settings.tradeName,
    address1: settings.address.line1,
    address2: settings.address.line2,
    place: settings.address.city,
    pincode: settings.address.pincode,
    stateCode: state?.gstCode ?? settings.gstin.slice(0, 2),
    phone: settings.phones[0] ?? "",
    email: settings.email,
  };
}

/** Start (inclusive) and end (exclusive) of a month in India, as instants. */
export function indianMonthRange(month: string): { from: Date; to: Date } {
  return shopMonthRange(month);
}

/**
 * The tax invoices and credit notes as the exports read them, built from the stored documents, the
 * orders' stored split and lines: five statements whatever the number of documents.
 */
export async function gstRecords(executor: Executor, rows: readonly DocumentRow[]): Promise<GstRecord[]> {
  if (rows.length === 0) return [];
  const settings = await settingsOf(executor);
  const orderIds = [...new Set(rows.map((r) => r.orderId))];
  const orderRows = await executor.select().from(orders).where(inArray(orders.id, orderIds));
  const lineRows = await executor
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderId, orderIds))
    .orderBy(asc(orderLines.orderId), asc(orderLines.position), asc(orderLines.id));
  const buyers = await executor
    .select({
      id: customers.id,
      name: customers.name,
      email: customers.email,
      phone: customers.phone,
      companyName: customers.companyName,
    })
    .from(customers)
    .where(
      inArray(
        customers.id,
        orderRows.map((o) => o.customerId),
      ),
    );
  const invoiceIds = rows.flatMap((r) => (r.invoiceId ? [r.invoiceId] : []));
  const invoices =
    invoiceIds.length === 0
      ? []
      : await executor.select().from(documents).where(inArray(documents.id, invoiceIds));
  const orderOf = new Map(orderRows.map((o) => [o.id, o]));
  const buyerOf = new Map(buyers.map((b) => [b.id, b]));
  const invoiceOf = new Map(invoices.map((i) => [i.id, i]));

  return rows.map((doc) => {
    const order = orderOf.get(doc.orderId);
    if (!order?.gst) throw new Error(`Order ${doc.orderId} of document ${doc.number} has no GST split`);
    const gst = order.gst;
    const buyer = buyerOf.get(order.customerId);
    const a = order.address;
    const delivery = resolveIndianState(a.state);
    const shipTo: GstParty = {
      name: a.name,
      tradeName: a.company,
      gstin: a.gstin,
      address1: a.line1,
      address2: a.line2,
      place: a.city,
      pincode: a.pincode,
      stateCode: delivery?.gstCode ?? gst.placeOfSupply.gstCode,
      phone: a.phone,
      email: buyer?.email ?? null,
    };
    const buyerParty: GstParty = {
      ...shipTo,
      name: buyer?.name ?? a.name,
      tradeName: a.company ?? buyer?.companyName ?? null,
      gstin: gst.buyerGstin,
      stateCode: gst.buyerGstin ? gst.buyerGstin.slice(0, 2) : shipTo.stateCode,
    };
    const invoiceLines = documentLines({
      order: { gst },
      lines: lineRows.filter((l) => l.orderId === order.id),
      settings,
    });
    const invoice = doc.invoiceId ? invoiceOf.get(doc.invoiceId) : undefined;
    const lines =
      doc.kind === "credit-note" && invoice && doc.total !== invoice.total
        ? creditLines(invoiceLines, invoice.number, doc.rates)
        : invoiceLines;
    return {
      kind: doc.kind === "credit-note" ? "credit-note" : "invoice",
      number: doc.number,
      issuedAt: doc.issuedAt,
      invoice: invoice ? { number: invoice.number, issuedAt: invoice.issuedAt, total: invoice.total } : null,
      buyer: buyerParty,
      shipTo,
      placeOfSupply: doc.placeOfSupply,
      intraState: gst.placeOfSupply.intraState,
      lines: lines.map((l) => ({ ...l, unit: l.unit ?? LINE_UNIT })),
      taxable: doc.taxable,
      cgst: doc.cgst,
      sgst: doc.sgst,
      igst: doc.igst,
      total: doc.total,
    } satisfies GstRecord;
  });
}

/**
 * GSTR-1 of a month ("2026-03") from the tax invoices and credit notes issued in it (India's time).
 * 422 GSTR1_MONTH_INVALID for a malformed month or one that has not begun.
 */
export async function gstr1ForMonth(
  executor: Executor,
  month: string,
  now: Date = new Date(),
): Promise<Gstr1Export> {
  const refusal = gstr1MonthError(month, now);
  if (refusal) throw unprocessable("GSTR1_MONTH_INVALID", refusal, { month: refusal });
  const { from, to } = indianMonthRange(month);
  const rows = await executor
    .select()
    .from(documents)
    .where(
      and(
        inArray(documents.kind, ["invoice", "credit-note"]),
        gte(documents.issuedAt, from),
        lt(documents.issuedAt, to),
      ),
    )
    .orderBy(asc(documents.issuedAt), asc(documents.id));
  return buildGstr1(month, await gstRecords(executor, rows), now);
}

async function invoicesByIds(executor: Executor, ids: readonly number[]): Promise<DocumentRow[]> {
  if (ids.length === 0) return [];
  const rows = await executor
    .select()
    .from(documents)
    .where(and(inArray(documents.id, [...ids]), eq(documents.kind, "invoice")));
  const missing = ids.filter((id) => !rows.some((r) => r.id === id));
  if (missing.length > 0)
    throw notFound("INVOICE_NOT_FOUND", `No tax invoice with id ${missing.join(", ")}.`);
  return ids.map((id) => rows.find((r) => r.id === id) as DocumentRow);
}

/** The e-way bill portal's bulk JSON for the chosen tax invoices (by document id) and their transport. */
export async function ewayBillExport(
  executor: Executor,
  chosen: readonly { invoiceId: number; transport: EwayTransport }[],
) {
  const rows = await invoicesByIds(
    executor,
    chosen.map((c) => c.invoiceId),
  );
  const records = await gstRecords(executor, rows);
  const settings = await settingsOf(executor);
  return ewayBillBulkJson(
    gstSeller(settings),
    records.map((invoice, i) => ({ invoice, transport: chosen[i]?.transport ?? { distanceKm: 0 } })),
  );
}

/** The IRP's INV-01 JSON of one tax invoice (by document id); 422 for an unregistered buyer. */
export async function eInvoiceExport(executor: Executor, invoiceId: number) {
  const [record] = await gstRecords(executor, await invoicesByIds(executor, [invoiceId]));
  if (!record) throw notFound("INVOICE_NOT_FOUND", `No tax invoice with id ${invoiceId}.`);
  if (!record.buyer.gstin) {
    throw unprocessable(
      "E_INVOICE_NOT_APPLICABLE",
      `Invoice ${record.number} is to an unregistered buyer: e-invoicing covers registered buyers only.`,
    );
  }
  return eInvoiceJson(gstSeller(await settingsOf(executor)), record);
}
