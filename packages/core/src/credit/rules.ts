import { shopDay } from "../india/clock";
import type { Paise } from "../money/paise";

/**
 * Payment terms as days from the tax invoice. `null` is advance (pay before dispatch, today's rule);
 * 0 is on delivery (due the day of the invoice); the rest are "net N days".
 */
export const PAYMENT_TERMS_DAYS = [0, 7, 15, 30, 45, 60, 90] as const;
export type PaymentTermsDays = (typeof PAYMENT_TERMS_DAYS)[number] | null;

export function paymentTermsLabel(days: PaymentTermsDays): string {
  if (days === null) return "Advance";
  if (days === 0) return "On delivery";
  return `Net ${days} days`;
}

/** A buyer on advance pays before the goods leave; every other term lets goods go on credit. */
export function onCredit(days: PaymentTermsDays): boolean {
  return days !== null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** `YYYY-MM-DD` plus whole days, on the calendar (no time zone enters once the day is known). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (both `YYYY-MM-DD`); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00.000Z`) - Date.parse(`${from}T00:00:00.000Z`)) / DAY_MS);
}

/**
 * The due date of a tax invoice: the invoice's day in the shop's calendar (IST) plus the terms. An
 * invoice issued at 23:50 IST on the 31st is dated the 31st, so net 30 falls on the 30th of the next month.
 * Advance and on-delivery invoices are due the day they are issued.
 */
export function invoiceDueDate(issuedAt: Date, days: PaymentTermsDays): string {
  return addDays(shopDay(issuedAt), days ?? 0);
}

/** Days past the due date on `today` (the shop's day); 0 while not yet due or on the due date. */
export function daysOverdue(dueOn: string, today: string): number {
  return Math.max(0, daysBetween(dueOn, today));
}

export const AGEING_BUCKETS = ["current", "1-30", "31-60", "61-90", "90+"] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];

export const AGEING_BUCKET_TITLES: Record<AgeingBucket, string> = {
  current: "Not yet due",
  "1-30": "1–30 days",
  "31-60": "31–60 days",
  "61-90": "61–90 days",
  "90+": "Over 90 days",
};

export function ageingBucket(overdueDays: number): AgeingBucket {
  if (overdueDays <= 0) return "current";
  if (overdueDays <= 30) return "1-30";
  if (overdueDays <= 60) return "31-60";
  if (overdueDays <= 90) return "61-90";
  return "90+";
}

export type AgeingSummary = Record<AgeingBucket, Paise> & { total: Paise };

/** Open amounts by how long past due they are on `today`. */
export function ageingSummary(open: readonly { dueOn: string; open: Paise }[], today: string): AgeingSummary {
  const summary: AgeingSummary = { current: 0, "1-30": 0, "31-60": 0, "61-90": 0, "90+": 0, total: 0 };
  for (const item of open) {
    if (item.open <= 0) continue;
    summary[ageingBucket(daysOverdue(item.dueOn, today))] += item.open;
    summary.total += item.open;
  }
  return summary;
}

export interface OpenInvoice {
  /** What the allocation names (the order id). */
  id: number;
  /** The invoice's instant: older invoices are paid first. */
  issuedAt: Date;
  open: Paise;
}

export interface Allocation {
  id: number;
  amount: Paise;
}

/**
 * A payment applied to the oldest open invoices first (by invoice date, then id for invoices of the
 * same instant); what is left stays on the buyer's account.
 */
export function allocateOldestFirst(
  amount: Paise,
  invoices: readonly OpenInvoice[],
): { allocations: Allocation[]; unallocated: Paise } {
  const sorted = [...invoices]
    .filter((invoice) => invoice.open > 0)
    .sort((a, b) => a.issuedAt.getTime() - b.issuedAt.getTime() || a.id - b.id);
  const allocations: Allocation[] = [];
  let left = amount;
  for (const invoice of sorted) {
    if (left <= 0) break;
    const take = Math.min(left, invoice.open);
    allocations.push({ id: invoice.id, amount: take });
    left -= take;
  }
  return { allocations, unallocated: left };
}

/**
 * Staff's own split of a payment, checked: each named invoice open, no invoice paid beyond what it owes,
 * the parts adding up to no more than the payment. Answers the sentence to refuse with, or null.
 */
export function chosenAllocationRefusal(
  amount: Paise,
  chosen: readonly Allocation[],
  invoices: readonly OpenInvoice[],
): string | null {
  const open = new Map(invoices.map((invoice) => [invoice.id, invoice.open]));
  const seen = new Set<number>();
  let sum = 0;
  for (const part of chosen) {
    if (seen.has(part.id)) return "Name each invoice once.";
    seen.add(part.id);
    const owed = open.get(part.id);
    if (owed === undefined || owed <= 0) return "One of the chosen orders has no open invoice.";
    if (part.amount > owed) return "A part is more than its invoice still owes.";
    sum += part.amount;
  }
  if (sum > amount) return "The parts add up to more than the payment.";
  return null;
}

export type LedgerEntryKind = "opening" | "invoice" | "credit-note" | "payment" | "refund" | "receipt";

export interface LedgerEntryInput {
  kind: LedgerEntryKind;
  /** The shop's day, `YYYY-MM-DD`. */
  date: string;
  /** Positive paise; the kind decides debit or credit (an opening balance may be negative: a credit). */
  amount: Paise;
  /** Orders entries of one day: the instant they were recorded. */
  at: Date;
  reference: string;
  description: string;
}

export interface LedgerRow extends LedgerEntryInput {
  debit: Paise;
  credit: Paise;
  /** What the buyer owes after this entry; negative: the shop holds the buyer's money. */
  balance: Paise;
}

/** Invoices, refunds and a positive opening balance raise what the buyer owes; the rest lowers it. */
export function ledgerSide(kind: LedgerEntryKind, amount: Paise): { debit: Paise; credit: Paise } {
  if (kind === "opening") return amount >= 0 ? { debit: amount, credit: 0 } : { debit: 0, credit: -amount };
  if (kind === "invoice" || kind === "refund") return { debit: amount, credit: 0 };
  return { debit: 0, credit: amount };
}

const KIND_ORDER: Record<LedgerEntryKind, number> = {
  opening: 0,
  invoice: 1,
  refund: 2,
  "credit-note": 3,
  payment: 4,
  receipt: 5,
};

/** The entries in date order with the running balance (the opening first on its day). */
export function buildLedger<Entry extends LedgerEntryInput>(
  entries: readonly Entry[],
): (Entry & Omit<LedgerRow, keyof LedgerEntryInput>)[] {
  const sorted = [...entries].sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      (a.kind === "opening" ? -1 : 0) - (b.kind === "opening" ? -1 : 0) ||
      a.at.getTime() - b.at.getTime() ||
      KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
      a.reference.localeCompare(b.reference),
  );
  let balance = 0;
  return sorted.map((entry) => {
    const side = ledgerSide(entry.kind, entry.amount);
    balance += side.debit - side.credit;
    return { ...entry, ...side, balance };
  });
}

/** The balance at the end: Σ debits − Σ credits. */
export function ledgerBalance(entries: readonly LedgerEntryInput[]): Paise {
  return entries.reduce((sum, entry) => {
    const side = ledgerSide(entry.kind, entry.amount);
    return sum + side.debit - side.credit;
  }, 0);
}

export interface CreditCheck {
  /** What the buyer would owe with this order: the outstanding plus the order's unpaid part. */
  exposure: Paise;
  limit: Paise;
  outstanding: Paise;
  orderAmount: Paise;
  withinLimit: boolean;
}

/**
 * Goods go on credit while what the buyer would owe, this order included, stays within the limit. An
 * advance held by the shop (a negative outstanding) counts towards the order.
 */
export function checkCredit(limit: Paise, outstanding: Paise, orderAmount: Paise): CreditCheck {
  const exposure = outstanding + orderAmount;
  return { exposure, limit, outstanding, orderAmount, withinLimit: exposure <= limit };
}

/** Credit still available: the limit less what is owed (never below 0, never above the limit). */
export function availableCredit(limit: Paise, outstanding: Paise): Paise {
  return Math.max(0, limit - Math.max(0, outstanding));
}
