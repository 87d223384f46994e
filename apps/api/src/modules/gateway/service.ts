import {
  type AdminOnlinePaymentsDto,
  amountDue,
  formatMoney,
  type GatewayRefundDto,
  type OnlinePaymentInput,
  type OnlinePaymentStartDto,
  type OnlinePaymentVerifiedDto,
  type OnlinePaymentVerifyInput,
  type OnlineRefundInput,
  orderMoney,
  paymentStatusOf,
  toPaise,
  toRupees,
} from "@roshni/core";
import { and, desc, eq, inArray, isNull, lte, ne, or, sql } from "drizzle-orm";
import type { Db, Executor } from "../../db/client";
import {
  customers,
  documents,
  gatewayAccountOrders,
  gatewayEvents,
  gatewayOrders,
  gatewayPayments,
  gatewayRefunds,
  orders,
  payments,
} from "../../db/schema";
import type { Env } from "../../env";
import type { JobQueue } from "../../jobs/queue";
import { ApiError, badRequest, conflict, notFound } from "../../lib/errors";
import {
  checkoutSignature,
  GatewayError,
  type GatewayPayment,
  type GatewayRefund,
  type PaymentGateway,
  signaturesMatch,
} from "../../lib/razorpay";
import { recordAudit, type StaffActor } from "../audit/service";
import { issueCreditNote } from "../documents/service";
import { type OrderRow, orderNotFound, paymentSums } from "../orders/order-view";
import { adminOrderNotFound, lockOrder, writeMoneyRow } from "../orders/payments";
import { createAccountPayments, methodTitle, type Outcome, onlineOff, RANK } from "./account";
import { checkoutScriptUrl, type GatewayConfig } from "./config";

/** Job kinds of the gateway (apps/api/src/jobs/handlers.ts). */
export const GATEWAY_JOBS = {
  /** A verified webhook event, applied once by its event id. */
  webhook: "razorpay.webhook",
  /** Ask the gateway about one gateway order: capture what is authorised, credit what is captured. */
  reconcile: "razorpay.reconcile",
  /** Every minute: the gateway asked about what is still open after N minutes (payments and refunds). */
  sweep: "razorpay.sweep",
  /** A refund row asked of the gateway (a cancellation's), sent with its idempotency key. */
  refund: "razorpay.refund",
} as const;

/** A gateway order that nothing came of for this long is closed: the sweep stops asking about it. */
const CLOSE_AFTER_MS = 24 * 60 * 60_000;

/**
 * Cancelling an order paid online: what is kept of each captured payment goes back through the
 * gateway. The refund rows are written here, in the cancellation's transaction under the order's lock
 * (each with an idempotency key of the order and payment, so a second cancellation path or a retried
 * job is the same refund); a job sends each after the commit, and the money row follows when the
 * gateway says processed, as for staff's refunds. Answers what was asked of the gateway and what was
 * already with it before (both not yet in the order's refunded sum).
 */
export async function refundOnlineOnCancel(
  tx: Executor,
  jobs: Pick<JobQueue, "send">,
  actor: StaffActor,
  order: OrderRow,
): Promise<{ sent: number; pending: number }> {
  const captured = await tx
    .select()
    .from(gatewayPayments)
    .where(
      and(eq(gatewayPayments.orderId, order.id), inArray(gatewayPayments.status, ["captured", "refunded"])),
    )
    .orderBy(desc(gatewayPayments.createdAt), desc(gatewayPayments.id));
  if (captured.length === 0) return { sent: 0, pending: 0 };
  const asked = await tx
    .select({
      paymentRow: gatewayRefunds.gatewayPaymentRowId,
      amount: gatewayRefunds.amount,
      status: gatewayRefunds.status,
    })
    .from(gatewayRefunds)
    .where(and(eq(gatewayRefunds.orderId, order.id), ne(gatewayRefunds.status, "failed")));
  const pending = asked
    .filter((r) => r.status === "requested" || r.status === "pending")
    .reduce((sum, r) => sum + r.amount, 0);
  let left = order.amountPaid - order.amountRefunded - pending;
  let sent = 0;
  for (const payment of captured) {
    if (left <= 0) break;
    const used = asked.filter((r) => r.paymentRow === payment.id).reduce((sum, r) => sum + r.amount, 0);
    const amount = Math.min(left, payment.amount - used);
    if (amount <= 0) continue;
    const [row] = await tx
      .insert(gatewayRefunds)
      .values({
        orderId: order.id,
        gatewayPaymentRowId: payment.id,
        idempotencyKey: `cancel-${order.id}-${payment.id}-${used}`,
        amount,
        status: "requested",
        note: "Refund on cancellation",
        requestedBy: actor.staffId,
      })
      .returning({ id: gatewayRefunds.id });
    if (!row) throw new Error("The refund insert returned no row");
    await recordAudit(tx, actor, {
      action: "payment.online_refund",
      entity: "order",
      entityId: order.id,
      before: null,
      after: {
        refundId: row.id,
        gatewayPaymentId: payment.gatewayPaymentId,
        amount: toRupees(amount),
        on: "cancel",
      },
    });
    await jobs.send(tx, GATEWAY_JOBS.refund, { refundRowId: row.id });
    left -= amount;
    sent += amount;
  }
  return { sent, pending };
}

