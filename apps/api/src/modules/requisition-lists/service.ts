import { randomBytes } from "node:crypto";
import {
  type QuickOrderResolvedLine,
  REQUISITION_LIST_LINES_MAX,
  REQUISITION_LISTS_MAX,
  type RequisitionListCreateInput,
  type RequisitionListDto,
  type RequisitionListLineInput,
  type RequisitionListsDto,
  type SharedRequisitionListDto,
} from "@roshni/core";
import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db, Executor } from "../../db/client";
import { customers, productWebsites, requisitionListLines, requisitionLists } from "../../db/schema";
import { conflict, notFound, unprocessable } from "../../lib/errors";
import type { CatalogueScope } from "../catalogue/service";
import type { QuickOrderService } from "../quick-order/service";

type ListRow = typeof requisitionLists.$inferSelect;

const LIST_NOT_FOUND_MESSAGE = "This list does not exist or is not yours.";

function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause && typeof cause === "object"; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

function nameTaken(name: string) {
  return conflict("LIST_NAME_TAKEN", `You already have a list named "${name}". Choose another name.`, {
    name: "You already have a list with this name.",
  });
}

function linesLimit() {
  return unprocessable(
    "LIST_LIMIT_REACHED",
    `A list holds at most ${REQUISITION_LIST_LINES_MAX} lines. Start another list for the rest.`,
  );
}

/**
 * A buyer's named requisition lists. Each list is the buyer's own: a list of another buyer answers 404
 * exactly like one that does not exist, so ids say nothing about other buyers. Reading a list judges every
 * line as the cart would now (the quick order pad's look-up: the buyer's price, stock, MOQ, hidden
 * products), so "Add to cart" refuses exactly what the cart would.
 */
