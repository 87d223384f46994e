import { describe, expect, it } from "vitest";
import { staffPasswordProblem } from "./staff-password";

const context = { email: "anil.mehra@roshnilighting.in", shopName: "Roshni Lighting" };

describe("staffPasswordProblem", () => {
  it("accepts a long password unrelated to the account", () => {
    expect(staffPasswordProblem("tangerine-kettle-71-orbit", context)).toBeNull();
  });

  it("refuses fewer than 12 characters", () => {
    expect(staffPasswordProblem("Short#Pass1", context)).toMatch(/at least 12 characters/);
  });

  it("refuses the email or its name part, in any case", () => {
    expect(staffPasswordProblem("ANIL.MEHRA@roshnilighting.in!", context)).toMatch(/email/);
    expect(staffPasswordProblem("xx-Anil.Mehra-2026", context)).toMatch(/email/);
  });

  it("refuses the shop's name, with or without spaces", () => {
    expect(staffPasswordProblem("roshni lighting 2026", context)).toMatch(/shop's name/);
    expect(staffPasswordProblem("RoshniLighting2026", context)).toMatch(/shop's name/);
  });
});
