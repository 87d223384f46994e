"use client";

import type { AdminJobDto, AdminJobSummaryDto } from "@roshni/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type AdminListQuery, type AdminPage, adminGet, adminSend } from "../api/client";
import { adminKeys } from "../api/query-keys";

/** The owner's job screen: its paths written once. */
export const jobsApi = {
  list: (query: AdminListQuery, signal?: AbortSignal) =>
    adminGet<AdminPage<AdminJobDto>>("/jobs", { query, signal }),
  summary: (signal?: AbortSignal) => adminGet<AdminJobSummaryDto>("/jobs/summary", { signal }),
  retry: (id: string) => adminSend<AdminJobDto>("POST", `/jobs/${encodeURIComponent(id)}/retry`),
};

/** Jobs per state and the kinds there are; only asked for an owner (the API refuses anyone else). */
export function useJobSummary(enabled: boolean, refetchInterval?: number) {
  return useQuery({
    queryKey: adminKeys.jobs.summary,
    queryFn: ({ signal }) => jobsApi.summary(signal),
    enabled,
    refetchInterval,
  });
}

/** One more try for a failed job; the list and the counts are asked again. */
export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => jobsApi.retry(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.jobs.all }),
  });
}
