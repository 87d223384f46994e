import type {
  PaymentStatus as DerivedPaymentStatus,
  OrderState,
  PaymentMethod as PaymentRecordMethod,
} from "@roshni/core";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { products } from "./catalogue";
import { createdAt, updatedAt } from "./columns";
import { customers } from "./customers";
import { staff } from "./staff";
import { websites } from "./websites";

/** The states and moves are core's (orders/states.ts). */
export type OrderStatus = OrderState;
/** Derived from the payment rows by core's paymentStatusOf, and kept on the order for lists and filters. */
export type PaymentStatus = DerivedPaymentStatus;
/** How the buyer chose to pay at checkout. */
export type PaymentMethod = "bank-transfer";
export type { PaymentRecordMethod };

/** The delivery address as it was when the order was placed; later edits of the address do not change it. */
export interface OrderAddressSnapshot {
  name: string;
  phone: string;
  company: string | null;
  gstin: string | null;
  line1: string;
  line2: string | null;
  city: string;
  state: string;
  pincode: string;
  country: string;
}

/** A cart totals line (PRICING.md): type 'discount' | 'packaging' | 'packing-discount' | 'shipping' | …, price in paise. */
export interface OrderTotalLine {
  type: string;
  title: string;
  price: number;
}

/** The coupon's values when the order was placed, in the units of the coupons table (hundredths). */
export interface OrderCouponSnapshot {
  code: string;
  subtotalType: "percent" | "absolute";
  subtotalDiscount: number;
  packingType: "percent" | "absolute";
  packingDiscount: number;
  transportType: "percent" | "absolute";
  transportDiscount: number;
}

/**
 * The GST of an order as decided when it was placed (GST.md): the place of supply, the buyer's GSTIN,
 * packing and shipping with their tax, and the totals per rate, in paise. Documents print these stored
 * amounts, so an invoice never recomputes an order differently later. Null for orders placed before.
 */
export interface OrderGstSnapshot {
  placeOfSupply: { name: string; gstCode: string; basis: "delivery" | "buyer-gstin"; intraState: boolean };
  /** The GSTIN the order was placed under (the address's, else the account's), null when unregistered. */
  buyerGstin: string | null;
  /** The GSTIN state differed from the delivery state: the buyer was warned. */
  warning: string | null;
  charges: {
    kind: "packaging" | "shipping";
    amount: number;
    discount: number;
    rate: number;
    taxable: number;
    cgst: number;
    sgst: number;
    igst: number;
  }[];
  rates: { rate: number; taxable: number; cgst: number; sgst: number; igst: number }[];
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
}

/** Feeds the human order number; see ../order-number.ts. */
export const orderNumberSeq = pgSequence("order_number_seq", { startWith: 1, increment: 1 });

