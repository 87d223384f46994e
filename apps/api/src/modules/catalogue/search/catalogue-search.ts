import { sql } from "drizzle-orm";
import { bumpCatalogueVersion, readCatalogueVersion } from "../../../db/catalogue-version";
import { type Db, type Executor, queryRows } from "../../../db/client";
import {
  CatalogueIndex,
  type CatalogueSnapshot,
  type FacetCounts,
  type IndexQuery,
  type IndexSort,
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
 *   attribute values, categories, websites, synonyms). It raises the catalogue's version in PostgreSQL
 *   and resolves once this process answers from the new catalogue; other processes follow within
 *   `syncMs`.
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
  version: number;
  buildMs: number;
}

/** Everything the index needs, read in one consistent snapshot (a repeatable-read transaction). */
export async function loadSnapshot(db: Db): Promise<{ snapshot: CatalogueSnapshot; version: number }> {
  const read = async (tx: Executor) => {
    const version = await readCatalogueVersion(tx);
    const products = await queryRows<{
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
        default_price, wholesale_price from products`,
    );
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
      products: products.map((p) => ({
        id: p.id,
        title: p.title,
        sku: p.sku,
        description: p.description,
        createdAt: Number(p.created_at),
        defaultPrice: p.default_price,
        wholesalePrice: p.wholesale_price,
      })),
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

/**
 * The in-process implementation: the whole catalogue's search data in typed arrays (some 60 MB for
 * 100,000 products), built from PostgreSQL at start, rebuilt in the background after a change while the
 * previous index keeps answering, and swapped in at once.
 */
export function createCatalogueSearch(db: Db, options: CatalogueSearchOptions): CatalogueSearch {
  let current: Promise<Built> | null = null;
  let latest: Built | null = null;
  let rebuilding: Promise<void> | null = null;
  let again = false;
  const listeners: (() => void)[] = [];

  async function build(): Promise<Built> {
    const started = Date.now();
    const { snapshot, version } = await loadSnapshot(db);
    const built = { index: new CatalogueIndex(snapshot), version, buildMs: Date.now() - started };
    latest = built;
    return built;
  }

  function index(): Promise<CatalogueIndex> {
    if (!current) {
      current = build();
      current.catch(() => {
        current = null;
      });
    }
    return current.then((built) => built.index);
  }

  /** Builds a new index while the old one answers; changes during a build cause one more build. */
  function rebuild(): Promise<void> {
    if (rebuilding) {
      again = true;
      return rebuilding;
    }
    rebuilding = (async () => {
      try {
        do {
          again = false;
          const built = await build();
          current = Promise.resolve(built);
          for (const listener of listeners) listener();
        } while (again);
      } finally {
        rebuilding = null;
      }
    })();
    return rebuilding;
  }

  let syncing = false;
  const timer =
    options.syncMs > 0
      ? setInterval(() => {
          if (syncing || rebuilding || !latest) return;
          syncing = true;
          readCatalogueVersion(db)
            .then((version) => (latest && version !== latest.version ? rebuild() : undefined))
            .catch((error: unknown) => options.onError?.(error))
            .finally(() => {
              syncing = false;
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
    async onProductsChanged() {
      // The whole index is rebuilt (a few seconds at 100,000 products); the ids name what changed for
      // an engine that updates documents one by one.
      await bumpCatalogueVersion(db);
      if (current) await rebuild();
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
