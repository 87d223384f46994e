import { z } from "zod";

/**
 * The stable codes of failures (API.md, "The envelope"), with the HTTP status each one answers with.
 * Clients branch on the code, never on the message.
 */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  BAD_URL: 400,
  MALFORMED_JSON: 400,
  WEBSITE_REQUIRED: 400,
  WEBSITE_UNKNOWN: 400,
  IDEMPOTENCY_KEY_REQUIRED: 400,
  UNAUTHORIZED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  PRODUCT_NOT_FOUND: 404,
  CATEGORY_NOT_FOUND: 404,
  ADDRESS_NOT_FOUND: 404,
  ORDER_NOT_FOUND: 404,
  BLOG_POST_NOT_FOUND: 404,
  COUPON_NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  EMAIL_TAKEN: 409,
  OUT_OF_STOCK: 409,
  IDEMPOTENCY_KEY_REUSED: 409,
  REQUEST_TIMEOUT: 408,
  PAYLOAD_TOO_LARGE: 413,
  BODY_TOO_LARGE: 413,
  URI_TOO_LONG: 414,
  UNSUPPORTED_MEDIA_TYPE: 415,
  VALIDATION_FAILED: 422,
  CURRENT_PASSWORD_WRONG: 422,
  RESET_TOKEN_INVALID: 422,
  COUPON_EXPIRED: 422,
  COUPON_USED_UP: 422,
  COUPON_NOT_APPLICABLE: 422,
  QUANTITY_NOT_ORDERABLE: 422,
  PRODUCT_UNAVAILABLE: 422,
  CART_EMPTY: 422,
  RATE_LIMITED: 429,
  HEADERS_TOO_LARGE: 431,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
  SERVER_BUSY: 503,
  NOT_READY: 503,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const ERROR_CODES = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]];

export const errorCodeSchema = z.enum(ERROR_CODES);

/** Success: `{ ok: true, statusCode: 2xx, data }`. */
export function okEnvelopeSchema<Data extends z.ZodType>(data: Data) {
  return z.object({
    ok: z.literal(true),
    statusCode: z.number().int().min(200).max(299),
    data,
  });
}

/** The error object inside a failure; `fields` only on validation failures (field path → message). */
export const apiErrorSchema = z.object({
  code: z.string().regex(/^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*$/),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiErrorDto = z.infer<typeof apiErrorSchema>;

/** Failure: `{ ok: false, statusCode: 4xx/5xx, data: { error } }`. */
export const errorEnvelopeSchema = z.object({
  ok: z.literal(false),
  statusCode: z.number().int().min(400).max(599),
  data: z.object({ error: apiErrorSchema }),
});
export type ErrorEnvelopeDto = z.infer<typeof errorEnvelopeSchema>;

interface IssueLike {
  code?: string;
  path: readonly PropertyKey[];
  message: string;
  keys?: readonly string[];
}

function dottedPath(path: readonly PropertyKey[]): string {
  return path.map((segment) => String(segment)).join(".");
}

/**
 * The `fields` of a 422: the first message for each dotted path (`items.0.quantity`). An unknown field
 * is reported under its own name. Issues about the whole body have no field and are left out; use
 * `firstIssueMessage` for the envelope's `message`.
 */
export function zodIssuesToFields(error: { issues: readonly IssueLike[] }): Record<string, string> {
  const fields: Record<string, string> = {};
  const put = (path: string, message: string) => {
    if (path !== "" && !(path in fields)) fields[path] = message;
  };
  for (const issue of error.issues) {
    if (issue.code === "unrecognized_keys" && issue.keys) {
      for (const key of issue.keys) put(dottedPath([...issue.path, key]), issue.message);
    } else {
      put(dottedPath(issue.path), issue.message);
    }
  }
  return fields;
}

/** The first issue's message, a sentence fit for the envelope's `message`. */
export function firstIssueMessage(error: { issues: readonly IssueLike[] }): string {
  return error.issues[0]?.message ?? "Check the details and try again.";
}
