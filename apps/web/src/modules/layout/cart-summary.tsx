"use client";

import type { TotalsLineType } from "@roshni/core";
import type { MessageKey } from "@/lib/i18n";
import { useCart, useCurrency, useI18n } from "@/lib/store";
import { ItemOptions } from "@/modules/cart/item-options";
import { Link } from "@/modules/layout/link";
import { ProductImage } from "@/modules/product/product-image";
import { CloseIcon } from "./icons";
import { CART_HREF, CHECKOUT_HREF, productHref } from "./links";

export function totalsLineKey(type: TotalsLineType): MessageKey {
  return `totals.${type}`;
}

/** The cart's lines and totals as SPEC.md section 2 describes the dropdown. */
export function CartSummary({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useI18n();
  const { cart, remove, isRemoving } = useCart();
  const { formatLine, formatTotals } = useCurrency();

  if (cart.items.length === 0) {
    return <div className="cart-dropdown-empty">{t("cart.empty")}</div>;
  }
  const amounts = formatTotals({ ...cart, lines: cart.items });
  return (
    <>
      <ul className="cart-dropdown-items">
        {cart.items.map((item) => {
          const image = item.product.images[0];
          return (
            <li key={item.id} className="cart-dropdown-item" data-testid="cart-dropdown-item">
              <Link href={productHref(item.product)} onClick={onNavigate} tabIndex={-1} aria-hidden="true">
                <ProductImage image={image} alt="" size={60} sizes="60px" emptyText="" />
              </Link>
              <div>
                <Link href={productHref(item.product)} className="cart-dropdown-title" onClick={onNavigate}>
                  {item.product.title}
                </Link>
                <ItemOptions options={item.options} className="cart-dropdown-options" />
                <div className="cart-dropdown-meta">
                  {item.quantity} × {formatLine(item.price, item.quantity).price}
                </div>
              </div>
              <button
                type="button"
                className="cart-dropdown-remove"
                aria-label={`${t("cart.remove")}: ${item.product.title}`}
                aria-busy={isRemoving(item.id)}
                disabled={isRemoving(item.id)}
                onClick={() => remove(item.id)}
              >
                {isRemoving(item.id) ? <span className="spinner" /> : <CloseIcon width={16} height={16} />}
              </button>
            </li>
          );
        })}
      </ul>
      <dl className="cart-dropdown-totals">
        <dt>{t("cart.subtotal")}</dt>
        <dd>{amounts.subtotal}</dd>
        {cart.totals.map((line, index) => (
          <div key={line.type} style={{ display: "contents" }}>
            <dt>{t(totalsLineKey(line.type))}</dt>
            <dd>{amounts.totals[index]}</dd>
          </div>
        ))}
        <dt className="grand">{t("cart.total")}</dt>
        <dd className="grand" data-testid="cart-total">
          {amounts.total}
        </dd>
      </dl>
      <div className="cart-dropdown-buttons">
        <Link href={CART_HREF} className="btn btn-outline" onClick={onNavigate}>
          {t("cart.viewCart")}
        </Link>
        <Link href={CHECKOUT_HREF} className="btn btn-primary" onClick={onNavigate}>
          {t("cart.checkout")}
        </Link>
      </div>
    </>
  );
}
