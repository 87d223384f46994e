import type { ErrorCode, ErrorCodeWithStatus, ErrorStatusOf } from "@roshni/core";

/**
 * An error a buyer may read. Thrown (or returned) from a handler or service, it leaves the API as the
 * failure envelope `{ ok: false, statusCode, data: { error: { code, message, fields? } } }`.
 * `code` is a stable SCREAMING_SNAKE identifier the storefront may branch on, taken from the catalogue in
 * `@roshni/core` (`ERROR_STATUS`) together with its status: a code or a status not written there does
 * not compile; `message` is a sentence.
 */
export class ApiError<Code extends ErrorCode = ErrorCode> extends Error {
  readonly statusCode: number;
  readonly code: Code;
  readonly fields: Record<string, string> | undefined;
  /** Headers the answer carries besides the envelope (Retry-After of a 429 or 503). */
  readonly headers: Record<string, string> | undefined;

  constructor(
    statusCode: ErrorStatusOf<Code>,
    code: Code,
    message: string,
    fields?: Record<string, string>,
    headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "ApiError";
    this.statusCode = statusCode;
    this.code = code;
    this.fields = fields;
    this.headers = headers;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

export function badRequest(code: ErrorCodeWithStatus<400>, message: string): ApiError {
  return new ApiError(400, code, message);
}

export function unauthorized(message = "Please sign in to continue."): ApiError {
  return new ApiError(401, "UNAUTHORIZED", message);
}

export function forbidden(code: ErrorCodeWithStatus<403>, message: string): ApiError {
  return new ApiError(403, code, message);
}

/** Also the answer for another customer's order or address: never reveal that it exists. */
export function notFound(code: ErrorCodeWithStatus<404>, message: string): ApiError {
  return new ApiError(404, code, message);
}

export function conflict(
  code: ErrorCodeWithStatus<409>,
  message: string,
  fields?: Record<string, string>,
): ApiError {
  return new ApiError(409, code, message, fields);
}

export function unprocessable(
  code: ErrorCodeWithStatus<422>,
  message: string,
  fields?: Record<string, string>,
): ApiError {
  return new ApiError(422, code, message, fields);
}

export function tooManyRequests(
  message = "Too many attempts. Please wait a minute and try again.",
  retryAfterSeconds?: number,
): ApiError {
  const headers = retryAfterSeconds === undefined ? undefined : { "retry-after": String(retryAfterSeconds) };
  return new ApiError(429, "RATE_LIMITED", message, undefined, headers);
}

/** 503 SERVER_BUSY with Retry-After: the server refuses more work of a kind rather than queue it for long. */
export function serverBusy(retryAfterSeconds: number): ApiError {
  return new ApiError(
    503,
    "SERVER_BUSY",
    "The shop is busy right now. Please try again in a few seconds.",
    undefined,
    { "retry-after": String(retryAfterSeconds) },
  );
}
