import {
  type AdminPaymentDto,
  amountDue,
  amountKept,
  amountRefundable,
  type ClaimConfirmInput,
  type ClaimRejectInput,
  formatMoney,
  netAmount,
  type PaymentMethod,
  type PaymentRecordInput,
  paymentFits,
  paymentStatusOf,
  type RefundRecordInput,
  type RefundReferenceInput,
  refundFits,
  toPaise,
  toRupees,
} from "@roshni/core";
import { and, eq, ne } from "drizzle-orm";
import type { Db, Executor } from "../../db/client";
import { orders, paymentClaims, payments, staff } from "../../db/schema";
import type { JobQueue } from "../../jobs/queue";
import { conflict, notFound } from "../../lib/errors";
import { recordAudit, type StaffActor } from "../audit/service";
import { isUniqueViolation } from "../customers/service";
import { type OrderRow, paymentSums } from "./order-view";
import { lockUtr, otherOrderWithUtr } from "./utr";

type PaymentRow = typeof payments.$inferSelect;

export function adminOrderNotFound() {
  return notFound("ORDER_NOT_FOUND", "This order does not exist.");
}

/** The order row locked for the rest of the transaction: payments and moves on one order queue up. */
export async function lockOrder(tx: Executor, orderId: number): Promise<OrderRow> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update").limit(1);
  if (!order) throw adminOrderNotFound();
  return order;
}

export interface MoneyRow {
  kind: "payment" | "refund";
  method: PaymentMethod;
  /** Paise, positive. */
  amount: number;
  reference: string | null;
  receivedOn: string;
  note: string | null;
}

/**
 * Writes a payment or refund row and the order's sums and derived status (core's paymentStatusOf) in
 * the caller's transaction, with the audit row. The order must be locked by the caller.
 */
