import {
  type AccountPaymentInput,
  type AccountPaymentVerifiedDto,
  allocateOldestFirst,
  formatMoney,
  GATEWAY_METHOD_TITLES,
  type OnlinePaymentStartDto,
  type OnlinePaymentVerifyInput,
  paymentStatusOf,
  shopDay,
} from "@roshni/core";
import { and, eq } from "drizzle-orm";
import type { Db, Executor } from "../../db/client";
import {
  customerReceipts,
  customers,
  gatewayAccountOrders,
  orders,
  payments,
  receiptAllocations,
} from "../../db/schema";
import type { GatewayPaymentState } from "../../db/schema/gateway";
import type { Env } from "../../env";
import type { JobQueue } from "../../jobs/queue";
import { badRequest, conflict, notFound, unprocessable } from "../../lib/errors";
import { checkoutSignature, type GatewayPayment, signaturesMatch } from "../../lib/razorpay";
import { paymentSums } from "../orders/order-view";
import { lockOrder } from "../orders/payments";
import { invoicesOf, outstandingOf, readCreditTerms } from "../receivables/account";
import { checkoutScriptUrl, type GatewayConfig } from "./config";

export type Outcome = { outcome: "applied" | "held" | "ignored"; reason?: string; orderId?: number };

/** Never backwards: a state moves only to a later one (a captured payment never becomes failed). */
export const RANK: Record<GatewayPaymentState, number> = {
  created: 0,
  failed: 1,
  authorized: 2,
  captured: 3,
  refunded: 4,
};

export function methodTitle(method: string | null | undefined): string {
  if (!method) return "online";
  return GATEWAY_METHOD_TITLES[method as keyof typeof GATEWAY_METHOD_TITLES] ?? method;
}

export function onlineOff() {
  return conflict("ONLINE_PAYMENT_OFF", "Online payment is not available now: please pay by bank transfer.");
}

type AccountRow = typeof gatewayAccountOrders.$inferSelect;

export interface AccountPaymentsDeps {
  db: Db;
  env: Env;
  jobs: Pick<JobQueue, "emit" | "send">;
  config: GatewayConfig;
  /** The creation of the gateway order, with the shop's refusal sentences (service.ts). */
  createGatewayOrder: (
    client: NonNullable<Awaited<ReturnType<GatewayConfig["resolve"]>>>["client"],
    input: { amount: number; receipt: string; notes: Record<string, string> },
  ) => Promise<{ id: string; currency: string }>;
  reconcileJob: string;
}

/**
 * Paying what is owed on the buyer's account at once: the whole outstanding or the invoices chosen, the
 * amount always the server's. The captured payment becomes the buyer's receipt (method 'online'),
 * applied oldest first to those invoices with the receivables' allocation, each part a payment row of
 * its order; what finds no open invoice (paid meanwhile by transfer) stays on account.
 */
