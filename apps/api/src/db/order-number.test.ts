import { describe, expect, it } from "vitest";
import { formatOrderNumber, indianYear } from "./order-number";

describe("order number format", () => {
  it("pads the sequence to six digits after the prefix and year: WL-2026-000123", () => {
    expect(formatOrderNumber(123, 2026)).toBe("WL-2026-000123");
    expect(formatOrderNumber(1_234_567, 2027)).toBe("WL-2027-1234567");
  });

  it("takes the year in India, so 31 December 19:00 UTC (00:30 IST) is already the new year", () => {
    expect(indianYear(new Date("2026-12-31T18:29:59Z"))).toBe(2026);
    expect(indianYear(new Date("2026-12-31T19:00:00Z"))).toBe(2027);
  });
});
