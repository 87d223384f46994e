import type { ShopEvent } from "@roshni/core";
import { type SQL, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import pg from "pg";
import PgBoss from "pg-boss";
import type { Db, Executor } from "../db/client";

/**
 * How a kind of job runs. The queue keeps each kind in a pg-boss queue of the same name, in the shop's
 * own PostgreSQL database (PGlite or a server): a job is a row written in the transaction that caused it.
 */
export interface JobKindOptions {
  /** Tries after the first before the job stays failed for someone to look at (/admin/jobs). */
  retries?: number;
  /** Seconds before the first retry; each next one waits twice as long. */
  retryDelaySeconds?: number;
  /**
   * The lease: a job still active this long after a worker took it is taken to have lost its worker
   * (a process killed mid-job) and is failed, then retried by another.
   */
  leaseSeconds?: number;
  /** At most one job of this kind runs at a time across every worker process (imports). */
  oneAtATime?: boolean;
  /** Jobs of this kind one worker process runs side by side. */
  concurrency?: number;
  /**
   * A recurring job: a cron expression (UTC, minute resolution). pg-boss's schedule enqueues one job per
   * tick across every process (its `cron_on` stamp); a working process keeps the clock.
   */
  cron?: string;
}

export interface JobContext {
  /** The pg-boss id of the running job. */
  jobId: string;
  /** Tries so far before this one. */
  retryCount: number;
  log: FastifyBaseLogger;
  /**
   * Writes how far the job has come onto its row (the job screen shows it as a bar). Best effort: a
   * lost write never fails the job.
   */
  progress(done: number, total: number, note?: string): Promise<void>;
}

export type JobRunner = (payload: unknown, context: JobContext) => Promise<void>;

export interface JobKind extends JobKindOptions {
  run: JobRunner;
}

/** Job kind name → what it does. */
export type JobTable = Record<string, JobKind>;

/** Event type → the job kinds it starts, each given the event as its payload. */
export type Subscriptions = { readonly [T in ShopEvent["type"]]?: readonly string[] };

export interface DrainResult {
  /** Jobs run to completion. */
  completed: number;
  /** Jobs that threw: kind and message. */
  failed: { kind: string; error: string }[];
}

export interface JobQueue {
  /**
   * Announces an event inside the writer's transaction: each job kind the handler table subscribes to
   * it is enqueued in that transaction, so nothing runs if it rolls back and nothing is lost if it commits.
   */
  emit(tx: Executor, event: ShopEvent): Promise<void>;
  /** Several events of one write: every job they subscribe, in one statement inside `tx`. */
  emitAll(tx: Executor, events: readonly ShopEvent[]): Promise<void>;
  /** Enqueues one job directly (inside `tx` when given). Resolves to its id. */
  send(
    tx: Executor | null,
    kind: string,
    payload: object,
    options?: { startAfterSeconds?: number; singletonKey?: string },
  ): Promise<string | null>;
  /** Installs what each kind does; before `start`. */
  setHandlers(table: JobTable, subscriptions: Subscriptions): void;
  /** Creates pg-boss's tables on first use and a queue per kind. Jobs can be enqueued once it resolves. */
  start(): Promise<void>;
  /** Polls and runs jobs in this process (a worker), with pg-boss's supervision of leases. */
  startWorking(): Promise<void>;
  /**
   * Runs every job that is ready now, kind by kind, until none is left, in this process (tests and
   * scripts). A job that throws is failed (and retried later as its kind says); its message is returned.
   */
  drain(): Promise<DrainResult>;
  /** Stops polling, waits for running jobs up to `timeoutMs`, then stops. */
  stop(timeoutMs?: number): Promise<void>;
  /** The pg-boss instance, for the back office's job screen. */
  boss(): PgBoss;
  kinds(): string[];
}

/** A JSON payload as pg-boss stores it. */
function parameter(value: unknown): unknown {
  if (value === undefined) return null;
  if (value !== null && typeof value === "object" && !Array.isArray(value) && !(value instanceof Date)) {
    return JSON.stringify(value);
  }
  return value;
}

/** pg-boss's `$1`-numbered SQL as a drizzle query, so it runs on whatever the executor is (a transaction). */
function drizzleQuery(text: string, values: readonly unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = [];
  parts.forEach((part, index) => {
    if (index % 2 === 0) chunks.push(sql.raw(part));
    // sql.param: drizzle would spread a bare array (pg-boss's `$2::uuid[]` of ids) into a list of parameters.
    else chunks.push(sql`${sql.param(parameter(values[Number(part) - 1]))}`);
  });
  return sql.join(chunks, sql.raw(""));
}

/** pg-boss's database executor over a drizzle executor (the shop's database, or a writer's transaction). */
export function bossExecutor(executor: Executor): PgBoss.Db {
  const client = (executor as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
    return {
      executeSql: async (text, values) => {
        const result = await client.query(text, (values ?? []).map(parameter));
        // A multi-statement text (pg-boss's schema) answers with one result per statement.
        return Array.isArray(result) ? { rows: result.at(-1)?.rows ?? [] } : { rows: result.rows };
      },
    };
  }
  const pglite = client as
    | {
        query(text: string, values: unknown[]): Promise<{ rows: unknown[] }>;
        exec(text: string): Promise<{ rows: unknown[] }[]>;
      }
    | undefined;
  if (pglite && typeof pglite.exec === "function") {
    return {
      executeSql: async (text, values) => {
        // PGlite prepares parameterised text, which allows one statement; pg-boss's schema has many and none.
        if (!values || values.length === 0) {
          try {
            return { rows: (await pglite.exec(text)).at(-1)?.rows ?? [] };
          } catch (error) {
            // A failed statement in pg-boss's BEGIN … COMMIT text would leave the one connection in an
            // aborted transaction; no other transaction can be open here (PGlite runs them one at a time).
            await pglite.exec("ROLLBACK").catch(() => undefined);
            throw error;
          }
        }
        return { rows: (await pglite.query(text, values.map(parameter))).rows };
      },
    };
  }
  // A transaction: through drizzle, so the statement joins it.
  return {
    executeSql: async (text, values) => {
      const result = (await executor.execute(drizzleQuery(text, values ?? []))) as unknown as {
        rows: unknown[];
      };
      return { rows: result.rows };
    },
  };
}

const DEFAULTS: Required<Omit<JobKindOptions, "oneAtATime" | "cron">> = {
  retries: 5,
  retryDelaySeconds: 10,
  leaseSeconds: 15 * 60,
  concurrency: 1,
};

export interface JobQueueOptions {
  db: Db;
  log: FastifyBaseLogger;
  /** How often an idle worker looks for jobs. */
  pollSeconds?: number;
  /** How often a worker fails jobs past their lease and retries them. */
  superviseSeconds?: number;
  /** Every kind's lease in seconds, in place of its own (a short one for the process proof script). */
  leaseSeconds?: number;
}

/** Finished jobs stay on the job table (and the screen) a day; failed ones a month, until someone looks. */
const ARCHIVE = { archiveCompletedAfterSeconds: 24 * 60 * 60, archiveFailedAfterSeconds: 30 * 24 * 60 * 60 };

/**
 * Progress of a running job, beside whatever the row's output holds (the error of its previous try),
 * and only while the job is active: a late write after it finished or lost its lease changes nothing.
 */
const PROGRESS_SQL = `UPDATE pgboss.job
  SET output = COALESCE(output, '{}'::jsonb) || jsonb_build_object('progress',
    jsonb_build_object('done', $3::int, 'total', $4::int, 'note', $5::text, 'at', now()))
  WHERE name = $1 AND id = $2::uuid AND state = 'active'`;

export function createJobQueue(options: JobQueueOptions): JobQueue {
  const { db, log } = options;
  const executor = bossExecutor(db);
  const newInstance = () => {
    const boss = new PgBoss({
      db: executor,
      // Supervision (expired leases, retention) runs in working processes only.
      supervise: false,
      schedule: false,
      maintenanceIntervalSeconds: options.superviseSeconds ?? 30,
      ...ARCHIVE,
    });
    // Without a listener an error event would end the process; a queue error is logged and the poll goes on.
    boss.on("error", (error: Error) => log.error({ err: error }, "job queue"));
    return boss;
  };
  let instance = newInstance();

  let table: JobTable = {};
  let subscriptions: Subscriptions = {};
  let started = false;
  let working: PgBoss | null = null;

  function contextOf(kind: string, job: { id: string; retryCount?: number }): JobContext {
    return {
      jobId: job.id,
      retryCount: job.retryCount ?? 0,
      log,
      async progress(done, total, note) {
        try {
          await executor.executeSql(PROGRESS_SQL, [
            kind,
            job.id,
            Math.max(0, Math.round(done)),
            Math.max(0, Math.round(total)),
            note?.slice(0, 200) ?? null,
          ]);
        } catch (error) {
          log.warn({ kind, jobId: job.id, err: error }, "job progress not written");
        }
      },
    };
  }

  function leaseOf(kind: JobKind): number {
    return options.leaseSeconds ?? kind.leaseSeconds ?? DEFAULTS.leaseSeconds;
  }

  function kindOf(name: string): JobKind {
    const kind = table[name];
    if (!kind) throw new Error(`No job kind "${name}" in the handler table`);
    return kind;
  }

  async function send(
    tx: Executor | null,
    kind: string,
    payload: object,
    sendOptions: { startAfterSeconds?: number; singletonKey?: string } = {},
  ): Promise<string | null> {
    kindOf(kind);
    if (!started) throw new Error("The job queue is not started");
    return instance.send(kind, payload, {
      ...(tx ? { db: bossExecutor(tx) } : {}),
      // As a moment, not a number of seconds: pg-boss binds the number as text that is cast to an interval
      // only where the server infers a text parameter, and PGlite infers a timestamp and refuses "600".
      ...(sendOptions.startAfterSeconds
        ? { startAfter: new Date(Date.now() + sendOptions.startAfterSeconds * 1000) }
        : {}),
      ...(sendOptions.singletonKey ? { singletonKey: sendOptions.singletonKey } : {}),
    });
  }

  async function runOne(
    kind: string,
    job: { id: string; data: unknown; retryCount?: number },
    boss: PgBoss,
  ): Promise<string | null> {
    const started = performance.now();
    try {
      await kindOf(kind).run(job.data, contextOf(kind, job));
      await boss.complete(kind, job.id);
      log.debug({ kind, jobId: job.id, ms: Math.round(performance.now() - started) }, "job done");
      return null;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log.warn({ kind, jobId: job.id, err: error }, "job failed");
      await boss.fail(kind, job.id, { message: message.slice(0, 2000) });
      return message;
    }
  }

  async function createQueues(): Promise<void> {
    await instance.start();
    const existing = new Map((await instance.getQueues()).map((queue) => [queue.name, queue]));
    for (const [name, kind] of Object.entries(table)) {
      const settings = {
        name,
        policy: kind.oneAtATime ? ("singleton" as const) : ("standard" as const),
        retryLimit: kind.retries ?? DEFAULTS.retries,
        retryDelay: kind.retryDelaySeconds ?? DEFAULTS.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: leaseOf(kind),
        // Finished jobs stay a week for the job screen; pg-boss deletes them after.
        retentionDays: 7,
      };
      const queue = existing.get(name);
      if (!queue) await instance.createQueue(name, settings);
      else if (
        queue.policy !== settings.policy ||
        queue.retryLimit !== settings.retryLimit ||
        queue.retryDelay !== settings.retryDelay ||
        queue.retryBackoff !== settings.retryBackoff ||
        queue.expireInSeconds !== settings.expireInSeconds
      ) {
        await instance.updateQueue(name, settings);
      }
    }
    // Schedules follow the table: a kind that lost its cron stops recurring.
    for (const schedule of await instance.getSchedules()) {
      if (!table[schedule.name]?.cron) await instance.unschedule(schedule.name);
    }
    for (const [name, kind] of Object.entries(table)) {
      if (kind.cron) await instance.schedule(name, kind.cron, {});
    }
  }

  return {
    async emit(tx, event) {
      for (const kind of subscriptions[event.type] ?? []) await send(tx, kind, event);
    },
    async emitAll(tx, events) {
      const jobs = events.flatMap((event) =>
        (subscriptions[event.type] ?? []).map((kind) => {
          kindOf(kind);
          return { name: kind, data: event };
        }),
      );
      if (jobs.length === 0) return;
      if (!started) throw new Error("The job queue is not started");
      // pg-boss's insert takes each job's retries, lease and policy from its queue, as send does.
      await instance.insert(jobs, { db: bossExecutor(tx) });
    },
    send,
    setHandlers(next, nextSubscriptions) {
      for (const [event, kinds] of Object.entries(nextSubscriptions)) {
        for (const kind of kinds ?? []) {
          if (!next[kind])
            throw new Error(`The event ${event} names the job kind "${kind}", which has no handler`);
        }
      }
      table = next;
      subscriptions = nextSubscriptions;
    },
    async start() {
      if (started) return;
      // Processes starting together on a fresh database race to create pg-boss's schema and the queues;
      // the loser finds them made on its next try (pg-boss notices only some of these races itself).
      for (let attempt = 1; ; attempt += 1) {
        try {
          await createQueues();
          break;
        } catch (error) {
          if (attempt >= 4) throw error;
          log.warn(
            { err: error, attempt },
            "job queue: another process was creating the queue's tables; trying again",
          );
          await instance.stop({ graceful: false, wait: true }).catch(() => undefined);
          await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
          instance = newInstance();
        }
      }
      started = true;
    },
    async startWorking() {
      if (working) return;
      // A second instance supervises: the one that enqueues never runs timers in a requests-only process.
      working = new PgBoss({
        db: executor,
        migrate: false,
        supervise: true,
        // The clock of recurring kinds runs where jobs run; pg-boss's stamp makes one process send each tick.
        schedule: Object.values(table).some((kind) => kind.cron),
        maintenanceIntervalSeconds: options.superviseSeconds ?? 30,
        ...ARCHIVE,
      });
      working.on("error", (error: Error) => log.error({ err: error }, "job worker"));
      await working.start();
      const boss = working;
      for (const [name, kind] of Object.entries(table)) {
        for (let slot = 0; slot < (kind.concurrency ?? DEFAULTS.concurrency); slot += 1) {
          let workerId: string | undefined;
          workerId = await boss.work(
            name,
            { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: options.pollSeconds ?? 1 },
            // pg-boss completes the job when this resolves and fails it (to be retried) when it throws.
            async ([job]) => {
              if (!job) return;
              const began = performance.now();
              try {
                await kind.run(job.data, contextOf(name, job));
                log.debug(
                  { kind: name, jobId: job.id, ms: Math.round(performance.now() - began) },
                  "job done",
                );
              } finally {
                // pg-boss 10 waits its polling interval after every fetch, even one that found a job: one
                // job per slot and interval. A slot that just ran one asks again at once, so a backlog
                // (documents behind a rush of orders) runs at the handlers' pace; an idle slot still waits.
                if (workerId) boss.notifyWorker(workerId);
              }
            },
          );
        }
      }
    },
    async drain() {
      const result: DrainResult = { completed: 0, failed: [] };
      for (;;) {
        let ran = 0;
        for (const name of Object.keys(table)) {
          const jobs = await instance.fetch(name, { batchSize: 20, includeMetadata: true });
          for (const job of jobs) {
            ran += 1;
            const error = await runOne(name, job, instance);
            if (error === null) result.completed += 1;
            else result.failed.push({ kind: name, error });
          }
        }
        if (ran === 0) return result;
      }
    },
    async stop(timeoutMs = 10_000) {
      if (working) await working.stop({ graceful: true, wait: true, timeout: timeoutMs });
      working = null;
      if (started) await instance.stop({ graceful: true, wait: true, timeout: timeoutMs });
      started = false;
    },
    boss: () => instance,
    kinds: () => Object.keys(table),
  };
}
