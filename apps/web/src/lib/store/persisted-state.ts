import { type Cart, type CurrencyCode, currencyByCode, STATE_VERSION } from "@roshni/core";
import { isLocale, type Locale } from "../i18n/languages";
import type { CartProductCopy, ListItem } from "./types";

/** SPEC.md section 4: state is saved to local storage under 'state' and restored only for version 1. */
export const STATE_KEY = "state";

export interface PersistedState {
  version: typeof STATE_VERSION;
  cart: Cart<CartProductCopy>;
  wishlist: ListItem[];
  compare: ListItem[];
  currency: CurrencyCode;
  locale: Locale;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

function isCart(value: unknown): value is Cart<CartProductCopy> {
  return (
    isObject(value) &&
    Array.isArray(value.items) &&
    typeof value.lastItemId === "number" &&
    typeof value.total === "number" &&
    Array.isArray(value.totals)
  );
}

function isList(value: unknown): value is ListItem[] {
  return Array.isArray(value) && value.every((item) => isObject(item) && typeof item.id === "number");
}

/** Parses the stored text; anything but a well-formed version 1 state is ignored, never half-restored. */
export function parsePersistedState(text: string | null): PersistedState | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isObject(value) || value.version !== STATE_VERSION) return null;
  if (!isCart(value.cart) || !isList(value.wishlist) || !isList(value.compare)) return null;
  if (typeof value.currency !== "string" || !currencyByCode(value.currency)) return null;
  if (!isLocale(value.locale)) return null;
  return {
    version: STATE_VERSION,
    cart: value.cart,
    wishlist: value.wishlist,
    compare: value.compare,
    currency: value.currency as CurrencyCode,
    locale: value.locale,
  };
}

export function serializePersistedState(state: Omit<PersistedState, "version">): string {
  const persisted: PersistedState = {
    version: STATE_VERSION,
    cart: state.cart,
    wishlist: state.wishlist,
    compare: state.compare,
    currency: state.currency,
    locale: state.locale,
  };
  return JSON.stringify(persisted);
}
