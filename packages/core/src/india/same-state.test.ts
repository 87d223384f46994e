import { describe, expect, it } from "vitest";
import { gstinCheckChar } from "./gstin";
import { isSameState, resolveIndianState } from "./same-state";

const delhiGstin = `07AAPFU0939F1Z${gstinCheckChar("07AAPFU0939F1Z")}`;

describe("same state decides CGST+SGST versus IGST", () => {
  it("a Delhi seller and a Delhi buyer are in the same state, however each is named", () => {
    expect(isSameState(delhiGstin, "Delhi")).toBe(true);
    expect(isSameState("DL", "07")).toBe(true);
    expect(isSameState("delhi", delhiGstin.toLowerCase())).toBe(true);
  });

  it("a Delhi seller and a Maharashtra buyer are inter-state", () => {
    expect(isSameState(delhiGstin, "27AAPFU0939F1ZV")).toBe(false);
    expect(isSameState("Delhi", "Maharashtra")).toBe(false);
  });

  it("an unknown place or an invalid GSTIN is treated as inter-state", () => {
    expect(isSameState("Delhi", "Atlantis")).toBe(false);
    const mistyped = delhiGstin.slice(0, 14) + (delhiGstin.endsWith("A") ? "B" : "A");
    expect(isSameState(mistyped, "Delhi")).toBe(false);
    expect(resolveIndianState("27AAPFU0939F1ZW")).toBeUndefined();
    expect(resolveIndianState("29")?.name).toBe("Karnataka");
  });
});