/** Amounts in paise (bigint columns read as JS numbers). */
export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    /** 'WL-2026-000123'. */
    number: text("number").notNull().unique(),
    websiteId: integer("website_id")
      .notNull()
      .references(() => websites.id),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id),
    status: text("status").$type<OrderStatus>().notNull().default("placed"),
    paymentStatus: text("payment_status").$type<PaymentStatus>().notNull().default("pending"),
    paymentMethod: text("payment_method").$type<PaymentMethod>().notNull(),
    address: jsonb("address").$type<OrderAddressSnapshot>().notNull(),
    subtotal: bigint("subtotal", { mode: "number" }).notNull(),
    totals: jsonb("totals").$type<OrderTotalLine[]>().notNull(),
    total: bigint("total", { mode: "number" }).notNull(),
    quantity: integer("quantity").notNull(),
    couponCode: text("coupon_code"),
    coupon: jsonb("coupon").$type<OrderCouponSnapshot>(),
    toPayShipping: boolean("to_pay_shipping").notNull().default(false),
    note: text("note"),
    /** Sums of the payment rows (paise), kept with paymentStatus in the same transaction as the rows. */
    amountPaid: bigint("amount_paid", { mode: "number" }).notNull().default(0),
    amountRefunded: bigint("amount_refunded", { mode: "number" }).notNull().default(0),
    transporter: text("transporter"),
    lrNumber: text("lr_number"),
    ewayBillNumber: text("eway_bill_number"),
    /** The e-way bill's validity as the portal gave it (staff type it back after generating the bill). */
    ewayBillValidUntil: timestamp("eway_bill_valid_until", { withTimezone: true }),
    dispatchedAt: timestamp("dispatched_at", { withTimezone: true }),
    gst: jsonb("gst").$type<OrderGstSnapshot>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * Sum of the credit notes issued against the order's tax invoice (paise, tax included): the order's
     * net amount is total − amountCredited, and what is due and refundable is measured against it.
     */
    amountCredited: bigint("amount_credited", { mode: "number" }).notNull().default(0),
    /** The staff member who entered the order for the buyer (a phone or WhatsApp order); null: the buyer. */
    enteredBy: integer("entered_by").references(() => staff.id),
    /** How the goods left by road (Rule 48 prints it on the transporter's copy): "DL01AB1234". */
    vehicleNumber: text("vehicle_number"),
    /** The transporter's GSTIN or TRANSIN, when the vehicle is the transporter's to name. */
    transporterGstin: text("transporter_gstin"),
  },
  (t) => [
    check(
      "orders_state_valid",
      sql`${t.status} in ('placed', 'confirmed', 'packed', 'dispatched', 'delivered', 'cancelled', 'partly-dispatched')`,
    ),
    check(
      "orders_payment_state_valid",
      sql`${t.paymentStatus} in ('pending', 'partially_paid', 'paid', 'partially_refunded', 'refunded')`,
    ),
    index("orders_customer_created_idx").on(t.customerId, t.createdAt.desc(), t.id.desc()),
    index("orders_website_created_idx").on(t.websiteId, t.createdAt.desc(), t.id.desc()),
    index("orders_status_created_idx").on(t.status, t.createdAt.desc(), t.id.desc()),
    index("orders_payment_status_created_idx").on(t.paymentStatus, t.createdAt.desc(), t.id.desc()),
    // An e-way bill number typed back is looked up on other orders (one bill, one consignment).
    index("orders_eway_bill_number_idx").on(t.ewayBillNumber).where(sql`${t.ewayBillNumber} is not null`),
    // The dashboard's "payments awaited": the open orders' amounts, read from the index alone (its
    // condition is the dashboard query's, word for word, so the planner can use it).
    index("orders_payments_awaited_idx")
      .on(t.websiteId, t.total, t.amountPaid, t.amountRefunded, t.amountCredited)
      .where(sql`${t.status} <> 'cancelled' and ${t.paymentStatus} in ('pending', 'partially_paid')`),
  ],
);

export interface OrderLineOption {
  optionId: number;
  valueId: number;
  optionTitle?: string;
  valueTitle?: string;
}

/** A snapshot of the product and its computed amounts (paise); `fromStock + madeToOrder = quantity`. */
export const orderLines = pgTable(
  "order_lines",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    title: text("title").notNull(),
    sku: text("sku").notNull(),
    options: jsonb("options").$type<OrderLineOption[]>().notNull().default([]),
    price: integer("price").notNull(),
    mrp: integer("mrp").notNull(),
    taxRate: integer("tax_rate").notNull(),
    quantity: integer("quantity").notNull(),
    subtotal: bigint("subtotal", { mode: "number" }).notNull(),
    tax: bigint("tax", { mode: "number" }).notNull(),
    total: bigint("total", { mode: "number" }).notNull(),
    fromStock: integer("from_stock").notNull(),
    madeToOrder: integer("made_to_order").notNull(),
    position: integer("position").notNull().default(0),
    /** HSN code of the product when ordered (Rule 46: per invoice line). */
    hsnCode: text("hsn_code").notNull().default(""),
    /** The line's share of the subtotal discount, its taxable value and its GST, in paise. */
    discount: bigint("discount", { mode: "number" }).notNull().default(0),
    taxable: bigint("taxable", { mode: "number" }).notNull().default(0),
    cgst: bigint("cgst", { mode: "number" }).notNull().default(0),
    sgst: bigint("sgst", { mode: "number" }).notNull().default(0),
    igst: bigint("igst", { mode: "number" }).notNull().default(0),
    /**
     * Paise. The buyer's group price when staff entered the order: differs from `price` when a manager
     * or the owner set another price (`priceReason` says why). Null for orders the buyer placed.
     */
    groupPrice: integer("group_price"),
    priceReason: text("price_reason"),
    /** Paise. A price a sales person proposed and could not apply: for a manager to decide, not charged. */
    proposedPrice: integer("proposed_price"),
    /** When the pieces still awaited (made to order, back-ordered) are expected in stock; staff set it. */
    expectedOn: date("expected_on", { mode: "string" }),
    /** Pieces cancelled when the rest of a partly dispatched order was cancelled: never shipped, not owed. */
    cancelledQuantity: integer("cancelled_quantity").notNull().default(0),
  },
  (t) => [
    check("order_lines_quantity_split", sql`${t.fromStock} + ${t.madeToOrder} = ${t.quantity}`),
    index("order_lines_order_idx").on(t.orderId, t.position),
    index("order_lines_product_idx").on(t.productId),
  ],
);

