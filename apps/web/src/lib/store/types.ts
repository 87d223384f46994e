import type { Cart, CurrencyCode, CustomerGroupRef } from "@roshni/core";
import type { Customer, Product } from "../api/types";
import type { Locale } from "../i18n/languages";

/** The cart keeps a copy of the product as it was added (SPEC.md section 3, Cart line item). */
export type CartProductCopy = Product;

/** Compare and wishlist entries: a copy of the product with its id and name (SPEC.md section 3). */
export type ListItem = Product & { name: string };

export interface AuthState {
  token: string | null;
  user: Customer | null;
  /** Set when the signed-in customer's group is not the default one (wholesale prices apply). */
  wholesale: boolean;
}

export interface QuickViewState {
  open: boolean;
  loading: boolean;
  product: Product | null;
}

export interface ShopState {
  cart: Cart<CartProductCopy>;
  wishlist: ListItem[];
  compare: ListItem[];
  currency: CurrencyCode;
  locale: Locale;
  quickView: QuickViewState;
  mobileMenuOpen: boolean;
  auth: AuthState;
  /** Keys of cart, compare and wishlist actions waiting out their delay, for busy buttons. */
  pending: string[];
  /** The persisted state has been read (or found missing); saving starts only after that. */
  restored: boolean;
  /** The customer whose server lists the browser's lists are in step with (not persisted); null before that. */
  savedFor: number | null;
}

export type { CustomerGroupRef };
