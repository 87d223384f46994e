"use client";

import { usePathname } from "next/navigation";
import { type ReactNode, useEffect, useRef } from "react";
import { readStoredToken } from "@/lib/api/client";
import { useAuth } from "@/lib/store";
import { Link } from "@/modules/layout/link";
import styles from "./account.module.css";
import type { AccountKey } from "./account-text";
import { LOGIN_PATH, loginHref } from "./next-path";
import { useAccountText } from "./use-account-text";

const NAV: readonly { href: string; label: AccountKey }[] = [
  { href: "/account/dashboard", label: "nav.dashboard" },
  { href: "/account/profile", label: "nav.profile" },
  { href: "/account/orders", label: "nav.orders" },
  { href: "/account/addresses", label: "nav.addresses" },
  { href: "/account/password", label: "nav.password" },
  { href: "/account/credit", label: "nav.credit" },
  { href: "/shop/quick-order", label: "nav.quickOrder" },
  { href: "/account/lists", label: "nav.lists" },
  { href: "/account/quotes", label: "nav.quotes" },
];

function isCurrent(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}

/**
 * The signed-in part of the account area: its navigation and the client-side guard. A visitor (no token in
 * the store nor in localStorage) is sent to sign in with `next` set to the page they wanted; the page
 * itself is not rendered, so it never calls the API without a token.
 */
export function AccountShell({ children }: { children: ReactNode }) {
  const { t } = useAccountText();
  const { signedIn, logout } = useAuth();
  const pathname = usePathname();
  const leaving = useRef(false);

  useEffect(() => {
    if (signedIn || leaving.current || readStoredToken() !== null) return;
    // A full navigation: a soft one can be overtaken by the store's own refresh after it signs out.
    window.location.replace(loginHref(`${window.location.pathname}${window.location.search}`));
  }, [signedIn]);

  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.shell}>
        <nav className={styles.nav} aria-label={t("nav.label")}>
          <p className={styles.navTitle}>{t("nav.title")}</p>
          <ul className={styles.navList}>
            {NAV.map((item) => (
              <li key={item.href}>
                <Link
                  href={item.href}
                  className={styles.navLink}
                  aria-current={isCurrent(pathname, item.href) ? "page" : undefined}
                >
                  {t(item.label)}
                </Link>
              </li>
            ))}
            <li>
              <button
                type="button"
                className={styles.navLink}
                data-testid="account-logout"
                onClick={() => {
                  // Signing out goes to the sign-in page itself, not back to this page after the next sign-in.
                  leaving.current = true;
                  logout({ goTo: LOGIN_PATH });
                }}
              >
                {t("nav.logout")}
              </button>
            </li>
          </ul>
        </nav>
        <div className={styles.content}>
          {signedIn ? children : <p className="notice">{t("common.signInFirst")}</p>}
        </div>
      </div>
    </div>
  );
}
