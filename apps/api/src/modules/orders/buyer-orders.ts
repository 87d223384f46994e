import {
  amountDue,
  awaitedBy,
  lineProgress,
  type OrderDto,
  type OrderPageDto,
  type OrderPartsSummaryDto,
  type OrderShipmentsViewDto,
  type PaymentClaimDto,
  type PaymentClaimInput,
  type PaymentStatusDto,
  piecesToCome,
  toPaise,
  toRupees,
} from "@roshni/core";
import { and, count, desc, eq, inArray } from "drizzle-orm";
import type { Db, Executor } from "../../db/client";
import { orderLines, orders, paymentClaims, shipmentLines, shipments } from "../../db/schema";
import type { JobQueue } from "../../jobs/queue";
import { conflict } from "../../lib/errors";
import { newestFirst } from "../../lib/paging";
import { orderShipmentsView } from "../dispatch/shipments";
import type { OrderDocuments } from "./documents-port";
import {
  byOrderId,
  historyOf,
  orderNotFound,
  paymentSums,
  readShopSettings,
  toOrderDto,
  upiPayeeOf,
} from "./order-view";
import { lockUtr, otherOrderWithUtr } from "./utr";

type ClaimRow = typeof paymentClaims.$inferSelect;

export function claimDto(row: ClaimRow): PaymentClaimDto {
  return {
    id: row.id,
    reference: row.reference,
    amount: toRupees(row.amount),
    paidOn: row.paidOn,
    note: row.note,
    method: row.method ?? null,
    status: row.status,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A buyer's own orders: lists, one order, its payment status, and telling the shop a UTR. */
/**
 * What the buyer sees of an order sent in parts, or null when it has no shipment: the shipments that
 * left (a shipment packed or invoiced is still "to come" for the buyer) and per line the pieces not sent.
 */
export async function buyerShipments(
  executor: Executor,
  orderId: number,
): Promise<OrderShipmentsViewDto | null> {
  const [any] = await executor
    .select({ id: shipments.id })
    .from(shipments)
    .where(eq(shipments.orderId, orderId))
    .limit(1);
  if (!any) return null;
  const view = await orderShipmentsView(executor, orderId);
  return {
    sent: view.shipments.flatMap((s) =>
      s.state === "dispatched" && s.dispatchedAt
        ? [
            {
              number: s.number,
              dispatchedAt: s.dispatchedAt,
              transporter: s.transporter,
              lrNumber: s.lrNumber,
              invoiceNumber: s.invoiceNumber,
              lines: s.lines.map((l) => ({ sku: l.sku, title: l.title, quantity: l.quantity })),
            },
          ]
        : [],
    ),
    toCome: view.lines.flatMap((line) => {
      const quantity = piecesToCome(line);
      return quantity > 0
        ? [
            {
              sku: line.sku,
              title: line.title,
              quantity,
              expectedOn: awaitedBy(line, line.expectedOn),
            },
          ]
        : [];
    }),
  };
}

type OrderLineRow = typeof orderLines.$inferSelect;

/**
 * One line of the order list for each order of the page sent in parts (it has a shipment), from the
 * page's lines and one statement for the shipments of all its orders.
 */
async function partsOfOrders(
  executor: Executor,
  ids: number[],
  linesOf: Map<number, OrderLineRow[]>,
): Promise<Map<number, OrderPartsSummaryDto>> {
  const parts = new Map<number, OrderPartsSummaryDto>();
  if (ids.length === 0) return parts;
  const rows = await executor
    .select({
      orderId: shipments.orderId,
      shipmentId: shipments.id,
      state: shipments.state,
      orderLineId: shipmentLines.orderLineId,
      quantity: shipmentLines.quantity,
    })
    .from(shipments)
    .leftJoin(shipmentLines, eq(shipmentLines.shipmentId, shipments.id))
    .where(inArray(shipments.orderId, ids));
  const rowsOf = byOrderId(rows);
  for (const [orderId, mine] of rowsOf) {
    const lines = linesOf.get(orderId) ?? [];
    const shipped = mine.flatMap((row) =>
      row.orderLineId === null || row.quantity === null
        ? []
        : [{ orderLineId: row.orderLineId, quantity: row.quantity, state: row.state }],
    );
    const progress = lineProgress(lines, shipped);
    const expectedOf = new Map(lines.map((line) => [line.id, line.expectedOn]));
    const expected = progress
      .flatMap((p) => awaitedBy(p, expectedOf.get(p.orderLineId) ?? null) ?? [])
      .sort();
    parts.set(orderId, {
      shipmentsSent: new Set(mine.filter((row) => row.state === "dispatched").map((row) => row.shipmentId))
        .size,
      piecesSent: progress.reduce((n, p) => n + p.dispatched, 0),
      piecesToCome: progress.reduce((n, p) => n + piecesToCome(p), 0),
      expectedOn: expected.at(-1) ?? null,
    });
  }
  return parts;
}

export function createBuyerOrders(deps: {
  db: Db;
  documents: Pick<OrderDocuments, "documentsOfOrders">;
  /** The shop hears of a claim (`claim.submitted`) from the same transaction that stores it. */
  jobs: Pick<JobQueue, "emit">;
}) {
  const { db } = deps;
  const { documentsOfOrders } = deps.documents;

  async function ownOrder(websiteId: number, customerId: number, orderId: number) {
    const [order] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId), eq(orders.websiteId, websiteId)))
      .limit(1);
    if (!order) throw orderNotFound();
    return order;
  }

  /**
   * The caller's orders, newest first, each with its lines, status history, GST documents and, sent in
   * parts, what left and what is to come: seven statements whatever the page size (page, count, lines,
   * history, settings, documents, shipments).
   */
  async function listOrders(
    websiteId: number,
    customerId: number,
    page: { skip: number; limit: number },
  ): Promise<OrderPageDto> {
    const mine = and(eq(orders.customerId, customerId), eq(orders.websiteId, websiteId));
    const rows = await db
      .select()
      .from(orders)
      .where(mine)
      .orderBy(...newestFirst(orders.createdAt, orders.id))
      .limit(page.limit)
      .offset(page.skip);
    const [counted] = await db.select({ n: count() }).from(orders).where(mine);
    const ids = rows.map((row) => row.id);
    const lines =
      ids.length === 0 ? [] : await db.select().from(orderLines).where(inArray(orderLines.orderId, ids));
    const linesOf = byOrderId(lines);
    const historiesOf = byOrderId(await historyOf(db, ids));
    const payee = upiPayeeOf(await readShopSettings(db));
    const docsOf = await documentsOfOrders(db, ids);
    const partsOf = await partsOfOrders(db, ids, linesOf);
    return {
      items: rows.map((row) => {
        const dto = toOrderDto(
          row,
          linesOf.get(row.id) ?? [],
          historiesOf.get(row.id) ?? [],
          payee,
          docsOf.get(row.id),
        );
        const parts = partsOf.get(row.id);
        return parts ? { ...dto, parts } : dto;
      }),
      total: counted?.n ?? 0,
    };
  }

  /** One of the caller's orders; anyone else's is 404 ORDER_NOT_FOUND, as if it did not exist. */
  async function getOrder(websiteId: number, customerId: number, orderId: number): Promise<OrderDto> {
    const order = await ownOrder(websiteId, customerId, orderId);
    const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
    const payee = upiPayeeOf(await readShopSettings(db));
    const docs = await documentsOfOrders(db, [orderId]);
    const dto = toOrderDto(order, lines, await historyOf(db, [orderId]), payee, docs.get(orderId));
    const sentInParts = await buyerShipments(db, orderId);
    return sentInParts ? { ...dto, shipments: sentInParts } : dto;
  }

  /** What the order page polls: the status derived from the payments, and the amounts behind it. */
  async function paymentStatus(
    websiteId: number,
    customerId: number,
    orderId: number,
  ): Promise<PaymentStatusDto> {
    const order = await ownOrder(websiteId, customerId, orderId);
    return {
      status: order.paymentStatus,
      amountPaid: toRupees(order.amountPaid - order.amountRefunded),
      amountDue: toRupees(amountDue(paymentSums(order))),
      amountRefunded: toRupees(order.amountRefunded),
    };
  }

  /**
   * The buyer tells the shop the UTR of a transfer. It is a claim for staff to check, never a payment:
   * nothing about the order's payment changes. A UTR already claimed on this order, or held by another
   * order (its payment, refund or a claim not rejected), is refused, and so is a claim on a cancelled
   * order or one with nothing left to pay.
   */
  async function submitClaim(
    websiteId: number,
    customerId: number,
    orderId: number,
    input: PaymentClaimInput,
  ): Promise<PaymentClaimDto> {
    const order = await ownOrder(websiteId, customerId, orderId);
    if (order.status === "cancelled") {
      throw conflict("ORDER_CANCELLED", "This order is cancelled: there is nothing to pay.");
    }
    if (amountDue(paymentSums(order)) === 0) {
      throw conflict("NOTHING_DUE", "This order is already paid in full.");
    }
    const [row] = await db.transaction(async (tx) => {
      await lockUtr(tx, input.reference);
      const [same] = await tx
        .select({ id: paymentClaims.id })
        .from(paymentClaims)
        .where(and(eq(paymentClaims.orderId, orderId), eq(paymentClaims.reference, input.reference)))
        .limit(1);
      if (same) {
        const message = "You have already told us about this UTR. We will confirm it once we see the money.";
        throw conflict("CLAIM_DUPLICATE", message, { reference: message });
      }
      const holder = await otherOrderWithUtr(tx, input.reference, orderId, { claims: true });
      if (holder) {
        // Another buyer's order number is theirs to know, not this buyer's.
        const message =
          holder.customerId === customerId
            ? `This UTR is already given for your order ${holder.number}. A transfer pays one order.`
            : "This UTR is already given for another order. Please check it with your bank.";
        throw conflict("CLAIM_DUPLICATE", message, { reference: message });
      }
      const inserted = await tx
        .insert(paymentClaims)
        .values({
          orderId,
          customerId,
          reference: input.reference,
          amount: toPaise(input.amount),
          paidOn: input.paidOn,
          note: input.note ?? null,
          method: input.method,
        })
        .returning();
      const claimId = inserted[0]?.id;
      if (claimId !== undefined) await deps.jobs.emit(tx, { type: "claim.submitted", orderId, claimId });
      return inserted;
    });
    if (!row) throw new Error("The claim insert returned no row");
    return claimDto(row);
  }

  async function listClaims(
    websiteId: number,
    customerId: number,
    orderId: number,
  ): Promise<PaymentClaimDto[]> {
    await ownOrder(websiteId, customerId, orderId);
    const rows = await db
      .select()
      .from(paymentClaims)
      .where(eq(paymentClaims.orderId, orderId))
      .orderBy(desc(paymentClaims.createdAt), desc(paymentClaims.id));
    return rows.map(claimDto);
  }

  return { listOrders, getOrder, paymentStatus, submitClaim, listClaims };
}

export type BuyerOrders = ReturnType<typeof createBuyerOrders>;
