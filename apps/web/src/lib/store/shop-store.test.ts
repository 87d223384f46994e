import { describe, expect, it, vi } from "vitest";
import { initialShopState } from "./shop-reducer";
import { createShopStore } from "./shop-store";

const fresh = () => createShopStore(initialShopState({ locale: "en", currency: "INR", token: null }));

describe("the shop store", () => {
  it("tells its listeners of a change and keeps the parts that did not change", () => {
    const store = fresh();
    const listener = vi.fn();
    store.subscribe(listener);
    const before = store.getState();
    store.dispatch({ type: "restore", persisted: null });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getState().restored).toBe(true);
    // Selectors of the cart, the lists and the language see the same objects: their components stay put.
    expect(store.getState().cart).toBe(before.cart);
    expect(store.getState().wishlist).toBe(before.wishlist);
    expect(store.getState().locale).toBe(before.locale);
    expect(store.initial).toBe(before);
  });

  it("stays silent when an action changes nothing, and forgets a listener that unsubscribed", () => {
    const store = fresh();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.dispatch({ type: "mobileMenu", open: false });
    store.dispatch({ type: "user", user: null });
    store.dispatch({ type: "token", token: null });
    expect(listener).not.toHaveBeenCalled();
    unsubscribe();
    store.dispatch({ type: "mobileMenu", open: true });
    expect(listener).not.toHaveBeenCalled();
    expect(store.getState().mobileMenuOpen).toBe(true);
  });
});
