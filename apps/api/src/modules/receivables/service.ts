import {
  allocateOldestFirst,
  type BuyerAccountDto,
  buildLedger,
  type CustomerCreditDto,
  chosenAllocationRefusal,
  daysOverdue,
  type GroupCreditInput,
  type LedgerDto,
  type LedgerQuery,
  type Paise,
  type PaymentMethod,
  type ReceiptDto,
  type ReceiptInput,
  type ReceivablesPageDto,
  type ReceivablesQuery,
  shopDay,
  toPaise,
  toRupees,
  upiPaymentUri,
} from "@roshni/core";
import { and, eq } from "drizzle-orm";
import type { Db, Executor } from "../../db/client";
import {
  customerCredit,
  customerGroupCredit,
  customerGroups,
  customerReceipts,
  customers,
  receiptAllocations,
} from "../../db/schema";
import { conflict, notFound, unprocessable } from "../../lib/errors";
import { recordAudit, type StaffActor } from "../audit/service";
import { isUniqueViolation } from "../customers/service";
import { readShopSettings, upiPayeeOf } from "../orders/order-view";
import { lockOrder, writeMoneyRow } from "../orders/payments";
import {
  ageingOf,
  type CreditTerms,
  creditDto,
  invoicesOf,
  ledgerEntriesOf,
  outstandingOf,
  overdueOf,
  readCreditTerms,
} from "./account";
import { receivablesPage } from "./list";

export interface CustomerCreditPatch {
  paymentTermsDays?: number | null;
  creditLimit?: number | null;
  openingBalance?: number;
  openingBalanceOn?: string;
}

function customerNotFound() {
  return notFound("CUSTOMER_NOT_FOUND", "This buyer does not exist.");
}

function termsAudit(terms: CreditTerms) {
  return {
    paymentTermsDays: terms.termsFromGroup ? "group" : terms.paymentTermsDays,
    creditLimit: terms.limitFromGroup ? "group" : toRupees(terms.creditLimit),
    openingBalance: toRupees(terms.openingBalance),
    openingBalanceOn: terms.openingBalanceOn,
  };
}

/**
 * A buyer's terms, limit and opening balance, written in the caller's transaction (the customer PATCH's,
 * which has locked the buyer's row) with its own audit row. `null` terms: advance, set on the buyer;
 * `null` limit: back to the group's.
 */
export async function applyCreditPatch(
  tx: Executor,
  actor: StaffActor,
  customerId: number,
  patch: CustomerCreditPatch,
  now: Date,
): Promise<void> {
  const before = await readCreditTerms(tx, customerId);
  if (!before) throw customerNotFound();
  const [own] = await tx
    .select()
    .from(customerCredit)
    .where(eq(customerCredit.customerId, customerId))
    .limit(1);
  const next = {
    customerId,
    termsSet: own?.termsSet ?? false,
    paymentTermsDays: own?.paymentTermsDays ?? null,
    creditLimit: own?.creditLimit ?? null,
    openingBalance: own?.openingBalance ?? 0,
    openingBalanceOn: own?.openingBalanceOn ?? null,
    updatedAt: now,
  };
  if (patch.paymentTermsDays !== undefined) {
    next.termsSet = true;
    next.paymentTermsDays = patch.paymentTermsDays;
  }
  if (patch.creditLimit !== undefined)
    next.creditLimit = patch.creditLimit === null ? null : toPaise(patch.creditLimit);
  if (patch.openingBalance !== undefined) next.openingBalance = toPaise(patch.openingBalance);
  if (patch.openingBalanceOn !== undefined) next.openingBalanceOn = patch.openingBalanceOn;
  await tx
    .insert(customerCredit)
    .values(next)
    .onConflictDoUpdate({ target: customerCredit.customerId, set: next });
  const after = await readCreditTerms(tx, customerId);
  if (!after) throw customerNotFound();
  await recordAudit(tx, actor, {
    action: "customer.credit",
    entity: "customer",
    entityId: customerId,
    before: termsAudit(before),
    after: termsAudit(after),
  });
}

