"use client";

import { formatMoney, type ListState, type PriceRange, toPaise } from "@roshni/core";
import { type FormEvent, useOptimistic, useState } from "react";
import type { ProductFilter } from "@/lib/api/types";
import { useI18n } from "@/lib/store";
import { attributeName, attributeValue } from "@/modules/product/attribute-text";
import styles from "./catalogue.module.css";
import { actionHref, carriedFields, priceFromForm, spanBounds } from "./list-href";
import { useListNavigation } from "./list-navigation";
import { type CatalogueTranslate, catalogueTranslate, formatCount } from "./messages";

type CheckFilter = Extract<ProductFilter, { type: "check" }>;
type RangeFilter = Extract<ProductFilter, { type: "range" }>;

/**
 * Values shown before "Show all"; the rest sit in a <details>, which opens without JavaScript too (its
 * values then in a <noscript>; with JavaScript they are rendered on opening).
 */
const VISIBLE_VALUES = 6;

const byNaturalOrder = new Intl.Collator("en", { numeric: true, sensitivity: "base" });

export interface FilterPanelProps {
  basePath: string;
  /** The list as the URL states it (the category in the path is not repeated here). */
  state: ListState;
  filters: ProductFilter[];
}

/**
 * The price range and the facets with their counts as checkboxes. It is a GET form, so without JavaScript
 * the "Apply" button sends the choice in the URL (the price as priceMin / priceMax, which the list reads
 * as its 'price'); with JavaScript each tick navigates at once (back to page 1, as the list rule says) and
 * the tick shows before the new list arrives, and the price's "Apply" navigates to the new range.
 */
export function FilterPanel({ basePath, state, filters }: FilterPanelProps) {
  const { locale } = useI18n();
  const t = catalogueTranslate(locale);
  const { navigate } = useListNavigation();
  const [chosen, setChosen] = useOptimistic(state.filters);
  const checks = filters.filter((filter): filter is CheckFilter => filter.type === "check");
  const range = filters.find((filter): filter is RangeFilter => filter.type === "range");

  const toggle = (slug: string, value: string, on: boolean) => {
    const current = chosen[slug] ?? [];
    const next = on
      ? [...current.filter((item) => item !== value), value]
      : current.filter((item) => item !== value);
    const href = actionHref(
      basePath,
      { ...state, filters: chosen },
      { type: "setFilter", filter: slug, value: next.length > 0 ? next : null },
    );
    navigate(href, {
      optimistic: () => {
        const filtersNext = { ...chosen };
        if (next.length > 0) filtersNext[slug] = next;
        else delete filtersNext[slug];
        setChosen(filtersNext);
      },
    });
  };

  const applyPrice = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const price = priceFromForm(form.get("priceMin"), form.get("priceMax"), range);
    navigate(actionHref(basePath, { ...state, filters: chosen }, { type: "setPrice", price }));
  };

  return (
    <form
      method="get"
      action={basePath}
      className={styles.filterForm}
      data-testid="filter-panel"
      onSubmit={applyPrice}
    >
      {carriedFields(state, "filters").map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {(range && range.max > 0) || state.price ? (
        <PriceFilter
          // A new list (another range or span) starts the fields again from what it shows.
          key={`${state.price?.min}-${state.price?.max}-${range?.min}-${range?.max}`}
          range={range}
          chosen={state.price}
          t={t}
        />
      ) : null}
      {checks
        .filter((facet) => facet.items.length > 0)
        .map((facet) => (
          <Facet
            key={facet.slug}
            facet={facet}
            selected={chosen[facet.slug] ?? []}
            locale={locale}
            t={t}
            onToggle={toggle}
          />
        ))}
      <noscript>
        <button type="submit" className="btn btn-dark btn-block">
          {t("catalogue.apply")}
        </button>
      </noscript>
    </form>
  );
}

