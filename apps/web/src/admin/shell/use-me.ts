"use client";

import type { Permission } from "@roshni/core";
import { useQuery } from "@tanstack/react-query";
import { adminKeys } from "../api/query-keys";
import { authApi } from "../login/api";
import { canDo } from "./can";

/** The signed-in staff member and what they may do (`GET /v1/admin/me`). */
export function useMe() {
  return useQuery({ queryKey: adminKeys.me, queryFn: authApi.me, staleTime: 60_000 });
}

/** Whether the signed-in member holds a permission; false while unknown, so no button shows too early. */
export function useCan(): (permission: Permission) => boolean {
  const me = useMe().data;
  return (permission) => canDo(me, permission);
}
