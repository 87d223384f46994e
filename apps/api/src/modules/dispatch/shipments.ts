import {
  allDispatched,
  amountDue,
  type CancelRestInput,
  type CreateShipmentInput,
  type DispatchShipmentInput,
  ewayBillRequired,
  formatMoney,
  lineProgress,
  mayDispatchUnpaid,
  type OrderShipmentsDto,
  type OrderState,
  paymentStatusOf,
  SHIPPABLE_ORDER_STATES,
  type ShipmentDto,
  type StaffRole,
  shipmentRefusals,
  toRupees,
} from "@roshni/core";
import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import { type Db, type Executor, intArray } from "../../db/client";
import {
  documents,
  orderLines,
  orderStatusHistory,
  orders,
  products,
  shipmentLines,
  shipments,
} from "../../db/schema";
import type { JobQueue } from "../../jobs/queue";
import { ApiError, conflict, notFound, unprocessable } from "../../lib/errors";
import { recordAudit, type StaffActor } from "../audit/service";
import { issueShipmentTaxInvoice } from "../documents/service";
import type { OrderLineRow, OrderRow } from "../orders/order-view";
import { paymentSums, readShopSettings } from "../orders/order-view";
import { lockOrder } from "../orders/payments";
import { assertEwayBillNumberFree, shopState } from "../orders/transitions";
import { dispatchOnCredit } from "../receivables/dispatch";
import { type ShipmentRow, shipmentBilling } from "./billing";

export interface ShipmentActor extends StaffActor {
  role: StaffRole;
}

export interface ShipmentServiceDeps {
  db: Db;
  jobs: Pick<JobQueue, "emit" | "send">;
  onStockChanged: () => void;
}

function shipmentNotFound(): ApiError {
  return notFound("SHIPMENT_NOT_FOUND", "There is no such shipment.");
}

async function lockShipment(
  tx: Executor,
  shipmentId: number,
): Promise<{ shipment: ShipmentRow; order: OrderRow }> {
  const [found] = await tx
    .select({ orderId: shipments.orderId })
    .from(shipments)
    .where(eq(shipments.id, shipmentId));
  if (!found) throw shipmentNotFound();
  // The order first, then the shipment: every write of an order's shipments takes the same order of locks.
  const order = await lockOrder(tx, found.orderId);
  const [shipment] = await tx.select().from(shipments).where(eq(shipments.id, shipmentId)).for("update");
  if (!shipment) throw shipmentNotFound();
  return { shipment, order };
}

async function linesOf(tx: Executor, orderId: number): Promise<OrderLineRow[]> {
  return tx
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.position), asc(orderLines.id));
}

async function shippedOf(tx: Executor, orderId: number) {
  return tx
    .select({
      orderLineId: shipmentLines.orderLineId,
      quantity: shipmentLines.quantity,
      state: shipments.state,
    })
    .from(shipmentLines)
    .innerJoin(shipments, eq(shipments.id, shipmentLines.shipmentId))
    .where(eq(shipments.orderId, orderId));
}

/** The order's tax invoice of the whole order (issued before it left in parts), if any. */
async function wholeOrderInvoice(tx: Executor, orderId: number) {
  const [row] = await tx
    .select({ id: documents.id, number: documents.number, shipmentId: documents.shipmentId })
    .from(documents)
    .where(
      and(
        eq(documents.orderId, orderId),
        eq(documents.kind, "invoice"),
        sql`${documents.shipmentId} is null`,
      ),
    )
    .limit(1);
  return row ?? null;
}

