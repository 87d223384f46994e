import type { ErrorCode } from "@roshni/core";

/** The codes of failures that never reached the API's envelope: no answer, or an answer without a code. */
export type ClientErrorCode =
  | "CLIENT_ERROR"
  | "SERVER_ERROR"
  | "TIMEOUT"
  | "CONNECTION_FAILED"
  | "NETWORK_ERROR"
  | "CANCELLED"
  | "UNKNOWN_ERROR"
  | "DOWNLOAD_FAILED";

/** The failure classes of SPEC.md section 8; every failed call is exactly one of them. */
export type ApiErrorKind = "client" | "server" | "timeout" | "connection" | "network" | "cancel" | "unknown";

export interface ApiErrorInit {
  kind: ApiErrorKind;
  message: string;
  status?: number;
  code?: ErrorCode | ClientErrorCode;
  fields?: Record<string, string>;
  cause?: unknown;
}

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** HTTP status (0 when no response arrived). */
  readonly status: number;
  /** The API's stable SCREAMING_SNAKE code, or one of ours for failures without a response. */
  readonly code: ErrorCode | ClientErrorCode;
  /** Per-field messages of a validation failure. */
  readonly fields: Record<string, string>;

  constructor(init: ApiErrorInit) {
    super(init.message, { cause: init.cause });
    this.name = "ApiError";
    this.kind = init.kind;
    this.status = init.status ?? 0;
    this.code = init.code ?? defaultCode(init.kind);
    this.fields = init.fields ?? {};
  }
}

function defaultCode(kind: ApiErrorKind): ClientErrorCode {
  switch (kind) {
    case "client":
      return "CLIENT_ERROR";
    case "server":
      return "SERVER_ERROR";
    case "timeout":
      return "TIMEOUT";
    case "connection":
      return "CONNECTION_FAILED";
    case "network":
      return "NETWORK_ERROR";
    case "cancel":
      return "CANCELLED";
    default:
      return "UNKNOWN_ERROR";
  }
}

export function kindOfStatus(status: number): ApiErrorKind {
  if (status >= 400 && status < 500) return "client";
  if (status >= 500 && status < 600) return "server";
  return "unknown";
}

// Node's fetch (undici) reports a refused or reset socket as TypeError("fetch failed") with the system error
// as its cause; a browser only says "Failed to fetch". The first is a connection failure, the second network.
const CONNECTION_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "UND_ERR_SOCKET",
  "UND_ERR_CONNECT_TIMEOUT",
]);

function causeCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === "object"; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string") return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Classifies a thrown fetch failure (no HTTP response) given which of our signals fired. */
export function classifyThrown(error: unknown, state: { cancelled: boolean; timedOut: boolean }): ApiError {
  if (error instanceof ApiError) return error;
  if (state.timedOut)
    return new ApiError({ kind: "timeout", message: "The server took too long to answer.", cause: error });
  if (state.cancelled || (error instanceof DOMException && error.name === "AbortError")) {
    return new ApiError({ kind: "cancel", message: "The request was cancelled.", cause: error });
  }
  if (error instanceof DOMException && error.name === "TimeoutError") {
    return new ApiError({ kind: "timeout", message: "The server took too long to answer.", cause: error });
  }
  const code = causeCode(error);
  if (code && CONNECTION_CODES.has(code)) {
    return new ApiError({
      kind: "connection",
      message: "The shop's server cannot be reached.",
      code: "CONNECTION_FAILED",
      cause: error,
    });
  }
  if (error instanceof TypeError) {
    return new ApiError({
      kind: "network",
      message: "Network error: check your connection and try again.",
      cause: error,
    });
  }
  return new ApiError({ kind: "unknown", message: "Something went wrong. Please try again.", cause: error });
}