export const orderStatusHistory = pgTable(
  "order_status_history",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    status: text("status").$type<OrderStatus>().notNull(),
    note: text("note"),
    /** The staff member who made the move; null for the buyer's own step (placed). */
    staffId: integer("staff_id").references(() => staff.id),
    createdAt: createdAt(),
  },
  (t) => [index("order_status_history_order_idx").on(t.orderId, t.createdAt)],
);

/**
 * Money that moved: a payment received (`kind` 'payment') or given back ('refund'), amount in paise
 * (always positive), the bank's reference (UTR), the day it arrived and who recorded it. The order's
 * paymentStatus is derived from these rows. One UTR pays an order once.
 */
export const payments = pgTable(
  "payments",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    kind: text("kind").$type<"payment" | "refund">().notNull().default("payment"),
    method: text("method").$type<PaymentRecordMethod>().notNull(),
    amount: bigint("amount", { mode: "number" }).notNull(),
    reference: text("reference"),
    receivedOn: date("received_on", { mode: "string" }).notNull().default(sql`current_date`),
    note: text("note"),
    recordedBy: integer("recorded_by").references(() => staff.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("payments_order_idx").on(t.orderId, t.createdAt),
    uniqueIndex("payments_order_reference_unique")
      .on(t.orderId, t.reference)
      .where(sql`${t.kind} = 'payment' and ${t.reference} is not null`),
    // The collections report reads a period's money by the day it arrived.
    index("payments_received_on_idx").on(t.receivedOn),
  ],
);

/**
 * A buyer's word that they paid (the UTR of a transfer): staff check it against the bank and confirm
 * it as a payment, or reject it with a reason. It is never money by itself.
 */
export const paymentClaims = pgTable(
  "payment_claims",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    reference: text("reference").notNull(),
    amount: bigint("amount", { mode: "number" }).notNull(),
    paidOn: date("paid_on", { mode: "string" }).notNull(),
    note: text("note"),
    status: text("status").$type<"open" | "confirmed" | "rejected">().notNull().default("open"),
    reason: text("reason"),
    decidedBy: integer("decided_by").references(() => staff.id),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    paymentId: integer("payment_id").references(() => payments.id),
    createdAt: createdAt(),
    /** How the buyer says they paid; null on claims sent before the form asked. */
    method: text("method").$type<"upi" | "bank_transfer">(),
  },
  (t) => [
    check("payment_claims_status_valid", sql`${t.status} in ('open', 'confirmed', 'rejected')`),
    index("payment_claims_order_idx").on(t.orderId, t.createdAt),
    index("payment_claims_open_idx").on(t.orderId).where(sql`${t.status} = 'open'`),
    check("payment_claims_method_valid", sql`${t.method} is null or ${t.method} in ('upi', 'bank_transfer')`),
  ],
);

/**
 * `Idempotency-Key` of POST /order. `requestHash` is a hash of the canonical body: the same key with the
 * same body returns `orderId`'s order, with another body it is a 409.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    id: serial("id").primaryKey(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    requestHash: text("request_hash").notNull(),
    orderId: integer("order_id").references(() => orders.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    unique("idempotency_keys_customer_key_unique").on(t.customerId, t.key),
    index("idempotency_keys_order_idx").on(t.orderId),
    index("idempotency_keys_created_idx").on(t.createdAt),
  ],
);
export type OrderLineRowType = typeof orderLines.$inferSelect;
