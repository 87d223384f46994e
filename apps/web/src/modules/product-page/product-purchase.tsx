"use client";

import {
  canAddQuantity,
  parseQuantityInput,
  type QuantityValue,
  quantityOnBlur,
  smallestAllowedQuantity,
  taxInclusive,
} from "@roshni/core";
import { useId, useState } from "react";
import type { Product } from "@/lib/api/types";
import { useCart, useCurrency, useI18n, useProductPrice } from "@/lib/store";
import { CartIcon, ChatIcon } from "@/modules/layout/icons";
import { ListButtons } from "@/modules/product/list-buttons";
import { ProductPrice } from "@/modules/product/product-price";
import { VolumePriceTable } from "@/modules/product/volume-price-table";
import { AddToListButton } from "@/modules/requisition-lists/add-to-list";
import { localStockNote, productPageTranslate } from "./messages";
import styles from "./product-page.module.css";
import { stepDown, stepUp } from "./quantity-steps";

/** The field's value made valid for the product: raised to the smallest allowed quantity, as on blur. */
function settled(value: QuantityValue, product: Product): QuantityValue {
  if (value === "") return "";
  return quantityOnBlur(value, smallestAllowedQuantity(value, product));
}

/** Group price 'excl. GST', the tax-inclusive price, MRP struck and the saving; GST rate and HSN code. */
export function PriceDetails({ product }: { product: Product }) {
  const { locale } = useI18n();
  const t = productPageTranslate(locale);
  const { formatPaise } = useCurrency();
  const { price } = useProductPrice(product);
  return (
    <div className={styles.priceBox} data-testid="price-details">
      <ProductPrice product={product} showSavingAmount />
      <p className={styles.inclGst} data-testid="price-incl-gst">
        {/* tax-inclusive = price + price × taxRate / 100 */}
        {formatPaise(taxInclusive(price, product.taxRate))} {t("pp.inclGst")}
      </p>
      <p className={styles.gstLine}>{t("pp.gstLine", { rate: product.taxRate, hsn: product.hsnCode })}</p>
      <VolumePriceTable product={product} />
    </div>
  );
}

