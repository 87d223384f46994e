"use client";

import {
  apiBasePrice,
  apiProductPrice,
  apiVolumeBreaks,
  CURRENCIES,
  type CurrencyCode,
  formatMoney,
  formatUsdCents,
  type Paise,
  savings,
  toPaise,
  toUsdCents,
  usdCart,
  volumeTiers,
} from "@roshni/core";
import { useCallback, useContext, useMemo, useSyncExternalStore } from "react";
import type { Product } from "../api/types";
import { createTranslate, getLanguage } from "../i18n/languages";
import { groupOf } from "./shop-reducer";
import { ShopActionsContext, ShopStoreContext, UsdRateContext } from "./store-provider";
import type { ShopState } from "./types";

/**
 * One part of the state, chosen by `select`, which must return a part of the state as it is (or a
 * primitive): the component renders again only when that part changes.
 */
export function useShopSelector<T>(select: (state: ShopState) => T): T {
  const store = useContext(ShopStoreContext);
  if (!store) throw new Error("useShop hooks need <StoreProvider> above them");
  return useSyncExternalStore(
    store.subscribe,
    () => select(store.getState()),
    () => select(store.initial),
  );
}

function useShopActions() {
  const actions = useContext(ShopActionsContext);
  if (!actions) throw new Error("useShop hooks need <StoreProvider> above them");
  return actions;
}

export function useCart() {
  const cart = useShopSelector((state) => state.cart);
  const pending = useShopSelector((state) => state.pending);
  const actions = useShopActions();
  return {
    cart,
    /** True while an add for this product (or any cart action when no id is given) waits out its delay. */
    isPending: (productId?: number) =>
      productId === undefined
        ? pending.some((key) => key.startsWith("cart:"))
        : pending.includes(`cart:add:${productId}`),
    isRemoving: (itemId: number) => pending.includes(`cart:remove:${itemId}`),
    couponPending: pending.includes("coupon"),
    /** True while changed quantities wait out their delay. */
    updatingQuantities: pending.some((key) => key.startsWith("cart:update")),
    add: actions.addToCart,
    addLines: actions.addLinesToCart,
    remove: actions.removeFromCart,
    updateQuantities: actions.updateCartQuantities,
    clear: actions.clearCart,
    applyCoupon: actions.applyCoupon,
    removeCoupon: actions.removeCoupon,
    setToPayShipping: actions.setToPayShipping,
    setShippingDetails: actions.setShippingDetails,
  };
}

function useList(list: "wishlist" | "compare") {
  const items = useShopSelector((state) => state[list]);
  const pending = useShopSelector((state) => state.pending);
  const actions = useShopActions();
  return {
    items,
    count: items.length,
    has: (productId: number) => items.some((item) => item.id === productId),
    isPending: (productId: number) =>
      pending.includes(`${list}:add:${productId}`) || pending.includes(`${list}:remove:${productId}`),
    add: (product: Product) => actions.addToList(list, product),
    remove: (productId: number) => actions.removeFromList(list, productId),
  };
}

export function useWishlist() {
  return useList("wishlist");
}

export function useCompare() {
  return useList("compare");
}

export function useAuth() {
  const auth = useShopSelector((state) => state.auth);
  const actions = useShopActions();
  return {
    token: auth.token,
    user: auth.user,
    signedIn: auth.token !== null,
    wholesale: auth.wholesale,
    signIn: actions.signIn,
    setUser: actions.setUser,
    logout: actions.logout,
  };
}

/** The buyer's customer group for the price rule; null for a visitor. */
export function useGroup() {
  // Two primitives, so that a fresh copy of the same buyer (fetched again) changes nothing downstream.
  const id = useShopSelector((state) => groupOf(state)?.id ?? null);
  const isDefault = useShopSelector((state) => groupOf(state)?.isDefault ?? null);
  return useMemo(() => (id === null || isDefault === null ? null : { id, isDefault }), [id, isDefault]);
}

