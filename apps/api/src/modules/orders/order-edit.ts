import {
  type AdminOrderEditInput,
  type AdminOrderEditQuoteInput,
  type AdminOrderEditResultDto,
  type AdminOrderQuoteDto,
  describeOrderEditChange,
  type EditedLine,
  isOrderable,
  mayOverridePrice,
  type OrderChangeRequestDto,
  type OrderChangeRequestInput,
  orderableError,
  orderEditChanges,
  orderEditRefusal,
  paymentStatusOf,
  placeOfSupplyWarning,
  type ShopEvent,
  type StaffRole,
  splitFromStock,
  toRupees,
} from "@roshni/core";
import { and, asc, desc, eq, isNull, ne, sql } from "drizzle-orm";
import { type Db, type Executor, intArray } from "../../db/client";
import {
  addresses,
  customerGroups,
  customers,
  documents,
  type OrderAddressSnapshot,
  orderChangeRequests,
  orderEdits,
  orderLines,
  orderStatusHistory,
  orders,
  shipments,
} from "../../db/schema";
import type { JobQueue } from "../../jobs/queue";
import { ApiError, conflict, unprocessable } from "../../lib/errors";
import { addressNotFound } from "../addresses/service";
import { recordAudit, type StaffActor } from "../audit/service";
import { couponDto } from "../coupons/service";
import type { OrderDocuments } from "./documents-port";
import { type OrderRow, orderNotFound, paymentSums, placeOfSupplyDto, rupeesTotals } from "./order-view";
import { adminOrderNotFound } from "./payments";
import {
  addressSnapshot,
  gstSnapshot,
  type LinePrice,
  linePricesOf,
  mergeCartLines,
  orderLineRow,
  type PlaceOrderService,
  type PriceGroup,
} from "./place-order";

export type EditActor = StaffActor & { role: StaffRole };

export interface OrderEditDeps {
  db: Db;
  placeOrder: Pick<PlaceOrderService, "rules">;
  documents: Pick<OrderDocuments, "reissueProforma">;
  jobs: Pick<JobQueue, "emitAll">;
  /** Told after an edit moved stock, so that cached catalogue pages show it. */
  onStockChanged: () => void;
}

type LineRow = typeof orderLines.$inferSelect;

/**
 * "Ravi Sharma, Sharma Lights, 45 Chandni Chowk, Delhi, Delhi 110006, 98111 22233": an address as the
 * change sentence names it; every field that reaches the transporter is in it, so any change shows.
 */
function addressLabel(address: OrderAddressSnapshot): string {
  return [
    address.name,
    address.company,
    address.line1,
    address.line2,
    address.city,
    `${address.state} ${address.pincode}`,
    address.phone,
    address.gstin ? `GSTIN ${address.gstin}` : null,
  ]
    .filter(Boolean)
    .join(", ");
}

function editedLines(
  lines: readonly { productId: number; sku: string; title: string; quantity: number; price: number }[],
): EditedLine[] {
  return lines.map(({ productId, sku, title, quantity, price }) => ({
    productId,
    sku,
    title,
    quantity,
    price,
  }));
}

/**
 * Editing an order before dispatch (BACKOFFICE.md "The admin API"): the lines, the delivery address and
 * the transport change in one transaction with the order row locked, the stock the order held given back
 * and taken again under the product locks the placing takes (so stock never goes below zero), and every
 * amount worked out again by the placing's own rules (place-order.ts `rules`, core's totals and GST).
 */
