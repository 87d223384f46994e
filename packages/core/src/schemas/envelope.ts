import { z } from "zod";

/**
 * The catalogue of the stable codes of failures (API.md, "The envelope"), each with the HTTP status it
 * answers with. Clients branch on the code, never on the message. The API's `ApiError` accepts only these
 * codes, and only with their status, so a new failure is added here first. A code answered with two
 * statuses lists both (the first is the usual one): the same word means the same thing in two places
 * whose HTTP meaning differs (a wrong one-time code while signing in is a 401, while enrolling a 422).
 */
export const ERROR_STATUS = {
  // The request itself
  BAD_REQUEST: 400,
  BAD_URL: 400,
  MALFORMED_JSON: 400,
  WEBSITE_REQUIRED: 400,
  WEBSITE_UNKNOWN: 400,
  IDEMPOTENCY_KEY_REQUIRED: 400,
  CURSOR_INVALID: 400,
  FILE_MISSING: 400,
  METHOD_NOT_ALLOWED: 405,
  REQUEST_TIMEOUT: 408,
  PAYLOAD_TOO_LARGE: 413,
  BODY_TOO_LARGE: 413,
  URI_TOO_LONG: 414,
  UNSUPPORTED_MEDIA_TYPE: 415,
  VALIDATION_FAILED: 422,
  HEADERS_TOO_LARGE: 431,
  IDEMPOTENCY_KEY_REUSED: 409,
  RATE_LIMITED: 429,
  // Who is asking
  UNAUTHORIZED: 401,
  INVALID_CREDENTIALS: 401,
  OTP_REQUIRED: 401,
  OTP_INVALID: [401, 422],
  FORBIDDEN: 403,
  ACCOUNT_BLOCKED: 403,
  ORIGIN_REFUSED: 403,
  PERMISSION_DENIED: 403,
  PASSWORD_CHANGE_REQUIRED: 403,
  MFA_ENROLMENT_REQUIRED: 403,
  // A webhook from another service (WhatsApp's statuses) whose token or signature is not the shop's
  WEBHOOK_VERIFY_TOKEN_INVALID: 403,
  WEBHOOK_SIGNATURE_INVALID: 403,
  MFA_ALREADY_ENABLED: 409,
  MFA_SETUP_MISSING: 409,
  JOB_NOT_FAILED: 409,
  CURRENT_PASSWORD_WRONG: 422,
  RESET_TOKEN_INVALID: 422,
  PASSWORD_REFUSED: 422,
  // Things that are not there
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  FILE_NOT_FOUND: 404,
  JOB_NOT_FOUND: 404,
  PRODUCT_NOT_FOUND: 404,
  CATEGORY_NOT_FOUND: 404,
  ADDRESS_NOT_FOUND: 404,
  ORDER_NOT_FOUND: 404,
  BLOG_POST_NOT_FOUND: 404,
  BANNER_NOT_FOUND: 404,
  COUPON_NOT_FOUND: 404,
  CUSTOMER_NOT_FOUND: 404,
  STAFF_NOT_FOUND: 404,
  IMAGE_NOT_FOUND: 404,
  IMPORT_NOT_FOUND: 404,
  INVOICE_NOT_FOUND: 404,
  DOCUMENT_NOT_ISSUED: 404,
  REFUND_NOT_FOUND: 404,
  CLAIM_NOT_FOUND: 404,
  // Names that must stay unique
  EMAIL_TAKEN: 409,
  STAFF_EMAIL_TAKEN: 409,
  SKU_TAKEN: 409,
  SLUG_TAKEN: 409,
  BLOG_SLUG_TAKEN: 409,
  CATEGORY_URL_TAKEN: 409,
  COUPON_CODE_TAKEN: 409,
  IRN_TAKEN: 409,
  EWAY_BILL_NUMBER_TAKEN: 409,
  DUPLICATE_UTR: 409,
  // Buying
  OUT_OF_STOCK: 409,
  COUPON_EXPIRED: 422,
  COUPON_USED_UP: 422,
  COUPON_NOT_APPLICABLE: 422,
  QUANTITY_NOT_ORDERABLE: 422,
  PRODUCT_UNAVAILABLE: 422,
  CART_EMPTY: 422,
  // Orders, payments and claims
  ORDER_CANCELLED: 409,
  ORDER_NOT_PAID: 409,
  ORDER_TRANSITION_NOT_ALLOWED: 409,
  UNPAID_DISPATCH_FORBIDDEN: 403,
  CANCEL_REST_FORBIDDEN: 403,
  DISPATCH_DETAILS_MISSING: 422,
  NOTHING_DUE: 409,
  OVERPAYMENT: 409,
  REFUND_TOO_LARGE: 409,
  CLAIM_DUPLICATE: 409,
  CLAIM_DECIDED: 409,
  // Tax documents
  ORDER_WITHOUT_GST_SPLIT: 409,
  INVOICE_NOT_ISSUED: 409,
  INVOICE_ALREADY_ISSUED: 409,
  CREDIT_NOTE_NOT_ALLOWED: 409,
  CREDIT_AMOUNT_INVALID: 422,
  CREDIT_LINES_REQUIRED: 422,
  CREDIT_ABOVE_INVOICE: 422,
  E_INVOICE_DISABLED: 409,
  E_INVOICE_NOT_APPLICABLE: [409, 422],
  E_INVOICE_INVALID: 422,
  IRN_ALREADY_RECORDED: 409,
  ACK_DATE_INVALID: 422,
  SIGNED_QR_INVALID: 422,
  EWAY_BILL_NOT_ALLOWED: 409,
  INVOICE_NOT_ALLOWED: 409,
  EWAY_BILL_VALIDITY_INVALID: 422,
  GSTR1_MONTH_INVALID: 422,
  // The back office's catalogue, content, customers and staff
  IMAGE_TOO_LARGE: 413,
  IMAGE_INVALID: 422,
  IMAGE_ORDER_INVALID: 422,
  BANNER_ORDER_INVALID: 422,
  GROUP_UNKNOWN: 422,
  IMPORT_FILE_TOO_LARGE: 422,
  IMPORT_NOT_READY: 409,
  IMPORT_HAS_REFUSED_ROWS: 409,
  IMPORT_ALREADY_APPLIED: 409,
  IMPORT_FILE_DELETED: 409,
  DRY_RUN_FIRST: 400,
  STAFF_DISABLED: 409,
  OWN_PASSWORD: 409,
  LAST_OWNER: 409,
  // Online payment through the gateway
  ONLINE_PAYMENT_OFF: 409,
  PAYMENT_SIGNATURE_INVALID: 400,
  GATEWAY_SIGNATURE_INVALID: 401,
  GATEWAY_PAYMENT_NOT_FOUND: 404,
  GATEWAY_REFUSED: 409,
  GATEWAY_UNAVAILABLE: 503,
  SECRETS_KEY_MISSING: 409,
  // Credit and receivables
  CREDIT_LIMIT_EXCEEDED: 409,
  RECEIPT_ALLOCATION_INVALID: 422,
  // The server
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
  SERVER_BUSY: 503,
  NOT_READY: 503,
  // The official GST formats and the rates by HSN
  EWAY_BILL_REFUSED: 422,
  E_INVOICE_BUYER_ADDRESS_MISSING: 422,
  GST_RATE_NOT_FOUND: 404,
  GST_RATE_TAKEN: 409,
  LEGAL_NAME_NEEDS_GSTIN: 422,
  // Paying the account online
  INVOICE_NOT_OPEN: 422,
  SHEET_UNREADABLE: 422,
  // The order desk
  ORDER_DRAFT_NOT_FOUND: 404,
  CUSTOMER_BLOCKED: 409,
  // Editing an order before dispatch
  ORDER_NOT_EDITABLE: 422,
  ORDER_CHANGED: 409,
  ORDER_EDIT_EMPTY: 422,
  // The dispatch desk
  EWAY_BILL_ALREADY_EXPORTED: 409,
  // Requisition lists
  LIST_NOT_FOUND: 404,
  LIST_LINE_NOT_FOUND: 404,
  LIST_NAME_TAKEN: 409,
  LIST_LIMIT_REACHED: 422,
  // Dispatch in parts
  SHIPMENT_NOT_FOUND: 404,
  ORDER_LINE_NOT_FOUND: 404,
  SHIPMENT_LINES_INVALID: 422,
  SHIPMENT_NOT_ALLOWED: 409,
  SHIPMENT_STATE_INVALID: 409,
  STOCK_ARRIVAL_INVALID: 422,
  NOT_ENOUGH_STOCK: 409,
  NOTHING_LEFT_TO_CANCEL: 409,
  // Requests for quote
  QUOTE_NOT_FOUND: 404,
  QUOTE_NOT_OFFERED: 409,
  QUOTE_EXPIRED: 409,
  QUOTE_ALREADY_ACCEPTED: 409,
  QUOTE_NOT_REQUESTED: 409,
  QUOTE_LINES_MISMATCH: 422,
  QUOTE_PRICE_BELOW_FLOOR: 422,
  QUOTE_VALIDITY_PAST: 422,
} as const satisfies Record<string, number | readonly [number, ...number[]]>;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** The status (or one of the statuses) a code answers with. */
export type ErrorStatusOf<Code extends ErrorCode> = Extract<
  (typeof ERROR_STATUS)[Code] extends readonly (infer Status)[] ? Status : (typeof ERROR_STATUS)[Code],
  number
>;

/** The codes that may answer with a given status (`ErrorCodeWithStatus<404>`). */
export type ErrorCodeWithStatus<Status extends number> = {
  [Code in ErrorCode]: Status extends ErrorStatusOf<Code> ? Code : never;
}[ErrorCode];

export const ERROR_CODES = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]];

/** Every status a code may answer with, the usual one first. */
export function errorStatuses(code: ErrorCode): readonly number[] {
  const status: number | readonly number[] = ERROR_STATUS[code];
  return typeof status === "number" ? [status] : status;
}

export function isErrorCode(value: string): value is ErrorCode {
  return Object.hasOwn(ERROR_STATUS, value);
}

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
