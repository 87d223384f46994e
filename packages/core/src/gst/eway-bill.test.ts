import { describe, expect, it } from "vitest";
import { ewayBillLimit, ewayBillRequired, ewayBillState } from "./eway-bill";

describe("e-way bill threshold (GST.md)", () => {
  it("an interstate consignment above ₹50,000 including tax needs one", () => {
    expect(ewayBillRequired({ value: 50_000_01, fromState: "Delhi", toState: "West Bengal" })).toBe(true);
  });

  it("exactly ₹50,000 interstate needs none (the rule says exceeds)", () => {
    expect(ewayBillRequired({ value: 50_000_00, fromState: "Delhi", toState: "Haryana" })).toBe(false);
  });

  it("within Delhi the limit is ₹1,00,000", () => {
    expect(ewayBillLimit({ fromState: "Delhi", toState: "DL" })).toBe(1_00_000_00);
    expect(ewayBillRequired({ value: 99_999_00, fromState: "Delhi", toState: "Delhi" })).toBe(false);
    expect(ewayBillRequired({ value: 1_00_000_01, fromState: "Delhi", toState: "Delhi" })).toBe(true);
  });

  it("a move within another state keeps the general ₹50,000", () => {
    expect(ewayBillLimit({ fromState: "Maharashtra", toState: "Maharashtra" })).toBe(50_000_00);
  });

  it("an unknown delivery state is treated as interstate", () => {
    expect(ewayBillLimit({ fromState: "Delhi", toState: "Atlantis" })).toBe(50_000_00);
  });
});

describe("e-way bill state", () => {
  const now = new Date("2026-11-23T12:00:00Z");
  it("not needed, missing, entered, expired", () => {
    expect(ewayBillState({ required: false, number: null, validUntil: null, now })).toBe("not_needed");
    expect(ewayBillState({ required: true, number: null, validUntil: null, now })).toBe("missing");
    expect(ewayBillState({ required: true, number: "331000123456", validUntil: null, now })).toBe("entered");
    expect(
      ewayBillState({
        required: false,
        number: "331000123456",
        validUntil: new Date("2026-11-24T18:29:00Z"),
        now,
      }),
    ).toBe("entered");
    expect(
      ewayBillState({
        required: true,
        number: "331000123456",
        validUntil: new Date("2026-11-23T11:59:59Z"),
        now,
      }),
    ).toBe("expired");
  });
});
