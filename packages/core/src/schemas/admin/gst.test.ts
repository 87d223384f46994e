import { describe, expect, it } from "vitest";
import { ewayBillBodySchema, irnBodySchema } from "./gst";

describe("e-way bill and IRN bodies", () => {
  it("reads a validity in India's time, in the form's, the portal's or ISO's writing", () => {
    const parse = (validUntil: string) =>
      ewayBillBodySchema.safeParse({ number: "331000123456", validUntil });
    expect(parse("2026-11-24T23:59").data?.validUntil).toBe("2026-11-24T18:29:00.000Z");
    expect(parse("2026-11-24 23:59:00").data?.validUntil).toBe("2026-11-24T18:29:00.000Z");
    expect(parse("2026-11-24T23:59:00+05:30").data?.validUntil).toBe("2026-11-24T18:29:00.000Z");
    expect(parse("2026-11-24T18:29:00Z").data?.validUntil).toBe("2026-11-24T18:29:00.000Z");
    for (const bad of ["2026-02-30T10:00", "24/11/2026 23:59", "tomorrow", "2026-11-24"]) {
      expect(parse(bad).success, bad).toBe(false);
    }
    expect(
      ewayBillBodySchema.safeParse({ number: "33100012345", validUntil: "2026-11-24T23:59" }).success,
    ).toBe(false);
  });

  it("takes an IRN of 64 hex characters (lower-cased), a 15-digit Ack No. and the signed QR's three parts", () => {
    const body = {
      irn: "A".repeat(64),
      ackNo: "112610000012345",
      ackDate: "2026-11-24 17:25:00",
      signedQrCode: "eyJhbGciOiJSUzI1NiJ9.eyJkYXRhIjoie30ifQ.c2lnbmF0dXJl",
    };
    expect(irnBodySchema.parse(body)).toMatchObject({
      irn: "a".repeat(64),
      ackDate: "2026-11-24T11:55:00.000Z",
    });
    expect(irnBodySchema.safeParse({ ...body, irn: "g".repeat(64) }).success).toBe(false);
    expect(irnBodySchema.safeParse({ ...body, ackNo: "1126100000123" }).success).toBe(false);
    expect(irnBodySchema.safeParse({ ...body, signedQrCode: "a signed qr code with spaces" }).success).toBe(
      false,
    );
    expect(irnBodySchema.safeParse({ ...body, replace: true }).success).toBe(false);
  });
});
