"use client";

import {
  type AdminOrderListItemDto,
  type AdminOrderPageDto,
  ORDER_STATE_TITLES,
  ORDER_STATES,
  PAYMENT_STATUS_TITLES,
  PAYMENT_STATUSES,
} from "@roshni/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { ColumnDef } from "@tanstack/react-table";
import NextLink from "next/link";
import { adminGet } from "../api/client";
import styles from "../ui/admin.module.css";
import { PaymentChip, StateChip } from "../ui/chips";
import { DataTable } from "../ui/data-table";
import { formatDateTime, formatInr } from "../ui/format";
import { Pager } from "../ui/pager";
import { SearchBox } from "../ui/search-box";
import { useUrlFilters } from "../ui/use-url-filters";

const FILTERS = ["search", "status", "paymentStatus", "from", "to", "customerId"] as const;

const columns: ColumnDef<AdminOrderListItemDto, unknown>[] = [
  {
    header: "Order",
    cell: ({ row }) => (
      <NextLink href={`/admin/orders/${row.original.id}`} className={styles.rowLink}>
        {row.original.number}
      </NextLink>
    ),
  },
  { header: "Placed", cell: ({ row }) => formatDateTime(row.original.createdAt) },
  {
    header: "Buyer",
    cell: ({ row }) => (
      <>
        {row.original.buyer.name}
        {row.original.buyer.companyName ? (
          <span className={styles.sub}>{row.original.buyer.companyName}</span>
        ) : null}
      </>
    ),
  },
  { header: "City", cell: ({ row }) => `${row.original.city}, ${row.original.state}` },
  { header: "State", cell: ({ row }) => <StateChip state={row.original.status} /> },
  {
    header: "Payment",
    cell: ({ row }) => (
      <>
        <PaymentChip status={row.original.paymentStatus} />
        {row.original.openClaims > 0 ? (
          <span className={styles.sub}>
            {row.original.openClaims} UTR {row.original.openClaims === 1 ? "claim" : "claims"} to check
          </span>
        ) : null}
      </>
    ),
  },
  { header: "Total", meta: { className: styles.num }, cell: ({ row }) => formatInr(row.original.total) },
  { header: "Due", meta: { className: styles.num }, cell: ({ row }) => formatInr(row.original.amountDue) },
];

/** `/admin/orders`: newest first, every filter in the address. */
export function OrdersList() {
  const filters = useUrlFilters(FILTERS);
  const { values } = filters;
  const query = useQuery({
    queryKey: ["admin", "orders", values, filters.cursor],
    queryFn: ({ signal }) =>
      adminGet<AdminOrderPageDto>("/orders", {
        query: { ...values, cursor: filters.cursor, limit: 50 },
        signal,
      }),
    placeholderData: keepPreviousData,
    // New orders show up without a reload while the list is open.
    refetchInterval: 30_000,
  });
  const rows = query.data?.items ?? [];

  return (
    <>
      <div className={styles.pageHead}>
        <h1 className={styles.pageTitle}>Orders</h1>
      </div>
      <search className={styles.filters} aria-label="Filter orders">
        <SearchBox
          id="orders-search"
          label="Search"
          placeholder="Order number, buyer name, email or company"
          value={values.search}
          onSearch={(search) => filters.set({ search })}
        />
        <div className={styles.field}>
          <label htmlFor="orders-status">State</label>
          <select
            id="orders-status"
            value={values.status}
            onChange={(event) => filters.set({ status: event.target.value })}
          >
            <option value="">Any state</option>
            {ORDER_STATES.map((state) => (
              <option key={state} value={state}>
                {ORDER_STATE_TITLES[state]}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor="orders-payment">Payment</label>
          <select
            id="orders-payment"
            value={values.paymentStatus}
            onChange={(event) => filters.set({ paymentStatus: event.target.value })}
          >
            <option value="">Any payment</option>
            {PAYMENT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {PAYMENT_STATUS_TITLES[status]}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor="orders-from">Placed from</label>
          <input
            id="orders-from"
            type="date"
            value={values.from}
            onChange={(event) => filters.set({ from: event.target.value })}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor="orders-to">Placed until</label>
          <input
            id="orders-to"
            type="date"
            value={values.to}
            onChange={(event) => filters.set({ to: event.target.value })}
          />
        </div>
        {values.customerId ? (
          <p className={styles.note}>
            One buyer's orders only.{" "}
            <button
              type="button"
              className={styles.linkButton}
              onClick={() => filters.set({ customerId: "" })}
            >
              Show every buyer
            </button>
          </p>
        ) : null}
        {filters.active ? (
          <button type="button" className="btn btn-outline" onClick={filters.clear}>
            Clear filters
          </button>
        ) : null}
      </search>
      {query.isError ? (
        <p className={styles.alert} role="alert">
          The orders could not be loaded: {query.error.message}{" "}
          <button type="button" className={styles.linkButton} onClick={() => query.refetch()}>
            Try again
          </button>
        </p>
      ) : (
        <>
          <DataTable
            caption="Orders"
            columns={columns}
            rows={rows}
            rowKey={(row) => String(row.id)}
            rowHref={(row) => `/admin/orders/${row.id}`}
            loading={query.isFetching && !query.data}
            empty={filters.active ? "No order matches these filters." : "No orders yet."}
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
