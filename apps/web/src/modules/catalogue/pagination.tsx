import type { ListState } from "@roshni/core";
import styles from "./catalogue.module.css";
import { actionHref } from "./list-href";
import { ListLink } from "./list-navigation";
import type { CatalogueTranslate } from "./messages";
import { pageWindow } from "./page-window";

/** Links to the pages of the list (plain links: paging works without JavaScript). */
export function Pagination({
  basePath,
  state,
  lastPage,
  t,
}: {
  basePath: string;
  state: ListState;
  lastPage: number;
  t: CatalogueTranslate;
}) {
  const current = state.options.page;
  if (lastPage <= 1 || current > lastPage) return null;
  const href = (page: number) =>
    actionHref(basePath, state, { type: "setOption", option: "page", value: page });
  return (
    <nav className={styles.pagination} aria-label={t("catalogue.pagination")} data-testid="pagination">
      {current > 1 ? (
        <ListLink href={href(current - 1)} className={styles.pageStep} rel="prev" scrollTo="catalogue-top">
          <span aria-hidden="true" className={styles.stepArrow}>
            ‹
          </span>
          {t("catalogue.previous")}
        </ListLink>
      ) : null}
      <ol className={styles.pageList}>
        {pageWindow(current, lastPage).map((page, index) =>
          page === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
            <li key={`gap-${index}`} className={styles.pageGap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>
              {page === current ? (
                <span className={styles.pageCurrent} aria-current="page">
                  <span className="visually-hidden">{t("catalogue.page", { page })}</span>
                  <span aria-hidden="true">{page}</span>
                </span>
              ) : (
                <ListLink
                  href={href(page)}
                  className={styles.pageLink}
                  aria-label={t("catalogue.page", { page })}
                  scrollTo="catalogue-top"
                >
                  {page}
                </ListLink>
              )}
            </li>
          ),
        )}
      </ol>
      {current < lastPage ? (
        <ListLink href={href(current + 1)} className={styles.pageStep} rel="next" scrollTo="catalogue-top">
          {t("catalogue.next")}
          <span aria-hidden="true" className={styles.stepArrow}>
            ›
          </span>
        </ListLink>
      ) : null}
    </nav>
  );
}
