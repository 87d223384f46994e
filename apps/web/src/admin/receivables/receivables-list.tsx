"use client";

import {
  AGEING_BUCKET_TITLES,
  AGEING_BUCKETS,
  type ReceivablesItemDto,
  type ReceivablesPageDto,
} from "@roshni/core";
import type { ColumnDef } from "@tanstack/react-table";
import NextLink from "next/link";
import { adminKeys } from "../api/query-keys";
import styles from "../ui/admin.module.css";
import { FilterBar, FilterSearch, FilterSelect } from "../ui/filter-bar";
import { formatCount, formatInr } from "../ui/format";
import { ListResults } from "../ui/list-results";
import { useListQuery } from "../ui/use-list-query";
import { useUrlFilters } from "../ui/use-url-filters";
import { receivablesApi } from "./api";
import { WhatsAppReminderButton } from "./reminders-panel";

const FILTERS = ["search", "show", "sort"] as const;

const money = (value: number) => (value ? formatInr(value) : "—");

const columns: ColumnDef<ReceivablesItemDto, unknown>[] = [
  {
    header: "Buyer",
    cell: ({ row }) => (
      <>
        <NextLink href={`/admin/customers/${row.original.customerId}`} className={styles.rowLink}>
          {row.original.companyName ?? row.original.name}
        </NextLink>
        <span className={styles.sub}>
          {row.original.companyName ? `${row.original.name} · ` : ""}
          {row.original.paymentTermsLabel}
        </span>
      </>
    ),
  },
  {
    header: "Outstanding",
    meta: { className: styles.num },
    cell: ({ row }) => <strong>{formatInr(row.original.outstanding)}</strong>,
  },
  ...AGEING_BUCKETS.map(
    (bucket): ColumnDef<ReceivablesItemDto, unknown> => ({
      header: AGEING_BUCKET_TITLES[bucket],
      meta: { className: styles.num },
      cell: ({ row }) => money(row.original.ageing[bucket]),
    }),
  ),
  {
    header: "Limit used",
    meta: { className: styles.num },
    cell: ({ row }) =>
      row.original.limitUsedPercent === null ? (
        "No limit"
      ) : (
        <span className={row.original.limitUsedPercent > 100 ? styles.overLimit : undefined}>
          {row.original.limitUsedPercent}% of {formatInr(row.original.creditLimit)}
        </span>
      ),
  },
  {
    header: "Remind",
    cell: ({ row }) => (
      <WhatsAppReminderButton
        customerId={row.original.customerId}
        label={`WhatsApp reminder to ${row.original.companyName ?? row.original.name}`}
      />
    ),
  },
];

/**
 * `/admin/receivables`: every buyer who owes something, aged; the filters, sort and page in the address;
 * the totals of everything the filters keep at the top; a buyer's name opens their ledger.
 */
export function ReceivablesList() {
  const filters = useUrlFilters(FILTERS);
  const query = useListQuery<ReceivablesItemDto, (typeof FILTERS)[number]>(
    adminKeys.receivables.all,
    receivablesApi.list,
    filters,
  );
  // The list's answer carries the totals of the whole filter beside the page.
  const data = query.data as ReceivablesPageDto | undefined;
  return (
    <>
      <div className={styles.pageHead}>
        <h1 className={styles.pageTitle}>Receivables</h1>
      </div>
      {data ? (
        <div className={styles.cards} data-testid="receivables-totals">
          <div className={styles.card}>
            <span className={styles.cardLabel}>
              Outstanding, {formatCount(data.buyers)} {data.buyers === 1 ? "buyer" : "buyers"}
            </span>
            <span className={styles.cardValue} data-testid="receivables-total">
              {formatInr(data.totals.total)}
            </span>
          </div>
          {AGEING_BUCKETS.map((bucket) => (
            <div key={bucket} className={styles.card}>
              <span className={styles.cardLabel}>{AGEING_BUCKET_TITLES[bucket]}</span>
              <span className={styles.cardValue}>{formatInr(data.totals[bucket])}</span>
            </div>
          ))}
        </div>
      ) : null}
      <FilterBar label="Filter receivables" filters={filters}>
        <FilterSearch filters={filters} id="receivables-search" placeholder="Buyer or company" />
        <FilterSelect
          filters={filters}
          name="show"
          id="receivables-show"
          label="Show"
          options={[
            { value: "", label: "Everyone who owes" },
            { value: "overdue", label: "Overdue" },
            { value: "over-90", label: "Over 90 days" },
            { value: "over-limit", label: "Over the limit" },
          ]}
        />
        <FilterSelect
          filters={filters}
          name="sort"
          id="receivables-sort"
          label="Sort by"
          options={[
            { value: "", label: "Outstanding, largest first" },
            { value: "overdue", label: "Overdue, largest first" },
            { value: "oldest", label: "Longest overdue first" },
            { value: "limit-used", label: "Limit used, most first" },
            { value: "name", label: "Name, A to Z" },
          ]}
        />
      </FilterBar>
      <ListResults
        query={query}
        what="receivables"
        paging={filters}
        caption="Buyers who owe"
        columns={columns}
        rowKey={(row) => String(row.customerId)}
        rowHref={(row) => `/admin/customers/${row.customerId}#customer-ledger`}
        empty={filters.active ? "No buyer who owes matches these filters." : "Nobody owes the shop anything."}
      />
    </>
  );
}
