"use client";

import type { Product } from "@/lib/api/types";
import { useCart, useI18n, useProductPrice, useQuickView } from "@/lib/store";
import { CartIcon, EyeIcon } from "@/modules/layout/icons";
import { Link } from "@/modules/layout/link";
import { productHref } from "@/modules/layout/links";
import { ListButtons } from "./list-buttons";
import { ProductImage } from "./product-image";
import { ProductPrice } from "./product-price";

export interface ProductCardProps {
  product: Product;
  /** Load the image eagerly (first row above the fold). */
  priority?: boolean;
}

/** The catalogue's product tile: image, title, group price, MRP, saving, and the four actions. */
export function ProductCard({ product, priority = false }: ProductCardProps) {
  const { t } = useI18n();
  const cart = useCart();
  const quickView = useQuickView();
  const { savings } = useProductPrice(product);
  const href = productHref(product);
  const slug = product.websites[0]?.slug ?? "";
  const adding = cart.isPending(product.id);

  return (
    <article className="product-card" data-testid="product-card" data-product-id={product.id}>
      <Link href={href} className="product-card-image" tabIndex={-1} aria-hidden="true">
        <ProductImage
          image={product.images[0]}
          alt=""
          size={400}
          priority={priority}
          emptyText={t("product.noImage")}
        />
        {savings && savings.percent > 0 ? (
          <span className="product-card-badge">{t("product.off", { percent: savings.percent })}</span>
        ) : null}
      </Link>
      <div className="product-card-tools">
        <ListButtons product={product} named />
        {slug ? (
          <button
            type="button"
            className="btn-icon"
            aria-label={`${t("product.quickView")}: ${product.title}`}
            data-testid="quick-view"
            onClick={() => quickView.openBySlug(slug)}
          >
            <EyeIcon width={18} height={18} />
          </button>
        ) : null}
      </div>
      <div className="product-card-body">
        <span className="product-card-sku">
          {t("product.skuLabel")} <bdi>{product.sku}</bdi>
        </span>
        <h3 className="product-card-title">
          <Link href={href}>{product.title}</Link>
        </h3>
        <ProductPrice product={product} />
      </div>
      <div className="product-card-actions">
        <button
          type="button"
          className="btn btn-dark"
          aria-busy={adding}
          disabled={adding}
          data-testid="add-to-cart"
          onClick={() => cart.add(product)}
        >
          {adding ? <span className="spinner" /> : <CartIcon width={18} height={18} />}
          {t("product.addToCart")}
        </button>
      </div>
    </article>
  );
}

/** A grid of cards; `wide` allows five columns on large screens. */
export function ProductGrid({
  products,
  wide = false,
  priorityCount = 0,
}: {
  products: Product[];
  wide?: boolean;
  priorityCount?: number;
}) {
  return (
    <ul className={`product-grid${wide ? " is-wide" : ""}`}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} priority={index < priorityCount} />
        </li>
      ))}
    </ul>
  );
}
