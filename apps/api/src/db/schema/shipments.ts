import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { documents } from "./documents";
import { orderLines, orders } from "./orders";
import { staff } from "./staff";

export type ShipmentStateValue = "packed" | "invoiced" | "dispatched" | "cancelled";

/**
 * A part of an order that leaves together: packed from stock, then its own tax invoice, then (above the
 * limit) its e-way bill, then dispatch with transporter and LR. An order sent in one go has one shipment
 * holding every line.
 */
export const shipments = pgTable(
  "shipments",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** 1, 2, …: the shipment's number within its order. */
    number: integer("number").notNull(),
    state: text("state").$type<ShipmentStateValue>().notNull().default("packed"),
    // Documents are never deleted; "set null" only keeps a test database's clean-up possible.
    invoiceDocumentId: integer("invoice_document_id").references(() => documents.id, {
      onDelete: "set null",
    }),
    transporter: text("transporter"),
    lrNumber: text("lr_number"),
    vehicleNumber: text("vehicle_number"),
    transporterGstin: text("transporter_gstin"),
    ewayBillNumber: text("eway_bill_number"),
    packedBy: integer("packed_by").references(() => staff.id),
    invoicedBy: integer("invoiced_by").references(() => staff.id),
    invoicedAt: timestamp("invoiced_at", { withTimezone: true }),
    dispatchedBy: integer("dispatched_by").references(() => staff.id),
    dispatchedAt: timestamp("dispatched_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check("shipments_state_valid", sql`${t.state} in ('packed', 'invoiced', 'dispatched', 'cancelled')`),
    uniqueIndex("shipments_order_number_unique").on(t.orderId, t.number),
    // One tax invoice per shipment, one shipment per tax invoice.
    uniqueIndex("shipments_invoice_unique").on(t.invoiceDocumentId),
    index("shipments_state_idx").on(t.state, t.createdAt),
    index("shipments_eway_bill_number_idx").on(t.ewayBillNumber).where(sql`${t.ewayBillNumber} is not null`),
  ],
);

/** Pieces of one order line in one shipment. */
export const shipmentLines = pgTable(
  "shipment_lines",
  {
    id: serial("id").primaryKey(),
    shipmentId: integer("shipment_id")
      .notNull()
      .references(() => shipments.id, { onDelete: "cascade" }),
    orderLineId: integer("order_line_id")
      .notNull()
      .references(() => orderLines.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
  },
  (t) => [
    check("shipment_lines_quantity_positive", sql`${t.quantity} > 0`),
    uniqueIndex("shipment_lines_shipment_line_unique").on(t.shipmentId, t.orderLineId),
    index("shipment_lines_order_line_idx").on(t.orderLineId),
  ],
);
