"use client";

import {
  type AdminProductListItemDto,
  adminQuickEditSchema,
  pluralText,
  productPriceProblems,
  toPaise,
} from "@roshni/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import NextLink from "next/link";
import { useState } from "react";
import { ApiError } from "@/lib/api/errors";
import { adminKeys } from "../api/query-keys";
import { productsApi } from "../products/api";
import css from "../products/catalogue.module.css";
import { VolumePrices } from "../products/volume-prices";
import { canDo } from "../shell/can";
import { useMe } from "../shell/use-me";
import styles from "../ui/admin.module.css";
import { FilterBar, FilterSearch, FilterSelect } from "../ui/filter-bar";
import { ListResults } from "../ui/list-results";
import { toastDone, toastFailed } from "../ui/toast";
import { useLeaveGuard } from "../ui/use-leave-guard";
import { useListQuery } from "../ui/use-list-query";
import { useUrlFilters } from "../ui/use-url-filters";

const FIELDS = ["stock", "mrp", "sellingPrice", "wholesalePrice"] as const;
type GridField = (typeof FIELDS)[number];
const FIELD_TITLES: Record<GridField, string> = {
  stock: "Stock",
  mrp: "MRP",
  sellingPrice: "Selling",
  wholesalePrice: "Wholesale",
};

type Edits = Record<number, Partial<Record<GridField, string>>>;

/** The rows' changes as the quick-edit body, and the problems of each cell (core rules). */
function collect(rows: AdminProductListItemDto[], edits: Edits) {
  const body: { id: number; stock?: number; mrp?: number; sellingPrice?: number; wholesalePrice?: number }[] =
    [];
  const problems: Record<string, string> = {};
  for (const row of rows) {
    const edit = edits[row.id];
    if (!edit || Object.keys(edit).length === 0) continue;
    const change: (typeof body)[number] = { id: row.id };
    for (const field of FIELDS) {
      const text = edit[field];
      if (text === undefined) continue;
      const value = text.trim() === "" ? Number.NaN : Number(text.replace(/,/g, ""));
      change[field] = value;
    }
    body.push(change);
    const rupees = (field: Exclude<GridField, "stock">) => change[field] ?? row[field];
    if ([rupees("mrp"), rupees("sellingPrice"), rupees("wholesalePrice")].every(Number.isFinite)) {
      for (const [field, message] of Object.entries(
        productPriceProblems({
          mrp: toPaise(rupees("mrp")),
          sellingPrice: toPaise(rupees("sellingPrice")),
          wholesalePrice: toPaise(rupees("wholesalePrice")),
        }),
      )) {
        if (message) problems[`${row.id}.${field}`] = message;
      }
    }
  }
  const parsed = adminQuickEditSchema.safeParse({ rows: body });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [, index, field] = issue.path;
      const id = body[Number(index)]?.id;
      if (id !== undefined && typeof field === "string") problems[`${id}.${field}`] ??= issue.message;
    }
  }
  return { body, problems };
}

const VIEW_OPTIONS = [
  { value: "", label: "Every product" },
  { value: "low", label: "Low stock (at or below MOQ)" },
];

/**
 * `/admin/stock`: the quick stock-and-price grid. Edit cells, then save every changed row at once (all
 * or none). "Low stock" shows the products at or below their MOQ, least stock first.
 */
