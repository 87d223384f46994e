import {
  type AttributeFilterInput,
  type CategoryDto,
  type ProductDto,
  type ProductFilterDto,
  type ProductSortInput,
  toRupees,
} from "@roshni/core";
import { asc, eq, type SQL, sql } from "drizzle-orm";
import { type Db, intArray, preparedRows, queryRows } from "../../db/client";
import { type AttributeType, categories, customerGroups, type ProductDimensions } from "../../db/schema";
import { notFound } from "../../lib/errors";
import type { AuthCustomer } from "../../plugins/auth";
import { storageImage } from "./images";
import {
  correctableWords,
  correctionsQuery,
  type SearchTerms,
  searchMatch,
  searchOrder,
  searchTerms,
  suggestionOrder,
  withWords,
} from "./search";
import { TtlCache } from "./ttl-cache";

/** Whose prices a request sees: the buyer's group, or the default group for a visitor. */
export interface PriceGroup {
  id: number;
  isDefault: boolean;
}

export interface CatalogueScope {
  websiteId: number;
  group: PriceGroup;
}

export interface ProductListParams {
  skip: number;
  limit: number;
  sort: ProductSortInput;
  search?: string | undefined;
  categories: readonly number[];
  attributes: readonly AttributeFilterInput[];
}

export interface ProductFilterParams {
  search?: string | undefined;
  categories: readonly number[];
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
  categories: { id: number; title: string; url: string }[];
}

/** The columns of a product row; `pw` is the product's row in product_websites for the request's website. */
const PRODUCT_COLUMNS = sql`p.id, p.title, p.sku, p.description, p.dimensions, p.stock, p.minimum_quantity,
  p.mrp, p.selling_price, p.wholesale_price, p.tax_rate, p.hsn_code, pw.slug`;

/**
 * One row of a product's images ('i'), attributes ('a'), prices ('p') or categories ('c'): the four
 * lists come back from one statement, each kind using the columns it needs.
 */
interface PartRow extends Record<string, unknown> {
  kind: "i" | "a" | "p" | "c";
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
  return { images: [], attributes: [], prices: [], categories: [] };
}

/**
 * The price a group pays, as SQL over product `p` (PRICING.md, in paise):
 *   default group:  p.default_price  (its website price, else selling price, else mrp; kept by the db)
 *   another group:  its own website price, else wholesale price if > 0, else p.default_price
 */
function groupPriceSql(scope: CatalogueScope): SQL {
  if (scope.group.isDefault) return sql`p.default_price`;
  return sql`coalesce(
    (select nullif(w.price, 0) from website_product_prices w
      where w.product_id = p.id and w.website_id = ${scope.websiteId} and w.customer_group_id = ${scope.group.id}),
    nullif(p.wholesale_price, 0),
    p.default_price)`;
}

function categoryFilter(categoryIds: readonly number[]): SQL | null {
  if (categoryIds.length === 0) return null;
  return sql`exists (select 1 from product_categories pc
    where pc.product_id = p.id and pc.category_id = any(${intArray(categoryIds)}))`;
}

/** Values of one attribute OR (`value in (…)`), different attributes AND (one EXISTS each). */
function attributeFilters(filters: readonly AttributeFilterInput[]): SQL[] {
  return filters.map(
    (filter) => sql`exists (select 1 from product_filter_values f
      where f.product_id = p.id
        and f.attribute_id = (select a.id from attributes a where a.identifier = ${filter.identifier})
        and f.value in (${sql.join(
          filter.values.map((value) => sql`${value}`),
          sql`, `,
        )}))`,
  );
}

/** `from products p` on the website, with the conditions that apply. */
function matchingProducts(websiteId: number, conditions: readonly (SQL | null)[]): SQL {
  const where = conditions.filter((c): c is SQL => c !== null);
  return sql`from products p
    join product_websites pw on pw.product_id = p.id and pw.website_id = ${websiteId} and pw.visible
    ${where.length > 0 ? sql`where ${sql.join(where, sql` and `)}` : sql``}`;
}

function sortOrder(sort: ProductSortInput, scope: CatalogueScope): SQL {
  switch (sort) {
    case "price_asc":
      return sql`${groupPriceSql(scope)} asc, p.id asc`;
    case "price_desc":
      return sql`${groupPriceSql(scope)} desc, p.id desc`;
    case "name_asc":
      return sql`p.title asc, p.id asc`;
    case "name_desc":
      return sql`p.title desc, p.id desc`;
    case "newest":
      return sql`p.created_at desc, p.id desc`;
    default:
      return sql`p.id asc`;
  }
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
  /** The products with these ids as the scope's group sees them, in the order asked; unknown ids are left out. */
  productsByIds(scope: CatalogueScope, ids: readonly number[]): Promise<ProductDto[]>;
  /** Forget cached totals and facets (after a catalogue change that must show at once). */
  clearCaches(): void;
}

export interface CatalogueServiceOptions {
  /** How long totals and facet counts are kept; 0 (the default) computes them on every request. */
  aggregateCacheMs?: number;
}

