import { describe, expect, it } from "vitest";
import {
  CatalogueIndex,
  type CatalogueSnapshot,
  type IndexQuery,
  type IndexSort,
  type ProductDocument,
  type SnapshotProduct,
} from "./catalogue-index";

/** A small deterministic generator, so that a failure can be replayed. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    some: <T>(items: readonly T[], chance: number): T[] => items.filter(() => next() < chance),
  };
}

const WORDS = ["noor", "brass", "glass", "deepam", "wall", "lamp", "lantern", "crystal", "jhoomar", "gold"];
const NEW_WORDS = ["zaffran", "meena", "kundan"];
const CATEGORIES = [
  { id: 1, title: "Chandeliers" },
  { id: 2, title: "Wall Lights" },
  { id: 3, title: "Outdoor Lamps" },
];
const ATTRIBUTES = [
  { id: 1, identifier: "finish", name: "Finish" },
  { id: 2, identifier: "wattage", name: "Wattage" },
];
const VALUES: Record<number, string[]> = { 1: ["Brass", "Gold", "Black"], 2: ["9W", "12W"] };

/** The catalogue as rows, from which both a snapshot and the re-indexed documents are made. */
interface Row {
  product: SnapshotProduct;
  categoryIds: number[];
  values: { attributeId: number; value: string }[];
  websiteIds: number[];
  groupPrices: { websiteId: number; groupId: number; price: number }[];
}

function makeRow(r: ReturnType<typeof random>, id: number, words: readonly string[]): Row {
  const title = `${r.pick(words)} ${r.pick(words)} ${r.pick(words)}`;
  return {
    product: {
      id,
      title,
      sku: `RL-XX-${String(id).padStart(5, "0")}`,
      description: `${r.pick(words)} light ${r.pick(words)}`,
      createdAt: 1000 + r.int(50),
      defaultPrice: (1 + r.int(40)) * 100_00,
      wholesalePrice: r.next() < 0.3 ? 0 : (1 + r.int(30)) * 100_00,
    },
    categoryIds: r.some(
      CATEGORIES.map((c) => c.id),
      0.4,
    ),
    values: ATTRIBUTES.flatMap((a) =>
      r.next() < 0.7 ? [{ attributeId: a.id, value: r.pick(VALUES[a.id] as string[]) }] : [],
    ),
    websiteIds: r.next() < 0.9 ? [1] : [],
    groupPrices: r.next() < 0.3 ? [{ websiteId: 1, groupId: 2, price: (1 + r.int(30)) * 100_00 }] : [],
  };
}

function snapshotOf(rows: ReadonlyMap<number, Row>): CatalogueSnapshot {
  const all = [...rows.values()];
  const valueKeys = new Map<string, { attributeId: number; value: string; productIds: number[] }>();
  for (const row of all) {
    for (const v of row.values) {
      const key = `${v.attributeId}:${v.value}`;
      const entry = valueKeys.get(key) ?? { ...v, productIds: [] };
      entry.productIds.push(row.product.id);
      valueKeys.set(key, entry);
    }
  }
  const group = all.filter((row) => row.groupPrices.length > 0);
  return {
    products: all.map((row) => row.product),
    categories: CATEGORIES.map((c) => ({
      ...c,
      productIds: all.filter((row) => row.categoryIds.includes(c.id)).map((row) => row.product.id),
    })),
    attributes: ATTRIBUTES,
    values: [...valueKeys.values()],
    websites: [
      {
        websiteId: 1,
        productIds: all.filter((row) => row.websiteIds.includes(1)).map((row) => row.product.id),
      },
    ],
    groupPrices: [
      {
        websiteId: 1,
        groupId: 2,
        productIds: group.map((row) => row.product.id),
        prices: group.map((row) => row.groupPrices[0]?.price ?? 0),
      },
    ],
    synonyms: [{ term: "jhumar", expansion: "jhoomar" }],
  };
}

const DEFAULT_PRICES = { websiteId: 1, groupId: 1, isDefault: true };
const GROUP_PRICES = { websiteId: 1, groupId: 2, isDefault: false };
const SORTS: IndexSort[] = ["default", "price_asc", "price_desc", "name_asc", "name_desc", "newest"];

