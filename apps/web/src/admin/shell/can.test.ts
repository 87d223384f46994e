import { describe, expect, it } from "vitest";
import { canDo } from "./can";

describe("what a staff member may do", () => {
  it("a permission the member holds is allowed, any other is not", () => {
    const packer = { permissions: ["orders.read", "orders.fulfil"] as const };
    expect(canDo({ permissions: [...packer.permissions] }, "orders.fulfil")).toBe(true);
    expect(canDo({ permissions: [...packer.permissions] }, "shop.admin")).toBe(false);
  });

  it("nothing is allowed while the member is not known yet", () => {
    expect(canDo(undefined, "orders.read")).toBe(false);
    expect(canDo(null, "orders.read")).toBe(false);
  });
});
