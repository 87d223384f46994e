import { describe, expect, it } from "vitest";
import { adminCouponCreateSchema } from "./coupons";
import { adminProductCreateSchema, adminProductPatchSchema, adminQuickEditSchema } from "./products";

const dimension = { value: 40, unit: "cm" as const };
const product = {
  title: "Crystal Chandelier",
  sku: "RL-CH-1",
  description: "",
  dimensions: { width: dimension, depth: dimension, height: dimension },
  mrp: 10000,
  sellingPrice: 9000,
  wholesalePrice: 7000,
  groupPrices: [],
  stock: 10,
  minimumQuantity: 2,
  taxRate: 18,
  hsnCode: "9405",
  attributes: { brand: "Deepam", finish: ["Gold", "Black"] },
  categoryIds: [1],
  slug: "crystal-chandelier-rl-ch-1",
  visible: true,
};

function fieldsOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]),
  );
}

describe("product form", () => {
  it("a whole, consistent product passes", () => {
    expect(adminProductCreateSchema.safeParse(product).success).toBe(true);
  });
  it("each broken rule is reported on its own field", () => {
    const result = adminProductCreateSchema.safeParse({
      ...product,
      sellingPrice: 11000,
      stock: -1,
      minimumQuantity: 0,
      taxRate: 15,
      hsnCode: "94051",
      slug: "Not A Slug",
    });
    expect(fieldsOf(result)).toEqual({
      sellingPrice: "The selling price cannot be above the MRP.",
      stock: "Stock cannot be negative.",
      minimumQuantity: "The minimum order quantity is at least 1.",
      taxRate: "Choose a GST rate: 0, 5, 12, 18, 28 %.",
      hsnCode: "Enter the HSN code as 4, 6 or 8 digits.",
      slug: "Use lower-case letters, digits and single hyphens in the address.",
    });
  });
  it("a group named twice and a group price above the MRP are refused", () => {
    const result = adminProductCreateSchema.safeParse({
      ...product,
      groupPrices: [
        { customerGroupId: 2, price: 8000 },
        { customerGroupId: 2, price: 10001 },
      ],
    });
    expect(fieldsOf(result)).toEqual({
      "groupPrices.1.price": "A group price cannot be above the MRP.",
      "groupPrices.1.customerGroupId": "This group already has a price.",
    });
  });
  it("a partial change passes; unknown fields are refused", () => {
    expect(adminProductPatchSchema.safeParse({ stock: 4 }).success).toBe(true);
    expect(fieldsOf(adminProductPatchSchema.safeParse({ price: 4 }))).toEqual({
      "": "This field is not accepted.",
    });
  });
  it("the quick grid refuses a negative price on its row", () => {
    expect(fieldsOf(adminQuickEditSchema.safeParse({ rows: [{ id: 1, mrp: -1 }] }))).toEqual({
      "rows.0.mrp": "The MRP cannot be negative.",
    });
  });
});

describe("coupon form", () => {
  const coupon = {
    code: "monsoon10",
    description: "",
    subtotalPercent: 10,
    packingType: "absolute" as const,
    packingDiscount: 500,
    transportType: "percent" as const,
    transportDiscount: 0,
    validFrom: "2026-07-01",
    validTo: "2026-07-31",
    usageLimit: 100,
    usagePerCustomer: 1,
    active: true,
    customerGroupIds: [],
    customerIds: [],
  };
  it("the spec's shape passes and the code is upper-cased", () => {
    const result = adminCouponCreateSchema.safeParse(coupon);
    expect(result.success && result.data.code).toBe("MONSOON10");
  });
  it("a percent above 100, dates the wrong way round and a zero limit are refused", () => {
    expect(
      fieldsOf(
        adminCouponCreateSchema.safeParse({
          ...coupon,
          transportDiscount: 120,
          validTo: "2026-06-30",
          usageLimit: 0,
        }),
      ),
    ).toEqual({
      transportDiscount: "The transport discount is at most 100 %.",
      validTo: "The last day cannot be before the first day.",
      usageLimit: "The total number of uses is at least 1 (leave it empty for no limit).",
    });
  });
  it("a coupon without any discount is refused", () => {
    expect(
      fieldsOf(adminCouponCreateSchema.safeParse({ ...coupon, subtotalPercent: 0, packingDiscount: 0 })),
    ).toEqual({ subtotalPercent: "Give the coupon at least one discount." });
  });
});