export async function writeMoneyRow(
  tx: Executor,
  actor: StaffActor,
  order: OrderRow,
  row: MoneyRow,
  now: Date,
): Promise<{ payment: PaymentRow; order: OrderRow }> {
  if (row.reference !== null) await assertUtrOnNoOtherOrder(tx, order.id, row.reference);
  let inserted: PaymentRow | undefined;
  try {
    // A savepoint: a duplicate UTR must not abort the caller's transaction on PostgreSQL.
    inserted = await tx.transaction(async (inner) => {
      const [r] = await inner
        .insert(payments)
        .values({
          orderId: order.id,
          kind: row.kind,
          method: row.method,
          amount: row.amount,
          reference: row.reference,
          receivedOn: row.receivedOn,
          note: row.note,
          recordedBy: actor.staffId,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      return r;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateUtr();
    throw error;
  }
  if (!inserted) throw new Error("The payment insert returned no row");
  const paid = order.amountPaid + (row.kind === "payment" ? row.amount : 0);
  const refunded = order.amountRefunded + (row.kind === "refund" ? row.amount : 0);
  const status = paymentStatusOf({ ...paymentSums(order), paid, refunded });
  const [after] = await tx
    .update(orders)
    .set({ amountPaid: paid, amountRefunded: refunded, paymentStatus: status, updatedAt: now })
    .where(eq(orders.id, order.id))
    .returning();
  if (!after) throw adminOrderNotFound();
  await recordAudit(tx, actor, {
    action: row.kind === "payment" ? "payment.record" : "payment.refund",
    entity: "order",
    entityId: order.id,
    before: {
      paymentStatus: order.paymentStatus,
      amountPaid: toRupees(order.amountPaid),
      amountRefunded: toRupees(order.amountRefunded),
    },
    after: {
      paymentStatus: status,
      amountPaid: toRupees(paid),
      amountRefunded: toRupees(refunded),
      [row.kind]: {
        id: inserted.id,
        method: row.method,
        amount: toRupees(row.amount),
        reference: row.reference,
        receivedOn: row.receivedOn,
      },
    },
  });
  return { payment: inserted, order: after };
}

function duplicateUtr(kind: "payment" | "refund" = "payment") {
  const message = `This UTR is already recorded as a ${kind} of this order.`;
  return conflict("DUPLICATE_UTR", message, { reference: message });
}

/** Refused when another order holds the UTR as a payment or refund; its number is named. */
async function assertUtrOnNoOtherOrder(tx: Executor, orderId: number, reference: string): Promise<void> {
  await lockUtr(tx, reference);
  const holder = await otherOrderWithUtr(tx, reference, orderId, { claims: false });
  if (holder) {
    const message = `This UTR is already recorded on order ${holder.number}.`;
    throw conflict("DUPLICATE_UTR", message, { reference: message });
  }
}

/**
 * Refused when another money row of the order (a payment or another refund) holds the reference: a
 * bank transfer has one UTR, so a refund's is never a payment's (usually the payment's pasted by
 * mistake). The order is locked by the caller, so two writes of one order cannot both pass.
 */
async function assertRefundReferenceFree(
  tx: Executor,
  orderId: number,
  reference: string,
  exceptId?: number,
): Promise<void> {
  const conditions = [eq(payments.orderId, orderId), eq(payments.reference, reference)];
  if (exceptId !== undefined) conditions.push(ne(payments.id, exceptId));
  const [taken] = await tx
    .select({ kind: payments.kind })
    .from(payments)
    .where(and(...conditions))
    .limit(1);
  if (taken) throw duplicateUtr(taken.kind);
}

export function paymentDto(row: PaymentRow, staffName: string | null): AdminPaymentDto {
  return {
    id: row.id,
    kind: row.kind,
    method: row.method,
    amount: toRupees(row.amount),
    reference: row.reference,
    receivedOn: row.receivedOn,
    note: row.note,
    recordedBy: row.recordedBy !== null ? { id: row.recordedBy, name: staffName ?? "" } : null,
    createdAt: row.createdAt.toISOString(),
  };
}

export interface OrderPaymentsDeps {
  db: Db;
  publicWebUrl: string;
  /** The buyer's receipt follows `payment.recorded`, the rejected claim's note `claim.decided`. */
  jobs: Pick<JobQueue, "emit">;
}

/** Staff record money that arrived, refunds, and decide buyers' claims (BACKOFFICE.md "payments"). */
export function createOrderPayments(deps: OrderPaymentsDeps) {
  const { db } = deps;

  function assertPayable(order: OrderRow, amount: number): void {
    if (order.status === "cancelled") {
      throw conflict("ORDER_CANCELLED", "This order is cancelled: a payment cannot be recorded on it.");
    }
    if (!paymentFits(paymentSums(order), amount)) {
      const due = amountDue(paymentSums(order));
      const message = `This is more than the ${formatMoney(due)} still due on the order.`;
      throw conflict("OVERPAYMENT", message, { amount: message });
    }
  }

  /**
   * Records money received: refused on a cancelled order, above the amount due, or with a UTR already
   * recorded on this order or another. Status, sums, audit and the buyer's receipt mail in one transaction.
   */
  async function recordPayment(
    actor: StaffActor,
    orderId: number,
    input: PaymentRecordInput,
    now = new Date(),
  ): Promise<AdminPaymentDto> {
    const amount = toPaise(input.amount);
    return db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      assertPayable(order, amount);
      const written = await writeMoneyRow(
        tx,
        actor,
        order,
        {
          kind: "payment",
          method: input.method,
          amount,
          reference: input.reference,
          receivedOn: input.receivedOn,
          note: input.note ?? null,
        },
        now,
      );
      await deps.jobs.emit(tx, {
        type: "payment.recorded",
        orderId: order.id,
        paymentId: written.payment.id,
      });
      return paymentDto(written.payment, null);
    });
  }

  /** Records money given back: at most what the shop kept. */
  async function recordRefund(
    actor: StaffActor,
    orderId: number,
    input: RefundRecordInput,
    now = new Date(),
  ): Promise<AdminPaymentDto> {
    const amount = toPaise(input.amount);
    return db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      const sums = paymentSums(order);
      if (!refundFits(sums, amount)) {
        const refundable = amountRefundable(sums);
        const message =
          refundable > 0
            ? `A refund cannot be more than the ${formatMoney(refundable)} paid beyond what the order is now worth (${formatMoney(netAmount(sums))}).`
            : `Nothing is refundable: the ${formatMoney(amountKept(sums))} kept is not more than the ${formatMoney(netAmount(sums))} the order is worth. Issue a credit note for goods returned or a price reduced first.`;
        throw conflict("REFUND_TOO_LARGE", message, { amount: message });
      }
      if (input.reference) await assertRefundReferenceFree(tx, order.id, input.reference);
      const written = await writeMoneyRow(
        tx,
        actor,
        order,
        {
          kind: "refund",
          method: input.method,
          amount,
          reference: input.reference ?? null,
          receivedOn: input.receivedOn,
          note: input.note ?? null,
        },
        now,
      );
      await deps.jobs.emit(tx, { type: "refund.recorded", orderId: order.id, paymentId: written.payment.id });
      return paymentDto(written.payment, null);
    });
  }

  /**
   * The bank's reference (UTR) of a refund, typed after the refund was recorded (a cancellation's refund
   * has none) or corrected; `note` replaces the note when sent. Audited with before and after.
   */
  async function updateRefundReference(
    actor: StaffActor,
    websiteId: number,
    orderId: number,
    refundId: number,
    input: RefundReferenceInput,
    now = new Date(),
  ): Promise<AdminPaymentDto> {
    return db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (order.websiteId !== websiteId) throw adminOrderNotFound();
      const [before] = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.id, refundId), eq(payments.orderId, orderId), eq(payments.kind, "refund")))
        .for("update")
        .limit(1);
      if (!before) throw notFound("REFUND_NOT_FOUND", "This refund does not exist on this order.");
      await assertUtrOnNoOtherOrder(tx, orderId, input.reference);
      await assertRefundReferenceFree(tx, orderId, input.reference, refundId);
      const note = input.note === undefined ? before.note : input.note;
      const [after] = await tx
        .update(payments)
        .set({ reference: input.reference, note, updatedAt: now })
        .where(eq(payments.id, refundId))
        .returning();
      if (!after) throw notFound("REFUND_NOT_FOUND", "This refund does not exist on this order.");
      await recordAudit(tx, actor, {
        action: "payment.refund_reference",
        entity: "order",
        entityId: orderId,
        before: { refundId, reference: before.reference, note: before.note },
        after: { refundId, reference: after.reference, note: after.note },
      });
      const [recorder] =
        after.recordedBy !== null
          ? await tx.select({ name: staff.name }).from(staff).where(eq(staff.id, after.recordedBy)).limit(1)
          : [];
      return paymentDto(after, recorder?.name ?? null);
    });
  }

  async function openClaim(tx: Executor, orderId: number, claimId: number) {
    const [claim] = await tx
      .select()
      .from(paymentClaims)
      .where(and(eq(paymentClaims.id, claimId), eq(paymentClaims.orderId, orderId)))
      .for("update")
      .limit(1);
    if (!claim) throw notFound("CLAIM_NOT_FOUND", "This payment claim does not exist.");
    if (claim.status !== "open") {
      throw conflict("CLAIM_DECIDED", `This claim was already ${claim.status}.`);
    }
    return claim;
  }

  /** The claimed transfer was found: it becomes a payment (the same rules as recording one). */
  async function confirmClaim(
    actor: StaffActor,
    orderId: number,
    claimId: number,
    input: ClaimConfirmInput,
    now = new Date(),
  ): Promise<AdminPaymentDto> {
    return db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      const claim = await openClaim(tx, orderId, claimId);
      const amount = input.amount !== undefined ? toPaise(input.amount) : claim.amount;
      assertPayable(order, amount);
      const written = await writeMoneyRow(
        tx,
        actor,
        order,
        {
          kind: "payment",
          method: input.method,
          amount,
          reference: claim.reference,
          receivedOn: input.receivedOn ?? claim.paidOn,
          note: "Confirmed from the buyer's claim",
        },
        now,
      );
      await tx
        .update(paymentClaims)
        .set({ status: "confirmed", decidedBy: actor.staffId, decidedAt: now, paymentId: written.payment.id })
        .where(eq(paymentClaims.id, claimId));
      await recordAudit(tx, actor, {
        action: "claim.confirm",
        entity: "payment_claim",
        entityId: claimId,
        before: { status: "open" },
        after: { status: "confirmed", paymentId: written.payment.id },
      });
      await deps.jobs.emit(tx, {
        type: "payment.recorded",
        orderId: order.id,
        paymentId: written.payment.id,
      });
      return paymentDto(written.payment, null);
    });
  }

  async function rejectClaim(
    actor: StaffActor,
    orderId: number,
    claimId: number,
    input: ClaimRejectInput,
    now = new Date(),
  ): Promise<void> {
    await db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      await openClaim(tx, orderId, claimId);
      await tx
        .update(paymentClaims)
        .set({ status: "rejected", reason: input.reason, decidedBy: actor.staffId, decidedAt: now })
        .where(eq(paymentClaims.id, claimId));
      await recordAudit(tx, actor, {
        action: "claim.reject",
        entity: "payment_claim",
        entityId: claimId,
        before: { status: "open" },
        after: { status: "rejected", reason: input.reason },
      });
      await deps.jobs.emit(tx, { type: "claim.decided", orderId: order.id, claimId, accepted: false });
    });
  }

  return { recordPayment, recordRefund, updateRefundReference, confirmClaim, rejectClaim };
}

export type OrderPayments = ReturnType<typeof createOrderPayments>;
