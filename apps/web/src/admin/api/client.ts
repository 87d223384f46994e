"use client";

import type { ErrorCode } from "@roshni/core";
import { ApiError } from "@/lib/api/errors";
import { createRequester, type Query, type RequestOptions, WEBSITE_ID } from "@/lib/api/request";

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

/** One page of a keyset list (`{ items, nextCursor }`). */
export interface AdminPage<T> {
  items: T[];
  nextCursor: string | null;
}

/** The query of a list page: the address's filters, the cursor and the page size. */
export type AdminListQuery = Query;

export function adminGet<T>(path: string, options?: Omit<RequestOptions, "method" | "body">): Promise<T> {
  return request<T>(path, options);
}

export function adminSend<T>(
  method: "POST" | "PATCH" | "PUT" | "DELETE",
  path: string,
  body?: unknown,
  headers?: Record<string, string>,
): Promise<T> {
  return request<T>(path, headers ? { method, body, headers } : { method, body });
}

/**
 * A file the back office downloads (a PDF, a CSV table, the e-way bill portal's JSON): fetched with the
 * website header and the staff cookie, then saved under the name the API gives. A refusal throws the
 * API's sentence.
 */
export async function adminDownload(
  path: string,
  options: { method?: "GET" | "POST"; body?: unknown; fallbackName: string },
): Promise<void> {
  const res = await fetch(`/v1/admin${path}`, {
    method: options.method ?? "GET",
    credentials: "same-origin",
    headers: {
      website: WEBSITE_ID,
      ...(options.body !== undefined ? { "content-type": "application/json" } : {}),
    },
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  if (res.status === 401) onUnauthorized();
  if (!res.ok) {
    const answer = (await res.json().catch(() => null)) as {
      data?: { error?: { code?: ErrorCode; message?: string; fields?: Record<string, string> } };
    } | null;
    const error = answer?.data?.error;
    throw new ApiError({
      kind: res.status >= 500 ? "server" : "client",
      status: res.status,
      code: error?.code ?? "DOWNLOAD_FAILED",
      message: error?.message ?? "The file could not be downloaded. Please try again.",
      ...(error?.fields ? { fields: error.fields } : {}),
    });
  }
  const disposition = res.headers.get("content-disposition") ?? "";
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? options.fallbackName;
  const url = URL.createObjectURL(await res.blob());
  try {
    const link = document.createElement("a");
    link.href = url;
    link.download = filename;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}

/**
 * Sends a file as the request body (a picture, a spreadsheet) to `/v1/admin{path}` and answers the
 * envelope's data; a refusal becomes an ApiError with the API's sentence, as every other call does.
 */
export async function adminUpload<T>(path: string, file: File, contentType?: string): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/v1/admin${path}`, {
      method: "POST",
      body: file,
      credentials: "same-origin",
      headers: {
        accept: "application/json",
        website: WEBSITE_ID,
        "content-type": contentType || file.type || "application/octet-stream",
      },
    });
  } catch (cause) {
    throw new ApiError({
      kind: "network",
      message: "The shop's server could not be reached. Please try again.",
      cause,
    });
  }
  let envelope: { ok?: boolean; data?: unknown } | null = null;
  try {
    envelope = (await response.json()) as { ok?: boolean; data?: unknown };
  } catch {
    envelope = null;
  }
  if (response.ok && envelope?.ok) return envelope.data as T;
  const error = (
    envelope?.data as { error?: { code?: ErrorCode; message?: string; fields?: Record<string, string> } }
  )?.error;
  throw new ApiError({
    kind: response.status >= 500 ? "server" : "client",
    status: response.status,
    code: error?.code,
    message: error?.message ?? "The file could not be sent. Please try again.",
    fields: error?.fields,
  });
}