export function useI18n() {
  const locale = useShopSelector((state) => state.locale);
  const actions = useShopActions();
  const language = getLanguage(locale);
  const t = useMemo(() => createTranslate(language.messages, language.direction), [language]);
  return { locale, language, t, setLocale: actions.setLocale };
}

export function useCurrency() {
  const currency = useShopSelector((state) => state.currency);
  const usdRate = useContext(UsdRateContext);
  const actions = useShopActions();
  const formatPaise = useCallback(
    (amount: Paise) =>
      formatMoney(amount, currency === "USD" && usdRate ? { currency, usdRate } : { currency: "INR" }),
    [currency, usdRate],
  );
  const usd = currency === "USD" && usdRate ? usdRate : null;
  return {
    currency,
    currencies: usdRate ? CURRENCIES : CURRENCIES.filter((item) => item.code === "INR"),
    usdRate,
    setCurrency: (code: CurrencyCode) => actions.setCurrency(code),
    /** Formats paise in the chosen currency (display only: orders stay in rupees). */
    formatPaise,
    /** Formats a rupee amount as the API sends it. */
    formatRupees: (rupees: number) => formatPaise(toPaise(rupees)),
    /** A line's unit price and price × quantity; in USD the unit price is converted first, then multiplied. */
    formatLine: (price: Paise, quantity: number) => {
      if (usd === null) return { price: formatPaise(price), subtotal: formatPaise(price * quantity) };
      const cents = toUsdCents(price, usd);
      return { price: formatUsdCents(cents), subtotal: formatUsdCents(cents * quantity) };
    },
    /** Subtotal, totals lines and total; in USD the sums of the converted lines, so that they add up as shown. */
    formatTotals: (cart: {
      lines: readonly { price: Paise; quantity: number }[];
      subtotal: Paise;
      totals: readonly { price: Paise }[];
      total: Paise;
    }) => {
      if (usd === null) {
        return {
          subtotal: formatPaise(cart.subtotal),
          totals: cart.totals.map((line) => formatPaise(line.price)),
          total: formatPaise(cart.total),
        };
      }
      const dollars = usdCart(cart, usd);
      return {
        subtotal: formatUsdCents(dollars.subtotal),
        totals: dollars.totals.map(formatUsdCents),
        total: formatUsdCents(dollars.total),
      };
    },
  };
}

/** The product's price for the buyer's group and the saving against MRP, in paise. */
export function useProductPrice(product: Product) {
  const group = useGroup();
  return useMemo(() => {
    const price = apiProductPrice(product, group);
    const mrp = toPaise(product.mrp);
    return { price, mrp, savings: savings(mrp, price) };
  }, [product, group]);
}

/**
 * The volume price table of a product for the buyer's group (a visitor: the default group's): the price
 * of one piece, then each quantity break with its saving against that price. One row: no breaks.
 */
export function useVolumeTiers(product: Product) {
  const group = useGroup();
  return useMemo(() => {
    const base = apiBasePrice(product, group);
    return volumeTiers(base, apiVolumeBreaks(product, group)).map((tier) => ({
      ...tier,
      savingPercent: base > 0 ? Math.round(((base - tier.price) * 100) / base) : 0,
    }));
  }, [product, group]);
}

export function useQuickView() {
  const quickView = useShopSelector((state) => state.quickView);
  const actions = useShopActions();
  return {
    ...quickView,
    open: quickView.open,
    openBySlug: actions.openQuickView,
    close: actions.closeQuickView,
  };
}

export function useMobileMenu() {
  const mobileMenuOpen = useShopSelector((state) => state.mobileMenuOpen);
  const actions = useShopActions();
  return {
    open: mobileMenuOpen,
    setOpen: actions.setMobileMenu,
    toggle: () => actions.setMobileMenu(!mobileMenuOpen),
  };
}
