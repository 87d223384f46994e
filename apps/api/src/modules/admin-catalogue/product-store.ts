import { type SQL, sql } from "drizzle-orm";
import { type Executor, queryRows } from "../../db/client";
import { defaultPriceSql, filterValuesOf } from "../../db/derived";
import type { AttributeType, DimensionUnit, ProductDimensions } from "../../db/schema";

/** One customer group's quantity breaks of a product, as the catalogue spreadsheet carries them. */
export interface StoredVolumeGroup {
  customerGroupId: number;
  /** The group's name, as the `volume_prices` cell writes it. */
  group: string;
  breaks: { minQuantity: number; price: number }[];
}

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
  /** Every group's quantity breaks (default group first); loaded on request. */
  volumePrices?: StoredVolumeGroup[];
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
  /** The customer groups, the default first, for the `volume_prices` column. */
  groups: { id: number; name: string }[];
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
  const allGroups = await queryRows<{ id: number; name: string }>(
    db,
    sql`select id, name from customer_groups order by is_default desc, id`,
  );
  return { websiteId, defaultGroupId, attributes, categories, groups: allGroups };
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
 * product), filtered by `where` over `p` and `pw`, in `order`. Without `where` and `limit` (an import's
 * analysis, a whole export) the lists are aggregated once over their tables and joined, rather than
 * looked up product by product.
 */
export async function loadProducts(
  db: Executor,
  websiteId: number,
  opts: {
    categories: boolean;
    attributes: boolean;
    volumePrices?: boolean;
    where?: SQL;
    order?: SQL;
    limit?: number;
  },
): Promise<StoredProduct[]> {
  const whole = opts.where === undefined && opts.limit === undefined;
  const categoryList = whole
    ? sql`coalesce(pcs.category_ids, '[]')`
    : sql`(select coalesce(json_agg(pc.category_id order by pc.position, pc.category_id), '[]')
          from product_categories pc where pc.product_id = p.id)`;
  const attributeMap = whole
    ? sql`coalesce(pav.attributes, '{}')`
    : sql`(select coalesce(json_object_agg(a.identifier, v.val), '{}')
          from product_attribute_values v join attributes a on a.id = v.attribute_id
          where v.product_id = p.id)`;
  const rows = await queryRows<ProductRow>(
    db,
    sql`select p.id, p.sku, p.title, p.description, p.dimensions, p.mrp, p.selling_price, p.wholesale_price,
          p.stock, p.minimum_quantity, p.tax_rate, p.hsn_code, pw.slug, pw.visible
          ${opts.categories ? sql`, ${categoryList} as category_ids` : sql``}
          ${opts.attributes ? sql`, ${attributeMap} as attributes` : sql``}
        from products p
        left join product_websites pw on pw.product_id = p.id and pw.website_id = ${websiteId}
        ${
          whole && opts.categories
            ? sql`left join (select product_id, json_agg(category_id order by position, category_id) as category_ids
                from product_categories group by product_id) pcs on pcs.product_id = p.id`
            : sql``
        }
        ${
          whole && opts.attributes
            ? sql`left join (select v.product_id, json_object_agg(a.identifier, v.val) as attributes
                from product_attribute_values v join attributes a on a.id = v.attribute_id
                group by v.product_id) pav on pav.product_id = p.id`
            : sql``
        }
        ${opts.where ? sql`where ${opts.where}` : sql``}
        order by ${opts.order ?? sql`p.id`}
        ${opts.limit !== undefined ? sql`limit ${opts.limit}` : sql``}`,
  );
  const products = rows.map((row) => toStored(row, opts));
  if (opts.volumePrices) await attachVolumePrices(db, products);
  return products;
}

