import type { ReactNode } from "react";
import { Link } from "@/modules/layout/link";
import styles from "./shop-pages.module.css";

/** What an empty cart, wishlist or compare list shows: the message, a hint and the way back to the catalogue. */
export function EmptyState({
  message,
  hint,
  actionHref,
  actionLabel,
  icon,
  testId,
}: {
  message: string;
  hint: string;
  actionHref: string;
  actionLabel: string;
  icon: ReactNode;
  testId: string;
}) {
  return (
    <div className={styles.empty} data-testid={testId}>
      <span className={styles.emptyIcon} aria-hidden="true">
        {icon}
      </span>
      <p className={styles.emptyMessage}>{message}</p>
      <p className={styles.muted}>{hint}</p>
      <Link href={actionHref} className="btn btn-primary">
        {actionLabel}
      </Link>
    </div>
  );
}
