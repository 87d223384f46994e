import {
  type DispatchQueueDto,
  type DispatchQueueItemDto,
  type DispatchQueueQuery,
  type DispatchStage,
  toRupees,
} from "@roshni/core";
import { and, asc, eq, inArray, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { customers, documents, orderLines, orders } from "../../db/schema";
import { buyerSearchPattern } from "../../lib/paging";
import { orderNumberCandidates } from "../orders/admin-orders";
import { readShopSettings } from "../orders/order-view";
import { needsEwayBill, shopState } from "../orders/transitions";

/** The queue shows at most this many orders per request, oldest first: the desk works from the top. */
const QUEUE_LIMIT = 200;

type NextStep = DispatchQueueItemDto["next"];

/**
 * What the desk does next: pack what is all in stock; wait for made-to-order pieces; for a packed order
 * above the e-way bill limit the tax invoice, then the e-way bill against its number, then dispatch
 * (GST.md: invoice → e-way bill → dispatch); below the limit, dispatch.
 */
export function nextStep(item: {
  stage: DispatchStage;
  awaited: number;
  ewayBillRequired: boolean;
  invoiceNumber: string | null;
  ewayBillNumber: string | null;
}): NextStep {
  if (item.stage === "waiting")
    return {
      action: "wait-stock",
      label: `Pack when ${item.awaited} made-to-order ${item.awaited === 1 ? "piece arrives" : "pieces arrive"}`,
    };
  if (item.stage === "to-pack") return { action: "pack", label: "Pack" };
  if (item.ewayBillRequired && !item.invoiceNumber)
    return { action: "issue-invoice", label: "Issue tax invoice" };
  if (item.ewayBillRequired && !item.ewayBillNumber)
    return { action: "eway-bill", label: "Generate the e-way bill" };
  return { action: "dispatch", label: "Dispatch" };
}

// Spelled out with table names: in a one-table select drizzle leaves columns unqualified, and inside the
// subquery an unqualified "id" would be the line's.
// A shipment packed or invoiced and not yet gone counts as packed; a partly dispatched order whose rest
// is all awaited waits for stock.
const stageSql = sql<DispatchStage>`case
  when "orders"."status" = 'packed' then 'packed'
  when exists (select 1 from "shipments" as "open" where "open"."order_id" = "orders"."id" and "open"."state" in ('packed', 'invoiced')) then 'packed'
  when exists (select 1 from "order_lines" as "awaited" where "awaited"."order_id" = "orders"."id" and "awaited"."made_to_order" > "awaited"."cancelled_quantity") then 'waiting'
  else 'to-pack' end`;

/** The dispatch role's dashboard: confirmed and packed orders of the website, by stage, oldest first. */
export function createDispatchQueue(deps: { db: Db }) {
  const { db } = deps;

  async function queue(websiteId: number, query: DispatchQueueQuery): Promise<DispatchQueueDto> {
    const open = and(
      eq(orders.websiteId, websiteId),
      inArray(orders.status, ["confirmed", "packed", "partly-dispatched"]),
    );
    const countRows = await db
      .select({ stage: stageSql, n: sql<number>`count(*)::int` })
      .from(orders)
      .where(open)
      .groupBy(sql`1`);
    const counts = { "to-pack": 0, waiting: 0, packed: 0 };
    for (const row of countRows) counts[row.stage] = Number(row.n);

    const conditions = [open];
    if (query.stage) conditions.push(sql`${stageSql} = ${query.stage}`);
    if (query.q) {
      const byNumber = orderNumberCandidates(query.q);
      const byBuyer = sql`lower(${customers.name} || ' ' || coalesce(${customers.companyName}, '') || ' ' || ${customers.phone}) like ${buyerSearchPattern(query.q)}`;
      const search = byNumber.length > 0 ? or(inArray(orders.number, byNumber), byBuyer) : byBuyer;
      if (search) conditions.push(search);
    }
    const rows = await db
      .select({
        order: orders,
        stage: stageSql,
        buyerName: customers.name,
        company: customers.companyName,
      })
      .from(orders)
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .where(and(...conditions))
      .orderBy(asc(orders.createdAt), asc(orders.id))
      .limit(QUEUE_LIMIT);
    const ids = rows.map((row) => row.order.id);
    const lineRows =
      ids.length === 0
        ? []
        : await db
            .select({
              orderId: orderLines.orderId,
              lines: sql<number>`count(*)::int`,
              awaited: sql<number>`coalesce(sum(${orderLines.madeToOrder}), 0)::int`,
            })
            .from(orderLines)
            .where(inArray(orderLines.orderId, ids))
            .groupBy(orderLines.orderId);
    const linesOf = new Map(lineRows.map((row) => [row.orderId, row]));
    const invoiceRows =
      ids.length === 0
        ? []
        : await db
            .select({ orderId: documents.orderId, number: documents.number })
            .from(documents)
            .where(and(inArray(documents.orderId, ids), eq(documents.kind, "invoice")));
    const invoiceOf = new Map(invoiceRows.map((row) => [row.orderId, row.number]));
    const fromState = shopState(await readShopSettings(db));
    return {
      counts,
      items: rows.map(({ order, stage, buyerName, company }) => {
        const lines = linesOf.get(order.id);
        const awaited = Number(lines?.awaited ?? 0);
        const ewayBillRequired = needsEwayBill(order, fromState);
        const invoiceNumber = invoiceOf.get(order.id) ?? null;
        return {
          orderId: order.id,
          number: order.number,
          createdAt: order.createdAt.toISOString(),
          stage,
          buyer: company ?? buyerName,
          city: order.address.city,
          state: order.address.state,
          lines: Number(lines?.lines ?? 0),
          quantity: order.quantity,
          awaited,
          value: toRupees(order.total),
          ewayBillRequired,
          ewayBillNumber: order.ewayBillNumber,
          invoiceNumber,
          next: nextStep({
            stage,
            awaited,
            ewayBillRequired,
            invoiceNumber,
            ewayBillNumber: order.ewayBillNumber,
          }),
        };
      }),
    };
  }

  return { queue };
}

export type DispatchQueue = ReturnType<typeof createDispatchQueue>;
