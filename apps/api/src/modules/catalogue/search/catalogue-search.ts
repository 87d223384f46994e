import { type SQL, sql } from "drizzle-orm";
import {
  bumpCatalogueVersion,
  pruneCatalogueChanges,
  readCatalogueChanges,
  readCatalogueVersion,
} from "../../../db/catalogue-version";
import { type Db, type Executor, intArray, queryRows } from "../../../db/client";
import {
  CatalogueIndex,
  type CatalogueSnapshot,
  type FacetCounts,
  type IndexQuery,
  type IndexSort,
  type ProductDocument,
} from "./catalogue-index";

export type { FacetCounts, IndexQuery, IndexSort, PriceKey } from "./catalogue-index";

/**
 * The catalogue's search: the one interface behind which the shop finds products, whatever answers it.
 * Today an in-process index built from PostgreSQL (the source of truth) serves it; a dedicated engine
 * (Meilisearch, OpenSearch) would implement the same five calls when one machine is no longer enough.
 *
 * - `page`: the ids of a page of products for a search, filters and a sort, and the total.
 * - `suggest`: the ids of the best few products for text being typed.
 * - `facets`: disjunctive counts of every attribute value and the price span.
 * - `onProductsChanged(ids)`: call after a catalogue write is committed (products, their prices,
 *   attribute values, categories, websites, synonyms), naming the products when it can (no ids: the
 *   whole catalogue may have changed). It raises the catalogue's version in PostgreSQL, logs the ids,
 *   and resolves once this process answers from the new catalogue; other processes follow within
 *   `syncMs` (plus a few milliseconds to re-index the named products).
 * - `onRebuilt(listener)`: told whenever a new index takes over (the catalogue's caches clear then).
 */
export interface CatalogueSearch {
  page(
    query: IndexQuery,
    sort: IndexSort,
    skip: number,
    limit: number,
  ): Promise<{ ids: number[]; total: number }>;
  suggest(query: IndexQuery, limit: number): Promise<number[]>;
  facets(query: IndexQuery): Promise<FacetCounts>;
  onProductsChanged(productIds?: readonly number[]): Promise<void>;
  onRebuilt(listener: () => void): void;
  /** Loads the index now rather than on the first search (server start). */
  warm(): Promise<void>;
  /** The version of the catalogue the answers come from, and how the last build went. */
  status(): { version: number | null; products: number; vocabulary: number; buildMs: number };
  close(): void;
}

export interface CatalogueSearchOptions {
  /** How often another process's catalogue change is looked for (ms); 0: only this process's own. */
  syncMs: number;
  /** Told when a rebuild fails (the previous index keeps answering). */
  onError?: (error: unknown) => void;
}

interface Built {
  index: CatalogueIndex;
  /** The catalogue version the index answers from (raised as changes are applied in place). */
  version: number;
  buildMs: number;
}

/** The products as the index holds them: all of them, or those of `ids` (an `intArray`). */
async function productRows(tx: Executor, ids: SQL | null): Promise<CatalogueSnapshot["products"]> {
  const rows = await queryRows<{
    id: number;
    title: string;
    sku: string;
    description: string;
    created_at: number;
    default_price: number;
    wholesale_price: number;
  }>(
    tx,
    sql`select id, title, sku, description, (extract(epoch from created_at) * 1000)::float8 as created_at,
      default_price, wholesale_price from products ${ids ? sql`where id = any(${ids})` : sql``}`,
  );
  return rows.map((p) => ({
    id: p.id,
    title: p.title,
    sku: p.sku,
    description: p.description,
    createdAt: Number(p.created_at),
    defaultPrice: p.default_price,
    wholesalePrice: p.wholesale_price,
  }));
}

