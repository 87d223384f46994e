import {
  type AgeingSummary,
  ageingSummary,
  allocateOldestFirst,
  availableCredit,
  type CustomerCreditDto,
  daysOverdue,
  invoiceDueDate,
  type LedgerEntryInput,
  ledgerBalance,
  type Paise,
  type PaymentTermsDays,
  paymentTermsLabel,
  shopDay,
  toRupees,
} from "@roshni/core";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import {
  customerCredit,
  customerGroupCredit,
  customerReceipts,
  customers,
  documents,
  orders,
  payments,
  receiptAllocations,
} from "../../db/schema";

/** A buyer's terms and limit as they apply: their own where set, else their group's, else advance and 0. */
export interface CreditTerms {
  customerId: number;
  paymentTermsDays: PaymentTermsDays;
  creditLimit: Paise;
  termsFromGroup: boolean;
  limitFromGroup: boolean;
  openingBalance: Paise;
  openingBalanceOn: string | null;
  /** The day the buyer's account began here (their registration), the opening balance's day by default. */
  since: string;
}

export async function readCreditTerms(ex: Executor, customerId: number): Promise<CreditTerms | null> {
  const [row] = await ex
    .select({
      customerId: customers.id,
      createdAt: customers.createdAt,
      own: customerCredit,
      groupDays: customerGroupCredit.paymentTermsDays,
      groupLimit: customerGroupCredit.creditLimit,
    })
    .from(customers)
    .leftJoin(customerCredit, eq(customerCredit.customerId, customers.id))
    .leftJoin(customerGroupCredit, eq(customerGroupCredit.customerGroupId, customers.customerGroupId))
    .where(eq(customers.id, customerId))
    .limit(1);
  if (!row) return null;
  const termsSet = row.own?.termsSet === true;
  const ownLimit = row.own?.creditLimit ?? null;
  return {
    customerId: row.customerId,
    paymentTermsDays: (termsSet
      ? (row.own?.paymentTermsDays ?? null)
      : (row.groupDays ?? null)) as PaymentTermsDays,
    creditLimit: ownLimit ?? row.groupLimit ?? 0,
    termsFromGroup: !termsSet,
    limitFromGroup: ownLimit === null,
    openingBalance: row.own?.openingBalance ?? 0,
    openingBalanceOn: row.own?.openingBalanceOn ?? null,
    since: shopDay(row.createdAt),
  };
}

const num = (value: string | number | null | undefined): number => Number(value ?? 0);

/** What the buyer's receipts hold not yet applied to an invoice. */
async function heldOnAccount(ex: Executor, customerId: number): Promise<Paise> {
  const [row] = await ex
    .select({
      received: sql<string>`coalesce(sum(r.amount), 0)`,
      applied: sql<string>`coalesce(sum((select sum(a.amount) from receipt_allocations a where a.receipt_id = r.id)), 0)`,
    })
    .from(sql`customer_receipts r`)
    .where(sql`r.customer_id = ${customerId}`);
  return num(row?.received) - num(row?.applied);
}

/**
 * What the buyer owes now: opening balance + Σ invoices − Σ credit notes − Σ payments + Σ refunds −
 * what receipts hold unapplied. Sums in the database, one statement each, so the dispatch check stays
 * quick for a buyer with years of orders.
 */
export async function outstandingOf(ex: Executor, terms: CreditTerms): Promise<Paise> {
  const [docs] = await ex
    .select({
      invoices: sql<string>`coalesce(sum(${documents.total}) filter (where ${documents.kind} = 'invoice'), 0)`,
      creditNotes: sql<string>`coalesce(sum(${documents.total}) filter (where ${documents.kind} = 'credit-note'), 0)`,
    })
    .from(documents)
    .innerJoin(orders, eq(orders.id, documents.orderId))
    .where(eq(orders.customerId, terms.customerId));
  const [money] = await ex
    .select({
      paid: sql<string>`coalesce(sum(${orders.amountPaid}), 0)`,
      refunded: sql<string>`coalesce(sum(${orders.amountRefunded}), 0)`,
    })
    .from(orders)
    .where(eq(orders.customerId, terms.customerId));
  const held = await heldOnAccount(ex, terms.customerId);
  return (
    terms.openingBalance +
    num(docs?.invoices) -
    num(docs?.creditNotes) -
    (num(money?.paid) - num(money?.refunded)) -
    held
  );
}

