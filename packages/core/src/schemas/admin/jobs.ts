import { z } from "zod";
import { adminListQueryShape } from "./common";

/**
 * A job's state as the back office names it: `pending` (waiting its turn), `retrying` (failed, waiting
 * its next try), `running`, `completed`, `cancelled`, `failed` (out of tries: stays until someone retries it).
 */
export const JOB_STATES = ["pending", "retrying", "running", "completed", "cancelled", "failed"] as const;
export type JobState = (typeof JOB_STATES)[number];

export const JOB_STATE_TITLES: Record<JobState, string> = {
  pending: "Pending",
  retrying: "Retrying",
  running: "Running",
  completed: "Completed",
  cancelled: "Cancelled",
  failed: "Failed",
};

/** `GET /v1/admin/jobs`: newest first; filters by state and kind (a job kind of the handler table). */
export const adminJobsQuerySchema = z.object({
  cursor: adminListQueryShape.cursor,
  limit: adminListQueryShape.limit,
  state: z.enum(JOB_STATES, { error: "Choose a job state from the list." }).optional(),
  kind: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9._-]{0,99}$/, { error: "Choose a job kind from the list." })
    .optional(),
});
export type AdminJobsQuery = z.infer<typeof adminJobsQuerySchema>;

/** How far a running job has come, as its handler last wrote it. */
export const jobProgressSchema = z.object({
  done: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
  note: z.string().nullable(),
});

export const adminJobSchema = z.object({
  id: z.uuid(),
  kind: z.string(),
  state: z.enum(JOB_STATES),
  /** Tries made so far (the first included once it has started). */
  attempts: z.number().int().nonnegative(),
  /** Tries allowed in all: the first and its retries. */
  maxAttempts: z.number().int().positive(),
  /** The message of the last failed try, if any. */
  lastError: z.string().nullable(),
  progress: jobProgressSchema.nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  startedAt: z.iso.datetime({ offset: true }).nullable(),
  finishedAt: z.iso.datetime({ offset: true }).nullable(),
  /** When a pending or retrying job may next run. */
  runAfter: z.iso.datetime({ offset: true }),
});
export type AdminJobDto = z.infer<typeof adminJobSchema>;

export const adminJobPageSchema = z.object({
  items: z.array(adminJobSchema),
  nextCursor: z.string().nullable(),
});
export type AdminJobPageDto = z.infer<typeof adminJobPageSchema>;

/** `GET /v1/admin/jobs/summary`: jobs per state (the dashboard's failed count) and the kinds there are. */
export const adminJobSummarySchema = z.object({
  counts: z.record(z.enum(JOB_STATES), z.number().int().nonnegative()),
  kinds: z.array(z.string()),
});
export type AdminJobSummaryDto = z.infer<typeof adminJobSummarySchema>;

/** `POST /v1/admin/jobs/{id}/retry` params. */
export const jobIdParamsSchema = z.object({ id: z.uuid({ error: "This job does not exist." }) });
