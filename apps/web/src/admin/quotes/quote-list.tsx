"use client";

import type { AdminQuotePageDto } from "@roshni/core";
import type { ColumnDef } from "@tanstack/react-table";
import NextLink from "next/link";
import { adminKeys } from "../api/query-keys";
import styles from "../ui/admin.module.css";
import { FilterBar, FilterSearch, FilterSelect } from "../ui/filter-bar";
import { formatDateTime } from "../ui/format";
import { ListResults } from "../ui/list-results";
import { useListQuery } from "../ui/use-list-query";
import { useUrlFilters } from "../ui/use-url-filters";
import { quotesApi } from "./api";

type Row = AdminQuotePageDto["items"][number];

const FILTERS = ["state", "search", "sort"] as const;

const STATE_OPTIONS = [
  { value: "", label: "Any" },
  { value: "requested", label: "Requested (to price)" },
  { value: "offered", label: "Offered" },
  { value: "accepted", label: "Accepted" },
  { value: "expired", label: "Expired" },
  { value: "withdrawn", label: "Withdrawn" },
];

const SORT_OPTIONS = [
  { value: "", label: "Newest first" },
  { value: "oldest", label: "Oldest first" },
];

const columns: ColumnDef<Row, unknown>[] = [
  {
    header: "Quote",
    cell: ({ row }) => (
      <NextLink href={`/admin/quotes/${row.original.id}`} className={styles.rowLink}>
        {row.original.number}
      </NextLink>
    ),
  },
  { header: "Asked", cell: ({ row }) => formatDateTime(row.original.createdAt) },
  {
    header: "Buyer",
    cell: ({ row }) => (
      <>
        {row.original.customer.companyName ?? row.original.customer.name}
        <span className={styles.sub}>{row.original.customer.email}</span>
      </>
    ),
  },
  { header: "Lines", cell: ({ row }) => row.original.lineCount },
  { header: "State", cell: ({ row }) => row.original.state },
  { header: "Wanted by", cell: ({ row }) => row.original.wantedBy ?? "—" },
  { header: "Valid until", cell: ({ row }) => row.original.validUntil ?? "—" },
];

/** `/admin/quotes`: requests for quote, filters in the address, the number waiting for a price. */
export function QuoteList() {
  const filters = useUrlFilters(FILTERS);
  const query = useListQuery<Row, (typeof FILTERS)[number]>(adminKeys.quotes.all, quotesApi.list, filters);
  const waiting = (query.data as AdminQuotePageDto | undefined)?.requestedCount ?? 0;
  return (
    <>
      <div className={styles.pageHead}>
        <h1 className={styles.pageTitle}>Quotes</h1>
        <span className={styles.muted} data-testid="quotes-requested-count">
          {waiting === 1 ? "1 new request to price" : `${waiting} new requests to price`}
        </span>
      </div>
      <FilterBar label="Filter the quotes" filters={filters}>
        <FilterSearch filters={filters} id="quotes-search" placeholder="Number, buyer, company, email" />
        <FilterSelect
          filters={filters}
          name="state"
          id="quotes-state"
          label="State"
          options={STATE_OPTIONS}
        />
        <FilterSelect filters={filters} name="sort" id="quotes-sort" label="Sort" options={SORT_OPTIONS} />
      </FilterBar>
      <ListResults
        query={query}
        what="quotes"
        paging={filters}
        caption="Quotes"
        columns={columns}
        rowKey={(row) => String(row.id)}
        empty={filters.active ? "No quote matches these filters." : "No request for quote yet."}
      />
    </>
  );
}
