"use client";

import {
  type CollectionsReportDto,
  SALES_GROUPING_TITLES,
  SALES_GROUPINGS,
  type SalesGrouping,
  type SalesReportDto,
  type SalesRowDto,
  type UnsoldReportDto,
} from "@roshni/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { ColumnDef } from "@tanstack/react-table";
import NextLink from "next/link";
import { useState } from "react";
import { adminKeys } from "../api/query-keys";
import styles from "../ui/admin.module.css";
import { FilterBar, FilterInput, FilterSelect } from "../ui/filter-bar";
import { formatCount, formatDate, formatInr } from "../ui/format";
import { ListResults } from "../ui/list-results";
import { toastFailed } from "../ui/toast";
import { useUrlFilters } from "../ui/use-url-filters";
import { reportsApi } from "./api";
import { BarChart } from "./bar-chart";

const FILTERS = ["view", "groupBy", "from", "to"] as const;

const VIEWS = [
  { value: "", label: "Sales" },
  { value: "top-buyers", label: "Top buyers" },
  { value: "collections", label: "Collections by month" },
  { value: "unsold", label: "Not sold in 90 days" },
] as const;

type Row = SalesRowDto;

function salesColumns(groupBy: SalesGrouping): ColumnDef<Row, unknown>[] {
  const money = (pick: (r: Row) => number, header: string): ColumnDef<Row, unknown> => ({
    header,
    meta: { className: styles.num },
    cell: ({ row }) => formatInr(pick(row.original)),
  });
  return [
    {
      header: SALES_GROUPING_TITLES[groupBy],
      cell: ({ row }) => {
        const r = row.original;
        const label =
          groupBy === "buyer" && r.key !== "other" ? (
            <NextLink href={`/admin/customers/${r.key}`} className={styles.rowLink}>
              {r.label}
            </NextLink>
          ) : groupBy === "product" && r.key !== "other" ? (
            <NextLink href={`/admin/products/${r.key}`} className={styles.rowLink}>
              {r.label}
            </NextLink>
          ) : (
            r.label
          );
        return (
          <>
            {label}
            {r.detail ? <span className={styles.sub}>{r.detail}</span> : null}
          </>
        );
      },
    },
    {
      header: "Quantity",
      meta: { className: styles.num },
      cell: ({ row }) => formatCount(row.original.quantity),
    },
    money((r) => r.taxable, "Taxable value"),
    money((r) => r.cgst, "CGST"),
    money((r) => r.sgst, "SGST"),
    money((r) => r.igst, "IGST"),
    money((r) => r.gst, "Total GST"),
    money((r) => r.total, "Total"),
  ];
}

/** The period fields, bound to the address (`from`, `to`: shop days). */
function PeriodFields({ filters }: { filters: ReturnType<typeof useUrlFilters<(typeof FILTERS)[number]>> }) {
  return (
    <>
      <FilterInput filters={filters} name="from" id="report-from" label="From" type="date" />
      <FilterInput filters={filters} name="to" id="report-to" label="To" type="date" />
    </>
  );
}

