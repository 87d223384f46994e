import {
  amountDue,
  formatMoney,
  type OrderDocumentDto,
  type OrderDto,
  type PlaceOfSupplyDto,
  placeOfSupplyLabel,
  resolveIndianState,
  type TotalsLineDto,
  toRupees,
  upiPaymentUri,
} from "@roshni/core";
import { asc, inArray } from "drizzle-orm";
import type { Executor } from "../../db/client";
import {
  type OrderGstSnapshot,
  type OrderLineRowType,
  orderStatusHistory,
  type orders,
  type ShopSettings,
} from "../../db/schema";
import { type ApiError, notFound } from "../../lib/errors";
import { couponDto } from "../coupons/service";

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = OrderLineRowType;
export type StatusRow = typeof orderStatusHistory.$inferSelect;

export const ORDER_NOT_FOUND_MESSAGE = "This order does not exist in your order history.";

export function orderNotFound(): ApiError {
  return notFound("ORDER_NOT_FOUND", ORDER_NOT_FOUND_MESSAGE);
}

/** Where the UPI QR sends money: the shop's VPA and name, or null when the shop has no VPA. */
export interface UpiPayee {
  vpa: string;
  payeeName: string;
}

// The order modules read the settings through the one reader; re-exported where they always found it.
export { readShopSettings } from "../settings/read";

export function upiPayeeOf(settings: ShopSettings | null): UpiPayee | null {
  const vpa = settings?.upiVpa?.trim();
  if (!settings || !vpa) return null;
  return { vpa, payeeName: settings.tradeName };
}

/** The buyer's order page: `{PUBLIC_WEB_URL}/account/orders/{id}`. */
export function orderPageLink(publicWebUrl: string, orderId: number): string {
  return `${publicWebUrl.replace(/\/+$/, "")}/account/orders/${orderId}`;
}

export function rupeesTotals(
  lines: readonly { type: string; title: string; price: number; rate?: number }[],
): TotalsLineDto[] {
  return lines.map((line) => ({
    type: line.type as TotalsLineDto["type"],
    title: line.title,
    price: toRupees(line.price),
    ...(line.rate !== undefined ? { rate: line.rate } : {}),
  }));
}

/** The place of supply as the API shows it: "Place of supply: Maharashtra (27)", and the warning if any. */
export function placeOfSupplyDto(
  gst: Pick<OrderGstSnapshot, "placeOfSupply" | "warning">,
  deliveryState: string,
): PlaceOfSupplyDto {
  const { placeOfSupply, warning } = gst;
  const delivery = resolveIndianState(deliveryState);
  return {
    ...placeOfSupply,
    label: `Place of supply: ${placeOfSupplyLabel(placeOfSupply)}`,
    ...(warning ? { warning } : {}),
    ...(warning && delivery ? { deliveryState: placeOfSupplyLabel(delivery) } : {}),
  };
}

/** Oldest first; two steps written in the same instant keep the order they were written in (by id). */
export function sortedHistory<T extends { createdAt: Date; id: number }>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id);
}

function statusHistoryDto(rows: readonly StatusRow[]): NonNullable<OrderDto["statusHistory"]> {
  return sortedHistory(rows).map((row) => ({
    status: row.status,
    ...(row.note ? { note: row.note } : {}),
    createdAt: row.createdAt.toISOString(),
  }));
}

/** Rows grouped by their order id, for building a page of orders from one query per table. */
export function byOrderId<T extends { orderId: number }>(rows: readonly T[]): Map<number, T[]> {
  const grouped = new Map<number, T[]>();
  for (const row of rows) {
    const list = grouped.get(row.orderId);
    if (list) list.push(row);
    else grouped.set(row.orderId, [row]);
  }
  return grouped;
}

/** The status history of these orders in one statement, oldest first. */
export async function historyOf(executor: Executor, orderIds: readonly number[]): Promise<StatusRow[]> {
  if (orderIds.length === 0) return [];
  return executor
    .select()
    .from(orderStatusHistory)
    .where(inArray(orderStatusHistory.orderId, [...orderIds]))
    .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id));
}

export function orderItemsDto(lines: readonly OrderLineRow[]): OrderDto["items"] {
  return [...lines]
    .sort((a, b) => a.position - b.position || a.id - b.id)
    .map((line) => ({
      productId: line.productId,
      title: line.title,
      sku: line.sku,
      quantity: line.quantity,
      price: toRupees(line.price),
      mrp: toRupees(line.mrp),
      taxRate: line.taxRate,
      subtotal: toRupees(line.subtotal),
      tax: toRupees(line.tax),
      // The taxable value (the line less its share of the discount) plus its GST, as on the invoice;
      // computed here so orders stored with the undiscounted sum read right too.
      total: toRupees(line.subtotal - line.discount + line.tax),
      fromStock: line.fromStock,
      madeToOrder: line.madeToOrder,
      discount: toRupees(line.discount),
    }));
}