export function createAccountPayments(deps: AccountPaymentsDeps) {
  const { db, env, jobs, config } = deps;

  async function start(
    websiteId: number,
    customerId: number,
    input: AccountPaymentInput,
  ): Promise<OnlinePaymentStartDto> {
    const gateway = await config.resolve(websiteId);
    if (!gateway?.enabled) throw onlineOff();
    const [customer] = await db
      .select({ name: customers.name, email: customers.email, phone: customers.phone })
      .from(customers)
      .where(and(eq(customers.id, customerId), eq(customers.websiteId, websiteId)))
      .limit(1);
    const terms = customer ? await readCreditTerms(db, customerId) : null;
    if (!customer || !terms) throw notFound("CUSTOMER_NOT_FOUND", "This account does not exist.");
    const open = (await invoicesOf(db, terms)).filter((invoice) => invoice.open > 0);
    let amount: number;
    let orderIds: number[] | null = null;
    if (input.orderIds) {
      orderIds = [...new Set(input.orderIds)];
      const chosen = open.filter((invoice) => orderIds?.includes(invoice.orderId));
      if (chosen.length !== orderIds.length) {
        const message = "One of the invoices chosen has nothing open on your account: reload the page.";
        throw unprocessable("INVOICE_NOT_OPEN", message, { orderIds: message });
      }
      amount = chosen.reduce((sum, invoice) => sum + invoice.open, 0);
    } else amount = await outstandingOf(db, terms);
    if (amount <= 0) throw conflict("NOTHING_DUE", "Nothing is owed on your account.");
    const receipt = `ACCT-${customerId}-${Date.now().toString(36)}`;
    const created = await deps.createGatewayOrder(gateway.client, {
      amount,
      receipt,
      notes: { customer_id: String(customerId), purpose: "account" },
    });
    await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(gatewayAccountOrders)
        .values({ customerId, gatewayOrderId: created.id, amount, currency: created.currency, orderIds })
        .returning({ id: gatewayAccountOrders.id });
      if (!inserted) throw new Error("The gateway order insert returned no row");
      await jobs.send(
        tx,
        deps.reconcileJob,
        { accountRowId: inserted.id },
        { startAfterSeconds: Math.round(env.RAZORPAY_RECONCILE_MINUTES * 60) },
      );
    });
    return {
      gateway: "razorpay",
      keyId: gateway.keyId,
      gatewayOrderId: created.id,
      amount,
      currency: created.currency,
      checkoutScriptUrl: checkoutScriptUrl(gateway.apiBase),
      orderNumber: receipt,
      methods: gateway.methods,
      shopName: "Roshni Lighting",
      prefill: { name: customer.name, email: customer.email, contact: customer.phone },
    };
  }

  /** The checkout's callback: the signature checked in constant time; a state only, as for an order. */
  async function verify(
    websiteId: number,
    customerId: number,
    input: OnlinePaymentVerifyInput,
  ): Promise<AccountPaymentVerifiedDto> {
    const gateway = await config.resolve(websiteId);
    if (!gateway) throw onlineOff();
    const [row] = await db
      .select({ account: gatewayAccountOrders })
      .from(gatewayAccountOrders)
      .innerJoin(customers, eq(customers.id, gatewayAccountOrders.customerId))
      .where(
        and(
          eq(gatewayAccountOrders.gatewayOrderId, input.gatewayOrderId),
          eq(gatewayAccountOrders.customerId, customerId),
          eq(customers.websiteId, websiteId),
        ),
      )
      .limit(1);
    if (!row) throw notFound("GATEWAY_PAYMENT_NOT_FOUND", "This payment does not belong to your account.");
    const expected = checkoutSignature(gateway.keySecret, row.account.gatewayOrderId, input.paymentId);
    if (!signaturesMatch(expected, input.signature)) {
      throw badRequest(
        "PAYMENT_SIGNATURE_INVALID",
        "The payment could not be confirmed and was not counted. Please try again or pay by bank transfer.",
      );
    }
    const captured = row.account.receiptId !== null && row.account.gatewayPaymentId === input.paymentId;
    if (!captured) {
      await jobs.send(null, deps.reconcileJob, { accountRowId: row.account.id }, { startAfterSeconds: 30 });
    }
    return {
      captured,
      message: captured
        ? "Payment received. Thank you."
        : "Payment made; the shop is waiting for the gateway's confirmation (usually seconds).",
    };
  }

  async function lockAccountRow(tx: Executor, gatewayOrderId: string | null | undefined) {
    if (!gatewayOrderId) return undefined;
    const [row] = await tx
      .select()
      .from(gatewayAccountOrders)
      .where(eq(gatewayAccountOrders.gatewayOrderId, gatewayOrderId))
      .for("update")
      .limit(1);
    return row;
  }

  /** A part of the receipt written as a payment row of its order, with the order's sums and status. */
  async function payOrder(tx: Executor, orderId: number, amount: number, note: string, now: Date) {
    const order = await lockOrder(tx, orderId);
    const [money] = await tx
      .insert(payments)
      .values({
        orderId,
        kind: "payment",
        method: "online",
        amount,
        // The gateway's payment id stays on the receipt: one payment pays several orders.
        reference: null,
        receivedOn: shopDay(now),
        note,
        recordedBy: null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!money) throw new Error("The payment insert returned no row");
    const paid = order.amountPaid + amount;
    await tx
      .update(orders)
      .set({
        amountPaid: paid,
        paymentStatus: paymentStatusOf({ ...paymentSums(order), paid }),
        updatedAt: now,
      })
      .where(eq(orders.id, orderId));
    return money;
  }

  /**
   * A captured payment of an account gateway order: one receipt, applied oldest first to the invoices
   * chosen (all open ones for the whole outstanding). Undefined when the gateway order is not an
   * account's. Credited once: the row is locked and keeps the receipt's id.
   */
  async function credit(tx: Executor, payment: GatewayPayment): Promise<Outcome | undefined> {
    const row = await lockAccountRow(tx, payment.order_id);
    if (!row) return undefined;
    if (payment.amount !== row.amount || payment.currency !== row.currency) {
      return {
        outcome: "held",
        reason: `The gateway reported ${formatMoney(payment.amount)} (${payment.currency}) for the account payment ${row.gatewayOrderId} of ${formatMoney(row.amount)}: nothing was credited.`,
      };
    }
    const now = new Date();
    if (row.receiptId !== null) {
      if (row.fee === null && payment.fee !== null && row.gatewayPaymentId === payment.id) {
        await tx
          .update(gatewayAccountOrders)
          .set({ fee: payment.fee, tax: payment.tax, updatedAt: now })
          .where(eq(gatewayAccountOrders.id, row.id));
      }
      return { outcome: "applied" };
    }
    // The buyer's row first, then the orders': as staff's receipts take them, so the two never deadlock.
    await tx
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.id, row.customerId))
      .for("update");
    const terms = await readCreditTerms(tx, row.customerId);
    if (!terms) return { outcome: "held", reason: `The buyer of ${row.gatewayOrderId} no longer exists.` };
    const title = methodTitle(payment.method);
    const [receipt] = await tx
      .insert(customerReceipts)
      .values({
        customerId: row.customerId,
        kind: "on-account",
        method: "online",
        amount: payment.amount,
        reference: payment.id,
        receivedOn: shopDay(now),
        note: `Razorpay, ${title}`,
        recordedBy: null,
        createdAt: now,
      })
      .returning({ id: customerReceipts.id });
    if (!receipt) throw new Error("The receipt insert returned no row");
    const chosen = row.orderIds;
    const open = (await invoicesOf(tx, terms))
      .filter((invoice) => chosen === null || chosen.includes(invoice.orderId))
      .map((invoice) => ({ ...invoice, id: invoice.orderId }));
    const { allocations } = allocateOldestFirst(payment.amount, open);
    for (const part of allocations) {
      const money = await payOrder(
        tx,
        part.id,
        part.amount,
        `From receipt ${receipt.id} (Razorpay ${title}, ${payment.id})`,
        now,
      );
      await tx.insert(receiptAllocations).values({
        receiptId: receipt.id,
        orderId: part.id,
        paymentId: money.id,
        amount: part.amount,
        createdAt: now,
      });
      await jobs.emit(tx, { type: "payment.recorded", orderId: part.id, paymentId: money.id });
    }
    await tx
      .update(gatewayAccountOrders)
      .set({
        status: "paid",
        gatewayPaymentId: payment.id,
        paymentStatus: "captured",
        method: payment.method,
        fee: payment.fee,
        tax: payment.tax,
        errorDescription: null,
        receiptId: receipt.id,
        updatedAt: now,
      })
      .where(eq(gatewayAccountOrders.id, row.id));
    return { outcome: "applied" };
  }

  /** An authorised or failed payment of an account gateway order: kept, never moving back. */
  async function attempt(
    tx: Executor,
    payment: GatewayPayment,
    status: "authorized" | "failed",
  ): Promise<Outcome | undefined> {
    const row = await lockAccountRow(tx, payment.order_id);
    if (!row) return undefined;
    const current = row.paymentStatus ? RANK[row.paymentStatus] : -1;
    if (row.receiptId === null && (row.gatewayPaymentId !== payment.id || current < RANK[status])) {
      await tx
        .update(gatewayAccountOrders)
        .set({
          gatewayPaymentId: payment.id,
          paymentStatus: status,
          method: payment.method,
          errorDescription: payment.error_description,
          updatedAt: new Date(),
        })
        .where(eq(gatewayAccountOrders.id, row.id));
    }
    if (status === "authorized") await jobs.send(tx, deps.reconcileJob, { accountRowId: row.id });
    return { outcome: "applied" };
  }

  /** The row and the website whose keys ask the gateway about it. */
  async function find(accountRowId: number): Promise<{ row: AccountRow; websiteId: number } | undefined> {
    const [found] = await db
      .select({ row: gatewayAccountOrders, websiteId: customers.websiteId })
      .from(gatewayAccountOrders)
      .innerJoin(customers, eq(customers.id, gatewayAccountOrders.customerId))
      .where(eq(gatewayAccountOrders.id, accountRowId))
      .limit(1);
    return found;
  }

  return { start, verify, credit, attempt, find };
}

export type AccountPayments = ReturnType<typeof createAccountPayments>;
