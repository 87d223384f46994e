import { lineShare, rateTotals } from "@roshni/core";
import { and, asc, eq, inArray, lt } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { type DocumentRateTotal, documents, orderLines, shipmentLines, shipments } from "../../db/schema";
import type { DocumentRow } from "../documents/service";
import type { OrderLineRow, OrderRow } from "../orders/order-view";

export interface ShipmentBilling {
  /** The order lines in the shipment, each cut to the shipment's pieces and their share of the amounts. */
  lines: OrderLineRow[];
  /** The order's packing and freight go on its first tax invoice. */
  withCharges: boolean;
  amounts: {
    taxable: number;
    cgst: number;
    sgst: number;
    igst: number;
    total: number;
    rates: DocumentRateTotal[];
  };
}

/**
 * What the tax invoice of a shipment bills: each of its lines' share by pieces (core's lineShare, after
 * the pieces of the same line billed by earlier invoices, so that a line's invoices add up to it to the
 * paisa), and the packing and freight charges when it is the order's first invoice. `invoiceId` is the
 * invoice already issued (rendering it again), null while issuing: earlier means issued before it.
 */
export async function shipmentBilling(
  executor: Executor,
  order: OrderRow,
  shipmentId: number,
  invoiceId: number | null,
): Promise<ShipmentBilling> {
  if (!order.gst) throw new Error(`Order ${order.number} has no GST split`);
  const before = invoiceId === null ? [] : [lt(documents.id, invoiceId)];
  const earlierInvoices = await executor
    .select({ id: documents.id, shipmentId: documents.shipmentId })
    .from(documents)
    .where(and(eq(documents.orderId, order.id), eq(documents.kind, "invoice"), ...before))
    .orderBy(asc(documents.id));
  const earlierShipments = earlierInvoices
    .map((d) => d.shipmentId)
    .filter((id): id is number => id !== null && id !== shipmentId);
  const billedBefore = new Map<number, number>();
  if (earlierShipments.length > 0) {
    const rows = await executor
      .select({ orderLineId: shipmentLines.orderLineId, quantity: shipmentLines.quantity })
      .from(shipmentLines)
      .where(inArray(shipmentLines.shipmentId, earlierShipments));
    for (const r of rows)
      billedBefore.set(r.orderLineId, (billedBefore.get(r.orderLineId) ?? 0) + r.quantity);
  }
  const withCharges = earlierInvoices.filter((d) => d.shipmentId !== shipmentId).length === 0;
  const mine = await executor
    .select({ line: orderLines, quantity: shipmentLines.quantity })
    .from(shipmentLines)
    .innerJoin(orderLines, eq(orderLines.id, shipmentLines.orderLineId))
    .where(eq(shipmentLines.shipmentId, shipmentId))
    .orderBy(asc(orderLines.position), asc(orderLines.id));
  const lines = mine.map(({ line, quantity }) => {
    const share = lineShare(line, billedBefore.get(line.id) ?? 0, quantity);
    return {
      ...line,
      quantity,
      subtotal: share.subtotal,
      discount: share.discount,
      taxable: share.taxable,
      cgst: share.cgst,
      sgst: share.sgst,
      igst: share.igst,
      tax: share.cgst + share.sgst + share.igst,
      total: share.taxable + share.cgst + share.sgst + share.igst,
    };
  });
  const charges = withCharges ? order.gst.charges : [];
  const parts = [
    ...lines.map((l) => ({ rate: l.taxRate, taxable: l.taxable, cgst: l.cgst, sgst: l.sgst, igst: l.igst })),
    ...charges.map((c) => ({ rate: c.rate, taxable: c.taxable, cgst: c.cgst, sgst: c.sgst, igst: c.igst })),
  ];
  const sum = (key: "taxable" | "cgst" | "sgst" | "igst") => parts.reduce((n, p) => n + p[key], 0);
  const taxable = sum("taxable");
  const cgst = sum("cgst");
  const sgst = sum("sgst");
  const igst = sum("igst");
  return {
    lines,
    withCharges,
    amounts: { taxable, cgst, sgst, igst, total: taxable + cgst + sgst + igst, rates: rateTotals(parts) },
  };
}

/** The shipment a tax invoice bills, or null for an invoice of a whole order from before shipments. */
export async function shipmentOfInvoice(executor: Executor, invoiceId: number): Promise<ShipmentRow | null> {
  const [row] = await executor
    .select()
    .from(shipments)
    .where(eq(shipments.invoiceDocumentId, invoiceId))
    .limit(1);
  return row ?? null;
}

export type ShipmentRow = typeof shipments.$inferSelect;

/**
 * The order as the tax invoice `invoice` prints it: for the invoice of a shipment, the shipment's lines
 * and amounts, the charges only on the first invoice, and the shipment's transport; for an invoice of a
 * whole order (or any other document), the order itself.
 */
export async function orderAsBilled(
  executor: Executor,
  order: OrderRow,
  lines: OrderLineRow[],
  invoice: Pick<DocumentRow, "id" | "kind" | "shipmentId">,
): Promise<{ order: OrderRow; lines: OrderLineRow[] }> {
  if (invoice.kind !== "invoice" || invoice.shipmentId === null || !order.gst) return { order, lines };
  const [shipment] = await executor
    .select()
    .from(shipments)
    .where(eq(shipments.id, invoice.shipmentId))
    .limit(1);
  if (!shipment) throw new Error(`The shipment of invoice ${invoice.id} is missing`);
  const billing = await shipmentBilling(executor, order, shipment.id, invoice.id);
  const { amounts } = billing;
  return {
    lines: billing.lines,
    order: {
      ...order,
      total: amounts.total,
      quantity: billing.lines.reduce((n, l) => n + l.quantity, 0),
      transporter: shipment.transporter,
      lrNumber: shipment.lrNumber,
      vehicleNumber: shipment.vehicleNumber,
      transporterGstin: shipment.transporterGstin,
      ewayBillNumber: shipment.ewayBillNumber,
      ewayBillValidUntil: null,
      dispatchedAt: shipment.dispatchedAt,
      gst: {
        ...order.gst,
        charges: billing.withCharges ? order.gst.charges : [],
        rates: amounts.rates,
        taxable: amounts.taxable,
        cgst: amounts.cgst,
        sgst: amounts.sgst,
        igst: amounts.igst,
      },
    },
  };
}
