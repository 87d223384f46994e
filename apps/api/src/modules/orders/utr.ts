import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { orders, paymentClaims, payments } from "../../db/schema";

/**
 * A bank transfer has one UTR, so a UTR belongs to one order: recorded as its payment or refund, or
 * told by its buyer. No unique index spans money rows of different orders and buyers' claims, so the
 * check and the write run under a transaction-scoped advisory lock on the UTR: two orders given the
 * same UTR at the same moment queue up, and the second sees the first.
 */
export async function lockUtr(tx: Executor, reference: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`utr:${reference}`}, 0))`);
}

export interface UtrHolder {
  orderId: number;
  number: string;
  customerId: number;
}

/**
 * Another order that holds `reference`: as a payment or refund, and with `claims` also as a buyer's
 * claim that is not rejected. Call under `lockUtr`.
 */
export async function otherOrderWithUtr(
  tx: Executor,
  reference: string,
  orderId: number,
  opts: { claims: boolean },
): Promise<UtrHolder | null> {
  const holder = { orderId: orders.id, number: orders.number, customerId: orders.customerId };
  const [money] = await tx
    .select(holder)
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(payments.reference, reference), ne(payments.orderId, orderId)))
    .limit(1);
  if (money) return money;
  if (!opts.claims) return null;
  const [claimed] = await tx
    .select(holder)
    .from(paymentClaims)
    .innerJoin(orders, eq(orders.id, paymentClaims.orderId))
    .where(
      and(
        eq(paymentClaims.reference, reference),
        ne(paymentClaims.orderId, orderId),
        inArray(paymentClaims.status, ["open", "confirmed"]),
      ),
    )
    .limit(1);
  return claimed ?? null;
}