/** An order's shipments and its lines' progress (staff's view; the buyer's page reads a part of it). */
export async function orderShipmentsView(executor: Executor, orderId: number): Promise<OrderShipmentsDto> {
  const [order] = await executor.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) throw notFound("ORDER_NOT_FOUND", "There is no such order.");
  const lines = await linesOf(executor, orderId);
  const progress = lineProgress(lines, await shippedOf(executor, orderId));
  const rows = await executor
    .select()
    .from(shipments)
    .where(eq(shipments.orderId, orderId))
    .orderBy(asc(shipments.number));
  const ids = rows.map((r) => r.id);
  const shipLines =
    ids.length === 0
      ? []
      : await executor.select().from(shipmentLines).where(inArray(shipmentLines.shipmentId, ids));
  const invoiceIds = rows.flatMap((r) => (r.invoiceDocumentId ? [r.invoiceDocumentId] : []));
  const invoices =
    invoiceIds.length === 0
      ? []
      : await executor.select().from(documents).where(inArray(documents.id, invoiceIds));
  const invoiceOf = new Map(invoices.map((d) => [d.id, d]));
  const lineOf = new Map(lines.map((l) => [l.id, l]));
  const fromState = shopState(await readShopSettings(executor));
  const list: ShipmentDto[] = rows.map((s) => {
    const mine = shipLines.filter((l) => l.shipmentId === s.id);
    const invoice = s.invoiceDocumentId ? invoiceOf.get(s.invoiceDocumentId) : undefined;
    return {
      id: s.id,
      orderId: s.orderId,
      number: s.number,
      state: s.state,
      lines: mine.map((l) => ({
        orderLineId: l.orderLineId,
        sku: lineOf.get(l.orderLineId)?.sku ?? "",
        title: lineOf.get(l.orderLineId)?.title ?? "",
        quantity: l.quantity,
      })),
      quantity: mine.reduce((n, l) => n + l.quantity, 0),
      invoiceNumber: invoice?.number ?? null,
      invoiceTotal: invoice ? toRupees(invoice.total) : null,
      ewayBillRequired: invoice
        ? ewayBillRequired({ value: invoice.total, fromState, toState: order.address.state })
        : false,
      ewayBillNumber: s.ewayBillNumber,
      transporter: s.transporter,
      lrNumber: s.lrNumber,
      vehicleNumber: s.vehicleNumber,
      transporterGstin: s.transporterGstin,
      createdAt: s.createdAt.toISOString(),
      invoicedAt: s.invoicedAt?.toISOString() ?? null,
      dispatchedAt: s.dispatchedAt?.toISOString() ?? null,
    };
  });
  return {
    orderId,
    status: order.status,
    shipments: list,
    lines: progress.map((p) => {
      const line = lineOf.get(p.orderLineId);
      return {
        ...p,
        sku: line?.sku ?? "",
        title: line?.title ?? "",
        expectedOn: p.awaited > 0 ? (line?.expectedOn ?? null) : null,
      };
    }),
  };
}

/**
 * Dispatch in parts: shipments of chosen lines and quantities from stock, each with its own tax invoice,
 * e-way bill and dispatch; stock arriving for made-to-order pieces; the rest of an order cancelled.
 * Every write runs in one transaction with the order row locked first, so two shipments of one line at
 * once queue and the second sees what the first took.
 */
