import { shopYear } from "@roshni/core";
import { type SQL, sql } from "drizzle-orm";
import { type Executor, queryRows } from "./client";

const ORDER_PREFIX = "WL";

/** 'WL-2026-000123': the website's prefix, the year in India, a sequence number of at least 6 digits. */
export function formatOrderNumber(sequence: number, year: number): string {
  return `${ORDER_PREFIX}-${year}-${String(sequence).padStart(6, "0")}`;
}

/** The calendar year in India (UTC+05:30), so an order placed on 1 January IST carries the new year. */
export function indianYear(at: Date): number {
  return shopYear(at);
}

/**
 * Takes the next number from `order_number_seq`. A sequence never hands the same value twice, even to
 * concurrent transactions; a rolled-back order leaves a gap, which accounting accepts for order numbers.
 */
export async function nextOrderNumber(db: Executor, at: Date = new Date()): Promise<string> {
  const [row] = await queryRows<{ n: number }>(db, sql`select nextval('order_number_seq')::int8 as n`);
  if (!row) throw new Error("order_number_seq returned no row");
  return formatOrderNumber(Number(row.n), indianYear(at));
}

/**
 * The next order number as an SQL expression, for the order's own insert: the same number
 * `formatOrderNumber` writes, taken from `order_number_seq` without a statement of its own.
 */
export function nextOrderNumberSql(at: Date = new Date()): SQL<string> {
  return sql<string>`(select ${`${ORDER_PREFIX}-${indianYear(at)}-`} || lpad(n.s, greatest(6, length(n.s)), '0')
    from (select nextval('order_number_seq')::text as s) as n)`;
}
