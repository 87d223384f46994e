"use client";

import type { ColumnDef } from "@tanstack/react-table";
import type { ReactNode } from "react";
import styles from "./admin.module.css";
import { DataTable } from "./data-table";
import { Pager } from "./pager";

/** What a list screen's query gives this component: TanStack Query's answer, narrowed to what is read. */
export interface ListQuery<T> {
  data: { items: T[]; nextCursor?: string | null } | undefined;
  isError: boolean;
  error: Error | null;
  isFetching: boolean;
  refetch: () => unknown;
}

/** Keyset paging from `useUrlFilters`: the page's cursor in the address, the next page, the first page. */
export interface ListPaging {
  cursor: string;
  page: (cursor: string) => void;
  firstPage: () => void;
}

interface TableProps<T> {
  caption: string;
  columns: ColumnDef<T, unknown>[];
  rowKey: (row: T) => string;
  rowHref?: (row: T) => string;
}

type ListResultsProps<T> = {
  query: ListQuery<T>;
  /** The list's name in the error sentence: "The {what} could not be loaded: …". */
  what: string;
  /** Keyset paging (a Pager under the rows); lists that come whole leave it out. */
  paging?: ListPaging;
  /** Replaces the pager's own "Next page" (a screen with unsaved edits asks first). */
  onNextPage?: (cursor: string) => void;
} & (
  | ({ empty: string; render?: undefined } & TableProps<T>)
  | {
      /** A screen whose rows are its own table (inputs in cells): it draws them, empty state included. */
      render: (rows: T[], state: { loading: boolean }) => ReactNode;
      empty?: undefined;
    }
);

/**
 * The back office's list body, one for every list screen: the rows in a DataTable (or the screen's own
 * table), "Loading…" while the first page comes, the empty sentence, the error with "Try again", and
 * the keyset Pager.
 */
export function ListResults<T>(props: ListResultsProps<T>) {
  const { query, what, paging } = props;
  if (query.isError) {
    return (
      <p className={styles.alert} role="alert">
        The {what} could not be loaded: {query.error?.message}{" "}
        <button type="button" className={styles.linkButton} onClick={() => query.refetch()}>
          Try again
        </button>
      </p>
    );
  }
  const rows = query.data?.items ?? [];
  const loading = query.isFetching && !query.data;
  const pager = paging ? (
    <Pager
      nextCursor={query.data?.nextCursor}
      onNext={props.onNextPage ?? paging.page}
      onFirst={paging.firstPage}
      onFirstPage={!paging.cursor}
      shown={rows.length}
    />
  ) : null;
  const waiting = loading ? (
    <p className={styles.muted} role="status">
      Loading the {what}…
    </p>
  ) : null;
  if (props.render) {
    return (
      <>
        {props.render(rows, { loading })}
        {waiting}
        {pager}
      </>
    );
  }
  return (
    <>
      <DataTable
        caption={props.caption}
        columns={props.columns}
        rows={rows}
        rowKey={props.rowKey}
        rowHref={props.rowHref}
        loading={loading}
        empty={props.empty}
      />
      {waiting}
      {pager}
    </>
  );
}
