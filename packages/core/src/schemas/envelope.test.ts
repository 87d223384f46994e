import { describe, expect, it } from "vitest";
import { z } from "zod";
import { strictBody } from "./common";
import {
  ERROR_CODES,
  ERROR_STATUS,
  errorEnvelopeSchema,
  errorStatuses,
  firstIssueMessage,
  isErrorCode,
  okEnvelopeSchema,
  zodIssuesToFields,
} from "./envelope";

describe("the envelope", () => {
  it("a success carries ok true, a 2xx statusCode and the data", () => {
    const schema = okEnvelopeSchema(z.object({ total: z.number() }));
    expect(schema.parse({ ok: true, statusCode: 200, data: { total: 3 } })).toEqual({
      ok: true,
      statusCode: 200,
      data: { total: 3 },
    });
    expect(schema.safeParse({ ok: true, statusCode: 404, data: { total: 3 } }).success).toBe(false);
    expect(schema.safeParse({ ok: false, statusCode: 200, data: { total: 3 } }).success).toBe(false);
  });

  it("a failure carries a SCREAMING_SNAKE code, a sentence and, for validation, the fields", () => {
    const failure = {
      ok: false,
      statusCode: 422,
      data: {
        error: {
          code: "VALIDATION_FAILED",
          message: "Check the highlighted fields.",
          fields: { email: "Enter a valid email address." },
        },
      },
    };
    expect(errorEnvelopeSchema.parse(failure)).toEqual(failure);
    const lowerCode = { ...failure, data: { error: { code: "validation failed", message: "x" } } };
    expect(errorEnvelopeSchema.safeParse(lowerCode).success).toBe(false);
    expect(errorEnvelopeSchema.safeParse({ ...failure, statusCode: 200 }).success).toBe(false);
  });

  it("every error code has a 4xx or 5xx status and the documented ones are present", () => {
    for (const code of ERROR_CODES) {
      for (const status of errorStatuses(code)) {
        expect(status).toBeGreaterThanOrEqual(400);
        expect(status).toBeLessThan(600);
      }
    }
    expect(ERROR_STATUS.VALIDATION_FAILED).toBe(422);
    expect(ERROR_STATUS.WEBSITE_REQUIRED).toBe(400);
    expect(ERROR_STATUS.WEBSITE_UNKNOWN).toBe(400);
    expect(ERROR_STATUS.INVALID_CREDENTIALS).toBe(401);
    expect(ERROR_STATUS.PRODUCT_NOT_FOUND).toBe(404);
    expect(ERROR_STATUS.IDEMPOTENCY_KEY_REUSED).toBe(409);
    expect(ERROR_STATUS.RATE_LIMITED).toBe(429);
  });

  it("a code answered with two statuses names both, the usual one first", () => {
    expect(errorStatuses("OTP_INVALID")).toEqual([401, 422]);
    expect(errorStatuses("PERMISSION_DENIED")).toEqual([403]);
  });

  it("only catalogued codes are error codes, and every code is SCREAMING_SNAKE", () => {
    expect(isErrorCode("PERMISSION_DENIED")).toBe(true);
    expect(isErrorCode("PERMISION_DENIED")).toBe(false);
    expect(isErrorCode("toString")).toBe(false);
    for (const code of ERROR_CODES) expect(code).toMatch(/^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*$/);
  });
});

describe("zodIssuesToFields", () => {
  const body = strictBody({
    email: z.string().min(1, { error: "Enter a valid email address." }).email({ error: "Not an email." }),
    items: z.array(strictBody({ quantity: z.number().int({ error: "Enter a whole number of pieces." }) })),
  });

  it("keeps the first message per dotted path, array indexes included", () => {
    const result = body.safeParse({ email: "", items: [{ quantity: 1 }, { quantity: 1.5 }] });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(zodIssuesToFields(result.error)).toEqual({
      email: "Enter a valid email address.",
      "items.1.quantity": "Enter a whole number of pieces.",
    });
    expect(firstIssueMessage(result.error)).toBe("Enter a valid email address.");
  });

  it("names each unknown field, also inside nested objects", () => {
    const result = body.safeParse({ email: "a@b.in", role: "admin", items: [{ quantity: 1, price: 1 }] });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(zodIssuesToFields(result.error)).toEqual({
      role: "This field is not accepted.",
      "items.0.price": "This field is not accepted.",
    });
  });

  it("leaves whole-body issues out of fields but keeps them for the message", () => {
    const result = body.safeParse("not an object");
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(zodIssuesToFields(result.error)).toEqual({});
    expect(firstIssueMessage(result.error)).toBe("Send the details as a JSON object.");
  });
});