function SalesView({
  filters,
  groupBy,
  top,
}: {
  filters: ReturnType<typeof useUrlFilters<(typeof FILTERS)[number]>>;
  groupBy: SalesGrouping;
  top: boolean;
}) {
  const [downloading, setDownloading] = useState(false);
  const { from, to } = filters.values;
  const query = useQuery({
    queryKey: [...adminKeys.reports, "sales", groupBy, from, to, top ? "top" : filters.cursor],
    queryFn: ({ signal }) =>
      reportsApi.sales(
        {
          groupBy,
          from: from || undefined,
          to: to || undefined,
          limit: top ? 10 : 50,
          cursor: top ? undefined : filters.cursor || undefined,
        },
        signal,
      ),
    placeholderData: keepPreviousData,
  });
  const data: SalesReportDto | undefined = query.data;
  // The chart keeps the quiet days and months (the API sends every one of the period); the table lists
  // only those with a document, or a whole financial year by day would be hundreds of empty rows.
  const byCalendar = groupBy === "day" || groupBy === "month";
  const allRows = data ? [...data.rows, ...(data.other ? [data.other] : [])] : [];
  const rows = byCalendar ? allRows.filter((row) => !isQuiet(row)) : allRows;
  const quiet = allRows.length - rows.length;
  const list = {
    ...query,
    data: data ? { items: rows, nextCursor: top ? null : data.nextCursor } : undefined,
  };

  async function download() {
    setDownloading(true);
    try {
      await reportsApi.exportSales({ groupBy, from: data?.from ?? from, to: data?.to ?? to });
    } catch (error) {
      toastFailed(error, "The CSV could not be downloaded. Please try again.");
    } finally {
      setDownloading(false);
    }
  }

  return (
    <>
      {data ? (
        <div className={styles.cards} data-testid="report-totals">
          <div className={styles.card}>
            <span className={styles.cardLabel}>
              Net sales {formatDate(data.from)} – {formatDate(data.to)}
            </span>
            <span className={styles.cardValue} data-testid="report-taxable">
              {formatInr(data.totals.taxable)}
            </span>
            <span className={styles.muted}>taxable value</span>
          </div>
          <div className={styles.card}>
            <span className={styles.cardLabel}>GST</span>
            <span className={styles.cardValue}>{formatInr(data.totals.gst)}</span>
            <span className={styles.muted}>
              CGST {formatInr(data.totals.cgst)} · SGST {formatInr(data.totals.sgst)} · IGST{" "}
              {formatInr(data.totals.igst)}
            </span>
          </div>
          <div className={styles.card}>
            <span className={styles.cardLabel}>Invoiced, less credit notes</span>
            <span className={styles.cardValue}>{formatInr(data.totals.total)}</span>
            <span className={styles.muted}>
              {formatCount(data.totals.invoices)} invoices, {formatCount(data.totals.creditNotes)} credit
              notes, {formatCount(data.totals.quantity)} pieces
            </span>
          </div>
        </div>
      ) : null}
      <div className={styles.actions}>
        <button type="button" className="btn btn-outline" onClick={download} disabled={downloading || !data}>
          {downloading ? "Preparing…" : "Download CSV"}
        </button>
      </div>
      {data ? (
        <BarChart
          bars={data.rows.map((r) => ({ key: r.key, label: r.label, value: r.taxable }))}
          caption={`Taxable value by ${SALES_GROUPING_TITLES[groupBy].toLowerCase()}${
            groupBy === "buyer" || groupBy === "product" ? ", this page" : ""
          }`}
        />
      ) : null}
      <ListResults
        query={list}
        what="report"
        {...(top ? {} : { paging: filters })}
        caption={`Sales by ${SALES_GROUPING_TITLES[groupBy].toLowerCase()}`}
        columns={salesColumns(groupBy)}
        rowKey={(row) => row.key}
        empty="No tax invoice or credit note in this period."
      />
      {quiet > 0 && rows.length > 0 ? (
        <p className={styles.muted} data-testid="report-quiet">
          {formatCount(quiet)} {groupBy === "day" ? "days" : "months"} without a tax invoice or credit note
          are left out of the table.
        </p>
      ) : null}
    </>
  );
}

/** A day or month without a document: every figure nought. */
function isQuiet(row: SalesRowDto): boolean {
  return row.taxable === 0 && row.gst === 0 && row.quantity === 0;
}

function CollectionsView({ from, to }: { from: string; to: string }) {
  const query = useQuery({
    queryKey: [...adminKeys.reports, "collections", from, to],
    queryFn: ({ signal }) => reportsApi.collections({ from: from || undefined, to: to || undefined }, signal),
    placeholderData: keepPreviousData,
  });
  const data: CollectionsReportDto | undefined = query.data;
  type Month = CollectionsReportDto["months"][number];
  const columns: ColumnDef<Month, unknown>[] = [
    { header: "Month", cell: ({ row }) => row.original.month },
    {
      header: "Payments",
      meta: { className: styles.num },
      cell: ({ row }) => formatCount(row.original.payments),
    },
    {
      header: "Received",
      meta: { className: styles.num },
      cell: ({ row }) => formatInr(row.original.received),
    },
    {
      header: "Refunded",
      meta: { className: styles.num },
      cell: ({ row }) => formatInr(row.original.refunded),
    },
    { header: "Net", meta: { className: styles.num }, cell: ({ row }) => formatInr(row.original.net) },
  ];
  return (
    <>
      {data ? (
        <div className={styles.cards}>
          <div className={styles.card}>
            <span className={styles.cardLabel}>
              Collected {formatDate(data.from)} – {formatDate(data.to)}
            </span>
            <span className={styles.cardValue} data-testid="collections-net">
              {formatInr(data.totals.net)}
            </span>
            <span className={styles.muted}>
              received {formatInr(data.totals.received)}, refunded {formatInr(data.totals.refunded)}
            </span>
          </div>
        </div>
      ) : null}
      {data ? (
        <BarChart
          bars={data.months.map((m) => ({ key: m.month, label: m.month, value: m.net }))}
          caption="Net money received by month"
        />
      ) : null}
      <ListResults
        query={{ ...query, data: data ? { items: data.months, nextCursor: null } : undefined }}
        what="collections"
        caption="Collections by month"
        columns={columns}
        rowKey={(row) => row.month}
        empty="No month in this period."
      />
    </>
  );
}

