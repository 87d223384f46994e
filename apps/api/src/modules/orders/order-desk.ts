import {
  type AdminOrderCreateInput,
  type AdminOrderDraftBody,
  type AdminOrderDraftDto,
  type AdminOrderDraftListDto,
  type AdminOrderLineInput,
  type AdminOrderQuoteDto,
  type AdminOrderQuoteInput,
  DRAFT_EXPIRY_DAYS_DEFAULT,
  mayOverridePrice,
  type StaffRole,
} from "@roshni/core";
import { and, desc, eq, gte, lt } from "drizzle-orm";
import type { Db, Executor } from "../../db/client";
import { customerGroups, customers, orderDrafts, staff } from "../../db/schema";
import { conflict, notFound } from "../../lib/errors";
import type { AuthCustomer } from "../../plugins/auth";
import { recordAudit, type StaffActor } from "../audit/service";
import { customerNotFound } from "../customers/admin";
import { readShopSettings } from "./order-view";
import { linePricesOf, type PlaceOrderService } from "./place-order";

export type DeskActor = StaffActor & { role: StaffRole };

export interface OrderDeskDeps {
  db: Db;
  placeOrder: Pick<PlaceOrderService, "placeOrder" | "deskQuote">;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The job kinds of the order desk (the handler table names them). */
export const ORDER_DESK_JOBS = {
  /** Daily, on pg-boss's schedule: drafts past the shop's `draftExpiryDays` are deleted. */
  expireDrafts: "order-drafts.expire",
} as const;

/** At 02:00 in Delhi (20:30 UTC), when nobody is at the desk: a draft saved late is not cut mid-call. */
export const DRAFT_EXPIRY_CRON = "30 20 * * *";

function draftNotFound() {
  return notFound(
    "ORDER_DRAFT_NOT_FOUND",
    "This draft does not exist any more: it was placed, deleted, or expired.",
  );
}

/**
 * The order desk (BACKOFFICE.md "The admin API", `POST /v1/admin/orders`): staff place an order for a
 * buyer through the buyer's own placing (stock, number, proforma, mails), with the buyer's group prices,
 * and save drafts. A draft holds no stock; it expires `draftExpiryDays` after its last save. Every draft
 * call first deletes the expired ones (so none is ever shown or placed past its day), and a daily job
 * (`ORDER_DESK_JOBS.expireDrafts`) deletes them when nobody opens the desk, so the buyers' baskets of
 * forgotten drafts do not stay in the database.
 */
export function createOrderDesk(deps: OrderDeskDeps) {
  const { db } = deps;

  /** The buyer as the placing code knows a signed-in one: their group decides the prices. */
  async function buyerOf(executor: Executor, websiteId: number, customerId: number): Promise<AuthCustomer> {
    const [row] = await executor
      .select({
        id: customers.id,
        name: customers.name,
        groupId: customerGroups.id,
        groupIsDefault: customerGroups.isDefault,
        blockedAt: customers.blockedAt,
      })
      .from(customers)
      .innerJoin(customerGroups, eq(customerGroups.id, customers.customerGroupId))
      .where(and(eq(customers.id, customerId), eq(customers.websiteId, websiteId)))
      .limit(1);
    if (!row) throw customerNotFound();
    if (row.blockedAt) {
      throw conflict(
        "CUSTOMER_BLOCKED",
        "This buyer is blocked. Unblock them on their page to take an order.",
      );
    }
    return {
      id: row.id,
      name: row.name,
      groupId: row.groupId,
      groupIsDefault: row.groupIsDefault,
      tokenId: "",
      tokenExpiresAt: new Date(0),
    };
  }

  async function expiryDays(executor: Executor): Promise<number> {
    return (await readShopSettings(executor))?.draftExpiryDays ?? DRAFT_EXPIRY_DAYS_DEFAULT;
  }

  async function purgeExpired(executor: Executor, now: Date): Promise<number> {
    return (await deleteExpired(executor, now)).days;
  }

  async function deleteExpired(executor: Executor, now: Date): Promise<{ days: number; deleted: number }> {
    const days = await expiryDays(executor);
    const gone = await executor
      .delete(orderDrafts)
      .where(lt(orderDrafts.updatedAt, new Date(now.getTime() - days * DAY_MS)))
      .returning({ id: orderDrafts.id });
    return { days, deleted: gone.length };
  }

  /** The daily job's work: every draft past the shop's `draftExpiryDays` since its last save. */
  async function expireDrafts(now = new Date()): Promise<{ days: number; deleted: number }> {
    return deleteExpired(db, now);
  }

  async function quote(
    actor: DeskActor,
    websiteId: number,
    input: AdminOrderQuoteInput,
  ): Promise<AdminOrderQuoteDto> {
    const buyer = await buyerOf(db, websiteId, input.customerId);
    return deps.placeOrder.deskQuote(websiteId, buyer, input, mayOverridePrice(actor.role));
  }

  /**
   * Places the order for the buyer. Prices other than the group's are applied for a manager or the
   * owner and kept as proposals for sales; the audit row names the staff member and every such price.
   * A `draftId` is deleted in the order's transaction: placed once, the draft is gone.
   */
  async function place(
    actor: DeskActor,
    websiteId: number,
    input: AdminOrderCreateInput,
    idempotencyKey: string,
    now = new Date(),
  ): Promise<{ orderId: number; replayed: boolean }> {
    const buyer = await buyerOf(db, websiteId, input.customerId);
    const mayOverride = mayOverridePrice(actor.role);
    const prices = linePricesOf(input.items, mayOverride);
    if (input.addressId === undefined) throw new Error("The schema requires an address to place an order");
    const { draft: _draft, draftId, customerId: _customerId, ...rest } = input;
    const placed = await deps.placeOrder.placeOrder(
      websiteId,
      buyer,
      {
        items: rest.items.map((item) => ({ productId: item.productId, quantity: item.quantity })),
        addressId: input.addressId,
        toPayShipping: rest.toPayShipping,
        couponCode: rest.couponCode,
        note: rest.note,
        paymentMethod: "bank-transfer",
      },
      idempotencyKey,
      now,
      {
        staffId: actor.staffId,
        prices,
        inTransaction: async (tx, order) => {
          if (draftId !== undefined) {
            // The draft is spent by the order: a second placing of it (another desk, a double click
            // with a new key) finds it gone and its whole order is rolled back; so is an expired one.
            const days = await expiryDays(tx);
            const [spent] = await tx
              .delete(orderDrafts)
              .where(
                and(
                  eq(orderDrafts.id, draftId),
                  eq(orderDrafts.websiteId, websiteId),
                  gte(orderDrafts.updatedAt, new Date(now.getTime() - days * DAY_MS)),
                ),
              )
              .returning({ id: orderDrafts.id });
            if (!spent) throw draftNotFound();
          }
          await recordAudit(tx, actor, {
            action: "order.enter",
            entity: "order",
            entityId: order.id,
            after: {
              number: order.number,
              customerId: buyer.id,
              total: order.total,
              draftId: draftId ?? null,
              prices: [...prices].map(([productId, p]) => ({
                productId,
                price: p.price,
                reason: p.reason,
                applied: p.applied,
              })),
            },
          });
        },
      },
      { ...input, draft: undefined },
    );
    return { orderId: placed.order.id, replayed: placed.replayed };
  }

  async function draftDto(executor: Executor, id: number, websiteId: number, days: number) {
    const [row] = await executor
      .select({
        draft: orderDrafts,
        buyer: {
          id: customers.id,
          name: customers.name,
          companyName: customers.companyName,
          phone: customers.phone,
        },
        staffName: staff.name,
      })
      .from(orderDrafts)
      .innerJoin(customers, eq(customers.id, orderDrafts.customerId))
      .innerJoin(staff, eq(staff.id, orderDrafts.staffId))
      .where(and(eq(orderDrafts.id, id), eq(orderDrafts.websiteId, websiteId)))
      .limit(1);
    if (!row) throw draftNotFound();
    return toDraftDto(row, days);
  }

  function toDraftDto(
    row: {
      draft: typeof orderDrafts.$inferSelect;
      buyer: AdminOrderDraftDto["buyer"];
      staffName: string;
    },
    days: number,
  ): AdminOrderDraftDto {
    const body = row.draft.body;
    return {
      id: row.draft.id,
      draft: true,
      buyer: row.buyer,
      body: {
        customerId: body.customerId,
        items: body.items.map((item: AdminOrderLineInput) => ({
          productId: item.productId,
          quantity: item.quantity,
          ...(item.price !== undefined ? { price: item.price, priceReason: item.priceReason ?? null } : {}),
        })),
        ...(body.addressId !== undefined ? { addressId: body.addressId } : {}),
        toPayShipping: body.toPayShipping,
        ...(body.couponCode !== undefined ? { couponCode: body.couponCode } : {}),
        ...(body.note !== undefined ? { note: body.note } : {}),
      },
      savedBy: { id: row.draft.staffId, name: row.staffName },
      createdAt: row.draft.createdAt.toISOString(),
      updatedAt: row.draft.updatedAt.toISOString(),
      expiresAt: new Date(row.draft.updatedAt.getTime() + days * DAY_MS).toISOString(),
    };
  }

  function draftBodyOf(input: AdminOrderDraftBody): AdminOrderDraftBody {
    return {
      customerId: input.customerId,
      items: input.items,
      addressId: input.addressId,
      toPayShipping: input.toPayShipping,
      couponCode: input.couponCode,
      note: input.note,
    };
  }

  /** Saves the form as a draft: nothing is priced, reserved or numbered. */
  async function saveDraft(
    actor: DeskActor,
    websiteId: number,
    input: AdminOrderDraftBody,
    draftId: number | null,
    now = new Date(),
  ): Promise<AdminOrderDraftDto> {
    return db.transaction(async (tx) => {
      const days = await purgeExpired(tx, now);
      await buyerOf(tx, websiteId, input.customerId);
      const body = draftBodyOf(input);
      let id: number;
      if (draftId === null) {
        const [row] = await tx
          .insert(orderDrafts)
          .values({
            websiteId,
            customerId: input.customerId,
            staffId: actor.staffId,
            body,
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: orderDrafts.id });
        if (!row) throw new Error("The draft insert returned no row");
        id = row.id;
      } else {
        const [row] = await tx
          .update(orderDrafts)
          .set({ customerId: input.customerId, staffId: actor.staffId, body, updatedAt: now })
          .where(and(eq(orderDrafts.id, draftId), eq(orderDrafts.websiteId, websiteId)))
          .returning({ id: orderDrafts.id });
        if (!row) throw draftNotFound();
        id = row.id;
      }
      await recordAudit(tx, actor, {
        action: draftId === null ? "order-draft.create" : "order-draft.update",
        entity: "order_draft",
        entityId: id,
        after: { customerId: input.customerId, lines: input.items.length },
      });
      return draftDto(tx, id, websiteId, days);
    });
  }

  async function listDrafts(websiteId: number, now = new Date()): Promise<AdminOrderDraftListDto> {
    const days = await purgeExpired(db, now);
    const rows = await db
      .select({
        draft: orderDrafts,
        buyer: {
          id: customers.id,
          name: customers.name,
          companyName: customers.companyName,
          phone: customers.phone,
        },
        staffName: staff.name,
      })
      .from(orderDrafts)
      .innerJoin(customers, eq(customers.id, orderDrafts.customerId))
      .innerJoin(staff, eq(staff.id, orderDrafts.staffId))
      .where(eq(orderDrafts.websiteId, websiteId))
      .orderBy(desc(orderDrafts.updatedAt), desc(orderDrafts.id))
      .limit(200);
    return {
      items: rows.map((row) => {
        const { body: _body, ...dto } = toDraftDto(row, days);
        return { ...dto, lines: row.draft.body.items.length };
      }),
    };
  }

  async function getDraft(websiteId: number, id: number, now = new Date()): Promise<AdminOrderDraftDto> {
    const days = await purgeExpired(db, now);
    return draftDto(db, id, websiteId, days);
  }

  async function deleteDraft(
    actor: DeskActor,
    websiteId: number,
    id: number,
    now = new Date(),
  ): Promise<void> {
    await db.transaction(async (tx) => {
      await purgeExpired(tx, now);
      const [row] = await tx
        .delete(orderDrafts)
        .where(and(eq(orderDrafts.id, id), eq(orderDrafts.websiteId, websiteId)))
        .returning({ id: orderDrafts.id });
      if (!row) throw draftNotFound();
      await recordAudit(tx, actor, { action: "order-draft.delete", entity: "order_draft", entityId: id });
    });
  }

  return { quote, place, saveDraft, listDrafts, getDraft, deleteDraft, expireDrafts };
}

export type OrderDesk = ReturnType<typeof createOrderDesk>;
