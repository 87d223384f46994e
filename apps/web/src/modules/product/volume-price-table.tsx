"use client";

import type { Product } from "@/lib/api/types";
import { dictionaryTranslate, localeDirection } from "@/lib/i18n";
import { useCurrency, useI18n, useVolumeTiers } from "@/lib/store";
import styles from "./volume-price-table.module.css";

const messages = {
  en: {
    caption: "Volume prices (excl. GST)",
    pieces: "Pieces",
    each: "Price each",
    saving: "Saving",
    from: "{quantity}+",
    save: "save {percent} %",
  },
  ru: {
    caption: "Цены за объём (без GST)",
    pieces: "Штук",
    each: "Цена за шт.",
    saving: "Экономия",
    from: "от {quantity}",
    save: "экономия {percent} %",
  },
} as const;

/**
 * The product's quantity breaks for the buyer's group (a visitor: the default group's), "10+ ₹x, save
 * y %" against the price of one piece. Nothing is shown for a product without breaks.
 */
export function VolumePriceTable({ product }: { product: Product }) {
  const { locale } = useI18n();
  const { formatPaise } = useCurrency();
  const tiers = useVolumeTiers(product);
  if (tiers.length < 2) return null;
  const t = dictionaryTranslate(locale === "ru" ? messages.ru : messages.en, localeDirection(locale));
  return (
    <table className={styles.table} data-testid="volume-prices">
      <caption className={styles.caption}>{t("caption")}</caption>
      <thead>
        <tr>
          <th scope="col">{t("pieces")}</th>
          <th scope="col">{t("each")}</th>
          <th scope="col">{t("saving")}</th>
        </tr>
      </thead>
      <tbody>
        {tiers.map((tier) => (
          <tr key={tier.minQuantity} data-testid="volume-price-row">
            <th scope="row">{t("from", { quantity: tier.minQuantity })}</th>
            <td className={styles.num}>{formatPaise(tier.price)}</td>
            <td className={styles.save}>
              {tier.savingPercent > 0 ? t("save", { percent: tier.savingPercent }) : ""}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
