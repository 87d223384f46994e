import { distance } from "fastest-levenshtein";
import { indexTerms, isNumber, queryWords, stem } from "./text";

/**
 * The catalogue as the search reads it: every product's words, categories, filter values, websites and
 * group prices, read from PostgreSQL in one pass (see load.ts). PostgreSQL stays the source of truth; this
 * is a copy rebuilt whenever the catalogue changes.
 */
export interface CatalogueSnapshot {
  products: readonly SnapshotProduct[];
  categories: readonly { id: number; title: string; productIds: readonly number[] }[];
  attributes: readonly { id: number; identifier: string; name: string }[];
  /** One entry per single filter value (product_filter_values), attributes in display order. */
  values: readonly { attributeId: number; value: string; productIds: readonly number[] }[];
  websites: readonly { websiteId: number; productIds: readonly number[] }[];
  /** Website prices of the non-default groups (paise; 0 counts as no price). */
  groupPrices: readonly {
    websiteId: number;
    groupId: number;
    productIds: readonly number[];
    prices: readonly number[];
  }[];
  synonyms: readonly { term: string; expansion: string }[];
}

export interface SnapshotProduct {
  id: number;
  title: string;
  sku: string;
  description: string;
  /** Milliseconds since the epoch. */
  createdAt: number;
  /** Paise: the default group's price (products.default_price). */
  defaultPrice: number;
  wholesalePrice: number;
}

/** One product as `CatalogueIndex.apply` re-indexes it, read from PostgreSQL after a change. */
export interface ProductDocument {
  id: number;
  /** null: the product no longer exists. */
  product: SnapshotProduct | null;
  categoryIds: readonly number[];
  values: readonly { attributeId: number; value: string }[];
  /** The websites it is visible on. */
  websiteIds: readonly number[];
  /** Its website prices of the non-default groups (paise). */
  groupPrices: readonly { websiteId: number; groupId: number; price: number }[];
}

const EMPTY = new Int32Array(0);

/** Whether a sorted list holds a value (binary search). */
function hasSorted(sorted: Int32Array, value: number): boolean {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((sorted[mid] as number) < value) lo = mid + 1;
    else hi = mid;
  }
  return lo < sorted.length && sorted[lo] === value;
}

/** Whose price sorts and filters: the default group's (default_price), or another group's rule. */
export interface PriceKey {
  websiteId: number;
  groupId: number;
  isDefault: boolean;
}

export interface IndexQuery {
  websiteId: number;
  prices: PriceKey;
  text?: string | undefined;
  categories: readonly number[];
  attributes: readonly { identifier: string; values: readonly string[] }[];
  /** Paise, inclusive, in the price of `prices`. */
  priceMin?: number | undefined;
  priceMax?: number | undefined;
}

export type IndexSort = "default" | "price_asc" | "price_desc" | "name_asc" | "name_desc" | "newest";

export interface FacetCounts {
  /** null when nothing matches the other filters. */
  price: { min: number; max: number } | null;
  facets: { identifier: string; name: string; items: { value: string; count: number }[] }[];
}

/** Where a word is found decides its weight: title over attribute values over category over description. */
export const WEIGHT = { title: 8, attribute: 4, category: 2, description: 1 } as const;
/** Products of a category the search names ('wall', 'chandelier', 'jhoomar') come before the others. */
export const NAMED_CATEGORY_BOOST = 64;
/** The product whose SKU is exactly the text comes first of all. */
const EXACT_SKU_SCORE = 4096;
const WORDS_MAX = 8;
const MAX_SCORE = EXACT_SKU_SCORE + NAMED_CATEGORY_BOOST + WORDS_MAX * WEIGHT.title;
/** Shorter words match whole terms only: as prefixes they would match most of the catalogue. */
const PREFIX_MIN_LENGTH = 3;
/** Shorter words are prefixes being typed, never misspellings. */
const TYPO_MIN_LENGTH = 4;
const SKU_PREFIX_MIN_LENGTH = 3;
/** 'RL-CH-00042', 'rl-ch-0': letters, a hyphen, then a code with a digit. */
const SKU_LIKE = /^[\p{L}]+-[\p{L}\p{N}-]*\p{N}/u;
const CORRECTIONS_KEPT = 5000;

/** A word of the search and what it may match: ranges of the sorted vocabulary and whole filter values. */
interface WordPlan {
  ranges: [number, number][];
  values: number[];
  size: number;
  /** The postings read: all of them, or only title and attribute matches (suggestions' first try). */
  lists: Int32Array[];
  /** The postings of re-indexed documents the word reaches (see `apply`). */
  extra: number[][];
}

interface TextMatch {
  count: number;
  /** Vocabulary ranges the words reached, to tell which categories the search names. */
  plans: WordPlan[];
}

