import {
  type AttributeFilterInput,
  type CategoryDto,
  type ProductDto,
  type ProductFilterDto,
  type ProductSortInput,
  toPaise,
  toRupees,
} from "@roshni/core";
import { asc, eq, type SQL, sql } from "drizzle-orm";
import { type Db, intArray, preparedRows, queryRows } from "../../db/client";
import { type AttributeType, categories, customerGroups, type ProductDimensions } from "../../db/schema";
import { notFound } from "../../lib/errors";
import type { AuthCustomer } from "../../plugins/auth";
import { storageImage } from "./images";
import type { CatalogueSearch, IndexQuery } from "./search/catalogue-search";
import { TtlCache, TtlMap } from "./ttl-cache";

/** Whose prices a request sees: the buyer's group, or the default group for a visitor. */
export interface PriceGroup {
  id: number;
  isDefault: boolean;
}

export interface CatalogueScope {
  websiteId: number;
  group: PriceGroup;
}

/** What narrows a list, its facets and suggestions; prices in rupees, in the requester's group price. */
export interface ProductFilterParams {
  search?: string | undefined;
  categories: readonly number[];
  attributes: readonly AttributeFilterInput[];
  priceMin?: number | undefined;
  priceMax?: number | undefined;
}

export interface ProductListParams extends ProductFilterParams {
  skip: number;
  limit: number;
  sort: ProductSortInput;
}

interface CategoryRow {
  id: number;
  title: string;
  url: string;
  metaTitle: string;
  metaDescription: string;
  metaKeywords: string;
  parentId: number | null;
}

interface ProductRow extends Record<string, unknown> {
  id: number;
  title: string;
  sku: string;
  description: string;
  dimensions: ProductDimensions;
  stock: number;
  minimum_quantity: number;
  mrp: number;
  selling_price: number;
  wholesale_price: number;
  tax_rate: number;
  hsn_code: string;
  slug: string | null;
}

interface ProductParts {
  images: string[];
  attributes: { identifier: string; name: string; type: AttributeType; val: string }[];
  prices: { groupId: number; isDefault: boolean; price: number }[];
  volumePrices: { groupId: number; isDefault: boolean; minQuantity: number; price: number }[];
  categories: { id: number; title: string; url: string }[];
}

/** The columns of a product row; `pw` is the product's row in product_websites for the request's website. */
const PRODUCT_COLUMNS = sql`p.id, p.title, p.sku, p.description, p.dimensions, p.stock, p.minimum_quantity,
  p.mrp, p.selling_price, p.wholesale_price, p.tax_rate, p.hsn_code, pw.slug`;

/**
 * One row of a product's images ('i'), attributes ('a'), prices ('p') or categories ('c'), or of the
 * product itself ('r': its columns as JSON in t1): they come back from one statement, each kind using
 * the columns it needs.
 */
interface PartRow extends Record<string, unknown> {
  kind: "r" | "i" | "a" | "p" | "c" | "v";
  product_id: number;
  t1: string | null;
  t2: string | null;
  t3: string | null;
  t4: string | null;
  n1: number | null;
  n2: number | null;
  flag: boolean | null;
}

function emptyParts(): ProductParts {
  return { images: [], attributes: [], prices: [], volumePrices: [], categories: [] };
}

function categoryFilter(categoryIds: readonly number[]): SQL | null {
  if (categoryIds.length === 0) return null;
  return sql`exists (select 1 from product_categories pc
    where pc.product_id = p.id and pc.category_id = any(${intArray(categoryIds)}))`;
}

/** `from products p` on the website, with the conditions that apply. */
function matchingProducts(websiteId: number, conditions: readonly (SQL | null)[]): SQL {
  const where = conditions.filter((c): c is SQL => c !== null);
  return sql`from products p
    join product_websites pw on pw.product_id = p.id and pw.website_id = ${websiteId} and pw.visible
    ${where.length > 0 ? sql`where ${sql.join(where, sql` and `)}` : sql``}`;
}

/**
 * Builds the API's product from a hydrated row: prices to rupees, images with their path, only the
 * default group's and the requester's own website prices, wholesalePrice only for a non-default group.
 */