/** wa.me with only `text` lets the buyer choose whom to send the product's link and price to. */
export function whatsAppShareHref(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

/** Share on WhatsApp beside compare and wish list: the product's title, the buyer's price and its link. */
function WhatsAppShare({ product, url }: { product: Product; url: string }) {
  const { locale } = useI18n();
  const t = productPageTranslate(locale);
  const { formatPaise } = useCurrency();
  const { price } = useProductPrice(product);
  // The message is plain text: no direction marks of the right-to-left interface inside it.
  const text = productPageTranslate(locale === "ru" ? "ru" : "en")("pp.shareText", {
    title: product.title,
    price: formatPaise(price),
    url,
  });
  return (
    <a
      className="btn-icon"
      href={whatsAppShareHref(text)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t("pp.shareWhatsApp")}
      title={t("pp.shareWhatsApp")}
      data-testid="share-whatsapp"
    >
      <ChatIcon width={18} height={18} />
    </a>
  );
}

/**
 * The quantity field's state for a product: it starts at the product's minimumQuantity and starts again
 * when the product changes. `settle()` gives the value to add (raised to the smallest allowed quantity)
 * or null when there is nothing to add.
 */
export function useProductQuantity(product: Product) {
  const [quantity, setQuantity] = useState<QuantityValue>(product.minimumQuantity);
  const [quantityFor, setQuantityFor] = useState(product.id);
  if (quantityFor !== product.id) {
    setQuantityFor(product.id);
    setQuantity(product.minimumQuantity);
  }
  const settle = (): number | null => {
    const value = settled(quantity, product);
    if (!canAddQuantity(value)) return null;
    setQuantity(value);
    return value;
  };
  return { quantity, setQuantity, settle };
}

/** The label, − / input / + of a product's quantity, with the product page's rules (MOQ and stock from core). */
export function QuantityStepper({
  product,
  quantity,
  setQuantity,
  onEnter,
  describedBy,
}: {
  product: Product;
  quantity: QuantityValue;
  setQuantity: (value: QuantityValue) => void;
  onEnter: () => void;
  describedBy?: string | undefined;
}) {
  const { locale } = useI18n();
  const t = productPageTranslate(locale);
  const inputId = useId();
  const raisedId = useId();
  // What a blur did to the typed value, said next to the field (a number that changes by itself confuses).
  const [raisedTo, setRaisedTo] = useState<number | null>(null);
  const current = quantity === "" ? null : quantity;
  return (
    <div className={styles.quantityRow}>
      <label htmlFor={inputId} className={styles.quantityLabel}>
        {t("pp.quantity")}
      </label>
      <div className={styles.stepper}>
        <button
          type="button"
          className={styles.stepButton}
          aria-label={t("pp.decrease")}
          aria-controls={inputId}
          disabled={current === null || stepDown(current, product) === current}
          onClick={() => current !== null && setQuantity(stepDown(current, product))}
        >
          −
        </button>
        <input
          id={inputId}
          className={styles.quantityInput}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          value={quantity}
          aria-describedby={
            [describedBy, raisedTo !== null ? raisedId : undefined].filter(Boolean).join(" ") || undefined
          }
          data-testid="quantity-input"
          onChange={(event) => {
            setRaisedTo(null);
            setQuantity(parseQuantityInput(event.currentTarget.value, product.minimumQuantity));
          }}
          onBlur={() => {
            const value = settled(quantity, product);
            setRaisedTo(
              typeof quantity === "number" && typeof value === "number" && value > quantity ? value : null,
            );
            setQuantity(value);
          }}
          onKeyDown={(event) => {
            if (event.key === "Enter") onEnter();
          }}
        />
        <button
          type="button"
          className={styles.stepButton}
          aria-label={t("pp.increase")}
          aria-controls={inputId}
          onClick={() => setQuantity(stepUp(current ?? 0, product))}
        >
          +
        </button>
      </div>
      {raisedTo !== null ? (
        <p id={raisedId} className={styles.raisedNote} role="status" data-testid="quantity-raised">
          {t("pp.raised", { minimum: raisedTo })}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Quantity and the buttons. The quantity starts at the product's minimumQuantity and starts again when the
 * product changes; it takes numbers only, may be emptied while typing (then Add to cart is disabled) and is
 * raised on blur to the smallest allowed quantity: 1 while it can come from stock, otherwise the MOQ.
 */
export function ProductPurchase({ product, shareUrl }: { product: Product; shareUrl: string }) {
  const { locale, t: frameT } = useI18n();
  const t = productPageTranslate(locale);
  const cart = useCart();
  const noteId = useId();
  const { quantity, setQuantity, settle } = useProductQuantity(product);

  const note = localStockNote(locale, product, t);
  const adding = cart.isPending(product.id);

  const addToCart = () => {
    const value = settle();
    if (value !== null) void cart.add(product, { quantity: value });
  };

  return (
    <div className={styles.purchase} data-testid="product-purchase">
      <QuantityStepper
        product={product}
        quantity={quantity}
        setQuantity={setQuantity}
        onEnter={addToCart}
        describedBy={note ? noteId : undefined}
      />
      {note ? (
        <p id={noteId} className={styles.stockNote} data-testid="stock-note">
          {note}
        </p>
      ) : (
        <p className={styles.inStock} data-testid="in-stock">
          {t("pp.inStock")}
          <span className={styles.inStockHint}>{t("pp.inStockHint", { stock: product.stock })}</span>
        </p>
      )}
      <div className={styles.actions} data-testid="product-actions">
        <button
          type="button"
          className={`btn btn-primary ${styles.addButton}`}
          aria-busy={adding}
          disabled={adding || !canAddQuantity(quantity)}
          data-testid="add-to-cart"
          onClick={addToCart}
        >
          {adding ? <span className="spinner" /> : <CartIcon width={18} height={18} />}
          {frameT("product.addToCart")}
        </button>
        <ListButtons product={product} />
        <span className={styles.keepAndShare}>
          <AddToListButton
            lines={() => [
              {
                productId: product.id,
                quantity: quantity === "" ? Math.max(1, Math.ceil(product.minimumQuantity)) : quantity,
              },
            ]}
          />
          <WhatsAppShare product={product} url={shareUrl} />
        </span>
      </div>
      <p className={styles.processing} data-testid="processing-time">
        {t("pp.processing")}
      </p>
      <a href="#specification" className={styles.specLink} data-testid="specification-link">
        {t("pp.specLink")}
      </a>
    </div>
  );
}
