import type { PaymentReminderSettings, TurnoverBand, WhatsAppEvent } from "@roshni/core";
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { customers } from "./customers";
import { websites } from "./websites";

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** The file's bytes as base64. */
  base64: string;
}

/**
 * Mail waiting to be sent. Written in the same transaction as the change that causes it, so a mail is
 * never lost nor sent for a rolled-back change; a sender marks `sentAt` or records the error.
 */
export const outboxMails = pgTable(
  "outbox_mails",
  {
    id: serial("id").primaryKey(),
    to: text("to_address").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    /** Where a reply goes (the contact form's sender), when not to the shop's own address. */
    replyTo: text("reply_to"),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    /** The job that wrote it and its place among that job's mails: a retried job writes no mail twice. */
    sourceKey: text("source_key").unique(),
    /** Files sent with the mail (a statement's PDF), base64 in the row so a retry sends the same bytes. */
    attachments: jsonb("attachments").$type<MailAttachment[]>(),
  },
  (t) => [index("outbox_mails_unsent_idx").on(t.createdAt).where(sql`${t.sentAt} is null`)],
);

/**
 * A WhatsApp template message sent to a buyer through the Cloud API: the Cloud API's message id and the
 * delivery status its webhook reports (sent, delivered, read, failed), kept for the back office.
 */
export const whatsappMessages = pgTable(
  "whatsapp_messages",
  {
    id: serial("id").primaryKey(),
    customerId: integer("customer_id").references(() => customers.id, { onDelete: "set null" }),
    /** The order the news is about, when it is about one. */
    orderId: integer("order_id"),
    /** The shop's event (orderPlaced, orderDispatched, …). */
    event: text("event").$type<WhatsAppEvent>().notNull(),
    template: text("template").notNull(),
    language: text("language").notNull(),
    /** E.164 without the plus, as the Cloud API takes it. */
    phone: text("phone").notNull(),
    parameters: jsonb("parameters").$type<string[]>().notNull(),
    /** The Cloud API's id (wamid.…); null until it accepted the message. */
    cloudId: text("cloud_id").unique(),
    /** pending (not yet accepted by the Cloud API), accepted, then as its webhook reports: sent, delivered, read, failed. */
    status: text("status").notNull().default("pending"),
    error: text("error"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("whatsapp_messages_order_idx").on(t.orderId),
    index("whatsapp_messages_customer_idx").on(t.customerId),
  ],
);

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: serial("id").primaryKey(),
    websiteId: integer("website_id")
      .notNull()
      .references(() => websites.id),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    subject: text("subject").notNull().default(""),
    message: text("message").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("contact_messages_website_created_idx").on(t.websiteId, t.createdAt)],
);

/**
 * Blog posts; `body` is Markdown (GitHub's flavour, no HTML), rendered by the storefront's one renderer.
 * `publishedAt` null: a draft; in the future: scheduled. Only posts with `publishedAt <= now()` reach
 * buyers (list, page, sitemap). `coverKey` '': no cover picture.
 */
export const blogPosts = pgTable(
  "blog_posts",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull(),
    body: text("body").notNull(),
    coverKey: text("cover_key").notNull().default(""),
    author: text("author").notNull(),
    category: text("category").notNull().default(""),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("blog_posts_published_idx").on(t.publishedAt.desc(), t.id.desc()),
    index("blog_posts_title_trgm_idx").using("gin", sql`lower(${t.title}) gin_trgm_ops`),
  ],
);

/** Key/value settings; the seed writes one row under SHOP_SETTINGS_KEY holding a ShopSettings. */
export const shopSettings = pgTable("shop_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: updatedAt(),
});

export const SHOP_SETTINGS_KEY = "shop";

export interface ShopSettings {
  companyName: string;
  tradeName: string;
  address: {
    line1: string;
    line2: string;
    city: string;
    state: string;
    pincode: string;
    country: string;
  };
  /** E.164; the first is the Customer Service line of the header. */
  phones: string[];
  email: string;
  /** As the header shows it. */
  hours: string;
  /** The other spelling SPEC.md section 1 keeps in one place. */
  hoursAlt: string;
  openingHoursSpecification: { days: string[]; opens: string; closes: string };
  gstin: string;
  cin: string;
  pan: string;
  bank: { accountName: string; accountNumber: string; ifsc: string; bankName: string; branch: string };
  social: { facebook: string; instagram: string; youtube: string; pinterest: string; linkedin: string };
  chat: { number: string; greeting: string };
  /** Rupees per US dollar for the currency switch. */
  usdRate: number;
  /** The shop's UPI address for the QR code on an order page; absent or empty: no UPI. */
  upiVpa?: string;
  /** Where a new order's summary is mailed; absent or empty: the shop's `email`. */
  orderNotificationEmails?: string[];
  /**
   * Annual turnover band: HSN codes print with 4 digits up to ₹5 crore, 6 above (GST.md, Rule 46).
   * Absent: up to ₹5 crore.
   */
  turnoverBand?: TurnoverBand;
  /**
   * E-invoicing (IRN) through the IRP (GST.md): compulsory above ₹5 crore annual turnover. On: the back
   * office exports B2B tax invoices as INV-01 JSON and takes the IRN, acknowledgement and signed QR back.
   * Absent: off.
   */
  eInvoiceEnabled?: boolean;
  /**
   * The WhatsApp templates the owner had approved by Meta, by event (template name); an event without one
   * is not sent on WhatsApp. Used only when the WhatsApp Cloud API is configured.
   */
  whatsappTemplates?: Partial<Record<WhatsAppEvent, string>>;
  /** Days an uploaded import file is kept before it is deleted. Absent: IMPORT_FILE_DAYS_DEFAULT (30). */
  importFileDays?: number;
  /** Days a back-office order draft is kept after its last save. Absent: DRAFT_EXPIRY_DAYS_DEFAULT (14). */
  draftExpiryDays?: number;
  /** The buyers' payment reminders. Absent: PAYMENT_REMINDER_DEFAULTS (off). */
  paymentReminders?: PaymentReminderSettings;
  geo: { latitude: number; longitude: number };
}