function toProductDto(row: ProductRow, parts: ProductParts, group: PriceGroup): ProductDto {
  const product: ProductDto = {
    id: row.id,
    title: row.title,
    sku: row.sku,
    description: row.description,
    images: parts.images.map(storageImage),
    dimensions: row.dimensions,
    productAttributes: parts.attributes.map((a) => ({
      attribute: { identifier: a.identifier, name: a.name, type: a.type },
      value: { val: a.val },
    })),
    stock: row.stock,
    minimumQuantity: row.minimum_quantity,
    mrp: toRupees(row.mrp),
    sellingPrice: toRupees(row.selling_price),
    taxRate: row.tax_rate,
    hsnCode: row.hsn_code,
    websites: row.slug === null ? [] : [{ slug: row.slug }],
    websiteProductPrices: parts.prices.map((p) => ({
      customerGroup: { id: p.groupId, isDefault: p.isDefault },
      price: toRupees(p.price),
    })),
    categories: parts.categories,
  };
  if (parts.volumePrices.length > 0) {
    product.volumePrices = parts.volumePrices.map((v) => ({
      customerGroup: { id: v.groupId, isDefault: v.isDefault },
      minQuantity: v.minQuantity,
      price: toRupees(v.price),
    }));
  }
  if (!group.isDefault) product.wholesalePrice = toRupees(row.wholesale_price);
  return product;
}

export interface CatalogueService {
  defaultGroup(): Promise<PriceGroup>;
  scopeFor(websiteId: number, customer: AuthCustomer | null): Promise<CatalogueScope>;
  listCategories(): Promise<CategoryDto[]>;
  getCategory(id: number): Promise<CategoryDto>;
  listProducts(
    scope: CatalogueScope,
    params: ProductListParams,
  ): Promise<{ items: ProductDto[]; total: number }>;
  productFilters(
    scope: CatalogueScope,
    params: ProductFilterParams,
  ): Promise<{ filters: ProductFilterDto[] }>;
  randomProducts(
    scope: CatalogueScope,
    params: { categoryId?: number | undefined; limit: number },
  ): Promise<ProductDto[]>;
  suggestions(
    scope: CatalogueScope,
    params: { search: string; limit: number; categoryId?: number | undefined },
  ): Promise<ProductDto[]>;
  productBySlug(scope: CatalogueScope, slug: string): Promise<ProductDto>;
  /**
   * The products with these ids as the scope's group sees them, in the order asked; unknown ids are left
   * out, and with `visibleOnly` products the shop has hidden from its storefront too.
   */
  productsByIds(
    scope: CatalogueScope,
    ids: readonly number[],
    opts?: { visibleOnly?: boolean },
  ): Promise<ProductDto[]>;
  /** Forget kept pages, facets and suggestions (the search calls it when its index is rebuilt). */
  clearCaches(): void;
}

export interface CatalogueServiceOptions {
  /** Finds the products: pages, totals, facets, suggestions (see search/catalogue-search.ts). */
  search: CatalogueSearch;
  /** How long pages, facets and suggestions are kept; 0 (the default) asks the search every time. */
  aggregateCacheMs?: number;
}

const AGGREGATE_CACHE_ENTRIES = 2000;
/** A page of 12 products is some 25 kB in memory: 500 pages stay well under 20 MB. */
const PAGE_CACHE_ENTRIES = 500;
const SUGGESTION_CACHE_ENTRIES = 1000;
/** Product cards (some 2 kB each) kept for lists and suggestions: 20,000 stay under 50 MB. */
const CARD_CACHE_ENTRIES = 20_000;
/** Random products are drawn from this many random ids per category, drawn again every cache period. */
const RANDOM_POOL_SIZE = 200;