export function createShipments(deps: ShipmentServiceDeps) {
  const { db } = deps;

  const view = orderShipmentsView;

  async function shipmentsOf(orderId: number): Promise<OrderShipmentsDto> {
    return view(db, orderId);
  }

  async function create(actor: ShipmentActor, orderId: number, input: CreateShipmentInput, now = new Date()) {
    const shipmentId = await db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (!SHIPPABLE_ORDER_STATES.includes(order.status)) {
        throw conflict(
          "SHIPMENT_NOT_ALLOWED",
          `Order ${order.number} is ${order.status}: only a confirmed, packed or partly dispatched order sends shipments.`,
        );
      }
      const whole = await wholeOrderInvoice(tx, orderId);
      if (whole) {
        throw conflict(
          "SHIPMENT_NOT_ALLOWED",
          `Order ${order.number} already has tax invoice ${whole.number} for all of it: dispatch it in one go.`,
        );
      }
      const lines = await linesOf(tx, orderId);
      const progress = lineProgress(lines, await shippedOf(tx, orderId));
      const titles = new Map(lines.map((l) => [l.id, `${l.title} (${l.sku})`]));
      const fields = shipmentRefusals(progress, input.lines, titles);
      const first = Object.values(fields)[0];
      if (first) throw unprocessable("SHIPMENT_LINES_INVALID", first, fields);
      const [last] = await tx
        .select({ n: sql<number>`coalesce(max(${shipments.number}), 0)::int` })
        .from(shipments)
        .where(eq(shipments.orderId, orderId));
      const [row] = await tx
        .insert(shipments)
        .values({
          orderId,
          number: Number(last?.n ?? 0) + 1,
          state: "packed",
          packedBy: actor.staffId,
          createdAt: now,
        })
        .returning();
      if (!row) throw new Error("The shipment insert returned no row");
      await tx
        .insert(shipmentLines)
        .values(
          input.lines.map((l) => ({ shipmentId: row.id, orderLineId: l.orderLineId, quantity: l.quantity })),
        );
      await recordAudit(tx, actor, {
        action: "shipment.create",
        entity: "order",
        entityId: orderId,
        after: { shipmentId: row.id, number: row.number, lines: input.lines },
      });
      return row.id;
    });
    return { shipmentId, ...(await view(db, orderId)) };
  }

  /**
   * Made-to-order pieces of a line arrived: they are taken from the product's stock (booked in by the
   * catalogue when the goods came in) for this order, in one statement that never takes stock below
   * zero, and the line holds them from stock from then on.
   */
  async function stockArrived(actor: ShipmentActor, orderId: number, lineId: number, quantity: number) {
    await db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (!SHIPPABLE_ORDER_STATES.includes(order.status) && order.status !== "placed") {
        throw conflict(
          "SHIPMENT_NOT_ALLOWED",
          `Order ${order.number} is ${order.status}: it awaits no stock.`,
        );
      }
      const [line] = await tx
        .select()
        .from(orderLines)
        .where(and(eq(orderLines.id, lineId), eq(orderLines.orderId, orderId)))
        .for("update");
      if (!line) throw notFound("ORDER_LINE_NOT_FOUND", "This order has no such line.");
      const awaited = line.madeToOrder - line.cancelledQuantity;
      if (quantity > awaited) {
        const message =
          awaited <= 0
            ? `${line.title} awaits no pieces.`
            : `${line.title} awaits only ${awaited} ${awaited === 1 ? "piece" : "pieces"}.`;
        throw unprocessable("STOCK_ARRIVAL_INVALID", message, { quantity: message });
      }
      const taken = await tx
        .update(products)
        .set({ stock: sql`${products.stock} - ${quantity}` })
        .where(and(eq(products.id, line.productId), sql`${products.stock} >= ${quantity}`))
        .returning({ stock: products.stock });
      if (taken.length === 0) {
        const [p] = await tx
          .select({ stock: products.stock })
          .from(products)
          .where(eq(products.id, line.productId));
        throw conflict(
          "NOT_ENOUGH_STOCK",
          `${line.title} has ${p?.stock ?? 0} in stock: book the arrived pieces into the catalogue's stock first.`,
        );
      }
      await tx
        .update(orderLines)
        .set({ fromStock: line.fromStock + quantity, madeToOrder: line.madeToOrder - quantity })
        .where(eq(orderLines.id, line.id));
      await recordAudit(tx, actor, {
        action: "order.stock-arrived",
        entity: "order",
        entityId: orderId,
        before: { orderLineId: line.id, fromStock: line.fromStock, madeToOrder: line.madeToOrder },
        after: {
          orderLineId: line.id,
          fromStock: line.fromStock + quantity,
          madeToOrder: line.madeToOrder - quantity,
        },
      });
    });
    deps.onStockChanged();
    return view(db, orderId);
  }

  async function setExpected(
    actor: ShipmentActor,
    orderId: number,
    lineId: number,
    expectedOn: string | null,
  ) {
    await db.transaction(async (tx) => {
      await lockOrder(tx, orderId);
      const [line] = await tx
        .update(orderLines)
        .set({ expectedOn })
        .where(and(eq(orderLines.id, lineId), eq(orderLines.orderId, orderId)))
        .returning({ id: orderLines.id });
      if (!line) throw notFound("ORDER_LINE_NOT_FOUND", "This order has no such line.");
      await recordAudit(tx, actor, {
        action: "order.back-order-date",
        entity: "order",
        entityId: orderId,
        after: { orderLineId: lineId, expectedOn },
      });
    });
    return view(db, orderId);
  }

  async function issueInvoiceIn(
    tx: Executor,
    actor: ShipmentActor,
    shipment: ShipmentRow,
    order: OrderRow,
    now: Date,
  ) {
    if (!order.gst) {
      throw conflict(
        "ORDER_WITHOUT_GST_SPLIT",
        `Order ${order.number} was placed before the shop stored the GST split of its orders, so no GST document can be issued for it.`,
      );
    }
    const billing = await shipmentBilling(tx, order, shipment.id, null);
    const doc = await issueShipmentTaxInvoice(tx, order, shipment.id, billing.amounts, {
      jobs: deps.jobs,
      now,
    });
    await tx
      .update(shipments)
      .set({ state: "invoiced", invoiceDocumentId: doc.id, invoicedBy: actor.staffId, invoicedAt: now })
      .where(eq(shipments.id, shipment.id));
    await recordAudit(tx, actor, {
      action: "shipment.invoice",
      entity: "order",
      entityId: order.id,
      after: { shipmentId: shipment.id, invoiceNumber: doc.number, total: doc.total },
    });
    return doc;
  }

  /** The tax invoice of the shipment's lines (GST.md: before the e-way bill, before dispatch). */
  async function issueInvoice(actor: ShipmentActor, shipmentId: number, now = new Date()) {
    const orderId = await db.transaction(async (tx) => {
      const { shipment, order } = await lockShipment(tx, shipmentId);
      if (shipment.state !== "packed") {
        throw conflict(
          "SHIPMENT_STATE_INVALID",
          shipment.state === "cancelled"
            ? "This shipment is cancelled."
            : `Shipment ${shipment.number} already has its tax invoice: an invoice is never issued twice.`,
        );
      }
      await issueInvoiceIn(tx, actor, shipment, order, now);
      return order.id;
    });
    return view(db, orderId);
  }

  /**
   * The shipment leaves: the same checks as dispatching a whole order (transporter, LR, the e-way bill
   * number above the limit, payment or credit); its invoice is issued first when it has none. The order
   * is partly dispatched until its last piece leaves, then dispatched.
   */
  async function dispatchIn(
    tx: Executor,
    actor: ShipmentActor,
    shipment: ShipmentRow,
    order: OrderRow,
    input: DispatchShipmentInput,
    now: Date,
  ): Promise<{ to: OrderState; invoiceNumber: string | null }> {
    if (shipment.state === "dispatched" || shipment.state === "cancelled") {
      throw conflict("SHIPMENT_STATE_INVALID", `Shipment ${shipment.number} is already ${shipment.state}.`);
    }
    const fields: Record<string, string> = {};
    if (!input.transporter) fields.transporter = "Enter the transporter.";
    if (!input.lrNumber) fields.lrNumber = "Enter the LR (docket) number.";
    const settings = await readShopSettings(tx);
    let invoice: { id: number; number: string; total: number } | null = null;
    if (shipment.invoiceDocumentId) {
      const [doc] = await tx.select().from(documents).where(eq(documents.id, shipment.invoiceDocumentId));
      if (doc) invoice = doc;
    }
    const value =
      invoice?.total ??
      (order.gst ? (await shipmentBilling(tx, order, shipment.id, null)).amounts.total : order.total);
    const ewayBillNumber = input.ewayBillNumber || shipment.ewayBillNumber || null;
    if (
      ewayBillRequired({ value, fromState: shopState(settings), toState: order.address.state }) &&
      !ewayBillNumber
    ) {
      fields.ewayBillNumber = `This consignment of ${formatMoney(value)} needs an e-way bill: issue the shipment's tax invoice, generate the e-way bill against it and enter its 12-digit number.`;
    }
    const first = Object.values(fields)[0];
    if (first) throw unprocessable("DISPATCH_DETAILS_MISSING", first, fields);
    if (input.ewayBillNumber) {
      await assertEwayBillNumberFree(tx, order.id, input.ewayBillNumber, "ewayBillNumber");
      const [other] = await tx
        .select({ id: shipments.id })
        .from(shipments)
        .where(and(eq(shipments.ewayBillNumber, input.ewayBillNumber), ne(shipments.id, shipment.id)))
        .limit(1);
      if (other) {
        const message = `E-way bill ${input.ewayBillNumber} is already recorded for another shipment.`;
        throw conflict("EWAY_BILL_NUMBER_TAKEN", message, { ewayBillNumber: message });
      }
    }
    const notes: string[] = [];
    const due = amountDue(paymentSums(order));
    const onCredit =
      due > 0 ? await dispatchOnCredit(tx, actor, order, { to: "dispatched", ...input }, now) : null;
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
    if (!invoice && order.gst) {
      const doc = await issueInvoiceIn(tx, actor, shipment, order, now);
      invoice = doc;
      notes.push(`Tax invoice ${doc.number} issued.`);
    } else if (invoice) {
      // Printed again with the transport details (Rule 48's copies).
      await deps.jobs.send(tx, "document.render", { type: "document.issued", documentId: invoice.id });
    }
    await tx
      .update(shipments)
      .set({
        state: "dispatched",
        transporter: input.transporter ?? null,
        lrNumber: input.lrNumber ?? null,
        vehicleNumber: input.vehicleNumber || null,
        transporterGstin: input.transporterGstin || null,
        ewayBillNumber,
        dispatchedBy: actor.staffId,
        dispatchedAt: now,
      })
      .where(eq(shipments.id, shipment.id));
    const progress = lineProgress(await linesOf(tx, order.id), await shippedOf(tx, order.id));
    const to: OrderState = allDispatched(progress) ? "dispatched" : "partly-dispatched";
    const vehicle = input.vehicleNumber
      ? `, vehicle ${input.vehicleNumber}`
      : input.transporterGstin
        ? `, transporter GSTIN ${input.transporterGstin}`
        : "";
    notes.unshift(
      `Shipment ${shipment.number}: ${input.transporter}, LR ${input.lrNumber}${vehicle}${ewayBillNumber ? `, e-way bill ${ewayBillNumber}` : ""}.`,
    );
    if (input.reason) notes.push(input.reason);
    // The order carries the latest shipment's transport (the buyer's mail and the order list show it).
    await tx
      .update(orders)
      .set({
        status: to,
        updatedAt: now,
        transporter: input.transporter ?? null,
        lrNumber: input.lrNumber ?? null,
        vehicleNumber: input.vehicleNumber || null,
        transporterGstin: input.transporterGstin || null,
        ewayBillNumber: order.ewayBillNumber && !ewayBillNumber ? order.ewayBillNumber : ewayBillNumber,
        dispatchedAt: now,
      })
      .where(eq(orders.id, order.id));
    const note = notes.join(" ");
    await tx
      .insert(orderStatusHistory)
      .values({ orderId: order.id, status: to, note, staffId: actor.staffId, createdAt: now });
    await recordAudit(tx, actor, {
      action: "shipment.dispatch",
      entity: "order",
      entityId: order.id,
      before: { status: order.status },
      after: {
        status: to,
        shipmentId: shipment.id,
        transporter: input.transporter,
        lrNumber: input.lrNumber,
        vehicleNumber: input.vehicleNumber ?? null,
        transporterGstin: input.transporterGstin ?? null,
        ewayBillNumber,
        invoiceNumber: invoice?.number ?? null,
        note,
      },
    });
    await deps.jobs.emit(tx, { type: "order.moved", orderId: order.id, from: order.status, to });
    return { to, invoiceNumber: invoice?.number ?? null };
  }

  async function dispatch(
    actor: ShipmentActor,
    shipmentId: number,
    input: DispatchShipmentInput,
    now = new Date(),
  ) {
    const orderId = await db.transaction(async (tx) => {
      const { shipment, order } = await lockShipment(tx, shipmentId);
      await dispatchIn(tx, actor, shipment, order, input, now);
      return order.id;
    });
    return view(db, orderId);
  }

  /**
   * A manager or the owner cancels what has not left of a partly dispatched order: shipments packed but
   * not invoiced are undone, the pieces not shipped are cancelled on their lines, the stock they held
   * goes back, and the order is owed only what its invoices bill (what was paid beyond becomes
   * refundable, paid back through the refund flow). The order is dispatched from then on.
   */
  async function cancelRest(actor: ShipmentActor, orderId: number, input: CancelRestInput, now = new Date()) {
    let returned = 0;
    await db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (order.status !== "partly-dispatched") {
        throw conflict(
          "NOTHING_LEFT_TO_CANCEL",
          `Order ${order.number} is ${order.status}: only the rest of a partly dispatched order is cancelled here.`,
        );
      }
      const open = await tx
        .select()
        .from(shipments)
        .where(and(eq(shipments.orderId, orderId), eq(shipments.state, "invoiced")));
      if (open.length > 0) {
        throw conflict(
          "SHIPMENT_STATE_INVALID",
          `Shipment ${open[0]?.number} has its tax invoice and has not left: dispatch it first, or credit its invoice.`,
        );
      }
      await tx
        .update(shipments)
        .set({ state: "cancelled" })
        .where(and(eq(shipments.orderId, orderId), eq(shipments.state, "packed")));
      const lines = await linesOf(tx, orderId);
      const progress = lineProgress(lines, await shippedOf(tx, orderId));
      const back: { productId: number; amount: number }[] = [];
      const cancelled: { orderLineId: number; quantity: number }[] = [];
      for (const p of progress) {
        const line = lines.find((l) => l.id === p.orderLineId);
        if (!line || p.left === 0) continue;
        // Pieces from stock not shipped held stock since the order was placed (or their arrival).
        const held = Math.max(0, line.fromStock - p.inShipments);
        if (held > 0) back.push({ productId: line.productId, amount: held });
        cancelled.push({ orderLineId: line.id, quantity: p.left });
        await tx
          .update(orderLines)
          .set({ cancelledQuantity: line.cancelledQuantity + p.left })
          .where(eq(orderLines.id, line.id));
      }
      if (back.length > 0) {
        await tx.execute(sql`update products set stock = products.stock + t.amount, updated_at = ${now}
          from unnest(${intArray(back.map((b) => b.productId))}, ${intArray(back.map((b) => b.amount))}) as t(id, amount)
          where products.id = t.id`);
        returned = back.reduce((n, b) => n + b.amount, 0);
      }
      const [billed] = await tx
        .select({ total: sql<number>`coalesce(sum(${documents.total}), 0)::bigint` })
        .from(documents)
        .where(and(eq(documents.orderId, orderId), eq(documents.kind, "invoice")));
      const total = Number(billed?.total ?? 0);
      const sums = paymentSums({ ...order, total });
      const refundable = Math.max(
        0,
        order.amountPaid - order.amountRefunded - (total - order.amountCredited),
      );
      await tx
        .update(orders)
        .set({ status: "dispatched", total, paymentStatus: paymentStatusOf(sums), updatedAt: now })
        .where(eq(orders.id, orderId));
      const note =
        `Rest cancelled: ${cancelled.reduce((n, c) => n + c.quantity, 0)} pieces not sent; the order is now ${formatMoney(total)}.` +
        (refundable > 0 ? ` ${formatMoney(refundable)} paid beyond it is owed back.` : "") +
        ` ${input.reason}`;
      await tx
        .insert(orderStatusHistory)
        .values({ orderId, status: "dispatched", note, staffId: actor.staffId, createdAt: now });
      await recordAudit(tx, actor, {
        action: "order.cancel-rest",
        entity: "order",
        entityId: orderId,
        before: { status: order.status, total: order.total },
        after: {
          status: "dispatched",
          total,
          cancelled,
          stockReturned: returned,
          refundable,
          reason: input.reason,
        },
      });
      await deps.jobs.emit(tx, {
        type: "order.moved",
        orderId,
        from: order.status,
        to: "dispatched",
        reason: input.reason,
      });
    });
    if (returned > 0) deps.onStockChanged();
    return view(db, orderId);
  }

  return { shipmentsOf, create, stockArrived, setExpected, issueInvoice, dispatch, dispatchIn, cancelRest };
}

export type Shipments = ReturnType<typeof createShipments>;
