import {
  type CartAction,
  type CurrencyCode,
  type CustomerGroupRef,
  cartReducer,
  emptyCart,
  listAdd,
  listRemove,
} from "@roshni/core";
import type { Customer, Product, SavedLists } from "../api/types";
import type { Locale } from "../i18n/languages";
import type { PersistedState } from "./persisted-state";
import { cartFromSaved, listFromSaved } from "./saved-lists";
import type { CartProductCopy, ListItem, ShopState } from "./types";

export type ListName = "wishlist" | "compare";

export type ShopAction =
  | { type: "restore"; persisted: PersistedState | null }
  | { type: "cart"; action: CartAction<CartProductCopy> }
  /** Many cart actions as one change (the quick order pad's lines), so the cart is saved once. */
  | { type: "cartMany"; actions: CartAction<CartProductCopy>[] }
  | { type: "listAdd"; list: ListName; item: ListItem }
  | { type: "listRemove"; list: ListName; id: number }
  | { type: "currency"; code: CurrencyCode }
  | { type: "locale"; locale: Locale }
  | { type: "quickViewLoading"; loading: boolean }
  | { type: "quickViewOpen"; product: Product }
  | { type: "quickViewClose" }
  | { type: "mobileMenu"; open: boolean }
  | { type: "token"; token: string | null }
  | { type: "user"; user: Customer | null }
  | { type: "logout" }
  | { type: "pending"; key: string; on: boolean }
  /**
   * The signed-in buyer's lists as the server keeps them replace the browser's (or, without `lists`, are
   * already the same); from then on the browser's changes are saved for `customerId`.
   */
  | { type: "saved"; customerId: number | null; lists?: SavedLists }
  /** Signing out of a browser whose lists are kept on the server leaves it empty for the next person. */
  | { type: "savedClear" };

export function initialShopState(init: {
  locale: Locale;
  currency: CurrencyCode;
  token: string | null;
}): ShopState {
  return {
    cart: emptyCart<CartProductCopy>(),
    wishlist: [],
    compare: [],
    currency: init.currency,
    locale: init.locale,
    quickView: { open: false, loading: false, product: null },
    mobileMenuOpen: false,
    auth: { token: init.token, user: null, wholesale: false },
    pending: [],
    restored: false,
    savedFor: null,
  };
}

/** The group whose prices the buyer sees: a visitor (or a user not loaded yet) is in the default group. */
export function groupOf(state: Pick<ShopState, "auth">): CustomerGroupRef | null {
  const group = state.auth.user?.customerGroup;
  return group ? { id: group.id, isDefault: group.isDefault } : null;
}

export function toListItem(product: Product): ListItem {
  return { ...product, name: product.title };
}

export function shopReducer(state: ShopState, action: ShopAction): ShopState {
  switch (action.type) {
    case "restore": {
      const saved = action.persisted;
      if (!saved) return { ...state, restored: true };
      return {
        ...state,
        cart: cartReducer(saved.cart, { type: "refreshPrices", group: groupOf(state) }),
        wishlist: saved.wishlist,
        compare: saved.compare,
        currency: saved.currency,
        locale: saved.locale,
        restored: true,
      };
    }
    case "cart": {
      const cart = cartReducer(state.cart, action.action);
      return cart === state.cart ? state : { ...state, cart };
    }
    case "cartMany": {
      const cart = action.actions.reduce(cartReducer<CartProductCopy>, state.cart);
      return cart === state.cart ? state : { ...state, cart };
    }
    case "listAdd": {
      const list = listAdd(state[action.list], action.item);
      return list === state[action.list] ? state : { ...state, [action.list]: list };
    }
    case "listRemove": {
      const list = listRemove(state[action.list], action.id);
      return list === state[action.list] ? state : { ...state, [action.list]: list };
    }
    case "currency":
      // SPEC.md section 4: a currency change applies only when the code differs.
      return action.code === state.currency ? state : { ...state, currency: action.code };
    case "locale":
      return action.locale === state.locale ? state : { ...state, locale: action.locale };
    case "quickViewLoading":
      return { ...state, quickView: { ...state.quickView, loading: action.loading } };
    case "quickViewOpen":
      return { ...state, quickView: { open: true, loading: false, product: { ...action.product } } };
    case "quickViewClose":
      return { ...state, quickView: { ...state.quickView, open: false, loading: false } };
    case "mobileMenu":
      return action.open === state.mobileMenuOpen ? state : { ...state, mobileMenuOpen: action.open };
    case "token":
      return action.token === state.auth.token
        ? state
        : { ...state, auth: { ...state.auth, token: action.token } };
    case "user": {
      // A visitor stays a visitor without a new state: nothing that reads the buyer renders again.
      if (action.user === null && state.auth.user === null) return state;
      const wholesale = action.user ? !action.user.customerGroup.isDefault : false;
      return { ...state, auth: { ...state.auth, user: action.user, wholesale } };
    }
    case "logout":
      return { ...state, auth: { token: null, user: null, wholesale: false } };
    case "saved":
      if (!action.lists) {
        return state.savedFor === action.customerId ? state : { ...state, savedFor: action.customerId };
      }
      return {
        ...state,
        cart: cartFromSaved(state.cart, action.lists.cart, groupOf(state)),
        wishlist: listFromSaved(action.lists.wishlist),
        compare: listFromSaved(action.lists.compare),
        savedFor: action.customerId,
      };
    case "savedClear":
      return {
        ...state,
        cart: cartReducer(state.cart, { type: "clear" }),
        wishlist: [],
        compare: [],
        savedFor: null,
      };
    case "pending": {
      const has = state.pending.includes(action.key);
      if (action.on === has) return state;
      return {
        ...state,
        pending: action.on
          ? [...state.pending, action.key]
          : state.pending.filter((key) => key !== action.key),
      };
    }
  }
}
