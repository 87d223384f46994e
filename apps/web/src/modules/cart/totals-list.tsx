"use client";

import { formatMoney, type Paise, type TotalsLineType } from "@roshni/core";
import { useCurrency, useI18n } from "@/lib/store";
import { totalsLineKey } from "@/modules/layout/cart-summary";
import styles from "./shop-pages.module.css";

export interface TotalsListProps {
  /** The lines' unit prices and quantities, so that a dollar subtotal is the sum of the dollar lines shown. */
  lines: readonly { price: Paise; quantity: number }[];
  subtotal: Paise;
  /** In PRICING.md order; discounts carry a negative price. */
  totals: readonly { type: TotalsLineType; price: Paise; rate?: number }[];
  total: Paise;
  /** Rupees whatever currency the shop is browsed in: the amounts an order is invoiced and paid in. */
  inRupees?: boolean;
}

const DISCOUNTS: ReadonlySet<TotalsLineType> = new Set(["discount", "packing-discount", "shipping-discount"]);

/** Subtotal, the cart's totals lines and the total, as the cart dropdown names them (total = subtotal + Σ lines). */
export function TotalsList({ lines, subtotal, totals, total, inRupees = false }: TotalsListProps) {
  const { t } = useI18n();
  const { formatTotals, currency, usdRate } = useCurrency();
  const amounts = inRupees
    ? {
        subtotal: formatMoney(subtotal),
        totals: totals.map((line) => formatMoney(line.price)),
        total: formatMoney(total),
      }
    : formatTotals({ lines, subtotal, totals, total });
  return (
    <dl className={styles.totals} data-testid="totals">
      <div className={styles.totalsRow}>
        <dt>{t("cart.subtotal")}</dt>
        <dd data-testid="totals-subtotal">{amounts.subtotal}</dd>
      </div>
      {totals.map((line, index) => (
        <div
          key={`${line.type}-${line.rate ?? ""}`}
          className={`${styles.totalsRow}${DISCOUNTS.has(line.type) ? ` ${styles.discount}` : ""}`}
          data-testid={`totals-${line.type}`}
        >
          <dt>{t(totalsLineKey(line.type), { rate: line.rate ?? "" })}</dt>
          <dd>{amounts.totals[index]}</dd>
        </div>
      ))}
      <div className={`${styles.totalsRow} ${styles.grand}`}>
        <dt>{t("cart.total")}</dt>
        <dd data-testid="totals-total">{amounts.total}</dd>
      </div>
      {currency === "USD" && usdRate && !inRupees ? (
        // Dollars are a guide: the buyer pays the rupee amount, so it is shown where the total is.
        <div className={styles.totalsRow} data-testid="totals-inr">
          <dt>{t("cart.payableInr")}</dt>
          <dd>{formatMoney(total)}</dd>
        </div>
      ) : null}
    </dl>
  );
}
