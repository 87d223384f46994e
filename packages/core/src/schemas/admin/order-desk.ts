import { z } from "zod";
import { addressBodySchema } from "../address";
import {
  emailSchema,
  idSchema,
  moneySchema,
  optionalGstinSchema,
  optionalText,
  phoneSchema,
  quantitySchema,
  requiredText,
  strictBody,
} from "../common";
import { couponCodeSchema } from "../coupon";
import { legalNameSchema } from "../customer";
import { placeOfSupplySchema, totalsLineSchema } from "../order";
import { plainText } from "../text";
import { staffRefSchema } from "./common";

const ORDER_DESK_LINES_MAX = 500;

/**
 * A line of an order entered by staff. `price` (rupees) is another unit price than the buyer's group
 * price: applied when a manager or the owner sends it, kept as a proposal when a sales person does.
 * Either way it needs `priceReason`. Every other amount is the server's.
 */
const linePriceSchema = moneySchema
  .refine((value) => value > 0 && value <= 10_000_000, {
    error: "A unit price is more than ₹0 and at most ₹1,00,00,000.",
  })
  .meta({ exclusiveMinimum: 0, maximum: 10_000_000 });

export const adminOrderLineSchema = z.union([
  strictBody({ productId: idSchema, quantity: quantitySchema }),
  // Another price always comes with its reason.
  strictBody({
    productId: idSchema,
    quantity: quantitySchema,
    price: linePriceSchema,
    priceReason: requiredText(
      "Say why this line has another price than the buyer's group price.",
      200,
      "The reason has at most 200 characters.",
    ),
  }),
]);
/** A line as read: the price and its reason come together or not at all. */
export type AdminOrderLineInput = {
  productId: number;
  quantity: number;
  price?: number;
  priceReason?: string | null;
};

const deskNoteSchema = plainText({ error: "Write the note as text.", multiline: true })
  .trim()
  .max(500, { error: "The note has at most 500 characters." })
  .optional()
  .transform((note) => (note ? note : undefined));

const deskShape = {
  customerId: z
    .number({ error: "Choose the buyer." })
    .int({ error: "Choose the buyer." })
    .positive({ error: "Choose the buyer." })
    .max(2_147_483_647, { error: "Choose the buyer." }),
  items: z
    .array(adminOrderLineSchema, { error: "Send the lines as a list." })
    .max(ORDER_DESK_LINES_MAX, { error: `An order holds at most ${ORDER_DESK_LINES_MAX} lines.` }),
  addressId: idSchema.optional(),
  toPayShipping: z.boolean({ error: "Choose whether shipping is paid on delivery." }),
  couponCode: couponCodeSchema.optional(),
  note: deskNoteSchema,
};

type DeskShape = { items: AdminOrderLineInput[] };

/** A price other than the group's is always explained. */
function checkLinePrices(value: DeskShape, ctx: z.RefinementCtx): void {
  value.items.forEach((item, index) => {
    if (item.price !== undefined && !item.priceReason) {
      ctx.addIssue({
        code: "custom",
        path: ["items", index, "priceReason"],
        message: "Say why this line has another price than the buyer's group price.",
      });
    }
  });
}

/** What a draft keeps: the form as it was, possibly without lines or address yet. */
export const adminOrderDraftBodySchema = strictBody(deskShape).superRefine(checkLinePrices);
export type AdminOrderDraftBody = z.infer<typeof adminOrderDraftBodySchema>;

/**
 * `POST /v1/admin/orders`: an order entered for a buyer (header Idempotency-Key), or with `draft: true`
 * a draft saved for later (no key needed, no stock held). `draftId`: the draft this order finishes; it
 * is deleted with the order's placing.
 */
export const adminOrderCreateBodySchema = z
  .union([
    // An order: at least one line and the delivery address (the document says so, not only the check).
    strictBody({
      ...deskShape,
      items: deskShape.items.min(1, { error: "Add a line before placing the order." }),
      addressId: z
        .number({ error: "Choose a delivery address." })
        .int({ error: "Choose a delivery address." })
        .positive({ error: "Choose a delivery address." })
        .max(2_147_483_647, { error: "Choose a delivery address." }),
      draft: z.literal(false, { error: "Say whether this is a draft." }).optional(),
      draftId: idSchema.optional(),
    }),
    // A draft: the form as it is.
    strictBody({
      ...deskShape,
      draft: z.literal(true, { error: "Say whether this is a draft." }),
      draftId: idSchema.optional(),
    }),
  ])
  .superRefine(checkLinePrices);
