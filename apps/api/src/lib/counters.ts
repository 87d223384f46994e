import { sql } from "drizzle-orm";
import type { Db } from "../db/client";

/** A counter's state after a hit or a read: hits in the current window, and ms until it resets. */
export interface CounterState {
  current: number;
  ttl: number;
}

interface CounterRow extends Record<string, unknown> {
  count: number;
  ttl_ms: number;
}

function rowsOf<T>(result: unknown): T[] {
  // node-postgres and PGlite both answer `{ rows }`.
  return (result as { rows: T[] }).rows;
}

/**
 * Counts one hit on `key` in a fixed window of `windowMs`, in one atomic statement on the database, so
 * every API process that shares the database shares the count. The database's clock decides the window,
 * so replicas whose clocks differ still agree.
 */
export async function hitCounter(db: Db, key: string, windowMs: number): Promise<CounterState> {
  return (await countHit(db, key, windowMs)) ?? { current: 1, ttl: windowMs };
}

/**
 * Takes one of `max` places on `key` in a window of `windowMs`, in one conditional statement: the state
 * after taking it, or null when all `max` are taken. Checking first and counting afterwards would let
 * every request that reads the count at the same moment through; here the database decides one by one.
 */
export function takeCounter(
  db: Db,
  key: string,
  max: number,
  windowMs: number,
): Promise<CounterState | null> {
  return countHit(db, key, windowMs, max);
}

/**
 * One hit on `key` in its window, in one statement; with `max`, only while fewer than `max` are counted
 * (null when the window is full).
 */
async function countHit(db: Db, key: string, windowMs: number, max?: number): Promise<CounterState | null> {
  const result = await db.execute(sql`
    insert into rate_limit_counters as c (key, count, reset_at)
    values (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
    on conflict (key) do update set
      count = case when c.reset_at <= now() then 1 else c.count + 1 end,
      reset_at = case when c.reset_at <= now() then excluded.reset_at else c.reset_at end
    ${max === undefined ? sql`` : sql`where c.reset_at <= now() or c.count < ${max}`}
    returning count, greatest(0, extract(epoch from (reset_at - now())) * 1000)::float8 as ttl_ms`);
  const row = rowsOf<CounterRow>(result)[0];
  return row ? { current: Number(row.count), ttl: Math.ceil(Number(row.ttl_ms)) } : null;
}

/** Gives back a place taken by `takeCounter` (the attempt turned out not to count). */
export async function releaseCounter(db: Db, key: string): Promise<void> {
  await db.execute(sql`
    update rate_limit_counters set count = count - 1
    where key = ${key} and count > 0 and reset_at > now()`);
}

/** The hits on `key` in its current window, without counting one (0 when none or the window passed). */
export async function readCounter(db: Db, key: string): Promise<CounterState> {
  const result = await db.execute(sql`
    select count, greatest(0, extract(epoch from (reset_at - now())) * 1000)::float8 as ttl_ms
    from rate_limit_counters where key = ${key} and reset_at > now()`);
  const row = rowsOf<CounterRow>(result)[0];
  return row ? { current: Number(row.count), ttl: Math.ceil(Number(row.ttl_ms)) } : { current: 0, ttl: 0 };
}

/** Deletes counters whose window ended (they would count from 1 again anyway). */
export async function deleteExpiredCounters(db: Db): Promise<void> {
  await db.execute(sql`delete from rate_limit_counters where reset_at <= now()`);
}
