import { z } from "zod";
import { whatsAppChatLink } from "../messages/accounts";
import type { MessageBuyer } from "../messages/orders";
import { type Message, messageLanguageOf, SHOP_SIGNATURE } from "../messages/types";
import { formatMoney } from "../money/format-money";
import type { Paise } from "../money/paise";
import { isoDateSchema } from "../schemas/admin/common";
import { daysBetween } from "./rules";

/**
 * The shop's payment reminders: a mail to a buyer with open invoices `daysBefore` days before an invoice
 * falls due, on the due date, and every `everyDaysAfter` days once it is overdue. 0 days: that reminder
 * is not sent. Off by default: turning it on is the owner's choice, not an upgrade's.
 */
export interface PaymentReminderSettings {
  enabled: boolean;
  daysBefore: number;
  onDueDate: boolean;
  everyDaysAfter: number;
}

export const PAYMENT_REMINDER_DEFAULTS: PaymentReminderSettings = {
  enabled: false,
  daysBefore: 3,
  onDueDate: true,
  everyDaysAfter: 7,
};

export const REMINDER_DAYS_MAX = 90;

const reminderDays = (what: string) =>
  z
    .number({ error: `Enter the days ${what} as a whole number.` })
    .int({ error: `Enter the days ${what} as a whole number.` })
    .min(0, { error: `Enter 0 days ${what} or more (0: none).` })
    .max(REMINDER_DAYS_MAX, { error: `Enter at most ${REMINDER_DAYS_MAX} days ${what}.` });

export const paymentReminderSettingsSchema = z.strictObject({
  enabled: z.boolean({ error: "Say whether payment reminders are sent." }),
  daysBefore: reminderDays("before the due date"),
  onDueDate: z.boolean({ error: "Say whether a reminder goes on the due date." }),
  everyDaysAfter: reminderDays("between reminders once overdue"),
});

export type ReminderReason = "before" | "due" | "after";

/**
 * Why an invoice due on `dueOn` is reminded of on `today` (both the shop's days), or null. Days are
 * counted on the calendar, so a sweep at any hour of the shop's day decides the same.
 */
export function reminderReason(
  dueOn: string,
  today: string,
  settings: PaymentReminderSettings,
): ReminderReason | null {
  const late = daysBetween(dueOn, today);
  if (settings.daysBefore > 0 && late === -settings.daysBefore) return "before";
  if (settings.onDueDate && late === 0) return "due";
  if (settings.everyDaysAfter > 0 && late > 0 && late % settings.everyDaysAfter === 0) return "after";
  return null;
}

export interface ReminderInvoice {
  invoiceNumber: string;
  orderNumber: string;
  dueOn: string;
  daysOverdue: number;
  /** What is still open on it, in paise. */
  open: Paise;
}

export interface ReminderContent {
  /** What the buyer owes now (the credit page's outstanding), in paise. */
  amount: Paise;
  invoices: readonly ReminderInvoice[];
  /** The UPI link of the whole outstanding, as the credit page shows it; null without a shop VPA. */
  upiUri: string | null;
  /** The buyer's credit page on the storefront. */
  accountLink: string;
}

const indianDay = (day: string) => day.split("-").reverse().join("/");

function invoiceLine(invoice: ReminderInvoice, language: "en" | "ru"): string {
  const amount = formatMoney(invoice.open);
  const due = indianDay(invoice.dueOn);
  if (language === "ru") {
    const late = invoice.daysOverdue > 0 ? `, просрочен на ${invoice.daysOverdue} дн.` : "";
    return `- Счёт ${invoice.invoiceNumber} (заказ ${invoice.orderNumber}): ${amount}, срок ${due}${late}`;
  }
  const state =
    invoice.daysOverdue > 0
      ? `, ${invoice.daysOverdue} day${invoice.daysOverdue === 1 ? "" : "s"} overdue`
      : "";
  return `- Invoice ${invoice.invoiceNumber} (order ${invoice.orderNumber}): ${amount}, due ${due}${state}`;
}

/** The mail of a payment reminder: the amount, each open invoice with its due date, the UPI link. */
export function paymentReminderMessage(input: ReminderContent & { buyer: MessageBuyer }): Message {
  const language = messageLanguageOf(input.buyer.language);
  const total = formatMoney(input.amount);
  const overdue = input.invoices.some((i) => i.daysOverdue > 0);
  if (language === "ru") {
    return {
      language,
      subject: overdue
        ? `Напоминание об оплате: просрочено, к оплате ${total}`
        : `Напоминание об оплате: к оплате ${total}`,
      text: [
        `Здравствуйте, ${input.buyer.name}!`,
        "",
        `По вашему счёту в Roshni Lighting к оплате ${total}:`,
        ...input.invoices.map((invoice) => invoiceLine(invoice, "ru")),
        "",
        ...(input.upiUri ? ["Оплатить через UPI:", input.upiUri, ""] : []),
        "Ваш счёт и выписка:",
        input.accountLink,
        "",
        "Если вы уже оплатили, пожалуйста, не обращайте внимания на это письмо.",
        "",
        SHOP_SIGNATURE,
      ].join("\n"),
      whatsapp: null,
    };
  }
  return {
    language,
    subject: overdue ? `Payment reminder: ${total} due, overdue` : `Payment reminder: ${total} due`,
    text: [
      `Dear ${input.buyer.name},`,
      "",
      `Your account with Roshni Lighting has ${total} to pay:`,
      ...input.invoices.map((invoice) => invoiceLine(invoice, "en")),
      "",
      ...(input.upiUri ? ["Pay by UPI:", input.upiUri, ""] : []),
      "Your account and statement:",
      input.accountLink,
      "",
      "If you have paid already, please ignore this mail.",
      "",
      SHOP_SIGNATURE,
    ].join("\n"),
    whatsapp: null,
  };
}

