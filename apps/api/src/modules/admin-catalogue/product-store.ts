import { type SQL, sql } from "drizzle-orm";
import { type Executor, queryRows } from "../../db/client";
import {
  defaultPriceSql,
  filterValuesOf,
  refreshProductDerived,
  refreshSearchTerms,
  searchDocumentSql,
} from "../../db/derived";
import type { AttributeType, DimensionUnit, ProductDimensions } from "../../db/schema";

/**
 * Reads products as the back office edits them and writes many at once: the edit form writes one, an
 * import or the quick grid thousands, through the same statements (one JSON parameter per statement,
 * `json_to_recordset` on the server, so 100,000 rows are a few statements and not 100,000).
 */

/** A product as stored, prices in paise. */
export interface StoredProduct {
  id: number;
  sku: string;
  title: string;
  description: string;
  dimensions: ProductDimensions;
  mrp: number;
  sellingPrice: number;
  wholesalePrice: number;
  stock: number;
  minimumQuantity: number;
  taxRate: number;
  hsnCode: string;
  slug: string;
  visible: boolean;
  /** Category ids in their order; loaded on request. */
  categoryIds?: number[];
  /** Attribute identifier → stored `val` (a JSON list for multi selects); loaded on request. */
  attributes?: Record<string, string>;
}

export interface AttributeInfo {
  id: number;
  identifier: string;
  name: string;
  type: AttributeType;
}

export interface CatalogueRefs {
  websiteId: number;
  defaultGroupId: number;
  attributes: AttributeInfo[];
  categories: { id: number; url: string; title: string }[];
}

export async function loadRefs(db: Executor, websiteId: number): Promise<CatalogueRefs> {
  // One after the other: inside a transaction the statements share one connection.
  const groups = await queryRows<{ id: number }>(
    db,
    sql`select id from customer_groups where is_default limit 1`,
  );
  const attributes = await queryRows<{ id: number; identifier: string; name: string; type: AttributeType }>(
    db,
    sql`select id, identifier, name, type from attributes order by position, id`,
  );
  const categories = await queryRows<{ id: number; url: string; title: string }>(
    db,
    sql`select id, url, title from categories order by position, id`,
  );
  const defaultGroupId = groups[0]?.id;
  if (defaultGroupId === undefined) throw new Error("The catalogue has no default customer group");
  return { websiteId, defaultGroupId, attributes, categories };
}

interface ProductRow extends Record<string, unknown> {
  id: number;
  sku: string;
  title: string;
  description: string;
  dimensions: ProductDimensions | string;
  mrp: number;
  selling_price: number;
  wholesale_price: number;
  stock: number;
  minimum_quantity: number;
  tax_rate: number;
  hsn_code: string;
  slug: string | null;
  visible: boolean | null;
  category_ids?: number[] | string | null;
  attributes?: Record<string, string> | string | null;
}

function parseJson<T>(value: T | string | null | undefined, fallback: T): T {
  if (value === null || value === undefined) return fallback;
  return typeof value === "string" ? (JSON.parse(value) as T) : value;
}

function toStored(row: ProductRow, withParts: { categories: boolean; attributes: boolean }): StoredProduct {
  const product: StoredProduct = {
    id: Number(row.id),
    sku: row.sku,
    title: row.title,
    description: row.description,
    dimensions: parseJson<ProductDimensions>(row.dimensions, {
      width: { value: 0, unit: "cm" },
      depth: { value: 0, unit: "cm" },
      height: { value: 0, unit: "cm" },
    }),
    mrp: Number(row.mrp),
    sellingPrice: Number(row.selling_price),
    wholesalePrice: Number(row.wholesale_price),
    stock: Number(row.stock),
    minimumQuantity: Number(row.minimum_quantity),
    taxRate: Number(row.tax_rate),
    hsnCode: row.hsn_code,
    slug: row.slug ?? "",
    visible: row.visible ?? false,
  };
  if (withParts.categories) product.categoryIds = parseJson<number[]>(row.category_ids ?? null, []);
  if (withParts.attributes)
    product.attributes = parseJson<Record<string, string>>(row.attributes ?? null, {});
  return product;
}

