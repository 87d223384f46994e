import type { MessageKey } from "@/lib/i18n";

export interface NavLink {
  href: string;
  label: MessageKey;
}

/** Top bar links of SPEC.md section 2 (Currency and Language are menus beside them). */
export const TOP_BAR_LINKS: readonly NavLink[] = [
  { href: "/about-us", label: "topbar.aboutUs" },
  { href: "/site/contact-us", label: "topbar.contacts" },
  { href: "/site/contact-us#store-location", label: "topbar.storeLocation" },
  { href: "/account/orders", label: "topbar.trackOrder" },
  { href: "/blog/category-classic", label: "topbar.blog" },
  { href: "/account/dashboard", label: "topbar.myAccount" },
  { href: "/shop/quick-order", label: "topbar.quickOrder" },
];

/** The signed-in account menu, in the order of SPEC.md section 2 (Logout is a button after them). */
export const ACCOUNT_LINKS: readonly NavLink[] = [
  { href: "/account/profile", label: "account.editProfile" },
  { href: "/account/orders", label: "account.orderHistory" },
  { href: "/account/addresses", label: "account.addresses" },
  { href: "/account/password", label: "account.password" },
];

/** Information pages listed in the footer. */
export const INFORMATION_LINKS: readonly NavLink[] = [
  { href: "/about-us", label: "page.aboutUs" },
  { href: "/site/contact-us", label: "page.contactUs" },
  { href: "/pricing", label: "page.pricing" },
  { href: "/how-to-order", label: "page.howToOrder" },
  { href: "/shipping-and-delivery", label: "page.shipping" },
  { href: "/refund-and-cancellation", label: "page.refund" },
  { href: "/replacement-policy", label: "page.replacement" },
  { href: "/warranty", label: "page.warranty" },
  { href: "/product-care", label: "page.productCare" },
  { href: "/custom-orders", label: "page.customOrders" },
  { href: "/privacy-policy", label: "page.privacyPolicy" },
  { href: "/site/terms", label: "page.terms" },
];

export const LOGIN_HREF = "/account/login";
export const CART_HREF = "/shop/cart";
export const CHECKOUT_HREF = "/shop/checkout";
export const WISHLIST_HREF = "/shop/wishlist";
export const COMPARE_HREF = "/shop/compare";
export const CATALOG_HREF = "/shop/catalog";

/** A category as a menu or a tab shows it: a name and a link (its page's texts stay on the server). */
export interface MenuCategory {
  id: number;
  title: string;
  url: string;
}

export function menuCategories(categories: readonly MenuCategory[]): MenuCategory[] {
  return categories.map(({ id, title, url }) => ({ id, title, url }));
}

export function categoryHref(slug: string): string {
  return `/shop/${encodeURIComponent(slug)}`;
}

export function productHref(product: { websites: { slug: string }[] }): string {
  // SPEC.md section 2: the product's first website slug, empty if missing.
  return `/shop/products/${encodeURIComponent(product.websites[0]?.slug ?? "")}`;
}

/** E.164 (+919811122233) as a tel: link target. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, "")}`;
}

/** +91 98111 22233 for a mobile, +91 11 2345 6789 for a Delhi landline. */
export function displayPhone(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  if (digits.length === 12 && digits.startsWith("91")) {
    const rest = digits.slice(2);
    if (rest.startsWith("11")) return `+91 11 ${rest.slice(2, 6)} ${rest.slice(6)}`;
    return `+91 ${rest.slice(0, 5)} ${rest.slice(5)}`;
  }
  return phone;
}

/**
 * Pages that are mostly a form (cart, checkout, the account, contact): on a phone the floating button would
 * sit on their fields and buttons, so it gives way there (the footer keeps the shop's contacts).
 */
export function isFormPage(pathname: string): boolean {
  return (
    pathname === CART_HREF ||
    pathname === CHECKOUT_HREF ||
    pathname.startsWith("/account") ||
    pathname === "/contact-us" ||
    pathname === "/site/contact-us"
  );
}
