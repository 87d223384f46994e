"use client";

import dynamic from "next/dynamic";
import { useCart, useCurrency, useI18n } from "@/lib/store";
import { CartIcon } from "./icons";
import { usePopup } from "./use-dismiss";

// The dropdown's lines and totals load with its first opening, not with every page.
const CartSummary = dynamic(() => import("./cart-summary").then((mod) => mod.CartSummary), {
  loading: () => <span className="spinner" role="status" />,
});

/** Header cart button with its count, total and dropdown. */
export function CartDropdown() {
  const { t } = useI18n();
  const { cart } = useCart();
  const { formatPaise } = useCurrency();
  const { open, close, toggle, ref, id } = usePopup();

  return (
    <div className="menu" ref={ref}>
      <button
        type="button"
        className="header-action"
        aria-expanded={open}
        aria-controls={id}
        data-testid="cart-button"
        onClick={toggle}
      >
        <span style={{ position: "relative" }}>
          <CartIcon />
          <span className="badge" data-testid="cart-count">
            {cart.quantity}
          </span>
        </span>
        <span className="header-action-text">
          {t("header.cart")}
          <strong>{formatPaise(cart.total)}</strong>
        </span>
      </button>
      {open ? (
        <div className="cart-dropdown" id={id} data-testid="cart-dropdown">
          <CartSummary onNavigate={close} />
        </div>
      ) : null}
    </div>
  );
}
