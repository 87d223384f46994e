import { DB_ID_MAX } from "@roshni/core";
import { redirect } from "next/navigation";
import { readServerToken } from "@/lib/api/server";
import { loginHref } from "./next-path";

/**
 * Server-side early exit for an account page: without the `token` cookie the visitor goes straight to the
 * sign-in page with `next` set to `path`. The cookie only says someone signed in on this browser; whether
 * the token is still good is decided by the API, and a 401 signs the buyer out on the client.
 */
export async function requireCustomerCookie(path: string): Promise<void> {
  if (!(await readServerToken())) redirect(loginHref(path));
}

/** `?page=` as a page number from 1, whatever the query string holds. */
export function pageParam(value: string | string[] | undefined): number {
  const text = Array.isArray(value) ? value[0] : value;
  const page = Number(text);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** A database id from the path (a positive 32-bit integer), or null for anything else. */
export function idParam(value: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= DB_ID_MAX ? id : null;
}
