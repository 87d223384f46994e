import {
  checkCredit,
  formatMoney,
  mayDispatchUnpaid,
  type OrderTransitionInput,
  paymentTermsLabel,
  type StaffRole,
  toRupees,
} from "@roshni/core";
import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { creditReleases, customers, documents } from "../../db/schema";
import { conflict } from "../../lib/errors";
import { recordAudit, type StaffActor } from "../audit/service";
import type { OrderRow } from "../orders/order-view";
import { outstandingOf, readCreditTerms } from "./account";

/**
 * The credit decision for an order dispatched before it is fully paid. Answers null for a buyer on
 * advance terms (the order then follows the unpaid-dispatch rule as before), or the history notes of a
 * dispatch on credit. The buyer's row is locked first, so two dispatches of one buyer's orders take
 * turns: the second one counts the first one's invoice and cannot pass the limit beside it.
 */
export async function dispatchOnCredit(
  tx: Executor,
  actor: StaffActor & { role: StaffRole },
  order: OrderRow,
  input: OrderTransitionInput,
  now: Date,
): Promise<string[] | null> {
  await tx
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.id, order.customerId))
    .for("update");
  const terms = await readCreditTerms(tx, order.customerId);
  if (!terms || terms.paymentTermsDays === null) return null;
  const outstanding = await outstandingOf(tx, terms);
  const [invoiced] = await tx
    .select({ total: sql<string>`coalesce(sum(${documents.total}), 0)` })
    .from(documents)
    .where(and(eq(documents.orderId, order.id), eq(documents.kind, "invoice")));
  // The order's own payments already stand as credits in the outstanding, and its invoices issued so far
  // (earlier shipments, or one issued ahead) as debits; what is not invoiced yet is what the order adds.
  const check = checkCredit(
    terms.creditLimit,
    outstanding,
    Math.max(0, order.total - Number(invoiced?.total ?? 0)),
  );
  const label = paymentTermsLabel(terms.paymentTermsDays);
  if (check.withinLimit) {
    return [
      `On credit (${label}): ${formatMoney(check.exposure)} owed of a ${formatMoney(check.limit)} limit.`,
    ];
  }
  const figures = `The buyer owes ${formatMoney(Math.max(0, outstanding))}${check.orderAmount > 0 ? `; with this order of ${formatMoney(check.orderAmount)}` : ""} that makes ${formatMoney(check.exposure)}, above the credit limit of ${formatMoney(check.limit)}.`;
  const reason = input.reason?.trim();
  if (!mayDispatchUnpaid(actor.role)) {
    throw conflict("CREDIT_LIMIT_EXCEEDED", `${figures} Only an owner or a manager can release it.`);
  }
  if (input.allowUnpaid !== true || !reason) {
    throw conflict(
      "CREDIT_LIMIT_EXCEEDED",
      `${figures} To release it, confirm the dispatch above the limit and give a reason.`,
      { reason: "Give the reason for releasing this dispatch above the credit limit." },
    );
  }
  const [release] = await tx
    .insert(creditReleases)
    .values({
      orderId: order.id,
      customerId: order.customerId,
      staffId: actor.staffId,
      reason,
      creditLimit: check.limit,
      exposure: check.exposure,
      createdAt: now,
    })
    .returning({ id: creditReleases.id });
  await recordAudit(tx, actor, {
    action: "credit.release",
    entity: "order",
    entityId: order.id,
    before: { creditLimit: toRupees(check.limit), outstanding: toRupees(outstanding) },
    after: { releaseId: release?.id ?? null, exposure: toRupees(check.exposure), reason },
  });
  return [
    `Released above the credit limit: ${formatMoney(check.exposure)} owed of a ${formatMoney(check.limit)} limit.`,
  ];
}
