import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { orders, payments } from "./orders";
import { staff } from "./staff";
import { websites } from "./websites";

export type GatewayPaymentState = "created" | "authorized" | "captured" | "failed" | "refunded";
export type GatewayRefundState = "requested" | "pending" | "processed" | "failed";
export type GatewayEventOutcome = "applied" | "held" | "ignored";
export type GatewayMode = "test" | "live";
export type GatewayMethod = "upi" | "netbanking" | "card";

/**
 * An order the shop created at the gateway for an amount due (paise, decided by the server). A buyer
 * may open several (one per attempt at a different amount); each event's amount is checked against it.
 */
export const gatewayOrders = pgTable(
  "gateway_orders",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    gatewayOrderId: text("gateway_order_id").notNull().unique(),
    amount: bigint("amount", { mode: "number" }).notNull(),
    currency: text("currency").notNull().default("INR"),
    /** 'open' until a captured payment settles it or reconciliation finds nothing to settle. */
    status: text("status").$type<"open" | "paid" | "closed">().notNull().default("open"),
    reconciledAt: timestamp("reconciled_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("gateway_orders_order_idx").on(t.orderId),
    index("gateway_orders_open_idx").on(t.createdAt).where(sql`${t.status} = 'open'`),
  ],
);

/**
 * A payment at the gateway and what it reported: method, fee and tax (paise). Once captured it is
 * credited as a row of `payments` (method 'online', reference the gateway's payment id), so the
 * order's status, amount due and receipts read it like a bank transfer.
 */
export const gatewayPayments = pgTable(
  "gateway_payments",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    gatewayOrderRowId: integer("gateway_order_row_id")
      .notNull()
      .references(() => gatewayOrders.id, { onDelete: "cascade" }),
    gatewayPaymentId: text("gateway_payment_id").notNull().unique(),
    status: text("status").$type<GatewayPaymentState>().notNull(),
    method: text("method"),
    amount: bigint("amount", { mode: "number" }).notNull(),
    fee: bigint("fee", { mode: "number" }),
    tax: bigint("tax", { mode: "number" }),
    errorDescription: text("error_description"),
    /** The credited row of `payments`; set once, in the transaction that moves this to captured. */
    paymentRowId: integer("payment_row_id").references(() => payments.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      "gateway_payments_status_valid",
      sql`${t.status} in ('created', 'authorized', 'captured', 'failed', 'refunded')`,
    ),
    index("gateway_payments_order_idx").on(t.orderId),
  ],
);

/**
 * A refund asked of the gateway by staff. Its idempotency key is sent with the request, so a retry
 * after a lost answer never refunds twice; the money row is written when the gateway says processed.
 */
export const gatewayRefunds = pgTable(
  "gateway_refunds",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    gatewayPaymentRowId: integer("gateway_payment_row_id")
      .notNull()
      .references(() => gatewayPayments.id, { onDelete: "cascade" }),
    gatewayRefundId: text("gateway_refund_id").unique(),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    amount: bigint("amount", { mode: "number" }).notNull(),
    status: text("status").$type<GatewayRefundState>().notNull().default("requested"),
    refundRowId: integer("refund_row_id").references(() => payments.id),
    note: text("note"),
    requestedBy: integer("requested_by").references(() => staff.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      "gateway_refunds_status_valid",
      sql`${t.status} in ('requested', 'pending', 'processed', 'failed')`,
    ),
    index("gateway_refunds_order_idx").on(t.orderId),
  ],
);

/**
 * Every webhook event handled, by the gateway's event id: inserted in the transaction of the change it
 * made, so an event delivered ten times changes things once. 'held' events wait for staff (an amount
 * that does not match the gateway order the shop created).
 */
export const gatewayEvents = pgTable(
  "gateway_events",
  {
    eventId: text("event_id").primaryKey(),
    event: text("event").notNull(),
    outcome: text("outcome").$type<GatewayEventOutcome>().notNull(),
    reason: text("reason"),
    orderId: integer("order_id").references(() => orders.id, { onDelete: "set null" }),
    payload: jsonb("payload").notNull(),
    receivedAt: createdAt(),
  },
  (t) => [
    check("gateway_events_outcome_valid", sql`${t.outcome} in ('applied', 'held', 'ignored')`),
    index("gateway_events_held_idx").on(t.receivedAt).where(sql`${t.outcome} = 'held'`),
  ],
);

/**
 * The owner's Razorpay settings per website. Secrets are stored encrypted (AES-256-GCM with a key from
 * the environment) and never read back to a screen; the previous webhook secret keeps verifying for a
 * day after a change, while the gateway's dashboard and the shop are switched over.
 */
export const gatewaySettings = pgTable(
  "gateway_settings",
  {
    websiteId: integer("website_id")
      .primaryKey()
      .references(() => websites.id, { onDelete: "cascade" }),
    enabled: boolean("enabled").notNull().default(false),
    mode: text("mode").$type<GatewayMode>().notNull().default("test"),
    keyId: text("key_id"),
    keySecretEncrypted: text("key_secret_encrypted"),
    webhookSecretEncrypted: text("webhook_secret_encrypted"),
    previousWebhookSecretEncrypted: text("previous_webhook_secret_encrypted"),
    webhookSecretChangedAt: timestamp("webhook_secret_changed_at", { withTimezone: true }),
    methods: jsonb("methods").$type<GatewayMethod[]>().notNull().default(["upi", "netbanking", "card"]),
    partPayments: boolean("part_payments").notNull().default(false),
    updatedBy: integer("updated_by").references(() => staff.id),
    updatedAt: updatedAt(),
  },
  (t) => [check("gateway_settings_mode_valid", sql`${t.mode} in ('test', 'live')`)],
);
