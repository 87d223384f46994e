"use client";

import type { AuditEntryDto, AuditPageDto } from "@roshni/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { ColumnDef } from "@tanstack/react-table";
import NextLink from "next/link";
import { adminGet } from "../api/client";
import { useMe } from "../shell/use-me";
import styles from "../ui/admin.module.css";
import { DataTable } from "../ui/data-table";
import { formatDateTime } from "../ui/format";
import { Pager } from "../ui/pager";
import { useUrlFilters } from "../ui/use-url-filters";

const FILTERS = ["entity", "entityId", "action", "from", "to", "staffId"] as const;

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
  const { values } = filters;
  const me = useMe().data;
  // The log names staff, their addresses and every account change: the owner's to read.
  const owner = Boolean(me?.permissions.includes("shop.admin"));
  const query = useQuery({
    enabled: owner,
    queryKey: ["admin", "audit", values, filters.cursor],
    queryFn: ({ signal }) =>
      adminGet<AuditPageDto>("/audit", { query: { ...values, cursor: filters.cursor, limit: 50 }, signal }),
    placeholderData: keepPreviousData,
  });
  const rows = query.data?.items ?? [];
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
      <search className={styles.filters} aria-label="Filter the audit log">
        <div className={styles.field}>
          <label htmlFor="audit-entity">Record type</label>
          <select
            id="audit-entity"
            value={values.entity}
            onChange={(event) => filters.set({ entity: event.target.value })}
          >
            <option value="">Any</option>
            <option value="order">Orders</option>
            <option value="customer">Customers</option>
            <option value="payment_claim">Payment claims</option>
            <option value="staff">Staff</option>
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor="audit-entity-id">Record id</label>
          <input
            id="audit-entity-id"
            value={values.entityId}
            inputMode="numeric"
            onChange={(event) => filters.set({ entityId: event.target.value.trim() })}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor="audit-from">From</label>
          <input
            id="audit-from"
            type="date"
            value={values.from}
            onChange={(event) => filters.set({ from: event.target.value })}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor="audit-to">Until</label>
          <input
            id="audit-to"
            type="date"
            value={values.to}
            onChange={(event) => filters.set({ to: event.target.value })}
          />
        </div>
        {filters.active ? (
          <button type="button" className="btn btn-outline" onClick={filters.clear}>
            Clear filters
          </button>
        ) : null}
      </search>
      {query.isError ? (
        <p className={styles.alert} role="alert">
          The audit log could not be loaded: {query.error.message}
        </p>
      ) : (
        <>
          <DataTable
            caption="Audit log"
            columns={columns}
            rows={rows}
            rowKey={(row) => String(row.id)}
            loading={query.isFetching && !query.data}
            empty={filters.active ? "No entry matches these filters." : "Nothing has been changed yet."}
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
