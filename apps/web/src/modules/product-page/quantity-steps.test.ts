import { describe, expect, it } from "vitest";
import { stepDown, stepUp } from "./quantity-steps";

describe("quantity stepper", () => {
  const belowMoq = { stock: 5, minimumQuantity: 10 };

  it("below the MOQ only stock can be bought: one step down from the MOQ goes to the stock", () => {
    expect(stepDown(10, belowMoq)).toBe(5);
    expect(stepDown(5, belowMoq)).toBe(4);
    expect(stepDown(1, belowMoq)).toBe(1);
  });

  it("one step up past the stock goes to the MOQ", () => {
    expect(stepUp(4, belowMoq)).toBe(5);
    expect(stepUp(5, belowMoq)).toBe(10);
    expect(stepUp(10, belowMoq)).toBe(11);
  });

  it("with no stock the quantity never goes under the MOQ", () => {
    const none = { stock: 0, minimumQuantity: 4 };
    expect(stepDown(4, none)).toBe(4);
    expect(stepDown(6, none)).toBe(5);
    expect(stepUp(0, none)).toBe(4);
  });

  it("when the stock covers the MOQ every quantity from 1 is allowed", () => {
    const plenty = { stock: 40, minimumQuantity: 10 };
    expect(stepDown(10, plenty)).toBe(9);
    expect(stepDown(2, plenty)).toBe(1);
    expect(stepUp(1, plenty)).toBe(2);
  });
});