/** Every product's breaks by group, in one statement (a whole catalogue has a few thousand rows). */
async function attachVolumePrices(db: Executor, products: StoredProduct[]): Promise<void> {
  const byId = new Map(products.map((product) => [product.id, product]));
  for (const product of products) product.volumePrices = [];
  if (products.length === 0) return;
  const rows = await queryRows<{
    product_id: number;
    customer_group_id: number;
    name: string;
    min_quantity: number;
    price: number;
  }>(
    db,
    sql`select v.product_id, v.customer_group_id, g.name, v.min_quantity, v.price
        from product_volume_prices v join customer_groups g on g.id = v.customer_group_id
        order by v.product_id, g.is_default desc, g.id, v.min_quantity`,
  );
  for (const row of rows) {
    const product = byId.get(Number(row.product_id));
    if (!product?.volumePrices) continue;
    const groupId = Number(row.customer_group_id);
    let group = product.volumePrices.find((entry) => entry.customerGroupId === groupId);
    if (!group) {
      group = { customerGroupId: groupId, group: row.name, breaks: [] };
      product.volumePrices.push(group);
    }
    group.breaks.push({ minQuantity: Number(row.min_quantity), price: Number(row.price) });
  }
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
  /** The product's categories in their order; absent: left as stored. */
  categoryIds?: number[];
  /** Attribute identifier → stored val; every attribute of the product (the others are removed); absent: left as stored. */
  attributes?: Record<string, string>;
  /** Every group's breaks (the groups left out lose theirs); absent: left as stored. */
  volumePrices?: StoredVolumeGroup[];
  /** false: the slug and visibility are as stored (their row is left alone). */
  websiteChanged?: boolean;
  /** false: the selling price is as stored (the default group's price is left alone). */
  sellingChanged?: boolean;
  /**
   * false: title, description and sizes are as stored, so they are not sent to the database again (a
   * price list of 100,000 rows would otherwise carry every description through the staging table).
   */
  textChanged?: boolean;
}

const RECORDS_PER_STATEMENT = 5000;

async function eachChunk<T>(rows: readonly T[], run: (chunk: string, count: number) => Promise<void>) {
  for (let start = 0; start < rows.length; start += RECORDS_PER_STATEMENT) {
    const slice = rows.slice(start, start + RECORDS_PER_STATEMENT);
    await run(JSON.stringify(slice), slice.length);
  }
}

/** The staging table's columns: one row per write, `n` its place in the list. */
const STAGED_COLUMNS = sql.raw(`n int, id int, sku text, title text, description text, dimensions jsonb,
  mrp int, selling_price int, wholesale_price int, stock int, minimum_quantity int, tax_rate int,
  hsn_code text, slug text, visible boolean, created boolean, website_changed boolean,
  selling_changed boolean`);

function stagedRecord(write: ProductWrite, n: number) {
  const keepText = write.id !== undefined && write.textChanged === false;
  return {
    n,
    id: write.id ?? null,
    sku: write.sku,
    // null: as stored (the UPDATE keeps the product's own).
    title: keepText ? null : write.title,
    description: keepText ? null : write.description,
    dimensions: keepText ? null : write.dimensions,
    mrp: write.mrp,
    selling_price: write.sellingPrice,
    wholesale_price: write.wholesalePrice,
    stock: write.stock,
    minimum_quantity: write.minimumQuantity,
    tax_rate: write.taxRate,
    hsn_code: write.hsnCode,
    slug: write.slug,
    visible: write.visible,
    created: write.id === undefined,
    website_changed: write.id === undefined || write.websiteChanged !== false,
    selling_changed: write.id === undefined || write.sellingChanged !== false,
  };
}

/**
 * Writes products inside the caller's transaction and answers their ids in the order given. The rows
 * are loaded into a staging table of the transaction (5,000 a statement), then each table is written
 * by one set-based statement over it: new products inserted, changed ones updated with their derived
 * default price, website rows and the default group's price only where they change, categories and
 * attribute values only for the products whose lists are given. The default group's website price
 * follows the selling price (what a visitor pays, PRICING.md): set to it when above 0, removed
 * otherwise so the MRP applies. `onProgress` is told the share done, from 0 to 1.
 */
