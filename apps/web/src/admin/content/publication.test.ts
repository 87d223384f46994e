import { describe, expect, it } from "vitest";
import { istLocalToIso, istLocalValue } from "./publication";

describe("publication time on India's clock", () => {
  it("turns the field's value into an instant at +05:30 and back", () => {
    expect(istLocalToIso("2026-11-23T15:00")).toBe("2026-11-23T15:00:00+05:30");
    expect(new Date(istLocalToIso("2026-11-23T15:00")).toISOString()).toBe("2026-11-23T09:30:00.000Z");
    expect(istLocalValue("2026-11-23T09:30:00.000Z")).toBe("2026-11-23T15:00");
    expect(istLocalValue("2026-11-23T20:00:00.000Z")).toBe("2026-11-24T01:30");
    expect(istLocalToIso("")).toBe("");
  });
});
