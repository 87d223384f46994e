import {
  type AdminOrderDetailDto,
  type AdminOrderListQuery,
  type AdminOrderPageDto,
  amountDue,
  nextStates,
  orderChatLink,
  orderEditRefusal,
  orderMoney,
  shopDayEnd,
  shopDayStart,
  toRupees,
} from "@roshni/core";
import { aliasedTable, and, asc, count, desc, eq, gte, inArray, lt, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  customerGroups,
  customers,
  orderChangeRequests,
  orderLines,
  orderStatusHistory,
  orders,
  paymentClaims,
  payments,
  shipments,
  staff,
} from "../../db/schema";
import {
  afterCursor,
  buyerSearchPattern,
  cursorTime,
  decodeCursor,
  encodeCursor,
  newestFirst,
} from "../../lib/paging";
import { couponDto } from "../coupons/service";
import { claimDto } from "./buyer-orders";
import type { OrderDocuments } from "./documents-port";

/** States in which an order may have shipments made up while goods are still to leave. */
const IN_PARTS_STATES: ReadonlySet<string> = new Set(["confirmed", "packed", "partly-dispatched"]);

import {
  dispatchDto,
  orderItemsDto,
  orderPageLink,
  paymentSums,
  readShopSettings,
  rupeesTotals,
  sortedHistory,
} from "./order-view";
import { adminOrderNotFound, paymentDto } from "./payments";
import { ewayBillDto, needsEwayBill, shopState } from "./transitions";

/** A search matches at most this many buyers; a search that broad is narrowed by typing more. */
const BUYER_MATCHES_MAX = 500;

/** The text the buyers' trigram index covers (customers_search_trgm_idx): the same expression. */
const buyerText = sql`lower(${customers.name} || ' ' || ${customers.email} || ' ' || ${customers.phone} || ' ' || coalesce(${customers.companyName}, '') || ' ' || coalesce(${customers.gstin}, ''))`;

/**
 * The order numbers a search can mean: the number as written ('wl-2026-000123'), or its digits
 * ('123') in any year from the shop's first to the next, so the unique index on the number answers.
 */
export function orderNumberCandidates(search: string, now = new Date()): string[] {
  const text = search.trim().toUpperCase();
  const full = /^WL-(\d{4})-(\d{1,6})$/.exec(text);
  if (full) return [`WL-${full[1]}-${(full[2] ?? "").padStart(6, "0")}`];
  if (!/^\d{1,6}$/.test(text)) return [];
  const years: number[] = [];
  for (let year = 2024; year <= now.getUTCFullYear() + 1; year++) years.push(year);
  return years.map((year) => `WL-${year}-${text.padStart(6, "0")}`);
}

