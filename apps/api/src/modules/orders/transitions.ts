import {
  type AdminEwayBillDto,
  amountDue,
  canTransition,
  ewayBillRequired,
  ewayBillState,
  formatMoney,
  mayDispatchUnpaid,
  type OrderTransitionInput,
  type StaffRole,
  shopDay,
  transitionRefusal,
} from "@roshni/core";
import { and, desc, eq, ne, sql } from "drizzle-orm";
import { type Db, type Executor, intArray } from "../../db/client";
import {
  couponUses,
  documents,
  orderLines,
  orderStatusHistory,
  orders,
  payments,
  shipmentLines,
  shipments,
} from "../../db/schema";
import type { JobQueue } from "../../jobs/queue";
import { ApiError, conflict, unprocessable } from "../../lib/errors";
import { recordAudit, type StaffActor } from "../audit/service";
import { refundOnlineOnCancel } from "../gateway/service";
import { dispatchOnCredit } from "../receivables/dispatch";
import type { OrderDocuments } from "./documents-port";
import { type OrderRow, paymentSums, readShopSettings } from "./order-view";
import { lockOrder, writeMoneyRow } from "./payments";

export interface OrderTransitionsDeps {
  db: Db;
  publicWebUrl: string;
  /** Told after a cancellation returned stock, so that cached catalogue pages show it. */
  onStockChanged: () => void;
  /** The tax invoice issued at dispatch, in the dispatch's transaction (its PDF follows after it). */
  documents: Pick<OrderDocuments, "issueTaxInvoice" | "creditOnCancel">;
  /** The buyer's message follows the move's `order.moved`; a cancellation's gateway refunds are sent by jobs. */
  jobs: Pick<JobQueue, "emit" | "send">;
}

/** The staff member making a move: the audit's actor and the role that decides unpaid dispatch. */
export interface TransitionActor extends StaffActor {
  role: StaffRole;
}

/** The state the shop's Delhi warehouse ships from, for the e-way bill rule (the shop settings' state). */
/**
 * One e-way bill number belongs to one order: refused (409 EWAY_BILL_NUMBER_TAKEN, on the field `field`)
 * when another order carries it, at dispatch as when it is typed back later.
 */
export async function assertEwayBillNumberFree(
  tx: Executor,
  orderId: number,
  number: string,
  field: string,
): Promise<void> {
  const [other] = await tx
    .select({ number: orders.number })
    .from(orders)
    .where(and(eq(orders.ewayBillNumber, number), ne(orders.id, orderId)))
    .limit(1);
  if (other) {
    const message = `E-way bill ${number} is already recorded for order ${other.number}.`;
    throw conflict("EWAY_BILL_NUMBER_TAKEN", message, { [field]: message });
  }
}

export function shopState(settings: { address?: { state?: string } } | null): string {
  return settings?.address?.state || "Delhi";
}

export function needsEwayBill(order: OrderRow, fromState: string): boolean {
  return ewayBillRequired({ value: order.total, fromState, toState: order.address.state });
}

/** The e-way bill of an order: needed (core's threshold), the number and validity typed back, its state. */
export function ewayBillDto(order: OrderRow, fromState: string, now = new Date()): AdminEwayBillDto {
  const required = needsEwayBill(order, fromState);
  return {
    required,
    number: order.ewayBillNumber,
    validUntil: order.ewayBillValidUntil?.toISOString() ?? null,
    state: ewayBillState({
      required,
      number: order.ewayBillNumber,
      validUntil: order.ewayBillValidUntil,
      now,
    }),
  };
}

/**
 * An order's moves (BACKOFFICE.md "An order's life"), each in one transaction with the order row
 * locked: the move itself, its history row naming the staff member, what the move implies (dispatch
 * details; on cancel: stock back, coupon use released, a refund of what was paid), the audit row and
 * the `order.moved` event the buyer's message follows.
 */
