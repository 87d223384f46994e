import type { ReactNode } from "react";
import { Link } from "@/modules/layout/link";
import styles from "./content-page.module.css";

export interface Crumb {
  href: string;
  label: string;
}

/**
 * The frame of a reading page: breadcrumb, heading, lead paragraph, then the body beside an optional
 * aside. The heading is the page's only h1.
 */
export function ContentShell({
  title,
  intro,
  crumbs,
  breadcrumbLabel,
  aside,
  children,
}: {
  title: string;
  intro?: string;
  /** The trail before this page, starting with Home. */
  crumbs: readonly Crumb[];
  breadcrumbLabel: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={`container ${styles.page}`}>
      <nav className={styles.breadcrumb} aria-label={breadcrumbLabel}>
        <ol>
          {crumbs.map((crumb) => (
            <li key={crumb.href}>
              <Link href={crumb.href}>{crumb.label}</Link>
            </li>
          ))}
          <li aria-current="page">{title}</li>
        </ol>
      </nav>
      <h1 className={styles.title}>{title}</h1>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      <div className={aside ? styles.layout : undefined}>
        <div className={styles.body}>{children}</div>
        {aside ? <aside className={styles.aside}>{aside}</aside> : null}
      </div>
    </div>
  );
}
