import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { customerGroups, websites } from "./websites";

/**
 * A buyer account. `email` is stored lower-cased and trimmed, so the unique key is case-insensitive in
 * practice. A JWT issued before `tokensValidAfter` is refused: raising it (password change, reset) revokes
 * every older token without a session table.
 */
export const customers = pgTable(
  "customers",
  {
    id: serial("id").primaryKey(),
    websiteId: integer("website_id")
      .notNull()
      .references(() => websites.id),
    customerGroupId: integer("customer_group_id")
      .notNull()
      .references(() => customerGroups.id),
    name: text("name").notNull(),
    email: text("email").notNull(),
    /** E.164, e.g. '+919811122233'. */
    phone: text("phone").notNull(),
    companyName: text("company_name"),
    gstin: text("gstin"),
    /** `scrypt$17$8$1$<salt b64>$<hash b64>`, see src/lib/password.ts. */
    passwordHash: text("password_hash").notNull(),
    tokensValidAfter: timestamp("tokens_valid_after", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique("customers_website_email_unique").on(t.websiteId, t.email),
    index("customers_customer_group_idx").on(t.customerGroupId),
  ],
);

/** Single-use reset links. Only a SHA-256 of the token is kept, so a leaked table cannot reset anything. */
export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: serial("id").primaryKey(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("password_reset_tokens_customer_idx").on(t.customerId)],
);

/** A customer's delivery addresses; `state` decides CGST+SGST versus IGST. */
export const addresses = pgTable(
  "addresses",
  {
    id: serial("id").primaryKey(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** E.164. */
    phone: text("phone").notNull(),
    company: text("company"),
    gstin: text("gstin"),
    line1: text("line1").notNull(),
    line2: text("line2"),
    city: text("city").notNull(),
    state: text("state").notNull(),
    pincode: text("pincode").notNull(),
    country: text("country").notNull().default("IN"),
    isDefault: boolean("is_default").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("addresses_customer_idx").on(t.customerId, t.id),
    // At most one default address per customer.
    uniqueIndex("addresses_one_default_idx").on(t.customerId).where(sql`${t.isDefault}`),
  ],
);
