import {
  type AdminJobDto,
  type AdminJobPageDto,
  type AdminJobSummaryDto,
  type AdminJobsQuery,
  JOB_STATES,
  type JobState,
} from "@roshni/core";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { bossExecutor, type JobQueue } from "../../jobs/queue";
import { badRequest, conflict, notFound } from "../../lib/errors";
import { recordAudit, type StaffActor } from "../audit/service";

/** pg-boss's states under the names the back office shows. */
const BOSS_STATE: Record<JobState, string> = {
  pending: "created",
  retrying: "retry",
  running: "active",
  completed: "completed",
  cancelled: "cancelled",
  failed: "failed",
};
const STATE_OF = Object.fromEntries(
  Object.entries(BOSS_STATE).map(([ours, theirs]) => [theirs, ours]),
) as Record<string, JobState>;

interface JobRow {
  id: string;
  name: string;
  state: string;
  attempts: number;
  retry_limit: number;
  last_error: string | null;
  progress: { done: number; total: number; note: string | null } | null;
  created_on: Date | string;
  started_on: Date | string | null;
  completed_on: Date | string | null;
  start_after: Date | string;
  cursor_at: string;
}

function iso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/** The cursor of a job list: the last row's creation time (to the microsecond) and id. */
function encodeJobCursor(at: string, id: string): string {
  return Buffer.from(JSON.stringify({ at, id }), "utf8").toString("base64url");
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function decodeJobCursor(text: string | undefined): { at: string; id: string } | null {
  if (text === undefined || text === "") return null;
  try {
    const value = JSON.parse(Buffer.from(text, "base64url").toString("utf8")) as {
      at?: unknown;
      id?: unknown;
    };
    if (
      typeof value.at === "string" &&
      !Number.isNaN(Date.parse(value.at)) &&
      typeof value.id === "string" &&
      UUID.test(value.id)
    ) {
      return { at: value.at, id: value.id };
    }
  } catch {
    // falls through to the refusal
  }
  throw badRequest("CURSOR_INVALID", "This list's page link is not valid. Start again from the first page.");
}

/**
 * The row's columns as the screen reads them. Tries: none before the first start; pg-boss counts a retry
 * when the job is taken again, so every started job has made `retry_count + 1`. The last error is the
 * handler's (`message`) or the lease's (`value.message`, a job whose worker died).
 */
const COLUMNS = sql.raw(`id::text as id, name, state::text as state,
  case when state = 'created' or (state = 'cancelled' and started_on is null) then 0 else retry_count + 1 end as attempts,
  retry_limit,
  coalesce(output->>'message', output->'value'->>'message') as last_error,
  case when state = 'active' then output->'progress' end as progress,
  created_on, started_on, completed_on, start_after,
  to_char(created_on at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor_at`);

function toDto(row: JobRow): AdminJobDto {
  const progress = row.progress;
  return {
    id: row.id,
    kind: row.name,
    state: STATE_OF[row.state] ?? "pending",
    attempts: Number(row.attempts),
    maxAttempts: Number(row.retry_limit) + 1,
    lastError: row.last_error,
    progress:
      progress && typeof progress.done === "number" && typeof progress.total === "number"
        ? { done: progress.done, total: progress.total, note: progress.note ?? null }
        : null,
    createdAt: iso(row.created_on),
    startedAt: row.started_on ? iso(row.started_on) : null,
    finishedAt: row.completed_on ? iso(row.completed_on) : null,
    runAfter: iso(row.start_after),
  };
}

async function rowsOf(db: Db, query: SQL): Promise<JobRow[]> {
  return ((await db.execute(query)) as unknown as { rows: JobRow[] }).rows;
}

/** The job table newest first (keyset on creation time and id), by state and kind. */
export async function listJobs(db: Db, query: AdminJobsQuery): Promise<AdminJobPageDto> {
  const conditions: SQL[] = [sql`true`];
  if (query.state) conditions.push(sql`state = ${BOSS_STATE[query.state]}::pgboss.job_state`);
  if (query.kind) conditions.push(sql`name = ${query.kind}`);
  const cursor = decodeJobCursor(query.cursor);
  if (cursor) conditions.push(sql`(created_on, id) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`);
  const rows = await rowsOf(
    db,
    sql`select ${COLUMNS} from pgboss.job where ${sql.join(conditions, sql` and `)}
      order by created_on desc, id desc limit ${query.limit + 1}`,
  );
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(toDto),
    nextCursor: rows.length > query.limit && last ? encodeJobCursor(last.cursor_at, last.id) : null,
  };
}

/** Jobs per state, and every kind of the handler table (the screen's kind filter). */
export async function jobSummary(db: Db, jobs: JobQueue): Promise<AdminJobSummaryDto> {
  const rows = (
    (await db.execute(
      sql`select state::text as state, count(*)::int as count from pgboss.job group by state`,
    )) as unknown as {
      rows: { state: string; count: number }[];
    }
  ).rows;
  const counts = Object.fromEntries(JOB_STATES.map((state) => [state, 0])) as Record<JobState, number>;
  for (const row of rows) {
    const state = STATE_OF[row.state];
    if (state) counts[state] += Number(row.count);
  }
  return { counts, kinds: jobs.kinds().sort() };
}

/**
 * Gives a failed job one more try (pg-boss's retry: state `retry`, one more allowed), audited in the same
 * transaction. Only a failed job: one that is pending, running or done has nothing to retry.
 */
export async function retryJob(db: Db, jobs: JobQueue, actor: StaffActor, id: string): Promise<AdminJobDto> {
  return db.transaction(async (tx) => {
    const [row] = (
      (await tx.execute(
        sql`select ${COLUMNS} from pgboss.job where id = ${id}::uuid for update`,
      )) as unknown as { rows: JobRow[] }
    ).rows;
    if (!row) throw notFound("JOB_NOT_FOUND", "This job does not exist (finished jobs are kept for a day).");
    const before = toDto(row);
    if (before.state !== "failed") {
      throw conflict("JOB_NOT_FAILED", `This job is ${before.state}, not failed: there is nothing to retry.`);
    }
    await jobs.boss().retry(row.name, row.id, { db: bossExecutor(tx) });
    const [after] = (
      (await tx.execute(sql`select ${COLUMNS} from pgboss.job where id = ${id}::uuid`)) as unknown as {
        rows: JobRow[];
      }
    ).rows;
    if (!after)
      throw notFound("JOB_NOT_FOUND", "This job does not exist (finished jobs are kept for a day).");
    const dto = toDto(after);
    await recordAudit(tx, actor, {
      action: "job.retry",
      entity: "job",
      entityId: id,
      before: {
        kind: before.kind,
        state: before.state,
        attempts: before.attempts,
        lastError: before.lastError,
      },
      after: { state: dto.state, maxAttempts: dto.maxAttempts },
    });
    return dto;
  });
}