export async function writeProducts(
  tx: Executor,
  refs: CatalogueRefs,
  writes: readonly ProductWrite[],
  onProgress?: (share: number) => void,
): Promise<number[]> {
  if (writes.length === 0) return [];
  // The progress bar: loading the staging table fills its first half, the six steps over it the rest.
  const STEPS = 6;
  const loadShare = 0.5;
  const stepDone = (step: number) => onProgress?.(loadShare + ((1 - loadShare) * step) / STEPS);

  await tx.execute(
    sql`create temp table if not exists product_write_rows (${STAGED_COLUMNS}) on commit drop`,
  );
  await tx.execute(sql`truncate product_write_rows`);
  let loaded = 0;
  await eachChunk(
    writes.map((write, n) => stagedRecord(write, n)),
    async (chunk, count) => {
      await tx.execute(sql`insert into product_write_rows
          select * from json_to_recordset(${chunk}::json) as x(${STAGED_COLUMNS})`);
      loaded += count;
      onProgress?.((loadShare * loaded) / writes.length);
    },
  );
  // A temporary table has no statistics until analysed: without them the joins below would be planned
  // for a handful of rows.
  await tx.execute(sql`analyze product_write_rows`);

  // New products: inserted with their default price (the selling price when above 0, else the MRP, as
  // the default group's price written below makes it), then their ids noted in the staging table.
  await tx.execute(sql`with inserted as (
      insert into products (sku, title, description, dimensions, mrp, selling_price, wholesale_price,
        stock, minimum_quantity, tax_rate, hsn_code, default_price)
      select sku, title, description, dimensions, mrp, selling_price, wholesale_price, stock,
        minimum_quantity, tax_rate, hsn_code,
        ${defaultPriceSql(sql`null::int`, sql`selling_price`, sql`mrp`)}
      from product_write_rows where id is null order by n
      returning id, sku)
    update product_write_rows r set id = inserted.id from inserted
    where r.id is null and r.sku = inserted.sku`);
  stepDone(1);

  await tx.execute(sql`insert into product_websites (product_id, website_id, slug, visible)
      select id, ${refs.websiteId}, slug, visible from product_write_rows where website_changed
      on conflict (product_id, website_id) do update set slug = excluded.slug, visible = excluded.visible`);
  stepDone(2);

  // The default group's price mirrors the selling price.
  await tx.execute(sql`delete from website_product_prices w using product_write_rows r
      where r.selling_changed and r.selling_price = 0 and w.product_id = r.id
        and w.website_id = ${refs.websiteId} and w.customer_group_id = ${refs.defaultGroupId}`);
  await tx.execute(sql`insert into website_product_prices (website_id, product_id, customer_group_id, price)
      select ${refs.websiteId}, id, ${refs.defaultGroupId}, selling_price from product_write_rows
      where selling_changed and selling_price > 0
      on conflict (product_id, website_id, customer_group_id) do update set price = excluded.price`);
  stepDone(3);

  // One new version of each changed product, its default price computed in the same statement.
  await tx.execute(sql`update products p set sku = r.sku, title = coalesce(r.title, p.title),
        description = coalesce(r.description, p.description),
        dimensions = coalesce(r.dimensions, p.dimensions), mrp = r.mrp, selling_price = r.selling_price,
        wholesale_price = r.wholesale_price, stock = r.stock, minimum_quantity = r.minimum_quantity,
        tax_rate = r.tax_rate, hsn_code = r.hsn_code, updated_at = now(),
        default_price = ${defaultPriceSql(
          sql`(select w.price from website_product_prices w where w.product_id = p.id
                and w.website_id = ${refs.websiteId} and w.customer_group_id = ${refs.defaultGroupId})`,
          sql`r.selling_price`,
          sql`r.mrp`,
        )}
      from product_write_rows r
      where p.id = r.id and not r.created`);
  stepDone(4);

  const staged = await queryRows<{ n: number; id: number }>(
    tx,
    sql`select n, id from product_write_rows where created`,
  );
  const ids: number[] = writes.map((write) => write.id ?? 0);
  for (const row of staged) ids[Number(row.n)] = Number(row.id);
  if (ids.some((id) => id === 0)) throw new Error("a product of the write was not inserted");

  const withIds = writes.map((write, index) => ({ write, id: ids[index] as number }));
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
  stepDone(5);

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
  stepDone(6);

  const withVolume = withIds.filter(({ write }) => write.volumePrices !== undefined);
  if (withVolume.length > 0) {
    await eachChunk(
      withVolume.map(({ id }) => id),
      async (chunk) => {
        await tx.execute(sql`delete from product_volume_prices
            where product_id in (select value::int from json_array_elements_text(${chunk}::json))`);
      },
    );
    await eachChunk(
      withVolume.flatMap(({ write, id }) =>
        (write.volumePrices ?? []).flatMap((group) =>
          group.breaks.map((entry) => ({
            product_id: id,
            customer_group_id: group.customerGroupId,
            min_quantity: entry.minQuantity,
            price: entry.price,
          })),
        ),
      ),
      async (chunk) => {
        await tx.execute(sql`insert into product_volume_prices (product_id, customer_group_id, min_quantity, price)
            select product_id, customer_group_id, min_quantity, price
            from json_to_recordset(${chunk}::json)
            as x(product_id int, customer_group_id int, min_quantity int, price int)`);
      },
    );
  }
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
