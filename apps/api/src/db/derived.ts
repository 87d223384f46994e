import { eq, type SQL, sql } from "drizzle-orm";
import { type Executor, intArray } from "./client";
import { type AttributeType, productAttributeValues, productFilterValues } from "./schema";

/** default_price = default group's website price, else selling_price if > 0, else mrp (paise). */
export function defaultPriceSql(defaultGroupPrice: SQL, sellingPrice: SQL, mrp: SQL): SQL {
  return sql`coalesce(${defaultGroupPrice}, case when ${sellingPrice} > 0 then ${sellingPrice} else ${mrp} end)`;
}

/**
 * Recomputes the derived product column for the given products (all products when `productIds` is
 * omitted), in one statement:
 *
 *   default_price = default group's website price, else selling_price if > 0, else mrp      (paise)
 *
 * The search reads the products, their attribute values and categories themselves (the in-process
 * index of modules/catalogue/search), so words need nothing derived here.
 */
export async function refreshProductDerived(db: Executor, productIds?: readonly number[]): Promise<void> {
  if (productIds && productIds.length === 0) return;
  const idArray = productIds ? intArray(productIds) : undefined;
  await db.execute(sql`
    with default_group_price as (
      select distinct on (w.product_id) w.product_id, w.price
      from website_product_prices w join customer_groups g on g.id = w.customer_group_id and g.is_default
      ${idArray ? sql`where w.product_id = any(${idArray})` : sql``}
      order by w.product_id, w.website_id
    )
    update products p set
      default_price = ${defaultPriceSql(sql`dp.price`, sql`p.selling_price`, sql`p.mrp`)}
    from products src
      left join default_group_price dp on dp.product_id = src.id
    where p.id = src.id ${idArray ? sql`and src.id = any(${idArray})` : sql``}
  `);
}

/** The single values a stored `val` stands for: a multi select's JSON list, otherwise the value itself. */
export function filterValuesOf(type: AttributeType, val: string): string[] {
  if (type !== "multi select") {
    const single = val.trim();
    return single ? [single] : [];
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(val);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const values = parsed.filter((v): v is string => typeof v === "string").map((v) => v.trim());
  return [...new Set(values.filter((v) => v.length > 0))];
}

export interface AttributeValueInput {
  attributeId: number;
  type: AttributeType;
  /** As stored for display: a JSON list string for 'multi select'. */
  val: string;
}

/**
 * Replaces a product's attribute values, keeping productAttributeValues (display) and
 * productFilterValues (filters, facets) in step. Call inside the caller's transaction, then
 * `refreshProductDerived(tx, [productId])`.
 */
export async function setProductAttributeValues(
  tx: Executor,
  productId: number,
  values: readonly AttributeValueInput[],
): Promise<void> {
  await tx.delete(productAttributeValues).where(eq(productAttributeValues.productId, productId));
  await tx.delete(productFilterValues).where(eq(productFilterValues.productId, productId));
  if (values.length === 0) return;
  await tx
    .insert(productAttributeValues)
    .values(values.map((v) => ({ productId, attributeId: v.attributeId, val: v.val })));
  const filterRows = values.flatMap((v) =>
    filterValuesOf(v.type, v.val).map((value) => ({ productId, attributeId: v.attributeId, value })),
  );
  if (filterRows.length > 0) await tx.insert(productFilterValues).values(filterRows);
}
