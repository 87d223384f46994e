import type { ProductDto as Product, QuickOrderResolvedLine } from "@roshni/core";

export interface CartPlan {
  add: { product: Product; quantity: number }[];
  /** The lines the cart refuses, each with the server's sentence saying why. */
  refused: { sku: string; message: string }[];
}

/** Splits lines judged by the server into what goes into the cart and what is refused, with why. */
export function cartPlan(lines: readonly QuickOrderResolvedLine[]): CartPlan {
  const plan: CartPlan = { add: [], refused: [] };
  for (const line of lines) {
    if (line.status === "ok" && line.product)
      plan.add.push({ product: line.product, quantity: line.quantity });
    else plan.refused.push({ sku: line.sku ?? String(line.productId ?? ""), message: line.message ?? "" });
  }
  return plan;
}
