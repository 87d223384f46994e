import { z } from "zod";
import {
  GST_RATES,
  productPriceProblems,
  SLUG_PATTERN,
  STOCK_STATES,
  TURNOVER_BANDS,
} from "../../catalogue/product-rules";
import { toPaise } from "../../money";
import { adminListQueryShape, keysetPageSchema, queryFlagSchema } from "../admin/common";
import {
  idParamValueSchema,
  idSchema,
  imageSchema,
  moneySchema,
  productPriceSchema,
  strictBody,
} from "../common";
import { dimensionUnitSchema } from "../product";
import { plainText } from "../text";

/** The most pieces a product can hold in stock (fits PostgreSQL's integer with room to spare). */
export const STOCK_MAX = 10_000_000;
export const stockFieldSchema = z
  .number({ error: "Enter the stock as a whole number of pieces." })
  .int({ error: "Enter the stock as a whole number of pieces." })
  .min(0, { error: "Stock cannot be negative." })
  .max(STOCK_MAX, { error: "Stock is at most 1,00,00,000 pieces." });

export const moqFieldSchema = z
  .number({ error: "Enter the minimum order quantity as a whole number." })
  .int({ error: "Enter the minimum order quantity as a whole number." })
  .min(1, { error: "The minimum order quantity is at least 1." })
  .max(100_000, { error: "The minimum order quantity is at most 1,00,000." });

const TAX_RATE_MESSAGE = `Choose a GST rate: ${GST_RATES.join(", ")} %.`;
export const taxRateFieldSchema = z
  .number({ error: TAX_RATE_MESSAGE })
  .refine((rate) => (GST_RATES as readonly number[]).includes(rate), { error: TAX_RATE_MESSAGE });

/** Digits only, 4, 6 or 8 of them; the shop's turnover band decides the least (checked by the API). */
export const hsnFieldSchema = z
  .string({ error: "Enter the HSN code." })
  .trim()
  .regex(/^(\d{4}|\d{6}|\d{8})$/, { error: "Enter the HSN code as 4, 6 or 8 digits." });

export const skuFieldSchema = z
  .string({ error: "Enter the SKU." })
  .trim()
  .min(1, { error: "Enter the SKU." })
  .max(64, { error: "Use at most 64 characters for the SKU." })
  .regex(/^[A-Za-z0-9][A-Za-z0-9._\-/]*$/, {
    error: "The SKU has letters, digits, '.', '-', '_' and '/' only, starting with a letter or digit.",
  });

export const slugFieldSchema = z
  .string({ error: "Enter the product's address (slug)." })
  .trim()
  .toLowerCase()
  .min(1, { error: "Enter the product's address (slug)." })
  .max(160, { error: "Use at most 160 characters for the address." })
  .regex(SLUG_PATTERN, { error: "Use lower-case letters, digits and single hyphens in the address." });

const dimensionInputSchema = z.object({
  value: z
    .number({ error: "Enter a size." })
    .min(0, { error: "A size cannot be negative." })
    .max(100_000, { error: "A size is at most 1,00,000." }),
  unit: dimensionUnitSchema,
});

/**
 * The 8 attributes by identifier: text and single selects as a string, multi selects as a list of
 * strings (each value once). An empty string or list removes the attribute from the product.
 */
export const attributeValuesInputSchema = z.record(
  z.string().regex(/^[a-z_]{1,40}$/, { error: "Unknown attribute." }),
  z.union([
    plainText().trim().max(200, { error: "Use at most 200 characters." }),
    z
      .array(plainText().trim().min(1).max(100, { error: "Use at most 100 characters per value." }))
      .max(20, { error: "Choose at most 20 values." }),
  ]),
);
export type AttributeValuesInput = z.infer<typeof attributeValuesInputSchema>;

export const groupPriceInputSchema = z.object({
  customerGroupId: idSchema,
  price: productPriceSchema("group price"),
});

