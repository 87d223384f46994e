import { Link } from "@/modules/layout/link";
import styles from "./catalogue.module.css";

export interface Crumb {
  label: string;
  /** The last crumb (the current page) has none. */
  href?: string;
}

/** Where the page sits in the shop: Home › Category › Product. */
export function Breadcrumbs({ crumbs, label }: { crumbs: Crumb[]; label: string }) {
  return (
    <nav aria-label={label} className={styles.breadcrumbs}>
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={`${crumb.label}-${crumb.href ?? "current"}`}>
            {crumb.href && index < crumbs.length - 1 ? (
              <Link href={crumb.href}>{crumb.label}</Link>
            ) : (
              <span aria-current="page">{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
