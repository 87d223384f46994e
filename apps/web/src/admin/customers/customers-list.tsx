"use client";

import type { AdminCustomerListItemDto, AdminCustomerPageDto } from "@roshni/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { ColumnDef } from "@tanstack/react-table";
import NextLink from "next/link";
import { adminGet } from "../api/client";
import styles from "../ui/admin.module.css";
import { DataTable } from "../ui/data-table";
import { formatDate } from "../ui/format";
import { Pager } from "../ui/pager";
import { SearchBox } from "../ui/search-box";
import { useUrlFilters } from "../ui/use-url-filters";
import { CustomerStatus } from "./customer-status";
import { useGroups } from "./use-groups";

const FILTERS = ["search", "groupId", "awaitingApproval", "blocked"] as const;

const columns: ColumnDef<AdminCustomerListItemDto, unknown>[] = [
  {
    header: "Buyer",
    cell: ({ row }) => (
      <>
        <NextLink href={`/admin/customers/${row.original.id}`} className={styles.rowLink}>
          {row.original.name}
        </NextLink>
        {row.original.companyName ? <span className={styles.sub}>{row.original.companyName}</span> : null}
      </>
    ),
  },
  {
    header: "Contact",
    cell: ({ row }) => (
      <>
        {row.original.email}
        <span className={styles.sub}>{row.original.phone}</span>
      </>
    ),
  },
  { header: "GSTIN", cell: ({ row }) => row.original.gstin ?? "—" },
  { header: "Group", cell: ({ row }) => row.original.group.name },
  { header: "Status", cell: ({ row }) => <CustomerStatus customer={row.original} /> },
  { header: "Registered", cell: ({ row }) => formatDate(row.original.createdAt) },
];

/** `/admin/customers`: search by name, email, phone, GSTIN or company; filters in the address. */
export function CustomersList() {
  const filters = useUrlFilters(FILTERS);
  const { values } = filters;
  const groups = useGroups();
  const query = useQuery({
    queryKey: ["admin", "customers", values, filters.cursor],
    queryFn: ({ signal }) =>
      adminGet<AdminCustomerPageDto>("/customers", {
        query: { ...values, cursor: filters.cursor, limit: 50 },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
  const rows = query.data?.items ?? [];
  const show = values.awaitingApproval === "true" ? "awaiting" : values.blocked === "true" ? "blocked" : "";

  return (
    <>
      <div className={styles.pageHead}>
        <h1 className={styles.pageTitle}>Customers</h1>
      </div>
      <search className={styles.filters} aria-label="Filter customers">
        <SearchBox
          id="customers-search"
          label="Search"
          placeholder="Name, email, phone, GSTIN or company"
          value={values.search}
          onSearch={(search) => filters.set({ search })}
        />
        <div className={styles.field}>
          <label htmlFor="customers-show">Show</label>
          <select
            id="customers-show"
            value={show}
            onChange={(event) =>
              filters.set({
                awaitingApproval: event.target.value === "awaiting" ? "true" : "",
                blocked: event.target.value === "blocked" ? "true" : "",
              })
            }
          >
            <option value="">Every buyer</option>
            <option value="awaiting">Awaiting approval</option>
            <option value="blocked">Blocked</option>
          </select>
        </div>
        {groups ? (
          <div className={styles.field}>
            <label htmlFor="customers-group">Group</label>
            <select
              id="customers-group"
              value={values.groupId}
              onChange={(event) => filters.set({ groupId: event.target.value })}
            >
              <option value="">Any group</option>
              {groups.map((group) => (
                <option key={group.id} value={String(group.id)}>
                  {group.name}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {filters.active ? (
          <button type="button" className="btn btn-outline" onClick={filters.clear}>
            Clear filters
          </button>
        ) : null}
      </search>
      {query.isError ? (
        <p className={styles.alert} role="alert">
          The customers could not be loaded: {query.error.message}{" "}
          <button type="button" className={styles.linkButton} onClick={() => query.refetch()}>
            Try again
          </button>
        </p>
      ) : (
        <>
          <DataTable
            caption="Customers"
            columns={columns}
            rows={rows}
            rowKey={(row) => String(row.id)}
            rowHref={(row) => `/admin/customers/${row.id}`}
            loading={query.isFetching && !query.data}
            empty={filters.active ? "No buyer matches these filters." : "No buyers yet."}
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