function lowerBound(sorted: readonly string[], key: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((sorted[mid] as string) < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * An in-process search index over the catalogue, built from a snapshot and never changed afterwards (a
 * change builds a new one). Documents are the products in id order; every list is a typed array of
 * document numbers, so a search, a page in any order, a total and disjunctive facet counts cost a pass
 * over the matching postings, not over the catalogue's rows.
 *
 * Requests are answered synchronously, so the scratch arrays below are shared by all of them.
 */
export class CatalogueIndex {
  size: number;
  private ids: Int32Array;
  private readonly docOf = new Map<number, number>();
  private titles: string[];
  private titlesLower: string[];
  private skusLower: string[];
  private skuSorted: string[];
  private skuSortedDocs: Int32Array;
  private readonly skuDoc = new Map<string, number>();
  private defaultPrice: Int32Array;
  private wholesalePrice: Int32Array;
  private createdAt: Float64Array;

  private readonly categoryDocs = new Map<number, Int32Array>();
  /** Per category: its distinctive title terms (as vocabulary numbers), e.g. Wall Lights → [wall]. */
  private readonly categoryNames: { id: number; terms: number[] }[] = [];

  private attributeList: { id: number; identifier: string; name: string }[];
  private readonly attributeByIdentifier = new Map<string, number>();
  private valueAttribute: number[];
  private valueText: string[];
  private valueDocs: Int32Array[];
  private readonly valueByKey = new Map<string, number>();
  /** Per document its values: docValues[docValueStart[d] .. docValueStart[d+1]). */
  private docValueStart: Int32Array;
  private docValues: Int32Array;

  private readonly websiteMembers = new Map<number, Uint8Array>();
  private readonly groupPriceRows = new Map<string, { docs: Int32Array; prices: Int32Array }>();
  private readonly priceArrays = new Map<string, Int32Array>();
  private readonly orders = new Map<string, Int32Array>();

  /** The vocabulary, sorted; postings[t] holds doc * 16 + weight for every document using term t. */
  private terms: string[];
  private postings: Int32Array[];
  /** The same, only where the word is in the title or an attribute value: what suggestions look at first. */
  private strongPostings: Int32Array[];
  private readonly synonyms = new Map<string, { words: string[]; values: number[] }>();
  private readonly corrections = new Map<string, string | null>();

  /** Category id → the words of its title (a product's category words are indexed with it). */
  private readonly categoryTerms = new Map<number, string[]>();
  /** Documents re-indexed by `apply` since the build: their entries in `postings` no longer count. */
  private dirty: Uint8Array;
  private dirtyCount = 0;
  /** The postings of the re-indexed documents (doc * 16 + weight), by term; and each one's terms. */
  private readonly extraPostings = new Map<string, number[]>();
  private readonly extraTermsOf = new Map<number, string[]>();
  /** The filter values of the re-indexed documents (the built per-document lists no longer count). */
  private readonly valuesOverride = new Map<number, Int32Array>();

  // Scratch space, reused by every request (answers are computed without awaiting).
  private generation = 0;
  private stamp: Uint32Array;
  private wordStamp: Uint32Array;
  private wordBest: Uint8Array;
  private score: Uint16Array;
  private candidates: Int32Array;
  private mask: Uint32Array;
  private maskStamp: Uint32Array;

  constructor(snapshot: CatalogueSnapshot) {
    const products = [...snapshot.products].sort((a, b) => a.id - b.id);
    const n = products.length;
    this.size = n;
    this.ids = new Int32Array(n);
    this.titles = new Array(n);
    this.titlesLower = new Array(n);
    this.skusLower = new Array(n);
    this.defaultPrice = new Int32Array(n);
    this.wholesalePrice = new Int32Array(n);
    this.createdAt = new Float64Array(n);
    products.forEach((p, doc) => {
      this.ids[doc] = p.id;
      this.docOf.set(p.id, doc);
      this.titles[doc] = p.title;
      this.titlesLower[doc] = p.title.toLowerCase();
      const sku = p.sku.toLowerCase();
      this.skusLower[doc] = sku;
      this.skuDoc.set(sku, doc);
      this.defaultPrice[doc] = p.defaultPrice;
      this.wholesalePrice[doc] = p.wholesalePrice;
      this.createdAt[doc] = p.createdAt;
    });
    const bySku = Array.from({ length: n }, (_, doc) => doc).sort((a, b) =>
      compareStrings(this.skusLower[a] as string, this.skusLower[b] as string),
    );
    this.skuSorted = bySku.map((doc) => this.skusLower[doc] as string);
    this.skuSortedDocs = Int32Array.from(bySku);

    const docsOf = (productIds: readonly number[]): Int32Array => {
      const docs: number[] = [];
      for (const id of productIds) {
        const doc = this.docOf.get(id);
        if (doc !== undefined) docs.push(doc);
      }
      return Int32Array.from(docs).sort();
    };

    for (const website of snapshot.websites) {
      const member = new Uint8Array(n);
      for (const doc of docsOf(website.productIds)) member[doc] = 1;
      this.websiteMembers.set(website.websiteId, member);
    }
    for (const row of snapshot.groupPrices) {
      const docs: number[] = [];
      const prices: number[] = [];
      row.productIds.forEach((id, i) => {
        const doc = this.docOf.get(id);
        if (doc !== undefined) {
          docs.push(doc);
          prices.push(row.prices[i] ?? 0);
        }
      });
      this.groupPriceRows.set(`${row.websiteId}:${row.groupId}`, {
        docs: Int32Array.from(docs),
        prices: Int32Array.from(prices),
      });
    }

    // Filter values, and per document the list of its values.
    this.attributeList = snapshot.attributes.map((a) => ({ ...a }));
    this.attributeList.forEach((a, i) => {
      this.attributeByIdentifier.set(a.identifier, i);
    });
    const attributeIndexById = new Map(this.attributeList.map((a, i) => [a.id, i]));
    const values = snapshot.values.filter((v) => attributeIndexById.has(v.attributeId));
    this.valueAttribute = new Array(values.length);
    this.valueText = [];
    this.valueDocs = [];
    const perDoc = new Int32Array(n + 1);
    values.forEach((v, valueId) => {
      const attribute = attributeIndexById.get(v.attributeId) as number;
      this.valueAttribute[valueId] = attribute;
      this.valueText.push(v.value);
      this.valueByKey.set(`${attribute}\u0000${v.value}`, valueId);
      const docs = docsOf(v.productIds);
      this.valueDocs.push(docs);
      for (const doc of docs) perDoc[doc + 1] = (perDoc[doc + 1] as number) + 1;
    });
    for (let d = 0; d < n; d++) perDoc[d + 1] = (perDoc[d + 1] as number) + (perDoc[d] as number);
    this.docValueStart = perDoc;
    this.docValues = new Int32Array(perDoc[n] as number);
    const fill = perDoc.slice(0, n);
    this.valueDocs.forEach((docs, valueId) => {
      for (const doc of docs) {
        const at = fill[doc] as number;
        this.docValues[at] = valueId;
        fill[doc] = at + 1;
      }
    });

    // The words of every document, each with the best weight of the places it occurs in.
    const docCategories: number[][] = Array.from({ length: n }, () => []);
    const categoryTerms = this.categoryTerms;
    for (const category of snapshot.categories) {
      const docs = docsOf(category.productIds);
      this.categoryDocs.set(category.id, docs);
      categoryTerms.set(category.id, indexTerms(category.title));
      for (const doc of docs) docCategories[doc]?.push(category.id);
    }
    const valueTerms = this.valueText.map((text) => indexTerms(text));
    const termPostings = new Map<string, number[]>();
    const best = new Map<string, number>();
    const add = (terms: readonly string[], weight: number) => {
      for (const term of terms) if ((best.get(term) ?? 0) < weight) best.set(term, weight);
    };
    products.forEach((p, doc) => {
      best.clear();
      add(indexTerms(p.title), WEIGHT.title);
      for (let i = perDoc[doc] as number; i < (perDoc[doc + 1] as number); i++) {
        add(valueTerms[this.docValues[i] as number] ?? [], WEIGHT.attribute);
      }
      for (const categoryId of docCategories[doc] ?? [])
        add(categoryTerms.get(categoryId) ?? [], WEIGHT.category);
      add(indexTerms(p.description), WEIGHT.description);
      for (const [term, weight] of best) {
        let list = termPostings.get(term);
        if (!list) {
          list = [];
          termPostings.set(term, list);
        }
        list.push(doc * 16 + weight);
      }
    });
    this.terms = [...termPostings.keys()].sort(compareStrings);
    this.postings = this.terms.map((term) => Int32Array.from(termPostings.get(term) ?? []));
    this.strongPostings = this.postings.map((list) =>
      list.filter((packed) => (packed & 15) >= WEIGHT.attribute),
    );

    // A category is named by its title's words but the last, generic one ('Wall Lights' → 'wall'), or
    // by its only word ('Chandeliers').
    for (const category of snapshot.categories) {
      const words = categoryTerms.get(category.id) ?? [];
      const distinctive = words.length > 1 ? words.slice(0, -1) : words;
      const termIds = distinctive.map((word) => this.termIndex(word)).filter((t) => t >= 0);
      if (termIds.length > 0 && termIds.length === distinctive.length) {
        this.categoryNames.push({ id: category.id, terms: termIds });
      }
    }

    for (const synonym of snapshot.synonyms) {
      const term = synonym.term.trim().toLowerCase();
      if (!term) continue;
      const entry = this.synonyms.get(term) ?? { words: [], values: [] };
      const colon = synonym.expansion.indexOf(":");
      const attribute =
        colon > 0 ? this.attributeByIdentifier.get(synonym.expansion.slice(0, colon)) : undefined;
      if (attribute !== undefined) {
        const valueId = this.valueByKey.get(`${attribute}\u0000${synonym.expansion.slice(colon + 1).trim()}`);
        if (valueId !== undefined) entry.values.push(valueId);
      } else {
        entry.words.push(...queryWords(synonym.expansion, WORDS_MAX));
      }
      this.synonyms.set(term, entry);
    }

    this.stamp = new Uint32Array(n);
    this.wordStamp = new Uint32Array(n);
    this.wordBest = new Uint8Array(n);
    this.score = new Uint16Array(n);
    this.candidates = new Int32Array(n);
    this.mask = new Uint32Array(n);
    this.maskStamp = new Uint32Array(n);
    this.dirty = new Uint8Array(n);
  }

  /** Products re-indexed in place since the build (a caller rebuilds when it grows large). */
  get reindexed(): number {
    return this.dirtyCount;
  }

  /**
   * Re-indexes products in place, as a new build from the changed catalogue would index them: each
   * document's old entries are removed (its built postings stop counting, its values, categories,
   * websites, prices and places in the sorted orders are replaced) and its new ones added. Costs about
   * one pass over the catalogue's sort orders per call, not a build. A product that is gone keeps its
   * document number and leaves every website, so it never matches.
   *
   * Returns false, changing nothing, when it cannot: a new product whose id is below the last indexed
   * one (documents are in id order). The caller then builds a new index.
   */
  apply(documents: readonly ProductDocument[]): boolean {
    const last = this.size > 0 ? (this.ids[this.size - 1] as number) : 0;
    const fresh = [
      ...new Set(documents.filter((d) => d.product && !this.docOf.has(d.id)).map((d) => d.id)),
    ].sort((a, b) => a - b);
    if (fresh.length > 0 && (fresh[0] as number) <= last) return false;
    if (fresh.length > 0) this.grow(fresh);

    const attributeIndexById = new Map(this.attributeList.map((a, i) => [a.id, i]));
    const changed = new Set<number>();
    const valueChanges = new Set<number>();
    const categoryChanges = new Set<number>();
    const newGroupPrices = new Map<string, Map<number, number>>();
    let skuMoved = false;

    for (const document of documents) {
      const doc = this.docOf.get(document.id);
      if (doc === undefined) continue;
      changed.add(doc);
      const product = document.product;
      if (!this.dirty[doc]) {
        this.dirty[doc] = 1;
        this.dirtyCount += 1;
      }

      // Fields.
      const oldSku = this.skusLower[doc] ?? "";
      const sku = product ? product.sku.toLowerCase() : "";
      if (oldSku !== sku || fresh.length > 0) skuMoved = true;
      if (this.skuDoc.get(oldSku) === doc) this.skuDoc.delete(oldSku);
      if (sku) this.skuDoc.set(sku, doc);
      this.skusLower[doc] = sku;
      if (product) {
        this.titles[doc] = product.title;
        this.titlesLower[doc] = product.title.toLowerCase();
        this.defaultPrice[doc] = product.defaultPrice;
        this.wholesalePrice[doc] = product.wholesalePrice;
        this.createdAt[doc] = product.createdAt;
      }

      // Websites: a website the build did not know gets its membership now.
      const websites = new Set(product ? document.websiteIds : []);
      for (const websiteId of websites) {
        if (!this.websiteMembers.has(websiteId))
          this.websiteMembers.set(websiteId, new Uint8Array(this.size));
      }
      for (const [websiteId, member] of this.websiteMembers) member[doc] = websites.has(websiteId) ? 1 : 0;

      // Filter values, a value the build did not know added to the list.
      const oldValues = this.valuesOf(doc);
      const valueIds = new Set<number>();
      for (const value of product ? document.values : []) {
        const attribute = attributeIndexById.get(value.attributeId);
        if (attribute === undefined) continue;
        const key = `${attribute}\u0000${value.value}`;
        let valueId = this.valueByKey.get(key);
        if (valueId === undefined) {
          valueId = this.valueText.length;
          this.valueText.push(value.value);
          this.valueAttribute.push(attribute);
          this.valueDocs.push(new Int32Array(0));
          this.valueByKey.set(key, valueId);
        }
        valueIds.add(valueId);
      }
      for (const v of oldValues) valueChanges.add(v);
      for (const v of valueIds) valueChanges.add(v);
      this.valuesOverride.set(doc, Int32Array.from([...valueIds].sort((a, b) => a - b)));

      // Categories: those the document was in, and those it is in now.
      const categories = new Set(product ? document.categoryIds : []);
      for (const [categoryId, docs] of this.categoryDocs) {
        if (hasSorted(docs, doc) || categories.has(categoryId)) categoryChanges.add(categoryId);
      }
      for (const categoryId of categories) categoryChanges.add(categoryId);

      for (const price of product ? document.groupPrices : []) {
        const key = `${price.websiteId}:${price.groupId}`;
        let row = newGroupPrices.get(key);
        if (!row) {
          row = new Map();
          newGroupPrices.set(key, row);
        }
        row.set(doc, price.price);
      }

      // Words: the old ones leave the added postings, the new ones join them.
      for (const term of this.extraTermsOf.get(doc) ?? []) {
        const list = this.extraPostings.get(term);
        if (!list) continue;
        const kept = list.filter((packed) => packed >> 4 !== doc);
        if (kept.length > 0) this.extraPostings.set(term, kept);
        else this.extraPostings.delete(term);
      }
      this.extraTermsOf.delete(doc);
      if (product) {
        const best = new Map<string, number>();
        const add = (terms: readonly string[], weight: number) => {
          for (const term of terms) if ((best.get(term) ?? 0) < weight) best.set(term, weight);
        };
        add(indexTerms(product.title), WEIGHT.title);
        for (const v of valueIds) add(indexTerms(this.valueText[v] as string), WEIGHT.attribute);
        for (const categoryId of categories) add(this.categoryTerms.get(categoryId) ?? [], WEIGHT.category);
        add(indexTerms(product.description), WEIGHT.description);
        for (const [term, weight] of best) {
          let list = this.extraPostings.get(term);
          if (!list) {
            list = [];
            this.extraPostings.set(term, list);
          }
          list.push(doc * 16 + weight);
        }
        this.extraTermsOf.set(doc, [...best.keys()]);
      }
    }
    if (changed.size === 0) return true;

    const withoutChanged = (docs: Int32Array) => docs.filter((doc) => !changed.has(doc));
    for (const v of valueChanges) {
      const docs = [...withoutChanged(this.valueDocs[v] as Int32Array)];
      for (const doc of changed) if (hasSorted(this.valuesOverride.get(doc) ?? EMPTY, v)) docs.push(doc);
      this.valueDocs[v] = Int32Array.from(docs).sort();
    }
    for (const categoryId of categoryChanges) {
      const docs = [...withoutChanged(this.categoryDocs.get(categoryId) ?? EMPTY)];
      for (const document of documents) {
        const doc = this.docOf.get(document.id);
        if (doc !== undefined && document.product && document.categoryIds.includes(categoryId))
          docs.push(doc);
      }
      this.categoryDocs.set(categoryId, Int32Array.from(new Set(docs)).sort());
    }

    // Group prices: the changed documents' rows replaced; cached price arrays follow.
    const keys = new Set([...this.groupPriceRows.keys(), ...newGroupPrices.keys()]);
    for (const key of keys) {
      const row = this.groupPriceRows.get(key) ?? { docs: EMPTY, prices: EMPTY };
      const docs: number[] = [];
      const prices: number[] = [];
      for (let i = 0; i < row.docs.length; i++) {
        const doc = row.docs[i] as number;
        if (changed.has(doc)) continue;
        docs.push(doc);
        prices.push(row.prices[i] as number);
      }
      for (const [doc, price] of newGroupPrices.get(key) ?? []) {
        docs.push(doc);
        prices.push(price);
      }
      this.groupPriceRows.set(key, { docs: Int32Array.from(docs), prices: Int32Array.from(prices) });
    }
    for (const [key, prices] of this.priceArrays) {
      for (const doc of changed) {
        const wholesale = this.wholesalePrice[doc] as number;
        const own = newGroupPrices.get(key)?.get(doc) ?? 0;
        prices[doc] = own > 0 ? own : wholesale > 0 ? wholesale : (this.defaultPrice[doc] as number);
      }
    }

    // Sorted orders: the changed documents taken out and merged back in at their new places.
    for (const [id, order] of this.orders) {
      const compare = this.orderCompare(id);
      const kept = withoutChanged(order);
      const moved = [...changed].sort(compare);
      const merged = new Int32Array(this.size);
      let i = 0;
      let j = 0;
      let k = 0;
      while (i < kept.length && j < moved.length) {
        merged[k++] =
          compare(kept[i] as number, moved[j] as number) <= 0
            ? (kept[i++] as number)
            : (moved[j++] as number);
      }
      while (i < kept.length) merged[k++] = kept[i++] as number;
      while (j < moved.length) merged[k++] = moved[j++] as number;
      this.orders.set(id, merged);
    }

    if (skuMoved) {
      const skus: string[] = [];
      const docs: number[] = [];
      for (let i = 0; i < this.skuSorted.length; i++) {
        const doc = this.skuSortedDocs[i] as number;
        if (changed.has(doc)) continue;
        skus.push(this.skuSorted[i] as string);
        docs.push(doc);
      }
      for (const doc of changed) {
        const sku = this.skusLower[doc] as string;
        if (!sku) continue;
        const at = lowerBound(skus, sku);
        skus.splice(at, 0, sku);
        docs.splice(at, 0, doc);
      }
      this.skuSorted = skus;
      this.skuSortedDocs = Int32Array.from(docs);
    }
    this.corrections.clear();
    return true;
  }

  /** A document's filter value ids. */
  private valuesOf(doc: number): Int32Array {
    const own = this.valuesOverride.get(doc);
    if (own) return own;
    return this.docValues.subarray(this.docValueStart[doc] as number, this.docValueStart[doc + 1] as number);
  }

  /** The order of a cached sort (see `order`), for merging re-indexed documents into it. */
  private orderCompare(id: string): (a: number, b: number) => number {
    if (id === "age") return (a, b) => (this.createdAt[a] as number) - (this.createdAt[b] as number) || a - b;
    if (id === "name")
      return (a, b) => compareStrings(this.titles[a] as string, this.titles[b] as string) || a - b;
    const prices =
      id === "price" ? this.defaultPrice : (this.priceArrays.get(id.slice("price:".length)) as Int32Array);
    return (a, b) => (prices[a] as number) - (prices[b] as number) || a - b;
  }

  /** Room for new products (ids above every indexed one) at the end of every per-document array. */
  private grow(newIds: readonly number[]): void {
    const n = this.size;
    const m = n + newIds.length;
    const int32 = (a: Int32Array) => {
      const b = new Int32Array(m);
      b.set(a);
      return b;
    };
    const uint32 = (a: Uint32Array) => {
      const b = new Uint32Array(m);
      b.set(a);
      return b;
    };
    const uint8 = (a: Uint8Array) => {
      const b = new Uint8Array(m);
      b.set(a);
      return b;
    };
    this.ids = int32(this.ids);
    newIds.forEach((id, i) => {
      this.ids[n + i] = id;
      this.docOf.set(id, n + i);
      this.titles.push("");
      this.titlesLower.push("");
      this.skusLower.push("");
    });
    this.defaultPrice = int32(this.defaultPrice);
    this.wholesalePrice = int32(this.wholesalePrice);
    const createdAt = new Float64Array(m);
    createdAt.set(this.createdAt);
    this.createdAt = createdAt;
    for (const [websiteId, member] of this.websiteMembers) this.websiteMembers.set(websiteId, uint8(member));
    for (const [key, prices] of this.priceArrays) this.priceArrays.set(key, int32(prices));
    const starts = new Int32Array(m + 1);
    starts.set(this.docValueStart);
    starts.fill(this.docValueStart[n] as number, n + 1);
    this.docValueStart = starts;
    this.stamp = uint32(this.stamp);
    this.wordStamp = uint32(this.wordStamp);
    this.maskStamp = uint32(this.maskStamp);
    this.mask = uint32(this.mask);
    this.wordBest = uint8(this.wordBest);
    this.dirty = uint8(this.dirty);
    const score = new Uint16Array(m);
    score.set(this.score);
    this.score = score;
    this.candidates = new Int32Array(m);
    this.size = m;
  }

  /** The vocabulary's size: words of titles, values, categories and descriptions. */
  get vocabularySize(): number {
    return this.terms.length;
  }

  private termIndex(term: string): number {
    const at = lowerBound(this.terms, term);
    return this.terms[at] === term ? at : -1;
  }

  private prefixRange(prefix: string): [number, number] | null {
    const lo = lowerBound(this.terms, prefix);
    const hi = lowerBound(this.terms, `${prefix}\uffff`);
    return hi > lo ? [lo, hi] : null;
  }

  /** The catalogue's nearest word to a misspelt one, or null: edit distance 1 (2 from 6 letters). */
  private correction(word: string): string | null {
    const known = this.corrections.get(word);
    if (known !== undefined) return known;
    const allowed = word.length >= 6 ? 2 : 1;
    let bestTerm: string | null = null;
    let bestDistance = allowed + 1;
    let bestFrequency = -1;
    for (let t = 0; t < this.terms.length; t++) {
      const term = this.terms[t] as string;
      if (
        Math.abs(term.length - word.length) > allowed ||
        term.length < PREFIX_MIN_LENGTH ||
        isNumber(term)
      ) {
        continue;
      }
      const d = distance(word, term);
      const frequency = (this.postings[t] as Int32Array).length;
      if (d < bestDistance || (d === bestDistance && frequency > bestFrequency)) {
        bestTerm = term;
        bestDistance = d;
        bestFrequency = frequency;
      }
    }
    const fix = bestDistance <= allowed ? bestTerm : null;
    if (this.corrections.size >= CORRECTIONS_KEPT) this.corrections.clear();
    this.corrections.set(word, fix);
    return fix;
  }

  /** The re-indexed documents' postings a word reaches, by the rule of `rangesFor`. */
  private extraFor(word: string, strong: boolean): number[][] {
    if (this.extraPostings.size === 0) return [];
    const found: number[][] = [];
    const exact = word.length < PREFIX_MIN_LENGTH || isNumber(word);
    const prefix = exact ? word : stem(word);
    for (const [term, list] of this.extraPostings) {
      if (exact ? term !== prefix : !term.startsWith(prefix)) continue;
      found.push(strong ? list.filter((packed) => (packed & 15) >= WEIGHT.attribute) : list);
    }
    return found;
  }

  private rangesFor(word: string): [number, number][] {
    if (word.length < PREFIX_MIN_LENGTH || isNumber(word)) {
      const t = this.termIndex(word);
      return t >= 0 ? [[t, t + 1]] : [];
    }
    const range = this.prefixRange(stem(word));
    return range ? [range] : [];
  }

  /** What one typed word matches: its own prefix, its synonyms, or the nearest word when it has neither. */
  private planWord(word: string, strong: boolean): WordPlan {
    const ranges = this.rangesFor(word);
    const extra = this.extraFor(word, strong);
    const synonym = this.synonyms.get(word) ?? this.synonyms.get(stem(word));
    const values: number[] = [];
    if (synonym) {
      for (const expansion of synonym.words) {
        ranges.push(...this.rangesFor(expansion));
        extra.push(...this.extraFor(expansion, strong));
      }
      values.push(...synonym.values);
    }
    if (
      ranges.length === 0 &&
      extra.length === 0 &&
      values.length === 0 &&
      word.length >= TYPO_MIN_LENGTH &&
      !isNumber(word)
    ) {
      const fix = this.correction(word);
      if (fix) {
        ranges.push(...this.rangesFor(fix));
        extra.push(...this.extraFor(fix, strong));
      }
    }
    const lists = strong ? this.strongPostings : this.postings;
    let size = 0;
    for (const [lo, hi] of ranges) for (let t = lo; t < hi; t++) size += (lists[t] as Int32Array).length;
    for (const list of extra) size += list.length;
    for (const v of values) size += (this.valueDocs[v] as Int32Array).length;
    return { ranges, values, size, lists, extra };
  }

  private nextGeneration(): number {
    this.generation = (this.generation + 1) >>> 0;
    if (this.generation === 0) {
      this.stamp.fill(0);
      this.wordStamp.fill(0);
      this.maskStamp.fill(0);
      this.generation = 1;
    }
    return this.generation;
  }

  /**
   * The documents matching every word of the text (candidates[0..count), `stamp` = the returned
   * generation) with their score: per word the best weight where it occurs, plus the named-category
   * boost and the exact SKU.
   */
  private matchText(text: string, gen: number, strong: boolean): TextMatch {
    const lower = text.trim().toLowerCase();
    const exact = this.skuDoc.get(lower);
    if (SKU_LIKE.test(lower)) {
      // A product code: only SKUs, the exact one first, then those that start with it.
      let count = 0;
      if (lower.length >= SKU_PREFIX_MIN_LENGTH) {
        const lo = lowerBound(this.skuSorted, lower);
        const hi = lowerBound(this.skuSorted, `${lower}\uffff`);
        for (let i = lo; i < hi; i++) {
          const doc = this.skuSortedDocs[i] as number;
          this.stamp[doc] = gen;
          this.score[doc] = doc === exact ? EXACT_SKU_SCORE : WEIGHT.title;
          this.candidates[count++] = doc;
        }
      } else if (exact !== undefined) {
        this.stamp[exact] = gen;
        this.score[exact] = EXACT_SKU_SCORE;
        this.candidates[count++] = exact;
      }
      return { count, plans: [] };
    }

    const plans = queryWords(lower, WORDS_MAX).map((word) => this.planWord(word, strong));
    let count = 0;
    if (plans.length > 0 && plans.every((plan) => plan.size > 0)) {
      const order = [...plans].sort((a, b) => a.size - b.size);
      count = this.collectFirst(order[0] as WordPlan, gen);
      for (let w = 1; w < order.length && count > 0; w++) {
        const wordGen = this.nextGeneration();
        this.collectWord(order[w] as WordPlan, gen, wordGen);
        let kept = 0;
        for (let i = 0; i < count; i++) {
          const doc = this.candidates[i] as number;
          if (this.wordStamp[doc] === wordGen) {
            this.score[doc] = (this.score[doc] as number) + (this.wordBest[doc] as number);
            this.candidates[kept++] = doc;
          } else {
            this.stamp[doc] = 0;
          }
        }
        count = kept;
      }
      this.boostNamedCategories(plans, gen);
    }
    if (exact !== undefined) {
      if (this.stamp[exact] !== gen) {
        this.stamp[exact] = gen;
        this.candidates[count++] = exact;
        this.score[exact] = 0;
      }
      this.score[exact] = (this.score[exact] as number) + EXACT_SKU_SCORE;
    }
    return { count, plans };
  }

  /** The first (smallest) word: its documents become the candidates, scored by their best weight. */
  private collectFirst(plan: WordPlan, gen: number): number {
    const { stamp, score, candidates, dirty } = this;
    const postings = plan.lists;
    let count = 0;
    const visit = (doc: number, weight: number) => {
      if (stamp[doc] !== gen) {
        stamp[doc] = gen;
        score[doc] = weight;
        candidates[count++] = doc;
      } else if (weight > (score[doc] as number)) {
        score[doc] = weight;
      }
    };
    for (const [lo, hi] of plan.ranges) {
      for (let t = lo; t < hi; t++) {
        const list = postings[t] as Int32Array;
        for (let i = 0; i < list.length; i++) {
          const packed = list[i] as number;
          const doc = packed >> 4;
          if (dirty[doc] === 1) continue;
          const weight = packed & 15;
          if (stamp[doc] !== gen) {
            stamp[doc] = gen;
            score[doc] = weight;
            candidates[count++] = doc;
          } else if (weight > (score[doc] as number)) {
            score[doc] = weight;
          }
        }
      }
    }
    for (const list of plan.extra) for (const packed of list) visit(packed >> 4, packed & 15);
    for (const v of plan.values) {
      const docs = this.valueDocs[v] as Int32Array;
      for (let i = 0; i < docs.length; i++) visit(docs[i] as number, WEIGHT.attribute);
    }
    return count;
  }

  /** A further word: its best weight per candidate that has it (`wordStamp` = wordGen). */
  private collectWord(plan: WordPlan, gen: number, wordGen: number): void {
    const { stamp, wordStamp, wordBest, dirty } = this;
    const postings = plan.lists;
    const visit = (doc: number, weight: number) => {
      if (stamp[doc] !== gen) return;
      if (wordStamp[doc] !== wordGen) {
        wordStamp[doc] = wordGen;
        wordBest[doc] = weight;
      } else if (weight > (wordBest[doc] as number)) {
        wordBest[doc] = weight;
      }
    };
    for (const [lo, hi] of plan.ranges) {
      for (let t = lo; t < hi; t++) {
        const list = postings[t] as Int32Array;
        for (let i = 0; i < list.length; i++) {
          const packed = list[i] as number;
          const doc = packed >> 4;
          if (stamp[doc] !== gen || dirty[doc] === 1) continue;
          const weight = packed & 15;
          if (wordStamp[doc] !== wordGen) {
            wordStamp[doc] = wordGen;
            wordBest[doc] = weight;
          } else if (weight > (wordBest[doc] as number)) {
            wordBest[doc] = weight;
          }
        }
      }
    }
    for (const list of plan.extra) for (const packed of list) visit(packed >> 4, packed & 15);
    for (const v of plan.values) {
      const docs = this.valueDocs[v] as Int32Array;
      for (let i = 0; i < docs.length; i++) visit(docs[i] as number, WEIGHT.attribute);
    }
  }

  /** The categories whose distinctive words the search covers (the most of them) rank first. */
  private boostNamedCategories(plans: readonly WordPlan[], gen: number): void {
    const covers = (term: number) =>
      plans.some((plan) => plan.ranges.some(([lo, hi]) => term >= lo && term < hi));
    let most = 0;
    let named: number[] = [];
    for (const category of this.categoryNames) {
      if (!category.terms.every(covers)) continue;
      if (category.terms.length > most) {
        most = category.terms.length;
        named = [category.id];
      } else if (category.terms.length === most) {
        named.push(category.id);
      }
    }
    const boosted = this.nextGeneration();
    for (const id of named) {
      const docs = this.categoryDocs.get(id);
      if (!docs) continue;
      for (let i = 0; i < docs.length; i++) {
        const doc = docs[i] as number;
        if (this.stamp[doc] === gen && this.wordStamp[doc] !== boosted) {
          this.wordStamp[doc] = boosted;
          this.score[doc] = (this.score[doc] as number) + NAMED_CATEGORY_BOOST;
        }
      }
    }
  }

  /** The group's price of every document (paise), by the rule of PRICING.md. */
  private pricesFor(key: PriceKey): Int32Array {
    if (key.isDefault) return this.defaultPrice;
    const id = `${key.websiteId}:${key.groupId}`;
    let prices = this.priceArrays.get(id);
    if (!prices) {
      prices = new Int32Array(this.size);
      for (let d = 0; d < this.size; d++) {
        const wholesale = this.wholesalePrice[d] as number;
        prices[d] = wholesale > 0 ? wholesale : (this.defaultPrice[d] as number);
      }
      const own = this.groupPriceRows.get(id);
      if (own) {
        for (let i = 0; i < own.docs.length; i++) {
          const price = own.prices[i] as number;
          if (price > 0) prices[own.docs[i] as number] = price;
        }
      }
      this.priceArrays.set(id, prices);
    }
    return prices;
  }

  /** Every document in a sort's order (ascending; the descending sorts read it backwards). */
  private order(sort: IndexSort, key: PriceKey): Int32Array {
    const base = sort === "price_asc" || sort === "price_desc" ? "price" : sort === "newest" ? "age" : "name";
    const id = base === "price" && !key.isDefault ? `price:${key.websiteId}:${key.groupId}` : base;
    let order = this.orders.get(id);
    if (!order) {
      const docs = Array.from({ length: this.size }, (_, doc) => doc);
      if (base === "price") {
        const prices = this.pricesFor(key);
        docs.sort((a, b) => (prices[a] as number) - (prices[b] as number) || a - b);
      } else if (base === "age") {
        docs.sort((a, b) => (this.createdAt[a] as number) - (this.createdAt[b] as number) || a - b);
      } else {
        docs.sort((a, b) => compareStrings(this.titles[a] as string, this.titles[b] as string) || a - b);
      }
      order = Int32Array.from(docs);
      this.orders.set(id, order);
    }
    return order;
  }

  /**
   * Marks the candidates of a query: `stamp` = gen for every document that passes the website, the
   * categories and the text; `mask` holds one bit per attribute filter the document satisfies and the
   * price bit (the last). Returns the candidates (in `candidates`) and the bit count.
   */
  private select(
    q: IndexQuery,
    strong = false,
  ): {
    gen: number;
    count: number;
    full: number;
    priceBit: number;
    groups: number[];
    prices: Int32Array;
    textScored: boolean;
    empty: boolean;
  } {
    const gen = this.nextGeneration();
    const member = this.websiteMembers.get(q.websiteId);
    const prices = this.pricesFor(q.prices);
    // Attribute filters: one bit each; an unknown attribute or value matches nothing.
    const groups: number[] = [];
    let empty = member === undefined;
    const groupValues: number[][] = [];
    for (const filter of q.attributes) {
      const attribute = this.attributeByIdentifier.get(filter.identifier);
      const valueIds =
        attribute === undefined
          ? []
          : filter.values
              .map((value) => this.valueByKey.get(`${attribute}\u0000${value}`))
              .filter((v): v is number => v !== undefined);
      groups.push(attribute ?? -1);
      groupValues.push(valueIds);
    }
    const priceBit = groups.length;
    const full = (2 ** (groups.length + 1) - 1) >>> 0;
    if (groups.length > 30) empty = true;

    // Candidates: the text's matches, else the categories' products, else every product.
    let count = 0;
    let textScored = false;
    const categorySet = q.categories.length > 0 ? this.nextGeneration() : 0;
    if (categorySet) {
      for (const id of q.categories) {
        const docs = this.categoryDocs.get(id);
        if (docs) for (let i = 0; i < docs.length; i++) this.maskStamp[docs[i] as number] = categorySet;
      }
    }
    if (!empty && q.text !== undefined && q.text.trim() !== "") {
      textScored = true;
      count = this.matchText(q.text, gen, strong).count;
      let kept = 0;
      for (let i = 0; i < count; i++) {
        const doc = this.candidates[i] as number;
        if (member?.[doc] === 1 && (!categorySet || this.maskStamp[doc] === categorySet)) {
          this.candidates[kept++] = doc;
        } else {
          this.stamp[doc] = 0;
        }
      }
      count = kept;
    } else if (!empty && categorySet) {
      for (const id of q.categories) {
        const docs = this.categoryDocs.get(id);
        if (!docs) continue;
        for (let i = 0; i < docs.length; i++) {
          const doc = docs[i] as number;
          if (this.stamp[doc] !== gen && member?.[doc] === 1) {
            this.stamp[doc] = gen;
            this.candidates[count++] = doc;
          }
        }
      }
    } else if (!empty && member) {
      for (let doc = 0; doc < this.size; doc++) {
        if (member[doc] === 1) {
          this.stamp[doc] = gen;
          this.candidates[count++] = doc;
        }
      }
    }

    // The bits: reset for the candidates, then one pass over each selected value's products.
    for (let i = 0; i < count; i++) this.mask[this.candidates[i] as number] = 0;
    groupValues.forEach((valueIds, bit) => {
      const flag = 2 ** bit;
      for (const v of valueIds) {
        const docs = this.valueDocs[v] as Int32Array;
        for (let i = 0; i < docs.length; i++) {
          const doc = docs[i] as number;
          if (this.stamp[doc] === gen) this.mask[doc] = ((this.mask[doc] as number) | flag) >>> 0;
        }
      }
    });
    const min = q.priceMin ?? Number.NEGATIVE_INFINITY;
    const max = q.priceMax ?? Number.POSITIVE_INFINITY;
    const priceFlag = 2 ** priceBit;
    for (let i = 0; i < count; i++) {
      const doc = this.candidates[i] as number;
      const price = prices[doc] as number;
      if (price >= min && price <= max) this.mask[doc] = ((this.mask[doc] as number) | priceFlag) >>> 0;
    }
    return { gen, count, full, priceBit, groups, prices, textScored, empty };
  }

  /** A page of product ids in the asked order, and how many products match in all. */
  page(q: IndexQuery, sort: IndexSort, skip: number, limit: number): { ids: number[]; total: number } {
    const s = this.select(q);
    // Keep only the full matches: stamp marks them, candidates lists them.
    let total = 0;
    for (let i = 0; i < s.count; i++) {
      const doc = this.candidates[i] as number;
      if (this.mask[doc] === s.full) this.candidates[total++] = doc;
      else this.stamp[doc] = 0;
    }
    if (total === 0 || skip >= total) return { ids: [], total };
    const end = Math.min(total, skip + limit);

    if (sort === "default" && s.textScored) return { ids: this.byScore(total, skip, end, s.gen), total };

    const ids: number[] = [];
    if (sort === "default") {
      // Product id order: the documents' own order.
      if (total > this.size / 8) {
        let seen = 0;
        for (let doc = 0; doc < this.size && seen < end; doc++) {
          if (this.stamp[doc] !== s.gen) continue;
          if (seen >= skip) ids.push(this.ids[doc] as number);
          seen++;
        }
      } else {
        const docs = this.candidates.subarray(0, total).sort();
        for (let i = skip; i < end; i++) ids.push(this.ids[docs[i] as number] as number);
      }
      return { ids, total };
    }
    const order = this.order(sort, q.prices);
    const backwards = sort === "price_desc" || sort === "name_desc" || sort === "newest";
    let seen = 0;
    for (let k = 0; k < this.size && seen < end; k++) {
      const doc = order[backwards ? this.size - 1 - k : k] as number;
      if (this.stamp[doc] !== s.gen) continue;
      if (seen >= skip) ids.push(this.ids[doc] as number);
      seen++;
    }
    return { ids, total };
  }

  /** Positions skip..end of the matches (stamp = gen) ranked by score, then by product id. */
  private byScore(total: number, skip: number, end: number, gen: number): number[] {
    // Counting by score finds the scores the page falls in.
    const counts = new Int32Array(MAX_SCORE + 1);
    for (let i = 0; i < total; i++) {
      const score = this.score[this.candidates[i] as number] as number;
      counts[score] = (counts[score] as number) + 1;
    }
    // The page starts in the score `high` and ends in `low`; `skipped` documents score above `high`.
    let before = 0;
    let high = -1;
    let low = 0;
    let skipped = 0;
    for (let score = MAX_SCORE; score >= 0; score--) {
      const n = counts[score] as number;
      if (n === 0) continue;
      if (high < 0 && before + n > skip) {
        high = score;
        skipped = before;
      }
      if (high >= 0 && before + n >= end) {
        low = score;
        break;
      }
      before += n;
    }
    // Within one score the order is the product id's, i.e. the documents' own order: a scan in that
    // order gathers each score's first documents, as many as the page can need.
    const need = end - skipped;
    const byScore = new Map<number, number[]>();
    let wanted = 0;
    for (let score = high; score >= low; score--) {
      const n = counts[score] as number;
      if (n === 0) continue;
      byScore.set(score, []);
      wanted += Math.min(need, n);
    }
    const { stamp, score: scores } = this;
    let gathered = 0;
    for (let doc = 0; doc < this.size && gathered < wanted; doc++) {
      if (stamp[doc] !== gen) continue;
      const list = byScore.get(scores[doc] as number);
      if (list && list.length < need) {
        list.push(doc);
        gathered++;
      }
    }
    const ranked: number[] = [];
    for (const list of byScore.values()) ranked.push(...list);
    return ranked.slice(skip - skipped, end - skipped).map((doc) => this.ids[doc] as number);
  }

  /** Header suggestions: the best few by score, then a title that starts with the text, then by id. */
  suggest(q: IndexQuery, limit: number): number[] {
    // First among the products with the words in their title or attribute values (a bounded set even for
    // a word every description holds); all of them when that gives fewer than `limit`.
    let s = this.select(q, true);
    let enough = 0;
    for (let i = 0; i < s.count && enough < limit; i++) {
      if (this.mask[this.candidates[i] as number] === s.full) enough++;
    }
    if (enough < limit) s = this.select(q, false);
    const text = (q.text ?? "").trim().toLowerCase();
    const top: { doc: number; key: number }[] = [];
    for (let i = 0; i < s.count; i++) {
      const doc = this.candidates[i] as number;
      if (this.mask[doc] !== s.full) continue;
      const base = (this.score[doc] as number) * 2;
      if (top.length === limit) {
        // Even a title that starts with the text would not beat the last one kept.
        const last = top[limit - 1] as { doc: number; key: number };
        if (base + 1 < last.key || (base + 1 === last.key && doc > last.doc)) continue;
      }
      const key = base + ((this.titlesLower[doc] as string).startsWith(text) ? 1 : 0);
      if (top.length === limit) {
        const last = top[limit - 1] as { doc: number; key: number };
        if (key < last.key || (key === last.key && doc > last.doc)) continue;
        top.pop();
      }
      let at = top.length;
      while (at > 0) {
        const prev = top[at - 1] as { doc: number; key: number };
        if (prev.key > key || (prev.key === key && prev.doc < doc)) break;
        at--;
      }
      top.splice(at, 0, { doc, key });
    }
    return top.map((entry) => this.ids[entry.doc] as number);
  }

  /**
   * Disjunctive facet counts: a value of attribute A counts the products that pass every other filter
   * (the other attributes, the price, the categories, the text) and have that value, so A's other values
   * stay visible and selectable while A is filtered. The price span counts every filter but the price.
   */
  facets(q: IndexQuery): FacetCounts {
    const s = this.select(q);
    const counts = new Int32Array(this.valueText.length);
    const full = s.full;
    let min = Number.POSITIVE_INFINITY;
    let max = Number.NEGATIVE_INFINITY;
    const priceFlag = 2 ** s.priceBit;
    const withoutBit = s.groups.map((_, bit) => (full - 2 ** bit) >>> 0);
    const overrides = this.valuesOverride.size > 0 ? this.valuesOverride : null;
    for (let i = 0; i < s.count; i++) {
      const doc = this.candidates[i] as number;
      const m = this.mask[doc] as number;
      if ((m | priceFlag) >>> 0 === full) {
        const price = s.prices[doc] as number;
        if (price < min) min = price;
        if (price > max) max = price;
      }
      const own = overrides?.get(doc);
      const docValues = own ?? this.docValues;
      const start = own ? 0 : (this.docValueStart[doc] as number);
      const stop = own ? own.length : (this.docValueStart[doc + 1] as number);
      if (m === full) {
        for (let k = start; k < stop; k++) {
          const v = docValues[k] as number;
          counts[v] = (counts[v] as number) + 1;
        }
        continue;
      }
      // Missing exactly one attribute bit: the document counts for that attribute's values only.
      for (let bit = 0; bit < withoutBit.length; bit++) {
        if (m !== withoutBit[bit]) continue;
        const attribute = s.groups[bit] as number;
        for (let k = start; k < stop; k++) {
          const v = docValues[k] as number;
          if (this.valueAttribute[v] === attribute) counts[v] = (counts[v] as number) + 1;
        }
        break;
      }
    }
    const selected = new Set<string>();
    for (const filter of q.attributes)
      for (const value of filter.values) selected.add(`${filter.identifier}\u0000${value}`);
    const facets = this.attributeList.map((a) => ({
      identifier: a.identifier,
      name: a.name,
      items: [] as { value: string; count: number }[],
    }));
    for (let v = 0; v < this.valueText.length; v++) {
      const facet = facets[this.valueAttribute[v] as number];
      if (!facet) continue;
      const count = counts[v] as number;
      const value = this.valueText[v] as string;
      if (count > 0 || selected.has(`${facet.identifier}\u0000${value}`)) facet.items.push({ value, count });
    }
    return {
      price: min <= max ? { min, max } : null,
      facets: facets.filter((facet) => facet.items.length > 0),
    };
  }
}