export function paymentSums(
  order: Pick<OrderRow, "total" | "amountPaid" | "amountRefunded" | "amountCredited" | "status">,
) {
  return {
    total: order.total,
    paid: order.amountPaid,
    refunded: order.amountRefunded,
    credited: order.amountCredited,
    cancelled: order.status === "cancelled",
  };
}

export function dispatchDto(order: OrderRow): OrderDto["dispatch"] {
  if (order.dispatchedAt === null || order.transporter === null || order.lrNumber === null) return null;
  return {
    transporter: order.transporter,
    lrNumber: order.lrNumber,
    ewayBillNumber: order.ewayBillNumber,
    ewayBillValidUntil: order.ewayBillValidUntil?.toISOString() ?? null,
    dispatchedAt: order.dispatchedAt.toISOString(),
  };
}

/**
 * An order as the buyer sees it. The UPI link is for exactly the amount due, with the order number as
 * its note, and only while something is due on an order that is not cancelled.
 */
export function toOrderDto(
  order: OrderRow,
  lines: readonly OrderLineRow[],
  history: readonly StatusRow[],
  payee: UpiPayee | null,
  documents: readonly OrderDocumentDto[] = [],
): OrderDto {
  const due = amountDue(paymentSums(order));
  const upi =
    payee && due > 0 && order.status !== "cancelled"
      ? {
          uri: upiPaymentUri({ vpa: payee.vpa, payeeName: payee.payeeName, amount: due, note: order.number }),
          vpa: payee.vpa,
          payeeName: payee.payeeName,
          amount: toRupees(due),
        }
      : null;
  const dto: OrderDto = {
    id: order.id,
    number: order.number,
    status: order.status,
    paymentStatus: order.paymentStatus,
    paymentMethod: order.paymentMethod,
    createdAt: order.createdAt.toISOString(),
    address: { ...order.address, country: "IN" },
    items: orderItemsDto(lines),
    subtotal: toRupees(order.subtotal),
    totals: rupeesTotals(order.totals),
    total: toRupees(order.total),
    statusHistory: statusHistoryDto(history),
    note: order.note,
    toPayShipping: order.toPayShipping,
    payment: {
      amountPaid: toRupees(order.amountPaid - order.amountRefunded),
      amountDue: toRupees(due),
      amountRefunded: toRupees(order.amountRefunded),
      upi,
    },
    dispatch: dispatchDto(order),
  };
  if (order.coupon) dto.coupon = couponDto(order.coupon);
  if (order.gst) dto.placeOfSupply = placeOfSupplyDto(order.gst, order.address.state);
  dto.documents = [...documents];
  return dto;
}

/**
 * The order's lines, totals, note and shipping choice as plain text for mails (buyer and shop), from
 * the rows in paise.
 */
export function orderSummaryLines(order: OrderRow, lines: readonly OrderLineRow[]): string[] {
  const itemLines = [...lines]
    .sort((a, b) => a.position - b.position || a.id - b.id)
    .map(
      (line) =>
        `  ${line.quantity} × ${line.title} (${line.sku}) at ${formatMoney(line.price)} = ${formatMoney(line.subtotal)}` +
        (line.madeToOrder > 0 ? ` — ${line.madeToOrder} made to order (15 to 20 days)` : ""),
    );
  return [
    ...itemLines,
    "",
    `  Subtotal: ${formatMoney(order.subtotal)}`,
    ...order.totals.map((line) => `  ${line.title}: ${formatMoney(line.price)}`),
    `  Total: ${formatMoney(order.total)}`,
    "",
    order.toPayShipping
      ? "Shipping: to pay (you pay the transporter on delivery)."
      : "Shipping: paid with the order.",
    ...(order.note ? [`Note: ${order.note}`] : []),
  ];
}

/** Where new orders are announced: the settings' list, else the shop's own address. */
export function orderNotificationAddresses(settings: ShopSettings | null): string[] {
  if (!settings) return [];
  const listed = (settings.orderNotificationEmails ?? []).map((email) => email.trim()).filter(Boolean);
  return listed.length > 0 ? listed : settings.email ? [settings.email] : [];
}