export function createOrderEdit(deps: OrderEditDeps) {
  const { db } = deps;
  const rules = deps.placeOrder.rules;

  async function groupOf(executor: Executor, customerId: number): Promise<PriceGroup> {
    const [row] = await executor
      .select({ id: customerGroups.id, isDefault: customerGroups.isDefault })
      .from(customers)
      .innerJoin(customerGroups, eq(customerGroups.id, customers.customerGroupId))
      .where(eq(customers.id, customerId))
      .limit(1);
    if (!row) throw new Error(`The buyer ${customerId} of an order has no group`);
    return row;
  }

  async function invoiceNumberOf(executor: Executor, orderId: number): Promise<string | null> {
    const [row] = await executor
      .select({ number: documents.number })
      .from(documents)
      .where(and(eq(documents.orderId, orderId), eq(documents.kind, "invoice")))
      .limit(1);
    return row?.number ?? null;
  }

  async function linesOf(executor: Executor, orderId: number): Promise<LineRow[]> {
    return executor
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, orderId))
      .orderBy(asc(orderLines.position), asc(orderLines.id));
  }

  /**
   * The unit prices of the edited lines: a product already on the order keeps the price it was ordered
   * at (the buyer agreed to it), unless the editor sends another; a manager's or owner's price applies,
   * a sales person's is kept as a proposal (the order desk's rule). New products take the group price.
   */
  function pricesOf(input: AdminOrderEditQuoteInput, old: readonly LineRow[], role: StaffRole) {
    const explicit = linePricesOf(input.items, mayOverridePrice(role));
    const prices = new Map<number, LinePrice>();
    for (const line of old) {
      if (explicit.has(line.productId)) continue;
      prices.set(line.productId, { price: line.price, reason: line.priceReason ?? "", applied: true });
    }
    for (const [productId, price] of explicit) prices.set(productId, price);
    return { prices, explicit };
  }

  async function deliveryOf(executor: Executor, order: OrderRow, addressId: number | undefined) {
    const [account] = await executor
      .select({ gstin: customers.gstin })
      .from(customers)
      .where(eq(customers.id, order.customerId))
      .limit(1);
    let address: OrderAddressSnapshot = order.address;
    if (addressId !== undefined) {
      const [row] = await executor
        .select()
        .from(addresses)
        .where(and(eq(addresses.id, addressId), eq(addresses.customerId, order.customerId)))
        .limit(1);
      if (!row) throw addressNotFound();
      address = addressSnapshot(row);
    }
    return { address, place: rules.placeOfSupply(address, account?.gstin ?? null) };
  }

  /**
   * The edited order priced as the edit would price it, nothing written: each line's stock is what the
   * shelf has plus what this order already holds of it (given back by the edit before it takes again).
   */
  async function quote(
    actor: EditActor,
    websiteId: number,
    orderId: number,
    input: AdminOrderEditQuoteInput,
  ): Promise<AdminOrderQuoteDto> {
    const [order] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.websiteId, websiteId)))
      .limit(1);
    if (!order) throw adminOrderNotFound();
    const old = await linesOf(db, order.id);
    const lines = mergeCartLines(input.items);
    const group = await groupOf(db, order.customerId);
    const { prices } = pricesOf(input, old, actor.role);
    const found = await rules.loadProducts(
      db,
      websiteId,
      group,
      lines.map((line) => line.productId),
      false,
    );
    const held = new Map(old.map((line) => [line.productId, line.fromStock]));
    for (const product of found.values()) product.stock += held.get(product.id) ?? 0;
    const priced = rules.priceLines(lines, found, group, prices);
    const { place } = await deliveryOf(db, order, input.addressId);
    const split = rules.splitOf(
      priced,
      order.coupon ? couponDto(order.coupon) : null,
      input.toPayShipping,
      place.decision.place.intraState,
    );
    return {
      items: rules.deskQuoteLines(priced, split.lineTaxes, split),
      subtotal: toRupees(split.subtotal),
      totals: rupeesTotals(split.totals),
      total: toRupees(split.total),
      quantity: split.quantity,
      mayOverridePrices: mayOverridePrice(actor.role),
      couponProblem: null,
      placeOfSupply: placeOfSupplyDto(
        { placeOfSupply: place.decision.place, warning: placeOfSupplyWarning(place.decision) },
        place.decision.delivery.name,
      ),
    };
  }

  /**
   * Applies an edit in one transaction:
   *   1. the order row is locked; an order dispatched, delivered, cancelled or already invoiced is refused
   *      (422 ORDER_NOT_EDITABLE), and one changed since the editor read it (`expectedUpdatedAt`) is
   *      refused with 409 ORDER_CHANGED: of two editors, or an edit and a dispatch, the second one loses;
   *   2. the products of the old and new lines are locked in id order (as the placing does), the stock
   *      the order held goes back, and each new line takes min(quantity, stock), the rest made to order;
   *      a line that cannot be ordered with the stock now is refused (409 OUT_OF_STOCK);
   *   3. totals, the GST split, the coupon as placed and the fee slabs by the placing's rules; payments
   *      stay and the payment status follows the new total;
   *   4. the lines are written again, the proforma issued as a new revision, the change recorded
   *      (order_edits, a history step with the sentences, the audit row), the buyer's open change
   *      requests marked handled, and `order.edited` enqueued for the buyer's mail.
   */
  async function edit(
    actor: EditActor,
    websiteId: number,
    orderId: number,
    input: AdminOrderEditInput,
    now = new Date(),
  ): Promise<AdminOrderEditResultDto> {
    const result = await db.transaction(async (tx) => {
      const [order] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.websiteId, websiteId)))
        .for("update")
        .limit(1);
      if (!order) throw adminOrderNotFound();
      const refusal = orderEditRefusal({
        number: order.number,
        status: order.status,
        invoiceNumber: await invoiceNumberOf(tx, order.id),
      });
      if (refusal) throw unprocessable("ORDER_NOT_EDITABLE", refusal);
      const [shipment] = await tx
        .select({ number: shipments.number })
        .from(shipments)
        .where(and(eq(shipments.orderId, order.id), ne(shipments.state, "cancelled")))
        .limit(1);
      if (shipment) {
        throw unprocessable(
          "ORDER_NOT_EDITABLE",
          `Order ${order.number} is being sent in shipments (shipment ${shipment.number} is made up): an order ` +
            "sent in parts is not edited. A manager or owner can cancel what is left of it.",
        );
      }
      if (order.updatedAt.getTime() !== new Date(input.expectedUpdatedAt).getTime()) {
        throw conflict(
          "ORDER_CHANGED",
          `Order ${order.number} was changed by someone else after you opened it. Reload the order, check ` +
            "what changed, and make your edit again.",
        );
      }

      const old = await linesOf(tx, order.id);
      const lines = mergeCartLines(input.items);
      const group = await groupOf(tx, order.customerId);
      const { prices, explicit } = pricesOf(input, old, actor.role);
      const ids = [...new Set([...old.map((l) => l.productId), ...lines.map((l) => l.productId)])].sort(
        (a, b) => a - b,
      );
      // Every product the edit touches is locked in id order before any stock moves: an order being
      // placed for the same products queues behind the edit instead of deadlocking with it.
      await tx.execute(sql`select id from products where id = any(${intArray(ids)}) order by id for update`);
      const held = old.filter((line) => line.fromStock > 0);
      if (held.length > 0) {
        await tx.execute(sql`update products set stock = products.stock + t.amount, updated_at = ${now}
          from unnest(${intArray(held.map((l) => l.productId))}, ${intArray(held.map((l) => l.fromStock))}) as t(id, amount)
          where products.id = t.id`);
      }
      const found = await rules.loadProducts(
        tx,
        websiteId,
        group,
        lines.map((line) => line.productId),
        true,
      );
      const priced = rules.priceLines(lines, found, group, prices);
      const takes = priced.map(({ line, product }) => {
        if (!isOrderable(line.quantity, product)) {
          const message = orderableError(line.quantity, product, product.title) ?? "";
          throw new ApiError(409, "OUT_OF_STOCK", message, { [`items.${line.index}.quantity`]: message });
        }
        return splitFromStock(line.quantity, product.stock);
      });
      const taken = priced.flatMap(({ product }, i) => {
        const fromStock = takes[i]?.fromStock ?? 0;
        return fromStock > 0 ? [{ id: product.id, fromStock }] : [];
      });
      if (taken.length > 0) {
        await tx.execute(sql`update products set stock = products.stock - t.amount, updated_at = ${now}
          from unnest(${intArray(taken.map((t) => t.id))}, ${intArray(taken.map((t) => t.fromStock))}) as t(id, amount)
          where products.id = t.id`);
      }

      const { address, place } = await deliveryOf(tx, order, input.addressId);
      const totals = rules.splitOf(
        priced,
        order.coupon ? couponDto(order.coupon) : null,
        input.toPayShipping,
        place.decision.place.intraState,
      );

      const changes = orderEditChanges(
        {
          lines: editedLines(old),
          address: addressLabel(order.address),
          toPayShipping: order.toPayShipping,
        },
        {
          lines: editedLines(
            priced.map(({ line, product, price }) => ({
              productId: product.id,
              sku: product.sku,
              title: product.title,
              quantity: line.quantity,
              price,
            })),
          ),
          address: addressLabel(address),
          toPayShipping: input.toPayShipping,
        },
      );
      if (changes.length === 0) {
        throw unprocessable(
          "ORDER_EDIT_EMPTY",
          "This edit changes nothing: change a line, the delivery address or the transport first.",
        );
      }

      const sums = paymentSums({ ...order, total: totals.total });
      const [after] = await tx
        .update(orders)
        .set({
          address,
          subtotal: totals.subtotal,
          totals: totals.totals,
          total: totals.total,
          quantity: totals.quantity,
          toPayShipping: input.toPayShipping,
          gst: gstSnapshot(place.decision, place.buyerGstin, totals),
          paymentStatus: paymentStatusOf(sums),
          updatedAt: now,
        })
        .where(eq(orders.id, order.id))
        .returning();
      if (!after) throw adminOrderNotFound();

      await tx.delete(orderLines).where(eq(orderLines.orderId, order.id));
      const oldById = new Map(old.map((line) => [line.productId, line]));
      await tx.insert(orderLines).values(
        priced.map((item, i) => {
          const before = oldById.get(item.product.id);
          const sent = explicit.get(item.product.id);
          return {
            ...orderLineRow(order.id, item, i, totals, takes[i]),
            // A line's group price is kept where a price could differ from it: a staff price, or an
            // order the shop entered; a kept line keeps what it said before.
            groupPrice: sent || order.enteredBy !== null ? item.groupPrice : (before?.groupPrice ?? null),
            priceReason: sent ? sent.reason : (before?.priceReason ?? item.override?.reason ?? null) || null,
            proposedPrice: sent ? (sent.applied ? null : sent.price) : (before?.proposedPrice ?? null),
          };
        }),
      );

      const announced: ShopEvent[] = [];
      const proforma = await deps.documents.reissueProforma(tx, after, now, {
        emit: async (_tx, event) => {
          announced.push(event);
        },
      });
      const sentences = changes.map(describeOrderEditChange);
      const [editRow] = await tx
        .insert(orderEdits)
        .values({
          orderId: order.id,
          staffId: actor.staffId,
          changes,
          totalBefore: order.total,
          totalAfter: after.total,
          proformaId: proforma.id,
          createdAt: now,
        })
        .returning({ id: orderEdits.id });
      if (!editRow) throw new Error("The order edit insert returned no row");
      await tx.insert(orderStatusHistory).values({
        orderId: order.id,
        status: order.status,
        note: [
          `Order edited: total ₹${toRupees(order.total).toFixed(2)} → ₹${toRupees(after.total).toFixed(2)}, proforma ${proforma.number}`,
          ...sentences,
        ].join("\n"),
        staffId: actor.staffId,
        createdAt: now,
      });
      await tx
        .update(orderChangeRequests)
        .set({ handledAt: now, handledBy: actor.staffId })
        .where(and(eq(orderChangeRequests.orderId, order.id), isNull(orderChangeRequests.handledAt)));
      await recordAudit(tx, actor, {
        action: "order.edit",
        entity: "order",
        entityId: order.id,
        before: {
          total: order.total,
          toPayShipping: order.toPayShipping,
          address: order.address,
          lines: old.map((l) => ({
            productId: l.productId,
            sku: l.sku,
            quantity: l.quantity,
            price: l.price,
          })),
        },
        after: {
          total: after.total,
          toPayShipping: after.toPayShipping,
          address: after.address,
          lines: priced.map(({ line, product, price }) => ({
            productId: product.id,
            sku: product.sku,
            quantity: line.quantity,
            price,
          })),
          changes: sentences,
          proforma: proforma.number,
        },
      });
      await deps.jobs.emitAll(tx, [
        ...announced,
        { type: "order.edited", orderId: order.id, editId: editRow.id },
      ]);
      return { changes: sentences, proforma: { number: proforma.number, revision: proforma.revision } };
    });
    deps.onStockChanged();
    return result;
  }

  return { quote, edit };
}

