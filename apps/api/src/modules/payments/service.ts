import type { PaymentStatusDto } from "@roshni/core";
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { orders, payments } from "../../db/schema";
import { orderNotFound } from "../orders/service";

/**
 * The payment status of one of the caller's orders: its latest payment attempt, else the order's own
 * summary. Another customer's order is 404 ORDER_NOT_FOUND, as if it did not exist.
 */
export async function paymentStatus(
  db: Db,
  websiteId: number,
  customerId: number,
  orderId: number,
): Promise<PaymentStatusDto> {
  const [row] = await db
    .select({ orderStatus: orders.paymentStatus, paymentStatus: payments.status })
    .from(orders)
    .leftJoin(payments, eq(payments.orderId, orders.id))
    .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId), eq(orders.websiteId, websiteId)))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(1);
  if (!row) throw orderNotFound();
  return { status: row.paymentStatus ?? row.orderStatus };
}