function UnsoldView({ filters }: { filters: ReturnType<typeof useUrlFilters<(typeof FILTERS)[number]>> }) {
  const query = useQuery({
    queryKey: [...adminKeys.reports, "unsold", filters.cursor],
    queryFn: ({ signal }) => reportsApi.unsold({ cursor: filters.cursor || undefined, limit: 50 }, signal),
    placeholderData: keepPreviousData,
  });
  const data: UnsoldReportDto | undefined = query.data;
  type Item = UnsoldReportDto["items"][number];
  const columns: ColumnDef<Item, unknown>[] = [
    {
      header: "Product",
      cell: ({ row }) => (
        <>
          <NextLink href={`/admin/products/${row.original.id}`} className={styles.rowLink}>
            {row.original.title}
          </NextLink>
          <span className={styles.sub}>{row.original.sku}</span>
        </>
      ),
    },
    {
      header: "In stock",
      meta: { className: styles.num },
      cell: ({ row }) => formatCount(row.original.stock),
    },
    {
      header: "Last invoiced",
      cell: ({ row }) => (row.original.lastSoldOn ? formatDate(row.original.lastSoldOn) : "Never"),
    },
  ];
  return (
    <>
      {data ? (
        <p className={styles.muted} data-testid="unsold-count">
          {formatCount(data.count)} {data.count === 1 ? "product has" : "products have"} no tax invoice since{" "}
          {formatDate(data.since)}.
        </p>
      ) : null}
      <ListResults
        query={{ ...query, data: data ? { items: data.items, nextCursor: data.nextCursor } : undefined }}
        what="products"
        paging={filters}
        caption="Products not sold in 90 days"
        columns={columns}
        rowKey={(row) => String(row.id)}
        empty="Every product has sold in the last 90 days."
      />
    </>
  );
}

/**
 * `/admin/reports`: net sales (tax invoices less credit notes) grouped as chosen, top buyers,
 * collections by month and the products not sold in 90 days. The view, grouping and period live in the
 * address, so a report can be bookmarked and shared; the CSV is the API's, every row of the grouping.
 */
export function ReportsPage() {
  const filters = useUrlFilters(FILTERS);
  const view = filters.values.view;
  const groupBy: SalesGrouping = (SALES_GROUPINGS as readonly string[]).includes(filters.values.groupBy)
    ? (filters.values.groupBy as SalesGrouping)
    : "day";
  return (
    <>
      <div className={styles.pageHead}>
        <h1 className={styles.pageTitle}>Reports</h1>
      </div>
      <FilterBar label="Choose the report" filters={filters}>
        <FilterSelect filters={filters} name="view" id="report-view" label="Report" options={VIEWS} />
        {view === "" ? (
          <FilterSelect
            filters={filters}
            name="groupBy"
            id="report-group"
            label="Group by"
            options={SALES_GROUPINGS.map((g) => ({
              value: g === "day" ? "" : g,
              label: SALES_GROUPING_TITLES[g],
            }))}
          />
        ) : null}
        {view !== "unsold" ? <PeriodFields filters={filters} /> : null}
      </FilterBar>
      {view === "collections" ? (
        <CollectionsView from={filters.values.from} to={filters.values.to} />
      ) : view === "unsold" ? (
        <UnsoldView filters={filters} />
      ) : (
        <SalesView
          filters={filters}
          groupBy={view === "top-buyers" ? "buyer" : groupBy}
          top={view === "top-buyers"}
        />
      )}
    </>
  );
}
