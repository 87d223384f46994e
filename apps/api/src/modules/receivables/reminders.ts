import {
  type BuyerAccountDto,
  type BuyerRemindersDto,
  type LedgerQuery,
  PAYMENT_REMINDER_DEFAULTS,
  type PaymentReminderSettings,
  paymentReminderMessage,
  paymentReminderWhatsAppLink,
  paymentReminderWhatsAppText,
  type ReminderContent,
  type ReminderReason,
  reminderReason,
  type StatementMailDto,
  shopDay,
  statementMailMessage,
  toPaise,
  toRupees,
} from "@roshni/core";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db, Executor } from "../../db/client";
import { queryRows } from "../../db/client";
import { customers, outboxMails, paymentReminders, reminderPauses, staff } from "../../db/schema";
import type { JobQueue } from "../../jobs/queue";
import { notFound, unprocessable } from "../../lib/errors";
import { recordAudit, type StaffActor } from "../audit/service";
import { MESSAGE_JOBS } from "../messages/service";
import { readShopSettings } from "../settings/read";
import type { Receivables } from "./service";
import { statementPdf, statementSeller } from "./statement";

/** The job kinds of reminders and statements by mail (the handler table names them). */
export const REMINDER_JOBS = {
  /** Daily, on pg-boss's schedule: every buyer who reaches a reminder day gets one mail. */
  sweep: "reminders.sweep",
  /** One statement of account rendered and mailed to its buyer. */
  statement: "statement.mail",
} as const;

/** At 09:00 in Delhi (03:30 UTC): the mail arrives with the working day, not in the night. */
export const REMINDER_SWEEP_CRON = "30 3 * * *";

/** Reminders kept on the buyer page: the newest first, the rest in the database. */
const HISTORY_LIMIT = 100;

export interface StatementJob {
  websiteId: number;
  customerId: number;
  from: string | null;
  to: string;
}

const REASON_WEIGHT: Record<ReminderReason, number> = { before: 0, due: 1, after: 2 };

function customerNotFound() {
  return notFound("CUSTOMER_NOT_FOUND", "This buyer does not exist.");
}

export function reminderSettingsOf(
  settings: { paymentReminders?: PaymentReminderSettings } | null,
): PaymentReminderSettings {
  return { ...PAYMENT_REMINDER_DEFAULTS, ...settings?.paymentReminders };
}

