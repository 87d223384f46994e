import { eq, type SQL, sql } from "drizzle-orm";
import { type Executor, intArray } from "./client";
import { type AttributeType, productAttributeValues, productFilterValues } from "./schema";

/**
 * The text search configuration of `products.search_document`. A query must use the same one:
 * `search_document @@ websearch_to_tsquery('english', $1)`.
 */
export const SEARCH_CONFIG = "english";

/** The text columns a product's search document is made of, as SQL expressions. */
export interface SearchDocumentParts {
  title: SQL;
  sku: SQL;
  /** Attribute values joined by spaces. */
  attributes: SQL;
  /** Category titles joined by spaces. */
  categories: SQL;
  description: SQL;
}

/**
 *   search_document = title (A) ‖ sku (A) ‖ attribute values (B) ‖ category titles (C) ‖ description (D)
 * The one definition, shared by `refreshProductDerived` and the bulk seed.
 */
export function searchDocumentSql(parts: SearchDocumentParts): SQL {
  return sql`setweight(to_tsvector('english', ${parts.title}), 'A') ||
    setweight(to_tsvector('simple', ${parts.sku}), 'A') ||
    setweight(to_tsvector('english', coalesce(${parts.attributes}, '')), 'B') ||
    setweight(to_tsvector('english', coalesce(${parts.categories}, '')), 'C') ||
    setweight(to_tsvector('english', ${parts.description}), 'D')`;
}

/** default_price = default group's website price, else selling_price if > 0, else mrp (paise). */
export function defaultPriceSql(defaultGroupPrice: SQL, sellingPrice: SQL, mrp: SQL): SQL {
  return sql`coalesce(${defaultGroupPrice}, case when ${sellingPrice} > 0 then ${sellingPrice} else ${mrp} end)`;
}

/**
 * Recomputes the derived product columns for the given products (all products when `productIds` is
 * omitted), in one statement:
 *
 *   default_price   = default group's website price, else selling_price if > 0, else mrp      (paise)
 *   search_document = title (A) ‖ sku (A) ‖ attribute values (B) ‖ category titles (C) ‖ description (D)
 *
 * The SKU is indexed with the 'simple' configuration so that codes are not stemmed. The words of those
 * products also go into `search_terms`; a full refresh rebuilds it, a partial one adds to it (a word that
 * no longer occurs stays until the next full refresh, which only costs a useless candidate).
 */
export async function refreshProductDerived(db: Executor, productIds?: readonly number[]): Promise<void> {
  if (productIds && productIds.length === 0) return;
  const idArray = productIds ? intArray(productIds) : undefined;
  const only = (column: SQL): SQL => (idArray ? sql`where ${column} = any(${idArray})` : sql``);
  await db.execute(sql`
    with attribute_text as (
      select product_id, string_agg(value, ' ' order by attribute_id, value) as text
      from product_filter_values ${only(sql`product_id`)}
      group by product_id
    ),
    category_text as (
      select pc.product_id, string_agg(c.title, ' ' order by c.position, c.id) as text
      from product_categories pc join categories c on c.id = pc.category_id
      ${only(sql`pc.product_id`)}
      group by pc.product_id
    ),
    default_group_price as (
      select distinct on (w.product_id) w.product_id, w.price
      from website_product_prices w join customer_groups g on g.id = w.customer_group_id and g.is_default
      ${only(sql`w.product_id`)}
      order by w.product_id, w.website_id
    )
    update products p set
      default_price = ${defaultPriceSql(sql`dp.price`, sql`p.selling_price`, sql`p.mrp`)},
      search_document = ${searchDocumentSql({
        title: sql`p.title`,
        sku: sql`p.sku`,
        attributes: sql`at.text`,
        categories: sql`ct.text`,
        description: sql`p.description`,
      })}
    from products src
      left join attribute_text at on at.product_id = src.id
      left join category_text ct on ct.product_id = src.id
      left join default_group_price dp on dp.product_id = src.id
    where p.id = src.id ${idArray ? sql`and src.id = any(${idArray})` : sql``}
  `);
  await refreshSearchTerms(db, productIds);
}

/**
 * Puts the words of the given products (all when omitted: then the table is rebuilt) into
 * `search_terms`, with the number of products using each.
 */
export async function refreshSearchTerms(db: Executor, productIds?: readonly number[]): Promise<void> {
  if (productIds && productIds.length === 0) return;
  const idArray = productIds ? intArray(productIds) : undefined;
  const only = (column: SQL): SQL => (idArray ? sql`where ${column} = any(${idArray})` : sql``);
  if (!idArray) await db.execute(sql`delete from search_terms`);
  await db.execute(sql`
    with texts as (
      select p.id, p.title as text from products p ${only(sql`p.id`)}
      union all
      select pc.product_id, c.title from product_categories pc join categories c on c.id = pc.category_id
      ${only(sql`pc.product_id`)}
      union all
      select product_id, value from product_filter_values ${only(sql`product_id`)}
    ),
    words as (
      select w.word as term, count(distinct t.id)::int as frequency
      from texts t, regexp_split_to_table(lower(t.text), '[^[:alnum:]]+') as w(word)
      where length(w.word) >= 2 and w.word !~ '^[0-9]+$'
      group by w.word
    )
    insert into search_terms (term, frequency)
    select term, frequency from words
    on conflict (term) do update set frequency = greatest(search_terms.frequency, excluded.frequency)
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
