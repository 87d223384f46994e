import {
  SAVED_CART_MAX,
  SAVED_LIST_MAX,
  type SavedCartLineInput,
  type SavedListsDto,
  type SavedListsInput,
} from "@roshni/core";
import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { type Db, type Executor, intArray } from "../../db/client";
import { productWebsites, type SavedListName, savedCartLines, savedListItems } from "../../db/schema";
import { notFound } from "../../lib/errors";
import type { CatalogueScope, CatalogueService } from "../catalogue/service";

interface StoredLists {
  cart: SavedCartLineInput[];
  wishlist: number[];
  compare: number[];
}

/** Union of two lists of ids: the stored ones keep their places, new ones follow in the browser's order. */
function unionIds(stored: readonly number[], incoming: readonly number[], max: number): number[] {
  const seen = new Set(stored);
  return [...stored, ...incoming.filter((id) => !seen.has(id) && seen.add(id))].slice(0, max);
}

/**
 * Cart lines of the same product are one line; the larger quantity wins, so signing in again on a browser
 * whose cart was already saved does not double it.
 */
function unionCart(stored: readonly SavedCartLineInput[], incoming: readonly SavedCartLineInput[]) {
  const lines = stored.map((line) => ({ ...line }));
  for (const line of incoming) {
    const same = lines.find((kept) => kept.productId === line.productId);
    if (same) same.quantity = Math.max(same.quantity, line.quantity);
    else lines.push({ ...line });
  }
  return lines.slice(0, SAVED_CART_MAX);
}

/**
 * A signed-in buyer's cart, wish list and compare list on the server (SPEC.md's local 'state' stays the
 * visitor's store). Only ids and quantities are kept; reading prices every product for the buyer's group.
 */
export function createSavedListsService(db: Db, catalogue: Pick<CatalogueService, "productsByIds">) {
  async function stored(tx: Executor, customerId: number): Promise<StoredLists> {
    const [cart, items] = await Promise.all([
      tx
        .select({ productId: savedCartLines.productId, quantity: savedCartLines.quantity })
        .from(savedCartLines)
        .where(eq(savedCartLines.customerId, customerId))
        .orderBy(asc(savedCartLines.position)),
      tx
        .select({ list: savedListItems.list, productId: savedListItems.productId })
        .from(savedListItems)
        .where(eq(savedListItems.customerId, customerId))
        .orderBy(asc(savedListItems.position)),
    ]);
    const ofList = (list: SavedListName) =>
      items.filter((item) => item.list === list).map((item) => item.productId);
    return { cart, wishlist: ofList("wishlist"), compare: ofList("compare") };
  }

  /** The ids among `ids` that are products of the scope's website. */
  async function knownProducts(
    tx: Executor,
    websiteId: number,
    ids: readonly number[],
  ): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await tx
      .select({ id: productWebsites.productId })
      .from(productWebsites)
      .where(and(eq(productWebsites.websiteId, websiteId), inArray(productWebsites.productId, [...ids])));
    return new Set(rows.map((row) => row.id));
  }

  async function write(tx: Executor, customerId: number, lists: StoredLists): Promise<void> {
    await tx.delete(savedCartLines).where(eq(savedCartLines.customerId, customerId));
    await tx.delete(savedListItems).where(eq(savedListItems.customerId, customerId));
    if (lists.cart.length > 0) {
      await tx.insert(savedCartLines).values(
        lists.cart.map((line, position) => ({
          customerId,
          productId: line.productId,
          quantity: line.quantity,
          position,
        })),
      );
    }
    const items = [
      ...lists.wishlist.map((productId, position) => ({ list: "wishlist" as const, productId, position })),
      ...lists.compare.map((productId, position) => ({ list: "compare" as const, productId, position })),
    ];
    if (items.length > 0) {
      await tx.insert(savedListItems).values(items.map((item) => ({ customerId, ...item })));
    }
  }

  function idsOf(lists: StoredLists): number[] {
    return [...new Set([...lists.cart.map((line) => line.productId), ...lists.wishlist, ...lists.compare])];
  }

  /**
   * One statement for the stored rows, one for the products (with their group prices), whatever the size.
   * A product the shop has hidden stays stored (it may come back) but is not answered: its card, price
   * and stock are the shop's until it shows the product again.
   */
  async function read(scope: CatalogueScope, customerId: number): Promise<SavedListsDto> {
    const lists = await stored(db, customerId);
    const products = new Map(
      (await catalogue.productsByIds(scope, idsOf(lists), { visibleOnly: true })).map((product) => [
        product.id,
        product,
      ]),
    );
    return {
      cart: lists.cart.flatMap((line) => {
        const product = products.get(line.productId);
        return product ? [{ product, quantity: line.quantity }] : [];
      }),
      wishlist: lists.wishlist.flatMap((id) => products.get(id) ?? []),
      compare: lists.compare.flatMap((id) => products.get(id) ?? []),
    };
  }

  /** Replaces the stored lists; a product the shop does not sell is a 404 and nothing is changed. */
  async function replace(
    scope: CatalogueScope,
    customerId: number,
    input: SavedListsInput,
  ): Promise<SavedListsDto> {
    await db.transaction(async (tx) => {
      const ids = idsOf(input);
      const known = await knownProducts(tx, scope.websiteId, ids);
      if (ids.some((id) => !known.has(id))) {
        throw notFound("PRODUCT_NOT_FOUND", "A product in your lists does not exist or is no longer sold.");
      }
      await write(tx, customerId, input);
    });
    return read(scope, customerId);
  }

  /**
   * The browser's lists joined to the stored ones at sign-in. Products the shop no longer sells are left
   * out rather than refused: a cart kept in a browser for weeks must not stop the buyer from signing in.
   */
  async function merge(
    scope: CatalogueScope,
    customerId: number,
    input: SavedListsInput,
  ): Promise<SavedListsDto> {
    await db.transaction(async (tx) => {
      const known = await knownProducts(tx, scope.websiteId, idsOf(input));
      const kept = (id: number) => known.has(id);
      const was = await stored(tx, customerId);
      await write(tx, customerId, {
        cart: unionCart(
          was.cart,
          input.cart.filter((line) => kept(line.productId)),
        ),
        wishlist: unionIds(was.wishlist, input.wishlist.filter(kept), SAVED_LIST_MAX),
        compare: unionIds(was.compare, input.compare.filter(kept), SAVED_LIST_MAX),
      });
    });
    return read(scope, customerId);
  }

  return { read, replace, merge };
}

/**
 * An order placed from the cart takes its products out of the buyer's saved cart: the delete as a
 * statement the order's transaction runs together with its own last write.
 */
export function removeOrderedFromSavedCartSql(customerId: number, productIds: readonly number[]): SQL {
  return sql`delete from ${savedCartLines}
    where ${savedCartLines.customerId} = ${customerId}
      and ${savedCartLines.productId} = any(${intArray([...productIds])})`;
}
