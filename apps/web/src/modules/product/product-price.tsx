"use client";

import type { Product } from "@/lib/api/types";
import { useCurrency, useI18n, useProductPrice } from "@/lib/store";

/** Group price 'excl. GST', the MRP struck through and the saving in percent when there is one. */
export function ProductPrice({
  product,
  showSavingAmount = false,
}: {
  product: Product;
  showSavingAmount?: boolean;
}) {
  const { t } = useI18n();
  const { formatPaise } = useCurrency();
  const { price, mrp, savings } = useProductPrice(product);
  return (
    <div className="price-block" data-testid="product-price">
      <span className="price">{formatPaise(price)}</span>
      <span className="price-note">{t("product.exclGst")}</span>
      {savings ? (
        <>
          <span className="price-mrp">
            <span className="visually-hidden">{t("product.mrp")} </span>
            {formatPaise(mrp)}
          </span>
          <span className="price-save">
            {showSavingAmount
              ? t("product.save", { amount: formatPaise(savings.amount), percent: savings.percent })
              : t("product.off", { percent: savings.percent })}
          </span>
        </>
      ) : null}
    </div>
  );
}
