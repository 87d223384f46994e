import {
  buildGstr1,
  type EwayTransport,
  eInvoiceJson,
  ewayBillBulkJson,
  ewayTransportError,
  type GstParty,
  type GstRecord,
  type Gstr1Export,
  type GstSeller,
  gstr1MonthError,
  type HsnRate,
  hsnDescription,
  resolveIndianState,
  shopMonthRange,
} from "@roshni/core";
import { and, asc, eq, gte, inArray, lt } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { documents, gstRates, orderLines, orders, type ShopSettings } from "../../db/schema";
import { notFound, unprocessable } from "../../lib/errors";
import { orderAsBilled } from "../dispatch/billing";
import { type Recipient, recipientOf, recipientSources } from "./recipient";
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
  return (await gstRecordsWithRecipients(executor, rows)).records;
}

async function gstRecordsWithRecipients(
  executor: Executor,
  rows: readonly DocumentRow[],
): Promise<{ records: GstRecord[]; recipients: Map<number, Recipient> }> {
  const recipients = new Map<number, Recipient>();
  if (rows.length === 0) return { records: [], recipients };
  const settings = await settingsOf(executor);
  const orderIds = [...new Set(rows.map((r) => r.orderId))];
  const orderRows = await executor.select().from(orders).where(inArray(orders.id, orderIds));
  const lineRows = await executor
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderId, orderIds))
    .orderBy(asc(orderLines.orderId), asc(orderLines.position), asc(orderLines.id));
  const { accounts, saved } = await recipientSources(
    executor,
    orderRows.map((o) => o.customerId),
  );
  const invoiceIds = rows.flatMap((r) => (r.invoiceId ? [r.invoiceId] : []));
  const invoices =
    invoiceIds.length === 0
      ? []
      : await executor.select().from(documents).where(inArray(documents.id, invoiceIds));
  const orderOf = new Map(orderRows.map((o) => [o.id, o]));
  const invoiceOf = new Map(invoices.map((i) => [i.id, i]));

  // A shipment's invoice carries the shipment's lines and amounts, not the whole order's.
  const billedOf = new Map<number, { order: (typeof orderRows)[number]; lines: typeof lineRows }>();
  for (const doc of rows) {
    const order = orderOf.get(doc.orderId);
    if (doc.kind === "invoice" && doc.shipmentId !== null && order) {
      billedOf.set(
        doc.id,
        await orderAsBilled(
          executor,
          order,
          lineRows.filter((l) => l.orderId === order.id),
          doc,
        ),
      );
    }
  }

  const records = rows.map((doc) => {
    const order = billedOf.get(doc.id)?.order ?? orderOf.get(doc.orderId);
    if (!order?.gst) throw new Error(`Order ${doc.orderId} of document ${doc.number} has no GST split`);
    const gst = order.gst;
    const account = accounts.get(order.customerId);
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
      email: account?.email ?? null,
    };
    const recipient = recipientOf(account, saved.get(order.customerId) ?? [], a, gst.buyerGstin);
    recipients.set(doc.id, recipient);
    const buyerParty: GstParty = {
      name: recipient.name,
      tradeName: null,
      gstin: recipient.gstin,
      address1: recipient.address.line1,
      address2: recipient.address.line2,
      place: recipient.address.city,
      pincode: recipient.address.pincode,
      stateCode: recipient.stateCode,
      phone: account?.phone ?? a.phone,
      email: account?.email ?? null,
    };
    const invoiceLines = documentLines({
      order: { gst },
      lines: billedOf.get(doc.id)?.lines ?? lineRows.filter((l) => l.orderId === order.id),
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
  return { records, recipients };
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
  const rates = await hsnRates(executor);
  return buildGstr1(month, await gstRecords(executor, rows), now, (hsn) => hsnDescription(hsn, rates));
}

/** The owner's GST rates by HSN, in core's shape. */
export async function hsnRates(executor: Executor): Promise<HsnRate[]> {
  const rows = await executor
    .select()
    .from(gstRates)
    .orderBy(asc(gstRates.hsnCode), asc(gstRates.effectiveFrom));
  return rows.map((r) => ({
    hsnCode: r.hsnCode,
    description: r.description,
    rate: r.rateHundredths / 100,
    effectiveFrom: r.effectiveFrom,
  }));
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
  const seller = gstSeller(await settingsOf(executor));
  const bills = records.map((invoice, i) => ({
    invoice,
    transport: chosen[i]?.transport ?? { distanceKm: 0 },
  }));
  const refusals = bills.flatMap(({ invoice, transport }) => {
    const refusal = ewayTransportError(seller, invoice, transport);
    return refusal ? [refusal] : [];
  });
  if (refusals.length > 0) throw unprocessable("EWAY_BILL_REFUSED", refusals.join(" "));
  return ewayBillBulkJson(seller, bills);
}

/**
 * The IRP's INV-01 JSON of one tax invoice (by document id); 422 for an unregistered buyer, and for a
 * registered buyer with no address in their GSTIN's state (the IRP checks the PIN against the state).
 */
export async function eInvoiceExport(executor: Executor, invoiceId: number) {
  const { records, recipients } = await gstRecordsWithRecipients(
    executor,
    await invoicesByIds(executor, [invoiceId]),
  );
  const record = records[0];
  if (!record) throw notFound("INVOICE_NOT_FOUND", `No tax invoice with id ${invoiceId}.`);
  if (!record.buyer.gstin) {
    throw unprocessable(
      "E_INVOICE_NOT_APPLICABLE",
      `Invoice ${record.number} is to an unregistered buyer: e-invoicing covers registered buyers only.`,
    );
  }
  if (recipients.get(invoiceId)?.registeredAddressKnown === false) {
    throw unprocessable(
      "E_INVOICE_BUYER_ADDRESS_MISSING",
      `Invoice ${record.number}: the buyer's GSTIN is registered in state ${record.buyer.stateCode}, and none of their addresses is there. Add the firm's registered address to the buyer, then export again.`,
    );
  }
  return eInvoiceJson(gstSeller(await settingsOf(executor)), record);
}
