"use client";

import { createRequester, type RequestOptions } from "@/lib/api/request";

export const ADMIN_LOGIN_PATH = "/admin/login";

/**
 * A 401 anywhere but on the sign-in page means the staff session ended (signed out elsewhere, expired,
 * account disabled): back to the sign-in page, which brings the member back here afterwards.
 */
function onUnauthorized(): void {
  if (typeof window === "undefined") return;
  const { pathname, search } = window.location;
  if (pathname.startsWith(ADMIN_LOGIN_PATH)) return;
  window.location.assign(`${ADMIN_LOGIN_PATH}?next=${encodeURIComponent(pathname + search)}`);
}

/**
 * The back office's one way to `/v1/admin`: same origin (the web app forwards `/v1`), the staff session
 * travels as its HttpOnly cookie, never as a bearer token.
 */
const request = createRequester({ baseUrl: "/v1/admin", token: () => null, onUnauthorized });

export function adminGet<T>(path: string, options?: Omit<RequestOptions, "method" | "body">): Promise<T> {
  return request<T>(path, options);
}

export function adminSend<T>(
  method: "POST" | "PATCH" | "PUT" | "DELETE",
  path: string,
  body?: unknown,
): Promise<T> {
  return request<T>(path, { method, body });
}
