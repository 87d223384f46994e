import {
  type AdminProductCreateInput,
  type AdminProductDto,
  type AdminProductListQuery,
  type AdminProductOptionsDto,
  type AdminProductPageDto,
  type AdminProductPatchInput,
  type AdminQuickEditInput,
  GST_RATES,
  hsnCodeProblem,
  hsnDigitsFor,
  hsnRateMismatch,
  productPriceProblems,
  shopDay,
  stockState,
  type TurnoverBand,
  toPaise,
  toRupees,
} from "@roshni/core";
import { type SQL, sql } from "drizzle-orm";
import { type Db, type Executor, intArray, queryRows } from "../../db/client";
import { badRequest, conflict, notFound, unprocessable } from "../../lib/errors";
import { listImageKey } from "../../lib/image-rules";
import { likePattern } from "../../lib/paging";
import { recordAudit, type StaffActor } from "../audit/service";
import { storageImage } from "../catalogue/images";
import { isUniqueViolation } from "../customers/service";
import { hsnRates } from "../documents/exports";
import { readShopSettings } from "../settings/read";
import {
  attributeVal,
  attributeValues,
  type CatalogueRefs,
  loadProducts,
  loadRefs,
  type ProductWrite,
  type StoredProduct,
  writeProducts,
} from "./product-store";

/** The shop's turnover band (shop settings); absent: up to ₹5 crore. */
export async function turnoverBand(db: Executor): Promise<TurnoverBand> {
  const settings = await readShopSettings(db);
  return settings?.turnoverBand === "above_5_crore" ? "above_5_crore" : "up_to_5_crore";
}

/** Keyset cursor of the product list: the sort value of the last row and its id, base64url JSON. */
function encodeCursor(value: string | number, id: number): string {
  return Buffer.from(JSON.stringify([value, id]), "utf8").toString("base64url");
}

function decodeCursor(text: string | undefined): [string | number, number] | null {
  if (!text) return null;
  try {
    const value = JSON.parse(Buffer.from(text, "base64url").toString("utf8")) as unknown;
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      (typeof value[0] === "string" || typeof value[0] === "number") &&
      Number.isSafeInteger(value[1])
    ) {
      return [value[0], value[1] as number];
    }
  } catch {
    // refused below
  }
  throw badRequest("CURSOR_INVALID", "This list's page link is not valid. Start again from the first page.");
}

interface SortSpec {
  column: SQL;
  direction: "asc" | "desc";
  /** The ORDER BY words, as the sort's index is built (drizzle's `.desc()` indexes are NULLS LAST). */
  order: string;
  /** The value of the sort column in a returned row, for the cursor. */
  valueOf: (row: ListRow) => string | number;
  cast: string;
}

function sortSpec(sort: AdminProductListQuery["sort"]): SortSpec {
  switch (sort) {
    case "title_asc":
      return { column: sql`p.title`, direction: "asc", order: "asc", valueOf: (r) => r.title, cast: "text" };
    case "sku_asc":
      return { column: sql`p.sku`, direction: "asc", order: "asc", valueOf: (r) => r.sku, cast: "text" };
    case "stock_asc":
      return { column: sql`p.stock`, direction: "asc", order: "asc", valueOf: (r) => r.stock, cast: "int" };
    case "price_asc":
      return {
        column: sql`p.default_price`,
        direction: "asc",
        order: "asc",
        valueOf: (r) => r.default_price,
        cast: "int",
      };
    case "price_desc":
      return {
        column: sql`p.default_price`,
        direction: "desc",
        order: "desc",
        valueOf: (r) => r.default_price,
        cast: "int",
      };
    default:
      return {
        column: sql`p.updated_at`,
        direction: "desc",
        order: "desc nulls last",
        valueOf: (r) => r.updated_at_text,
        cast: "timestamptz",
      };
  }
}

