import { z } from "zod";
import {
  DEFAULT_LIMIT,
  DEFAULT_SORT,
  DEMO_LIST_LIMIT,
  MAX_LIMIT,
  SORTS,
  SUGGESTIONS_SHOWN,
} from "../catalogue/constants";
import { DB_ID_MAX, idParamValueSchema, pagingQueryShape, searchText } from "./common";
import { unsafeTextMessage } from "./text";

export const productSortSchema = z.enum(SORTS, { error: `sort is one of ${SORTS.join(", ")}.` });
export type ProductSortInput = z.infer<typeof productSortSchema>;

const SEARCH_MAX_LENGTH = 200;
const ATTRIBUTE_PAIRS_MAX = 50;

// A query parameter may arrive once (a string) or repeated (an array of strings).
const oneOrMany = z.union([z.string(), z.array(z.string())]);

/**
 * The document's form of a one-or-many text parameter whose transform checks each text: the pattern
 * the check accepts (written stricter where a pattern cannot follow the check exactly).
 */
function oneOrManyMeta(pattern: string) {
  return {
    anyOf: [
      { type: "string", pattern },
      { type: "array", items: { type: "string", pattern } },
    ],
  };
}

const FILTER_END = "[^\\s\\u0000-\\u001F\\u007F-\\u009F\\u202A-\\u202E\\u2066-\\u2069\\uD800-\\uDFFF]";
const FILTER_MIDDLE = "[^\\u0000-\\u001F\\u007F-\\u009F\\u202A-\\u202E\\u2066-\\u2069\\uD800-\\uDFFF]";
/** identifier:value, the value trimmed, within the length (counted in pairs for characters beyond the BMP). */
const ATTRIBUTE_PAIR_PATTERN = `^[A-Za-z0-9_]+:${FILTER_END}(?:${FILTER_MIDDLE}{0,${SEARCH_MAX_LENGTH / 2 - 2}}${FILTER_END})?$`;

function asList(value: string | string[] | undefined): string[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** Search text: control and direction characters removed, trimmed; empty means no search. */
export const searchQueryValueSchema = searchText(SEARCH_MAX_LENGTH)
  .optional()
  .transform((value) => (value ? value : undefined));

/** `categories=3,7` (or repeated): category ids, empty when absent. */
export const categoryIdsQueryValueSchema = oneOrMany
  .optional()
  .transform((value, ctx) => {
    const parts = asList(value)
      .flatMap((part) => part.split(","))
      .map((part) => part.trim())
      .filter((part) => part !== "");
    const ids: number[] = [];
    for (const part of parts) {
      const id = Number(part);
      if (!/^[1-9][0-9]{0,9}$/.test(part) || id > DB_ID_MAX) {
        ctx.addIssue({ code: "custom", message: "categories must be category ids separated by commas." });
        return z.NEVER;
      }
      if (!ids.includes(id)) ids.push(id);
    }
    return ids;
  })
  .meta(oneOrManyMeta("^[1-9][0-9]{0,8}(?:,[1-9][0-9]{0,8})*$"));

export interface AttributeFilterInput {
  identifier: string;
  /** A product matches when its value is any of these (OR); different attributes combine with AND. */
  values: string[];
}

/**
 * `attributes=brand:Philips&attributes=brand:Havells&attributes=finish:Gold`: pairs split at the first
 * colon and grouped per attribute identifier, in order of first appearance.
 */
export const attributeFiltersQueryValueSchema = oneOrMany
  .optional()
  .transform((value, ctx) => {
    const pairs = asList(value);
    if (pairs.length > ATTRIBUTE_PAIRS_MAX) {
      ctx.addIssue({ code: "custom", message: `Use at most ${ATTRIBUTE_PAIRS_MAX} attribute filters.` });
      return z.NEVER;
    }
    const groups: AttributeFilterInput[] = [];
    for (const pair of pairs) {
      const colon = pair.indexOf(":");
      const identifier = colon > 0 ? pair.slice(0, colon).trim() : "";
      const filterValue = colon > 0 ? pair.slice(colon + 1).trim() : "";
      if (!/^[a-z0-9_]+$/i.test(identifier) || filterValue === "" || filterValue.length > SEARCH_MAX_LENGTH) {
        ctx.addIssue({ code: "custom", message: "attributes must be written as identifier:value." });
        return z.NEVER;
      }
      const unsafe = unsafeTextMessage(filterValue);
      if (unsafe !== null) {
        ctx.addIssue({ code: "custom", message: unsafe });
        return z.NEVER;
      }
      const group = groups.find((g) => g.identifier === identifier);
      if (!group) groups.push({ identifier, values: [filterValue] });
      else if (!group.values.includes(filterValue)) group.values.push(filterValue);
    }
    return groups;
  })
  .meta({ ...oneOrManyMeta(ATTRIBUTE_PAIR_PATTERN), maxItems: ATTRIBUTE_PAIRS_MAX });

/** Ten crore rupees: above any lighting product's price, and still exact in paise. */
export const PRICE_FILTER_MAX = 100_000_000;

/**
 * `priceMin` / `priceMax`: rupees (at most 2 decimals) in the requester's group price, both ends
 * included; empty means no bound.
 */
export const priceBoundQueryValueSchema = z
  .preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    z.coerce
      .number({ error: "Prices are amounts in rupees." })
      .min(0, { error: "Prices cannot be negative." })
      .max(PRICE_FILTER_MAX, { error: `Prices go up to ${PRICE_FILTER_MAX}.` })
      .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
        error: "Prices have at most 2 decimals.",
      })
      .meta({ multipleOf: 0.01 })
      .optional(),
  )
  .meta({ description: "Rupees, at most 2 decimals; priceMax not below priceMin." });