export type OrderEdit = ReturnType<typeof createOrderEdit>;

export interface OrderChangeRequestsDeps {
  db: Db;
  jobs: Pick<JobQueue, "emit">;
}

function toChangeRequestDto(row: typeof orderChangeRequests.$inferSelect): OrderChangeRequestDto {
  return {
    id: row.id,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    handledAt: row.handledAt?.toISOString() ?? null,
  };
}

/**
 * A buyer's requests to change their order, written from the order page: only on their own order (any
 * other is 404, as if it did not exist), only while the order can still be edited, mailed to the shop
 * (`order.change-requested`) and shown to staff on the order until an edit handles them.
 */
export function createOrderChangeRequests(deps: OrderChangeRequestsDeps) {
  const { db } = deps;

  async function ownOrder(executor: Executor, websiteId: number, customerId: number, orderId: number) {
    const [order] = await executor
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId), eq(orders.websiteId, websiteId)))
      .limit(1);
    if (!order) throw orderNotFound();
    return order;
  }

  async function request(
    websiteId: number,
    customerId: number,
    orderId: number,
    input: OrderChangeRequestInput,
    now = new Date(),
  ): Promise<OrderChangeRequestDto> {
    return db.transaction(async (tx) => {
      const order = await ownOrder(tx, websiteId, customerId, orderId);
      const [invoice] = await tx
        .select({ number: documents.number })
        .from(documents)
        .where(and(eq(documents.orderId, orderId), eq(documents.kind, "invoice")))
        .limit(1);
      const refusal = orderEditRefusal({
        number: order.number,
        status: order.status,
        invoiceNumber: invoice?.number ?? null,
      });
      if (refusal) {
        throw unprocessable(
          "ORDER_NOT_EDITABLE",
          `${refusal} Call or message the shop if something is wrong with the goods.`,
        );
      }
      const [row] = await tx
        .insert(orderChangeRequests)
        .values({ orderId, customerId, message: input.message, createdAt: now })
        .returning();
      if (!row) throw new Error("The change request insert returned no row");
      await deps.jobs.emit(tx, { type: "order.change-requested", orderId, requestId: row.id });
      return toChangeRequestDto(row);
    });
  }

  async function list(
    websiteId: number,
    customerId: number,
    orderId: number,
  ): Promise<OrderChangeRequestDto[]> {
    await ownOrder(db, websiteId, customerId, orderId);
    const rows = await db
      .select()
      .from(orderChangeRequests)
      .where(eq(orderChangeRequests.orderId, orderId))
      .orderBy(desc(orderChangeRequests.createdAt), desc(orderChangeRequests.id));
    return rows.map(toChangeRequestDto);
  }

  return { request, list };
}

export type OrderChangeRequests = ReturnType<typeof createOrderChangeRequests>;
