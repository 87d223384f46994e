"use client";

import { FEATURE_IDENTIFIERS } from "@roshni/core";
import type { ReactNode } from "react";
import type { ListItem } from "@/lib/store";
import { useCart, useCompare, useCurrency, useI18n } from "@/lib/store";
import { stockNoteText } from "@/modules/cart/line-notes";
import { cartMessages } from "@/modules/cart/messages";
import { SavedListGate } from "@/modules/cart/saved-list-gate";
import shared from "@/modules/cart/shop-pages.module.css";
import { useModuleText } from "@/modules/cart/use-module-text";
import { CartIcon, CloseIcon, CompareIcon } from "@/modules/layout/icons";
import { Link } from "@/modules/layout/link";
import { productHref } from "@/modules/layout/links";
import { attributeValue } from "@/modules/product/attribute-text";
import { ProductImage } from "@/modules/product/product-image";
import { ProductPrice } from "@/modules/product/product-price";
import styles from "./compare.module.css";
import { dimensionsText, featureValue, sameForAll } from "./compare-values";
import { compareMessages } from "./messages";

/** `/shop/compare`: the compare list side by side: price, MRP, stock, MOQ, dimensions and the 8 features. */
export function CompareView() {
  const tx = useModuleText(compareMessages);
  const { items } = useCompare();
  return (
    <SavedListGate
      count={items.length}
      empty={{
        message: tx("empty"),
        hint: tx("emptyHint"),
        actionLabel: tx("browseCatalogue"),
        icon: <CompareIcon width={40} height={40} />,
        testId: "compare-empty",
      }}
    >
      <CompareTable items={items} />
    </SavedListGate>
  );
}

function CompareTable({ items }: { items: ListItem[] }) {
  const tx = useModuleText(compareMessages);
  const cartText = useModuleText(cartMessages);
  const { formatRupees } = useCurrency();
  const { locale } = useI18n();

  const row = (
    key: string,
    label: string,
    values: (string | null)[],
    render?: (index: number) => ReactNode,
  ) => (
    <tr key={key} className={sameForAll(values) ? styles.same : undefined} data-testid={`compare-row-${key}`}>
      <th scope="row">{label}</th>
      {items.map((item, index) => (
        <td key={item.id}>{render ? render(index) : <bdi>{values[index] ?? "—"}</bdi>}</td>
      ))}
    </tr>
  );

  return (
    <section className={styles.scroller} aria-label={tx("caption")} data-testid="compare-table">
      <table className={styles.table} style={{ minWidth: `${180 + items.length * 210}px` }}>
        <caption className="visually-hidden">{tx("caption")}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.corner}>
              {tx("count", { count: items.length })}
            </th>
            {items.map((item) => (
              <th scope="col" key={item.id} className={styles.productHead}>
                <CompareProductHead item={item} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {row(
            "price",
            tx("price"),
            items.map(() => null),
            (index) => {
              const item = items[index];
              return item ? <ProductPrice product={item} /> : null;
            },
          )}
          {row(
            "mrp",
            tx("mrp"),
            items.map((item) => formatRupees(item.mrp)),
          )}
          {row(
            "stock",
            tx("stock"),
            items.map((item) => (item.stock > 0 ? tx("inStock", { count: item.stock }) : tx("outOfStock"))),
            (index) => {
              const item = items[index];
              if (!item) return null;
              const note = stockNoteText(item, cartText);
              return (
                <span className={styles.stock}>
                  <span className={item.stock > 0 ? styles.inStock : styles.outOfStock}>
                    {item.stock > 0 ? tx("inStock", { count: item.stock }) : tx("outOfStock")}
                  </span>
                  {note ? <span className={shared.muted}>{note}</span> : null}
                </span>
              );
            },
          )}
          {row(
            "moq",
            tx("moq"),
            items.map((item) => tx("pieces", { count: item.minimumQuantity })),
          )}
          {row(
            "dimensions",
            tx("dimensions"),
            items.map((item) => dimensionsText(item.dimensions)),
          )}
          {FEATURE_IDENTIFIERS.map((identifier) =>
            row(
              identifier,
              tx(`feature.${identifier}`),
              items.map((item) => {
                const value = featureValue(item.productAttributes, identifier);
                return value === null ? null : attributeValue(locale, value);
              }),
            ),
          )}
          <tr className={styles.actionsRow}>
            <th scope="row">
              <span className="visually-hidden">{tx("product")}</span>
            </th>
            {items.map((item) => (
              <td key={item.id}>
                <AddToCartButton item={item} />
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </section>
  );
}

function CompareProductHead({ item }: { item: ListItem }) {
  const tx = useModuleText(compareMessages);
  const { t } = useI18n();
  const compare = useCompare();
  const removing = compare.isPending(item.id);
  const href = productHref(item);
  return (
    <div className={styles.head} data-testid="compare-item" data-product-id={item.id}>
      <button
        type="button"
        className={`${shared.iconButton} ${styles.remove}`}
        aria-label={`${tx("remove")}: ${item.name}`}
        title={tx("remove")}
        aria-busy={removing}
        disabled={removing}
        onClick={() => compare.remove(item.id)}
        data-testid="compare-remove"
      >
        {removing ? <span className="spinner" /> : <CloseIcon width={16} height={16} />}
      </button>
      <Link href={href} className={styles.image} tabIndex={-1} aria-hidden="true">
        <ProductImage image={item.images[0]} alt="" size={200} emptyText={t("product.noImage")} />
      </Link>
      <Link href={href} className={styles.name}>
        {item.name}
      </Link>
      <span className={shared.muted}>
        {t("product.skuLabel")} <bdi>{item.sku}</bdi>
      </span>
    </div>
  );
}

function AddToCartButton({ item }: { item: ListItem }) {
  const { t } = useI18n();
  const cart = useCart();
  const adding = cart.isPending(item.id);
  return (
    <button
      type="button"
      className="btn btn-dark btn-block"
      aria-busy={adding}
      disabled={adding}
      aria-label={`${t("product.addToCart")}: ${item.name}`}
      onClick={() => cart.add(item)}
      data-testid="compare-add-to-cart"
    >
      {adding ? <span className="spinner" /> : <CartIcon width={18} height={18} />}
      {t("product.addToCart")}
    </button>
  );
}
