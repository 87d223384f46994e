"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { clientApi } from "@/lib/api/client";
import { ApiError } from "@/lib/api/errors";
import { useCart, useGroup } from "@/lib/store";
import { useModuleText } from "@/modules/cart/use-module-text";
import { type PastLine, REORDER_NOTES_KEY, reorderPlan } from "./reorder";
import { reorderMessages } from "./reorder-messages";

/**
 * "Order again": the order's lines go into the cart at today's prices and stock; what changed since is kept
 * for the cart page, which shows it before checkout.
 */
export function OrderAgainButton({
  number,
  items,
  className,
}: {
  number: string;
  items: readonly PastLine[];
  className?: string;
}) {
  const t = useModuleText(reorderMessages);
  const group = useGroup();
  const cart = useCart();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async () => {
    setBusy(true);
    setError(null);
    try {
      const answer = await clientApi.quickOrderResolve({
        lines: items.map((item) => ({ productId: item.productId, quantity: item.quantity })),
      });
      const plan = reorderPlan(items, answer.lines, group);
      try {
        window.sessionStorage.setItem(REORDER_NOTES_KEY, JSON.stringify({ number, notes: plan.notes }));
      } catch {
        // Storage refused (private mode): the cart still has the lines, only the notes are not shown.
      }
      cart.addLines(plan.add);
      router.push("/shop/cart");
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t("failed"));
      setBusy(false);
    }
  };

  return (
    <>
      <button
        type="button"
        className={className ?? "btn btn-outline"}
        disabled={busy || items.length === 0}
        onClick={() => void run()}
        aria-label={t("orderAgainLabel", { number })}
      >
        {t("orderAgain")}
      </button>
      {error ? (
        <span role="alert" className="text-danger">
          {error}
        </span>
      ) : null}
    </>
  );
}
