"use client";

import { type ColumnDef, flexRender, getCoreRowModel, useReactTable } from "@tanstack/react-table";
import { useRouter } from "next/navigation";
import { type KeyboardEvent, useRef } from "react";
import styles from "./admin.module.css";

interface DataTableProps<T> {
  /** What the table lists, for screen readers ("Orders"). */
  caption: string;
  columns: ColumnDef<T, unknown>[];
  rows: T[];
  /** Where a row leads (its detail page); rows then open with Enter or a click. */
  rowHref?: (row: T) => string;
  rowKey: (row: T) => string;
  loading?: boolean;
  empty: string;
}

/**
 * The back office's list: TanStack Table for the columns, plain HTML for the rest. With the keyboard:
 * Tab reaches the first row, ↑/↓ move between rows, Enter opens the row's record. On a phone each row
 * becomes a card with the column names as labels.
 */
export function DataTable<T>({ caption, columns, rows, rowHref, rowKey, loading, empty }: DataTableProps<T>) {
  const table = useReactTable({ data: rows, columns, getCoreRowModel: getCoreRowModel(), getRowId: rowKey });
  const router = useRouter();
  const body = useRef<HTMLTableSectionElement>(null);

  function onKeyDown(event: KeyboardEvent<HTMLTableRowElement>, row: T) {
    const current = event.currentTarget;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const sibling = (
        event.key === "ArrowDown" ? current.nextElementSibling : current.previousElementSibling
      ) as HTMLElement | null;
      sibling?.focus();
    } else if (event.key === "Enter" && rowHref && event.target === current) {
      router.push(rowHref(row));
    }
  }

  return (
    <div className={styles.tableWrap} aria-busy={loading || undefined}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th
                  key={header.id}
                  scope="col"
                  className={(header.column.columnDef.meta as { className?: string } | undefined)?.className}
                >
                  {header.isPlaceholder
                    ? null
                    : flexRender(header.column.columnDef.header, header.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody ref={body}>
          {table.getRowModel().rows.map((row) => (
            <tr
              key={row.id}
              tabIndex={0}
              className={rowHref ? styles.clickable : undefined}
              onKeyDown={(event) => onKeyDown(event, row.original)}
              onClick={(event) => {
                if (!rowHref) return;
                // A click on a link or button inside the row does its own thing.
                if ((event.target as HTMLElement).closest("a, button, input, select")) return;
                router.push(rowHref(row.original));
              }}
            >
              {row.getVisibleCells().map((cell) => {
                const meta = cell.column.columnDef.meta as { className?: string } | undefined;
                const header = cell.column.columnDef.header;
                return (
                  <td
                    key={cell.id}
                    className={meta?.className}
                    data-label={typeof header === "string" ? header : undefined}
                  >
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {!loading && rows.length === 0 ? <p className={styles.empty}>{empty}</p> : null}
    </div>
  );
}
