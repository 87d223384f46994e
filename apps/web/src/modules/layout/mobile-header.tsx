"use client";

import { truncateName } from "@roshni/core";
import { usePathname } from "next/navigation";
import { useEffect, useState } from "react";
import { categoryTitle } from "@/lib/i18n";
import { useAuth, useCart, useI18n, useMobileMenu, useWishlist } from "@/lib/store";
import { Link } from "@/modules/layout/link";
import { HeaderSearch } from "./header-search";
import { CartIcon, CloseIcon, HeartIcon, MenuIcon, SearchIcon, UserIcon } from "./icons";
import { CART_HREF, categoryHref, LOGIN_HREF, type MenuCategory, WISHLIST_HREF } from "./links";
import { Logo } from "./logo";
import { AccountLinkItems, CurrencyMenu, LanguageMenu } from "./top-bar";

/** The slide-out menu: Categories and Account (SPEC.md section 2), plus currency and language. */
export function MobileMenu({ categories }: { categories: MenuCategory[] }) {
  const { t } = useI18n();
  const { open, setOpen } = useMobileMenu();
  const { signedIn, user } = useAuth();
  const pathname = usePathname();
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on navigation only
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.removeEventListener("keydown", onKey);
      document.body.style.overflow = overflow;
    };
  }, [open, setOpen]);

  if (!open) return null;
  const close = () => setOpen(false);
  return (
    <>
      <div className="drawer-backdrop" onClick={close} aria-hidden="true" />
      <div
        className="drawer"
        role="dialog"
        aria-modal="true"
        aria-label={t("header.menu")}
        data-testid="mobile-menu"
      >
        <div className="drawer-head">
          <strong>{t("header.menu")}</strong>
          <button type="button" className="mobile-icon" aria-label={t("header.closeMenu")} onClick={close}>
            <CloseIcon />
          </button>
        </div>
        <div className="drawer-body">
          <div className="drawer-settings">
            <div className="topbar" style={{ background: "var(--night)", borderRadius: 6 }}>
              <CurrencyMenu withLabel={false} />
            </div>
            <div className="topbar" style={{ background: "var(--night)", borderRadius: 6 }}>
              <LanguageMenu withLabel={false} />
            </div>
          </div>
          <h2 className="drawer-section-title">{t("header.categories")}</h2>
          <ul className="drawer-links">
            {categories.map((category) => (
              <li key={category.id}>
                <Link href={categoryHref(category.url)} onClick={close}>
                  {categoryTitle(t, category)}
                </Link>
              </li>
            ))}
          </ul>
          <h2 className="drawer-section-title">{t("header.account")}</h2>
          <ul className="drawer-links">
            {signedIn ? (
              <>
                {user ? (
                  <li>
                    <Link href="/account/dashboard" onClick={close}>
                      {truncateName(user.name)}
                    </Link>
                  </li>
                ) : null}
                <AccountLinkItems onChoose={close} />
              </>
            ) : (
              <li>
                <Link href={LOGIN_HREF} onClick={close}>
                  {t("account.login")}
                </Link>
              </li>
            )}
          </ul>
        </div>
      </div>
    </>
  );
}

/** Header at 991 px and below: sticky bar with menu, logo, search, account, wishlist and cart counts. */
export function MobileHeader({ categories }: { categories: MenuCategory[] }) {
  const { t } = useI18n();
  const { cart } = useCart();
  const wishlist = useWishlist();
  const { signedIn } = useAuth();
  const menu = useMobileMenu();
  const [searchOpen, setSearchOpen] = useState(false);
  const pathname = usePathname();
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on navigation only
  useEffect(() => setSearchOpen(false), [pathname]);
  // The search icon opens the field ready to type in (the phone's keyboard comes up with it).
  useEffect(() => {
    if (searchOpen) document.getElementById("header-search-mobile")?.focus();
  }, [searchOpen]);

  return (
    <header className="mobile-header" data-testid="mobile-header">
      <div className="container mobile-header-bar">
        <button
          type="button"
          className="mobile-icon"
          aria-label={t("header.openMenu")}
          aria-expanded={menu.open}
          data-testid="mobile-menu-button"
          onClick={menu.toggle}
        >
          <MenuIcon />
        </button>
        <Logo label={t("header.logoAlt")} />
        <div className="mobile-header-actions">
          <button
            type="button"
            className="mobile-icon"
            aria-label={t("header.search")}
            aria-expanded={searchOpen}
            aria-controls={searchOpen ? "header-search-mobile" : undefined}
            data-testid="mobile-search-button"
            onClick={() => setSearchOpen((was) => !was)}
          >
            <SearchIcon />
          </button>
          <Link
            href={signedIn ? "/account/dashboard" : LOGIN_HREF}
            className="mobile-icon"
            aria-label={signedIn ? t("topbar.myAccount") : t("account.login")}
          >
            <UserIcon />
          </Link>
          <Link
            href={WISHLIST_HREF}
            className="mobile-icon"
            aria-label={`${t("header.wishlist")} (${wishlist.count})`}
          >
            <HeartIcon />
            <span className="badge" data-testid="mobile-wishlist-count">
              {wishlist.count}
            </span>
          </Link>
          <Link
            href={CART_HREF}
            className="mobile-icon"
            aria-label={`${t("header.cart")} (${cart.quantity})`}
          >
            <CartIcon />
            <span className="badge" data-testid="mobile-cart-count">
              {cart.quantity}
            </span>
          </Link>
        </div>
      </div>
      {searchOpen ? (
        <div className="container mobile-search">
          <HeaderSearch inputId="header-search-mobile" />
        </div>
      ) : null}
      <MobileMenu categories={categories} />
    </header>
  );
}
