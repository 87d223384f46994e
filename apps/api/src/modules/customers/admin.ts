import {
  type AdminCustomerDetailDto,
  type AdminCustomerListQuery,
  type AdminCustomerPageDto,
  type AdminCustomerPatchInput,
  orderChatLink,
  toRupees,
  whatsAppChatLink,
} from "@roshni/core";
import { and, asc, count, desc, eq, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { addresses, customerGroups, customers, documents, orders } from "../../db/schema";
import type { JobQueue } from "../../jobs/queue";
import { notFound, unprocessable } from "../../lib/errors";
import {
  afterCursor,
  buyerSearchPattern,
  cursorTime,
  decodeCursor,
  encodeCursor,
  newestFirst,
} from "../../lib/paging";
import { recordAudit, type StaffActor } from "../audit/service";
import { orderPageLink } from "../orders/order-view";
import { creditDto, outstandingOf, readCreditTerms } from "../receivables/account";
import { applyCreditPatch } from "../receivables/service";
import { hasGstin, legalNameNeedsGstin } from "./service";

type ListRow = {
  id: number;
  name: string;
  email: string;
  phone: string;
  companyName: string | null;
  gstin: string | null;
  awaitingApproval: boolean;
  blockedAt: Date | null;
  createdAt: Date;
  groupId: number;
  groupName: string;
  groupIsDefault: boolean;
};

const listColumns = {
  id: customers.id,
  cursorAt: cursorTime(customers.createdAt),
  name: customers.name,
  email: customers.email,
  phone: customers.phone,
  companyName: customers.companyName,
  gstin: customers.gstin,
  awaitingApproval: customers.awaitingApproval,
  blockedAt: customers.blockedAt,
  createdAt: customers.createdAt,
  groupId: customerGroups.id,
  groupName: customerGroups.name,
  groupIsDefault: customerGroups.isDefault,
};

function listItem(row: ListRow) {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    companyName: row.companyName,
    gstin: row.gstin,
    group: { id: row.groupId, name: row.groupName, isDefault: row.groupIsDefault },
    awaitingApproval: row.awaitingApproval,
    blocked: row.blockedAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

function auditView(row: {
  customerGroupId: number;
  awaitingApproval: boolean;
  blockedAt: Date | null;
  legalName: string | null;
}) {
  return {
    customerGroupId: row.customerGroupId,
    awaitingApproval: row.awaitingApproval,
    blocked: row.blockedAt !== null,
    legalName: row.legalName,
  };
}

export function customerNotFound() {
  return notFound("CUSTOMER_NOT_FOUND", "This buyer does not exist.");
}

export interface AdminCustomersDeps {
  db: Db;
  publicWebUrl: string;
  /** A buyer placed in a price group is told through `customer.approved`. */
  jobs: Pick<JobQueue, "emit">;
  /** The shop sends WhatsApp through the Cloud API: no wa.me link for staff. */
  whatsappConfigured?: boolean;
}

/** The back office's buyers: the list, one buyer, and approving, regrouping and blocking. */
export function createAdminCustomers(deps: AdminCustomersDeps) {
  const { db } = deps;

  /** Every buyer group, the default first, then by name. */
  function listGroups() {
    return db
      .select({ id: customerGroups.id, name: customerGroups.name, isDefault: customerGroups.isDefault })
      .from(customerGroups)
      .orderBy(desc(customerGroups.isDefault), asc(customerGroups.name));
  }

  /** Newest first by keyset; search uses the trigram index over name, email, phone, company and GSTIN. */
  async function list(websiteId: number, query: AdminCustomerListQuery): Promise<AdminCustomerPageDto> {
    const conditions: SQL[] = [eq(customers.websiteId, websiteId)];
    if (query.groupId !== undefined) conditions.push(eq(customers.customerGroupId, query.groupId));
    if (query.awaitingApproval !== undefined)
      conditions.push(eq(customers.awaitingApproval, query.awaitingApproval));
    if (query.blocked !== undefined) {
      conditions.push(query.blocked ? isNotNull(customers.blockedAt) : isNull(customers.blockedAt));
    }
    if (query.search) {
      const pattern = buyerSearchPattern(query.search);
      conditions.push(
        sql`lower(${customers.name} || ' ' || ${customers.email} || ' ' || ${customers.phone} || ' ' || coalesce(${customers.companyName}, '') || ' ' || coalesce(${customers.gstin}, '')) like ${pattern}`,
      );
    }
    const cursor = decodeCursor(query.cursor);
    if (cursor) conditions.push(afterCursor(customers.createdAt, customers.id, cursor));
    const rows = await db
      .select(listColumns)
      .from(customers)
      .innerJoin(customerGroups, eq(customerGroups.id, customers.customerGroupId))
      .where(and(...conditions))
      .orderBy(...newestFirst(customers.createdAt, customers.id))
      .limit(query.limit + 1);
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    return {
      items: page.map(listItem),
      nextCursor: rows.length > query.limit && last ? encodeCursor(last.cursorAt, last.id) : null,
    };
  }

  /**
   * Without the Cloud API: a wa.me link to the buyer with the news of their latest order (its current
   * state, in the buyer's language), or a plain chat when they have no order yet.
   */
  async function latestOrderChatLink(buyer: ListRow, latestOrderId: number | null): Promise<string> {
    const [language] = await db
      .select({ language: customers.language })
      .from(customers)
      .where(eq(customers.id, buyer.id));
    const [order] =
      latestOrderId === null ? [] : await db.select().from(orders).where(eq(orders.id, latestOrderId));
    if (!order) return whatsAppChatLink(buyer.phone, "");
    const [invoice] = await db
      .select({ number: documents.number })
      .from(documents)
      .where(and(eq(documents.orderId, order.id), eq(documents.kind, "invoice")));
    return orderChatLink({
      order,
      buyer: { name: buyer.name, phone: buyer.phone, language: language?.language ?? null },
      invoiceNumber: invoice?.number ?? null,
      orderLink: orderPageLink(deps.publicWebUrl, order.id),
    });
  }

  /** The buyer, their 50 latest orders and order count, their addresses and the groups: five statements. */
  async function detail(websiteId: number, customerId: number): Promise<AdminCustomerDetailDto> {
    const [row] = await db
      .select({ ...listColumns, legalName: customers.legalName })
      .from(customers)
      .innerJoin(customerGroups, eq(customerGroups.id, customers.customerGroupId))
      .where(and(eq(customers.id, customerId), eq(customers.websiteId, websiteId)))
      .limit(1);
    if (!row) throw customerNotFound();
    const orderRows = await db
      .select({
        id: orders.id,
        number: orders.number,
        createdAt: orders.createdAt,
        status: orders.status,
        paymentStatus: orders.paymentStatus,
        total: orders.total,
      })
      .from(orders)
      .where(eq(orders.customerId, customerId))
      .orderBy(...newestFirst(orders.createdAt, orders.id))
      .limit(50);
    const [counted] = await db.select({ n: count() }).from(orders).where(eq(orders.customerId, customerId));
    const addressRows = await db
      .select()
      .from(addresses)
      .where(eq(addresses.customerId, customerId))
      .orderBy(desc(addresses.isDefault), asc(addresses.id));
    const groups = await listGroups();
    const terms = await readCreditTerms(db, customerId);
    if (!terms) throw customerNotFound();
    const credit = creditDto(terms, await outstandingOf(db, terms));
    return {
      ...listItem(row),
      whatsappLink: deps.whatsappConfigured ? null : await latestOrderChatLink(row, orderRows[0]?.id ?? null),
      legalName: row.legalName,
      orders: orderRows.map((o) => ({
        ...o,
        createdAt: o.createdAt.toISOString(),
        total: toRupees(o.total),
      })),
      orderCount: counted?.n ?? 0,
      addresses: addressRows.map((a) => ({
        id: a.id,
        name: a.name,
        phone: a.phone,
        company: a.company,
        gstin: a.gstin,
        line1: a.line1,
        line2: a.line2,
        city: a.city,
        state: a.state,
        pincode: a.pincode,
        country: "IN" as const,
        isDefault: a.isDefault,
      })),
      groups,
      credit,
    };
  }

  /**
   * Approves (into a group other than the default: the buyer gets a mail and sees that group's prices on
   * the next page), regroups, blocks or unblocks. Placing a buyer in any group ends "awaiting approval".
   * Blocking also revokes every token of the buyer. One transaction with the audit row and the mail.
   */
  async function update(
    actor: StaffActor,
    websiteId: number,
    customerId: number,
    input: AdminCustomerPatchInput,
    now = new Date(),
  ): Promise<AdminCustomerDetailDto> {
    await db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(customers)
        .where(and(eq(customers.id, customerId), eq(customers.websiteId, websiteId)))
        .for("update")
        .limit(1);
      if (!before) throw customerNotFound();
      const changes: Partial<typeof customers.$inferInsert> = { updatedAt: now };
      let newGroup: { id: number; name: string; isDefault: boolean } | undefined;
      if (input.customerGroupId !== undefined) {
        [newGroup] = await tx
          .select({ id: customerGroups.id, name: customerGroups.name, isDefault: customerGroups.isDefault })
          .from(customerGroups)
          .where(eq(customerGroups.id, input.customerGroupId))
          .limit(1);
        if (!newGroup) {
          const message = "This customer group does not exist.";
          throw unprocessable("GROUP_UNKNOWN", message, { customerGroupId: message });
        }
        changes.customerGroupId = newGroup.id;
        changes.awaitingApproval = false;
      }
      if (input.blocked === true && before.blockedAt === null) {
        changes.blockedAt = now;
        changes.tokensValidAfter = now;
      }
      if (input.blocked === false && before.blockedAt !== null) changes.blockedAt = null;
      if (input.legalName !== undefined) {
        if (input.legalName && !(await hasGstin(tx, customerId, before.gstin))) throw legalNameNeedsGstin();
        changes.legalName = input.legalName;
      }
      const { customerGroupId: _group, blocked: _blocked, legalName: _legalName, ...creditPatch } = input;
      if (Object.values(creditPatch).some((value) => value !== undefined)) {
        await applyCreditPatch(tx, actor, customerId, creditPatch, now);
      }
      const [after] = await tx.update(customers).set(changes).where(eq(customers.id, customerId)).returning();
      if (!after) throw customerNotFound();
      await recordAudit(tx, actor, {
        action: "customer.update",
        entity: "customer",
        entityId: customerId,
        before: auditView(before),
        after: auditView(after),
      });
      if (newGroup && !newGroup.isDefault && before.customerGroupId !== newGroup.id) {
        await deps.jobs.emit(tx, { type: "customer.approved", customerId });
      }
    });
    return detail(websiteId, customerId);
  }

  return { list, detail, update, listGroups };
}

export type AdminCustomers = ReturnType<typeof createAdminCustomers>;
