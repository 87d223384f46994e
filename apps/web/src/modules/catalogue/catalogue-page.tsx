import { formatMoney, type ListState, toPaise, toProductQuery } from "@roshni/core";
import { notFound } from "next/navigation";
import { getServerApi } from "@/lib/api/server";
import type { Category, ProductFilter, ProductList } from "@/lib/api/types";
import { categoryTitle, type Translate } from "@/lib/i18n";
import { getServerTranslate } from "@/lib/i18n/server";
import { Link } from "@/modules/layout/link";
import { CATALOG_HREF, categoryHref } from "@/modules/layout/links";
import { attributeName, attributeValue } from "@/modules/product/attribute-text";
import { cardProducts } from "@/modules/product/card-product";
import { ProductGrid } from "@/modules/product/product-card";
import { Breadcrumbs } from "./breadcrumbs";
import styles from "./catalogue.module.css";
import { activeFilterCount, type CatalogueRoute, resolveList } from "./catalogue-route";
import { catalogueCategories } from "./category-lookup";
import { FilterPanel } from "./filter-panel";
import { FiltersButton, FiltersDrawer, ResultsRegion, SortSelect } from "./list-controls";
import { actionHref } from "./list-href";
import { ListLink, ListNavigationProvider } from "./list-navigation";
import { type CatalogueTranslate, catalogueTranslate, formatCount } from "./messages";
import { Pagination } from "./pagination";

/** Cards loaded eagerly: the first row on a wide screen. */
const EAGER_CARDS = 4;

interface Loaded {
  list: ProductList | null;
  filters: ProductFilter[];
}

async function loadList(state: ListState, category: Category | null): Promise<Loaded> {
  const api = await getServerApi();
  const categories = category ? [category.id] : undefined;
  const query = toProductQuery(state, categories);
  const [list, filters] = await Promise.allSettled([api.products(query), api.productFilters(query)]);
  return {
    list: list.status === "fulfilled" ? list.value : null,
    // Without facets the list still works; only the sidebar is empty.
    filters: filters.status === "fulfilled" ? filters.value.filters : [],
  };
}

/**
 * The catalogue (`/shop/catalog`, `/shop/{slug}`, `/shop/catalog/{slug}`): rendered on the server from the
 * URL, which carries the whole list state (SPEC.md section 7), so every view can be linked, reloaded and
 * paged without JavaScript.
 */
export async function CataloguePage(route: CatalogueRoute) {
  const [{ language, t: frameT }, categories] = await Promise.all([
    getServerTranslate(),
    catalogueCategories(),
  ]);
  const resolved = resolveList(route, categories);
  if (resolved.unknownCategory) notFound();
  const { category, basePath, state } = resolved;
  const t = catalogueTranslate(language.locale);
  const { list, filters } = await loadList(state, category);

  const { page, limit } = state.options;
  const total = list?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / limit));
  const from = (page - 1) * limit + 1;
  const to = Math.min(page * limit, total);
  const query = state.query.trim();
  const heading = category
    ? categoryTitle(frameT, category)
    : query
      ? t("catalogue.searchTitle", { query })
      : t("catalogue.title");
  const hasFilters = activeFilterCount(state) > 0 || state.price !== null;

  return (
    <ListNavigationProvider>
      <div className={`container ${styles.page}`} data-testid="catalogue-page">
        <Breadcrumbs
          label={t("catalogue.breadcrumb")}
          crumbs={[
            { label: frameT("header.home"), href: "/" },
            { label: t("catalogue.title"), href: CATALOG_HREF },
            ...(category ? [{ label: categoryTitle(frameT, category), href: basePath }] : []),
          ]}
        />
        <header className={styles.head} id="catalogue-top">
          <h1 className={styles.title}>{heading}</h1>
          {category && query ? (
            <p className={styles.subtitle}>{t("catalogue.searchTitle", { query })}</p>
          ) : null}
        </header>

        <div className={styles.layout}>
          <FiltersDrawer total={total}>
            <CategoryNav categories={categories} current={category} query={query} t={t} frameT={frameT} />
            <FilterPanel basePath={basePath} state={state} filters={filters} />
          </FiltersDrawer>

          <section className={styles.main} aria-labelledby="catalogue-total">
            <div className={styles.toolbar}>
              <p className={styles.total} id="catalogue-total" role="status" data-testid="catalogue-total">
                {list === null
                  ? t("catalogue.unavailable")
                  : total === 0 || from > total
                    ? t("catalogue.none")
                    : total === 1
                      ? t("catalogue.showingOne")
                      : t("catalogue.showing", {
                          from: formatCount(language.locale, from),
                          to: formatCount(language.locale, to),
                          total: formatCount(language.locale, total),
                        })}
              </p>
              <div className={styles.toolbarActions}>
                <FiltersButton activeCount={activeFilterCount(state)} />
                <SortSelect basePath={basePath} state={state} />
              </div>
            </div>

            {hasFilters ? (
              <ChosenFilters
                basePath={basePath}
                state={state}
                filters={filters}
                locale={language.locale}
                t={t}
              />
            ) : null}

            <ResultsRegion>
              {list === null ? (
                <p className="notice" role="alert">
                  {t("catalogue.unavailable")}
                </p>
              ) : list.items.length > 0 ? (
                <div className={styles.grid}>
                  <ProductGrid products={cardProducts(list.items)} priorityCount={EAGER_CARDS} />
                </div>
              ) : (
                <div className={styles.empty}>
                  <p className={styles.emptyTitle}>
                    {total > 0 ? t("catalogue.pastEnd", { pages: lastPage }) : t("catalogue.none")}
                  </p>
                  {total > 0 ? (
                    <ListLink
                      className="btn btn-outline"
                      href={actionHref(basePath, state, { type: "setOption", option: "page", value: 1 })}
                    >
                      {t("catalogue.firstPage")}
                    </ListLink>
                  ) : (
                    <>
                      <p>{t("catalogue.noneHint")}</p>
                      {hasFilters ? (
                        <ListLink
                          className="btn btn-outline"
                          href={actionHref(basePath, state, { type: "resetFilters" })}
                        >
                          {t("catalogue.resetFilters")}
                        </ListLink>
                      ) : null}
                    </>
                  )}
                </div>
              )}
            </ResultsRegion>

            <Pagination basePath={basePath} state={state} lastPage={lastPage} t={t} />
          </section>
        </div>
      </div>
    </ListNavigationProvider>
  );
}

