import { sql } from "drizzle-orm";
import { bigint, check, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { customerReceipts } from "./credit";
import { customers } from "./customers";
import type { GatewayPaymentState } from "./gateway";

/**
 * A gateway order for what a buyer owes on their account (several invoices at once), the amount the
 * server's: the whole outstanding or the open amounts of the invoices chosen. Once a payment of it is
 * captured it becomes a receipt of the buyer (method 'online', reference the gateway's payment id),
 * applied oldest first to those invoices as staff's receipts are; what finds no open invoice stays on
 * account.
 */
export const gatewayAccountOrders = pgTable(
  "gateway_account_orders",
  {
    id: serial("id").primaryKey(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    gatewayOrderId: text("gateway_order_id").notNull().unique(),
    amount: bigint("amount", { mode: "number" }).notNull(),
    currency: text("currency").notNull().default("INR"),
    /** The orders whose invoices the buyer chose; null: the whole outstanding, every open invoice. */
    orderIds: jsonb("order_ids").$type<number[] | null>(),
    /** 'open' until a captured payment settles it (or nothing came of it for a day). */
    status: text("status").$type<"open" | "paid" | "closed">().notNull().default("open"),
    /** The latest payment at the gateway and its state (never moving back). */
    gatewayPaymentId: text("gateway_payment_id"),
    paymentStatus: text("payment_status").$type<GatewayPaymentState>(),
    method: text("method"),
    fee: bigint("fee", { mode: "number" }),
    tax: bigint("tax", { mode: "number" }),
    errorDescription: text("error_description"),
    /** The buyer's receipt the captured payment became; set once. */
    receiptId: integer("receipt_id").references(() => customerReceipts.id),
    reconciledAt: timestamp("reconciled_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("gateway_account_orders_amount_positive", sql`${t.amount} > 0`),
    index("gateway_account_orders_customer_idx").on(t.customerId),
    index("gateway_account_orders_open_idx").on(t.createdAt).where(sql`${t.status} = 'open'`),
  ],
);
