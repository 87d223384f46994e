import { bigint, date, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { customers } from "./customers";
import { documents } from "./documents";

/**
 * Each buyer's running sums for the receivables list, in paise: kept by triggers on documents, orders,
 * customer_receipts and receipt_allocations in the transaction of the write that changes them (see the
 * migration that creates this table), so outstanding = opening + invoiced − credited − (paid − refunded)
 * − (received − applied) without adding up every order. `documents`: how many invoices and credit notes.
 */
export const customerBalances = pgTable("customer_balances", {
  customerId: integer("customer_id")
    .primaryKey()
    .references(() => customers.id, { onDelete: "cascade" }),
  documents: integer("documents").notNull().default(0),
  invoiced: bigint("invoiced", { mode: "number" }).notNull().default(0),
  credited: bigint("credited", { mode: "number" }).notNull().default(0),
  paid: bigint("paid", { mode: "number" }).notNull().default(0),
  refunded: bigint("refunded", { mode: "number" }).notNull().default(0),
  received: bigint("received", { mode: "number" }).notNull().default(0),
  applied: bigint("applied", { mode: "number" }).notNull().default(0),
});

/**
 * The tax invoices still open (total less credit notes less what was paid on the order, above 0), one row
 * each, kept by the same triggers: the list ages these instead of every invoice ever issued.
 */
export const openInvoices = pgTable(
  "open_invoices",
  {
    documentId: integer("document_id")
      .primaryKey()
      .references(() => documents.id, { onDelete: "cascade" }),
    orderId: integer("order_id").notNull(),
    customerId: integer("customer_id").notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
    open: bigint("open", { mode: "number" }).notNull(),
  },
  (t) => [
    index("open_invoices_customer_idx").on(t.customerId, t.issuedAt, t.documentId),
    index("open_invoices_order_idx").on(t.orderId),
  ],
);

/**
 * The receivables list's figures of each buyer who owes the shop, kept by triggers on what they are
 * worked out from (`customer_balances`, `open_invoices`, `customer_credit`, `customer_group_credit`,
 * `customers`) in the transaction of the write, by the rules of the buyer's ledger: terms and limit as they
 * apply, outstanding, and (`receivable_items`) each open item's due day and what is still open of it after
 * money held on account is knocked off the oldest. Nothing here depends on the day: the list ages the
 * items by their due day when it is read.
 */
export const receivableBuyers = pgTable(
  "receivable_buyers",
  {
    customerId: integer("customer_id")
      .primaryKey()
      .references(() => customers.id, { onDelete: "cascade" }),
    websiteId: integer("website_id").notNull(),
    name: text("name").notNull(),
    companyName: text("company_name"),
    /** Days of credit from the invoice; null: advance. */
    terms: integer("terms"),
    /** The credit limit in paise (0: none). */
    lim: bigint("lim", { mode: "number" }).notNull(),
    outstanding: bigint("outstanding", { mode: "number" }).notNull(),
  },
  (t) => [index("receivable_buyers_website_idx").on(t.websiteId, t.outstanding, t.customerId)],
);

/** One open item of a buyer in `receivable_buyers`: its due day and what is still open of it (paise). */
export const receivableItems = pgTable(
  "receivable_items",
  {
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    websiteId: integer("website_id").notNull(),
    dueOn: date("due_on", { mode: "string" }).notNull(),
    open: bigint("open", { mode: "number" }).notNull(),
  },
  (t) => [
    index("receivable_items_customer_idx").on(t.customerId),
    index("receivable_items_website_idx").on(t.websiteId, t.customerId),
  ],
);