/** Everything the index needs, read in one consistent snapshot (a repeatable-read transaction). */
export async function loadSnapshot(db: Db): Promise<{ snapshot: CatalogueSnapshot; version: number }> {
  const read = async (tx: Executor) => {
    const version = await readCatalogueVersion(tx);
    const products = await productRows(tx, null);
    const categories = await queryRows<{ id: number; title: string; product_ids: number[] }>(
      tx,
      sql`select c.id, c.title, coalesce(array_agg(pc.product_id) filter (where pc.product_id is not null), '{}') as product_ids
        from categories c left join product_categories pc on pc.category_id = c.id
        group by c.id order by c.position, c.id`,
    );
    const attributes = await queryRows<{ id: number; identifier: string; name: string }>(
      tx,
      sql`select id, identifier, name from attributes order by position, id`,
    );
    const values = await queryRows<{ attribute_id: number; value: string; product_ids: number[] }>(
      tx,
      sql`select attribute_id, value, array_agg(product_id) as product_ids
        from product_filter_values group by attribute_id, value`,
    );
    const websites = await queryRows<{ website_id: number; product_ids: number[] }>(
      tx,
      sql`select website_id, array_agg(product_id) as product_ids from product_websites where visible group by website_id`,
    );
    const groupPrices = await queryRows<{
      website_id: number;
      customer_group_id: number;
      product_ids: number[];
      prices: number[];
    }>(
      tx,
      sql`select w.website_id, w.customer_group_id, array_agg(w.product_id) as product_ids, array_agg(w.price) as prices
        from website_product_prices w join customer_groups g on g.id = w.customer_group_id and not g.is_default
        group by w.website_id, w.customer_group_id`,
    );
    const synonyms = await queryRows<{ term: string; expansion: string }>(
      tx,
      sql`select term, expansion from search_synonyms order by id`,
    );
    const snapshot: CatalogueSnapshot = {
      products,
      categories: categories.map((c) => ({ id: c.id, title: c.title, productIds: c.product_ids })),
      attributes,
      values: values.map((v) => ({ attributeId: v.attribute_id, value: v.value, productIds: v.product_ids })),
      websites: websites.map((w) => ({ websiteId: w.website_id, productIds: w.product_ids })),
      groupPrices: groupPrices.map((g) => ({
        websiteId: g.website_id,
        groupId: g.customer_group_id,
        productIds: g.product_ids,
        prices: g.prices,
      })),
      synonyms,
    };
    return { snapshot, version };
  };
  return db.transaction(read, { isolationLevel: "repeatable read", accessMode: "read only" });
}

/** The changed products as the index re-indexes them, read in the caller's snapshot. */
export async function loadDocuments(tx: Executor, ids: readonly number[]): Promise<ProductDocument[]> {
  const list = intArray(ids);
  const products = await productRows(tx, list);
  const categories = await queryRows<{ product_id: number; category_id: number }>(
    tx,
    sql`select product_id, category_id from product_categories where product_id = any(${list})`,
  );
  const values = await queryRows<{ product_id: number; attribute_id: number; value: string }>(
    tx,
    sql`select product_id, attribute_id, value from product_filter_values where product_id = any(${list})`,
  );
  const websites = await queryRows<{ product_id: number; website_id: number }>(
    tx,
    sql`select product_id, website_id from product_websites where visible and product_id = any(${list})`,
  );
  const groupPrices = await queryRows<{
    product_id: number;
    website_id: number;
    customer_group_id: number;
    price: number;
  }>(
    tx,
    sql`select w.product_id, w.website_id, w.customer_group_id, w.price
      from website_product_prices w join customer_groups g on g.id = w.customer_group_id and not g.is_default
      where w.product_id = any(${list})`,
  );
  const documents = new Map<
    number,
    ProductDocument & {
      categoryIds: number[];
      values: ProductDocument["values"][number][];
      websiteIds: number[];
      groupPrices: ProductDocument["groupPrices"][number][];
    }
  >();
  for (const id of ids) {
    documents.set(id, { id, product: null, categoryIds: [], values: [], websiteIds: [], groupPrices: [] });
  }
  for (const p of products) {
    const document = documents.get(p.id);
    if (!document) continue;
    document.product = p;
  }
  for (const row of categories) documents.get(row.product_id)?.categoryIds.push(row.category_id);
  for (const row of values)
    documents.get(row.product_id)?.values.push({ attributeId: row.attribute_id, value: row.value });
  for (const row of websites) documents.get(row.product_id)?.websiteIds.push(row.website_id);
  for (const row of groupPrices) {
    documents
      .get(row.product_id)
      ?.groupPrices.push({ websiteId: row.website_id, groupId: row.customer_group_id, price: row.price });
  }
  return [...documents.values()];
}

/** Changed products above this many in one step rebuild the whole index rather than re-index them. */
const REINDEX_MAX = 5000;
/** Re-indexed products kept beside the built postings before a background rebuild folds them in. */
const REINDEXED_BEFORE_REBUILD = 20_000;
/** Change-log rows older than this are pruned now and then (a process that far behind rebuilds). */
const CHANGES_KEPT_SECONDS = 24 * 60 * 60;