/**
 * Products with their website row, optionally with categories and attributes (each one aggregate per
 * product), filtered by `where` over `p` and `pw`, in `order`.
 */
export async function loadProducts(
  db: Executor,
  websiteId: number,
  opts: { categories: boolean; attributes: boolean; where?: SQL; order?: SQL; limit?: number },
): Promise<StoredProduct[]> {
  const rows = await queryRows<ProductRow>(
    db,
    sql`select p.id, p.sku, p.title, p.description, p.dimensions, p.mrp, p.selling_price, p.wholesale_price,
          p.stock, p.minimum_quantity, p.tax_rate, p.hsn_code, pw.slug, pw.visible
          ${
            opts.categories
              ? sql`, (select coalesce(json_agg(pc.category_id order by pc.position, pc.category_id), '[]')
                    from product_categories pc where pc.product_id = p.id) as category_ids`
              : sql``
          }
          ${
            opts.attributes
              ? sql`, (select coalesce(json_object_agg(a.identifier, v.val), '{}')
                    from product_attribute_values v join attributes a on a.id = v.attribute_id
                    where v.product_id = p.id) as attributes`
              : sql``
          }
        from products p
        left join product_websites pw on pw.product_id = p.id and pw.website_id = ${websiteId}
        ${opts.where ? sql`where ${opts.where}` : sql``}
        order by ${opts.order ?? sql`p.id`}
        ${opts.limit !== undefined ? sql`limit ${opts.limit}` : sql``}`,
  );
  return rows.map((row) => toStored(row, opts));
}

/** What a write sets: every column of the product; categories and attributes only when given. */
export interface ProductWrite {
  /** Absent: a new product. */
  id?: number;
  sku: string;
  title: string;
  description: string;
  dimensions: ProductDimensions;
  mrp: number;
  sellingPrice: number;
  wholesalePrice: number;
  stock: number;
  minimumQuantity: number;
  taxRate: number;
  hsnCode: string;
  slug: string;
  visible: boolean;
  categoryIds?: number[];
  /** Attribute identifier → stored val; every attribute of the product (the others are removed). */
  attributes?: Record<string, string>;
  /** Title, description, SKU, categories or attributes changed: the search document is rebuilt. */
  searchChanged: boolean;
  /** false: the slug and visibility are as stored (their row is left alone). */
  websiteChanged?: boolean;
  /** false: the selling price is as stored (the default group's price is left alone). */
  sellingChanged?: boolean;
}

const RECORDS_PER_STATEMENT = 5000;

async function eachChunk<T>(rows: readonly T[], run: (chunk: string, count: number) => Promise<void>) {
  for (let start = 0; start < rows.length; start += RECORDS_PER_STATEMENT) {
    const slice = rows.slice(start, start + RECORDS_PER_STATEMENT);
    await run(JSON.stringify(slice), slice.length);
  }
}

const PRODUCT_RECORD = sql.raw(`sku text, title text, description text, dimensions jsonb, mrp int,
  selling_price int, wholesale_price int, stock int, minimum_quantity int, tax_rate int, hsn_code text`);

function productRecord(write: ProductWrite) {
  return {
    id: write.id,
    sku: write.sku,
    title: write.title,
    description: write.description,
    dimensions: write.dimensions,
    mrp: write.mrp,
    selling_price: write.sellingPrice,
    wholesale_price: write.wholesalePrice,
    stock: write.stock,
    minimum_quantity: write.minimumQuantity,
    tax_rate: write.taxRate,
    hsn_code: write.hsnCode,
  };
}

/**
 * Writes products inside the caller's transaction and answers their ids in the order given. The default
 * group's website price follows the selling price (what a visitor pays, PRICING.md): set to it when
 * above 0, removed otherwise so the MRP applies. Derived columns are refreshed for the rows written.
 */
