"use client";

import {
  type AdminProductListItemDto,
  type AdminProductPageDto,
  STOCK_STATE_TITLES,
  STOCK_STATES,
} from "@roshni/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { ColumnDef } from "@tanstack/react-table";
import NextLink from "next/link";
import { adminGet } from "../api/client";
import { useMe } from "../shell/use-me";
import styles from "../ui/admin.module.css";
import { DataTable } from "../ui/data-table";
import { formatInr } from "../ui/format";
import { Pager } from "../ui/pager";
import { SearchBox } from "../ui/search-box";
import { useUrlFilters } from "../ui/use-url-filters";
import { useProductOptions } from "./api";
import css from "./catalogue.module.css";

const FILTERS = ["search", "categoryId", "brand", "stock", "visible", "sort"] as const;

const SORTS: { value: string; label: string }[] = [
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
  const canEdit = me.data?.permissions.includes("catalogue.manage") ?? false;
  const query = useQuery({
    queryKey: ["admin", "products", values, filters.cursor],
    queryFn: ({ signal }) =>
      adminGet<AdminProductPageDto>("/products", {
        query: { ...values, sort: values.sort || undefined, cursor: filters.cursor, limit: 50 },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
  const rows = query.data?.items ?? [];
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
      <search className={styles.filters} aria-label="Filter products">
        <SearchBox
          id="products-search"
          label="Search"
          placeholder="Title or SKU"
          value={values.search}
          onSearch={(search) => filters.set({ search })}
        />
        <div className={styles.field}>
          <label htmlFor="products-category">Category</label>
          <select
            id="products-category"
            value={values.categoryId}
            onChange={(event) => filters.set({ categoryId: event.target.value })}
          >
            <option value="">Every category</option>
            {options.data?.categories.map((category) => (
              <option key={category.id} value={String(category.id)}>
                {category.title}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor="products-brand">Brand</label>
          <select
            id="products-brand"
            value={values.brand}
            onChange={(event) => filters.set({ brand: event.target.value })}
          >
            <option value="">Every brand</option>
            {brands.map((brand) => (
              <option key={brand} value={brand}>
                {brand}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor="products-stock">Stock</label>
          <select
            id="products-stock"
            value={values.stock}
            onChange={(event) => filters.set({ stock: event.target.value })}
          >
            <option value="">Any stock</option>
            {STOCK_STATES.map((state) => (
              <option key={state} value={state}>
                {STOCK_STATE_TITLES[state]}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor="products-visible">Website</label>
          <select
            id="products-visible"
            value={values.visible}
            onChange={(event) => filters.set({ visible: event.target.value })}
          >
            <option value="">Shown and hidden</option>
            <option value="true">Shown</option>
            <option value="false">Hidden</option>
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor="products-sort">Sort</label>
          <select
            id="products-sort"
            value={values.sort}
            onChange={(event) => filters.set({ sort: event.target.value })}
          >
            {SORTS.map((sort) => (
              <option key={sort.value} value={sort.value}>
                {sort.label}
              </option>
            ))}
          </select>
        </div>
        {filters.active ? (
          <button type="button" className="btn btn-outline" onClick={filters.clear}>
            Clear filters
          </button>
        ) : null}
      </search>
      {query.isError ? (
        <p className={styles.alert} role="alert">
          The products could not be loaded: {query.error.message}{" "}
          <button type="button" className={styles.linkButton} onClick={() => query.refetch()}>
            Try again
          </button>
        </p>
      ) : (
        <>
          <DataTable
            caption="Products"
            columns={columns}
            rows={rows}
            rowKey={(row) => String(row.id)}
            rowHref={(row) => `/admin/products/${row.id}`}
            loading={query.isFetching && !query.data}
            empty={filters.active ? "No product matches these filters." : "No products yet."}
          />
          <Pager
            nextCursor={query.data?.nextCursor}
            onNext={filters.page}
            onFirst={filters.firstPage}
            onFirstPage={!filters.cursor}
            shown={rows.length}
          />
        </>
      )}
    </>
  );
}
