"use client";

import { type AdminJobDto, JOB_STATE_TITLES, JOB_STATES, type JobState } from "@roshni/core";
import type { ColumnDef } from "@tanstack/react-table";
import { useState } from "react";
import { adminKeys } from "../api/query-keys";
import { canDo } from "../shell/can";
import { useMe } from "../shell/use-me";
import styles from "../ui/admin.module.css";
import { Chip } from "../ui/chips";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { FilterBar, FilterSelect, optionsOf } from "../ui/filter-bar";
import { formatDateTime } from "../ui/format";
import { ListResults } from "../ui/list-results";
import { toastDone, toastFailed } from "../ui/toast";
import { useListQuery } from "../ui/use-list-query";
import { useUrlFilters } from "../ui/use-url-filters";
import { jobsApi, useJobSummary, useRetryJob } from "./api";

const FILTERS = ["state", "kind"] as const;

const TONE: Record<JobState, "good" | "warn" | "bad" | "info" | undefined> = {
  pending: undefined,
  retrying: "warn",
  running: "info",
  completed: "good",
  cancelled: undefined,
  failed: "bad",
};

/** A running job's bar: how far its handler says it has come. */
function Progress({ job }: { job: AdminJobDto }) {
  const progress = job.progress;
  if (job.state !== "running") return null;
  if (!progress || progress.total === 0) return <span className={styles.muted}>Running…</span>;
  const percent = Math.min(100, Math.round((progress.done / progress.total) * 100));
  return (
    <span className={styles.sub}>
      <progress
        max={progress.total}
        value={progress.done}
        aria-label={`${job.kind}: ${progress.done} of ${progress.total}`}
      >
        {percent}%
      </progress>{" "}
      {progress.done} of {progress.total}
      {progress.note ? ` ${progress.note}` : ""}
    </span>
  );
}

function RetryButton({ job, onRetry }: { job: AdminJobDto; onRetry: (job: AdminJobDto) => void }) {
  if (job.state !== "failed") return null;
  return (
    <button type="button" className="btn btn-outline" onClick={() => onRetry(job)}>
      Retry…
    </button>
  );
}

function columnsFor(onRetry: (job: AdminJobDto) => void): ColumnDef<AdminJobDto, unknown>[] {
  return [
    {
      header: "Job",
      cell: ({ row }) => (
        <>
          {row.original.kind}
          <span className={styles.sub}>{row.original.id}</span>
        </>
      ),
    },
    {
      header: "State",
      cell: ({ row }) => (
        <>
          <Chip tone={TONE[row.original.state]}>{JOB_STATE_TITLES[row.original.state]}</Chip>
          <Progress job={row.original} />
        </>
      ),
    },
    {
      header: "Tries",
      cell: ({ row }) => `${row.original.attempts} of ${row.original.maxAttempts}`,
    },
    {
      header: "Last error",
      cell: ({ row }) =>
        row.original.lastError ? (
          <span className={styles.breakAll}>{row.original.lastError}</span>
        ) : (
          <span className={styles.muted}>—</span>
        ),
    },
    {
      header: "Times",
      cell: ({ row }) => (
        <>
          Created {formatDateTime(row.original.createdAt)}
          {row.original.startedAt ? (
            <span className={styles.sub}>Started {formatDateTime(row.original.startedAt)}</span>
          ) : null}
          {row.original.finishedAt ? (
            <span className={styles.sub}>Finished {formatDateTime(row.original.finishedAt)}</span>
          ) : null}
          {row.original.state === "retrying" ? (
            <span className={styles.sub}>Next try {formatDateTime(row.original.runAfter)}</span>
          ) : null}
        </>
      ),
    },
    { header: "", id: "actions", cell: ({ row }) => <RetryButton job={row.original} onRetry={onRetry} /> },
  ];
}

/**
 * `/admin/jobs` (owner): what runs after a write (documents, messages, the search index, imports), newest
 * first, with each job's tries and last error, the running ones' progress, and a retry for a failed one.
 */
export function JobsPage() {
  const filters = useUrlFilters(FILTERS);
  const me = useMe().data;
  const owner = canDo(me, "shop.admin");
  // Running jobs move: the page is asked again every few seconds while it is open.
  const query = useListQuery<AdminJobDto, (typeof FILTERS)[number]>(
    adminKeys.jobs.all,
    jobsApi.list,
    filters,
    {
      enabled: owner,
      refetchInterval: 5000,
    },
  );
  const summary = useJobSummary(owner, 5000);
  const retry = useRetryJob();
  const [confirming, setConfirming] = useState<AdminJobDto | null>(null);
  if (me && !owner) {
    return (
      <section className={styles.panel}>
        <h1 className={styles.pageTitle}>Jobs</h1>
        <p>Only the owner sees the job queue.</p>
      </section>
    );
  }
  const counts = summary.data?.counts;
  const kindOptions = [
    { value: "", label: "Any" },
    ...(summary.data?.kinds ?? []).map((kind) => ({ value: kind, label: kind })),
    ...(filters.values.kind && !summary.data?.kinds.includes(filters.values.kind)
      ? [{ value: filters.values.kind, label: filters.values.kind }]
      : []),
  ];
  return (
    <>
      <div className={styles.pageHead}>
        <h1 className={styles.pageTitle}>Jobs</h1>
        <span className={styles.muted} data-testid="job-counts">
          {counts
            ? `${counts.pending + counts.retrying} waiting · ${counts.running} running · ${counts.failed} failed`
            : "Work done after a change: documents, messages, the search index, imports."}
        </span>
      </div>
      <FilterBar label="Filter the jobs" filters={filters}>
        <FilterSelect
          filters={filters}
          name="state"
          id="jobs-state"
          label="State"
          options={optionsOf("Any", JOB_STATES, JOB_STATE_TITLES)}
        />
        <FilterSelect filters={filters} name="kind" id="jobs-kind" label="Kind" options={kindOptions} />
      </FilterBar>
      <ListResults
        query={query}
        what="jobs"
        paging={filters}
        caption="Jobs"
        columns={columnsFor(setConfirming)}
        rowKey={(row) => row.id}
        empty={filters.active ? "No job matches these filters." : "No job has been queued yet."}
      />
      <ConfirmDialog
        open={confirming !== null}
        title={confirming ? `Retry the ${confirming.kind} job?` : "Retry the job?"}
        confirmLabel="Retry the job"
        cancelLabel="Leave it failed"
        busy={retry.isPending}
        onClose={() => setConfirming(null)}
        onConfirm={() => {
          const job = confirming;
          if (!job) return;
          retry.mutate(job.id, {
            onSuccess: () => {
              toastDone(`The ${job.kind} job will run again shortly.`);
              setConfirming(null);
            },
            onError: (error) => {
              toastFailed(error);
              setConfirming(null);
            },
          });
        }}
      >
        <p>
          It failed {confirming?.attempts ?? 0} {confirming?.attempts === 1 ? "time" : "times"}
          {confirming?.lastError ? `, last with: ${confirming.lastError}` : ""}. A worker runs it once more;
          if it fails again it stays failed here.
        </p>
      </ConfirmDialog>
    </>
  );
}
