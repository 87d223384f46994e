"use client";

import { useAuth, useCompare, useI18n, useWishlist } from "@/lib/store";
import { Link } from "@/modules/layout/link";
import { CartDropdown } from "./cart-dropdown";
import { DepartmentMenu } from "./department-menu";
import { HeaderSearch } from "./header-search";
import { CompareIcon, HeartIcon } from "./icons";
import { CATALOG_HREF, COMPARE_HREF, type MenuCategory, WISHLIST_HREF } from "./links";
import { Logo } from "./logo";
import { TopBar } from "./top-bar";

export type HeaderVariant = "default" | "compact";

function ListCounters() {
  const { t } = useI18n();
  const wishlist = useWishlist();
  const compare = useCompare();
  return (
    <>
      <Link href={WISHLIST_HREF} className="header-action">
        <span className="visually-hidden">{t("header.wishlist")}</span>
        <span style={{ position: "relative" }}>
          <HeartIcon />
          <span className="badge" data-testid="wishlist-count">
            {wishlist.count}
          </span>
        </span>
      </Link>
      <Link href={COMPARE_HREF} className="header-action">
        <span className="visually-hidden">{t("header.compare")}</span>
        <span style={{ position: "relative" }}>
          <CompareIcon />
          <span className="badge" data-testid="compare-count">
            {compare.count}
          </span>
        </span>
      </Link>
    </>
  );
}

/** Header above 991 px: top bar, logo, search, cart dropdown and the department menu. */
export function DesktopHeader({
  categories,
  phone,
  variant,
}: {
  categories: MenuCategory[];
  phone: string | null;
  variant: HeaderVariant;
}) {
  const { t } = useI18n();
  const { wholesale } = useAuth();
  if (variant === "compact") {
    return (
      <header className="desktop-header site-header header-compact" data-testid="desktop-header">
        <TopBar phone={phone} />
        <div className="container header-main">
          <Logo label={t("header.logoAlt")} />
          <DepartmentMenu categories={categories} />
          <HeaderSearch inputId="header-search-desktop" />
          <div className="header-actions">
            <ListCounters />
            <CartDropdown />
          </div>
        </div>
      </header>
    );
  }
  return (
    <header className="desktop-header site-header" data-testid="desktop-header">
      <TopBar phone={phone} />
      <div className="container header-main">
        <Logo label={t("header.logoAlt")} tagline={t("header.tagline")} />
        <HeaderSearch inputId="header-search-desktop" />
        <div className="header-actions">
          <ListCounters />
          <CartDropdown />
        </div>
      </div>
      <nav className="nav-row" aria-label={t("header.categories")}>
        <div className="container nav-row-inner">
          <DepartmentMenu categories={categories} />
          <ul className="nav-links">
            <li>
              <Link href="/">{t("header.home")}</Link>
            </li>
            <li>
              <Link href={CATALOG_HREF}>{t("header.shop")}</Link>
            </li>
            <li>
              <Link href="/blog/category-classic">{t("topbar.blog")}</Link>
            </li>
            <li>
              <Link href="/site/contact-us">{t("topbar.contacts")}</Link>
            </li>
          </ul>
          {wholesale ? (
            <span
              className="wholesale-chip"
              data-testid="wholesale-marker"
              title={t("account.wholesaleNote")}
            >
              {t("account.wholesale")}
            </span>
          ) : null}
        </div>
      </nav>
    </header>
  );
}
