"use client";

import type { customerGroupRefSchema } from "@roshni/core";
import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { adminKeys } from "../api/query-keys";
import { customersApi } from "./api";

export type CustomerGroupRef = z.infer<typeof customerGroupRefSchema>;

/**
 * The buyer groups for the list's group filter (`GET /v1/admin/customer-groups`); null while unknown or
 * when the API does not offer the list, and the filter is then not shown.
 */
export function useGroups(): CustomerGroupRef[] | null {
  const query = useQuery({
    queryKey: adminKeys.customerGroups,
    queryFn: ({ signal }) => customersApi.groups(signal),
    staleTime: 5 * 60_000,
    retry: false,
  });
  return query.data?.items ?? null;
}
