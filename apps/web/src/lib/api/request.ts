import type { ErrorCode } from "@roshni/core";
import { ApiError, classifyThrown, kindOfStatus } from "./errors";

/** Every /v1 call names the website (API.md, "Every request"). */
export const WEBSITE_ID = "wholesale";
export const DEFAULT_TIMEOUT_MS = 15_000;

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type Query = Record<string, QueryValue>;

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  query?: Query;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Server-side: tags of the shared cache entry, so a write can expire it (`revalidateTag`). */
  tags?: string[];
}

/** Where and as whom a call goes: the server talks to API_URL directly, the browser to its own origin. */
export interface Transport {
  /** Absolute or origin-relative base ending in `/v1`. */
  baseUrl: string;
  token: () => string | null;
  timeoutMs?: number;
  /** Called with the failed envelope when the API answers 401 (SPEC.md section 8). */
  onUnauthorized?: () => void;
  /** Server-side fetch caching hint; ignored by the browser. */
  cache?: RequestCache;
  /** Server-side: seconds a shared (not per-buyer) answer may be reused. */
  revalidate?: number;
}

export type Requester = <T>(path: string, options?: RequestOptions) => Promise<T>;

/** Repeatable keys (`attributes`) are written once per value; empty values are left out. */
export function toSearchParams(query: Query | undefined): string {
  if (!query) return "";
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === "") continue;
    if (Array.isArray(value)) {
      for (const item of value) params.append(key, String(item));
    } else {
      params.append(key, String(value));
    }
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

interface Envelope {
  ok?: boolean;
  statusCode?: number;
  data?: unknown;
}

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === "object" && value !== null && "ok" in value && "data" in value;
}

function envelopeError(body: Envelope, status: number): ApiError {
  const error = (body.data as { error?: { code?: unknown; message?: unknown; fields?: unknown } } | undefined)
    ?.error;
  const statusCode = typeof body.statusCode === "number" ? body.statusCode : status;
  return new ApiError({
    kind: kindOfStatus(statusCode),
    status: statusCode,
    // The API answers only with the codes of core's catalogue.
    code: typeof error?.code === "string" ? (error.code as ErrorCode) : undefined,
    message: typeof error?.message === "string" ? error.message : `Request failed with status ${statusCode}.`,
    fields:
      error?.fields && typeof error.fields === "object"
        ? (error.fields as Record<string, string>)
        : undefined,
  });
}

/**
 * Builds the one request function: adds `website` and the bearer token, applies a timeout, unwraps the
 * envelope and throws an ApiError whose `kind` is the class of SPEC.md section 8.
 */
export function createRequester(transport: Transport): Requester {
  return async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const timeout = new AbortController();
    const state = { cancelled: false, timedOut: false };
    const timer = setTimeout(
      () => {
        state.timedOut = true;
        timeout.abort();
      },
      options.timeoutMs ?? transport.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    );
    const onCancel = () => {
      state.cancelled = true;
      timeout.abort();
    };
    if (options.signal?.aborted) onCancel();
    options.signal?.addEventListener("abort", onCancel, { once: true });

    const headers: Record<string, string> = {
      accept: "application/json",
      website: WEBSITE_ID,
      ...options.headers,
    };
    const token = transport.token();
    if (token) headers.authorization = `Bearer ${token}`;
    let body: string | Blob | undefined;
    // A file (an uploaded sheet) goes as its own bytes; anything else as JSON.
    if (typeof Blob !== "undefined" && options.body instanceof Blob) {
      headers["content-type"] = "application/octet-stream";
      body = options.body;
    } else if (options.body !== undefined) {
      headers["content-type"] = "application/json";
      body = JSON.stringify(options.body);
    }

    try {
      const response = await fetch(`${transport.baseUrl}${path}${toSearchParams(options.query)}`, {
        method: options.method ?? "GET",
        headers,
        body,
        signal: timeout.signal,
        ...(transport.cache ? { cache: transport.cache } : {}),
        ...(transport.revalidate !== undefined
          ? { next: { revalidate: transport.revalidate, ...(options.tags ? { tags: options.tags } : {}) } }
          : {}),
      });
      let parsed: unknown;
      try {
        parsed = await response.json();
      } catch (error) {
        if (state.cancelled || state.timedOut) throw error;
        throw new ApiError({
          kind: response.ok ? "unknown" : kindOfStatus(response.status),
          status: response.status,
          message: response.ok
            ? "The server sent an unreadable answer."
            : `Request failed with status ${response.status}.`,
        });
      }
      if (!isEnvelope(parsed)) {
        throw new ApiError({
          kind: "unknown",
          status: response.status,
          message: "The server sent an unexpected answer.",
        });
      }
      if (parsed.ok !== true || !response.ok) {
        const failure = envelopeError(parsed, response.status);
        if (failure.status === 401) transport.onUnauthorized?.();
        throw failure;
      }
      return parsed.data as T;
    } catch (error) {
      throw classifyThrown(error, state);
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener("abort", onCancel);
    }
  };
}
