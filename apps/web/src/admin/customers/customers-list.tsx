"use client";

import type { AdminCustomerListItemDto } from "@roshni/core";
import type { ColumnDef } from "@tanstack/react-table";
import NextLink from "next/link";
import { adminKeys } from "../api/query-keys";
import styles from "../ui/admin.module.css";
import { FilterBar, FilterSearch, FilterSelect, SelectField } from "../ui/filter-bar";
import { formatDate } from "../ui/format";
import { ListResults } from "../ui/list-results";
import { useListQuery } from "../ui/use-list-query";
import { useUrlFilters } from "../ui/use-url-filters";
import { customersApi } from "./api";
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

const SHOW_OPTIONS = [
  { value: "", label: "Every buyer" },
  { value: "awaiting", label: "Awaiting approval" },
  { value: "blocked", label: "Blocked" },
];

/** `/admin/customers`: search by name, email, phone, GSTIN or company; filters in the address. */
export function CustomersList() {
  const filters = useUrlFilters(FILTERS);
  const { values } = filters;
  const groups = useGroups();
  const query = useListQuery<AdminCustomerListItemDto, (typeof FILTERS)[number]>(
    adminKeys.customers.all,
    customersApi.list,
    filters,
  );
  const show = values.awaitingApproval === "true" ? "awaiting" : values.blocked === "true" ? "blocked" : "";

  return (
    <>
      <div className={styles.pageHead}>
        <h1 className={styles.pageTitle}>Customers</h1>
      </div>
      <FilterBar label="Filter customers" filters={filters}>
        <FilterSearch
          filters={filters}
          id="customers-search"
          placeholder="Name, email, phone, GSTIN or company"
        />
        <SelectField
          id="customers-show"
          label="Show"
          value={show}
          options={SHOW_OPTIONS}
          onChange={(value) =>
            filters.set({
              awaitingApproval: value === "awaiting" ? "true" : "",
              blocked: value === "blocked" ? "true" : "",
            })
          }
        />
        {groups ? (
          <FilterSelect
            filters={filters}
            name="groupId"
            id="customers-group"
            label="Group"
            options={[
              { value: "", label: "Any group" },
              ...groups.map((group) => ({ value: String(group.id), label: group.name })),
            ]}
          />
        ) : null}
      </FilterBar>
      <ListResults
        query={query}
        what="customers"
        paging={filters}
        caption="Customers"
        columns={columns}
        rowKey={(row) => String(row.id)}
        rowHref={(row) => `/admin/customers/${row.id}`}
        empty={filters.active ? "No buyer matches these filters." : "No buyers yet."}
      />
    </>
  );
}