/** `count` different items of `pool` in random order (a partial Fisher–Yates shuffle of a copy). */
export function pickRandom<T>(pool: readonly T[], count: number): T[] {
  const copy = [...pool];
  const n = Math.min(count, copy.length);
  for (let i = 0; i < n; i++) {
    const j = i + Math.floor(Math.random() * (copy.length - i));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy.slice(0, n);
}

/**
 * The catalogue's reads. A page of products costs a constant number of statements whatever its size:
 * the page itself (filters, order, product columns), the total (unless cached), and one statement for
 * the images, attributes, visible prices and categories of the page's products.
 */
export function createCatalogueService(db: Db, options: CatalogueServiceOptions): CatalogueService {
  const { search } = options;
  // The default group is fixed by the seed and practically never changes; one lookup per process.
  let defaultGroupPromise: Promise<PriceGroup> | null = null;
  const cacheMs = options.aggregateCacheMs ?? 0;
  const facetCache = new TtlCache<ProductFilterDto[]>(cacheMs, AGGREGATE_CACHE_ENTRIES);
  // Pages and suggestions are what every visitor of a category or a typed prefix asks for in the same
  // minute; they are kept per price group for as long as their Cache-Control lets a browser keep them.
  // A product page and the cart's quote always read the database, so stock shown there is current.
  const pageCache = new TtlCache<{ items: ProductDto[]; total: number }>(cacheMs, PAGE_CACHE_ENTRIES);
  const suggestionCache = new TtlCache<ProductDto[]>(cacheMs, SUGGESTION_CACHE_ENTRIES);
  const randomPools = new TtlCache<number[]>(cacheMs, AGGREGATE_CACHE_ENTRIES);
  // Every long-tail search asks a new question, but their answers share products: a product as a price
  // group sees it in a list is kept for the same minute as a page, so a new page mostly costs the search
  // alone. The product page, the quote and the order read the database (productsByIds).
  const cards = new TtlMap<ProductDto>(cacheMs, CARD_CACHE_ENTRIES);

  function defaultGroup(): Promise<PriceGroup> {
    defaultGroupPromise ??= db
      .select({ id: customerGroups.id })
      .from(customerGroups)
      .where(eq(customerGroups.isDefault, true))
      .limit(1)
      .then(([row]) => {
        if (!row) throw new Error("No default customer group: the database is not seeded.");
        return { id: row.id, isDefault: true };
      })
      .catch((error: unknown) => {
        defaultGroupPromise = null;
        throw error;
      });
    return defaultGroupPromise;
  }

  async function scopeFor(websiteId: number, customer: AuthCustomer | null): Promise<CatalogueScope> {
    if (customer) return { websiteId, group: { id: customer.groupId, isDefault: customer.groupIsDefault } };
    return { websiteId, group: await defaultGroup() };
  }

  /**
   * The API's products for rows already read with PRODUCT_COLUMNS, in their order: their images,
   * attributes, visible prices and categories come from one more statement, whatever the page size.
   */
  async function hydrate(scope: CatalogueScope, rows: readonly ProductRow[]): Promise<ProductDto[]> {
    if (rows.length === 0) return [];
    const { partsOf } = readParts(
      await preparedRows<PartRow>(
        db,
        partsSql(
          scope,
          rows.map((row) => row.id),
          false,
        ),
      ),
    );
    return rows.map((row) => toProductDto(row, partsOf.get(row.id) ?? emptyParts(), scope.group));
  }

  /**
   * The images ('i'), attributes ('a'), visible prices ('p') and categories ('c') of the products, and
   * with `withRows` their own columns too ('r', as JSON), from one statement.
   */
  function partsSql(
    scope: CatalogueScope,
    productIds: readonly number[],
    withRows: boolean,
    visibleOnly = false,
  ): SQL {
    const ids = intArray(productIds);
    const rows = withRows
      ? sql`select 'r' as kind, p.id as product_id,
          json_build_object('id', p.id, 'title', p.title, 'sku', p.sku, 'description', p.description,
            'dimensions', p.dimensions, 'stock', p.stock, 'minimum_quantity', p.minimum_quantity, 'mrp', p.mrp,
            'selling_price', p.selling_price, 'wholesale_price', p.wholesale_price, 'tax_rate', p.tax_rate,
            'hsn_code', p.hsn_code, 'slug', pw.slug)::text as t1,
          null::text as t2, null::text as t3, null::text as t4, null::int as n1, null::int as n2,
          null::boolean as flag, 0 as s1, 0 as s2, 0 as s3
        from products p join product_websites pw on pw.product_id = p.id and pw.website_id = ${scope.websiteId}
        where p.id = any(${ids})${visibleOnly ? sql` and pw.visible` : sql``}
        union all `
      : sql``;
    return sql`${rows}select 'i' as kind, i.product_id, i.key as t1, null::text as t2, null::text as t3, null::text as t4,
          null::int as n1, null::int as n2, null::boolean as flag, i.position as s1, i.id as s2, 0 as s3
        from product_images i where i.product_id = any(${ids})
        union all
        select 'a', v.product_id, a.identifier, a.name, a.type, v.val, null, null, null, a.position, a.id, 0
        from product_attribute_values v join attributes a on a.id = v.attribute_id
        where v.product_id = any(${ids})
        union all
        select 'p', w.product_id, null, null, null, null, g.id, w.price, g.is_default,
          case when g.is_default then 0 else 1 end, g.id, 0
        from website_product_prices w join customer_groups g on g.id = w.customer_group_id
        where w.product_id = any(${ids}) and w.website_id = ${scope.websiteId}
          and (g.is_default or g.id = ${scope.group.id})
        union all
        select 'v', v.product_id, v.customer_group_id::text, null, null, null, v.min_quantity,
          greatest(v.price, coalesce(f.price, 0)), g.is_default, v.min_quantity, 0, 0
        from product_volume_prices v join customer_groups g on g.id = v.customer_group_id
          left join product_price_floors f on f.product_id = v.product_id
        where v.product_id = any(${ids}) and v.customer_group_id = ${scope.group.id}
        union all
        select 'c', pc.product_id, c.title, c.url, null, null, c.id, null, null, pc.position, c.position, c.id
        from product_categories pc join categories c on c.id = pc.category_id
        where pc.product_id = any(${ids})
        order by 2, 1, 10, 11, 12`;
  }

  function readParts(partRows: readonly PartRow[]): {
    partsOf: Map<number, ProductParts>;
    rows: ProductRow[];
  } {
    const partsOf = new Map<number, ProductParts>();
    const rows: ProductRow[] = [];
    for (const part of partRows) {
      if (part.kind === "r") {
        rows.push(JSON.parse(part.t1 ?? "{}") as ProductRow);
        continue;
      }
      let parts = partsOf.get(part.product_id);
      if (!parts) {
        parts = emptyParts();
        partsOf.set(part.product_id, parts);
      }
      if (part.kind === "i") parts.images.push(part.t1 ?? "");
      else if (part.kind === "a") {
        parts.attributes.push({
          identifier: part.t1 ?? "",
          name: part.t2 ?? "",
          type: (part.t3 ?? "text") as AttributeType,
          val: part.t4 ?? "",
        });
      } else if (part.kind === "p") {
        parts.prices.push({ groupId: part.n1 ?? 0, isDefault: part.flag === true, price: part.n2 ?? 0 });
      } else if (part.kind === "v") {
        parts.volumePrices.push({
          groupId: Number(part.t1),
          isDefault: part.flag === true,
          minQuantity: part.n1 ?? 0,
          price: part.n2 ?? 0,
        });
      } else {
        parts.categories.push({ id: part.n1 ?? 0, title: part.t1 ?? "", url: part.t2 ?? "" });
      }
    }
    return { partsOf, rows };
  }

  async function listCategories(): Promise<CategoryDto[]> {
    return db
      .select(categoryColumns)
      .from(categories)
      .orderBy(asc(categories.position), asc(categories.id)) as Promise<CategoryRow[]>;
  }

  async function getCategory(id: number): Promise<CategoryDto> {
    const [row] = await db.select(categoryColumns).from(categories).where(eq(categories.id, id)).limit(1);
    if (!row) throw notFound("CATEGORY_NOT_FOUND", "This category does not exist.");
    return row;
  }

  /** The search's question for a scope and filters: prices in paise, in the scope's group price. */
  function indexQuery(scope: CatalogueScope, params: ProductFilterParams): IndexQuery {
    return {
      websiteId: scope.websiteId,
      prices: { websiteId: scope.websiteId, groupId: scope.group.id, isDefault: scope.group.isDefault },
      text: params.search,
      categories: params.categories,
      attributes: params.attributes,
      priceMin: params.priceMin === undefined ? undefined : toPaise(params.priceMin),
      priceMax: params.priceMax === undefined ? undefined : toPaise(params.priceMax),
    };
  }

  function listProducts(
    scope: CatalogueScope,
    params: ProductListParams,
  ): Promise<{ items: ProductDto[]; total: number }> {
    const key = JSON.stringify([scope.websiteId, scope.group.id, params]);
    return pageCache.get(key, async () => {
      const { ids, total } = await search.page(
        indexQuery(scope, params),
        params.sort,
        params.skip,
        params.limit,
      );
      return { items: await cardsByIds(scope, ids), total };
    });
  }

  async function computeFilters(
    scope: CatalogueScope,
    params: ProductFilterParams,
  ): Promise<ProductFilterDto[]> {
    const counted = await search.facets(indexQuery(scope, params));
    // '2 Lights' before '10 Lights', 'Brass' before 'brushed': the order a buyer scans a list in.
    const collator = new Intl.Collator("en", { numeric: true, sensitivity: "base" });
    return [
      {
        type: "range",
        slug: "price",
        min: toRupees(counted.price?.min ?? 0),
        max: toRupees(counted.price?.max ?? 0),
      },
      ...counted.facets.map((facet) => ({
        type: "check" as const,
        slug: facet.identifier,
        name: facet.name,
        items: [...facet.items].sort((a, b) => collator.compare(a.value, b.value)),
      })),
    ];
  }

  async function productFilters(
    scope: CatalogueScope,
    params: ProductFilterParams,
  ): Promise<{ filters: ProductFilterDto[] }> {
    // The price span depends on the group, hence the group in the key.
    const key = JSON.stringify([scope.websiteId, scope.group.id, params]);
    return { filters: await facetCache.get(key, () => computeFilters(scope, params)) };
  }

  /**
   * A random pick without sorting the category by random() on every request: the ids of up to
   * RANDOM_POOL_SIZE random products of the category are drawn once a minute (ids only, from the
   * indexes), and each request picks its `limit` from that pool at random.
   */
  async function randomProducts(
    scope: CatalogueScope,
    params: { categoryId?: number | undefined; limit: number },
  ): Promise<ProductDto[]> {
    const key = JSON.stringify([scope.websiteId, params.categoryId ?? null]);
    const pool = await randomPools.get(key, async () => {
      const rows = await queryRows<{ id: number }>(
        db,
        sql`select p.id ${matchingProducts(scope.websiteId, [
          params.categoryId === undefined ? null : categoryFilter([params.categoryId]),
        ])} order by random() limit ${RANDOM_POOL_SIZE}`,
      );
      return rows.map((row) => row.id);
    });
    return productsByIds(scope, pickRandom(pool, params.limit));
  }

  function suggestions(
    scope: CatalogueScope,
    params: { search: string; limit: number; categoryId?: number | undefined },
  ): Promise<ProductDto[]> {
    const key = JSON.stringify([
      scope.websiteId,
      scope.group.id,
      params.search.trim().toLowerCase(),
      params.limit,
      params.categoryId ?? null,
    ]);
    return suggestionCache.get(key, () => computeSuggestions(scope, params));
  }

  async function computeSuggestions(
    scope: CatalogueScope,
    params: { search: string; limit: number; categoryId?: number | undefined },
  ): Promise<ProductDto[]> {
    const query = indexQuery(scope, {
      search: params.search,
      categories: params.categoryId === undefined ? [] : [params.categoryId],
      attributes: [],
    });
    return cardsByIds(scope, await search.suggest(query, params.limit));
  }

  async function productBySlug(scope: CatalogueScope, slug: string): Promise<ProductDto> {
    const found = await preparedRows<ProductRow>(
      db,
      sql`select ${PRODUCT_COLUMNS}
        from product_websites pw join products p on p.id = pw.product_id
        where pw.website_id = ${scope.websiteId} and pw.slug = ${slug} and pw.visible`,
    );
    const [product] = await hydrate(scope, found);
    if (!product) throw notFound("PRODUCT_NOT_FOUND", "This product does not exist or is no longer sold.");
    return product;
  }

  /** productsByIds for lists: products seen in the last minute come from memory, the others from one read. */
  async function cardsByIds(scope: CatalogueScope, ids: readonly number[]): Promise<ProductDto[]> {
    if (!cards.enabled) return productsByIds(scope, ids);
    const keyOf = (id: number) => `${scope.websiteId}:${scope.group.id}:${id}`;
    const missing = ids.filter((id) => cards.get(keyOf(id)) === undefined);
    for (const product of await productsByIds(scope, missing)) cards.set(keyOf(product.id), product);
    return ids.flatMap((id) => cards.get(keyOf(id)) ?? []);
  }

  async function productsByIds(
    scope: CatalogueScope,
    ids: readonly number[],
    opts: { visibleOnly?: boolean } = {},
  ): Promise<ProductDto[]> {
    if (ids.length === 0) return [];
    // One statement: the products' own columns and their parts.
    const { partsOf, rows } = readParts(
      await preparedRows<PartRow>(db, partsSql(scope, ids, true, opts.visibleOnly ?? false)),
    );
    const byId = new Map(
      rows.map((row) => [row.id, toProductDto(row, partsOf.get(row.id) ?? emptyParts(), scope.group)]),
    );
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  function clearCaches(): void {
    facetCache.clear();
    pageCache.clear();
    suggestionCache.clear();
    randomPools.clear();
    cards.clear();
  }
  // A new index (a catalogue change, here or in another process) makes every kept answer old.
  search.onRebuilt(clearCaches);

  return {
    defaultGroup,
    scopeFor,
    listCategories,
    getCategory,
    listProducts,
    productFilters,
    randomProducts,
    suggestions,
    productBySlug,
    productsByIds,
    clearCaches,
  };
}

const categoryColumns = {
  id: categories.id,
  title: categories.title,
  url: categories.url,
  metaTitle: categories.metaTitle,
  metaDescription: categories.metaDescription,
  metaKeywords: categories.metaKeywords,
  parentId: categories.parentId,
};
