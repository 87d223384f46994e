"use client";

import { useRef, useState } from "react";
import { clientApi } from "@/lib/api/client";
import type { Product } from "@/lib/api/types";
import { categoryTitle } from "@/lib/i18n";
import { useI18n } from "@/lib/store";
import type { MenuCategory } from "@/modules/layout/links";
import { ProductGrid } from "@/modules/product/product-card";

/**
 * Random products per category (GET /product/random): the first category comes rendered by the server,
 * the others are fetched when their tab is chosen and kept for the visit.
 */
export function CategoryProducts({
  categories,
  initial,
}: {
  categories: MenuCategory[];
  initial: { categoryId: number; products: Product[] } | null;
}) {
  const { t } = useI18n();
  const [selected, setSelected] = useState(initial?.categoryId ?? categories[0]?.id ?? 0);
  const [loaded, setLoaded] = useState<Record<number, Product[]>>(
    initial ? { [initial.categoryId]: initial.products } : {},
  );
  const [failed, setFailed] = useState(false);
  const requestRef = useRef(0);

  const choose = (categoryId: number) => {
    setSelected(categoryId);
    setFailed(false);
    if (loaded[categoryId]) return;
    const request = ++requestRef.current;
    clientApi
      .randomProducts(categoryId)
      .then((products) => {
        setLoaded((was) => ({ ...was, [categoryId]: products }));
      })
      .catch(() => {
        if (request === requestRef.current) setFailed(true);
      });
  };

  const products = loaded[selected];
  const current = categories.find((category) => category.id === selected);
  return (
    <section className="section container" aria-labelledby="category-products-title">
      <div className="section-head">
        <h2 className="section-title" id="category-products-title">
          {current ? t("home.bestOf", { category: categoryTitle(t, current) }) : t("home.shopByCategory")}
        </h2>
      </div>
      <div className="tabs" role="tablist" aria-label={t("header.categories")}>
        {categories.map((category) => (
          <button
            key={category.id}
            type="button"
            role="tab"
            className="tab"
            aria-selected={category.id === selected}
            onClick={() => choose(category.id)}
          >
            {categoryTitle(t, category)}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-busy={!products && !failed} data-testid="category-products">
        {failed ? (
          <p className="notice">{t("home.unavailable")}</p>
        ) : products ? (
          products.length > 0 ? (
            <ProductGrid products={products} />
          ) : (
            <p className="notice">{t("home.noProducts")}</p>
          )
        ) : (
          <div className="grid-placeholder" />
        )}
      </div>
    </section>
  );
}