export function createOrderTransitions(deps: OrderTransitionsDeps) {
  const { db } = deps;

  async function returnStock(tx: Executor, orderId: number, now: Date): Promise<number> {
    const lines = await tx
      .select({ productId: orderLines.productId, fromStock: orderLines.fromStock })
      .from(orderLines)
      .where(eq(orderLines.orderId, orderId));
    const back = lines.filter((line) => line.fromStock > 0);
    if (back.length === 0) return 0;
    await tx.execute(sql`update products set stock = products.stock + t.amount, updated_at = ${now}
      from unnest(${intArray(back.map((l) => l.productId))}, ${intArray(back.map((l) => l.fromStock))}) as t(id, amount)
      where products.id = t.id`);
    return back.reduce((sum, line) => sum + line.fromStock, 0);
  }

  /**
   * What was kept of the payments goes back: what was paid online through the gateway (refund rows sent
   * by a job, the money row written when the gateway says processed), the rest as one refund row by the
   * method of the last payment not made online. Answers both amounts.
   */
  async function refundOnCancel(
    tx: Executor,
    actor: StaffActor,
    order: OrderRow,
    now: Date,
  ): Promise<{ recorded: number; throughGateway: number }> {
    const online = await refundOnlineOnCancel(tx, deps.jobs, actor, order);
    const kept = order.amountPaid - order.amountRefunded - online.pending - online.sent;
    if (kept <= 0) return { recorded: 0, throughGateway: online.sent };
    const [last] = await tx
      .select({ method: payments.method })
      .from(payments)
      .where(
        online.sent > 0
          ? and(eq(payments.orderId, order.id), ne(payments.method, "online"))
          : eq(payments.orderId, order.id),
      )
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(1);
    await writeMoneyRow(
      tx,
      actor,
      order,
      {
        kind: "refund",
        method: last?.method ?? "bank_transfer",
        amount: kept,
        reference: null,
        receivedOn: shopDay(now),
        note: "Refund on cancellation",
      },
      now,
    );
    return { recorded: kept, throughGateway: online.sent };
  }

  async function transition(
    actor: TransitionActor,
    orderId: number,
    input: OrderTransitionInput,
    now = new Date(),
  ): Promise<void> {
    let stockReturned = 0;
    await db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      const to = input.to;
      if (!canTransition(order.status, to)) {
        throw conflict("ORDER_TRANSITION_NOT_ALLOWED", transitionRefusal(order.status, to));
      }
      if (to === "partly-dispatched") {
        throw conflict(
          "ORDER_TRANSITION_NOT_ALLOWED",
          "Part of an order leaves by dispatching one of its shipments, not by a move of the order.",
        );
      }
      const [inParts] = await tx
        .select({ number: shipments.number })
        .from(shipments)
        .where(and(eq(shipments.orderId, order.id), ne(shipments.state, "cancelled")))
        .limit(1);
      if (inParts && (to === "dispatched" || to === "cancelled")) {
        throw conflict(
          "ORDER_TRANSITION_NOT_ALLOWED",
          to === "dispatched"
            ? `Order ${order.number} is sent in shipments: dispatch each shipment from its panel.`
            : `Order ${order.number} has shipments: cancel the rest of it, or undo the packed shipments first.`,
        );
      }
      const notes: string[] = [];
      const changes: Partial<typeof orders.$inferInsert> = { status: to, updatedAt: now };

      if (to === "dispatched") {
        const fields: Record<string, string> = {};
        if (!input.transporter) fields.transporter = "Enter the transporter.";
        if (!input.lrNumber) fields.lrNumber = "Enter the LR (docket) number.";
        const settings = await readShopSettings(tx);
        // An e-way bill typed back before dispatch (against the invoice issued ahead) counts as given.
        const ewayBillNumber = input.ewayBillNumber || order.ewayBillNumber || null;
        if (needsEwayBill(order, shopState(settings)) && !ewayBillNumber) {
          fields.ewayBillNumber = `This consignment of ${formatMoney(order.total)} needs an e-way bill: issue the tax invoice, generate the e-way bill against it and enter its 12-digit number.`;
        }
        const first = Object.values(fields)[0];
        if (first) throw unprocessable("DISPATCH_DETAILS_MISSING", first, fields);
        if (input.ewayBillNumber) {
          await assertEwayBillNumberFree(tx, order.id, input.ewayBillNumber, "ewayBillNumber");
        }
        const due = amountDue(paymentSums(order));
        // A buyer with payment terms takes goods on credit within their limit (receivables module).
        const onCredit = due > 0 ? await dispatchOnCredit(tx, actor, order, input, now) : null;
        if (onCredit) notes.push(...onCredit);
        else if (due > 0) {
          if (!mayDispatchUnpaid(actor.role)) {
            throw new ApiError(
              403,
              "UNPAID_DISPATCH_FORBIDDEN",
              `This order still has ${formatMoney(due)} to pay. Only an owner or a manager can dispatch it before it is paid.`,
            );
          }
          if (input.allowUnpaid !== true) {
            throw conflict(
              "ORDER_NOT_PAID",
              `This order still has ${formatMoney(due)} to pay. Confirm that it goes without full payment to dispatch it.`,
            );
          }
          notes.push(`Dispatched without full payment: ${formatMoney(due)} due.`);
        }
        changes.transporter = input.transporter ?? null;
        changes.lrNumber = input.lrNumber ?? null;
        changes.ewayBillNumber = ewayBillNumber;
        changes.vehicleNumber = input.vehicleNumber || null;
        changes.transporterGstin = input.transporterGstin || null;
        changes.dispatchedAt = now;
        const vehicle = input.vehicleNumber
          ? `, vehicle ${input.vehicleNumber}`
          : input.transporterGstin
            ? `, transporter GSTIN ${input.transporterGstin}`
            : "";
        notes.unshift(
          `${input.transporter}, LR ${input.lrNumber}${vehicle}${ewayBillNumber ? `, e-way bill ${ewayBillNumber}` : ""}.`,
        );
      }

      if (to === "cancelled") {
        // A tax invoice issued ahead of dispatch is never deleted: the goods not supplied are credited.
        const credited = await deps.documents.creditOnCancel(
          tx,
          order.id,
          `Order cancelled before dispatch${input.reason ? `: ${input.reason}` : ""}`.slice(0, 300),
          now,
        );
        if (credited) notes.push(`Credit note ${credited.number} issued against the tax invoice.`);
        stockReturned = await returnStock(tx, order.id, now);
        const released = await tx
          .delete(couponUses)
          .where(eq(couponUses.orderId, order.id))
          .returning({ id: couponUses.id });
        const refunded = await refundOnCancel(tx, actor, order, now);
        if (refunded.recorded > 0) notes.push(`Refund of ${formatMoney(refunded.recorded)} recorded.`);
        if (refunded.throughGateway > 0) {
          notes.push(`Refund of ${formatMoney(refunded.throughGateway)} asked of Razorpay.`);
        }
        if (released.length > 0 && order.couponCode) notes.push(`Coupon ${order.couponCode} released.`);
      }
      if (input.reason) notes.push(input.reason);

      const [after] = await tx.update(orders).set(changes).where(eq(orders.id, order.id)).returning();
      if (!after) throw new Error("The order vanished inside its own transaction");
      let invoiceNumber: string | null = null;
      if (to === "dispatched") {
        // The tax invoice goes with the goods (CGST Act s.31): numbered with the dispatch, in its
        // transaction (its PDF is rendered after the commit), unless the order already has one. An order placed before the shop stored the GST
        // split cannot carry one; its history says so.
        const [invoiced] = await tx
          .select({ id: documents.id, number: documents.number })
          .from(documents)
          .where(and(eq(documents.orderId, order.id), eq(documents.kind, "invoice")))
          .limit(1);
        if (invoiced) {
          invoiceNumber = invoiced.number;
          // The invoice issued ahead is printed again with the transport details (Rule 48's copies).
          await deps.jobs.send(tx, "document.render", { type: "document.issued", documentId: invoiced.id });
        } else if (after.gst) {
          invoiceNumber = (await deps.documents.issueTaxInvoice(tx, order.id, now)).number;
          notes.push(`Tax invoice ${invoiceNumber} issued.`);
        } else notes.push("No tax invoice: the order was placed before the shop stored its GST split.");
        // An order dispatched in one go is one shipment of all its lines, so that what each line has
        // shipped reads the same for every order (the invoice stays the whole order's).
        const all = await tx
          .select({
            id: orderLines.id,
            quantity: orderLines.quantity,
            cancelled: orderLines.cancelledQuantity,
          })
          .from(orderLines)
          .where(eq(orderLines.orderId, order.id));
        const [invoiceRow] = invoiceNumber
          ? await tx
              .select({ id: documents.id })
              .from(documents)
              .where(and(eq(documents.orderId, order.id), eq(documents.kind, "invoice")))
              .limit(1)
          : [];
        const [whole] = await tx
          .insert(shipments)
          .values({
            orderId: order.id,
            number: 1,
            state: "dispatched",
            invoiceDocumentId: invoiceRow?.id ?? null,
            transporter: after.transporter,
            lrNumber: after.lrNumber,
            vehicleNumber: after.vehicleNumber,
            transporterGstin: after.transporterGstin,
            ewayBillNumber: after.ewayBillNumber,
            packedBy: actor.staffId,
            dispatchedBy: actor.staffId,
            dispatchedAt: now,
            createdAt: now,
          })
          .returning({ id: shipments.id });
        const shipped = all.filter((l) => l.quantity - l.cancelled > 0);
        if (whole && shipped.length > 0) {
          await tx.insert(shipmentLines).values(
            shipped.map((l) => ({
              shipmentId: whole.id,
              orderLineId: l.id,
              quantity: l.quantity - l.cancelled,
            })),
          );
        }
      }
      const note = notes.join(" ") || null;
      await tx.insert(orderStatusHistory).values({
        orderId: order.id,
        status: to,
        note,
        staffId: actor.staffId,
        createdAt: now,
      });
      await recordAudit(tx, actor, {
        action: "order.transition",
        entity: "order",
        entityId: order.id,
        before: { status: order.status },
        after: {
          status: to,
          ...(to === "dispatched"
            ? {
                transporter: after.transporter,
                lrNumber: after.lrNumber,
                vehicleNumber: after.vehicleNumber,
                transporterGstin: after.transporterGstin,
                ewayBillNumber: after.ewayBillNumber,
                invoiceNumber,
              }
            : {}),
          ...(note ? { note } : {}),
        },
      });
      await deps.jobs.emit(tx, {
        type: "order.moved",
        orderId: order.id,
        from: order.status,
        to,
        ...(input.reason ? { reason: input.reason } : {}),
      });
    });
    if (stockReturned > 0) deps.onStockChanged();
  }

  return { transition };
}

export type OrderTransitions = ReturnType<typeof createOrderTransitions>;