export function createPaymentReminders(deps: {
  db: Db;
  jobs: JobQueue;
  publicWebUrl: string;
  receivables: Receivables;
}) {
  const { db, jobs, receivables } = deps;
  const accountLink = `${deps.publicWebUrl.replace(/\/+$/, "")}/account/credit`;

  async function buyerOf(ex: Executor, websiteId: number, customerId: number) {
    const [row] = await ex
      .select({
        id: customers.id,
        name: customers.name,
        email: customers.email,
        phone: customers.phone,
        language: customers.language,
        blockedAt: customers.blockedAt,
      })
      .from(customers)
      .where(and(eq(customers.id, customerId), eq(customers.websiteId, websiteId)))
      .limit(1);
    return row ?? null;
  }

  /** What a reminder says, from the buyer's account as their credit page shows it. */
  function contentOf(account: BuyerAccountDto): ReminderContent {
    return {
      amount: toPaise(account.outstanding),
      invoices: account.invoices.map((invoice) => ({
        invoiceNumber: invoice.invoiceNumber,
        orderNumber: invoice.orderNumber,
        dueOn: invoice.dueOn,
        daysOverdue: invoice.daysOverdue,
        open: toPaise(invoice.open),
      })),
      upiUri: account.upi?.uri ?? null,
      accountLink,
    };
  }

  /**
   * The buyer's reminder of `today`, when one of their open invoices reaches a reminder day and they
   * owe something: recorded once under (buyer, day, channel), the mail and its send job in the same
   * transaction. A second sweep of the day meets the unique key and sends nothing. Answers whether a
   * reminder was written.
   */
  async function remindBuyer(
    websiteId: number,
    customerId: number,
    settings: PaymentReminderSettings,
    now: Date,
  ): Promise<boolean> {
    const today = shopDay(now);
    const account = await receivables.buyerAccount(websiteId, customerId, now);
    if (account.outstanding <= 0 || account.invoices.length === 0) return false;
    let reason: ReminderReason | null = null;
    for (const invoice of account.invoices) {
      const why = reminderReason(invoice.dueOn, today, settings);
      if (why && (reason === null || REASON_WEIGHT[why] > REASON_WEIGHT[reason])) reason = why;
    }
    if (reason === null) return false;
    const content = contentOf(account);
    return db.transaction(async (tx) => {
      const buyer = await buyerOf(tx, websiteId, customerId);
      if (!buyer || buyer.blockedAt) return false;
      // Read in the transaction: a pause saved while the sweep was on its way still stops this mail.
      const [paused] = await tx
        .select({ id: reminderPauses.customerId })
        .from(reminderPauses)
        .where(eq(reminderPauses.customerId, customerId));
      if (paused) return false;
      const [reminder] = await tx
        .insert(paymentReminders)
        .values({
          customerId,
          day: today,
          channel: "mail",
          reason,
          amount: content.amount,
          invoices: content.invoices.map((invoice) => ({ ...invoice })),
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: paymentReminders.id });
      if (!reminder) return false;
      const message = paymentReminderMessage({ ...content, buyer });
      const [mail] = await tx
        .insert(outboxMails)
        .values({
          to: buyer.email,
          subject: message.subject,
          text: message.text,
          sourceKey: `reminder/${reminder.id}`,
        })
        .returning({ id: outboxMails.id });
      if (!mail) throw new Error("The reminder's mail insert returned no row");
      await tx.update(paymentReminders).set({ mailId: mail.id }).where(eq(paymentReminders.id, reminder.id));
      await jobs.send(tx, MESSAGE_JOBS.sendMail, { mailId: mail.id });
      return true;
    });
  }

  /**
   * The daily sweep: each buyer with an open tax invoice and no pause, on the shop's day of `now`.
   * Nothing when the owner has reminders off. One buyer's failure is reported and the rest go on.
   */
  async function sweep(
    now = new Date(),
    onError: (error: unknown, customerId: number) => void = () => undefined,
  ): Promise<{ sent: number }> {
    const settings = reminderSettingsOf(await readShopSettings(db));
    if (!settings.enabled) return { sent: 0 };
    const candidates = await queryRows<{ customer_id: number; website_id: number }>(
      db,
      // open_invoices holds each tax invoice still open (kept by the database in every write's transaction).
      sql`select distinct i.customer_id, c.website_id
        from open_invoices i
        join customers c on c.id = i.customer_id
        where c.blocked_at is null
          and not exists (select 1 from reminder_pauses p where p.customer_id = i.customer_id)
        order by i.customer_id`,
    );
    let sent = 0;
    for (const row of candidates) {
      try {
        if (await remindBuyer(Number(row.website_id), Number(row.customer_id), settings, now)) sent += 1;
      } catch (error) {
        onError(error, Number(row.customer_id));
      }
    }
    return { sent };
  }

  async function pausedOf(ex: Executor, customerId: number) {
    const [row] = await ex
      .select({ at: reminderPauses.pausedAt, by: staff.name })
      .from(reminderPauses)
      .leftJoin(staff, eq(staff.id, reminderPauses.pausedBy))
      .where(eq(reminderPauses.customerId, customerId));
    return row ? { at: row.at.toISOString(), by: row.by ?? null } : null;
  }

  /** The buyer page's reminders: pause, history (newest first) and the WhatsApp text of today. */
  async function history(
    websiteId: number,
    customerId: number,
    now = new Date(),
  ): Promise<BuyerRemindersDto> {
    const buyer = await buyerOf(db, websiteId, customerId);
    if (!buyer) throw customerNotFound();
    const rows = await db
      .select({ reminder: paymentReminders, sentAt: outboxMails.sentAt })
      .from(paymentReminders)
      .leftJoin(outboxMails, eq(outboxMails.id, paymentReminders.mailId))
      .where(eq(paymentReminders.customerId, customerId))
      .orderBy(desc(paymentReminders.day), desc(paymentReminders.id))
      .limit(HISTORY_LIMIT);
    const account = await receivables.buyerAccount(websiteId, customerId, now);
    let whatsapp: BuyerRemindersDto["whatsapp"] = null;
    if (account.outstanding > 0 && account.invoices.length > 0) {
      const text = paymentReminderWhatsAppText({ ...contentOf(account), buyerName: buyer.name });
      whatsapp = { text, link: paymentReminderWhatsAppLink(buyer.phone, text) };
    }
    return {
      paused: await pausedOf(db, customerId),
      enabled: reminderSettingsOf(await readShopSettings(db)).enabled,
      reminders: rows.map(({ reminder, sentAt }) => ({
        id: reminder.id,
        day: reminder.day,
        channel: reminder.channel,
        reason: reminder.reason,
        amount: toRupees(reminder.amount),
        invoices: reminder.invoices.map((invoice) => ({ ...invoice, open: toRupees(invoice.open) })),
        sentAt: sentAt ? sentAt.toISOString() : null,
      })),
      whatsapp,
    };
  }

  /** Staff pause or resume a buyer's reminders; audited with before and after. */
  async function setPaused(
    actor: StaffActor,
    websiteId: number,
    customerId: number,
    paused: boolean,
    now = new Date(),
  ): Promise<BuyerRemindersDto> {
    await db.transaction(async (tx) => {
      const [buyer] = await tx
        .select({ id: customers.id })
        .from(customers)
        .where(and(eq(customers.id, customerId), eq(customers.websiteId, websiteId)))
        .for("update");
      if (!buyer) throw customerNotFound();
      const before = (await pausedOf(tx, customerId)) !== null;
      if (before === paused) return;
      if (paused) {
        await tx.insert(reminderPauses).values({ customerId, pausedBy: actor.staffId, pausedAt: now });
      } else {
        await tx.delete(reminderPauses).where(eq(reminderPauses.customerId, customerId));
      }
      await recordAudit(tx, actor, {
        action: "customer.reminders",
        entity: "customer",
        entityId: customerId,
        before: { remindersPaused: before },
        after: { remindersPaused: paused },
      });
    });
    return history(websiteId, customerId, now);
  }

  /**
   * A statement of account to be mailed to the buyer: the period checked now, the PDF rendered and the
   * mail written by a job after the commit. Staff requests are audited; a buyer's own is not a staff write.
   */
  async function requestStatement(
    actor: StaffActor | null,
    websiteId: number,
    customerId: number,
    period: LedgerQuery,
    now = new Date(),
  ): Promise<StatementMailDto> {
    const to = period.to ?? shopDay(now);
    const from = period.from ?? null;
    if (from !== null && from > to) {
      const message = "The period starts after it ends.";
      throw unprocessable("VALIDATION_FAILED", message, { from: message });
    }
    return db.transaction(async (tx) => {
      const buyer = await buyerOf(tx, websiteId, customerId);
      if (!buyer) throw customerNotFound();
      const job: StatementJob = { websiteId, customerId, from, to };
      await jobs.send(tx, REMINDER_JOBS.statement, job);
      if (actor) {
        await recordAudit(tx, actor, {
          action: "customer.statement-mail",
          entity: "customer",
          entityId: customerId,
          before: null,
          after: { from, to, mailedTo: buyer.email },
        });
      }
      return { to: buyer.email, from, until: to };
    });
  }

  /** The statement job: the ledger of the period as its PDF, attached to a mail to the buyer, once per job. */
  async function mailStatement(job: StatementJob, jobId: string): Promise<void> {
    const buyer = await buyerOf(db, job.websiteId, job.customerId);
    if (!buyer) return;
    const ledger = await receivables.ledger(job.websiteId, job.customerId, {
      ...(job.from ? { from: job.from } : {}),
      to: job.to,
    });
    const pdf = await statementPdf(ledger, statementSeller(await readShopSettings(db)));
    const message = statementMailMessage({
      buyer,
      from: job.from,
      to: job.to,
      closing: toPaise(ledger.closing),
      accountLink,
    });
    await db.transaction(async (tx) => {
      const [mail] = await tx
        .insert(outboxMails)
        .values({
          to: buyer.email,
          subject: message.subject,
          text: message.text,
          sourceKey: `statement/${jobId}`,
          attachments: [
            {
              filename: `statement-${job.to}.pdf`,
              contentType: "application/pdf",
              base64: pdf.toString("base64"),
            },
          ],
        })
        .onConflictDoNothing({ target: outboxMails.sourceKey })
        .returning({ id: outboxMails.id });
      if (mail) await jobs.send(tx, MESSAGE_JOBS.sendMail, { mailId: mail.id });
    });
  }

  return { sweep, remindBuyer, history, setPaused, requestStatement, mailStatement };
}

export type PaymentReminders = ReturnType<typeof createPaymentReminders>;
