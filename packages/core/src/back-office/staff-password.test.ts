import { describe, expect, it } from "vitest";
import {
  staffCreateBodySchema,
  staffNewPasswordSchema,
  staffPasswordChangeBodySchema,
} from "../schemas/admin/staff";
import { isCommonPassword, staffPasswordProblem } from "./staff-password";

const context = { email: "meera.kapoor@roshnilighting.in", shopName: "Roshni Lighting Pvt. Ltd." };

describe("a staff member's new password", () => {
  it("is accepted when long, unknown and impersonal", () => {
    expect(staffPasswordProblem("brass lantern under the neem tree", context)).toBeNull();
    expect(staffPasswordProblem("Kettle-Orbit-Fennel-42", context)).toBeNull();
  });

  it("has at least 12 characters", () => {
    expect(staffPasswordProblem("Kettle-Orb1", context)).toBe(
      "Use at least 12 characters: a few words in a row make a good password.",
    );
    expect(staffPasswordProblem("Kettle-Orb12", context)).toBeNull();
  });

  it("has at most 128 characters", () => {
    expect(staffPasswordProblem("kettle orbit ".repeat(11), context)).toBe("Use at most 128 characters.");
  });

  it("is refused when it is on the list of breached passwords, even padded with digits and symbols", () => {
    const common =
      "This password is one of the most common or has appeared in data breaches. Choose another.";
    expect(staffPasswordProblem("qwerty123456", context)).toBe(common);
    expect(staffPasswordProblem("1qaz2wsx3edc", context)).toBe(common);
    expect(staffPasswordProblem("Password@2026!", context)).toBe(common);
    expect(staffPasswordProblem("123456iloveyou", context)).toBe(common);
    expect(staffPasswordProblem("LEAVEMEALONE", context)).toBe(common);
  });

  it("is refused when it is one piece repeated or a handful of characters", () => {
    expect(isCommonPassword("abcabcabcabc")).toBe(true);
    expect(isCommonPassword("111111111111")).toBe(true);
    expect(isCommonPassword("aaaabbbbaaaab")).toBe(true);
    expect(isCommonPassword("Kettle-Orbit-Fennel-42")).toBe(false);
  });

  it("is refused when it contains the email or its name part, whatever the case or separators", () => {
    const personal = "Do not use your email address or its name part in the password.";
    expect(staffPasswordProblem("meera.kapoor@roshnilighting.in", context)).toBe(personal);
    expect(staffPasswordProblem("MeeraKapoor#Desk9", context)).toBe(personal);
    expect(staffPasswordProblem("x-meera.kapoor-2026", context)).toBe(personal);
  });

  it("is refused when it contains the shop's name or one of its words, but not its legal words", () => {
    const shop = "Do not use the shop's name or a word of it in the password.";
    expect(staffPasswordProblem("RoshniLighting2026", context)).toBe(shop);
    expect(staffPasswordProblem("welcome to roshni!", context)).toBe(shop);
    expect(staffPasswordProblem("best lighting in delhi", context)).toBe(shop);
    expect(staffPasswordProblem("private limited orbit", context)).toBeNull();
  });

  it("is not tied to a short local part: a two-letter name would refuse half of all passwords", () => {
    expect(staffPasswordProblem("brass lantern under the neem tree", { email: "ra@shop.in" })).toBeNull();
  });
});

describe("the staff password schemas show the policy's sentence under the field", () => {
  it("the change form's new password", () => {
    const result = staffPasswordChangeBodySchema.safeParse({
      currentPassword: "anything at all",
      newPassword: "qwerty123456",
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(["newPassword"]);
    expect(result.error?.issues[0]?.message).toContain("most common");
  });

  it("a form that knows the email and shop refuses them too", () => {
    const schema = staffNewPasswordSchema(context);
    expect(schema.safeParse("Roshni-Orbit-Fennel").error?.issues[0]?.message).toBe(
      "Do not use the shop's name or a word of it in the password.",
    );
  });

  it("the owner's new account may not have a password made of its own email", () => {
    const result = staffCreateBodySchema.safeParse({
      email: "arjun.dispatch@roshnilighting.in",
      name: "Arjun",
      role: "dispatch",
      password: "arjun.dispatch-2026",
    });
    expect(result.error?.issues[0]?.path).toEqual(["password"]);
    expect(result.error?.issues[0]?.message).toBe(
      "Do not use your email address or its name part in the password.",
    );
  });
});
