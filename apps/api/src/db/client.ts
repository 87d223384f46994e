import { AsyncLocalStorage } from "node:async_hooks";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { type SQL, sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import * as schema from "./schema";

export type Schema = typeof schema;

/** The drizzle database both drivers satisfy; modules code against this, never against a driver. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** What `db.transaction(async (tx) => …)` hands over. */
export type Tx = PgTransaction<PgQueryResultHKT, Schema>;
/** Either: a service function that may run inside a caller's transaction takes this. */
export type Executor = Db | Tx;

export type DatabaseKind = "pglite" | "pg";

export interface DatabaseHandle {
  db: Db;
  kind: DatabaseKind;
  close: () => Promise<void>;
}

export interface OpenDatabaseOptions {
  /** postgres://… — when set, a `pg` pool on that server. */
  databaseUrl?: string;
  /** PGlite data folder, used when there is no databaseUrl. */
  dataDir?: string;
  /** PGlite in memory (tests); wins over dataDir. */
  memory?: boolean;
  /** Pool size for `pg`. */
  poolSize?: number;
  /** Told when the server ends an idle pooled connection (the pool replaces it on next use). */
  onIdleError?: (error: Error) => void;
}

// int8 (count(*), sum(), bigint paise) as a JS number on both drivers: PGlite already does this for
// safe integers, node-postgres returns strings unless told otherwise. Paise totals stay far below 2^53.
const INT8_OID = 20;
pg.types.setTypeParser(INT8_OID, (value: string) => Number(value));

/** How long a closing pool waits for queries still running (a request whose client already left). */
const POOL_DRAIN_MS = 5000;

/** Ends the pool once no connection is checked out (or after POOL_DRAIN_MS), so late queries finish. */
async function endPool(pool: pg.Pool): Promise<void> {
  const deadline = Date.now() + POOL_DRAIN_MS;
  while (pool.totalCount > pool.idleCount && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  await pool.end();
}

/** The transaction the running code is inside, if any: `open` turns false once its callback has ended. */
const transactionScope = new AsyncLocalStorage<{ open: boolean }>();

/**
 * True while the calling code runs inside a `db.transaction` callback (or a savepoint within one). Work
 * that must never hold a transaction's locks (file writes, S3 calls, PDF rendering) checks it.
 */
export function insideTransaction(): boolean {
  return transactionScope.getStore()?.open === true;
}

/** Throws when called inside a transaction: `what` names the work, for the message. */
export function assertOutsideTransaction(what: string): void {
  if (insideTransaction()) {
    throw new Error(
      `${what} inside a database transaction: it would hold the transaction's locks while it waits. ` +
        "Do it after the commit (a job, or after db.transaction resolves).",
    );
  }
}

/**
 * Marks every transaction of `db` (and the savepoints within it) for `insideTransaction`. Work a
 * transaction starts and leaves running after it ends is not counted as inside.
 */
function markTransactions<T extends Db>(db: T): T {
  const original = db.transaction.bind(db);
  const transaction: typeof db.transaction = (callback, config) =>
    original(async (tx) => {
      const scope = { open: true };
      try {
        return await transactionScope.run(scope, () => callback(tx));
      } finally {
        scope.open = false;
      }
    }, config);
  Object.defineProperty(db, "transaction", { value: transaction, configurable: true, writable: true });
  return db;
}

export async function openDatabase(opts: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (opts.databaseUrl && !opts.memory) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 20 });
    // An idle connection the server ends (restart, failover, admin command) is dropped from the pool and
    // replaced on next use; without a listener node-postgres would turn it into an uncaught exception.
    pool.on("error", (error) => {
      opts.onIdleError?.(error);
    });
    const db = markTransactions(drizzleNodePg({ client: pool, schema }) as unknown as Db);
    return { db, kind: "pg", close: () => endPool(pool) };
  }
  const client = await PGlite.create({
    ...(opts.memory || !opts.dataDir ? {} : { dataDir: opts.dataDir }),
    extensions: { pg_trgm },
  });
  const db = markTransactions(drizzlePglite({ client, schema }) as unknown as Db);
  return { db, kind: "pglite", close: () => client.close() };
}

/**
 * An int[] as one bind parameter (`'{1,2,3}'::int[]`), whatever the count (a bulk change can name more
 * ids than the protocol's 65,535 parameters): only integers reach it.
 */
export function intArray(values: readonly number[]): SQL {
  const literal = `{${values.filter((v) => Number.isSafeInteger(v)).join(",")}}`;
  return sql`${literal}::int[]`;
}

/**
 * Rows of a raw query, the same on both drivers (each driver's `execute` result carries `rows`).
 * Column names come back as written in the SQL (snake_case unless aliased).
 */
export async function queryRows<T extends Record<string, unknown>>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Statement names handed out so far, by SQL text; capped so odd queries cannot grow it without end. */
const preparedNames = new Map<string, string>();
const PREPARED_NAMES_MAX = 64;

/**
 * `queryRows` for a hot read whose SQL text is fixed (only its parameters change): on a PostgreSQL
 * server it runs as a named prepared statement, so each pooled connection plans it once instead of on
 * every request (planning the product parts union costs more than running it). PGlite and transactions
 * go the ordinary way. Rows are the same as `queryRows` gives for the columns used with it (numbers,
 * text, json; no timestamps, which drizzle leaves as strings and pg would parse).
 */
export async function preparedRows<T extends Record<string, unknown>>(
  db: Executor,
  query: SQL,
): Promise<T[]> {
  const client = (db as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) return queryRows<T>(db, query);
  const { sql: text, params } = (
    db as unknown as { dialect: { sqlToQuery(q: SQL): { sql: string; params: unknown[] } } }
  ).dialect.sqlToQuery(query);
  let name = preparedNames.get(text);
  if (!name && preparedNames.size < PREPARED_NAMES_MAX) {
    name = `roshni_${preparedNames.size + 1}`;
    preparedNames.set(text, name);
  }
  const result = await client.query<T>(name ? { name, text, values: params } : { text, values: params });
  return result.rows;
}