function PriceFilter({
  range,
  chosen,
  t,
}: {
  range: RangeFilter | undefined;
  chosen: PriceRange | null;
  t: CatalogueTranslate;
}) {
  const span = spanBounds(range);
  const [min, setMin] = useState(String(chosen?.min ?? span.min));
  const [max, setMax] = useState(String(chosen?.max ?? span.max));
  return (
    <section className={styles.facet} aria-labelledby="facet-price" data-testid="price-filter">
      <h3 className={styles.facetTitle} id="facet-price">
        {t("catalogue.price")}
      </h3>
      <div className={styles.priceFields}>
        <label className={styles.priceField}>
          <span>{t("catalogue.priceMin")}</span>
          <input
            type="number"
            name="priceMin"
            inputMode="decimal"
            min={0}
            step="any"
            value={min}
            onChange={(event) => setMin(event.currentTarget.value)}
            data-testid="price-min"
          />
        </label>
        <label className={styles.priceField}>
          <span>{t("catalogue.priceMax")}</span>
          <input
            type="number"
            name="priceMax"
            inputMode="decimal"
            min={0}
            step="any"
            value={max}
            onChange={(event) => setMax(event.currentTarget.value)}
            data-testid="price-max"
          />
        </label>
        <button type="submit" className="btn btn-dark" data-testid="price-apply">
          {t("catalogue.apply")}
        </button>
      </div>
      {range && range.max > 0 ? (
        <p className={styles.facetNote} data-testid="price-span">
          {/* In rupees whatever currency the prices are shown in: the fields and the filter are rupees. */}
          {t("catalogue.priceRange", {
            min: formatMoney(toPaise(range.min)),
            max: formatMoney(toPaise(range.max)),
          })}
          . {t("catalogue.priceRangeNote")}
        </p>
      ) : null}
    </section>
  );
}

function Facet({
  facet,
  selected,
  locale,
  t,
  onToggle,
}: {
  facet: CheckFilter;
  selected: string[];
  locale: Parameters<typeof formatCount>[0];
  t: CatalogueTranslate;
  onToggle: (slug: string, value: string, on: boolean) => void;
}) {
  const items = [...facet.items].sort((a, b) => byNaturalOrder.compare(a.value, b.value));
  const first = items.slice(0, VISIBLE_VALUES);
  // Fewer than two hidden values are not worth a "Show all" step.
  const rest = items.length > VISIBLE_VALUES + 1 ? items.slice(VISIBLE_VALUES) : [];
  const shown = rest.length > 0 ? first : items;
  // Open by itself when one of the hidden values is ticked; afterwards as the buyer opens and closes it.
  const [open, setOpen] = useState(() => rest.some((item) => selected.includes(item.value)));
  const renderItem = (item: CheckFilter["items"][number], index: number) => {
    const id = `filter-${facet.slug}-${index}`;
    const checked = selected.includes(item.value);
    return (
      <li key={item.value}>
        <label htmlFor={id} className={styles.check}>
          <input
            id={id}
            type="checkbox"
            name={facet.slug}
            value={item.value}
            checked={checked}
            onChange={(event) => onToggle(facet.slug, item.value, event.currentTarget.checked)}
          />
          <bdi className={styles.checkLabel}>{attributeValue(locale, item.value)}</bdi>
          <span className={styles.count}>{formatCount(locale, item.count)}</span>
        </label>
      </li>
    );
  };
  const restList = (
    <ul className={styles.checkList}>
      {rest.map((item, index) => renderItem(item, index + VISIBLE_VALUES))}
    </ul>
  );
  return (
    <fieldset className={styles.facet} data-facet={facet.slug}>
      <legend className={styles.facetTitle}>{attributeName(locale, facet.slug, facet.name)}</legend>
      <ul className={styles.checkList}>{shown.map(renderItem)}</ul>
      {rest.length > 0 ? (
        <details
          className={styles.more}
          open={open}
          onToggle={(event) => setOpen(event.currentTarget.open)}
          data-testid="facet-more"
        >
          <summary>
            <span className={styles.moreClosed}>
              {t("catalogue.showAll", { count: formatCount(locale, items.length) })}
            </span>
            <span className={styles.moreOpen}>{t("catalogue.showFewer")}</span>
          </summary>
          {open ? (
            restList
          ) : (
            // Closed, the hidden values are only written for a browser without JavaScript (for which
            // the form must carry them): with JavaScript they are made when the buyer opens the list,
            // so a long facet costs the page nothing until then.
            <noscript>{restList}</noscript>
          )}
        </details>
      ) : null}
    </fieldset>
  );
}