export function creditDto(terms: CreditTerms, outstanding: Paise): CustomerCreditDto {
  return {
    paymentTermsDays: terms.paymentTermsDays,
    paymentTermsLabel: paymentTermsLabel(terms.paymentTermsDays),
    creditLimit: toRupees(terms.creditLimit),
    termsFromGroup: terms.termsFromGroup,
    limitFromGroup: terms.limitFromGroup,
    openingBalance: toRupees(terms.openingBalance),
    openingBalanceOn: terms.openingBalanceOn,
    outstanding: toRupees(outstanding),
    available: toRupees(availableCredit(terms.creditLimit, outstanding)),
  };
}

export interface InvoiceState {
  orderId: number;
  orderNumber: string;
  invoiceNumber: string;
  issuedAt: Date;
  invoiceDate: string;
  dueOn: string;
  total: Paise;
  /** The invoice less its credit notes and what was paid on its order (net of refunds). */
  open: Paise;
}

/** Every tax invoice of the buyer, oldest first, with what is still open on it. */
export async function invoicesOf(ex: Executor, terms: CreditTerms): Promise<InvoiceState[]> {
  const rows = await ex
    .select({
      orderId: orders.id,
      orderNumber: orders.number,
      paid: orders.amountPaid,
      refunded: orders.amountRefunded,
      invoiceNumber: documents.number,
      issuedAt: documents.issuedAt,
      total: documents.total,
      credited: sql<string>`coalesce((select sum(cn.total) from ${documents} cn
        where cn.order_id = ${orders.id} and cn.kind = 'credit-note'), 0)`,
    })
    .from(documents)
    .innerJoin(orders, eq(orders.id, documents.orderId))
    .where(and(eq(orders.customerId, terms.customerId), eq(documents.kind, "invoice")))
    .orderBy(asc(documents.issuedAt), asc(documents.id));
  // An order sent in shipments has an invoice per shipment: what was paid and credited on the order
  // settles its invoices oldest first (rows come oldest first), never counted against each of them.
  const unspent = new Map<number, Paise>();
  return rows.map((row) => {
    const available = unspent.get(row.orderId) ?? num(row.credited) + (row.paid - row.refunded);
    unspent.set(row.orderId, Math.max(0, available - row.total));
    return {
      orderId: row.orderId,
      orderNumber: row.orderNumber,
      invoiceNumber: row.invoiceNumber,
      issuedAt: row.issuedAt,
      invoiceDate: shopDay(row.issuedAt),
      dueOn: invoiceDueDate(row.issuedAt, terms.paymentTermsDays),
      total: row.total,
      open: Math.max(0, row.total - Math.max(0, available)),
    };
  });
}

/**
 * Ageing of what is owed on `today`: each open invoice by its due date, a positive opening balance as
 * one more item due on its day; money held on account (unapplied receipts, a negative opening balance)
 * is set against the oldest items first, as an accountant would knock off the oldest bills.
 */
export async function ageingOf(
  ex: Executor,
  terms: CreditTerms,
  invoices: readonly InvoiceState[],
  today: string,
): Promise<AgeingSummary> {
  return ageingFromParts(terms, invoices, await heldOnAccount(ex, terms.customerId), today);
}

/** `ageingOf` once what receipts hold unapplied is known (the receivables list reads it for every buyer at once). */
export function ageingFromParts(
  terms: Pick<CreditTerms, "openingBalance" | "openingBalanceOn" | "since">,
  invoices: readonly Pick<InvoiceState, "issuedAt" | "open" | "dueOn">[],
  held: Paise,
  today: string,
): AgeingSummary {
  const items = invoices.map((invoice, index) => ({
    id: index + 1,
    issuedAt: invoice.issuedAt,
    open: invoice.open,
    dueOn: invoice.dueOn,
  }));
  const openingDay = terms.openingBalanceOn ?? terms.since;
  if (terms.openingBalance > 0) {
    items.unshift({
      id: 0,
      issuedAt: new Date(`${openingDay}T00:00:00+05:30`),
      open: terms.openingBalance,
      dueOn: openingDay,
    });
  }
  const credit = held + Math.max(0, -terms.openingBalance);
  const { allocations } = allocateOldestFirst(credit, items);
  const knocked = new Map(allocations.map((a) => [a.id, a.amount]));
  return ageingSummary(
    items.map((item) => ({ dueOn: item.dueOn, open: item.open - (knocked.get(item.id) ?? 0) })),
    today,
  );
}

