"use client";

import type { AdminJobDto, AdminJobSummaryDto } from "@roshni/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { adminGet, adminSend } from "../api/client";

/** The job screen's paths and query keys, written once. */
export const jobPaths = {
  list: "/jobs",
  summary: "/jobs/summary",
  retry: (id: string) => `/jobs/${encodeURIComponent(id)}/retry`,
} as const;

export const jobKeys = {
  all: ["admin", "jobs"] as const,
  list: ["admin", "jobs", "list"] as const,
  summary: ["admin", "jobs", "summary"] as const,
};

/** Jobs per state and the kinds there are; only asked for an owner (the API refuses anyone else). */
export function useJobSummary(enabled: boolean, refetchInterval?: number) {
  return useQuery({
    queryKey: jobKeys.summary,
    queryFn: ({ signal }) => adminGet<AdminJobSummaryDto>(jobPaths.summary, { signal }),
    enabled,
    refetchInterval,
  });
}

/** One more try for a failed job; the list and the counts are asked again. */
export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => adminSend<AdminJobDto>("POST", jobPaths.retry(id)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  });
}
