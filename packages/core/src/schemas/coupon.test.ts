import { describe, expect, it } from "vitest";
import { couponParamsSchema, couponSchema } from "./coupon";

describe("coupons", () => {
  it("a code is trimmed and upper-cased so buyers may type it in any case", () => {
    expect(couponParamsSchema.parse({ code: " diwali-10 " })).toEqual({ code: "DIWALI-10" });
  });

  it("a code has only letters, digits, '-' and '_' and at most 40 characters", () => {
    const message = (code: string) => couponParamsSchema.safeParse({ code }).error?.issues[0]?.message;
    expect(message("")).toBe("Enter a coupon code.");
    expect(message("10% OFF")).toBe("Coupon codes have only letters, digits, '-' and '_'.");
    expect(message("A".repeat(41))).toBe("Coupon codes have at most 40 characters.");
  });

  it("the terms give each discount as a percent or an absolute amount", () => {
    const coupon = {
      code: "DIWALI10",
      subtotalType: "percent",
      subtotalDiscount: 10,
      packingType: "absolute",
      packingDiscount: 500,
      transportType: "percent",
      transportDiscount: 50,
    };
    expect(couponSchema.parse(coupon)).toEqual(coupon);
    expect(couponSchema.safeParse({ ...coupon, packingType: "flat" }).success).toBe(false);
    expect(couponSchema.safeParse({ ...coupon, transportDiscount: -5 }).success).toBe(false);
  });
});