/** What the back office reads of orders: the filtered list and one order's page. */
export function createAdminOrders(deps: {
  db: Db;
  documents: Pick<OrderDocuments, "orderGst" | "orderEInvoice" | "returnableLines">;
  /** Base of the order link in the wa.me text. */
  publicWebUrl: string;
  /** The shop sends WhatsApp through the Cloud API: no wa.me link for staff. */
  whatsappConfigured: boolean;
}) {
  const { db } = deps;
  const { orderGst, orderEInvoice, returnableLines } = deps.documents;

  /**
   * Newest first by keyset (createdAt, id). Each filter uses an index: status and payment status have
   * (column, created_at, id) indexes, the buyer (customer_id, created_at, id), the search a trigram
   * index on the buyer's text or the unique order number. Two statements per page: the page with its
   * buyer, and the open claims of its orders.
   */
  async function list(websiteId: number, query: AdminOrderListQuery): Promise<AdminOrderPageDto> {
    const conditions: SQL[] = [eq(orders.websiteId, websiteId)];
    if (query.status) conditions.push(eq(orders.status, query.status));
    if (query.paymentStatus) conditions.push(eq(orders.paymentStatus, query.paymentStatus));
    if (query.customerId) conditions.push(eq(orders.customerId, query.customerId));
    if (query.from) conditions.push(gte(orders.createdAt, shopDayStart(query.from)));
    if (query.to) conditions.push(lt(orders.createdAt, shopDayEnd(query.to)));
    if (query.search) {
      const byNumber = orderNumberCandidates(query.search);
      // Buyers first (the trigram index over their text), then their orders and any order with the
      // number: both by index, so a search costs the same at 100,000 orders as at 100.
      const buyerIds = (
        await db
          .select({ id: customers.id })
          .from(customers)
          .where(sql`${buyerText} like ${buyerSearchPattern(query.search)}`)
          .limit(BUYER_MATCHES_MAX)
      ).map((row) => row.id);
      conditions.push(
        or(
          byNumber.length > 0 ? inArray(orders.number, byNumber) : sql`false`,
          buyerIds.length > 0 ? inArray(orders.customerId, buyerIds) : sql`false`,
        ) as SQL,
      );
    }
    const cursor = decodeCursor(query.cursor);
    if (cursor) conditions.push(afterCursor(orders.createdAt, orders.id, cursor));
    const rows = await db
      .select({
        id: orders.id,
        number: orders.number,
        createdAt: orders.createdAt,
        cursorAt: cursorTime(orders.createdAt),
        status: orders.status,
        paymentStatus: orders.paymentStatus,
        address: orders.address,
        quantity: orders.quantity,
        total: orders.total,
        amountPaid: orders.amountPaid,
        amountRefunded: orders.amountRefunded,
        amountCredited: orders.amountCredited,
        buyerId: customers.id,
        buyerName: customers.name,
        buyerEmail: customers.email,
        buyerCompany: customers.companyName,
      })
      .from(orders)
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .where(and(...conditions))
      .orderBy(...newestFirst(orders.createdAt, orders.id))
      .limit(query.limit + 1);
    const page = rows.slice(0, query.limit);
    const ids = page.map((row) => row.id);
    const claimCounts =
      ids.length === 0
        ? []
        : await db
            .select({ orderId: paymentClaims.orderId, n: count() })
            .from(paymentClaims)
            .where(and(inArray(paymentClaims.orderId, ids), eq(paymentClaims.status, "open")))
            .groupBy(paymentClaims.orderId);
    const openClaims = new Map(claimCounts.map((row) => [row.orderId, row.n]));
    const last = page.at(-1);
    return {
      items: page.map((row) => ({
        id: row.id,
        number: row.number,
        createdAt: row.createdAt.toISOString(),
        status: row.status,
        paymentStatus: row.paymentStatus,
        buyer: { id: row.buyerId, name: row.buyerName, email: row.buyerEmail, companyName: row.buyerCompany },
        city: row.address.city,
        state: row.address.state,
        quantity: row.quantity,
        total: toRupees(row.total),
        amountDue: toRupees(amountDue(paymentSums(row))),
        openClaims: openClaims.get(row.id) ?? 0,
      })),
      nextCursor: rows.length > query.limit && last ? encodeCursor(last.cursorAt, last.id) : null,
    };
  }

  /** One order with everything its page shows: a fixed nine statements. */
  async function detail(websiteId: number, orderId: number): Promise<AdminOrderDetailDto> {
    const [row] = await db
      .select({
        order: orders,
        buyer: {
          id: customers.id,
          name: customers.name,
          email: customers.email,
          phone: customers.phone,
          companyName: customers.companyName,
          gstin: customers.gstin,
        },
        language: customers.language,
        group: { id: customerGroups.id, name: customerGroups.name },
      })
      .from(orders)
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .innerJoin(customerGroups, eq(customerGroups.id, customers.customerGroupId))
      .where(and(eq(orders.id, orderId), eq(orders.websiteId, websiteId)))
      .limit(1);
    if (!row) throw adminOrderNotFound();
    const { order } = row;
    const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
    const paymentRows = await db
      .select({ payment: payments, staffName: staff.name })
      .from(payments)
      .leftJoin(staff, eq(staff.id, payments.recordedBy))
      .where(eq(payments.orderId, orderId))
      .orderBy(asc(payments.createdAt), asc(payments.id));
    const decider = aliasedTable(staff, "decider");
    const claimRows = await db
      .select({ claim: paymentClaims, staffName: decider.name })
      .from(paymentClaims)
      .leftJoin(decider, eq(decider.id, paymentClaims.decidedBy))
      .where(eq(paymentClaims.orderId, orderId))
      .orderBy(desc(paymentClaims.createdAt), desc(paymentClaims.id));
    const historyRows = await db
      .select({ step: orderStatusHistory, staffName: staff.name })
      .from(orderStatusHistory)
      .leftJoin(staff, eq(staff.id, orderStatusHistory.staffId))
      .where(eq(orderStatusHistory.orderId, orderId));
    const settings = await readShopSettings(db);
    const gst = await orderGst(db, order);
    const eInvoice = await orderEInvoice(db, order.id, settings);
    const sums = paymentSums(order);
    const money = orderMoney(sums);
    const returnable = await returnableLines(db, order);
    const [shipment] = IN_PARTS_STATES.has(order.status)
      ? await db
          .select({ id: shipments.id })
          .from(shipments)
          .where(and(eq(shipments.orderId, order.id), sql`${shipments.state} <> 'cancelled'`))
          .limit(1)
      : [];
    const sentInParts = shipment !== undefined;
    return {
      id: order.id,
      number: order.number,
      createdAt: order.createdAt.toISOString(),
      status: order.status,
      paymentStatus: order.paymentStatus,
      paymentMethod: order.paymentMethod,
      buyer: { ...row.buyer, group: row.group },
      address: { ...order.address, country: "IN" },
      items: orderItemsDto(lines),
      subtotal: toRupees(order.subtotal),
      totals: rupeesTotals(order.totals),
      total: toRupees(order.total),
      coupon: order.coupon ? couponDto(order.coupon) : null,
      note: order.note,
      toPayShipping: order.toPayShipping,
      amountPaid: toRupees(order.amountPaid - order.amountRefunded),
      amountDue: toRupees(amountDue(sums)),
      payments: paymentRows.map((r) => paymentDto(r.payment, r.staffName)),
      claims: claimRows.map((r) => ({
        ...claimDto(r.claim),
        decidedBy: r.claim.decidedBy !== null ? { id: r.claim.decidedBy, name: r.staffName ?? "" } : null,
        paymentId: r.claim.paymentId,
      })),
      history: sortedHistory(historyRows.map((r) => ({ ...r.step, staffName: r.staffName }))).map((step) => ({
        status: step.status,
        note: step.note,
        createdAt: step.createdAt.toISOString(),
        staff: step.staffId !== null ? { id: step.staffId, name: step.staffName ?? "" } : null,
      })),
      dispatch: dispatchDto(order),
      // The API refuses whole-order packing, dispatch and cancelling once shipments are made up.
      nextStates: sentInParts ? [] : nextStates(order.status),
      sentInParts,
      ewayBillRequired: needsEwayBill(order, shopState(settings)),
      ewayBill: ewayBillDto(order, shopState(settings)),
      eInvoice,
      gst,
      whatsappLink: deps.whatsappConfigured
        ? null
        : orderChatLink({
            order,
            buyer: { ...row.buyer, language: row.language },
            invoiceNumber: gst.documents.find((document) => document.kind === "invoice")?.number ?? null,
            orderLink: orderPageLink(deps.publicWebUrl, order.id),
          }),
      money: {
        net: toRupees(money.net),
        credited: toRupees(money.credited),
        received: toRupees(money.received),
        refunded: toRupees(money.refunded),
        due: toRupees(money.due),
        refundable: toRupees(money.refundable),
        returnable,
      },
      enteredBy:
        order.enteredBy !== null ? { id: order.enteredBy, name: await staffName(order.enteredBy) } : null,
      priceNotes: [...lines]
        .sort((a, b) => a.position - b.position || a.id - b.id)
        .filter(
          (line) =>
            line.proposedPrice !== null || (line.groupPrice !== null && line.groupPrice !== line.price),
        )
        .map((line) => ({
          productId: line.productId,
          sku: line.sku,
          title: line.title,
          groupPrice: toRupees(line.groupPrice ?? line.price),
          price: toRupees(line.price),
          proposedPrice: line.proposedPrice !== null ? toRupees(line.proposedPrice) : null,
          reason: line.priceReason,
          applied: line.proposedPrice === null,
        })),
      updatedAt: order.updatedAt.toISOString(),
      editRefusal: orderEditRefusal({
        number: order.number,
        status: order.status,
        invoiceNumber: gst.documents.find((document) => document.kind === "invoice")?.number ?? null,
      }),
      changeRequests: (
        await db
          .select()
          .from(orderChangeRequests)
          .where(eq(orderChangeRequests.orderId, orderId))
          .orderBy(desc(orderChangeRequests.createdAt), desc(orderChangeRequests.id))
      ).map((request) => ({
        id: request.id,
        message: request.message,
        createdAt: request.createdAt.toISOString(),
        handledAt: request.handledAt?.toISOString() ?? null,
      })),
    };
  }

  async function staffName(staffId: number): Promise<string> {
    const [row] = await db.select({ name: staff.name }).from(staff).where(eq(staff.id, staffId)).limit(1);
    return row?.name ?? "";
  }

  return { list, detail };
}

export type AdminOrders = ReturnType<typeof createAdminOrders>;
