"use client";

import { STAFF_ROLE_TITLES } from "@roshni/core";
import { useQueryClient } from "@tanstack/react-query";
import dynamic from "next/dynamic";
import NextLink from "next/link";
import { usePathname } from "next/navigation";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { authApi } from "../login/api";
import { MfaEnrolment } from "../login/mfa-enrolment";
import styles from "../ui/admin.module.css";
import { toastFailed } from "../ui/toast";
import { canDo } from "./can";
import { useMe } from "./use-me";

// Loaded only for the forced change: the list of breached passwords behind the form's policy is large, and
// every other page of the back office does without it.
const PasswordChangeForm = dynamic(() => import("../login/password-forms").then((m) => m.PasswordChangeForm));

const NAV = [
  { href: "/admin", label: "Dashboard", exact: true },
  { href: "/admin/orders", label: "Orders" },
  { href: "/admin/customers", label: "Customers" },
  { href: "/admin/products", label: "Products" },
  { href: "/admin/stock", label: "Stock" },
  { href: "/admin/categories", label: "Categories" },
  { href: "/admin/coupons", label: "Coupons", permission: "coupons.manage" },
  { href: "/admin/banners", label: "Banners", permission: "content.manage" },
  { href: "/admin/blog", label: "Blog", permission: "content.manage" },
  { href: "/admin/gst", label: "GST", permission: "gst.documents" },
  { href: "/admin/audit", label: "Audit log", owner: true },
  { href: "/admin/jobs", label: "Jobs", owner: true },
  { href: "/admin/staff", label: "Staff", owner: true },
  { href: "/admin/settings", label: "Settings", owner: true },
  { href: "/admin/receivables", label: "Receivables", permission: "customers.manage" },
  { href: "/admin/reports", label: "Reports", permission: "reports.read" },
  { href: "/admin/dispatch", label: "Dispatch queue", permission: "orders.fulfil" },
  { href: "/admin/quotes", label: "Quotes", permission: "quotes.manage" },
] as const;

/** "/" jumps to the list's search box, as in most tools used all day. */
function useSearchShortcut() {
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.target as HTMLElement;
      if (target.closest("input, textarea, select, [contenteditable='true']")) return;
      const search = document.querySelector<HTMLInputElement>("[data-admin-search]");
      if (!search) return;
      event.preventDefault();
      search.focus();
      search.select();
    }
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
}

/** The frame of every signed-in back-office page: navigation, who is signed in, sign-out. */
export function AdminShell({ children }: { children: ReactNode }) {
  const me = useMe();
  const pathname = usePathname();
  const queryClient = useQueryClient();
  const [signingOut, setSigningOut] = useState(false);
  const nav = useRef<HTMLElement>(null);
  useSearchShortcut();

  // On a phone the links are one scrolled row: the current section is scrolled into sight, never left
  // past the screen's edge.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again on each navigation
  useEffect(() => {
    const current = nav.current?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!nav.current || !current) return;
    const strip = nav.current.getBoundingClientRect();
    const link = current.getBoundingClientRect();
    if (link.left < strip.left || link.right > strip.right) {
      nav.current.scrollLeft += link.left - strip.left - (strip.width - link.width) / 2;
    }
  }, [pathname, me.status]);

  async function signOut() {
    setSigningOut(true);
    try {
      await authApi.logout();
      queryClient.clear();
      window.location.assign("/admin/login?signedOut=1");
    } catch (error) {
      setSigningOut(false);
      toastFailed(error);
    }
  }

  if (me.status === "pending") {
    return (
      <div className={styles.boot} aria-busy="true">
        <span className="spinner" aria-hidden="true" />
        <span className="visually-hidden">Loading the back office</span>
      </div>
    );
  }
  if (me.status === "error") {
    // A 401 has already sent the browser to the sign-in page; anything else says so here.
    return (
      <div className={styles.boot}>
        <p role="alert">The back office cannot reach the shop's server: {me.error.message}</p>
        <button type="button" className="btn btn-dark" onClick={() => me.refetch()}>
          Try again
        </button>
      </div>
    );
  }

  const staff = me.data;
  const isOwner = canDo(staff, "shop.admin");
  const allowed = (item: (typeof NAV)[number]) =>
    (!("owner" in item) || isOwner) && (!("permission" in item) || canDo(staff, item.permission));
  // A page opened by its address that the member's role may not use says so, rather than showing the
  // API's refusal as a failed load.
  const section = NAV.filter(
    (item) => !("exact" in item) && (pathname === item.href || pathname.startsWith(`${item.href}/`)),
  ).sort((a, b) => b.href.length - a.href.length)[0];
  const refused = section && !allowed(section) ? section : null;
  return (
    <div className={styles.shell}>
      <a href="#admin-main" className={styles.skip}>
        Skip to content
      </a>
      <header className={styles.topbar}>
        <NextLink href="/admin" className={styles.brand}>
          Roshni <span>Back office</span>
        </NextLink>
        <nav aria-label="Back office" className={styles.nav} ref={nav}>
          {NAV.filter(allowed).map((item) => {
            const current = "exact" in item ? pathname === item.href : pathname.startsWith(item.href);
            return (
              <NextLink
                key={item.href}
                href={item.href}
                className={styles.navLink}
                aria-current={current ? "page" : undefined}
              >
                {item.label}
              </NextLink>
            );
          })}
        </nav>
        <div className={styles.who}>
          <NextLink href="/admin/security" className={styles.whoName} data-testid="staff-name">
            {staff.name}
            <small>
              {STAFF_ROLE_TITLES[staff.role]}
              {staff.mfaEnabled ? "" : " · two-step sign-in off"}
            </small>
          </NextLink>
          <button
            type="button"
            className="btn btn-outline"
            onClick={signOut}
            disabled={signingOut}
            aria-busy={signingOut || undefined}
          >
            Sign out
          </button>
        </div>
      </header>
      <main id="admin-main" className={styles.main}>
        {staff.passwordChangeRequired ? (
          <PasswordChangeForm email={staff.email} required />
        ) : staff.mfaEnrolmentRequired ? (
          <MfaEnrolment required />
        ) : refused ? (
          <section className={styles.panel} aria-labelledby="not-for-role" data-testid="not-for-role">
            <h1 id="not-for-role" className={styles.pageTitle}>
              {refused.label}: not for your role
            </h1>
            <p>
              {refused.label} is not for the {STAFF_ROLE_TITLES[staff.role]} role. If your work needs it, ask
              the owner to change your role.
            </p>
            <NextLink href="/admin" className="btn btn-outline">
              Back to the dashboard
            </NextLink>
          </section>
        ) : (
          children
        )}
      </main>
    </div>
  );
}