export type AdminOrderCreateInput = z.infer<typeof adminOrderCreateBodySchema>;

/** `POST /v1/admin/orders/quote`: the lines as they are typed, priced for the buyer. */
export const adminOrderQuoteBodySchema = strictBody(deskShape).superRefine(checkLinePrices);
export type AdminOrderQuoteInput = z.infer<typeof adminOrderQuoteBodySchema>;

export const adminOrderQuoteLineSchema = z.object({
  productId: z.number().int().positive(),
  sku: z.string(),
  title: z.string(),
  quantity: z.number().int().positive(),
  /** The buyer's group price. */
  groupPrice: moneySchema,
  /** The unit price charged: the group price, or the override when the caller may set one. */
  price: moneySchema,
  /** An override the caller sent but may not apply (a sales person's proposal). */
  proposedPrice: moneySchema.nullable(),
  minimumQuantity: z.number().int().nonnegative(),
  stock: z.number().int(),
  fromStock: z.number().int().nonnegative(),
  madeToOrder: z.number().int().nonnegative(),
  taxRate: z.number(),
  tax: moneySchema,
  total: moneySchema,
  /** Why this quantity cannot be ordered (below the MOQ beyond the stock); null when it can. */
  problem: z.string().nullable(),
});
export type AdminOrderQuoteLineDto = z.infer<typeof adminOrderQuoteLineSchema>;

export const adminOrderQuoteSchema = z.object({
  items: z.array(adminOrderQuoteLineSchema),
  subtotal: moneySchema,
  totals: z.array(totalsLineSchema),
  total: moneySchema,
  quantity: z.number().int().nonnegative(),
  /** Whether the caller's overrides are applied (manager, owner) or only proposed (sales). */
  mayOverridePrices: z.boolean(),
  placeOfSupply: placeOfSupplySchema.optional(),
  /** The coupon's refusal, when a code was given that does not apply; the totals are then without it. */
  couponProblem: z.string().nullable(),
});
export type AdminOrderQuoteDto = z.infer<typeof adminOrderQuoteSchema>;

const draftBuyerSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  companyName: z.string().nullable(),
  phone: z.string(),
});

/** A saved draft. */
export const adminOrderDraftSchema = z.object({
  id: z.number().int().positive(),
  draft: z.literal(true),
  buyer: draftBuyerSchema,
  body: z.object({
    customerId: z.number().int().positive(),
    items: z.array(
      z.object({
        productId: z.number().int().positive(),
        quantity: z.number().int().positive(),
        price: moneySchema.optional(),
        priceReason: z.string().nullable().optional(),
      }),
    ),
    addressId: z.number().int().positive().optional(),
    toPayShipping: z.boolean(),
    couponCode: z.string().optional(),
    note: z.string().optional(),
  }),
  savedBy: staffRefSchema,
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
  /** After this moment the draft is gone (shop setting `draftExpiryDays` after its last save). */
  expiresAt: z.iso.datetime({ offset: true }),
});
export type AdminOrderDraftDto = z.infer<typeof adminOrderDraftSchema>;

export const adminOrderDraftListSchema = z.object({
  items: z.array(
    adminOrderDraftSchema.omit({ body: true }).extend({ lines: z.number().int().nonnegative() }),
  ),
});
export type AdminOrderDraftListDto = z.infer<typeof adminOrderDraftListSchema>;

/**
 * `POST /v1/admin/customers`: a buyer added on the spot while taking their order. No password: the
 * buyer gets a mail with a link to choose one. The address becomes their default delivery address.
 */
export const adminBuyerCreateBodySchema = strictBody({
  name: requiredText("Enter the buyer's name.", 100, "The name has at most 100 characters."),
  email: emailSchema,
  phone: phoneSchema,
  companyName: optionalText(150, "The firm name has at most 150 characters."),
  gstin: optionalGstinSchema,
  legalName: legalNameSchema,
  /** The price group; absent: the default group (the buyer page can regroup later). */
  customerGroupId: idSchema.optional(),
  address: addressBodySchema,
});
export type AdminBuyerCreateInput = z.infer<typeof adminBuyerCreateBodySchema>;

/** `POST /v1/admin/customers/{id}/addresses`: a new delivery address for the buyer. */
export const adminBuyerAddressBodySchema = addressBodySchema;
