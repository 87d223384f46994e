"use client";

import { type AdminProductListItemDto, STOCK_STATE_TITLES, STOCK_STATES } from "@roshni/core";
import type { ColumnDef } from "@tanstack/react-table";
import NextLink from "next/link";
import { adminKeys } from "../api/query-keys";
import { canDo } from "../shell/can";
import { useMe } from "../shell/use-me";
import styles from "../ui/admin.module.css";
import { FilterBar, type FilterOption, FilterSearch, FilterSelect, optionsOf } from "../ui/filter-bar";
import { formatInr } from "../ui/format";
import { ListResults } from "../ui/list-results";
import { useListQuery } from "../ui/use-list-query";
import { useUrlFilters } from "../ui/use-url-filters";
import { productsApi, useProductOptions } from "./api";
import css from "./catalogue.module.css";

const FILTERS = ["search", "categoryId", "brand", "stock", "visible", "sort"] as const;

const STOCK_OPTIONS = optionsOf("Any stock", STOCK_STATES, STOCK_STATE_TITLES);
const VISIBLE_OPTIONS = [
  { value: "", label: "Shown and hidden" },
  { value: "true", label: "Shown" },
  { value: "false", label: "Hidden" },
];

const SORTS: FilterOption[] = [
  { value: "", label: "Last changed" },
  { value: "title_asc", label: "Title A–Z" },
  { value: "sku_asc", label: "SKU" },
  { value: "stock_asc", label: "Least stock first" },
  { value: "price_asc", label: "Price, lowest first" },
  { value: "price_desc", label: "Price, highest first" },
];

const TONE = { out: "bad", low: "warn", in: "good" } as const;

const columns: ColumnDef<AdminProductListItemDto, unknown>[] = [
  {
    header: "Product",
    cell: ({ row }) => (
      <span className={css.productCell}>
        {row.original.image ? (
          // biome-ignore lint/performance/noImgElement: a 40 px thumbnail from /storage, already sized
          <img src={row.original.image.path} alt="" width={40} height={40} loading="lazy" />
        ) : (
          <span className={css.noImage} aria-hidden="true" />
        )}
        <span>
          <NextLink href={`/admin/products/${row.original.id}`} className={styles.rowLink}>
            {row.original.title}
          </NextLink>
          <span className={styles.sub}>
            {row.original.sku}
            {row.original.brand ? ` · ${row.original.brand}` : ""}
          </span>
          {row.original.taxRateWarning ? (
            <span className={css.gstWarning} data-testid="gst-warning">
              <span className={styles.chip} data-tone="warn">
                GST rate to check
              </span>{" "}
              {row.original.taxRateWarning}
            </span>
          ) : null}
        </span>
      </span>
    ),
  },
  { header: "MRP", cell: ({ row }) => formatInr(row.original.mrp), meta: { className: styles.num } },
  {
    header: "Selling",
    cell: ({ row }) => formatInr(row.original.sellingPrice),
    meta: { className: styles.num },
  },
  {
    header: "Wholesale",
    cell: ({ row }) => formatInr(row.original.wholesalePrice),
    meta: { className: styles.num },
  },
  {
    header: "Stock",
    cell: ({ row }) => (
      <>
        <span className={styles.chip} data-tone={TONE[row.original.stockState]}>
          {row.original.stock}
        </span>
        <span className={styles.sub}>MOQ {row.original.minimumQuantity}</span>
      </>
    ),
  },
  {
    header: "Website",
    cell: ({ row }) =>
      row.original.visible ? (
        <span className={styles.chip} data-tone="good">
          Shown
        </span>
      ) : (
        <span className={styles.chip} data-tone="bad">
          Hidden
        </span>
      ),
  },
];

/** `/admin/products`: 100,000 products searched by title or SKU, filtered, sorted, paged by keyset. */
export function ProductsList() {
  const filters = useUrlFilters(FILTERS);
  const { values } = filters;
  const options = useProductOptions();
  const me = useMe();
  const canEdit = canDo(me.data, "catalogue.manage");
  const query = useListQuery<AdminProductListItemDto, (typeof FILTERS)[number]>(
    adminKeys.products.all,
    productsApi.list,
    filters,
    { query: { ...values, sort: values.sort || undefined } },
  );
  const brands = options.data?.attributes.find((attribute) => attribute.identifier === "brand")?.values ?? [];

  return (
    <>
      <div className={styles.pageHead}>
        <h1 className={styles.pageTitle}>Products</h1>
        <div className={styles.actions}>
          <NextLink href="/admin/stock" className="btn btn-outline">
            Stock and prices
          </NextLink>
          <NextLink href="/admin/products/import" className="btn btn-outline">
            Export and import
          </NextLink>
          {canEdit ? (
            <NextLink href="/admin/products/new" className="btn btn-dark">
              New product
            </NextLink>
          ) : null}
        </div>
      </div>
      <FilterBar label="Filter products" filters={filters}>
        <FilterSearch filters={filters} id="products-search" placeholder="Title or SKU" />
        <FilterSelect
          filters={filters}
          name="categoryId"
          id="products-category"
          label="Category"
          options={[
            { value: "", label: "Every category" },
            ...(options.data?.categories ?? []).map((category) => ({
              value: String(category.id),
              label: category.title,
            })),
          ]}
        />
        <FilterSelect
          filters={filters}
          name="brand"
          id="products-brand"
          label="Brand"
          options={[
            { value: "", label: "Every brand" },
            ...brands.map((brand) => ({ value: brand, label: brand })),
          ]}
        />
        <FilterSelect
          filters={filters}
          name="stock"
          id="products-stock"
          label="Stock"
          options={STOCK_OPTIONS}
        />
        <FilterSelect
          filters={filters}
          name="visible"
          id="products-visible"
          label="Website"
          options={VISIBLE_OPTIONS}
        />
        <FilterSelect filters={filters} name="sort" id="products-sort" label="Sort" options={SORTS} />
      </FilterBar>
      <ListResults
        query={query}
        what="products"
        paging={filters}
        caption="Products"
        columns={columns}
        rowKey={(row) => String(row.id)}
        rowHref={(row) => `/admin/products/${row.id}`}
        empty={filters.active ? "No product matches these filters." : "No products yet."}
      />
    </>
  );
}