export function StockGrid() {
  const filters = useUrlFilters(["search", "view"] as const);
  const { values } = filters;
  const low = values.view === "low";
  const me = useMe();
  const canEdit = canDo(me.data, "catalogue.manage");
  const queryClient = useQueryClient();
  const [edits, setEdits] = useState<Edits>({});
  const [serverProblems, setServerProblems] = useState<Record<string, string>>({});
  // The product whose quantity breaks are open below the grid: the product form's own editor, so the
  // rules, permission and audit are the same wherever the breaks are changed.
  const [volumeOf, setVolumeOf] = useState<AdminProductListItemDto | null>(null);
  const canEditVolume = canDo(me.data, "prices.volume");
  const query = useListQuery<AdminProductListItemDto, "search" | "view">(
    adminKeys.products.list("grid"),
    productsApi.list,
    filters,
    { query: { search: values.search, stock: low ? "low" : undefined, sort: low ? "stock_asc" : "sku_asc" } },
  );
  const rows = query.data?.items ?? [];
  const { body, problems } = collect(rows, edits);
  const allProblems = { ...serverProblems, ...problems };

  const save = useMutation({
    mutationFn: () => productsApi.quickEdit(body),
    onSuccess: (result) => {
      setEdits({});
      setServerProblems({});
      queryClient.invalidateQueries({ queryKey: adminKeys.products.all });
      toastDone(
        pluralText("en", result.updated, { one: "{count} product saved.", other: "{count} products saved." }),
      );
    },
    onError: (error) => {
      if (error instanceof ApiError) {
        const mapped: Record<string, string> = {};
        for (const [path, message] of Object.entries(error.fields)) {
          const match = /^rows\.(\d+)\.(\w+)$/.exec(path);
          const id = match ? body[Number(match[1])]?.id : undefined;
          if (id !== undefined && match) mapped[`${id}.${match[2]}`] = message;
        }
        setServerProblems(mapped);
      }
      toastFailed(error);
    },
  });

  function setCell(row: AdminProductListItemDto, field: GridField, text: string) {
    setServerProblems({});
    setEdits((current) => {
      const rowEdits = { ...current[row.id] };
      if (text === String(row[field])) delete rowEdits[field];
      else rowEdits[field] = text;
      return { ...current, [row.id]: rowEdits };
    });
  }

  const changedRows = body.length;
  const blocked = Object.keys(problems).length > 0;
  const refused = Object.keys(serverProblems).length > 0;
  useLeaveGuard(
    changedRows > 0 || refused
      ? refused
        ? "Some rows were refused and are not saved. Leave this page and lose them?"
        : "Leave this page without saving the changed rows?"
      : null,
  );

  return (
    <>
      <div className={styles.pageHead}>
        <h1 className={styles.pageTitle}>{low ? "Low stock" : "Stock and prices"}</h1>
        <div className={styles.actions}>
          <NextLink href="/admin/products" className="btn btn-outline">
            Products
          </NextLink>
        </div>
      </div>
      <FilterBar label="Filter the grid" filters={filters}>
        <FilterSearch filters={filters} id="stock-search" placeholder="Title or SKU" />
        <FilterSelect filters={filters} name="view" id="stock-view" label="Show" options={VIEW_OPTIONS} />
      </FilterBar>
      <ListResults
        query={query}
        what="products"
        paging={filters}
        onNextPage={(cursor) => {
          if (changedRows === 0 || window.confirm("Leave this page without saving the changed rows?")) {
            setEdits({});
            filters.page(cursor);
          }
        }}
        render={(_rows, { loading }) => (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              if (changedRows > 0 && !blocked) save.mutate();
            }}
          >
            <div className={styles.tableWrap} aria-busy={query.isFetching || undefined}>
              <table className={styles.table}>
                <caption className="visually-hidden">Stock and prices</caption>
                <thead>
                  <tr>
                    <th scope="col">Product</th>
                    <th scope="col">MOQ</th>
                    {FIELDS.map((field) => (
                      <th key={field} scope="col" className={styles.num}>
                        {FIELD_TITLES[field]}
                      </th>
                    ))}
                    <th scope="col">Volume breaks</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.length === 0 && !loading ? (
                    <tr>
                      <td colSpan={7} className={styles.empty}>
                        {low ? "No product is at or below its MOQ." : "No product matches."}
                      </td>
                    </tr>
                  ) : null}
                  {rows.map((row) => (
                    <tr key={row.id}>
                      <td>
                        <NextLink href={`/admin/products/${row.id}`} className={styles.rowLink}>
                          {row.title}
                        </NextLink>
                        <span className={styles.sub}>{row.sku}</span>
                      </td>
                      <td data-label="MOQ">{row.minimumQuantity}</td>
                      {FIELDS.map((field) => {
                        const key = `${row.id}.${field}`;
                        const edited = edits[row.id]?.[field];
                        const problem = allProblems[key];
                        return (
                          <td key={field} className={styles.num} data-label={FIELD_TITLES[field]}>
                            <input
                              className={css.gridInput}
                              aria-label={`${FIELD_TITLES[field]} of ${row.sku}`}
                              inputMode={field === "stock" ? "numeric" : "decimal"}
                              value={edited ?? String(row[field])}
                              data-changed={edited !== undefined || undefined}
                              aria-invalid={problem ? true : undefined}
                              title={problem}
                              readOnly={!canEdit}
                              onChange={(event) => setCell(row, field, event.target.value)}
                            />
                            {problem ? (
                              <span className={`${styles.fieldError} ${css.gridError}`}>{problem}</span>
                            ) : null}
                          </td>
                        );
                      })}
                      <td data-label="Volume breaks">
                        <button
                          type="button"
                          className="btn btn-outline btn-sm"
                          aria-expanded={volumeOf?.id === row.id}
                          aria-controls="stock-volume-prices"
                          aria-label={`Volume breaks of ${row.sku}`}
                          onClick={() => setVolumeOf((open) => (open?.id === row.id ? null : row))}
                        >
                          {volumeOf?.id === row.id ? "Close" : "Breaks"}
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <div className={styles.actions}>
              {canEdit ? (
                <>
                  <button
                    type="submit"
                    className="btn btn-dark"
                    disabled={changedRows === 0 || blocked || save.isPending}
                    aria-busy={save.isPending || undefined}
                  >
                    {changedRows === 0
                      ? "No changes"
                      : `Save ${changedRows} ${changedRows === 1 ? "row" : "rows"}`}
                  </button>
                  {changedRows > 0 ? (
                    <button type="button" className="btn btn-outline" onClick={() => setEdits({})}>
                      Undo changes
                    </button>
                  ) : null}
                </>
              ) : (
                <span className={styles.muted}>Your role can see stock and prices but not change them.</span>
              )}
            </div>
          </form>
        )}
      />
      {volumeOf ? (
        <div id="stock-volume-prices" data-testid="stock-volume-prices">
          <p className={styles.muted}>
            Volume breaks of {volumeOf.title} ({volumeOf.sku})
          </p>
          <VolumePrices key={volumeOf.id} productId={volumeOf.id} canEdit={canEditVolume} />
        </div>
      ) : null}
    </>
  );
}
