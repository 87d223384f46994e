import {
  formatMoney,
  groupBasePrice,
  toPaise,
  toRupees,
  type VolumePricesDto,
  type VolumePricesInput,
} from "@roshni/core";
import { sql } from "drizzle-orm";
import { type Db, type Executor, queryRows } from "../../db/client";
import { notFound, unprocessable } from "../../lib/errors";
import { recordAudit, type StaffActor } from "../audit/service";

type ProductPriceRow = {
  mrp: number;
  selling_price: number;
  wholesale_price: number;
  floor: number | null;
};

type GroupRow = {
  id: number;
  title: string;
  is_default: boolean;
  /** The group's own price on the website, if it has one. */
  price: number | null;
};

export type VolumePricesAdmin = ReturnType<typeof createVolumePricesAdmin>;

/**
 * A product's quantity breaks per customer group and its wholesale floor, as the product form edits
 * them. The 1+ row of each group is the group's price (PRICING.md's rule), so each break must be
 * cheaper than it; the core schema has already checked the order of the rows and the floor.
 */
export function createVolumePricesAdmin(deps: {
  db: Db;
  /** After a committed write, with the product it changed (its pages and cached cards change). */
  onCatalogueChanged: (productIds?: readonly number[]) => Promise<void>;
}) {
  const { db } = deps;

  async function productRow(executor: Executor, productId: number, lock: boolean): Promise<ProductPriceRow> {
    const [row] = await queryRows<ProductPriceRow>(
      executor,
      sql`select p.mrp, p.selling_price, p.wholesale_price,
            (select f.price from product_price_floors f where f.product_id = p.id) as floor
          from products p where p.id = ${productId} ${lock ? sql`for update of p` : sql``}`,
    );
    if (!row) throw notFound("PRODUCT_NOT_FOUND", "This product does not exist.");
    return row;
  }

  function groupsOf(executor: Executor, websiteId: number, productId: number): Promise<GroupRow[]> {
    return queryRows<GroupRow>(
      executor,
      sql`select g.id, g.name as title, g.is_default, w.price
          from customer_groups g
          left join website_product_prices w on w.customer_group_id = g.id
            and w.product_id = ${productId} and w.website_id = ${websiteId}
          order by g.is_default desc, g.id`,
    );
  }

  /** The group's price of one piece, by the one price rule. */
  function basePriceOf(product: ProductPriceRow, groups: readonly GroupRow[], group: GroupRow): number {
    return groupBasePrice(
      {
        mrp: product.mrp,
        sellingPrice: product.selling_price,
        wholesalePrice: product.wholesale_price,
        groupPrices: groups
          .filter((g) => g.price !== null)
          .map((g) => ({ groupId: g.id, price: g.price ?? 0, isDefault: g.is_default })),
      },
      { id: group.id, isDefault: group.is_default },
    );
  }

  async function read(executor: Executor, websiteId: number, productId: number): Promise<VolumePricesDto> {
    const product = await productRow(executor, productId, false);
    // One after the other: inside a transaction both run on its one connection anyway.
    const groups = await groupsOf(executor, websiteId, productId);
    const breaks = await queryRows<{ customer_group_id: number; min_quantity: number; price: number }>(
      executor,
      sql`select customer_group_id, min_quantity, price from product_volume_prices
          where product_id = ${productId} order by customer_group_id, min_quantity`,
    );
    return {
      productId,
      floor: product.floor === null ? null : toRupees(product.floor),
      groups: groups.map((group) => ({
        customerGroupId: group.id,
        title: group.title,
        isDefault: group.is_default,
        basePrice: toRupees(basePriceOf(product, groups, group)),
        breaks: breaks
          .filter((b) => b.customer_group_id === group.id)
          .map((b) => ({ minQuantity: b.min_quantity, price: toRupees(b.price) })),
      })),
    };
  }

  function get(websiteId: number, productId: number): Promise<VolumePricesDto> {
    return read(db, websiteId, productId);
  }

  /**
   * Replaces the floor and the breaks of the groups sent (a group left out keeps its breaks; a group
   * sent with no rows loses them), in one transaction with its audit row.
   */
  async function save(
    actor: StaffActor,
    websiteId: number,
    productId: number,
    input: VolumePricesInput,
  ): Promise<VolumePricesDto> {
    const result = await db.transaction(async (tx) => {
      const product = await productRow(tx, productId, true);
      const before = await read(tx, websiteId, productId);
      const groups = await groupsOf(tx, websiteId, productId);
      const fields: Record<string, string> = {};
      input.groups.forEach((entry, g) => {
        const group = groups.find((row) => row.id === entry.customerGroupId);
        if (!group) {
          fields[`groups.${g}.customerGroupId`] = "This customer group does not exist.";
          return;
        }
        const base = basePriceOf(product, groups, group);
        const first = entry.breaks[0];
        if (first && toPaise(first.price) >= base) {
          fields[`groups.${g}.breaks.0.price`] =
            `Must be cheaper than the ${group.title} price of one piece (${formatMoney(base)}).`;
        }
      });
      if (Object.keys(fields).length > 0) {
        throw unprocessable(
          "VALIDATION_FAILED",
          Object.values(fields)[0] ?? "Check the volume prices.",
          fields,
        );
      }
      if (input.floor === null) {
        await tx.execute(sql`delete from product_price_floors where product_id = ${productId}`);
      } else {
        await tx.execute(sql`insert into product_price_floors (product_id, price)
            values (${productId}, ${toPaise(input.floor)})
            on conflict (product_id) do update set price = excluded.price, updated_at = now()`);
      }
      for (const entry of input.groups) {
        await tx.execute(sql`delete from product_volume_prices
            where product_id = ${productId} and customer_group_id = ${entry.customerGroupId}`);
        for (const row of entry.breaks) {
          await tx.execute(sql`insert into product_volume_prices
              (product_id, customer_group_id, min_quantity, price)
              values (${productId}, ${entry.customerGroupId}, ${row.minQuantity}, ${toPaise(row.price)})`);
        }
      }
      const after = await read(tx, websiteId, productId);
      await recordAudit(tx, actor, {
        action: "product.volume-prices",
        entity: "product",
        entityId: productId,
        before: { floor: before.floor, groups: before.groups.map(auditGroup) },
        after: { floor: after.floor, groups: after.groups.map(auditGroup) },
      });
      return after;
    });
    await deps.onCatalogueChanged([productId]);
    return result;
  }

  return { get, save };
}

function auditGroup(group: VolumePricesDto["groups"][number]) {
  return { customerGroupId: group.customerGroupId, breaks: group.breaks };
}