/**
 * The in-process implementation: the whole catalogue's search data in typed arrays (some 60 MB for
 * 100,000 products), built from PostgreSQL at start and after wide changes (imports, categories,
 * attributes, synonyms) in the background while the previous index keeps answering, then swapped in.
 * A change that names its products (a product save, a quick edit of prices and stock, images) is
 * re-indexed in place instead: the change log names the products, this process reads those rows and
 * `CatalogueIndex.apply` replaces their documents, in a few milliseconds.
 *
 * Every process follows the log every `syncMs`; the process that made a change applies it before the
 * staff write answers. Applying and rebuilding run one at a time (`exclusive`).
 */
export function createCatalogueSearch(db: Db, options: CatalogueSearchOptions): CatalogueSearch {
  let current: Promise<Built> | null = null;
  let latest: Built | null = null;
  const listeners: (() => void)[] = [];
  let chain: Promise<unknown> = Promise.resolve();
  let rebuildQueued = false;
  let syncs = 0;

  function exclusive<T>(work: () => Promise<T>): Promise<T> {
    const next = chain.then(work);
    chain = next.catch(() => undefined);
    return next;
  }

  async function build(): Promise<Built> {
    const started = Date.now();
    const { snapshot, version } = await loadSnapshot(db);
    const built = { index: new CatalogueIndex(snapshot), version, buildMs: Date.now() - started };
    latest = built;
    return built;
  }

  function index(): Promise<CatalogueIndex> {
    if (!current) {
      current = exclusive(build);
      current.catch(() => {
        current = null;
      });
    }
    return current.then((built) => built.index);
  }

  function changed(): void {
    for (const listener of listeners) listener();
  }

  /** Builds a new index while the old one answers, then swaps it in. */
  function rebuild(): Promise<void> {
    if (rebuildQueued) return chain.then(() => undefined);
    rebuildQueued = true;
    return exclusive(async () => {
      rebuildQueued = false;
      const built = await build();
      current = Promise.resolve(built);
      changed();
    });
  }

  /** Brings this process's index to the catalogue's current version: in place when the log allows. */
  function sync(): Promise<void> {
    return exclusive(async () => {
      const built = latest;
      if (!built || !current) return;
      // The common case, nothing new, costs one read and no transaction.
      if ((await readCatalogueVersion(db)) === built.version) return;
      const result = await db.transaction(
        async (tx) => {
          const log = await readCatalogueChanges(tx, built.version, REINDEX_MAX);
          if (log.version === built.version || log.productIds === null) return log;
          if (log.productIds.length > REINDEX_MAX) return { ...log, productIds: null };
          return { ...log, documents: await loadDocuments(tx, log.productIds) };
        },
        { isolationLevel: "repeatable read", accessMode: "read only" },
      );
      if (result.version === built.version) return;
      const documents = "documents" in result ? result.documents : null;
      if (documents && built.index.apply(documents)) {
        built.version = result.version;
        changed();
        if (built.index.reindexed > REINDEXED_BEFORE_REBUILD) void rebuild().catch(options.onError);
      } else {
        const fresh = await build();
        current = Promise.resolve(fresh);
        changed();
      }
      syncs += 1;
      if (syncs % 500 === 0) await pruneCatalogueChanges(db, CHANGES_KEPT_SECONDS).catch(options.onError);
    });
  }

  let polling = false;
  const timer =
    options.syncMs > 0
      ? setInterval(() => {
          if (polling || !latest) return;
          polling = true;
          sync()
            .catch((error: unknown) => options.onError?.(error))
            .finally(() => {
              polling = false;
            });
        }, options.syncMs)
      : null;
  timer?.unref();

  return {
    async page(query, sort, skip, limit) {
      return (await index()).page(query, sort, skip, limit);
    },
    async suggest(query, limit) {
      return (await index()).suggest(query, limit);
    },
    async facets(query) {
      return (await index()).facets(query);
    },
    async onProductsChanged(productIds) {
      await bumpCatalogueVersion(db, productIds ?? null);
      if (current) await sync();
    },
    onRebuilt(listener) {
      listeners.push(listener);
    },
    async warm() {
      await index();
    },
    status() {
      return {
        version: latest?.version ?? null,
        products: latest?.index.size ?? 0,
        vocabulary: latest?.index.vocabularySize ?? 0,
        buildMs: latest?.buildMs ?? 0,
      };
    },
    close() {
      if (timer) clearInterval(timer);
    },
  };
}
