"use client";

import type { AdminCustomerListItemDto } from "@roshni/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { adminKeys } from "../api/query-keys";
import { customersApi } from "../customers/api";

/** Fewer characters than this search nobody (a name's first letter matches half the book). */
export const MIN_BUYER_SEARCH = 2;
/** The pause in typing after which the search is asked. */
const SEARCH_PAUSE_MS = 200;

/**
 * The back office's buyer search as a picker uses it (`GET /v1/admin/customers?search=`: name, company,
 * email, phone or GSTIN), eight at a time, asked once typing pauses. `offer` says which buyers found may be
 * offered (not blocked, not chosen already); `noneLeft` is the sentence when none may. `status` is the
 * field's live line: what to type, searching, the failure, or how many were found.
 */
export function useBuyerSearch(
  input: string,
  { offer, noneLeft }: { offer: (buyer: AdminCustomerListItemDto) => boolean; noneLeft: string },
): { items: AdminCustomerListItemDto[]; status: string } {
  const [search, setSearch] = useState("");
  useEffect(() => {
    const timer = window.setTimeout(() => setSearch(input.trim()), SEARCH_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [input]);
  const searching = search.length >= MIN_BUYER_SEARCH;
  const query = useQuery({
    queryKey: adminKeys.customers.list("picker", search),
    queryFn: ({ signal }) => customersApi.list({ search, limit: 8 }, signal),
    enabled: searching,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  const items = searching ? (query.data?.items ?? []).filter(offer) : [];
  const status = !searching
    ? input.trim() === ""
      ? ""
      : `Type at least ${MIN_BUYER_SEARCH} characters to search.`
    : query.isError
      ? "The buyers could not be searched. Try again."
      : query.isFetching && !query.data
        ? "Searching…"
        : items.length === 0
          ? noneLeft
          : `${items.length} buyer${items.length === 1 ? "" : "s"} found.`;
  return { items, status };
}
