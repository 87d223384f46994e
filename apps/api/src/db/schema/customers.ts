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
    /** Registered with a GSTIN or a company name: a trade buyer the shop has not yet placed in a group. */
    awaitingApproval: boolean("awaiting_approval").notNull().default(false),
    /** Set: the buyer cannot sign in or order, and every token of theirs is refused. */
    blockedAt: timestamp("blocked_at", { withTimezone: true }),
    /** The storefront language the buyer registered or chose in their profile (en, ru, ar); null: English. */
    language: text("language"),
    /** The buyer agreed to order news on WhatsApp (at registration or in the profile); off until they do. */
    whatsappOptIn: boolean("whatsapp_opt_in").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * The registered firm's legal name as on its GST registration: the one recipient name of the tax
     * invoice, INV-01, GSTR-1 and the e-way bill for this buyer's GSTIN. Null: see docs/decisions.md.
     */
    legalName: text("legal_name"),
  },
  (t) => [
    unique("customers_website_email_unique").on(t.websiteId, t.email),
    index("customers_customer_group_idx").on(t.customerGroupId, t.createdAt.desc(), t.id.desc()),
    index("customers_website_created_idx").on(t.websiteId, t.createdAt.desc(), t.id.desc()),
    index("customers_awaiting_idx").on(t.createdAt.desc(), t.id.desc()).where(sql`${t.awaitingApproval}`),
    index("customers_blocked_idx").on(t.createdAt.desc(), t.id.desc()).where(sql`${t.blockedAt} is not null`),
    // Back-office search by name, email, phone, GSTIN or company: one trigram index over their text.
    index("customers_search_trgm_idx").using(
      "gin",
      sql`(lower(${t.name} || ' ' || ${t.email} || ' ' || ${t.phone} || ' ' || coalesce(${t.companyName}, '') || ' ' || coalesce(${t.gstin}, ''))) gin_trgm_ops`,
    ),
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
