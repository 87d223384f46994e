"use client";

import { productFeatures, stockNote } from "@roshni/core";
import { createFocusTrap } from "focus-trap";
import { useEffect, useId, useRef } from "react";
import type { Product } from "@/lib/api/types";
import { useCart, useI18n, useQuickView } from "@/lib/store";
import { CartIcon, CloseIcon } from "@/modules/layout/icons";
import { Link } from "@/modules/layout/link";
import { productHref } from "@/modules/layout/links";
import { QuantityStepper, useProductQuantity } from "@/modules/product-page/product-purchase";
import { attributeName, attributeValue } from "./attribute-text";
import { ProductImage } from "./product-image";
import { ProductPrice } from "./product-price";
import { QuickViewLoading } from "./quick-view";
import { VolumePriceTable } from "./volume-price-table";

/** The quick-view overlay (SPEC.md section 2): a product by slug, without the zoom of the product page. */
export function QuickViewModal() {
  const quickView = useQuickView();
  const { open, product, close } = quickView;

  if (!open || !product) {
    return quickView.loading ? <QuickViewLoading /> : null;
  }
  return <QuickViewDialog product={product} close={close} />;
}

/**
 * The open overlay. Keyboard focus stays inside while it is open (Tab and Shift+Tab go round its controls)
 * and goes back to what opened it when it closes; Escape closes.
 */
function QuickViewDialog({ product, close }: { product: Product; close: () => void }) {
  const { t, locale } = useI18n();
  const cart = useCart();
  const closeRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const noteId = useId();
  const { quantity, setQuantity, settle } = useProductQuantity(product);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const trap = createFocusTrap(dialog, {
      initialFocus: () => closeRef.current ?? dialog,
      fallbackFocus: dialog,
      escapeDeactivates: false,
      allowOutsideClick: true,
      returnFocusOnDeactivate: true,
    });
    trap.activate();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") close();
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("keydown", onKey);
      trap.deactivate();
    };
  }, [close]);

  const features = productFeatures(product.productAttributes);
  const note = stockNote(product);
  const adding = cart.isPending(product.id);
  const addToCart = () => {
    const value = settle();
    if (value !== null) void cart.add(product, { quantity: value });
  };
  return (
    <div className="modal-layer">
      <div className="modal-backdrop" onClick={close} aria-hidden="true" />
      <div
        ref={dialogRef}
        className="modal quickview"
        role="dialog"
        tabIndex={-1}
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
            {t("product.skuLabel")} <bdi>{product.sku}</bdi>
          </p>
          <ProductPrice product={product} showSavingAmount />
          <VolumePriceTable product={product} />
          <QuantityStepper
            product={product}
            quantity={quantity}
            setQuantity={setQuantity}
            onEnter={addToCart}
            describedBy={note ? noteId : undefined}
          />
          {note ? (
            <p id={noteId} className="product-card-stock">
              {note}
            </p>
          ) : null}
          {features.length > 0 ? (
            <dl className="quickview-features">
              {features.map((feature) => (
                <div key={feature.identifier}>
                  <dt>{attributeName(locale, feature.identifier, feature.name)}</dt>
                  <dd>
                    <bdi>{attributeValue(locale, feature.value)}</bdi>
                  </dd>
                </div>
              ))}
            </dl>
          ) : null}
          <button
            type="button"
            className="btn btn-primary"
            aria-busy={adding}
            disabled={adding || quantity === ""}
            onClick={addToCart}
            data-testid="quick-view-add"
          >
            {adding ? <span className="spinner" /> : <CartIcon width={18} height={18} />}
            {t("product.addToCart")}
          </button>
        </div>
      </div>
    </div>
  );
}