/** The chosen filter values as removable chips, and "Reset filters". */
function ChosenFilters({
  basePath,
  state,
  filters,
  locale,
  t,
}: {
  basePath: string;
  state: ListState;
  filters: ProductFilter[];
  locale: string;
  t: CatalogueTranslate;
}) {
  const names = new Map(filters.map((filter) => [filter.slug, filter.type === "check" ? filter.name : ""]));
  const chips = Object.keys(state.filters)
    .sort()
    .flatMap((slug) =>
      (state.filters[slug] ?? []).map((value) => {
        const rest = (state.filters[slug] ?? []).filter((item) => item !== value);
        return {
          key: `${slug}:${value}`,
          // Named and valued in the buyer's language where the shop has the words (the filter panel's).
          name: attributeName(locale, slug, names.get(slug) || slug),
          value: attributeValue(locale, value),
          href: actionHref(basePath, state, {
            type: "setFilter",
            filter: slug,
            value: rest.length > 0 ? rest : null,
          }),
        };
      }),
    );
  if (state.price) {
    const rupees = (n: number) => formatMoney(toPaise(n));
    chips.unshift({
      key: "price",
      name: t("catalogue.price"),
      value: t("catalogue.priceChip", { min: rupees(state.price.min), max: rupees(state.price.max) }),
      href: actionHref(basePath, state, { type: "setPrice", price: null }),
    });
  }
  return (
    <div className={styles.chosen} data-testid="chosen-filters">
      <h2 className="visually-hidden">{t("catalogue.selected")}</h2>
      <ul className={styles.chips}>
        {chips.map((chip) => (
          <li key={chip.key}>
            <ListLink
              href={chip.href}
              className={styles.chip}
              aria-label={t("catalogue.removeFilter", { name: chip.name, value: chip.value })}
            >
              <span className={styles.chipName}>{chip.name}:</span> <bdi>{chip.value}</bdi>
              <span aria-hidden="true" className={styles.chipX}>
                ×
              </span>
            </ListLink>
          </li>
        ))}
      </ul>
      <ListLink
        href={actionHref(basePath, state, { type: "resetFilters" })}
        className={styles.reset}
        data-testid="reset-filters"
      >
        {t("catalogue.resetFilters")}
      </ListLink>
    </div>
  );
}

/** The shop's categories; a search keeps its text when the buyer narrows it to one category. */
function CategoryNav({
  categories,
  current,
  query,
  t,
  frameT,
}: {
  categories: readonly Category[];
  current: Category | null;
  query: string;
  t: CatalogueTranslate;
  frameT: Translate;
}) {
  if (categories.length === 0) return null;
  const withQuery = (path: string) => (query ? `${path}?${new URLSearchParams({ query }).toString()}` : path);
  return (
    <nav className={styles.categoryNav} aria-labelledby="catalogue-categories">
      <h3 className={styles.facetTitle} id="catalogue-categories">
        {t("catalogue.categories")}
      </h3>
      <ul>
        <li>
          <Link href={withQuery(CATALOG_HREF)} aria-current={current === null ? "page" : undefined}>
            {t("catalogue.allCategories")}
          </Link>
        </li>
        {categories.map((category) => (
          <li key={category.id}>
            <Link
              href={withQuery(categoryHref(category.url))}
              aria-current={current?.id === category.id ? "page" : undefined}
            >
              {categoryTitle(frameT, category)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