/** Header suggestions rank at most this many candidates per kind of match. */
const SUGGESTION_CANDIDATES = 100;
const AGGREGATE_CACHE_ENTRIES = 2000;
/** A page of 12 products is some 25 kB in memory: 500 pages stay well under 20 MB. */
const PAGE_CACHE_ENTRIES = 500;
const SUGGESTION_CACHE_ENTRIES = 1000;
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
export function createCatalogueService(db: Db, options: CatalogueServiceOptions = {}): CatalogueService {
  // The default group is fixed by the seed and practically never changes; one lookup per process.
  let defaultGroupPromise: Promise<PriceGroup> | null = null;
  const cacheMs = options.aggregateCacheMs ?? 0;
  const totals = new TtlCache<number>(cacheMs, AGGREGATE_CACHE_ENTRIES);
  const facetCache = new TtlCache<ProductFilterDto[]>(cacheMs, AGGREGATE_CACHE_ENTRIES);
  // Pages and suggestions are what every visitor of a category or a typed prefix asks for in the same
  // minute; they are kept per price group for as long as their Cache-Control lets a browser keep them.
  // A product page and the cart's quote always read the database, so stock shown there is current.
  const pageCache = new TtlCache<{ items: ProductDto[]; total: number }>(cacheMs, PAGE_CACHE_ENTRIES);
  const suggestionCache = new TtlCache<ProductDto[]>(cacheMs, SUGGESTION_CACHE_ENTRIES);
  const randomPools = new TtlCache<number[]>(cacheMs, AGGREGATE_CACHE_ENTRIES);

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
    const ids = intArray(rows.map((row) => row.id));
    const partRows = await preparedRows<PartRow>(
      db,
      sql`select 'i' as kind, i.product_id, i.key as t1, null::text as t2, null::text as t3, null::text as t4,
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
        select 'c', pc.product_id, c.title, c.url, null, null, c.id, null, null, pc.position, c.position, c.id
        from product_categories pc join categories c on c.id = pc.category_id
        where pc.product_id = any(${ids})
        order by 2, 1, 10, 11, 12`,
    );

    const partsOf = new Map<number, ProductParts>();
    for (const part of partRows) {
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
      } else {
        parts.categories.push({ id: part.n1 ?? 0, title: part.t1 ?? "", url: part.t2 ?? "" });
      }
    }
    return rows.map((row) => toProductDto(row, partsOf.get(row.id) ?? emptyParts(), scope.group));
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

  /** How many products match: the same for every buyer, so kept for a minute per filter. */
  function countMatching(
    websiteId: number,
    key: string,
    conditions: readonly (SQL | null)[],
  ): Promise<number> {
    return totals.get(`${websiteId}|${key}`, async () => {
      const where = conditions.filter((c): c is SQL => c !== null);
      // Without conditions on the product the website's own list is enough (an index-only count).
      const query =
        where.length === 0
          ? sql`select count(*)::int as total from product_websites where website_id = ${websiteId} and visible`
          : sql`select count(*)::int as total ${matchingProducts(websiteId, where)}`;
      const [row] = await queryRows<{ total: number }>(db, query);
      return row?.total ?? 0;
    });
  }

  /**
   * The search with misspelt words replaced by the catalogue's nearest words, or null when there is
   * nothing to correct or no correction differs from what was typed.
   */
  async function corrected(terms: SearchTerms): Promise<SearchTerms | null> {
    const candidates = correctableWords(terms);
    if (candidates.length === 0) return null;
    const rows = await queryRows<{ word: string; fix: string | null }>(db, correctionsQuery(candidates));
    const fixes = new Map(rows.map((row) => [row.word, row.fix]));
    const words = terms.words.map((word) => fixes.get(word) ?? word);
    return words.some((word, i) => word !== terms.words[i]) ? withWords(terms, words) : null;
  }

  /**
   * The search as it will run and how many products it finds among `filters`: the words as typed, or,
   * when they find nothing, the catalogue's nearest words ('chandelir' → chandeliers).
   */
  async function resolveSearch(
    websiteId: number,
    filters: readonly (SQL | null)[],
    filterKey: string,
    typed: SearchTerms | null,
  ): Promise<{ terms: SearchTerms | null; total: number }> {
    const countFor = (t: SearchTerms | null) =>
      countMatching(
        websiteId,
        `${filterKey}|${t?.text ?? ""}|${t?.words.join(" ") ?? ""}`,
        t ? [...filters, searchMatch(t)] : filters,
      );
    const total = await countFor(typed);
    if (!typed || total > 0) return { terms: typed, total };
    const fixed = await corrected(typed);
    return fixed ? { terms: fixed, total: await countFor(fixed) } : { terms: typed, total };
  }

  function listProducts(
    scope: CatalogueScope,
    params: ProductListParams,
  ): Promise<{ items: ProductDto[]; total: number }> {
    const key = JSON.stringify([scope.websiteId, scope.group.id, params]);
    return pageCache.get(key, () => computePage(scope, params));
  }

  async function computePage(
    scope: CatalogueScope,
    params: ProductListParams,
  ): Promise<{ items: ProductDto[]; total: number }> {
    const filters = [categoryFilter(params.categories), ...attributeFilters(params.attributes)];
    const filterKey = JSON.stringify([params.categories, params.attributes]);
    const typed = params.search ? searchTerms(params.search) : null;
    const { terms, total } = await resolveSearch(scope.websiteId, filters, filterKey, typed);
    const conditions = terms ? [...filters, searchMatch(terms)] : filters;
    if (total === 0 || params.skip >= total) return { items: [], total };

    const order = params.sort === "default" && terms ? searchOrder(terms) : sortOrder(params.sort, scope);
    const page = await queryRows<ProductRow>(
      db,
      sql`select ${PRODUCT_COLUMNS} ${matchingProducts(scope.websiteId, conditions)} order by ${order}
        limit ${params.limit} offset ${params.skip}`,
    );
    return { items: await hydrate(scope, page), total };
  }

  async function computeFilters(
    scope: CatalogueScope,
    params: ProductFilterParams,
  ): Promise<ProductFilterDto[]> {
    const filters = [categoryFilter(params.categories)];
    const filterKey = JSON.stringify([params.categories, []]);
    const typed = params.search ? searchTerms(params.search) : null;
    const { terms } = await resolveSearch(scope.websiteId, filters, filterKey, typed);
    const conditions = terms ? [...filters, searchMatch(terms)] : filters;
    const from = matchingProducts(scope.websiteId, conditions);
    const facets = await queryRows<{ identifier: string; name: string; value: string; count: number }>(
      db,
      sql`with matched as (select p.id ${from}),
        counted as (
          select f.attribute_id, f.value, count(*)::int as count
          from matched m join product_filter_values f on f.product_id = m.id
          group by f.attribute_id, f.value
        )
        select a.identifier, a.name, c.value, c.count
        from counted c join attributes a on a.id = c.attribute_id
        order by a.position, a.id`,
    );
    const [range] = await queryRows<{ min: number | null; max: number | null }>(
      db,
      sql`select min(${groupPriceSql(scope)})::int as min, max(${groupPriceSql(scope)})::int as max ${from}`,
    );

    const checks = new Map<string, ProductFilterDto & { type: "check" }>();
    for (const facet of facets) {
      let check = checks.get(facet.identifier);
      if (!check) {
        check = { type: "check", slug: facet.identifier, name: facet.name, items: [] };
        checks.set(facet.identifier, check);
      }
      check.items.push({ value: facet.value, count: facet.count });
    }
    // '2 Lights' before '10 Lights', 'Brass' before 'brushed': the order a buyer scans a list in.
    const collator = new Intl.Collator("en", { numeric: true, sensitivity: "base" });
    for (const check of checks.values()) check.items.sort((a, b) => collator.compare(a.value, b.value));

    return [
      { type: "range", slug: "price", min: toRupees(range?.min ?? 0), max: toRupees(range?.max ?? 0) },
      ...checks.values(),
    ];
  }

  async function productFilters(
    scope: CatalogueScope,
    params: ProductFilterParams,
  ): Promise<{ filters: ProductFilterDto[] }> {
    // Facet counts are the same for everyone; the price range depends on the group, hence the key.
    const key = JSON.stringify([scope.websiteId, scope.group.id, params.categories, params.search ?? ""]);
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
    const category = params.categoryId === undefined ? null : categoryFilter([params.categoryId]);
    const ranked = (terms: SearchTerms) =>
      queryRows<ProductRow>(
        db,
        sql`select ${PRODUCT_COLUMNS}
          from products p join product_websites pw on pw.product_id = p.id and pw.website_id = ${scope.websiteId}
          where p.id in (select p.id ${matchingProducts(scope.websiteId, [category, searchMatch(terms)])}
            limit ${SUGGESTION_CANDIDATES})
          order by ${suggestionOrder(terms)} limit ${params.limit}`,
      );

    const terms = searchTerms(params.search);
    let picked = await ranked(terms);
    if (picked.length === 0) {
      const fixed = await corrected(terms);
      if (fixed) picked = await ranked(fixed);
    }
    return hydrate(scope, picked);
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

  async function productsByIds(scope: CatalogueScope, ids: readonly number[]): Promise<ProductDto[]> {
    if (ids.length === 0) return [];
    const found = await preparedRows<ProductRow>(
      db,
      sql`select ${PRODUCT_COLUMNS}
        from products p join product_websites pw on pw.product_id = p.id and pw.website_id = ${scope.websiteId}
        where p.id = any(${intArray(ids)})`,
    );
    const byId = new Map((await hydrate(scope, found)).map((product) => [product.id, product]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

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
    clearCaches: () => {
      totals.clear();
      facetCache.clear();
      pageCache.clear();
      suggestionCache.clear();
      randomPools.clear();
    },
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
