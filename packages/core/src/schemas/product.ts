import { z } from "zod";
import { imageSchema, moneySchema } from "./common";

export const dimensionUnitSchema = z.enum(["cm", "mm", "in"]);
export const attributeTypeSchema = z.enum(["text", "select", "multi select"]);

export const dimensionSchema = z.object({
  value: z.number().nonnegative(),
  unit: dimensionUnitSchema,
});
export type DimensionDto = z.infer<typeof dimensionSchema>;

export const productAttributeSchema = z.object({
  attribute: z.object({
    identifier: z.string(),
    name: z.string(),
    type: attributeTypeSchema,
  }),
  /** For 'multi select' `val` is a JSON list, e.g. '["Gold","Black"]'. */
  value: z.object({ val: z.string() }),
});
export type ProductAttributeDto = z.infer<typeof productAttributeSchema>;

export const websiteProductPriceSchema = z.object({
  customerGroup: z.object({ id: z.number().int().positive(), isDefault: z.boolean() }),
  price: moneySchema,
});
export type WebsiteProductPriceDto = z.infer<typeof websiteProductPriceSchema>;

export const productCategoryRefSchema = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  url: z.string(),
});

/**
 * A product as the API sends it (SPEC.md section 3, API.md). `websiteProductPrices` holds only the
 * default group's price and the requester's own; `wholesalePrice` is present only for a non-default group.
 */
export const productSchema = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  sku: z.string(),
  description: z.string(),
  images: z.array(imageSchema),
  dimensions: z.object({ width: dimensionSchema, depth: dimensionSchema, height: dimensionSchema }),
  productAttributes: z.array(productAttributeSchema),
  stock: z.number().int().nonnegative(),
  minimumQuantity: z.number().int().positive(),
  mrp: moneySchema,
  sellingPrice: moneySchema,
  wholesalePrice: moneySchema.optional(),
  taxRate: z.number().min(0).max(100),
  hsnCode: z.string(),
  websites: z.array(z.object({ slug: z.string() })),
  websiteProductPrices: z.array(websiteProductPriceSchema),
  categories: z.array(productCategoryRefSchema),
  /**
   * The requester's group's quantity breaks (a visitor: the default group's), each price already held at
   * the shop's wholesale floor; the break a line's quantity reaches sets its unit price.
   */
  volumePrices: z
    .array(
      z.object({
        customerGroup: z.object({ id: z.number().int().positive(), isDefault: z.boolean() }),
        minQuantity: z.number().int().min(2),
        price: moneySchema,
      }),
    )
    .optional(),
});
export type ProductDto = z.infer<typeof productSchema>;

export const productListSchema = z.array(productSchema);

/** `GET /product`: one page of products and how many match in all. */
export const productPageSchema = z.object({
  items: z.array(productSchema),
  total: z.number().int().nonnegative(),
});
export type ProductPageDto = z.infer<typeof productPageSchema>;

export const checkFilterSchema = z.object({
  type: z.literal("check"),
  slug: z.string(),
  name: z.string(),
  items: z.array(z.object({ value: z.string(), count: z.number().int().nonnegative() })),
});
export type CheckFilterDto = z.infer<typeof checkFilterSchema>;

export const priceRangeFilterSchema = z.object({
  type: z.literal("range"),
  slug: z.literal("price"),
  min: moneySchema,
  max: moneySchema,
});
export type PriceRangeFilterDto = z.infer<typeof priceRangeFilterSchema>;

export const productFilterSchema = z.discriminatedUnion("type", [checkFilterSchema, priceRangeFilterSchema]);
export type ProductFilterDto = z.infer<typeof productFilterSchema>;

/** `GET /product/filters`: facets with counts for the current category and search. */
export const productFiltersSchema = z.object({ filters: z.array(productFilterSchema) });
export type ProductFiltersDto = z.infer<typeof productFiltersSchema>;