/** The WhatsApp text a sales person sends from their own phone: short, with the amount, invoices and UPI link. */
export function paymentReminderWhatsAppText(input: ReminderContent & { buyerName: string }): string {
  return [
    `Dear ${input.buyerName}, a reminder from Roshni Lighting: ${formatMoney(input.amount)} is due on your account.`,
    ...input.invoices.map((invoice) => invoiceLine(invoice, "en")),
    ...(input.upiUri ? ["", `Pay by UPI: ${input.upiUri}`] : []),
    "",
    `Your account: ${input.accountLink}`,
  ].join("\n");
}

export function paymentReminderWhatsAppLink(phone: string, text: string): string {
  return whatsAppChatLink(phone, text);
}

export const REMINDER_CHANNELS = ["mail"] as const;
export type ReminderChannel = (typeof REMINDER_CHANNELS)[number];

export const reminderInvoiceSchema = z.object({
  invoiceNumber: z.string(),
  orderNumber: z.string(),
  dueOn: z.iso.date(),
  daysOverdue: z.number().int().nonnegative(),
  /** Rupees. */
  open: z.number(),
});

/** One reminder in a buyer's history: the day, what it named, the amount (rupees), how it went. */
export const paymentReminderSchema = z.object({
  id: z.number().int().positive(),
  day: z.iso.date(),
  channel: z.enum(REMINDER_CHANNELS),
  reason: z.enum(["before", "due", "after"]),
  amount: z.number(),
  invoices: z.array(reminderInvoiceSchema),
  sentAt: z.iso.datetime({ offset: true }).nullable(),
});
export type PaymentReminderDto = z.infer<typeof paymentReminderSchema>;

/** `GET /v1/admin/customers/{id}/reminders`: the buyer's reminder history, pause and WhatsApp text. */
export const buyerRemindersSchema = z.object({
  paused: z.object({ at: z.iso.datetime({ offset: true }), by: z.string().nullable() }).nullable(),
  /** The shop setting: reminders are sent at all. */
  enabled: z.boolean(),
  reminders: z.array(paymentReminderSchema),
  /** The message for WhatsApp with the wa.me link; null when nothing is open. */
  whatsapp: z.object({ text: z.string(), link: z.string() }).nullable(),
});
export type BuyerRemindersDto = z.infer<typeof buyerRemindersSchema>;

/** `PUT /v1/admin/customers/{id}/reminders`: pause or resume the buyer's reminders. */
export const reminderPauseBodySchema = z.strictObject({
  paused: z.boolean({ error: "Say whether the buyer's reminders are paused." }),
});
export type ReminderPauseInput = z.infer<typeof reminderPauseBodySchema>;

/** Mailing a statement: the period as the statement download takes it. */
export const statementMailBodySchema = z.strictObject({
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
});
export type StatementMailInput = z.infer<typeof statementMailBodySchema>;

export const statementMailSchema = z.object({
  /** The mail is on its way: a job renders the PDF and mails it to this address. */
  to: z.string(),
  from: z.iso.date().nullable(),
  until: z.iso.date(),
});
export type StatementMailDto = z.infer<typeof statementMailSchema>;

/** The mail that carries a statement of account as its PDF. */
export function statementMailMessage(input: {
  buyer: MessageBuyer;
  from: string | null;
  to: string;
  /** The closing balance in paise. */
  closing: Paise;
  accountLink: string;
}): Message {
  const language = messageLanguageOf(input.buyer.language);
  const period = input.from
    ? `${indianDay(input.from)} – ${indianDay(input.to)}`
    : `— ${indianDay(input.to)}`;
  if (language === "ru") {
    return {
      language,
      subject: `Выписка по счёту Roshni Lighting, ${period}`,
      text: [
        `Здравствуйте, ${input.buyer.name}!`,
        "",
        `Выписка по вашему счёту за период ${period} приложена (PDF). Сальдо на конец периода: ${formatMoney(input.closing)}.`,
        "",
        input.accountLink,
        "",
        SHOP_SIGNATURE,
      ].join("\n"),
      whatsapp: null,
    };
  }
  return {
    language,
    subject: `Statement of account from Roshni Lighting, ${input.from ? period : `up to ${indianDay(input.to)}`}`,
    text: [
      `Dear ${input.buyer.name},`,
      "",
      `Your statement of account ${input.from ? `for ${period}` : `up to ${indianDay(input.to)}`} is attached as a PDF. Closing balance: ${formatMoney(input.closing)}.`,
      "",
      input.accountLink,
      "",
      SHOP_SIGNATURE,
    ].join("\n"),
    whatsapp: null,
  };
}
