"use client";

import { Link } from "@/modules/layout/link";
import styles from "./account.module.css";
import { useAccountText } from "./use-account-text";

/** Pages to offer around the current one: first, last, and two either side, with gaps marked null. */
export function pageWindow(page: number, pages: number): (number | null)[] {
  const wanted = new Set([1, pages, page - 2, page - 1, page, page + 1, page + 2]);
  const list = [...wanted].filter((value) => value >= 1 && value <= pages).sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const value of list) {
    const last = out[out.length - 1];
    if (typeof last === "number" && value - last > 1) out.push(null);
    out.push(value);
  }
  return out;
}

/** `?page=` links for a list of `total` things shown `perPage` at a time. */
export function Pagination({
  page,
  total,
  perPage,
  href,
}: {
  page: number;
  total: number;
  perPage: number;
  href: (page: number) => string;
}) {
  const { t } = useAccountText();
  const pages = Math.max(1, Math.ceil(total / perPage));
  const from = total === 0 ? 0 : (page - 1) * perPage + 1;
  const to = Math.min(total, page * perPage);
  return (
    <div className={styles.pager}>
      <p className={styles.pagerCount}>
        <bdi>{t("orders.count", { from, to, total })}</bdi>
      </p>
      {pages > 1 ? (
        <nav aria-label={t("pagination.label")}>
          <ul className={styles.pagerList}>
            <li>
              <Link
                href={href(Math.max(1, page - 1))}
                className={styles.pagerLink}
                aria-disabled={page <= 1 || undefined}
                tabIndex={page <= 1 ? -1 : undefined}
                rel="prev"
              >
                <span aria-hidden="true">‹</span>
                <span className="visually-hidden">{t("pagination.previous")}</span>
              </Link>
            </li>
            {pageWindow(page, pages).map((value, index) =>
              value === null ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity but its place
                <li key={`gap-${index}`} aria-hidden="true" className={styles.muted}>
                  …
                </li>
              ) : (
                <li key={value}>
                  <Link
                    href={href(value)}
                    className={styles.pagerLink}
                    aria-current={value === page ? "page" : undefined}
                    aria-label={t("pagination.page", { page: value })}
                  >
                    {value}
                  </Link>
                </li>
              ),
            )}
            <li>
              <Link
                href={href(Math.min(pages, page + 1))}
                className={styles.pagerLink}
                aria-disabled={page >= pages || undefined}
                tabIndex={page >= pages ? -1 : undefined}
                rel="next"
              >
                <span aria-hidden="true">›</span>
                <span className="visually-hidden">{t("pagination.next")}</span>
              </Link>
            </li>
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
