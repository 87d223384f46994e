"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { AdminListQuery, AdminPage } from "../api/client";
import type { UrlFilters } from "./use-url-filters";

/**
 * One page of a keyset list, 50 rows, asked with the address's filters and cursor. The previous page
 * stays on screen while the next loads. `key` starts the query key (`adminKeys.orders.all`), so a write
 * invalidates every page of its list.
 */
export function useListQuery<T, K extends string>(
  key: readonly unknown[],
  list: (query: AdminListQuery, signal: AbortSignal) => Promise<AdminPage<T>>,
  filters: UrlFilters<K>,
  options: {
    /** The query sent instead of the address's values (a screen that maps them). */
    query?: Record<string, string | undefined>;
    enabled?: boolean;
    refetchInterval?: number;
  } = {},
) {
  return useQuery({
    queryKey: [...key, filters.values, filters.cursor],
    queryFn: ({ signal }) =>
      list({ ...(options.query ?? filters.values), cursor: filters.cursor, limit: 50 }, signal),
    placeholderData: keepPreviousData,
    enabled: options.enabled,
    refetchInterval: options.refetchInterval,
  });
}
