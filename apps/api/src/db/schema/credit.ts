import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { customers } from "./customers";
import { orders, payments } from "./orders";
import { staff } from "./staff";
import { customerGroups } from "./websites";

/**
 * A buyer's own payment terms and credit limit, over their group's defaults. `termsSet` false: the
 * group's terms apply (`paymentTermsDays` null then means nothing); true with null days: advance.
 * `creditLimit` null: the group's limit. Amounts in paise.
 */
export const customerCredit = pgTable(
  "customer_credit",
  {
    customerId: integer("customer_id")
      .primaryKey()
      .references(() => customers.id, { onDelete: "cascade" }),
    termsSet: boolean("terms_set").notNull().default(false),
    paymentTermsDays: integer("payment_terms_days"),
    creditLimit: bigint("credit_limit", { mode: "number" }),
    /** What the buyer owed when their account started here; negative: an advance the shop held. */
    openingBalance: bigint("opening_balance", { mode: "number" }).notNull().default(0),
    openingBalanceOn: date("opening_balance_on", { mode: "string" }),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      "customer_credit_terms_valid",
      sql`${t.paymentTermsDays} is null or ${t.paymentTermsDays} in (0, 7, 15, 30, 45, 60, 90)`,
    ),
    check("customer_credit_limit_valid", sql`${t.creditLimit} is null or ${t.creditLimit} >= 0`),
  ],
);

/** The terms and limit of a group's buyers unless set on the buyer; a group without a row: advance, 0. */
export const customerGroupCredit = pgTable(
  "customer_group_credit",
  {
    customerGroupId: integer("customer_group_id")
      .primaryKey()
      .references(() => customerGroups.id, { onDelete: "cascade" }),
    paymentTermsDays: integer("payment_terms_days"),
    creditLimit: bigint("credit_limit", { mode: "number" }).notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      "customer_group_credit_terms_valid",
      sql`${t.paymentTermsDays} is null or ${t.paymentTermsDays} in (0, 7, 15, 30, 45, 60, 90)`,
    ),
    check("customer_group_credit_limit_valid", sql`${t.creditLimit} >= 0`),
  ],
);

/**
 * Money from a buyer for their account rather than one order: applied to open invoices as payment rows
 * (`receipt_allocations`), the rest held on account ('on-account') or as an advance ('advance').
 */
export const customerReceipts = pgTable(
  "customer_receipts",
  {
    id: serial("id").primaryKey(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id),
    kind: text("kind").$type<"on-account" | "advance">().notNull(),
    method: text("method").notNull(),
    amount: bigint("amount", { mode: "number" }).notNull(),
    reference: text("reference"),
    receivedOn: date("received_on", { mode: "string" }).notNull(),
    note: text("note"),
    recordedBy: integer("recorded_by").references(() => staff.id),
    createdAt: createdAt(),
  },
  (t) => [
    check("customer_receipts_kind_valid", sql`${t.kind} in ('on-account', 'advance')`),
    check("customer_receipts_amount_positive", sql`${t.amount} > 0`),
    index("customer_receipts_customer_idx").on(t.customerId, t.receivedOn),
    uniqueIndex("customer_receipts_reference_unique")
      .on(t.customerId, t.reference)
      .where(sql`${t.reference} is not null`),
  ],
);

/** The part of a receipt applied to one order, written as that order's payment row. */
export const receiptAllocations = pgTable(
  "receipt_allocations",
  {
    id: serial("id").primaryKey(),
    receiptId: integer("receipt_id")
      .notNull()
      .references(() => customerReceipts.id),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    paymentId: integer("payment_id")
      .notNull()
      .references(() => payments.id),
    amount: bigint("amount", { mode: "number" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("receipt_allocations_receipt_idx").on(t.receiptId),
    uniqueIndex("receipt_allocations_payment_unique").on(t.paymentId),
  ],
);

/** A dispatch above the buyer's credit limit that a manager or owner let go, with the figures and why. */
export const creditReleases = pgTable(
  "credit_releases",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id),
    staffId: integer("staff_id").references(() => staff.id),
    reason: text("reason").notNull(),
    creditLimit: bigint("credit_limit", { mode: "number" }).notNull(),
    exposure: bigint("exposure", { mode: "number" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("credit_releases_customer_idx").on(t.customerId, t.createdAt)],
);
