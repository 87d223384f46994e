import { z } from "zod";
import { adminListQueryShape, isoDateSchema, keysetPageSchema } from "../admin/common";
import { idSchema, moneySchema, PRICE_MAX_RUPEES, strictBody } from "../common";
import { couponCodeSchema, couponDiscountTypeSchema } from "../coupon";
import { plainText } from "../text";

const percentSchema = (what: string) =>
  z
    .number({ error: `Enter the ${what} discount.` })
    .min(0, { error: `The ${what} discount cannot be negative.` })
    .max(100, { error: `The ${what} discount is at most 100 %.` })
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, {
      error: "Percentages have at most 2 decimals.",
    })
    .meta({ multipleOf: 0.01 });

const limitSchema = (what: string) =>
  z
    .number({ error: `Enter the ${what} as a whole number.` })
    .int({ error: `Enter the ${what} as a whole number.` })
    .min(1, { error: `The ${what} is at least 1 (leave it empty for no limit).` })
    .max(10_000_000, { error: `The ${what} is at most 1,00,00,000.` })
    .nullable();

/**
 * A coupon as staff write it (SPEC.md's shape, PRICING.md): a percent off the subtotal; packing and
 * transport each a percent of the fee or an amount in rupees capped at the fee. Dates are days of the
 * shop's calendar (IST), `validTo` included. Limits null: unlimited. Restricted to the groups and buyers
 * listed; none listed: open to every buyer.
 */
const couponFields = {
  code: couponCodeSchema,
  description: plainText().trim().max(500, { error: "Use at most 500 characters." }),
  subtotalPercent: percentSchema("subtotal"),
  packingType: couponDiscountTypeSchema,
  // Rupees or a percentage (at most 100, which only the type says: the body's rule in words).
  packingDiscount: z
    .number({ error: "Enter the packing discount." })
    .min(0, { error: "The packing discount cannot be negative." })
    // As much as a product may cost: kept in paise, it fits the integer column.
    .max(PRICE_MAX_RUPEES, { error: "The packing discount is at most ₹1,00,00,000." })
    .meta({ multipleOf: 0.01 }),
  transportType: couponDiscountTypeSchema,
  transportDiscount: z
    .number({ error: "Enter the transport discount." })
    .min(0, { error: "The transport discount cannot be negative." })
    // As much as a product may cost: kept in paise, it fits the integer column.
    .max(PRICE_MAX_RUPEES, { error: "The transport discount is at most ₹1,00,00,000." })
    .meta({ multipleOf: 0.01 }),
  validFrom: isoDateSchema.nullable(),
  validTo: isoDateSchema.nullable(),
  usageLimit: limitSchema("total number of uses"),
  usagePerCustomer: limitSchema("number of uses per buyer"),
  active: z.boolean(),
  customerGroupIds: z.array(idSchema).max(50),
  customerIds: z.array(idSchema).max(500, { error: "Name at most 500 buyers." }),
};

type CouponShape = Partial<{
  packingType: "percent" | "absolute";
  packingDiscount: number;
  transportType: "percent" | "absolute";
  transportDiscount: number;
  validFrom: string | null;
  validTo: string | null;
  subtotalPercent: number;
}>;

function checkCoupon(value: CouponShape, ctx: z.RefinementCtx): void {
  for (const part of ["packing", "transport"] as const) {
    const type = value[`${part}Type`];
    const amount = value[`${part}Discount`];
    if (type === undefined || amount === undefined) continue;
    if (type === "percent" && amount > 100) {
      ctx.addIssue({
        code: "custom",
        path: [`${part}Discount`],
        message: `The ${part} discount is at most 100 %.`,
      });
    }
    if (!moneySchema.safeParse(amount).success) {
      ctx.addIssue({ code: "custom", path: [`${part}Discount`], message: "Use at most 2 decimals." });
    }
  }
  if (value.validFrom && value.validTo && value.validTo < value.validFrom) {
    ctx.addIssue({
      code: "custom",
      path: ["validTo"],
      message: "The last day cannot be before the first day.",
    });
  }
  if (value.subtotalPercent === 0 && value.packingDiscount === 0 && value.transportDiscount === 0) {
    ctx.addIssue({
      code: "custom",
      path: ["subtotalPercent"],
      message: "Give the coupon at least one discount.",
    });
  }
}

/** The rules across fields, which JSON Schema cannot say, in the document's words. */
const COUPON_RULES_IN_WORDS =
  "At least one of subtotalPercent, packingDiscount, transportDiscount above 0; a packing or transport " +
  "discount of type percent at most 100; validTo not before validFrom.";

export const adminCouponCreateSchema = strictBody(couponFields)
  .superRefine(checkCoupon)
  .meta({ description: COUPON_RULES_IN_WORDS });
export type AdminCouponCreateInput = z.infer<typeof adminCouponCreateSchema>;

export const adminCouponPatchSchema = strictBody(couponFields)
  .partial()
  .superRefine(checkCoupon)
  .meta({ description: COUPON_RULES_IN_WORDS });
export type AdminCouponPatchInput = z.infer<typeof adminCouponPatchSchema>;

export const adminCouponListQuerySchema = z.object({
  ...adminListQueryShape,
  active: z.enum(["true", "false"]).optional(),
});
export type AdminCouponListQuery = z.infer<typeof adminCouponListQuerySchema>;

/** A buyer a coupon is limited to, as the coupon form's chips name them. */
export const couponBuyerSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  companyName: z.string().nullable(),
  email: z.string(),
});
export type CouponBuyerDto = z.infer<typeof couponBuyerSchema>;

export const adminCouponSchema = z.object({
  id: z.number().int().positive(),
  code: z.string(),
  description: z.string(),
  subtotalPercent: z.number(),
  packingType: couponDiscountTypeSchema,
  packingDiscount: z.number(),
  transportType: couponDiscountTypeSchema,
  transportDiscount: z.number(),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  usageLimit: z.number().int().nullable(),
  usagePerCustomer: z.number().int().nullable(),
  active: z.boolean(),
  customerGroupIds: z.array(z.number().int().positive()),
  customerIds: z.array(z.number().int().positive()),
  /** The buyers of `customerIds`, named. */
  customers: z.array(couponBuyerSchema),
  /** Orders that used it (a cancelled order's use is released). */
  uses: z.number().int().nonnegative(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type AdminCouponDto = z.infer<typeof adminCouponSchema>;

export const adminCouponPageSchema = keysetPageSchema(adminCouponSchema);
export type AdminCouponPageDto = z.infer<typeof adminCouponPageSchema>;
