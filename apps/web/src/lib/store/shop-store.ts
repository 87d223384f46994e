import { type ShopAction, shopReducer } from "./shop-reducer";
import type { ShopState } from "./types";

/**
 * The storefront's state outside React: components read the parts they need through selectors
 * (`useSyncExternalStore`), so a change re-renders only those whose part changed (a restored cart does
 * not re-render every product card's price, a pending wishlist click not the header's language menu).
 */
export interface ShopStore {
  /** The state the server rendered with; the first client render must see the same. */
  readonly initial: ShopState;
  getState(): ShopState;
  dispatch(action: ShopAction): void;
  subscribe(listener: () => void): () => void;
}

export function createShopStore(initial: ShopState): ShopStore {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    initial,
    getState: () => state,
    dispatch(action) {
      const next = shopReducer(state, action);
      if (next === state) return;
      state = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