export async function writeProducts(
  tx: Executor,
  refs: CatalogueRefs,
  writes: readonly ProductWrite[],
  onProgress?: (done: number) => void,
): Promise<number[]> {
  const ids: number[] = writes.map((write) => write.id ?? 0);
  let done = 0;
  const report = (count: number) => {
    done += count;
    onProgress?.(done);
  };

  const creates = writes
    .map((write, index) => ({ write, index }))
    .filter(({ write }) => write.id === undefined);

  if (creates.length > 0) {
    const idBySku = new Map<string, number>();
    await eachChunk(
      creates.map(({ write }) => productRecord(write)),
      async (chunk, count) => {
        const inserted = await queryRows<{ id: number; sku: string }>(
          tx,
          sql`insert into products (sku, title, description, dimensions, mrp, selling_price, wholesale_price,
                stock, minimum_quantity, tax_rate, hsn_code)
              select sku, title, description, dimensions, mrp, selling_price, wholesale_price, stock,
                minimum_quantity, tax_rate, hsn_code
              from json_to_recordset(${chunk}::json) as x(${PRODUCT_RECORD})
              returning id, sku`,
        );
        for (const row of inserted) idBySku.set(row.sku, Number(row.id));
        report(count);
      },
    );
    for (const { write, index } of creates) {
      const id = idBySku.get(write.sku);
      if (id === undefined) throw new Error(`product ${write.sku} was not inserted`);
      ids[index] = id;
    }
  }

  const withIds = writes.map((write, index) => ({ write, id: ids[index] as number }));
  await eachChunk(
    withIds
      .filter(({ write }) => write.id === undefined || write.websiteChanged !== false)
      .map(({ write, id }) => ({ product_id: id, slug: write.slug, visible: write.visible })),
    async (chunk) => {
      await tx.execute(sql`insert into product_websites (product_id, website_id, slug, visible)
          select product_id, ${refs.websiteId}, slug, visible
          from json_to_recordset(${chunk}::json) as x(product_id int, slug text, visible boolean)
          on conflict (product_id, website_id) do update set slug = excluded.slug, visible = excluded.visible`);
    },
  );

  // The default group's price mirrors the selling price.
  await eachChunk(
    withIds
      .filter(({ write }) => write.id === undefined || write.sellingChanged !== false)
      .map(({ write, id }) => ({ product_id: id, price: write.sellingPrice })),
    async (chunk) => {
      await tx.execute(sql`delete from website_product_prices w
          using json_to_recordset(${chunk}::json) as x(product_id int, price int)
          where w.product_id = x.product_id and w.website_id = ${refs.websiteId}
            and w.customer_group_id = ${refs.defaultGroupId} and x.price = 0`);
      await tx.execute(sql`insert into website_product_prices (website_id, product_id, customer_group_id, price)
          select ${refs.websiteId}, product_id, ${refs.defaultGroupId}, price
          from json_to_recordset(${chunk}::json) as x(product_id int, price int) where x.price > 0
          on conflict (product_id, website_id, customer_group_id) do update set price = excluded.price`);
    },
  );

  const withCategories = withIds.filter(({ write }) => write.categoryIds !== undefined);
  if (withCategories.length > 0) {
    await eachChunk(
      withCategories.map(({ id }) => id),
      async (chunk) => {
        await tx.execute(sql`delete from product_categories
            where product_id in (select value::int from json_array_elements_text(${chunk}::json))`);
      },
    );
    await eachChunk(
      withCategories.flatMap(({ write, id }) =>
        (write.categoryIds ?? []).map((categoryId, position) => ({
          product_id: id,
          category_id: categoryId,
          position,
        })),
      ),
      async (chunk) => {
        await tx.execute(sql`insert into product_categories (product_id, category_id, position)
            select product_id, category_id, position
            from json_to_recordset(${chunk}::json) as x(product_id int, category_id int, position int)`);
      },
    );
  }

  const withAttributes = withIds.filter(({ write }) => write.attributes !== undefined);
  if (withAttributes.length > 0) {
    const byIdentifier = new Map(refs.attributes.map((attribute) => [attribute.identifier, attribute]));
    await eachChunk(
      withAttributes.map(({ id }) => id),
      async (chunk) => {
        const ids = sql`(select value::int from json_array_elements_text(${chunk}::json))`;
        await tx.execute(sql`delete from product_attribute_values where product_id in ${ids}`);
        await tx.execute(sql`delete from product_filter_values where product_id in ${ids}`);
      },
    );
    const valueRows: { product_id: number; attribute_id: number; val: string }[] = [];
    const filterRows: { product_id: number; attribute_id: number; value: string }[] = [];
    for (const { write, id } of withAttributes) {
      for (const [identifier, val] of Object.entries(write.attributes ?? {})) {
        const attribute = byIdentifier.get(identifier);
        if (!attribute) continue;
        const values = filterValuesOf(attribute.type, val);
        if (values.length === 0) continue;
        valueRows.push({ product_id: id, attribute_id: attribute.id, val });
        for (const value of values) filterRows.push({ product_id: id, attribute_id: attribute.id, value });
      }
    }
    await eachChunk(valueRows, async (chunk) => {
      await tx.execute(sql`insert into product_attribute_values (product_id, attribute_id, val)
          select product_id, attribute_id, val from json_to_recordset(${chunk}::json)
          as x(product_id int, attribute_id int, val text)`);
    });
    await eachChunk(filterRows, async (chunk) => {
      await tx.execute(sql`insert into product_filter_values (product_id, attribute_id, value)
          select product_id, attribute_id, value from json_to_recordset(${chunk}::json)
          as x(product_id int, attribute_id int, value text) on conflict do nothing`);
    });
  }

  // One new version of each changed product: its columns, its default price and, when its words
  // changed, its search document (the same definitions as derived.ts), so 100,000 changed rows are
  // written once, not once per derived column.
  const existing = withIds.filter(({ write }) => write.id !== undefined);
  await eachChunk(
    existing.map(({ write }) => ({ ...productRecord(write), search_changed: write.searchChanged })),
    async (chunk, count) => {
      await tx.execute(sql`update products p set sku = x.sku, title = x.title, description = x.description,
            dimensions = x.dimensions, mrp = x.mrp, selling_price = x.selling_price,
            wholesale_price = x.wholesale_price, stock = x.stock, minimum_quantity = x.minimum_quantity,
            tax_rate = x.tax_rate, hsn_code = x.hsn_code, updated_at = now(),
            default_price = ${defaultPriceSql(
              sql`(select w.price from website_product_prices w where w.product_id = p.id
                    and w.website_id = ${refs.websiteId} and w.customer_group_id = ${refs.defaultGroupId})`,
              sql`x.selling_price`,
              sql`x.mrp`,
            )},
            search_document = case when x.search_changed then ${searchDocumentSql({
              title: sql`x.title`,
              sku: sql`x.sku`,
              attributes: sql`(select string_agg(f.value, ' ' order by f.attribute_id, f.value)
                from product_filter_values f where f.product_id = p.id)`,
              categories: sql`(select string_agg(c.title, ' ' order by c.position, c.id)
                from product_categories pc join categories c on c.id = pc.category_id where pc.product_id = p.id)`,
              description: sql`x.description`,
            })} else p.search_document end
          from json_to_recordset(${chunk}::json) as x(id int, search_changed boolean, ${PRODUCT_RECORD})
          where p.id = x.id`);
      report(count);
    },
  );

  const createdIds = withIds.filter(({ write }) => write.id === undefined).map(({ id }) => id);
  const renamedIds = existing.filter(({ write }) => write.searchChanged).map(({ id }) => id);
  if (createdIds.length > 0) await refreshProductDerived(tx, createdIds);
  if (renamedIds.length > 0) await refreshSearchTerms(tx, renamedIds);
  return ids;
}

/** The stored `val` of an attribute from its values: a JSON list for multi selects, else the one value. */
export function attributeVal(type: AttributeType, values: readonly string[]): string {
  return type === "multi select" ? JSON.stringify(values) : (values[0] ?? "");
}

/** The values a stored `val` holds, in their order. */
export function attributeValues(type: AttributeType, val: string | undefined): string[] {
  return val === undefined ? [] : filterValuesOf(type, val);
}

export function sameDimensions(
  unit: DimensionUnit,
  values: { width: number; depth: number; height: number },
) {
  return {
    width: { value: values.width, unit },
    depth: { value: values.depth, unit },
    height: { value: values.height, unit },
  };
}
