"use client";

import type { AuditEntryDto } from "@roshni/core";
import type { ColumnDef } from "@tanstack/react-table";
import NextLink from "next/link";
import { adminKeys } from "../api/query-keys";
import { canDo } from "../shell/can";
import { useMe } from "../shell/use-me";
import styles from "../ui/admin.module.css";
import { FilterBar, FilterInput, FilterSelect } from "../ui/filter-bar";
import { formatDateTime } from "../ui/format";
import { ListResults } from "../ui/list-results";
import { useListQuery } from "../ui/use-list-query";
import { useUrlFilters } from "../ui/use-url-filters";
import { auditApi } from "./api";

const FILTERS = ["entity", "entityId", "action", "from", "to", "staffId"] as const;

const ENTITY_OPTIONS = [
  { value: "", label: "Any" },
  { value: "order", label: "Orders" },
  { value: "customer", label: "Customers" },
  { value: "payment_claim", label: "Payment claims" },
  { value: "staff", label: "Staff" },
];

/** Where an entry's record lives in the back office, when it has a page. */
function entityHref(entry: AuditEntryDto): string | null {
  if (entry.entity === "order") return `/admin/orders/${entry.entityId}`;
  if (entry.entity === "customer") return `/admin/customers/${entry.entityId}`;
  return null;
}

function shown(value: unknown): string {
  if (value === undefined) return "—";
  return typeof value === "string" ? value : JSON.stringify(value);
}

/**
 * What an entry changed, one line per field: `status: placed → confirmed`. A field only before or only
 * after shows one side; an entry without objects shows its values whole.
 */
function Changes({ before, after }: { before: unknown; after: unknown }) {
  const isObject = (value: unknown): value is Record<string, unknown> =>
    typeof value === "object" && value !== null && !Array.isArray(value);
  if (!isObject(before) && !isObject(after)) {
    return (
      <span className={styles.change}>
        {shown(before ?? undefined)} → {shown(after ?? undefined)}
      </span>
    );
  }
  const from = isObject(before) ? before : {};
  const to = isObject(after) ? after : {};
  const keys = [...new Set([...Object.keys(from), ...Object.keys(to)])].filter(
    (key) => JSON.stringify(from[key]) !== JSON.stringify(to[key]),
  );
  if (keys.length === 0) return <span className={styles.muted}>No field changed</span>;
  return (
    <ul className={styles.changes}>
      {keys.map((key) => (
        <li key={key}>
          <strong>{key}</strong>:{" "}
          {key in from && key in to
            ? `${shown(from[key])} → ${shown(to[key])}`
            : key in to
              ? shown(to[key])
              : `${shown(from[key])} (removed)`}
        </li>
      ))}
    </ul>
  );
}

const columns: ColumnDef<AuditEntryDto, unknown>[] = [
  { header: "When", cell: ({ row }) => formatDateTime(row.original.createdAt) },
  {
    header: "Who",
    cell: ({ row }) => (
      <>
        {row.original.staff?.name ?? "—"}
        {row.original.ip ? <span className={styles.sub}>{row.original.ip}</span> : null}
      </>
    ),
  },
  { header: "Action", cell: ({ row }) => row.original.action },
  {
    header: "Record",
    cell: ({ row }) => {
      const href = entityHref(row.original);
      const text = `${row.original.entity} ${row.original.entityId}`;
      return href ? (
        <NextLink href={href} className={styles.rowLink}>
          {text}
        </NextLink>
      ) : (
        text
      );
    },
  },
  {
    header: "Change",
    cell: ({ row }) => <Changes before={row.original.before} after={row.original.after} />,
  },
];

/** `/admin/audit`: every staff write, newest first; read-only. */
export function AuditLog() {
  const filters = useUrlFilters(FILTERS);
  const me = useMe().data;
  // The log names staff, their addresses and every account change: the owner's to read.
  const owner = canDo(me, "shop.admin");
  const query = useListQuery<AuditEntryDto, (typeof FILTERS)[number]>(
    adminKeys.audit.all,
    auditApi.list,
    filters,
    {
      enabled: owner,
    },
  );
  if (me && !owner) {
    return (
      <section className={styles.panel}>
        <h1 className={styles.pageTitle}>Audit log</h1>
        <p>Only the owner reads the audit log.</p>
      </section>
    );
  }
  return (
    <>
      <div className={styles.pageHead}>
        <h1 className={styles.pageTitle}>Audit log</h1>
        <span className={styles.muted}>Every change made in the back office. It cannot be edited.</span>
      </div>
      <FilterBar label="Filter the audit log" filters={filters}>
        <FilterSelect
          filters={filters}
          name="entity"
          id="audit-entity"
          label="Record type"
          options={ENTITY_OPTIONS}
        />
        <FilterInput
          filters={filters}
          name="entityId"
          id="audit-entity-id"
          label="Record id"
          inputMode="numeric"
        />
        <FilterInput filters={filters} name="from" id="audit-from" label="From" type="date" />
        <FilterInput filters={filters} name="to" id="audit-to" label="Until" type="date" />
      </FilterBar>
      <ListResults
        query={query}
        what="audit log"
        paging={filters}
        caption="Audit log"
        columns={columns}
        rowKey={(row) => String(row.id)}
        empty={filters.active ? "No entry matches these filters." : "Nothing has been changed yet."}
      />
    </>
  );
}
