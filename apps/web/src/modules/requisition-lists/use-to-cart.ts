"use client";

import type { QuickOrderResolvedLine } from "@roshni/core";
import { useState } from "react";
import { useCart } from "@/lib/store";
import { type CartPlan, cartPlan } from "./to-cart";

/** Puts the lines the server judged into the cart; keeps what was refused to show it line by line. */
export function useToCart() {
  const cart = useCart();
  const [result, setResult] = useState<{ added: number; refused: CartPlan["refused"] } | null>(null);
  const put = (lines: readonly QuickOrderResolvedLine[]) => {
    const plan = cartPlan(lines);
    if (plan.add.length > 0) cart.addLines(plan.add);
    setResult({ added: plan.add.length, refused: plan.refused });
  };
  return { put, result, clear: () => setResult(null) };
}
