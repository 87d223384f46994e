import type { OrderEditChange } from "@roshni/core";
import { bigint, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { customers } from "./customers";
import { documents } from "./documents";
import { orders } from "./orders";
import { staff } from "./staff";

/**
 * One edit of an order before dispatch: what changed line by line (kept as it was said, for the buyer's
 * mail and the order's history), the totals before and after, who made it and the proforma revision it
 * issued.
 */
export const orderEdits = pgTable(
  "order_edits",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    staffId: integer("staff_id")
      .notNull()
      .references(() => staff.id),
    changes: jsonb("changes").$type<OrderEditChange[]>().notNull(),
    totalBefore: bigint("total_before", { mode: "number" }).notNull(),
    totalAfter: bigint("total_after", { mode: "number" }).notNull(),
    proformaId: integer("proforma_id").references(() => documents.id),
    createdAt: createdAt(),
  },
  (t) => [index("order_edits_order_idx").on(t.orderId, t.createdAt)],
);

/**
 * A buyer's request to change an order, written from their order page: mailed to the shop and shown on
 * the back office's order page until a staff member marks it handled (usually by editing the order).
 */
export const orderChangeRequests = pgTable(
  "order_change_requests",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id),
    message: text("message").notNull(),
    createdAt: createdAt(),
    handledAt: timestamp("handled_at", { withTimezone: true }),
    handledBy: integer("handled_by").references(() => staff.id),
  },
  (t) => [index("order_change_requests_order_idx").on(t.orderId, t.createdAt)],
);
