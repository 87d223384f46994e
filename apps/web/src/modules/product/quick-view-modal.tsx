"use client";

import { productFeatures, stockNote } from "@roshni/core";
import { useEffect, useRef } from "react";
import { useCart, useI18n, useQuickView } from "@/lib/store";
import { CartIcon, CloseIcon } from "@/modules/layout/icons";
import { Link } from "@/modules/layout/link";
import { productHref } from "@/modules/layout/links";
import { ProductImage } from "./product-image";
import { ProductPrice } from "./product-price";
import { QuickViewLoading } from "./quick-view";

/** The quick-view overlay (SPEC.md section 2): a product by slug, without the zoom of the product page. */
export function QuickViewModal() {
  const { t } = useI18n();
  const quickView = useQuickView();
  const cart = useCart();
  const closeRef = useRef<HTMLButtonElement>(null);
  const { open, product, close } = quickView;

  useEffect(() => {
    if (!open) return;
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") close();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open, close]);

  if (!open || !product) {
    return quickView.loading ? <QuickViewLoading /> : null;
  }
  const features = productFeatures(product.productAttributes);
  const note = stockNote(product);
  const adding = cart.isPending(product.id);
  return (
    <div className="modal-layer">
      <div className="modal-backdrop" onClick={close} aria-hidden="true" />
      <div
        className="modal quickview"
        role="dialog"
        aria-modal="true"
        aria-labelledby="quickview-title"
        data-testid="quick-view-modal"
      >
        <button
          ref={closeRef}
          type="button"
          className="modal-close"
          aria-label={t("common.close")}
          onClick={close}
        >
          <CloseIcon />
        </button>
        <div className="quickview-image">
          <ProductImage
            image={product.images[0]}
            alt={product.title}
            size={600}
            priority
            emptyText={t("product.noImage")}
          />
        </div>
        <div className="quickview-body">
          <h2 id="quickview-title" className="quickview-title">
            <Link href={productHref(product)} onClick={close}>
              {product.title}
            </Link>
          </h2>
          <p className="product-card-sku">
            {t("product.sku")}: {product.sku}
          </p>
          <ProductPrice product={product} showSavingAmount />
          {note ? <p className="product-card-stock">{note}</p> : null}
          {features.length > 0 ? (
            <dl className="quickview-features">
              {features.map((feature) => (
                <div key={feature.name}>
                  <dt>{feature.name}</dt>
                  <dd>
                    <bdi>{feature.value}</bdi>
                  </dd>
                </div>
              ))}
            </dl>
          ) : null}
          <button
            type="button"
            className="btn btn-primary"
            aria-busy={adding}
            disabled={adding}
            onClick={() => cart.add(product)}
          >
            {adding ? <span className="spinner" /> : <CartIcon width={18} height={18} />}
            {t("product.addToCart")}
          </button>
        </div>
      </div>
    </div>
  );
}
