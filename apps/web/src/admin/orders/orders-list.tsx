"use client";

import {
  type AdminOrderListItemDto,
  ORDER_STATE_TITLES,
  ORDER_STATES,
  PAYMENT_STATUS_TITLES,
  PAYMENT_STATUSES,
} from "@roshni/core";
import type { ColumnDef } from "@tanstack/react-table";
import NextLink from "next/link";
import { adminKeys } from "../api/query-keys";
import { useCan } from "../shell/use-me";
import styles from "../ui/admin.module.css";
import { PaymentChip, StateChip } from "../ui/chips";
import { FilterBar, FilterInput, FilterSearch, FilterSelect, optionsOf } from "../ui/filter-bar";
import { formatDateTime, formatInr } from "../ui/format";
import { ListResults } from "../ui/list-results";
import { useListQuery } from "../ui/use-list-query";
import { useUrlFilters } from "../ui/use-url-filters";
import { ordersApi } from "./api";

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

const STATE_OPTIONS = optionsOf("Any state", ORDER_STATES, ORDER_STATE_TITLES);
const PAYMENT_OPTIONS = optionsOf("Any payment", PAYMENT_STATUSES, PAYMENT_STATUS_TITLES);

/** `/admin/orders`: newest first, every filter in the address. */
export function OrdersList() {
  const can = useCan();
  const filters = useUrlFilters(FILTERS);
  // New orders show up without a reload while the list is open.
  const query = useListQuery<AdminOrderListItemDto, (typeof FILTERS)[number]>(
    adminKeys.orders.all,
    ordersApi.list,
    filters,
    { refetchInterval: 30_000 },
  );

  return (
    <>
      <div className={styles.pageHead}>
        <h1 className={styles.pageTitle}>Orders</h1>
        {can("orders.process") ? (
          <NextLink href="/admin/orders/new" className="btn btn-dark">
            New order
          </NextLink>
        ) : null}
      </div>
      <FilterBar label="Filter orders" filters={filters}>
        <FilterSearch
          filters={filters}
          id="orders-search"
          placeholder="Order number, buyer name, email or company"
        />
        <FilterSelect
          filters={filters}
          name="status"
          id="orders-status"
          label="State"
          options={STATE_OPTIONS}
        />
        <FilterSelect
          filters={filters}
          name="paymentStatus"
          id="orders-payment"
          label="Payment"
          options={PAYMENT_OPTIONS}
        />
        <FilterInput filters={filters} name="from" id="orders-from" label="Placed from" type="date" />
        <FilterInput filters={filters} name="to" id="orders-to" label="Placed until" type="date" />
        {filters.values.customerId ? (
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
      </FilterBar>
      <ListResults
        query={query}
        what="orders"
        paging={filters}
        caption="Orders"
        columns={columns}
        rowKey={(row) => String(row.id)}
        rowHref={(row) => `/admin/orders/${row.id}`}
        empty={filters.active ? "No order matches these filters." : "No orders yet."}
      />
    </>
  );
}
