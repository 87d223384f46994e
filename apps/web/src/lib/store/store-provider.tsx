"use client";

import {
  ACTION_DELAY_MS,
  type CartOption,
  type CurrencyCode,
  currencyByCode,
  QUICKVIEW_DELAY_MS,
} from "@roshni/core";
import { useRouter } from "next/navigation";
import {
  createContext,
  type ReactNode,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { toast } from "@/lib/toast";
import { clientApi, signOutOnServer, TOKEN_KEY } from "../api/client";
import { ApiError } from "../api/errors";
import type { Customer, Product } from "../api/types";
import {
  createTranslate,
  getLanguage,
  LOCALE_COOKIE,
  type Locale,
  languageOrDefault,
} from "../i18n/languages";
import { readLocal, writeCookie, writeLocal, writeTokenCookie } from "./browser-storage";
import { parsePersistedState, STATE_KEY, serializePersistedState } from "./persisted-state";
import { SAVED_FOR_KEY, SAVED_PENDING_KEY, savedListsBody, savedListsKey } from "./saved-lists";
import { groupOf, initialShopState, type ListName, type ShopAction, toListItem } from "./shop-reducer";
import { createShopStore, type ShopStore } from "./shop-store";

export const CURRENCY_COOKIE = "currency";
export const TOKEN_COOKIE = "token";

export interface AddToCartOptions {
  /** Defaults to the product's minimumQuantity (SPEC.md section 4). */
  quantity?: number;
  options?: CartOption[];
}

export interface ShopActions {
  addToCart: (product: Product, options?: AddToCartOptions) => Promise<void>;
  /** Lines of the quick order pad or of an earlier order, added as one change with one message. */
  addLinesToCart: (lines: readonly { product: Product; quantity: number }[]) => void;
  removeFromCart: (itemId: number) => Promise<void>;
  updateCartQuantities: (quantities: { itemId: number; quantity: number }[]) => Promise<void>;
  clearCart: () => Promise<void>;
  /**
   * Clears the coupon, then checks `code` with the server; the newest request wins. Resolves true when
   * applied, else with the server's reason (also shown as a toast), or false when there is nothing to say.
   */
  applyCoupon: (code: string) => Promise<true | false | { refused: string }>;
  removeCoupon: () => void;
  setToPayShipping: (value: boolean) => void;
  setShippingDetails: (value: string) => void;
  addToList: (list: ListName, product: Product) => Promise<void>;
  removeFromList: (list: ListName, productId: number) => Promise<void>;
  setCurrency: (code: CurrencyCode) => void;
  /** Throws 'Language with locale: {locale} not found!' for a locale the shop lacks. */
  setLocale: (locale: string) => void;
  openQuickView: (slug: string) => void;
  closeQuickView: () => void;
  setMobileMenu: (open: boolean) => void;
  signIn: (token: string, user?: Customer) => void;
  setUser: (user: Customer | null) => void;
  /**
   * Signs the buyer out and shows the page again without their token; with `goTo`, a full navigation to
   * that page instead (which also leaves nothing of the buyer's pages in the browser's memory).
   */
  logout: (options?: { goTo?: string }) => void;
}

/** The store itself (never changes): hooks read their part of the state through selectors. */
export const ShopStoreContext = createContext<ShopStore | null>(null);
export const ShopActionsContext = createContext<ShopActions | null>(null);
export const UsdRateContext = createContext<number | null>(null);

export interface StoreProviderProps {
  children: ReactNode;
  /** From the `locale` cookie, so the first render matches the server's language. */
  initialLocale: Locale;
  /** From the `currency` cookie, for the same reason. */
  initialCurrency: CurrencyCode;
  /** Whether the server saw a `token` cookie. */
  initialToken: string | null;
  /** Rupees per US dollar from GET /settings; null when the settings could not be read. */
  usdRate: number | null;
}

/** A change to the cart or the lists is sent to the server once the buyer pauses this long. */
const SAVE_PAUSE_MS = 300;

const delay = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

function applyDocumentLanguage(locale: Locale): void {
  const language = getLanguage(locale);
  document.documentElement.lang = language.code;
  document.documentElement.dir = language.direction;
}

/** Client state of the storefront (cart, lists, currency, locale, quick view, menu, auth), persisted as 'state' v1. */
export function StoreProvider({
  children,
  initialLocale,
  initialCurrency,
  initialToken,
  usdRate,
}: StoreProviderProps) {
  const router = useRouter();
  const [store] = useState(() =>
    createShopStore(
      initialShopState({
        locale: initialLocale,
        currency: usdRate === null ? "INR" : initialCurrency,
        token: initialToken,
      }),
    ),
  );
  // The provider follows the whole state for its own effects; its children are the same element on each
  // of its renders, so only the components whose selected part changed render again.
  const state = useSyncExternalStore(store.subscribe, store.getState, () => store.initial);
  const dispatch = store.dispatch;

  const actions = useMemo<ShopActions>(() => {
    const t = () => {
      const language = languageOrDefault(store.getState().locale);
      return createTranslate(language.messages, language.direction);
    };
    let couponRequest = 0;
    let updateRequest = 0;
    let quickViewTimer: number | undefined;
    let quickViewAbort: AbortController | undefined;

    // SPEC.md section 4: each cart, compare and wishlist action takes effect after about 500 ms.
    async function delayed(key: string, run: () => void): Promise<void> {
      dispatch({ type: "pending", key, on: true });
      try {
        await delay(ACTION_DELAY_MS);
        run();
      } finally {
        dispatch({ type: "pending", key, on: false });
      }
    }

    const cart = (action: Extract<ShopAction, { type: "cart" }>["action"]) =>
      dispatch({ type: "cart", action });

    return {
      addToCart: (product, options = {}) =>
        delayed(`cart:add:${product.id}`, () => {
          cart({
            type: "add",
            product: { ...product },
            quantity: options.quantity,
            options: options.options,
            group: groupOf(store.getState()),
          });
          toast.success(t()("toast.addedToCart", { title: product.title }));
        }),
      addLinesToCart: (lines) => {
        if (lines.length === 0) return;
        const group = groupOf(store.getState());
        dispatch({
          type: "cartMany",
          actions: lines.map((line) => ({
            type: "add",
            product: { ...line.product },
            quantity: line.quantity,
            group,
          })),
        });
        const [only] = lines;
        toast.success(
          lines.length === 1 && only
            ? t()("toast.addedToCart", { title: only.product.title })
            : t()("toast.addedLinesToCart", { count: lines.length }),
        );
      },
      removeFromCart: (itemId) => delayed(`cart:remove:${itemId}`, () => cart({ type: "remove", itemId })),
      // Quantities typed one after another: only the newest update takes effect when its delay is over.
      updateCartQuantities: (quantities) => {
        const request = ++updateRequest;
        return delayed(`cart:update:${request}`, () => {
          if (request === updateRequest) cart({ type: "update", quantities });
        });
      },
      clearCart: () => delayed("cart:clear", () => cart({ type: "clear" })),
      applyCoupon: async (code) => {
        const request = ++couponRequest;
        cart({ type: "removeCoupon" });
        const trimmed = code.trim();
        if (!trimmed) return false;
        dispatch({ type: "pending", key: "coupon", on: true });
        try {
          const coupon = await clientApi.coupon(trimmed, store.getState().auth.token !== null);
          if (request !== couponRequest) return false;
          cart({ type: "applyCoupon", coupon });
          return true;
        } catch (error) {
          if (request !== couponRequest) return false;
          const reason = error instanceof ApiError ? error.message : t()("error.unknown");
          toast.error(reason);
          return { refused: reason };
        } finally {
          if (request === couponRequest) dispatch({ type: "pending", key: "coupon", on: false });
        }
      },
      removeCoupon: () => {
        couponRequest++;
        cart({ type: "removeCoupon" });
      },
      setToPayShipping: (value) => cart({ type: "setToPayShipping", value }),
      setShippingDetails: (value) => cart({ type: "setShippingDetails", value }),
      addToList: (list, product) =>
        delayed(`${list}:add:${product.id}`, () => {
          if (store.getState()[list].some((item) => item.id === product.id)) return;
          dispatch({ type: "listAdd", list, item: toListItem(product) });
          toast.success(
            t()(list === "compare" ? "toast.addedToCompare" : "toast.addedToWishlist", {
              name: product.title,
            }),
          );
        }),
      removeFromList: (list, productId) =>
        delayed(`${list}:remove:${productId}`, () => dispatch({ type: "listRemove", list, id: productId })),
      setCurrency: (code) => {
        if (code === store.getState().currency || !currencyByCode(code)) return;
        dispatch({ type: "currency", code });
        writeCookie(CURRENCY_COOKIE, code);
        router.refresh();
      },
      setLocale: (locale) => {
        const language = getLanguage(locale);
        const code = language.locale;
        dispatch({ type: "locale", locale: code });
        writeCookie(LOCALE_COOKIE, code);
        applyDocumentLanguage(code);
        router.refresh();
      },
      openQuickView: (slug) => {
        // SPEC.md section 4: fetched after 350 ms; a newer request cancels a pending one.
        window.clearTimeout(quickViewTimer);
        quickViewAbort?.abort();
        const abort = new AbortController();
        quickViewAbort = abort;
        dispatch({ type: "quickViewLoading", loading: true });
        quickViewTimer = window.setTimeout(async () => {
          const product = await clientApi.productBySlug(slug, abort.signal);
          if (abort.signal.aborted) return;
          if (product) dispatch({ type: "quickViewOpen", product });
          else dispatch({ type: "quickViewLoading", loading: false });
        }, QUICKVIEW_DELAY_MS);
      },
      closeQuickView: () => {
        window.clearTimeout(quickViewTimer);
        quickViewAbort?.abort();
        dispatch({ type: "quickViewClose" });
      },
      setMobileMenu: (open) => dispatch({ type: "mobileMenu", open }),
      signIn: (token, user) => {
        writeLocal(TOKEN_KEY, token);
        writeTokenCookie(TOKEN_COOKIE, token);
        dispatch({ type: "token", token });
        if (user) dispatch({ type: "user", user });
        router.refresh();
      },
      setUser: (user) => dispatch({ type: "user", user }),
      logout: (options) => {
        // The server refuses this token from now on, even if a copy of it survives somewhere.
        const token = readLocal(TOKEN_KEY);
        if (token) signOutOnServer(token);
        writeLocal(TOKEN_KEY, null);
        writeTokenCookie(TOKEN_COOKIE, null);
        // The buyer's cart and lists stay on the server; the browser is left empty for the next person.
        if (readLocal(SAVED_FOR_KEY) !== null) {
          writeLocal(SAVED_FOR_KEY, null);
          writeLocal(SAVED_PENDING_KEY, null);
          dispatch({ type: "savedClear" });
        }
        dispatch({ type: "logout" });
        // Not both: a refresh of a signed-in page would race the navigation and could win it.
        if (options?.goTo) window.location.replace(options.goTo);
        else router.refresh();
      },
    };
  }, [router, store, dispatch]);

  // Restore 'state' v1 once, and bring the cookies the server reads in line with it.
  useEffect(() => {
    const persisted = parsePersistedState(readLocal(STATE_KEY));
    dispatch({ type: "restore", persisted });
    let stale = false;
    if (persisted && persisted.locale !== initialLocale) {
      writeCookie(LOCALE_COOKIE, persisted.locale);
      applyDocumentLanguage(persisted.locale);
      stale = true;
    }
    if (persisted && persisted.currency !== initialCurrency) {
      writeCookie(CURRENCY_COOKIE, persisted.currency);
      stale = true;
    }
    const token = readLocal(TOKEN_KEY);
    if (token !== initialToken) {
      writeTokenCookie(TOKEN_COOKIE, token);
      dispatch({ type: "token", token });
      stale = true;
    }
    if (stale) router.refresh();
  }, [initialLocale, initialCurrency, initialToken, router, dispatch]);

  useEffect(() => {
    if (!state.restored) return;
    // Marks the page interactive (state restored), for scripts and browser tests that must not act earlier.
    document.documentElement.dataset.state = "ready";
    writeLocal(
      STATE_KEY,
      serializePersistedState({
        cart: state.cart,
        wishlist: state.wishlist,
        compare: state.compare,
        currency: state.currency,
        locale: state.locale,
      }),
    );
  }, [state.restored, state.cart, state.wishlist, state.compare, state.currency, state.locale]);

  // SPEC.md section 4: on load, when signed in, the current user is fetched; signed out clears it.
  const token = state.auth.token;
  useEffect(() => {
    if (!state.restored) return;
    if (!token) {
      dispatch({ type: "user", user: null });
      return;
    }
    const abort = new AbortController();
    clientApi
      .customer(abort.signal)
      .then((user) => dispatch({ type: "user", user }))
      .catch(() => {
        // A 401 signs the buyer out through the request layer; other failures keep visitor prices.
      });
    return () => abort.abort();
  }, [token, state.restored, dispatch]);

  // A signed-in buyer's cart and lists are kept on the server too. The first time this browser sees the
  // buyer, its lists are merged into the server's; later the server's replace the browser's (on load and
  // when the tab comes back into view), and every change is saved after a short pause. A change the page
  // was left before saving is marked in the browser and saved on the next load instead.
  const userId = state.auth.user?.id ?? null;
  const savedFor = state.savedFor;
  const savedKey = useRef<string | null>(null);
  useEffect(() => {
    if (!state.restored) return;
    dispatch({ type: "saved", customerId: null });
    if (userId === null) return;
    const abort = new AbortController();
    const sync = (merge: boolean) => {
      const body = savedListsBody(store.getState());
      (merge ? clientApi.mergeLists(body, abort.signal) : clientApi.savedLists(abort.signal))
        .then((lists) => {
          if (abort.signal.aborted) return;
          writeLocal(SAVED_FOR_KEY, String(userId));
          writeLocal(SAVED_PENDING_KEY, null);
          savedKey.current = savedListsKey(lists);
          // Lists and "in step" in one state change: no render sees the one without the other.
          const same = savedListsKey(savedListsBody(store.getState())) === savedKey.current;
          dispatch({ type: "saved", customerId: userId, lists: same ? undefined : lists });
        })
        .catch(() => {
          // Offline or a failed call: the browser keeps its lists and tries again on the next load.
        });
    };
    // A browser new to the buyer, or one left with a change not yet saved, is merged (nothing is lost);
    // otherwise the saved lists are read.
    sync(readLocal(SAVED_FOR_KEY) !== String(userId) || readLocal(SAVED_PENDING_KEY) !== null);
    const onVisible = () => {
      if (document.visibilityState !== "visible" || store.getState().savedFor !== userId) return;
      // Not while a change of this browser is still waiting to be saved.
      if (savedListsKey(savedListsBody(store.getState())) === savedKey.current) sync(false);
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      abort.abort();
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [userId, state.restored, dispatch, store.getState]);

  useEffect(() => {
    if (userId === null || savedFor !== userId) return;
    const body = savedListsBody({ cart: state.cart, wishlist: state.wishlist, compare: state.compare });
    const key = savedListsKey(body);
    if (key === savedKey.current) return;
    writeLocal(SAVED_PENDING_KEY, "1");
    const timer = window.setTimeout(() => {
      clientApi
        .saveLists(body)
        .then(() => {
          savedKey.current = key;
          if (savedListsKey(savedListsBody(store.getState())) === key) writeLocal(SAVED_PENDING_KEY, null);
        })
        .catch((error: unknown) => {
          // A product that left the shop: take the server's lists, which no longer hold it.
          if (error instanceof ApiError && error.status === 404) {
            clientApi
              .savedLists()
              .then((lists) => {
                savedKey.current = savedListsKey(lists);
                writeLocal(SAVED_PENDING_KEY, null);
                dispatch({ type: "saved", customerId: userId, lists });
              })
              .catch(() => {});
          }
        });
    }, SAVE_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [userId, savedFor, state.cart, state.wishlist, state.compare, store.getState, dispatch]);

  // Prices follow the group: when it changes, each cart line is re-priced from a fresh copy of its product.
  const group = groupOf(state);
  const groupKey = group ? `${group.id}:${group.isDefault}` : "visitor";
  const lastGroupKey = useRef<string | null>(null);
  useEffect(() => {
    if (!state.restored) return;
    if (lastGroupKey.current === null || lastGroupKey.current === groupKey) {
      lastGroupKey.current = groupKey;
      return;
    }
    lastGroupKey.current = groupKey;
    const items = store.getState().cart.items;
    const abort = new AbortController();
    Promise.all(
      items.map((item) => {
        const slug = item.product.websites[0]?.slug;
        return slug ? clientApi.productBySlug(slug, abort.signal) : Promise.resolve(null);
      }),
    ).then((fresh) => {
      if (abort.signal.aborted) return;
      const products = fresh.filter((product): product is Product => product !== null);
      dispatch({
        type: "cart",
        action: { type: "refreshPrices", group: groupOf(store.getState()), products },
      });
    });
    return () => abort.abort();
  }, [groupKey, state.restored, store.getState, dispatch]);

  return (
    <UsdRateContext.Provider value={usdRate}>
      <ShopActionsContext.Provider value={actions}>
        <ShopStoreContext.Provider value={store}>{children}</ShopStoreContext.Provider>
      </ShopActionsContext.Provider>
    </UsdRateContext.Provider>
  );
}
