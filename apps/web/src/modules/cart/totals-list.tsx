"use client";

import type { Paise, TotalsLineType } from "@roshni/core";
import { useCurrency, useI18n } from "@/lib/store";
import { totalsLineKey } from "@/modules/layout/cart-summary";
import styles from "./shop-pages.module.css";

export interface TotalsListProps {
  subtotal: Paise;
  /** In PRICING.md order; discounts carry a negative price. */
  totals: readonly { type: TotalsLineType; price: Paise; rate?: number }[];
  total: Paise;
}

const DISCOUNTS: ReadonlySet<TotalsLineType> = new Set(["discount", "packing-discount", "shipping-discount"]);

/** Subtotal, the cart's totals lines and the total, as the cart dropdown names them (total = subtotal + Σ lines). */
export function TotalsList({ subtotal, totals, total }: TotalsListProps) {
  const { t } = useI18n();
  const { formatPaise } = useCurrency();
  return (
    <dl className={styles.totals} data-testid="totals">
      <div className={styles.totalsRow}>
        <dt>{t("cart.subtotal")}</dt>
        <dd data-testid="totals-subtotal">{formatPaise(subtotal)}</dd>
      </div>
      {totals.map((line) => (
        <div
          key={`${line.type}-${line.rate ?? ""}`}
          className={`${styles.totalsRow}${DISCOUNTS.has(line.type) ? ` ${styles.discount}` : ""}`}
          data-testid={`totals-${line.type}`}
        >
          <dt>{t(totalsLineKey(line.type), { rate: line.rate ?? "" })}</dt>
          <dd>{formatPaise(line.price)}</dd>
        </div>
      ))}
      <div className={`${styles.totalsRow} ${styles.grand}`}>
        <dt>{t("cart.total")}</dt>
        <dd data-testid="totals-total">{formatPaise(total)}</dd>
      </div>
    </dl>
  );
}
