import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { customers } from "./customers";
import { orders } from "./orders";
import { customerGroups } from "./websites";

export type DiscountType = "percent" | "absolute";

/**
 * Each `*Discount` is an integer in hundredths: for 'percent' hundredths of a percent (1000 = 10.00 %),
 * for 'absolute' paise (50000 = ₹500.00). Either way the API value is `column / 100`.
 * `code` is stored upper-case. A coupon with rows in couponCustomerGroups or couponCustomers is
 * restricted to those groups or customers (either list admits); with none it is open to everyone.
 */
export const coupons = pgTable(
  "coupons",
  {
    id: serial("id").primaryKey(),
    code: text("code").notNull().unique(),
    description: text("description").notNull().default(""),
    subtotalType: text("subtotal_type").$type<DiscountType>().notNull().default("percent"),
    subtotalDiscount: integer("subtotal_discount").notNull().default(0),
    packingType: text("packing_type").$type<DiscountType>().notNull().default("percent"),
    packingDiscount: integer("packing_discount").notNull().default(0),
    transportType: text("transport_type").$type<DiscountType>().notNull().default("percent"),
    transportDiscount: integer("transport_discount").notNull().default(0),
    validFrom: timestamp("valid_from", { withTimezone: true }),
    validTo: timestamp("valid_to", { withTimezone: true }),
    /** Uses over all customers; null = unlimited. */
    usageLimit: integer("usage_limit"),
    /** Uses per customer; null = unlimited. */
    usagePerCustomer: integer("usage_per_customer"),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      "coupons_types_valid",
      sql`${t.subtotalType} in ('percent', 'absolute') and ${t.packingType} in ('percent', 'absolute') and ${t.transportType} in ('percent', 'absolute')`,
    ),
    check(
      "coupons_percent_at_most_100",
      sql`(${t.subtotalType} <> 'percent' or ${t.subtotalDiscount} between 0 and 10000) and (${t.packingType} <> 'percent' or ${t.packingDiscount} between 0 and 10000) and (${t.transportType} <> 'percent' or ${t.transportDiscount} between 0 and 10000)`,
    ),
  ],
);

export const couponCustomerGroups = pgTable(
  "coupon_customer_groups",
  {
    couponId: integer("coupon_id")
      .notNull()
      .references(() => coupons.id, { onDelete: "cascade" }),
    customerGroupId: integer("customer_group_id")
      .notNull()
      .references(() => customerGroups.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.couponId, t.customerGroupId] }),
    index("coupon_customer_groups_group_idx").on(t.customerGroupId),
  ],
);

export const couponCustomers = pgTable(
  "coupon_customers",
  {
    couponId: integer("coupon_id")
      .notNull()
      .references(() => coupons.id, { onDelete: "cascade" }),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.couponId, t.customerId] }),
    index("coupon_customers_customer_idx").on(t.customerId),
  ],
);

/** One row per order that used a coupon; counted against usageLimit and usagePerCustomer. */
export const couponUses = pgTable(
  "coupon_uses",
  {
    id: serial("id").primaryKey(),
    couponId: integer("coupon_id")
      .notNull()
      .references(() => coupons.id, { onDelete: "cascade" }),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    orderId: integer("order_id")
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [index("coupon_uses_coupon_customer_idx").on(t.couponId, t.customerId)],
);