const productFields = {
  title: plainText({ error: "Enter the product's title." })
    .trim()
    .min(1, { error: "Enter the product's title." })
    .max(200, { error: "Use at most 200 characters for the title." }),
  sku: skuFieldSchema,
  description: plainText({ multiline: true }).max(20_000, {
    error: "Use at most 20,000 characters for the description.",
  }),
  dimensions: z.object({
    width: dimensionInputSchema,
    depth: dimensionInputSchema,
    height: dimensionInputSchema,
  }),
  // An MRP of 0 is "Enter the MRP." (the other prices may be 0: not set).
  mrp: productPriceSchema("MRP").meta({ exclusiveMinimum: 0 }),
  sellingPrice: productPriceSchema("selling price"),
  wholesalePrice: productPriceSchema("wholesale price"),
  /** One price per customer group that has its own; a group left out has none. */
  groupPrices: z.array(groupPriceInputSchema).max(50),
  stock: stockFieldSchema,
  minimumQuantity: moqFieldSchema,
  taxRate: taxRateFieldSchema,
  hsnCode: hsnFieldSchema,
  attributes: attributeValuesInputSchema,
  categoryIds: z.array(idSchema).max(20, { error: "Choose at most 20 categories." }),
  slug: slugFieldSchema,
  visible: z.boolean({ error: "Say whether the product is shown on the website." }),
};

type PriceShape = {
  mrp?: number;
  sellingPrice?: number;
  wholesalePrice?: number;
  groupPrices?: { price: number }[];
};

/** Adds the price rule's problems (mrp ≥ selling ≥ wholesale) as per-field issues. */
function checkPrices(value: PriceShape, ctx: z.RefinementCtx): void {
  if (value.mrp === undefined || value.sellingPrice === undefined || value.wholesalePrice === undefined)
    return;
  const problems = productPriceProblems({
    mrp: toPaise(value.mrp),
    sellingPrice: toPaise(value.sellingPrice),
    wholesalePrice: toPaise(value.wholesalePrice),
    groupPrices: value.groupPrices?.map((group) => ({ price: toPaise(group.price) })),
  });
  for (const [path, message] of Object.entries(problems)) {
    ctx.addIssue({
      code: "custom",
      path: path.split(".").map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
      message,
    });
  }
}

function checkUniqueGroups(
  value: { groupPrices?: { customerGroupId: number }[] },
  ctx: z.RefinementCtx,
): void {
  const seen = new Set<number>();
  value.groupPrices?.forEach((group, index) => {
    if (seen.has(group.customerGroupId)) {
      ctx.addIssue({
        code: "custom",
        path: ["groupPrices", index, "customerGroupId"],
        message: "This group already has a price.",
      });
    }
    seen.add(group.customerGroupId);
  });
}

/** `POST /v1/admin/products`: a whole product. */
/** The rules across fields, which JSON Schema cannot say, in the document's words. */
const PRODUCT_RULES_IN_WORDS =
  "Prices: MRP ≥ selling price ≥ wholesale price, where 0 means not set and the next one up stands in; " +
  "a group price at most the MRP; each customer group at most once.";

export const adminProductCreateSchema = strictBody(productFields)
  .superRefine((value, ctx) => {
    checkPrices(value, ctx);
    checkUniqueGroups(value, ctx);
  })
  .meta({ description: PRODUCT_RULES_IN_WORDS });
export type AdminProductCreateInput = z.infer<typeof adminProductCreateSchema>;

/**
 * `PATCH /v1/admin/products/{id}`: any of the fields; the API checks the price rule on the product as
 * it will be (the stored prices with these changes).
 */
export const adminProductPatchSchema = strictBody(productFields)
  .partial()
  .superRefine((value, ctx) => {
    checkPrices(value, ctx);
    checkUniqueGroups(value, ctx);
  })
  .meta({ description: PRODUCT_RULES_IN_WORDS });
export type AdminProductPatchInput = z.infer<typeof adminProductPatchSchema>;

export const stockStateSchema = z.enum(STOCK_STATES, { error: "Choose out, low or in." });
export const ADMIN_PRODUCT_SORTS = [
  "updated_desc",
  "title_asc",
  "sku_asc",
  "stock_asc",
  "price_asc",
  "price_desc",
] as const;
export type AdminProductSort = (typeof ADMIN_PRODUCT_SORTS)[number];

/**
 * `GET /v1/admin/products` (and its export): `search` matches title or SKU; filters by category, brand,
 * stock state and visibility; keyset paging over the chosen sort.
 */
export const adminProductListQuerySchema = z.object({
  ...adminListQueryShape,
  categoryId: idParamValueSchema.optional(),
  brand: plainText().trim().max(100).optional(),
  stock: stockStateSchema.optional(),
  visible: queryFlagSchema.optional(),
  sort: z.enum(ADMIN_PRODUCT_SORTS, { error: "Choose a sort of the list." }).default("updated_desc"),
});
export type AdminProductListQuery = z.infer<typeof adminProductListQuerySchema>;

