import type { ReactNode } from "react";
import { Link } from "@/modules/layout/link";
import styles from "./shop-pages.module.css";

/** Breadcrumb and title of a shop page (cart, checkout, wishlist, compare). */
export function PageHead({
  title,
  homeLabel,
  breadcrumbLabel,
  trail = [],
  children,
}: {
  title: string;
  homeLabel: string;
  breadcrumbLabel: string;
  /** Pages between Home and this one. */
  trail?: readonly { href: string; label: string }[];
  children?: ReactNode;
}) {
  return (
    <header className={styles.pageHead}>
      <nav aria-label={breadcrumbLabel} className={styles.breadcrumb}>
        <ol>
          <li>
            <Link href="/">{homeLabel}</Link>
          </li>
          {trail.map((crumb) => (
            <li key={crumb.href}>
              <Link href={crumb.href}>{crumb.label}</Link>
            </li>
          ))}
          <li aria-current="page">{title}</li>
        </ol>
      </nav>
      <div className={styles.titleRow}>
        <h1 className={styles.title}>{title}</h1>
        {children}
      </div>
    </header>
  );
}