export function createReceivables(deps: { db: Db }) {
  const { db } = deps;

  async function termsIn(ex: Executor, websiteId: number, customerId: number): Promise<CreditTerms> {
    const [row] = await ex
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.id, customerId), eq(customers.websiteId, websiteId)))
      .limit(1);
    const terms = row ? await readCreditTerms(ex, customerId) : null;
    if (!terms) throw customerNotFound();
    return terms;
  }

  async function credit(websiteId: number, customerId: number): Promise<CustomerCreditDto> {
    const terms = await termsIn(db, websiteId, customerId);
    return creditDto(terms, await outstandingOf(db, terms));
  }

  async function setGroupCredit(
    actor: StaffActor,
    groupId: number,
    input: GroupCreditInput,
    now = new Date(),
  ) {
    return db.transaction(async (tx) => {
      const [group] = await tx
        .select({ id: customerGroups.id })
        .from(customerGroups)
        .where(eq(customerGroups.id, groupId));
      if (!group) throw notFound("NOT_FOUND", "This customer group does not exist.");
      const [before] = await tx
        .select()
        .from(customerGroupCredit)
        .where(eq(customerGroupCredit.customerGroupId, groupId));
      const values = {
        customerGroupId: groupId,
        paymentTermsDays: input.paymentTermsDays,
        creditLimit: toPaise(input.creditLimit),
        updatedAt: now,
      };
      await tx
        .insert(customerGroupCredit)
        .values(values)
        .onConflictDoUpdate({ target: customerGroupCredit.customerGroupId, set: values });
      await recordAudit(tx, actor, {
        action: "customer-group.credit",
        entity: "customer-group",
        entityId: groupId,
        before: before
          ? { paymentTermsDays: before.paymentTermsDays, creditLimit: toRupees(before.creditLimit) }
          : null,
        after: { paymentTermsDays: input.paymentTermsDays, creditLimit: input.creditLimit },
      });
      return {
        customerGroupId: groupId,
        paymentTermsDays: input.paymentTermsDays,
        creditLimit: input.creditLimit,
      };
    });
  }

  /**
   * Money received from a buyer for their account. 'on-account': applied to the invoices staff name or
   * else to the oldest open ones, each part a payment row of its order; the rest stays on account.
   * 'advance': held whole for orders to come.
   */
  async function recordReceipt(
    actor: StaffActor,
    websiteId: number,
    customerId: number,
    input: ReceiptInput,
    now = new Date(),
  ): Promise<ReceiptDto> {
    return db.transaction(async (tx) => {
      const [buyer] = await tx
        .select({ id: customers.id })
        .from(customers)
        .where(and(eq(customers.id, customerId), eq(customers.websiteId, websiteId)))
        .for("update");
      if (!buyer) throw customerNotFound();
      const terms = await readCreditTerms(tx, customerId);
      if (!terms) throw customerNotFound();
      const amount = toPaise(input.amount);
      let receiptId: number;
      try {
        receiptId = await tx.transaction(async (inner) => {
          const [row] = await inner
            .insert(customerReceipts)
            .values({
              customerId,
              kind: input.kind,
              method: input.method,
              amount,
              reference: input.reference ?? null,
              receivedOn: input.receivedOn,
              note: input.note ?? null,
              recordedBy: actor.staffId,
              createdAt: now,
            })
            .returning({ id: customerReceipts.id });
          if (!row) throw new Error("The receipt insert returned no row");
          return row.id;
        });
      } catch (error) {
        if (isUniqueViolation(error)) {
          const message = "This UTR is already recorded as a payment of this buyer.";
          throw conflict("DUPLICATE_UTR", message, { reference: message });
        }
        throw error;
      }
      const invoices = (await invoicesOf(tx, terms)).map((i) => ({ ...i, id: i.orderId }));
      let allocations: { id: number; amount: Paise }[] = [];
      if (input.kind === "on-account") {
        if (input.allocations && input.allocations.length > 0) {
          const chosen = input.allocations.map((a) => ({ id: a.orderId, amount: toPaise(a.amount) }));
          const refusal = chosenAllocationRefusal(amount, chosen, invoices);
          if (refusal) throw unprocessable("RECEIPT_ALLOCATION_INVALID", refusal, { allocations: refusal });
          allocations = chosen;
        } else allocations = allocateOldestFirst(amount, invoices).allocations;
      }
      const numbers = new Map(invoices.map((i) => [i.orderId, i.orderNumber]));
      for (const part of allocations) {
        const order = await lockOrder(tx, part.id);
        const { payment } = await writeMoneyRow(
          tx,
          actor,
          order,
          {
            kind: "payment",
            method: input.method as PaymentMethod,
            amount: part.amount,
            // The UTR stays on the receipt: one transfer may pay several orders.
            reference: null,
            receivedOn: input.receivedOn,
            note: `From receipt ${receiptId}${input.reference ? ` (UTR ${input.reference})` : ""}`,
          },
          now,
        );
        await tx.insert(receiptAllocations).values({
          receiptId,
          orderId: part.id,
          paymentId: payment.id,
          amount: part.amount,
          createdAt: now,
        });
      }
      const applied = allocations.reduce((sum, part) => sum + part.amount, 0);
      const dto: ReceiptDto = {
        id: receiptId,
        kind: input.kind,
        amount: toRupees(amount),
        unallocated: toRupees(amount - applied),
        allocations: allocations.map((part) => ({
          orderId: part.id,
          orderNumber: numbers.get(part.id) ?? "",
          amount: toRupees(part.amount),
        })),
      };
      await recordAudit(tx, actor, {
        action: "receipt.record",
        entity: "customer",
        entityId: customerId,
        before: null,
        after: {
          ...dto,
          method: input.method,
          reference: input.reference ?? null,
          receivedOn: input.receivedOn,
        },
      });
      return dto;
    });
  }

  /** The buyer's ledger for a period: the balance brought forward, the entries, the closing balance. */
  async function ledger(
    websiteId: number,
    customerId: number,
    query: LedgerQuery,
    now = new Date(),
  ): Promise<LedgerDto> {
    const terms = await termsIn(db, websiteId, customerId);
    const [buyer] = await db
      .select({ id: customers.id, name: customers.name, companyName: customers.companyName })
      .from(customers)
      .where(eq(customers.id, customerId));
    if (!buyer) throw customerNotFound();
    const today = shopDay(now);
    const to = query.to ?? today;
    const from = query.from ?? null;
    if (from !== null && from > to) {
      const message = "The period starts after it ends.";
      throw unprocessable("VALIDATION_FAILED", message, { from: message });
    }
    const sources = await ledgerEntriesOf(db, terms);
    const rows = buildLedger(sources);
    const before = from === null ? [] : rows.filter((r) => r.date < from);
    const opening = before.at(-1)?.balance ?? 0;
    const inPeriod = rows.filter((r) => (from === null || r.date >= from) && r.date <= to);
    const closing = inPeriod.at(-1)?.balance ?? opening;
    const invoices = await invoicesOf(db, terms);
    const ageing = await ageingOf(db, terms, invoices, to);
    const outstanding = await outstandingOf(db, terms);
    return {
      customer: buyer,
      from,
      to,
      opening: toRupees(opening),
      closing: toRupees(closing),
      entries: inPeriod.map((row) => ({
        date: row.date,
        kind: row.kind,
        reference: row.reference,
        description: row.description,
        dueOn: row.dueOn,
        debit: toRupees(row.debit),
        credit: toRupees(row.credit),
        balance: toRupees(row.balance),
      })),
      ageing: {
        current: toRupees(ageing.current),
        "1-30": toRupees(ageing["1-30"]),
        "31-60": toRupees(ageing["31-60"]),
        "61-90": toRupees(ageing["61-90"]),
        "90+": toRupees(ageing["90+"]),
        total: toRupees(ageing.total),
      },
      credit: creditDto(terms, outstanding),
    };
  }

  /** The buyer's own account: terms, limit, what is open and when it falls due, with UPI links. */
  async function buyerAccount(
    websiteId: number,
    customerId: number,
    now = new Date(),
  ): Promise<BuyerAccountDto> {
    const terms = await termsIn(db, websiteId, customerId);
    const today = shopDay(now);
    const outstanding = await outstandingOf(db, terms);
    const invoices = (await invoicesOf(db, terms)).filter((i) => i.open > 0);
    const payee = upiPayeeOf(await readShopSettings(db));
    const upi = (amount: Paise, note: string) =>
      payee && amount > 0
        ? { uri: upiPaymentUri({ vpa: payee.vpa, payeeName: payee.payeeName, amount, note }) }
        : null;
    return {
      paymentTermsDays: terms.paymentTermsDays,
      paymentTermsLabel: creditDto(terms, outstanding).paymentTermsLabel,
      creditLimit: toRupees(terms.creditLimit),
      outstanding: toRupees(outstanding),
      available: creditDto(terms, outstanding).available,
      overdue: toRupees(overdueOf(invoices, today)),
      invoices: invoices.map((invoice) => ({
        orderId: invoice.orderId,
        orderNumber: invoice.orderNumber,
        invoiceNumber: invoice.invoiceNumber,
        invoiceDate: invoice.invoiceDate,
        dueOn: invoice.dueOn,
        daysOverdue: daysOverdue(invoice.dueOn, today),
        total: toRupees(invoice.total),
        open: toRupees(invoice.open),
        upi: upi(invoice.open, invoice.invoiceNumber),
      })),
      upi: upi(outstanding, `Account ${customerId}`),
    };
  }

  /** `/admin/receivables`: every buyer who owes something, aged on the shop's today. */
  async function receivables(
    websiteId: number,
    query: ReceivablesQuery,
    now = new Date(),
  ): Promise<ReceivablesPageDto> {
    return receivablesPage(db, websiteId, shopDay(now), query);
  }

  return { credit, setGroupCredit, recordReceipt, ledger, buyerAccount, receivables };
}

export type Receivables = ReturnType<typeof createReceivables>;
