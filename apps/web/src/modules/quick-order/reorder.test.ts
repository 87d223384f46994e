import type { QuickOrderResolvedLine } from "@roshni/core";
import { describe, expect, it } from "vitest";
import type { Product } from "@/lib/api/types";
import { reorderPlan } from "./reorder";

function product(id: number, sellingPrice: number, stock: number, minimumQuantity: number): Product {
  return {
    id,
    title: `Lamp ${id}`,
    sku: `RL-${id}`,
    description: "",
    images: [],
    dimensions: {},
    productAttributes: [],
    stock,
    minimumQuantity,
    mrp: sellingPrice * 2,
    sellingPrice,
    taxRate: 18,
    hsnCode: "9405",
    websites: [{ slug: `rl-${id}` }],
    websiteProductPrices: [],
    categories: [],
  } as unknown as Product;
}

const ok = (p: Product, quantity: number, status: QuickOrderResolvedLine["status"] = "ok") => ({
  sku: p.sku,
  productId: p.id,
  quantity,
  status,
  product: p,
  message: null,
});

describe("reorderPlan", () => {
  it("adds the lines the cart takes and notes every change since the order", () => {
    const same = product(1, 100, 50, 1);
    const dearer = product(2, 120, 50, 1);
    const short = product(3, 200, 2, 1);
    const empty = product(4, 300, 0, 10);
    const past = [
      { productId: 1, title: "Lamp 1", sku: "RL-1", quantity: 2, price: 100 },
      { productId: 2, title: "Lamp 2", sku: "RL-2", quantity: 2, price: 110 },
      { productId: 3, title: "Lamp 3", sku: "RL-3", quantity: 5, price: 200 },
      { productId: 4, title: "Lamp 4", sku: "RL-4", quantity: 3, price: 300 },
      { productId: 5, title: "Old lamp", sku: "RL-5", quantity: 1, price: 50 },
    ];
    const plan = reorderPlan(
      past,
      [
        ok(same, 2),
        ok(dearer, 2),
        ok(short, 5),
        { ...ok(empty, 3), status: "not-orderable" },
        { sku: "RL-5", productId: 5, quantity: 1, status: "hidden", product: null, message: "x" },
      ],
      null,
    );
    expect(plan.add.map((line) => [line.product.id, line.quantity])).toEqual([
      [1, 2],
      [2, 2],
      [3, 5],
    ]);
    expect(plan.notes).toEqual([
      { kind: "price", title: "Lamp 2", was: 11000, now: 12000 },
      { kind: "partlyMadeToOrder", title: "Lamp 3", quantity: 5, stock: 2 },
      { kind: "notOrderable", title: "Lamp 4", quantity: 3, stock: 0, moq: 10 },
      { kind: "hidden", title: "Old lamp" },
    ]);
  });
});
