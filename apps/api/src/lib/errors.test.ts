import { ERROR_STATUS, errorStatuses } from "@roshni/core";
import { describe, expect, it } from "vitest";
import { ApiError, badRequest, conflict, forbidden, notFound, unprocessable } from "./errors";

describe("the API's errors take their code from the catalogue in core", () => {
  it("a catalogued code leaves with its own status", () => {
    const error = new ApiError(403, "PERMISSION_DENIED", "Your role does not allow this.");
    expect(error.statusCode).toBe(ERROR_STATUS.PERMISSION_DENIED);
    expect(notFound("STAFF_NOT_FOUND", "x").statusCode).toBe(404);
    expect(conflict("SKU_TAKEN", "x").statusCode).toBe(409);
    expect(unprocessable("OTP_INVALID", "x").statusCode).toBe(422);
    expect(badRequest("CURSOR_INVALID", "x").statusCode).toBe(400);
    expect(forbidden("ORIGIN_REFUSED", "x").statusCode).toBe(403);
  });

  it("a code with two statuses may be raised with either, and with no other", () => {
    expect(errorStatuses("OTP_INVALID")).toContain(new ApiError(401, "OTP_INVALID", "x").statusCode);
    expect(errorStatuses("OTP_INVALID")).toContain(new ApiError(422, "OTP_INVALID", "x").statusCode);
    // @ts-expect-error OTP_INVALID is never a 409
    expect(new ApiError(409, "OTP_INVALID", "x").statusCode).toBe(409);
  });

  it("a code missing from the catalogue, or raised with another status, does not compile", () => {
    // @ts-expect-error not in the catalogue
    expect(new ApiError(400, "NOT_A_CODE", "x").code).toBe("NOT_A_CODE");
    // @ts-expect-error PERMISSION_DENIED is a 403
    expect(notFound("PERMISSION_DENIED", "x").statusCode).toBe(404);
    // @ts-expect-error SKU_TAKEN is a 409
    expect(unprocessable("SKU_TAKEN", "x").statusCode).toBe(422);
  });
});
