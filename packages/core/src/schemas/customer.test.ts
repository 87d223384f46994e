import { describe, expect, it } from "vitest";
import {
  authResponseSchema,
  customerPatchBodySchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  passwordChangeBodySchema,
  registerBodySchema,
  resetPasswordBodySchema,
} from "./customer";
import { zodIssuesToFields } from "./envelope";

function fieldsOf(result: { success: boolean; error?: Parameters<typeof zodIssuesToFields>[0] }) {
  expect(result.success).toBe(false);
  return result.error ? zodIssuesToFields(result.error) : {};
}

const registration = {
  name: " Anil Kapoor ",
  email: " Anil@KapoorElectricals.in",
  phone: "+91 98111 22233",
  password: "chandelier-2026",
  companyName: "Kapoor Electricals",
  // A Delhi GSTIN whose check character 'H' follows from the mod-36 rule.
  gstin: "07aabcr1234l1zh",
};

describe("registration", () => {
  it("accepts a buyer with a company and GSTIN, normalising name, email, phone and GSTIN", () => {
    expect(registerBodySchema.parse(registration)).toEqual({
      name: "Anil Kapoor",
      email: "anil@kapoorelectricals.in",
      phone: "+919811122233",
      password: "chandelier-2026",
      companyName: "Kapoor Electricals",
      gstin: "07AABCR1234L1ZH",
    });
    expect(registerBodySchema.parse({ ...registration, gstin: "29aagcb7383j1z4" }).gstin).toBe(
      "29AAGCB7383J1Z4",
    );
  });

  it("a buyer without a company leaves companyName and GSTIN out or empty", () => {
    const { companyName: _c, gstin: _g, ...individual } = registration;
    expect(registerBodySchema.parse(individual).companyName).toBeUndefined();
    expect(registerBodySchema.parse({ ...individual, companyName: "", gstin: "" })).toMatchObject({
      companyName: null,
      gstin: null,
    });
  });

  it("rejects each bad field with a sentence a buyer can read", () => {
    expect(
      fieldsOf(
        registerBodySchema.safeParse({
          name: "  ",
          email: "anil@",
          phone: "12345",
          password: "short",
          gstin: "07AABCR1234L1ZJ",
        }),
      ),
    ).toEqual({
      name: "Enter your name.",
      email: "Enter a valid email address.",
      phone: "Enter a valid Indian phone number.",
      password: "Password must be at least 8 characters.",
      gstin: "Enter a valid GSTIN.",
    });
  });

  it("rejects unknown fields such as a customer group chosen by the client", () => {
    expect(
      fieldsOf(registerBodySchema.safeParse({ ...registration, gstin: "", customerGroupId: 2 })),
    ).toEqual({
      customerGroupId: "This field is not accepted.",
    });
  });
});

describe("sign-in and passwords", () => {
  it("login needs an email and a password, and nothing else", () => {
    expect(loginBodySchema.parse({ email: "ANIL@x.in ", password: "anything" })).toEqual({
      email: "anil@x.in",
      password: "anything",
    });
    expect(fieldsOf(loginBodySchema.safeParse({ email: "anil@x.in", password: "" }))).toEqual({
      password: "Enter your password.",
    });
    expect(
      fieldsOf(loginBodySchema.safeParse({ email: "anil@x.in", password: "x", remember: true })),
    ).toEqual({
      remember: "This field is not accepted.",
    });
  });

  it("forgot-password takes only an email", () => {
    expect(forgotPasswordBodySchema.parse({ email: "Anil@X.in" })).toEqual({ email: "anil@x.in" });
    expect(fieldsOf(forgotPasswordBodySchema.safeParse({}))).toEqual({
      email: "Enter a valid email address.",
    });
  });

  it("reset needs the link's token and a new password of at least 8 characters", () => {
    expect(resetPasswordBodySchema.parse({ token: "k3Jx9_aQ", password: "new-password" })).toEqual({
      token: "k3Jx9_aQ",
      password: "new-password",
    });
    expect(fieldsOf(resetPasswordBodySchema.safeParse({ token: "", password: "1234567" }))).toEqual({
      token: "This reset link is not valid. Ask for a new one.",
      password: "Password must be at least 8 characters.",
    });
  });

  it("a new password must differ from the current one", () => {
    expect(
      passwordChangeBodySchema.parse({ currentPassword: "old-password", newPassword: "new-password" }),
    ).toEqual({ currentPassword: "old-password", newPassword: "new-password" });
    expect(
      fieldsOf(
        passwordChangeBodySchema.safeParse({
          currentPassword: "same-password",
          newPassword: "same-password",
        }),
      ),
    ).toEqual({ newPassword: "Choose a new password that differs from the current one." });
    expect(
      fieldsOf(passwordChangeBodySchema.safeParse({ currentPassword: "", newPassword: "short" })),
    ).toEqual({
      currentPassword: "Enter your password.",
      newPassword: "Password must be at least 8 characters.",
    });
  });
});

describe("profile", () => {
  it("a patch changes only what is sent; empty GSTIN or company clears it", () => {
    expect(customerPatchBodySchema.parse({ phone: "011-23456789" })).toEqual({
      phone: "+911123456789",
      companyName: undefined,
      gstin: undefined,
    });
    expect(customerPatchBodySchema.parse({ gstin: "", companyName: null })).toMatchObject({
      gstin: null,
      companyName: null,
    });
    expect(fieldsOf(customerPatchBodySchema.safeParse({ name: "" }))).toEqual({ name: "Enter your name." });
    expect(fieldsOf(customerPatchBodySchema.safeParse({ email: "new@x.in" }))).toEqual({
      email: "This field is not accepted.",
    });
  });

  it("the customer answer carries the group but never a password", () => {
    const customer = {
      id: 7,
      name: "Anil Kapoor",
      email: "anil@kapoorelectricals.in",
      phone: "+919811122233",
      companyName: "Kapoor Electricals",
      gstin: "27AAPFU0939F1ZV",
      legalName: "Kapoor Electricals Pvt. Ltd.",
      whatsappOptIn: true,
      language: "ru",
      awaitingApproval: false,
      customerGroup: { id: 2, name: "Wholesale", isDefault: false },
    };
    const parsed = authResponseSchema.parse({
      token: "eyJ.x.y",
      customer: { ...customer, passwordHash: "s" },
    });
    expect(parsed.customer).toEqual(customer);
    expect(
      authResponseSchema.safeParse({ token: "t", customer: { ...customer, customerGroup: { id: 2 } } })
        .success,
    ).toBe(false);
  });
});

describe("WhatsApp opt-in and language", () => {
  it("registration and the profile take an opt-in and a storefront language; no opt-in unless sent", () => {
    const body = {
      name: "Anil",
      email: "anil@example.in",
      phone: "9811122233",
      password: "chandelier-2026",
    };
    expect(registerBodySchema.parse(body).whatsappOptIn).toBeUndefined();
    expect(registerBodySchema.parse({ ...body, whatsappOptIn: true, language: "ru" })).toMatchObject({
      whatsappOptIn: true,
      language: "ru",
    });
    expect(registerBodySchema.safeParse({ ...body, language: "fr" }).success).toBe(false);
    expect(registerBodySchema.safeParse({ ...body, whatsappOptIn: "yes" }).success).toBe(false);
    expect(customerPatchBodySchema.parse({ whatsappOptIn: false })).toEqual({ whatsappOptIn: false });
  });
});