export function overdueOf(invoices: readonly InvoiceState[], today: string): Paise {
  return invoices.filter((i) => daysOverdue(i.dueOn, today) > 0).reduce((sum, i) => sum + i.open, 0);
}

export interface LedgerSource extends LedgerEntryInput {
  dueOn: string | null;
}

/**
 * Every entry of the buyer's account: the opening balance, tax invoices and credit notes, payments and
 * refunds recorded on orders (those that came from a receipt are shown as the receipt, once), receipts.
 */
export async function ledgerEntriesOf(ex: Executor, terms: CreditTerms): Promise<LedgerSource[]> {
  const entries: LedgerSource[] = [];
  if (terms.openingBalance !== 0) {
    const day = terms.openingBalanceOn ?? terms.since;
    entries.push({
      kind: "opening",
      date: day,
      at: new Date(`${day}T00:00:00+05:30`),
      amount: terms.openingBalance,
      reference: "Opening balance",
      description: "Balance brought forward",
      dueOn: null,
    });
  }
  const docs = await ex
    .select({
      kind: documents.kind,
      number: documents.number,
      issuedAt: documents.issuedAt,
      total: documents.total,
      orderNumber: orders.number,
    })
    .from(documents)
    .innerJoin(orders, eq(orders.id, documents.orderId))
    .where(and(eq(orders.customerId, terms.customerId), inArray(documents.kind, ["invoice", "credit-note"])));
  for (const doc of docs) {
    const invoice = doc.kind === "invoice";
    entries.push({
      kind: invoice ? "invoice" : "credit-note",
      date: shopDay(doc.issuedAt),
      at: doc.issuedAt,
      amount: doc.total,
      reference: doc.number,
      description: `${invoice ? "Tax invoice" : "Credit note"}, order ${doc.orderNumber}`,
      dueOn: invoice ? invoiceDueDate(doc.issuedAt, terms.paymentTermsDays) : null,
    });
  }
  const money = await ex
    .select({
      kind: payments.kind,
      amount: payments.amount,
      method: payments.method,
      reference: payments.reference,
      receivedOn: payments.receivedOn,
      createdAt: payments.createdAt,
      orderNumber: orders.number,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .leftJoin(receiptAllocations, eq(receiptAllocations.paymentId, payments.id))
    .where(and(eq(orders.customerId, terms.customerId), isNull(receiptAllocations.id)));
  for (const row of money) {
    entries.push({
      kind: row.kind === "refund" ? "refund" : "payment",
      date: row.receivedOn,
      at: row.createdAt,
      amount: row.amount,
      reference: row.reference ?? "",
      description: `${row.kind === "refund" ? "Refund" : "Payment"} (${row.method.replace(/_/g, " ")}), order ${row.orderNumber}`,
      dueOn: null,
    });
  }
  const receipts = await ex
    .select()
    .from(customerReceipts)
    .where(eq(customerReceipts.customerId, terms.customerId));
  for (const row of receipts) {
    entries.push({
      kind: "receipt",
      date: row.receivedOn,
      at: row.createdAt,
      amount: row.amount,
      reference: row.reference ?? `Receipt ${row.id}`,
      description: `${row.kind === "advance" ? "Advance" : "Payment on account"} (${row.method.replace(/_/g, " ")})`,
      dueOn: null,
    });
  }
  return entries;
}

/** The ledger's end balance from its entries (the same figure as outstandingOf, read another way). */
export function balanceOf(entries: readonly LedgerEntryInput[]): Paise {
  return ledgerBalance(entries);
}
