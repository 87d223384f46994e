import type { ReminderChannel, ReminderReason } from "@roshni/core";
import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { outboxMails } from "./content";
import { customers } from "./customers";
import { staff } from "./staff";

/** What a reminder named, as it stood the day it was sent (amounts in paise). */
export interface StoredReminderInvoice {
  invoiceNumber: string;
  orderNumber: string;
  dueOn: string;
  daysOverdue: number;
  open: number;
}

/**
 * A payment reminder sent to a buyer: one per buyer, shop day and channel (the unique key a second
 * sweep of the same day runs into), with what it named and the mail that carried it.
 */
export const paymentReminders = pgTable(
  "payment_reminders",
  {
    id: serial("id").primaryKey(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    channel: text("channel").$type<ReminderChannel>().notNull(),
    reason: text("reason").$type<ReminderReason>().notNull(),
    amount: bigint("amount", { mode: "number" }).notNull(),
    invoices: jsonb("invoices").$type<StoredReminderInvoice[]>().notNull(),
    mailId: integer("mail_id").references(() => outboxMails.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("payment_reminders_once_a_day").on(t.customerId, t.day, t.channel),
    index("payment_reminders_customer_idx").on(t.customerId, t.createdAt),
    check("payment_reminders_channel_valid", sql`${t.channel} in ('mail')`),
    check("payment_reminders_reason_valid", sql`${t.reason} in ('before', 'due', 'after')`),
  ],
);

/** A buyer whose reminders staff paused; no row: reminders go as the shop's settings say. */
export const reminderPauses = pgTable("reminder_pauses", {
  customerId: integer("customer_id")
    .primaryKey()
    .references(() => customers.id, { onDelete: "cascade" }),
  pausedBy: integer("paused_by").references(() => staff.id, { onDelete: "set null" }),
  pausedAt: timestamp("paused_at", { withTimezone: true }).notNull().defaultNow(),
});