/** The filters a list and its facets share: search, categories, attributes and the price range. */
const filterQueryShape = {
  search: searchQueryValueSchema,
  categories: categoryIdsQueryValueSchema,
  attributes: attributeFiltersQueryValueSchema,
  priceMin: priceBoundQueryValueSchema,
  priceMax: priceBoundQueryValueSchema,
};

function priceRangeInOrder(
  query: { priceMin?: number | undefined; priceMax?: number | undefined },
  ctx: z.RefinementCtx,
): void {
  if (query.priceMin !== undefined && query.priceMax !== undefined && query.priceMin > query.priceMax) {
    ctx.addIssue({
      code: "custom",
      path: ["priceMax"],
      message: "The highest price cannot be below the lowest price.",
    });
  }
}

/** `GET /product` query. */
export const productListQuerySchema = z
  .object({
    ...pagingQueryShape(DEFAULT_LIMIT, MAX_LIMIT),
    sort: productSortSchema.default(DEFAULT_SORT),
    ...filterQueryShape,
  })
  .superRefine(priceRangeInOrder);
export type ProductListQueryInput = z.infer<typeof productListQuerySchema>;

/** `GET /product/filters` query: the same filters as the list (the facets count among them). */
export const productFiltersQuerySchema = z.object(filterQueryShape).superRefine(priceRangeInOrder);
export type ProductFiltersQueryInput = z.infer<typeof productFiltersQuerySchema>;

function limitSchema(defaultLimit: number, maxLimit: number) {
  return pagingQueryShape(defaultLimit, maxLimit).limit;
}

/** `GET /product/random` query: a few products of one category (or of the whole shop). */
export const productRandomQuerySchema = z.object({
  categoryId: idParamValueSchema.optional(),
  limit: limitSchema(DEMO_LIST_LIMIT, 48),
});
export type ProductRandomQueryInput = z.infer<typeof productRandomQuerySchema>;

/** `GET /product/suggestions` query: the header's search-as-you-type. */
export const productSuggestionsQuerySchema = z.object({
  search: searchText(SEARCH_MAX_LENGTH)
    .pipe(z.string().min(1, { error: "Type something to search for." }))
    // Something left once the rule's characters are removed and the text trimmed.
    .meta({ pattern: "[^\\s\\u0000-\\u001F\\u007F-\\u009F\\u202A-\\u202E\\u2066-\\u2069]" }),
  limit: limitSchema(SUGGESTIONS_SHOWN, 20),
  categoryId: idParamValueSchema.optional(),
});
export type ProductSuggestionsQueryInput = z.infer<typeof productSuggestionsQuerySchema>;
