export {
  useAuth,
  useCart,
  useCompare,
  useCurrency,
  useGroup,
  useI18n,
  useMobileMenu,
  useProductPrice,
  useQuickView,
  useVolumeTiers,
  useWishlist,
} from "./hooks";
export type { PersistedState } from "./persisted-state";
export { parsePersistedState, STATE_KEY, serializePersistedState } from "./persisted-state";
export type { ListName, ShopAction } from "./shop-reducer";
export { groupOf, initialShopState, shopReducer, toListItem } from "./shop-reducer";
export type { AddToCartOptions, ShopActions, StoreProviderProps } from "./store-provider";
export { CURRENCY_COOKIE, StoreProvider, TOKEN_COOKIE } from "./store-provider";
export type { AuthState, CartProductCopy, ListItem, QuickViewState, ShopState } from "./types";
