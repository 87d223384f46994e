import { describe, expect, it } from "vitest";
import { listAdd, listHas, listRemove } from "./lists";

const lamp = { id: 1, name: "Brass table lamp" };
const bulb = { id: 2, name: "Vintage filament bulb" };

describe("compare list and wishlist", () => {
  it("adding a product appends it", () => {
    expect(listAdd([lamp], bulb)).toEqual([lamp, bulb]);
  });

  it("adding a product whose id is present is ignored and returns the same list", () => {
    const list = [lamp, bulb];
    expect(listAdd(list, { id: 1, name: "Brass table lamp (renamed)" })).toBe(list);
  });

  it("removal is by product id", () => {
    expect(listRemove([lamp, bulb], 1)).toEqual([bulb]);
  });

  it("removing an absent id returns the same list", () => {
    const list = [lamp];
    expect(listRemove(list, 9)).toBe(list);
  });

  it("a list says whether it holds a product", () => {
    expect(listHas([lamp], 1)).toBe(true);
    expect(listHas([lamp], 2)).toBe(false);
  });
});
