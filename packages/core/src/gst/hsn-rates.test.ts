import { describe, expect, it } from "vitest";
import {
  type HsnRate,
  hsnDescription,
  hsnRateBodySchema,
  hsnRateInForce,
  hsnRateMismatch,
} from "./hsn-rates";

const RATES: HsnRate[] = [
  { hsnCode: "9405", description: "Lamps and lighting fittings", rate: 18, effectiveFrom: "2017-07-01" },
  { hsnCode: "940511", description: "Chandeliers, LED", rate: 12, effectiveFrom: "2017-07-01" },
  { hsnCode: "940511", description: "Chandeliers, LED", rate: 18, effectiveFrom: "2025-09-22" },
];

describe("GST rates by HSN with an effective-from day", () => {
  it("the most specific code wins, and the row in force on the day", () => {
    expect(hsnRateInForce(RATES, "94051100", "2025-09-21")?.rate).toBe(12);
    expect(hsnRateInForce(RATES, "94051100", "2025-09-22")?.rate).toBe(18);
    expect(hsnRateInForce(RATES, "94052900", "2026-03-10")?.hsnCode).toBe("9405");
    expect(hsnRateInForce(RATES, "85395200", "2026-03-10")).toBeNull();
    expect(hsnRateInForce(RATES, "9405", "2016-01-01")).toBeNull();
  });

  it("says when a product's rate differs from the table", () => {
    expect(hsnRateMismatch(RATES, { hsnCode: "94051100", taxRate: 12 }, "2026-03-10")).toBe(
      "HSN 940511 is taxed at 18 % from 2025-09-22; this product says 12 %.",
    );
    expect(hsnRateMismatch(RATES, { hsnCode: "94051100", taxRate: 18 }, "2026-03-10")).toBeNull();
  });

  it("describes an HSN as the master does, the owner's row first", () => {
    expect(hsnDescription("94059900")).toBe("Lamps and lighting fittings");
    expect(hsnDescription("85395200")).toMatch(/^Electric filament or discharge lamps/);
    expect(hsnDescription("94051100", RATES)).toBe("Chandeliers, LED");
    expect(hsnDescription("12345678")).toBe("");
  });

  it("accepts a rate row and refuses what GST does not know", () => {
    const ok = {
      hsnCode: "9405",
      description: "Lamps and lighting fittings",
      rate: 18,
      effectiveFrom: "2025-09-22",
    };
    expect(hsnRateBodySchema.safeParse(ok).success).toBe(true);
    expect(hsnRateBodySchema.safeParse({ ...ok, rate: 17 }).success).toBe(false);
    expect(hsnRateBodySchema.safeParse({ ...ok, hsnCode: "94051" }).success).toBe(false);
    expect(hsnRateBodySchema.safeParse({ ...ok, effectiveFrom: "2025-02-30" }).success).toBe(false);
    expect(hsnRateBodySchema.safeParse({ ...ok, extra: 1 }).success).toBe(false);
  });
});
