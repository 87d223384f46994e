import { describe, expect, it } from "vitest";
import { savings, totalSaving } from "./savings";

describe("savings against the MRP", () => {
  it("the saving is MRP minus the group price, with a rounded percent of the MRP", () => {
    // 2,500.00 − 1,800.00 = 700.00; 700 / 2500 = 28 %
    expect(savings(250000, 180000)).toEqual({ amount: 70000, percent: 28 });
    // 999.00 − 666.00 = 333.00; 333 / 999 = 33.33 % → 33
    expect(savings(99900, 66600)).toEqual({ amount: 33300, percent: 33 });
    // 200.00 − 199.00 = 1.00; 0.5 % rounds up to 1
    expect(savings(20000, 19900)).toEqual({ amount: 100, percent: 1 });
  });

  it("no saving is shown when the price is at or above the MRP", () => {
    expect(savings(180000, 180000)).toBeNull();
    expect(savings(180000, 200000)).toBeNull();
    expect(savings(0, 0)).toBeNull();
  });

  it("the total saving on a line is the saving times the quantity", () => {
    expect(totalSaving(250000, 180000, 10)).toBe(700000);
    expect(totalSaving(250000, 260000, 10)).toBe(0);
    expect(totalSaving(250000, 180000, 0)).toBe(0);
  });
});