function gatewayRefused(error: unknown): never {
  if (error instanceof GatewayError && error.status >= 400 && error.status < 500) {
    throw conflict("GATEWAY_REFUSED", `The payment gateway refused: ${error.message}`);
  }
  throw new ApiError(
    503,
    "GATEWAY_UNAVAILABLE",
    "The payment gateway did not answer. Please try again in a minute.",
    undefined,
    { "retry-after": "30" },
  );
}

export interface OnlinePaymentsDeps {
  db: Db;
  env: Env;
  jobs: Pick<JobQueue, "emit" | "send">;
  config: GatewayConfig;
}

/**
 * Online payment through the gateway. The gateway is the source of truth: the browser's callback only
 * shows a state; money is credited when a signed webhook or reconciliation says captured, once per
 * gateway payment (its id is the money row's reference), and only for the amount of the gateway order
 * the shop created.
 */
export function createOnlinePayments(deps: OnlinePaymentsDeps) {
  const { db, env, jobs, config } = deps;

  async function createGatewayOrder(
    client: PaymentGateway,
    input: { amount: number; receipt: string; notes: Record<string, string> },
  ) {
    try {
      return await client.createOrder({ ...input, currency: "INR" });
    } catch (error) {
      gatewayRefused(error);
    }
  }

  const account = createAccountPayments({
    db,
    env,
    jobs,
    config,
    createGatewayOrder,
    reconcileJob: GATEWAY_JOBS.reconcile,
  });

  async function start(
    websiteId: number,
    customerId: number,
    orderId: number,
    input: OnlinePaymentInput,
  ): Promise<OnlinePaymentStartDto> {
    const gateway = await config.resolve(websiteId);
    if (!gateway?.enabled) throw onlineOff();
    const [row] = await db
      .select({
        order: orders,
        customer: { name: customers.name, email: customers.email, phone: customers.phone },
      })
      .from(orders)
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .where(and(eq(orders.id, orderId), eq(orders.websiteId, websiteId), eq(orders.customerId, customerId)))
      .limit(1);
    if (!row) throw orderNotFound();
    const { order, customer } = row;
    if (order.status === "cancelled") {
      throw conflict("ORDER_CANCELLED", "This order is cancelled: nothing can be paid on it.");
    }
    const due = amountDue(paymentSums(order));
    if (due <= 0) throw conflict("NOTHING_DUE", "Nothing is due on this order.");
    let amount = due;
    if (input.amount !== undefined && gateway.partPayments) {
      const asked = toPaise(input.amount);
      if (asked > due) {
        const message = `This is more than the ${formatMoney(due)} still due on the order.`;
        throw conflict("OVERPAYMENT", message, { amount: message });
      }
      amount = asked;
    }
    const created = await createGatewayOrder(gateway.client, {
      amount,
      receipt: order.number,
      notes: { order_number: order.number },
    });
    await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(gatewayOrders)
        .values({ orderId: order.id, gatewayOrderId: created.id, amount, currency: created.currency })
        .returning({ id: gatewayOrders.id });
      if (!inserted) throw new Error("The gateway order insert returned no row");
      await jobs.send(
        tx,
        GATEWAY_JOBS.reconcile,
        { gatewayOrderRowId: inserted.id },
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
      orderNumber: order.number,
      methods: gateway.methods,
      shopName: "Roshni Lighting",
      prefill: { name: customer.name, email: customer.email, contact: customer.phone },
    };
  }

  /**
   * The checkout's callback: the signature (HMAC-SHA256 of the stored gateway order id `|` the payment
   * id, with the key secret) is compared in constant time. A good one credits nothing by itself; it
   * asks reconciliation to look soon, in case the webhook is slow.
   */
  async function verify(
    websiteId: number,
    customerId: number,
    input: OnlinePaymentVerifyInput,
  ): Promise<OnlinePaymentVerifiedDto> {
    const gateway = await config.resolve(websiteId);
    if (!gateway) {
      throw conflict(
        "ONLINE_PAYMENT_OFF",
        "Online payment is not available now: please pay by bank transfer.",
      );
    }
    const [found] = await db
      .select({ gatewayOrder: gatewayOrders })
      .from(gatewayOrders)
      .innerJoin(orders, eq(orders.id, gatewayOrders.orderId))
      .where(
        and(
          eq(gatewayOrders.gatewayOrderId, input.gatewayOrderId),
          eq(orders.websiteId, websiteId),
          eq(orders.customerId, customerId),
        ),
      )
      .limit(1);
    if (!found) throw notFound("GATEWAY_PAYMENT_NOT_FOUND", "This payment does not belong to your orders.");
    const expected = checkoutSignature(gateway.keySecret, found.gatewayOrder.gatewayOrderId, input.paymentId);
    if (!signaturesMatch(expected, input.signature)) {
      throw badRequest(
        "PAYMENT_SIGNATURE_INVALID",
        "The payment could not be confirmed and was not counted. Please try again or pay by bank transfer.",
      );
    }
    const [payment] = await db
      .select({ status: gatewayPayments.status })
      .from(gatewayPayments)
      .where(eq(gatewayPayments.gatewayPaymentId, input.paymentId))
      .limit(1);
    const captured = payment?.status === "captured" || payment?.status === "refunded";
    if (!captured) {
      await jobs.send(
        null,
        GATEWAY_JOBS.reconcile,
        { gatewayOrderRowId: found.gatewayOrder.id },
        { startAfterSeconds: 30 },
      );
    }
    return {
      orderId: found.gatewayOrder.orderId,
      captured,
      message: captured
        ? "Payment received. Thank you."
        : "Payment made; the shop is waiting for the gateway's confirmation (usually seconds).",
    };
  }

  async function gatewayOrderOf(tx: Executor, gatewayOrderId: string | null | undefined) {
    if (!gatewayOrderId) return undefined;
    const [found] = await tx
      .select()
      .from(gatewayOrders)
      .where(eq(gatewayOrders.gatewayOrderId, gatewayOrderId))
      .limit(1);
    return found;
  }

  /** A payment the gateway says is captured: credited once, if its amount is the gateway order's. */
  async function creditCaptured(tx: Executor, payment: GatewayPayment): Promise<Outcome> {
    const gatewayOrder = await gatewayOrderOf(tx, payment.order_id);
    if (!gatewayOrder) {
      const onAccount = await account.credit(tx, payment);
      if (onAccount) return onAccount;
      return {
        outcome: "held",
        reason: `The payment ${payment.id} names a gateway order this shop did not create.`,
      };
    }
    const order = await lockOrder(tx, gatewayOrder.orderId);
    if (payment.amount !== gatewayOrder.amount || payment.currency !== gatewayOrder.currency) {
      return {
        outcome: "held",
        orderId: order.id,
        reason: `The gateway reported ${formatMoney(payment.amount)} (${payment.currency}) for gateway order ${gatewayOrder.gatewayOrderId} of ${formatMoney(gatewayOrder.amount)}: nothing was credited.`,
      };
    }
    const [existing] = await tx
      .select()
      .from(gatewayPayments)
      .where(eq(gatewayPayments.gatewayPaymentId, payment.id))
      .for("update")
      .limit(1);
    const now = new Date();
    if (existing?.paymentRowId) {
      if (existing.fee === null && payment.fee !== null) {
        await tx
          .update(gatewayPayments)
          .set({ fee: payment.fee, tax: payment.tax, updatedAt: now })
          .where(eq(gatewayPayments.id, existing.id));
      }
      return { outcome: "applied", orderId: order.id };
    }
    const [money] = await tx
      .insert(payments)
      .values({
        orderId: order.id,
        kind: "payment",
        method: "online",
        amount: payment.amount,
        reference: payment.id,
        note: `Razorpay, ${methodTitle(payment.method)}`,
        recordedBy: null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!money) throw new Error("The payment insert returned no row");
    const paid = order.amountPaid + payment.amount;
    await tx
      .update(orders)
      .set({
        amountPaid: paid,
        paymentStatus: paymentStatusOf({ total: order.total, paid, refunded: order.amountRefunded }),
        updatedAt: now,
      })
      .where(eq(orders.id, order.id));
    const values = {
      status: "captured" as const,
      method: payment.method,
      amount: payment.amount,
      fee: payment.fee,
      tax: payment.tax,
      paymentRowId: money.id,
      updatedAt: now,
    };
    if (existing) {
      await tx.update(gatewayPayments).set(values).where(eq(gatewayPayments.id, existing.id));
    } else {
      await tx.insert(gatewayPayments).values({
        ...values,
        orderId: order.id,
        gatewayOrderRowId: gatewayOrder.id,
        gatewayPaymentId: payment.id,
      });
    }
    await tx
      .update(gatewayOrders)
      .set({ status: "paid", updatedAt: now })
      .where(eq(gatewayOrders.id, gatewayOrder.id));
    await jobs.emit(tx, { type: "payment.recorded", orderId: order.id, paymentId: money.id });
    return { outcome: "applied", orderId: order.id };
  }

  /** An authorised or failed payment: kept, never moving a later state back. */
  async function recordAttempt(
    tx: Executor,
    payment: GatewayPayment,
    status: "authorized" | "failed",
  ): Promise<Outcome> {
    const gatewayOrder = await gatewayOrderOf(tx, payment.order_id);
    if (!gatewayOrder) {
      const onAccount = await account.attempt(tx, payment, status);
      if (onAccount) return onAccount;
      return {
        outcome: "held",
        reason: `The payment ${payment.id} names a gateway order this shop did not create.`,
      };
    }
    await lockOrder(tx, gatewayOrder.orderId);
    const [existing] = await tx
      .select()
      .from(gatewayPayments)
      .where(eq(gatewayPayments.gatewayPaymentId, payment.id))
      .for("update")
      .limit(1);
    const now = new Date();
    if (existing) {
      if (RANK[existing.status] < RANK[status]) {
        await tx
          .update(gatewayPayments)
          .set({
            status,
            method: payment.method,
            errorDescription: payment.error_description,
            updatedAt: now,
          })
          .where(eq(gatewayPayments.id, existing.id));
      }
    } else {
      await tx.insert(gatewayPayments).values({
        orderId: gatewayOrder.orderId,
        gatewayOrderRowId: gatewayOrder.id,
        gatewayPaymentId: payment.id,
        status,
        method: payment.method,
        amount: payment.amount,
        fee: payment.fee,
        tax: payment.tax,
        errorDescription: payment.error_description,
      });
    }
    // Authorised but not captured: the shop captures it (reconciliation does, at once).
    if (status === "authorized") {
      await jobs.send(tx, GATEWAY_JOBS.reconcile, { gatewayOrderRowId: gatewayOrder.id });
    }
    return { outcome: "applied", orderId: gatewayOrder.orderId };
  }

  /** The gateway's word on a refund the shop asked for: the money row once processed; failed frees the amount. */
  async function settleRefund(
    tx: Executor,
    refund: GatewayRefund,
    status: "processed" | "failed",
  ): Promise<Outcome> {
    const shopId = Number(refund.notes?.shop_refund_id);
    const [byGatewayId] = await tx
      .select()
      .from(gatewayRefunds)
      .where(eq(gatewayRefunds.gatewayRefundId, refund.id))
      .limit(1);
    const [byShopId] =
      !byGatewayId && Number.isInteger(shopId)
        ? await tx.select().from(gatewayRefunds).where(eq(gatewayRefunds.id, shopId)).limit(1)
        : [];
    const known = byGatewayId ?? byShopId;
    if (!known || known.amount !== refund.amount) {
      return {
        outcome: "held",
        ...(known ? { orderId: known.orderId } : {}),
        reason: `The refund ${refund.id} of ${formatMoney(refund.amount)} was not asked for by this shop (or its amount differs).`,
      };
    }
    const order = await lockOrder(tx, known.orderId);
    const [row] = await tx.select().from(gatewayRefunds).where(eq(gatewayRefunds.id, known.id)).for("update");
    if (!row || row.status === "processed") return { outcome: "applied", orderId: order.id };
    const now = new Date();
    if (status === "failed") {
      await tx
        .update(gatewayRefunds)
        .set({ status: "failed", gatewayRefundId: refund.id, updatedAt: now })
        .where(eq(gatewayRefunds.id, row.id));
      return { outcome: "applied", orderId: order.id };
    }
    const written = await writeMoneyRow(
      tx,
      { staffId: row.requestedBy ?? 0, ip: null },
      order,
      {
        kind: "refund",
        method: "online",
        amount: row.amount,
        reference: refund.id,
        receivedOn: now.toISOString().slice(0, 10),
        note: row.note ?? "Refunded through Razorpay",
      },
      now,
    );
    await tx
      .update(gatewayRefunds)
      .set({
        status: "processed",
        gatewayRefundId: refund.id,
        refundRowId: written.payment.id,
        updatedAt: now,
      })
      .where(eq(gatewayRefunds.id, row.id));
    return { outcome: "applied", orderId: order.id };
  }

  /**
   * One webhook event, in one transaction with its event id: a second delivery finds the id and does
   * nothing. Events may come in any order (payment.captured and order.paid credit the same payment once).
   */
  async function handleWebhook(eventId: string, rawBody: string): Promise<Outcome | "duplicate"> {
    const body = JSON.parse(rawBody) as {
      event?: string;
      payload?: {
        payment?: { entity?: GatewayPayment };
        refund?: { entity?: GatewayRefund };
      };
    };
    const event = typeof body.event === "string" ? body.event : "unknown";
    return db.transaction(async (tx) => {
      const [fresh] = await tx
        .insert(gatewayEvents)
        .values({ eventId, event, outcome: "applied", payload: body })
        .onConflictDoNothing()
        .returning({ eventId: gatewayEvents.eventId });
      if (!fresh) return "duplicate" as const;
      const payment = body.payload?.payment?.entity;
      const refund = body.payload?.refund?.entity;
      let result: Outcome = { outcome: "ignored", reason: "An event this shop does not act on." };
      if ((event === "payment.captured" || event === "order.paid") && payment) {
        result =
          payment.status === "captured" || payment.status === "refunded"
            ? await creditCaptured(tx, payment)
            : { outcome: "ignored", reason: `The payment is ${payment.status}.` };
      } else if (event === "payment.authorized" && payment) {
        result = await recordAttempt(tx, payment, "authorized");
      } else if (event === "payment.failed" && payment) {
        result = await recordAttempt(tx, payment, "failed");
      } else if ((event === "refund.processed" || event === "refund.failed") && refund) {
        result = await settleRefund(tx, refund, event === "refund.processed" ? "processed" : "failed");
      }
      await tx
        .update(gatewayEvents)
        .set({ outcome: result.outcome, reason: result.reason ?? null, orderId: result.orderId ?? null })
        .where(eq(gatewayEvents.eventId, eventId));
      return result;
    });
  }

  /** Keeps what reconciliation could not credit (an amount that does not match) for staff, once. */
  async function hold(payment: GatewayPayment, result: Outcome): Promise<void> {
    if (result.outcome !== "held") return;
    await db
      .insert(gatewayEvents)
      .values({
        eventId: `reconcile:${payment.id}`,
        event: "reconcile.payment",
        outcome: "held",
        reason: result.reason ?? null,
        orderId: result.orderId ?? null,
        payload: payment,
      })
      .onConflictDoNothing();
  }

  /** Whether a gateway payment is already credited (an order's money row or an account's receipt). */
  async function isCredited(paymentId: string): Promise<boolean> {
    const [onOrder] = await db
      .select({ id: gatewayPayments.id })
      .from(gatewayPayments)
      .where(
        and(
          eq(gatewayPayments.gatewayPaymentId, paymentId),
          sql`${gatewayPayments.paymentRowId} is not null`,
        ),
      )
      .limit(1);
    if (onOrder) return true;
    const [onAccount] = await db
      .select({ id: gatewayAccountOrders.id })
      .from(gatewayAccountOrders)
      .where(
        and(
          eq(gatewayAccountOrders.gatewayPaymentId, paymentId),
          sql`${gatewayAccountOrders.receiptId} is not null`,
        ),
      )
      .limit(1);
    return onAccount !== undefined;
  }

  /**
   * Asks the gateway about one of its orders: authorised payments are captured, captured ones credited
   * (if no webhook did), failed ones kept. Answers what it credited and whether anything was paid.
   */
  async function reconcileAt(
    client: PaymentGateway,
    gatewayOrderId: string,
  ): Promise<{ credited: number; anything: boolean }> {
    let credited = 0;
    let anything = false;
    for (let payment of await client.fetchOrderPayments(gatewayOrderId)) {
      if (payment.status === "authorized") {
        try {
          payment = await client.capture(payment.id, payment.amount, payment.currency);
        } catch (error) {
          // Captured meanwhile (by the gateway's own auto-capture): read it again.
          if (!(error instanceof GatewayError)) throw error;
          payment = await client.fetchPayment(payment.id);
        }
      }
      const current = payment;
      if (current.status === "captured" || current.status === "refunded" || current.status === "authorized") {
        anything = true;
      }
      if (current.status === "captured" || current.status === "refunded") {
        const before = await isCredited(current.id);
        const result = await db.transaction((tx) => creditCaptured(tx, current));
        await hold(current, result);
        if (!before && result.outcome === "applied") credited += 1;
      } else if (current.status === "failed") {
        await db.transaction((tx) => recordAttempt(tx, current, "failed"));
      }
    }
    return { credited, anything };
  }

  /** One order's gateway order, asked about. Safe to run any number of times. */
  async function reconcile(gatewayOrderRowId: number, now = new Date()): Promise<{ credited: number }> {
    const [found] = await db
      .select({ gatewayOrder: gatewayOrders, websiteId: orders.websiteId })
      .from(gatewayOrders)
      .innerJoin(orders, eq(orders.id, gatewayOrders.orderId))
      .where(eq(gatewayOrders.id, gatewayOrderRowId))
      .limit(1);
    if (!found) return { credited: 0 };
    const gateway = await config.resolve(found.websiteId);
    if (!gateway) return { credited: 0 };
    const { credited, anything } = await reconcileAt(gateway.client, found.gatewayOrder.gatewayOrderId);
    const stale = now.getTime() - found.gatewayOrder.createdAt.getTime() > CLOSE_AFTER_MS;
    await db
      .update(gatewayOrders)
      .set({ reconciledAt: now, ...(!anything && stale ? { status: "closed" as const } : {}) })
      .where(eq(gatewayOrders.id, gatewayOrderRowId));
    return { credited };
  }

  /** An account's gateway order, asked about. Safe to run any number of times. */
  async function reconcileAccount(accountRowId: number, now = new Date()): Promise<{ credited: number }> {
    const found = await account.find(accountRowId);
    if (!found) return { credited: 0 };
    const gateway = await config.resolve(found.websiteId);
    if (!gateway) return { credited: 0 };
    const { credited, anything } = await reconcileAt(gateway.client, found.row.gatewayOrderId);
    const stale = now.getTime() - found.row.createdAt.getTime() > CLOSE_AFTER_MS;
    await db
      .update(gatewayAccountOrders)
      .set({ reconciledAt: now, ...(!anything && stale ? { status: "closed" as const } : {}) })
      .where(eq(gatewayAccountOrders.id, accountRowId));
    return { credited };
  }

  /** Every open gateway order of one order, asked about now (staff's "check with the gateway"). */
  async function reconcileOrder(websiteId: number, orderId: number): Promise<{ credited: number }> {
    const [order] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.websiteId, websiteId)))
      .limit(1);
    if (!order) throw adminOrderNotFound();
    const open = await db
      .select({ id: gatewayOrders.id })
      .from(gatewayOrders)
      .where(and(eq(gatewayOrders.orderId, orderId), ne(gatewayOrders.status, "closed")));
    let credited = 0;
    try {
      for (const row of open) credited += (await reconcile(row.id)).credited;
    } catch (error) {
      gatewayRefused(error);
    }
    return { credited };
  }

  /**
   * The periodic sweep: every gateway order (an order's or an account's) still open `minutes` after it
   * was created and not asked about in the last `minutes`, and every refund still with the gateway after
   * as long, asked about now and settled. A webhook that never comes is made good here without anyone
   * opening the order. One failing gateway call does not stop the rest; answers how many were asked.
   */
  async function reconcileStale(minutes: number, now = new Date(), log?: (error: unknown) => void) {
    const cutoff = new Date(now.getTime() - minutes * 60_000);
    const due = <T extends typeof gatewayOrders | typeof gatewayAccountOrders>(t: T) =>
      and(
        eq(t.status, "open"),
        lte(t.createdAt, cutoff),
        or(isNull(t.reconciledAt), lte(t.reconciledAt, cutoff)),
      );
    const open = await db
      .select({ id: gatewayOrders.id })
      .from(gatewayOrders)
      .where(due(gatewayOrders))
      .limit(200);
    const openAccounts = await db
      .select({ id: gatewayAccountOrders.id })
      .from(gatewayAccountOrders)
      .where(due(gatewayAccountOrders))
      .limit(200);
    const refunds = await db
      .select({ id: gatewayRefunds.id })
      .from(gatewayRefunds)
      .where(
        and(inArray(gatewayRefunds.status, ["requested", "pending"]), lte(gatewayRefunds.updatedAt, cutoff)),
      )
      .limit(200);
    const tries: (() => Promise<unknown>)[] = [
      ...open.map((row) => () => reconcile(row.id, now)),
      ...openAccounts.map((row) => () => reconcileAccount(row.id, now)),
      ...refunds.map((row) => () => sendRefund(row.id)),
    ];
    for (const attempt of tries) {
      try {
        await attempt();
      } catch (error) {
        log?.(error);
      }
    }
    return tries.length;
  }

  /**
   * Sends a refund row to the gateway with its idempotency key (a retry after a lost answer is the same
   * refund), or asks about one the gateway has accepted but not finished; settles what it answers. A
   * refusal (4xx) marks the row failed, freeing its amount, and is thrown; so is an unanswered call.
   */
  async function sendRefund(refundRowId: number): Promise<void> {
    const [found] = await db
      .select({
        refund: gatewayRefunds,
        paymentId: gatewayPayments.gatewayPaymentId,
        websiteId: orders.websiteId,
      })
      .from(gatewayRefunds)
      .innerJoin(gatewayPayments, eq(gatewayPayments.id, gatewayRefunds.gatewayPaymentRowId))
      .innerJoin(orders, eq(orders.id, gatewayRefunds.orderId))
      .where(eq(gatewayRefunds.id, refundRowId))
      .limit(1);
    if (!found || found.refund.status === "processed" || found.refund.status === "failed") return;
    const { refund: row, paymentId } = found;
    const gateway = await config.resolve(found.websiteId);
    if (!gateway) {
      throw conflict("ONLINE_PAYMENT_OFF", "The gateway's keys are not set: the refund cannot be sent.");
    }
    const notes = { shop_refund_id: String(row.id) };
    let answer: GatewayRefund;
    try {
      answer =
        row.status === "pending" && row.gatewayRefundId
          ? await gateway.client.fetchRefund(paymentId, row.gatewayRefundId)
          : await gateway.client.refund(paymentId, {
              amount: row.amount,
              idempotencyKey: row.idempotencyKey,
              notes,
            });
    } catch (error) {
      if (
        error instanceof GatewayError &&
        error.status >= 400 &&
        error.status < 500 &&
        row.status === "requested"
      ) {
        await db
          .update(gatewayRefunds)
          .set({ status: "failed", updatedAt: new Date() })
          .where(and(eq(gatewayRefunds.id, row.id), eq(gatewayRefunds.status, "requested")));
      }
      throw error;
    }
    if (answer.status === "processed" || answer.status === "failed") {
      await db.transaction((tx) =>
        settleRefund(tx, { ...answer, notes }, answer.status as "processed" | "failed"),
      );
    } else {
      await db
        .update(gatewayRefunds)
        .set({ status: "pending", gatewayRefundId: answer.id, updatedAt: new Date() })
        .where(and(eq(gatewayRefunds.id, row.id), inArray(gatewayRefunds.status, ["requested", "pending"])));
    }
  }

  function refundDto(row: typeof gatewayRefunds.$inferSelect, gatewayPaymentId: string): GatewayRefundDto {
    return {
      id: row.id,
      gatewayPaymentId,
      gatewayRefundId: row.gatewayRefundId,
      amount: toRupees(row.amount),
      status: row.status,
      note: row.note,
      createdAt: row.createdAt.toISOString(),
    };
  }

  /**
   * A refund through the gateway (full or part). The request is written first, under the order's lock,
   * so two refunds racing past the captured amount cannot both pass; the gateway is called after the
   * commit with the idempotency key, so a retry never refunds twice.
   */
  async function refund(
    actor: StaffActor,
    websiteId: number,
    orderId: number,
    input: OnlineRefundInput,
  ): Promise<GatewayRefundDto> {
    const amount = toPaise(input.amount);
    const prepared = await db.transaction(async (tx) => {
      let order = await lockOrder(tx, orderId);
      if (order.websiteId !== websiteId) throw adminOrderNotFound();
      const [payment] = await tx
        .select()
        .from(gatewayPayments)
        .where(
          and(
            eq(gatewayPayments.orderId, orderId),
            eq(gatewayPayments.gatewayPaymentId, input.gatewayPaymentId),
            inArray(gatewayPayments.status, ["captured", "refunded"]),
          ),
        )
        .limit(1);
      if (!payment) {
        throw notFound("GATEWAY_PAYMENT_NOT_FOUND", "No captured online payment of this order has this id.");
      }
      const [same] = await tx
        .select()
        .from(gatewayRefunds)
        .where(eq(gatewayRefunds.idempotencyKey, input.idempotencyKey))
        .limit(1);
      if (same) {
        if (same.amount !== amount || same.gatewayPaymentRowId !== payment.id) {
          throw conflict(
            "IDEMPOTENCY_KEY_REUSED",
            "This refund form was already used for another refund: reload it.",
          );
        }
        return { row: same, payment, replay: same.status !== "requested" };
      }
      // Goods not supplied after the tax invoice: their credit note first, by line as a return's, in this
      // transaction, so that the refund has room and the books say why the money went back. Without a
      // tax invoice (an advance) there is nothing to credit and issueCreditNote refuses.
      let creditNote: { id: number; number: string } | null = null;
      if (input.creditNote) {
        const issued = await issueCreditNote(tx, orderId, {
          jobs,
          reason: input.creditNote.reason,
          lines: input.creditNote.lines.map((line) => ({ kind: "return" as const, ...line })),
        });
        creditNote = { id: issued.document.id, number: issued.document.number };
        await jobs.emit(tx, { type: "credit-note.issued", orderId, documentId: issued.document.id });
        order = await lockOrder(tx, orderId);
      }
      const [used] = await tx
        .select({ sum: sql<string>`coalesce(sum(${gatewayRefunds.amount}), 0)` })
        .from(gatewayRefunds)
        .where(and(eq(gatewayRefunds.gatewayPaymentRowId, payment.id), ne(gatewayRefunds.status, "failed")));
      const left = payment.amount - Number(used?.sum ?? 0);
      if (amount > left) {
        const message = `At most ${formatMoney(Math.max(0, left))} of this payment can still be refunded.`;
        throw conflict("REFUND_TOO_LARGE", message, { amount: message });
      }
      // As for a bank refund: only what the buyer paid beyond what the order is worth goes back (a
      // return's or price reduction's credit note lowers that first), so a refund never raises what is
      // owed. Refunds still with the gateway count as given back.
      const [pending] = await tx
        .select({ sum: sql<string>`coalesce(sum(${gatewayRefunds.amount}), 0)` })
        .from(gatewayRefunds)
        .where(and(eq(gatewayRefunds.orderId, orderId), eq(gatewayRefunds.status, "requested")));
      const { refundable } = orderMoney({
        total: order.total,
        paid: order.amountPaid,
        refunded: order.amountRefunded + Number(pending?.sum ?? 0),
        credited: order.amountCredited,
        cancelled: order.status === "cancelled",
      });
      if (amount > refundable) {
        const message =
          refundable > 0
            ? `At most ${formatMoney(refundable)} can be refunded: what the buyer paid beyond what the order is worth.`
            : "Nothing was paid beyond what the order is worth: issue a credit note for a return or a lower price first.";
        const [invoice] = await tx
          .select({ id: documents.id })
          .from(documents)
          .where(and(eq(documents.orderId, orderId), eq(documents.kind, "invoice")))
          .limit(1);
        // After the tax invoice the refund form can issue the credit note itself (goods not supplied).
        const offer: Record<string, string> = invoice
          ? {
              creditNote: "Name the invoice lines not supplied: their credit note is issued with the refund.",
            }
          : {};
        throw conflict("REFUND_TOO_LARGE", message, { amount: message, ...offer });
      }
      const [row] = await tx
        .insert(gatewayRefunds)
        .values({
          orderId,
          gatewayPaymentRowId: payment.id,
          idempotencyKey: input.idempotencyKey,
          amount,
          status: "requested",
          note: input.note ?? null,
          requestedBy: actor.staffId,
        })
        .returning();
      if (!row) throw new Error("The refund insert returned no row");
      await recordAudit(tx, actor, {
        action: "payment.online_refund",
        entity: "order",
        entityId: orderId,
        before: null,
        after: {
          refundId: row.id,
          gatewayPaymentId: payment.gatewayPaymentId,
          amount: toRupees(amount),
          ...(creditNote ? { creditNote: creditNote.number } : {}),
        },
      });
      return { row, payment, replay: false };
    });
    if (prepared.replay) return refundDto(prepared.row, prepared.payment.gatewayPaymentId);
    try {
      await sendRefund(prepared.row.id);
    } catch (error) {
      if (error instanceof ApiError) throw error;
      gatewayRefused(error);
    }
    const [after] = await db.select().from(gatewayRefunds).where(eq(gatewayRefunds.id, prepared.row.id));
    return refundDto(after ?? prepared.row, prepared.payment.gatewayPaymentId);
  }

  /** The order's online payments, refunds and held events, for the back office's order page. */
  async function listForOrder(websiteId: number, orderId: number): Promise<AdminOnlinePaymentsDto> {
    const [order] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.websiteId, websiteId)))
      .limit(1);
    if (!order) throw adminOrderNotFound();
    const rows = await db
      .select({ payment: gatewayPayments, gatewayOrderId: gatewayOrders.gatewayOrderId })
      .from(gatewayPayments)
      .innerJoin(gatewayOrders, eq(gatewayOrders.id, gatewayPayments.gatewayOrderRowId))
      .where(eq(gatewayPayments.orderId, orderId))
      .orderBy(gatewayPayments.createdAt, gatewayPayments.id);
    const refunds = await db
      .select()
      .from(gatewayRefunds)
      .where(eq(gatewayRefunds.orderId, orderId))
      .orderBy(gatewayRefunds.createdAt, gatewayRefunds.id);
    const held = await db
      .select()
      .from(gatewayEvents)
      .where(and(eq(gatewayEvents.orderId, orderId), eq(gatewayEvents.outcome, "held")))
      .orderBy(desc(gatewayEvents.receivedAt));
    const paymentIdOf = new Map(rows.map((r) => [r.payment.id, r.payment.gatewayPaymentId]));
    const gateway = await config.resolve(websiteId);
    return {
      enabled: gateway?.enabled ?? false,
      payments: rows.map(({ payment, gatewayOrderId }) => {
        const used = refunds
          .filter((r) => r.gatewayPaymentRowId === payment.id && r.status !== "failed")
          .reduce((sum, r) => sum + r.amount, 0);
        const captured = payment.status === "captured" || payment.status === "refunded";
        return {
          id: payment.id,
          gatewayOrderId,
          gatewayPaymentId: payment.gatewayPaymentId,
          status: payment.status,
          method: payment.method,
          amount: toRupees(payment.amount),
          fee: payment.fee === null ? null : toRupees(payment.fee),
          tax: payment.tax === null ? null : toRupees(payment.tax),
          refundable: captured ? toRupees(Math.max(0, payment.amount - used)) : 0,
          errorDescription: payment.errorDescription,
          createdAt: payment.createdAt.toISOString(),
        };
      }),
      refunds: refunds.map((r) => refundDto(r, paymentIdOf.get(r.gatewayPaymentRowId) ?? "")),
      held: held.map((e) => ({
        eventId: e.eventId,
        event: e.event,
        reason: e.reason ?? "",
        receivedAt: e.receivedAt.toISOString(),
      })),
    };
  }

  /** The buyer's view of a failed attempt: the gateway's sentence of the latest failed payment. */
  async function lastFailure(orderId: number): Promise<string | null> {
    const [last] = await db
      .select({ status: gatewayPayments.status, error: gatewayPayments.errorDescription })
      .from(gatewayPayments)
      .where(eq(gatewayPayments.orderId, orderId))
      .orderBy(desc(gatewayPayments.updatedAt), desc(gatewayPayments.id))
      .limit(1);
    return last?.status === "failed" ? (last.error ?? "The payment failed.") : null;
  }

  /** What the storefront offers: nothing when the gateway is off or has no keys. */
  async function options(websiteId: number) {
    const gateway = await config.resolve(websiteId);
    return gateway?.enabled
      ? { enabled: true, methods: gateway.methods, partPayments: gateway.partPayments }
      : { enabled: false, methods: [], partPayments: false };
  }

  return {
    options,
    start,
    verify,
    handleWebhook,
    reconcile,
    reconcileAccount,
    reconcileOrder,
    reconcileStale,
    refund,
    sendRefund,
    startAccount: account.start,
    verifyAccount: account.verify,
    listForOrder,
    lastFailure,
  };
}

export type OnlinePayments = ReturnType<typeof createOnlinePayments>;