function queries(): IndexQuery[] {
  const texts = [
    undefined,
    "noor",
    "brass lamp",
    "gla",
    "zaffran",
    "kundan meena",
    "jhumar",
    "light",
    "rl-xx-0001",
    "9w",
  ];
  const list: IndexQuery[] = [];
  for (const text of texts) {
    for (const prices of [DEFAULT_PRICES, GROUP_PRICES]) {
      list.push({ websiteId: 1, prices, text, categories: [], attributes: [] });
      list.push({ websiteId: 1, prices, text, categories: [1], attributes: [] });
      list.push({
        websiteId: 1,
        prices,
        text,
        categories: [],
        attributes: [{ identifier: "finish", values: ["Brass", "Gold"] }],
        priceMin: 500_00,
        priceMax: 2500_00,
      });
    }
  }
  return list;
}

/** Every answer the storefront asks of an index, for the queries above. */
function answers(index: CatalogueIndex) {
  return queries().map((q) => ({
    pages: SORTS.map((sort) => [index.page(q, sort, 0, 500), index.page(q, sort, 3, 7)]),
    facets: index.facets(q),
    // Suggestions are asked for typed text only.
    suggest: q.text ? index.suggest(q, 6) : [],
  }));
}

describe("re-indexing changed products in place", () => {
  for (const seed of [1, 2, 3, 4, 5]) {
    it(`answers as a new build of the changed catalogue would (seed ${seed})`, () => {
      const r = random(seed);
      const rows = new Map<number, Row>();
      for (let id = 1; id <= 300; id++) rows.set(id, makeRow(r, id, WORDS));
      const index = new CatalogueIndex(snapshotOf(rows));
      // Warm the caches the changes must keep right: every sort order and the group's prices.
      answers(index);
      let nextId = 301;
      for (let round = 0; round < 6; round++) {
        const documents: ProductDocument[] = [];
        const ids = new Set<number>();
        for (let k = 0; k < 1 + r.int(15); k++) ids.add(1 + r.int(nextId - 1));
        for (const id of ids) {
          const row = rows.get(id);
          if (!row) continue;
          const roll = r.next();
          if (roll < 0.1) rows.delete(id);
          else if (roll < 0.4) rows.set(id, makeRow(r, id, [...WORDS, ...NEW_WORDS]));
          else if (roll < 0.7)
            rows.set(id, { ...row, product: { ...row.product, defaultPrice: (1 + r.int(40)) * 100_00 } });
          else
            rows.set(id, {
              ...row,
              product: { ...row.product, title: `${r.pick(NEW_WORDS)} ${row.product.title}` },
            });
        }
        // New products, always above every id so far.
        for (let k = 0; k < r.int(3); k++) {
          const id = nextId++;
          rows.set(id, makeRow(r, id, [...WORDS, ...NEW_WORDS]));
          ids.add(id);
        }
        for (const id of ids) {
          const row = rows.get(id);
          documents.push(
            row
              ? { id, ...row }
              : { id, product: null, categoryIds: [], values: [], websiteIds: [], groupPrices: [] },
          );
        }
        expect(index.apply(documents)).toBe(true);
        const got = answers(index);
        const want = answers(new CatalogueIndex(snapshotOf(rows)));
        const qs = queries();
        for (let i = 0; i < qs.length; i++) {
          for (const part of ["pages", "facets", "suggest"] as const) {
            expect({ q: qs[i], round, part, a: got[i]?.[part] }).toEqual({
              q: qs[i],
              round,
              part,
              a: want[i]?.[part],
            });
          }
        }
      }
      expect(index.reindexed).toBeGreaterThan(0);
    });
  }

  it("refuses a new product below the last id, so that the caller builds a new index", () => {
    const r = random(9);
    const rows = new Map<number, Row>();
    for (const id of [1, 2, 5]) rows.set(id, makeRow(r, id, WORDS));
    const index = new CatalogueIndex(snapshotOf(rows));
    const row = makeRow(r, 3, WORDS);
    expect(index.apply([{ id: 3, ...row }])).toBe(false);
  });
});
