"use client";

import { type ListState, SORTS } from "@roshni/core";
import { type ReactNode, useEffect, useOptimistic, useRef } from "react";
import { useI18n } from "@/lib/store";
import { CloseIcon } from "@/modules/layout/icons";
import styles from "./catalogue.module.css";
import { actionHref, carriedFields } from "./list-href";
import { useListNavigation } from "./list-navigation";
import { type CatalogueMessageKey, catalogueTranslate, formatCount } from "./messages";

const FILTERS_ID = "catalogue-filters";

/** The sort select (SORTS of core). A GET form: without JavaScript the button under <noscript> sends it. */
export function SortSelect({ basePath, state }: { basePath: string; state: ListState }) {
  const { locale } = useI18n();
  const t = catalogueTranslate(locale);
  const { navigate } = useListNavigation();
  const [sort, setSort] = useOptimistic(state.options.sort);
  return (
    <form method="get" action={basePath} className={styles.sortForm}>
      {carriedFields(state, "sort").map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor="catalogue-sort" className={styles.sortLabel}>
        {t("catalogue.sort")}
      </label>
      <select
        id="catalogue-sort"
        name="sort"
        className="select"
        value={sort}
        data-testid="sort-select"
        onChange={(event) => {
          const value = event.currentTarget.value;
          navigate(actionHref(basePath, state, { type: "setOption", option: "sort", value }), {
            optimistic: () => setSort(value),
          });
        }}
      >
        {SORTS.map((key) => (
          <option key={key} value={key}>
            {t(`catalogue.sort.${key}` as CatalogueMessageKey)}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="btn btn-outline">
          {t("catalogue.apply")}
        </button>
      </noscript>
    </form>
  );
}

/** Phones and tablets: the button that opens the filters drawer. */
export function FiltersButton({ activeCount }: { activeCount: number }) {
  const { locale } = useI18n();
  const t = catalogueTranslate(locale);
  const { filtersOpen, setFiltersOpen } = useListNavigation();
  return (
    <button
      type="button"
      className={`btn btn-outline ${styles.filtersButton}`}
      aria-expanded={filtersOpen}
      aria-controls={FILTERS_ID}
      data-testid="filters-button"
      onClick={() => setFiltersOpen(true)}
    >
      <FilterIcon />
      {t("catalogue.filters")}
      {activeCount > 0 ? (
        <span className={styles.filtersBadge}>{formatCount(locale, activeCount)}</span>
      ) : null}
    </button>
  );
}

function FilterIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M4 6h16M7 12h10M10 18h4" />
    </svg>
  );
}

/**
 * The filters column: a sidebar on wide screens, a drawer on phones opened by FiltersButton. While open the
 * drawer is a modal dialog: focus moves in, Escape and the backdrop close it, the page behind does not scroll.
 */
export function FiltersDrawer({ total, children }: { total: number; children: ReactNode }) {
  const { locale } = useI18n();
  const t = catalogueTranslate(locale);
  const { filtersOpen, setFiltersOpen, pending } = useListNavigation();
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!filtersOpen) return;
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setFiltersOpen(false);
    };
    const overflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    document.addEventListener("keydown", onKey);
    return () => {
      document.body.style.overflow = overflow;
      document.removeEventListener("keydown", onKey);
    };
  }, [filtersOpen, setFiltersOpen]);

  return (
    <>
      {filtersOpen ? (
        <div className={styles.drawerBackdrop} aria-hidden="true" onClick={() => setFiltersOpen(false)} />
      ) : null}
      <aside
        id={FILTERS_ID}
        className={styles.sidebar}
        data-open={filtersOpen}
        aria-label={t("catalogue.filters")}
        {...(filtersOpen ? { role: "dialog", "aria-modal": true } : {})}
      >
        <div className={styles.drawerHead}>
          <h2 className={styles.drawerTitle}>{t("catalogue.filters")}</h2>
          <button
            ref={closeRef}
            type="button"
            className={styles.drawerClose}
            aria-label={t("catalogue.filtersClose")}
            onClick={() => setFiltersOpen(false)}
          >
            <CloseIcon />
          </button>
        </div>
        <div className={styles.drawerBody}>{children}</div>
        <div className={styles.drawerFoot}>
          <button
            type="button"
            className="btn btn-primary btn-block"
            aria-busy={pending}
            onClick={() => setFiltersOpen(false)}
          >
            {pending ? <span className="spinner" /> : null}
            {t("catalogue.showResults", { total: formatCount(locale, total) })}
          </button>
        </div>
      </aside>
    </>
  );
}

/** The product list; while a changed URL is being rendered it stays visible, dimmed and marked busy. */
export function ResultsRegion({ children }: { children: ReactNode }) {
  const { locale } = useI18n();
  const t = catalogueTranslate(locale);
  const { pending } = useListNavigation();
  return (
    <div
      className={styles.results}
      aria-busy={pending}
      data-pending={pending}
      data-testid="catalogue-results"
    >
      {children}
      {pending ? (
        <div className={styles.updating} role="status">
          <span className="spinner" /> {t("catalogue.updating")}
        </div>
      ) : null}
    </div>
  );
}