/** The list's filters as conditions over products `p` and their website row `pw`. */
export async function productFilters(
  db: Executor,
  query: Pick<AdminProductListQuery, "search" | "categoryId" | "brand" | "stock" | "visible">,
): Promise<SQL[]> {
  const conditions: SQL[] = [];
  if (query.search) {
    const pattern = likePattern(query.search);
    conditions.push(sql`(lower(p.title) like ${pattern} or lower(p.sku) like ${pattern})`);
  }
  if (query.categoryId !== undefined) {
    conditions.push(sql`exists (select 1 from product_categories pc
      where pc.product_id = p.id and pc.category_id = ${query.categoryId})`);
  }
  if (query.brand) {
    conditions.push(sql`exists (select 1 from product_filter_values f
      where f.product_id = p.id and f.attribute_id = (select id from attributes where identifier = 'brand')
        and f.value = ${query.brand})`);
  }
  if (query.stock === "out") conditions.push(sql`p.stock <= 0`);
  if (query.stock === "low") conditions.push(sql`p.stock > 0 and p.stock <= p.minimum_quantity`);
  if (query.stock === "in") conditions.push(sql`p.stock > p.minimum_quantity`);
  // Hidden products are few: a partial index finds them without reading the whole list.
  if (query.visible !== undefined) conditions.push(sql`pw.visible = ${query.visible}`);
  void db;
  return conditions;
}

interface ListRow extends Record<string, unknown> {
  id: number;
  title: string;
  sku: string;
  slug: string | null;
  visible: boolean | null;
  mrp: number;
  selling_price: number;
  wholesale_price: number;
  default_price: number;
  stock: number;
  minimum_quantity: number;
  updated_at_text: string;
  brand: string | null;
  image_key: string | null;
  tax_rate: number;
  hsn_code: string;
}

function productNotFound() {
  return notFound("PRODUCT_NOT_FOUND", "This product does not exist.");
}

export type ProductsAdmin = ReturnType<typeof createProductsAdmin>;