export const adminProductListItemSchema = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  sku: z.string(),
  slug: z.string(),
  brand: z.string().nullable(),
  image: imageSchema.nullable(),
  mrp: moneySchema,
  sellingPrice: moneySchema,
  wholesalePrice: moneySchema,
  stock: z.number().int(),
  minimumQuantity: z.number().int(),
  stockState: stockStateSchema,
  visible: z.boolean(),
  updatedAt: z.iso.datetime({ offset: true }),
  /** The product's GST rate differs from the owner's rate for its HSN today: the sentence saying so. */
  taxRateWarning: z.string().nullable(),
});
export type AdminProductListItemDto = z.infer<typeof adminProductListItemSchema>;

export const adminProductPageSchema = keysetPageSchema(adminProductListItemSchema);
export type AdminProductPageDto = z.infer<typeof adminProductPageSchema>;

export const adminAttributeSchema = z.object({
  identifier: z.string(),
  name: z.string(),
  type: z.enum(["text", "select", "multi select"]),
  /** Values already used in the catalogue, for the pickers. */
  values: z.array(z.string()),
});
export type AdminAttributeDto = z.infer<typeof adminAttributeSchema>;

/** `GET /v1/admin/products/{id}`: everything the edit form shows. */
export const adminProductSchema = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  sku: z.string(),
  description: z.string(),
  dimensions: z.object({
    width: z.object({ value: z.number(), unit: dimensionUnitSchema }),
    depth: z.object({ value: z.number(), unit: dimensionUnitSchema }),
    height: z.object({ value: z.number(), unit: dimensionUnitSchema }),
  }),
  mrp: moneySchema,
  sellingPrice: moneySchema,
  wholesalePrice: moneySchema,
  groupPrices: z.array(z.object({ customerGroupId: z.number().int().positive(), price: moneySchema })),
  stock: z.number().int(),
  minimumQuantity: z.number().int(),
  taxRate: z.number(),
  hsnCode: z.string(),
  attributes: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
  categoryIds: z.array(z.number().int().positive()),
  slug: z.string(),
  visible: z.boolean(),
  images: z.array(imageSchema.extend({ id: z.number().int().positive(), listPath: z.string() })),
  updatedAt: z.iso.datetime({ offset: true }),
  /** The product's GST rate differs from the owner's rate for its HSN today: the sentence saying so. */
  taxRateWarning: z.string().nullable(),
});
export type AdminProductDto = z.infer<typeof adminProductSchema>;

/** What the edit form's pickers offer: attributes with their used values, categories, groups, the HSN digits. */
export const adminProductOptionsSchema = z.object({
  attributes: z.array(adminAttributeSchema),
  categories: z.array(z.object({ id: z.number().int().positive(), title: z.string() })),
  customerGroups: z.array(
    z.object({ id: z.number().int().positive(), name: z.string(), isDefault: z.boolean() }),
  ),
  hsnDigits: z.union([z.literal(4), z.literal(6)]),
  turnoverBand: z.enum(TURNOVER_BANDS),
  taxRates: z.array(z.number()),
});
export type AdminProductOptionsDto = z.infer<typeof adminProductOptionsSchema>;

/** `PUT /v1/admin/products/{id}/images/order`: the product's image ids in their new order. */
export const adminImageOrderSchema = strictBody({
  imageIds: z.array(idSchema).min(1, { error: "Give the images in their order." }).max(50),
});
export type AdminImageOrderInput = z.infer<typeof adminImageOrderSchema>;

/** One row of the quick stock-and-price grid; the fields left out stay as they are. */
export const quickEditRowSchema = z
  .object({
    id: idSchema,
    stock: stockFieldSchema.optional(),
    mrp: productPriceSchema("MRP").meta({ exclusiveMinimum: 0 }).optional(),
    sellingPrice: productPriceSchema("selling price").optional(),
    wholesalePrice: productPriceSchema("wholesale price").optional(),
  })
  .strict();

/** `PATCH /v1/admin/products`: many rows at once, all saved or none. */
export const adminQuickEditSchema = strictBody({
  rows: z
    .array(quickEditRowSchema)
    .min(1, { error: "Change at least one row." })
    .max(500, { error: "Save at most 500 rows at once." }),
});
export type AdminQuickEditInput = z.infer<typeof adminQuickEditSchema>;

export const adminQuickEditResultSchema = z.object({ updated: z.number().int().nonnegative() });
