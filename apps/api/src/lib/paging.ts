import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import { badRequest } from "./errors";

/**
 * Keyset cursors of the admin lists: the sort key of the last row sent (its creation time and id),
 * as base64url JSON. A list continues strictly after it, so rows added meanwhile never shift a page.
 */
export interface Cursor {
  at: string;
  id: number;
}

/**
 * The cursor of the last row sent. `at` is the row's creation time to the microsecond as PostgreSQL keeps
 * it (`cursorTime`): a JavaScript Date keeps milliseconds only, and rows created in the same millisecond
 * as the last one of a page (every row of one transaction shares its time) would be skipped.
 */
export function encodeCursor(at: string, id: number): string {
  return Buffer.from(JSON.stringify({ at, id }), "utf8").toString("base64url");
}

/** A creation time as exact ISO text in UTC, microseconds included, for `encodeCursor`. */
export function cursorTime(createdAt: AnyColumn | SQL): SQL<string> {
  return sql<string>`to_char(${createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

export function decodeCursor(text: string | undefined): Cursor | null {
  if (text === undefined || text === "") return null;
  try {
    const value = JSON.parse(Buffer.from(text, "base64url").toString("utf8")) as Partial<Cursor>;
    if (
      typeof value.at === "string" &&
      !Number.isNaN(Date.parse(value.at)) &&
      typeof value.id === "number" &&
      Number.isSafeInteger(value.id)
    ) {
      return { at: value.at, id: value.id };
    }
  } catch {
    // falls through to the refusal
  }
  throw badRequest("CURSOR_INVALID", "This list's page link is not valid. Start again from the first page.");
}

/** Escapes LIKE's wildcards so a search for "10%" looks for those characters. */
export function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * A buyer search that looks like a phone number (digits with spaces or dashes, optionally after +91 or
 * a trunk 0) as the digits of the stored `+91…` form: "98111 22233", "098111-22233", "+91 98111 22233"
 * and "919811122233" all become "9811122233". Anything else (and fewer than three digits) is null.
 */
export function phoneSearchDigits(search: string): string | null {
  const match = /^(\+\s*91|0)?[\s-]*(\d[\d\s-]*)$/.exec(search.trim());
  if (!match?.[2]) return null;
  let digits = match[2].replace(/[\s-]/g, "");
  if (!match[1] && digits.length === 12 && digits.startsWith("91")) digits = digits.slice(2);
  return digits.length >= 3 ? digits : null;
}

/** The LIKE pattern of a buyer search: a phone number by its digits, any other text as typed. */
export function buyerSearchPattern(search: string): string {
  return likePattern(phoneSearchDigits(search) ?? search.trim());
}

/**
 * Newest first, as the lists' indexes are built: drizzle writes `.desc()` index columns as
 * `DESC NULLS LAST`, and PostgreSQL walks such an index for an ORDER BY only when the NULLS order
 * matches too (plain `DESC` means NULLS FIRST), so the lists order the same way.
 */
export function newestFirst(createdAt: AnyColumn, id: AnyColumn): SQL[] {
  return [sql`${createdAt} desc nulls last`, sql`${id} desc nulls last`];
}

/** Rows after the cursor: `(created_at, id) < (at, id)`, a row comparison the index walks directly. */
export function afterCursor(createdAt: AnyColumn | SQL, id: AnyColumn | SQL, cursor: Cursor): SQL {
  return sql`(${createdAt}, ${id}) < (${cursor.at}::timestamptz, ${cursor.id})`;
}