export function createProductsAdmin(deps: {
  db: Db;
  /** After a committed write, with the products it changed. */
  onCatalogueChanged: (productIds?: readonly number[]) => Promise<void>;
}) {
  const { db } = deps;

  /** `GET /v1/admin/products`: one statement for the page (keyset on the sort column and id). */
  async function list(websiteId: number, query: AdminProductListQuery): Promise<AdminProductPageDto> {
    const spec = sortSpec(query.sort);
    const conditions = await productFilters(db, query);
    const cursor = decodeCursor(query.cursor);
    if (cursor) {
      const [value, id] = cursor;
      const compare = spec.direction === "asc" ? sql`>` : sql`<`;
      conditions.push(sql`(${spec.column}, p.id) ${compare} (${value}::${sql.raw(spec.cast)}, ${id})`);
    }
    const rows = await queryRows<ListRow>(
      db,
      sql`select p.id, p.title, p.sku, pw.slug, pw.visible, p.mrp, p.selling_price, p.wholesale_price,
            p.default_price, p.stock, p.minimum_quantity, p.tax_rate, p.hsn_code,
            to_char(p.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as updated_at_text,
            (select v.val from product_attribute_values v join attributes a on a.id = v.attribute_id
              where v.product_id = p.id and a.identifier = 'brand') as brand,
            (select i.key from product_images i where i.product_id = p.id order by i.position, i.id limit 1) as image_key
          from products p
          left join product_websites pw on pw.product_id = p.id and pw.website_id = ${websiteId}
          ${conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``}
          order by ${spec.column} ${sql.raw(spec.order)}, p.id ${sql.raw(spec.order)}
          limit ${query.limit + 1}`,
    );
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    const rates = await hsnRates(db);
    const today = shopDay(new Date());
    return {
      items: page.map((row) => ({
        id: row.id,
        title: row.title,
        sku: row.sku,
        slug: row.slug ?? "",
        brand: row.brand,
        image: row.image_key ? storageImage(listImageKey(row.image_key)) : null,
        mrp: toRupees(row.mrp),
        sellingPrice: toRupees(row.selling_price),
        wholesalePrice: toRupees(row.wholesale_price),
        stock: row.stock,
        minimumQuantity: row.minimum_quantity,
        stockState: stockState(row.stock, row.minimum_quantity),
        visible: row.visible ?? false,
        updatedAt: row.updated_at_text,
        taxRateWarning: hsnRateMismatch(
          rates,
          { hsnCode: row.hsn_code, taxRate: Number(row.tax_rate) },
          today,
        ),
      })),
      nextCursor: rows.length > query.limit && last ? encodeCursor(spec.valueOf(last), last.id) : null,
    };
  }

  async function options(): Promise<AdminProductOptionsDto> {
    const [attributes, categories, groups, band] = await Promise.all([
      queryRows<{
        identifier: string;
        name: string;
        type: "text" | "select" | "multi select";
        values: string[] | null;
      }>(
        db,
        sql`select a.identifier, a.name, a.type,
              (select array_agg(distinct f.value order by f.value) from product_filter_values f
                where f.attribute_id = a.id) as values
            from attributes a order by a.position, a.id`,
      ),
      queryRows<{ id: number; title: string }>(
        db,
        sql`select id, title from categories order by position, id`,
      ),
      queryRows<{ id: number; name: string; is_default: boolean }>(
        db,
        sql`select id, name, is_default from customer_groups order by id`,
      ),
      turnoverBand(db),
    ]);
    return {
      attributes: attributes.map((a) => ({
        identifier: a.identifier,
        name: a.name,
        type: a.type,
        values: a.values ?? [],
      })),
      categories,
      customerGroups: groups.map((g) => ({ id: g.id, name: g.name, isDefault: g.is_default })),
      hsnDigits: hsnDigitsFor(band),
      turnoverBand: band,
      taxRates: [...GST_RATES],
    };
  }

  async function loadOne(tx: Executor, websiteId: number, id: number): Promise<StoredProduct> {
    const [product] = await loadProducts(tx, websiteId, {
      categories: true,
      attributes: true,
      where: sql`p.id = ${id}`,
    });
    if (!product) throw productNotFound();
    return product;
  }

  async function detail(websiteId: number, id: number, executor: Executor = db): Promise<AdminProductDto> {
    const product = await loadOne(executor, websiteId, id);
    const refs = await loadRefs(executor, websiteId);
    const [groupPrices, images, updated, rates] = await Promise.all([
      queryRows<{ customer_group_id: number; price: number }>(
        executor,
        sql`select customer_group_id, price from website_product_prices
            where product_id = ${id} and website_id = ${websiteId} and customer_group_id <> ${refs.defaultGroupId}
            order by customer_group_id`,
      ),
      queryRows<{ id: number; key: string }>(
        executor,
        sql`select id, key from product_images where product_id = ${id} order by position, id`,
      ),
      queryRows<{ at: string }>(
        executor,
        sql`select to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at from products where id = ${id}`,
      ),
      hsnRates(executor),
    ]);
    const typeOf = new Map(refs.attributes.map((a) => [a.identifier, a.type]));
    const attributes: Record<string, string | string[]> = {};
    for (const [identifier, val] of Object.entries(product.attributes ?? {})) {
      const type = typeOf.get(identifier) ?? "text";
      attributes[identifier] = type === "multi select" ? attributeValues(type, val) : val;
    }
    return {
      id: product.id,
      title: product.title,
      sku: product.sku,
      description: product.description,
      dimensions: product.dimensions,
      mrp: toRupees(product.mrp),
      sellingPrice: toRupees(product.sellingPrice),
      wholesalePrice: toRupees(product.wholesalePrice),
      groupPrices: groupPrices.map((g) => ({
        customerGroupId: g.customer_group_id,
        price: toRupees(g.price),
      })),
      stock: product.stock,
      minimumQuantity: product.minimumQuantity,
      taxRate: product.taxRate,
      hsnCode: product.hsnCode,
      attributes,
      categoryIds: product.categoryIds ?? [],
      slug: product.slug,
      visible: product.visible,
      images: images.map((image) => ({
        id: image.id,
        ...storageImage(image.key),
        listPath: storageImage(listImageKey(image.key)).path,
      })),
      updatedAt: updated[0]?.at ?? new Date(0).toISOString(),
      // A warning, not a refusal: the owner's table may be the one that is out of date.
      taxRateWarning: hsnRateMismatch(rates, product, shopDay(new Date())),
    };
  }

  /** Refusals of the rules the schema cannot see: HSN digits by setting, known categories, groups, attributes. */
  async function checkReferences(
    tx: Executor,
    refs: CatalogueRefs,
    input: AdminProductPatchInput,
  ): Promise<Record<string, string>> {
    const fields: Record<string, string> = {};
    if (input.hsnCode !== undefined) {
      const problem = hsnCodeProblem(input.hsnCode, hsnDigitsFor(await turnoverBand(tx)));
      if (problem) fields.hsnCode = problem;
    }
    if (input.categoryIds) {
      const known = new Set(refs.categories.map((c) => c.id));
      const index = input.categoryIds.findIndex((id) => !known.has(id));
      if (index >= 0) fields[`categoryIds.${index}`] = "This category does not exist.";
    }
    if (input.groupPrices) {
      const groups = await queryRows<{ id: number; is_default: boolean }>(
        tx,
        sql`select id, is_default from customer_groups`,
      );
      const byId = new Map(groups.map((g) => [g.id, g]));
      input.groupPrices.forEach((group, index) => {
        const found = byId.get(group.customerGroupId);
        if (!found) fields[`groupPrices.${index}.customerGroupId`] = "This customer group does not exist.";
        else if (found.is_default) {
          fields[`groupPrices.${index}.customerGroupId`] =
            "The default group pays the selling price; change that instead.";
        }
      });
    }
    if (input.attributes) {
      const byIdentifier = new Map(refs.attributes.map((a) => [a.identifier, a]));
      for (const [identifier, value] of Object.entries(input.attributes)) {
        const attribute = byIdentifier.get(identifier);
        if (!attribute) fields[`attributes.${identifier}`] = "Unknown attribute.";
        else if (attribute.type !== "multi select" && Array.isArray(value) && value.length > 1) {
          fields[`attributes.${identifier}`] = `${attribute.name} takes one value.`;
        }
      }
    }
    return fields;
  }

  function toWrite(
    refs: CatalogueRefs,
    current: StoredProduct | null,
    input: AdminProductPatchInput,
  ): ProductWrite {
    const typeOf = new Map(refs.attributes.map((a) => [a.identifier, a.type]));
    let attributes: Record<string, string> | undefined;
    if (input.attributes) {
      attributes = {};
      for (const [identifier, value] of Object.entries(input.attributes)) {
        const list = (Array.isArray(value) ? value : [value]).map((v) => v.trim()).filter((v) => v !== "");
        if (list.length === 0) continue;
        attributes[identifier] = attributeVal(typeOf.get(identifier) ?? "text", [...new Set(list)]);
      }
    }
    const pick = <T>(value: T | undefined, fallback: T): T => (value === undefined ? fallback : value);
    return {
      id: current?.id,
      sku: pick(input.sku, current?.sku ?? ""),
      title: pick(input.title, current?.title ?? ""),
      description: pick(input.description, current?.description ?? ""),
      dimensions: pick(
        input.dimensions,
        current?.dimensions ?? {
          width: { value: 0, unit: "cm" },
          depth: { value: 0, unit: "cm" },
          height: { value: 0, unit: "cm" },
        },
      ),
      mrp: input.mrp !== undefined ? toPaise(input.mrp) : (current?.mrp ?? 0),
      sellingPrice:
        input.sellingPrice !== undefined ? toPaise(input.sellingPrice) : (current?.sellingPrice ?? 0),
      wholesalePrice:
        input.wholesalePrice !== undefined ? toPaise(input.wholesalePrice) : (current?.wholesalePrice ?? 0),
      stock: pick(input.stock, current?.stock ?? 0),
      minimumQuantity: pick(input.minimumQuantity, current?.minimumQuantity ?? 1),
      taxRate: pick(input.taxRate, current?.taxRate ?? 18),
      hsnCode: pick(input.hsnCode, current?.hsnCode ?? ""),
      slug: pick(input.slug, current?.slug ?? ""),
      visible: pick(input.visible, current?.visible ?? true),
      categoryIds: input.categoryIds,
      attributes,
    };
  }

  async function writeGroupPrices(
    tx: Executor,
    refs: CatalogueRefs,
    productId: number,
    groupPrices: { customerGroupId: number; price: number }[],
  ): Promise<void> {
    await tx.execute(sql`delete from website_product_prices
        where product_id = ${productId} and website_id = ${refs.websiteId} and customer_group_id <> ${refs.defaultGroupId}`);
    for (const group of groupPrices) {
      await tx.execute(sql`insert into website_product_prices (website_id, product_id, customer_group_id, price)
          values (${refs.websiteId}, ${productId}, ${group.customerGroupId}, ${toPaise(group.price)})`);
    }
  }

  function translateUniqueViolation(error: unknown): never {
    if (isUniqueViolation(error, "products_sku_unique")) {
      throw conflict("SKU_TAKEN", "Another product has this SKU.", { sku: "Another product has this SKU." });
    }
    if (isUniqueViolation(error, "product_websites_website_slug_unique")) {
      throw conflict("SLUG_TAKEN", "Another product has this address.", {
        slug: "Another product has this address.",
      });
    }
    throw error;
  }

  async function save(
    actor: StaffActor,
    websiteId: number,
    id: number | null,
    input: AdminProductPatchInput,
  ): Promise<AdminProductDto> {
    try {
      const savedId = await db.transaction(async (tx) => {
        const refs = await loadRefs(tx, websiteId);
        const current = id === null ? null : await loadOne(tx, websiteId, id);
        const fields = await checkReferences(tx, refs, input);
        const write = toWrite(refs, current, input);
        // The price rule on the product as it will be, group prices included.
        const groupPrices =
          input.groupPrices ??
          (current
            ? (
                await queryRows<{ price: number }>(
                  tx,
                  sql`select price from website_product_prices where product_id = ${current.id}
                      and website_id = ${websiteId} and customer_group_id <> ${refs.defaultGroupId}`,
                )
              ).map((row) => ({ price: toRupees(row.price) }))
            : []);
        const priceProblems = productPriceProblems({
          mrp: write.mrp,
          sellingPrice: write.sellingPrice,
          wholesalePrice: write.wholesalePrice,
          groupPrices: groupPrices.map((g) => ({ price: toPaise(g.price) })),
        });
        for (const [field, message] of Object.entries(priceProblems)) {
          if (field.startsWith("groupPrices") && !input.groupPrices)
            fields.mrp ??= "A group's price is above this MRP.";
          else if (message) fields[field] = message;
        }
        if (Object.keys(fields).length > 0) {
          throw unprocessable("VALIDATION_FAILED", Object.values(fields)[0] ?? "Check the product.", fields);
        }
        const [savedId] = await writeProducts(tx, refs, [write]);
        if (savedId === undefined) throw new Error("product not written");
        if (input.groupPrices) await writeGroupPrices(tx, refs, savedId, input.groupPrices);
        await recordAudit(tx, actor, {
          action: current ? "product.update" : "product.create",
          entity: "product",
          entityId: savedId,
          before: current ? auditView(current) : undefined,
          after: {
            ...auditView({
              ...write,
              id: savedId,
              categoryIds: write.categoryIds,
              attributes: write.attributes,
            }),
            groupPrices: input.groupPrices,
          },
        });
        return savedId;
      });
      await deps.onCatalogueChanged([savedId]);
      return detail(websiteId, savedId);
    } catch (error) {
      translateUniqueViolation(error);
    }
  }

  async function quickEdit(
    actor: StaffActor,
    websiteId: number,
    input: AdminQuickEditInput,
  ): Promise<number> {
    const updated = await db.transaction(async (tx) => {
      const refs = await loadRefs(tx, websiteId);
      const ids = input.rows.map((row) => row.id);
      const current = await loadProducts(tx, websiteId, {
        categories: false,
        attributes: false,
        where: sql`p.id = any(${intArray(ids)})`,
      });
      const byId = new Map(current.map((product) => [product.id, product]));
      const fields: Record<string, string> = {};
      const writes: ProductWrite[] = [];
      const seen = new Set<number>();
      input.rows.forEach((row, index) => {
        const product = byId.get(row.id);
        if (!product) {
          fields[`rows.${index}.id`] = "This product does not exist.";
          return;
        }
        if (seen.has(row.id)) {
          fields[`rows.${index}.id`] = "This product is twice in the list.";
          return;
        }
        seen.add(row.id);
        const write: ProductWrite = {
          ...product,
          stock: row.stock ?? product.stock,
          mrp: row.mrp !== undefined ? toPaise(row.mrp) : product.mrp,
          sellingPrice: row.sellingPrice !== undefined ? toPaise(row.sellingPrice) : product.sellingPrice,
          wholesalePrice:
            row.wholesalePrice !== undefined ? toPaise(row.wholesalePrice) : product.wholesalePrice,
          categoryIds: undefined,
          attributes: undefined,
          websiteChanged: false,
          textChanged: false,
          sellingChanged:
            row.sellingPrice !== undefined && toPaise(row.sellingPrice) !== product.sellingPrice,
        };
        for (const [field, message] of Object.entries(productPriceProblems(write))) {
          if (message) fields[`rows.${index}.${field}`] = message;
        }
        writes.push(write);
      });
      if (Object.keys(fields).length > 0) {
        throw unprocessable("VALIDATION_FAILED", Object.values(fields)[0] ?? "Check the rows.", fields);
      }
      await writeProducts(tx, refs, writes);
      await recordAudit(tx, actor, {
        action: "product.quick_edit",
        entity: "product",
        entityId: ids.join(",").slice(0, 200),
        before: input.rows.map((row) => {
          const product = byId.get(row.id);
          return (
            product && {
              id: row.id,
              stock: product.stock,
              mrp: product.mrp,
              sellingPrice: product.sellingPrice,
              wholesalePrice: product.wholesalePrice,
            }
          );
        }),
        after: input.rows,
      });
      return writes.length;
    });
    await deps.onCatalogueChanged(input.rows.map((row) => row.id));
    return updated;
  }

  return {
    list,
    options,
    detail,
    create: (actor: StaffActor, websiteId: number, input: AdminProductCreateInput) =>
      save(actor, websiteId, null, input),
    update: (actor: StaffActor, websiteId: number, id: number, input: AdminProductPatchInput) =>
      save(actor, websiteId, id, input),
    quickEdit,
  };
}

/** What the audit log keeps of a product (prices in paise, as stored). */
function auditView(product: Omit<StoredProduct, "id"> & { id?: number }) {
  return {
    sku: product.sku,
    title: product.title,
    mrp: product.mrp,
    sellingPrice: product.sellingPrice,
    wholesalePrice: product.wholesalePrice,
    stock: product.stock,
    minimumQuantity: product.minimumQuantity,
    taxRate: product.taxRate,
    hsnCode: product.hsnCode,
    slug: product.slug,
    visible: product.visible,
    categoryIds: product.categoryIds,
    attributes: product.attributes,
  };
}
