import { z } from "zod";

/** 'percent' of the amount, or an 'absolute' amount in rupees. */
export const couponDiscountTypeSchema = z.enum(["percent", "absolute"]);
export type CouponDiscountTypeDto = z.infer<typeof couponDiscountTypeSchema>;

/**
 * A coupon code as buyers type it: trimmed and upper-cased, so 'diwali10' and 'DIWALI10' are one code.
 * Letters, digits, '-' and '_' only, which also keeps it safe inside a URL path.
 */
export const couponCodeSchema = z
  .string({ error: "Enter a coupon code." })
  .trim()
  .min(1, { error: "Enter a coupon code." })
  .max(40, { error: "Coupon codes have at most 40 characters." })
  .regex(/^[A-Za-z0-9_-]+$/, { error: "Coupon codes have only letters, digits, '-' and '_'." })
  .transform((code) => code.toUpperCase());

/** `GET /coupons/{code}` and `GET /coupons/auth/{code}` path parameters. */
export const couponParamsSchema = z.object({ code: couponCodeSchema });
export type CouponParamsInput = z.infer<typeof couponParamsSchema>;

/**
 * The terms of a coupon. The subtotal discount applies only as a percent (PRICING.md); packing and
 * transport discounts are a percent of the fee or an amount capped at the fee.
 */
export const couponSchema = z.object({
  code: z.string(),
  subtotalType: couponDiscountTypeSchema,
  subtotalDiscount: z.number().nonnegative(),
  packingType: couponDiscountTypeSchema,
  packingDiscount: z.number().nonnegative(),
  transportType: couponDiscountTypeSchema,
  transportDiscount: z.number().nonnegative(),
});
export type CouponDto = z.infer<typeof couponSchema>;