export function createRequisitionListsService(db: Db, quickOrder: Pick<QuickOrderService, "resolve">) {
  async function ownList(tx: Executor, customerId: number, listId: number, lock = false): Promise<ListRow> {
    const query = tx
      .select()
      .from(requisitionLists)
      .where(and(eq(requisitionLists.id, listId), eq(requisitionLists.customerId, customerId)));
    const [row] = lock ? await query.for("update") : await query;
    if (!row) throw notFound("LIST_NOT_FOUND", LIST_NOT_FOUND_MESSAGE);
    return row;
  }

  async function storedLines(tx: Executor, listId: number) {
    return tx
      .select({ productId: requisitionListLines.productId, quantity: requisitionListLines.quantity })
      .from(requisitionListLines)
      .where(eq(requisitionListLines.listId, listId))
      .orderBy(asc(requisitionListLines.position));
  }

  async function judged(
    scope: CatalogueScope,
    lines: readonly { productId: number; quantity: number }[],
  ): Promise<QuickOrderResolvedLine[]> {
    if (lines.length === 0) return [];
    return (
      await quickOrder.resolve(
        scope,
        lines.map((line) => ({ ...line })),
      )
    ).lines;
  }

  /** Refuses a product the shop does not sell on the caller's website, before anything is written. */
  async function checkProducts(tx: Executor, websiteId: number, ids: readonly number[]): Promise<void> {
    if (ids.length === 0) return;
    const rows = await tx
      .select({ id: productWebsites.productId })
      .from(productWebsites)
      .where(and(eq(productWebsites.websiteId, websiteId), inArray(productWebsites.productId, [...ids])));
    const known = new Set(rows.map((row) => row.id));
    if (ids.some((id) => !known.has(id))) {
      throw notFound("PRODUCT_NOT_FOUND", "A product you chose does not exist or is no longer sold.");
    }
  }

  /** Adds lines to a list: a product already on it gets the quantities added up (at most 100,000). */
  async function addLines(tx: Executor, listId: number, incoming: readonly RequisitionListLineInput[]) {
    const was = await storedLines(tx, listId);
    const quantities = new Map(was.map((line) => [line.productId, line.quantity]));
    const order = was.map((line) => line.productId);
    for (const line of incoming) {
      const before = quantities.get(line.productId);
      if (before === undefined) order.push(line.productId);
      quantities.set(line.productId, Math.min(100_000, (before ?? 0) + line.quantity));
    }
    if (order.length > REQUISITION_LIST_LINES_MAX) throw linesLimit();
    await tx.delete(requisitionListLines).where(eq(requisitionListLines.listId, listId));
    if (order.length > 0) {
      await tx.insert(requisitionListLines).values(
        order.map((productId, position) => ({
          listId,
          productId,
          quantity: quantities.get(productId) ?? 1,
          position,
        })),
      );
    }
  }

  async function touch(tx: Executor, listId: number) {
    await tx.update(requisitionLists).set({ updatedAt: sql`now()` }).where(eq(requisitionLists.id, listId));
  }

  async function detail(
    scope: CatalogueScope,
    customerId: number,
    listId: number,
  ): Promise<RequisitionListDto> {
    const list = await ownList(db, customerId, listId);
    const lines = await storedLines(db, listId);
    return {
      id: list.id,
      name: list.name,
      shareToken: list.shareToken,
      updatedAt: list.updatedAt.toISOString(),
      lines: await judged(scope, lines),
    };
  }

  async function list(customerId: number): Promise<RequisitionListsDto> {
    const rows = await db
      .select({
        id: requisitionLists.id,
        name: requisitionLists.name,
        shareToken: requisitionLists.shareToken,
        updatedAt: requisitionLists.updatedAt,
        lineCount: count(requisitionListLines.productId),
      })
      .from(requisitionLists)
      .leftJoin(requisitionListLines, eq(requisitionListLines.listId, requisitionLists.id))
      .where(eq(requisitionLists.customerId, customerId))
      .groupBy(requisitionLists.id)
      .orderBy(desc(requisitionLists.updatedAt), desc(requisitionLists.id));
    return {
      lists: rows.map((row) => ({
        id: row.id,
        name: row.name,
        lineCount: Number(row.lineCount),
        shared: row.shareToken !== null,
        updatedAt: row.updatedAt.toISOString(),
      })),
    };
  }

  /** A new list; the buyer's row is locked so that two at once cannot pass the limit together. */
  async function create(
    scope: CatalogueScope,
    customerId: number,
    input: RequisitionListCreateInput,
  ): Promise<RequisitionListDto> {
    let id = 0;
    try {
      id = await db.transaction(async (tx) => {
        await tx
          .select({ id: customers.id })
          .from(customers)
          .where(eq(customers.id, customerId))
          .for("update");
        const [{ n } = { n: 0 }] = await tx
          .select({ n: count() })
          .from(requisitionLists)
          .where(eq(requisitionLists.customerId, customerId));
        if (Number(n) >= REQUISITION_LISTS_MAX) {
          throw unprocessable(
            "LIST_LIMIT_REACHED",
            `You can keep at most ${REQUISITION_LISTS_MAX} lists. Delete one you no longer use first.`,
          );
        }
        const lines = input.lines ?? [];
        await checkProducts(
          tx,
          scope.websiteId,
          lines.map((line) => line.productId),
        );
        const [row] = await tx
          .insert(requisitionLists)
          .values({ customerId, name: input.name })
          .returning({ id: requisitionLists.id });
        if (!row) throw new Error("The new list was not stored.");
        await addLines(tx, row.id, lines);
        return row.id;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw nameTaken(input.name);
      throw error;
    }
    return detail(scope, customerId, id);
  }

  async function rename(scope: CatalogueScope, customerId: number, listId: number, name: string) {
    try {
      await db.transaction(async (tx) => {
        await ownList(tx, customerId, listId, true);
        await tx
          .update(requisitionLists)
          .set({ name, updatedAt: sql`now()` })
          .where(eq(requisitionLists.id, listId));
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw nameTaken(name);
      throw error;
    }
    return detail(scope, customerId, listId);
  }

  async function remove(customerId: number, listId: number): Promise<void> {
    await db.transaction(async (tx) => {
      await ownList(tx, customerId, listId, true);
      await tx.delete(requisitionLists).where(eq(requisitionLists.id, listId));
    });
  }

  async function add(
    scope: CatalogueScope,
    customerId: number,
    listId: number,
    lines: readonly RequisitionListLineInput[],
  ) {
    await db.transaction(async (tx) => {
      await ownList(tx, customerId, listId, true);
      await checkProducts(tx, scope.websiteId, [...new Set(lines.map((line) => line.productId))]);
      await addLines(tx, listId, lines);
      await touch(tx, listId);
    });
    return detail(scope, customerId, listId);
  }

  async function setQuantity(
    scope: CatalogueScope,
    customerId: number,
    listId: number,
    productId: number,
    quantity: number,
  ) {
    await db.transaction(async (tx) => {
      await ownList(tx, customerId, listId, true);
      const changed = await tx
        .update(requisitionListLines)
        .set({ quantity })
        .where(and(eq(requisitionListLines.listId, listId), eq(requisitionListLines.productId, productId)))
        .returning({ productId: requisitionListLines.productId });
      if (changed.length === 0) {
        throw notFound("LIST_LINE_NOT_FOUND", "This product is not on the list.");
      }
      await touch(tx, listId);
    });
    return detail(scope, customerId, listId);
  }

  async function removeLine(scope: CatalogueScope, customerId: number, listId: number, productId: number) {
    await db.transaction(async (tx) => {
      await ownList(tx, customerId, listId, true);
      const gone = await tx
        .delete(requisitionListLines)
        .where(and(eq(requisitionListLines.listId, listId), eq(requisitionListLines.productId, productId)))
        .returning({ productId: requisitionListLines.productId });
      if (gone.length === 0) {
        throw notFound("LIST_LINE_NOT_FOUND", "This product is not on the list.");
      }
      await touch(tx, listId);
    });
    return detail(scope, customerId, listId);
  }

  /** Shares the list by a link; an already shared list keeps its link, so links sent earlier still open. */
  async function share(scope: CatalogueScope, customerId: number, listId: number) {
    await db.transaction(async (tx) => {
      const row = await ownList(tx, customerId, listId, true);
      if (row.shareToken) return;
      await tx
        .update(requisitionLists)
        .set({ shareToken: randomBytes(24).toString("base64url") })
        .where(eq(requisitionLists.id, listId));
    });
    return detail(scope, customerId, listId);
  }

  /** Stops sharing: every link sent so far stops opening the list; sharing again makes a new link. */
  async function unshare(scope: CatalogueScope, customerId: number, listId: number) {
    await db.transaction(async (tx) => {
      await ownList(tx, customerId, listId, true);
      await tx.update(requisitionLists).set({ shareToken: null }).where(eq(requisitionLists.id, listId));
    });
    return detail(scope, customerId, listId);
  }

  /** The lines of the list (all, or the chosen products), each judged by the cart's rule for the caller. */
  async function toCart(
    scope: CatalogueScope,
    customerId: number,
    listId: number,
    productIds: readonly number[] | undefined,
  ) {
    await ownList(db, customerId, listId);
    const lines = await storedLines(db, listId);
    const chosen = productIds ? new Set(productIds) : null;
    if (chosen && ![...chosen].every((id) => lines.some((line) => line.productId === id))) {
      throw notFound("LIST_LINE_NOT_FOUND", "A product you chose is not on the list.");
    }
    return {
      lines: await judged(scope, chosen ? lines.filter((line) => chosen.has(line.productId)) : lines),
    };
  }

  /** The list a share link opens, on the website it was made on; a revoked or unknown link is a 404. */
  async function shared(tx: Executor, websiteId: number, token: string) {
    const [row] = await tx
      .select({ id: requisitionLists.id, name: requisitionLists.name })
      .from(requisitionLists)
      .innerJoin(customers, eq(customers.id, requisitionLists.customerId))
      .where(and(eq(requisitionLists.shareToken, token), eq(customers.websiteId, websiteId)));
    if (!row) {
      throw notFound("LIST_NOT_FOUND", "This shared list does not exist or is no longer shared.");
    }
    return row;
  }

  async function readShared(scope: CatalogueScope, token: string): Promise<SharedRequisitionListDto> {
    const row = await shared(db, scope.websiteId, token);
    return { name: row.name, lines: await judged(scope, await storedLines(db, row.id)) };
  }

  /** A shared list copied into the caller's own lists, under its name or the one given. */
  async function copyShared(scope: CatalogueScope, customerId: number, token: string, name?: string) {
    const row = await shared(db, scope.websiteId, token);
    const lines = await storedLines(db, row.id);
    return create(scope, customerId, { name: name ?? row.name, lines });
  }

  return {
    list,
    detail,
    create,
    rename,
    remove,
    add,
    setQuantity,
    removeLine,
    share,
    unshare,
    toCart,
    readShared,
    copyShared,
  };
}

export type RequisitionListsService = ReturnType<typeof createRequisitionListsService>;
