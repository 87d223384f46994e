import { describe, expect, it } from "vitest";
import {
  emailSchema,
  gstinSchema,
  moneySchema,
  newPasswordSchema,
  optionalGstinSchema,
  optionalText,
  phoneSchema,
  pincodeSchema,
  quantitySchema,
  shopDaySchema,
  signedMoneySchema,
} from "./common";

function messageOf(result: {
  success: boolean;
  error?: { issues: { message: string }[] };
}): string | undefined {
  return result.error?.issues[0]?.message;
}

describe("shared field rules", () => {
  it("an email is trimmed and lower-cased so one person has one account", () => {
    expect(emailSchema.parse("  Buyer@RoshniLights.IN ")).toBe("buyer@roshnilights.in");
    expect(messageOf(emailSchema.safeParse("buyer@"))).toBe("Enter a valid email address.");
    expect(messageOf(emailSchema.safeParse(""))).toBe("Enter a valid email address.");
    expect(messageOf(emailSchema.safeParse(undefined))).toBe("Enter a valid email address.");
  });

  it("a new password has 8 to 128 characters, kept as typed", () => {
    expect(newPasswordSchema.parse(" lamp 123 ")).toBe(" lamp 123 ");
    expect(messageOf(newPasswordSchema.safeParse("short12"))).toBe("Password must be at least 8 characters.");
    expect(newPasswordSchema.safeParse("x".repeat(128)).success).toBe(true);
    expect(messageOf(newPasswordSchema.safeParse("x".repeat(129)))).toBe(
      "Password must be at most 128 characters.",
    );
  });

  it("a phone is stored in E.164", () => {
    expect(phoneSchema.parse("98111 22233")).toBe("+919811122233");
    expect(phoneSchema.parse("011-23456789")).toBe("+911123456789");
    expect(messageOf(phoneSchema.safeParse("12345"))).toBe("Enter a valid Indian phone number.");
  });

  it("a GSTIN is upper-cased before its check character is verified", () => {
    expect(gstinSchema.parse("27aapfu0939f1zv")).toBe("27AAPFU0939F1ZV");
    expect(messageOf(gstinSchema.safeParse("27AAPFU0939F1ZW"))).toBe("Enter a valid GSTIN.");
  });

  it("an optional GSTIN: absent stays absent, empty or null clears, anything else must be valid", () => {
    expect(optionalGstinSchema.parse(undefined)).toBeUndefined();
    expect(optionalGstinSchema.parse("")).toBeNull();
    expect(optionalGstinSchema.parse("  ")).toBeNull();
    expect(optionalGstinSchema.parse(null)).toBeNull();
    expect(optionalGstinSchema.parse("29AAGCB7383J1Z4")).toBe("29AAGCB7383J1Z4");
    expect(messageOf(optionalGstinSchema.safeParse("29AAGCB7383J1Z5"))).toBe("Enter a valid GSTIN.");
  });

  it("optional text: absent stays absent, empty clears, the rest is trimmed and bounded", () => {
    const schema = optionalText(5, "At most 5.");
    expect(schema.parse(undefined)).toBeUndefined();
    expect(schema.parse(" ")).toBeNull();
    expect(schema.parse(" abc ")).toBe("abc");
    expect(messageOf(schema.safeParse("abcdef"))).toBe("At most 5.");
  });

  it("a PIN code has 6 digits, the first not 0", () => {
    expect(pincodeSchema.parse(" 110006 ")).toBe("110006");
    expect(messageOf(pincodeSchema.safeParse("011006"))).toBe("Enter a 6-digit PIN code.");
    expect(messageOf(pincodeSchema.safeParse("11006"))).toBe("Enter a 6-digit PIN code.");
  });

  it("money is rupees with at most 2 decimals, never negative except on discount lines", () => {
    expect(moneySchema.parse(7191.5)).toBe(7191.5);
    expect(moneySchema.parse(1051.25)).toBe(1051.25);
    expect(moneySchema.parse(0.1 + 0.2)).toBeCloseTo(0.3, 10);
    expect(messageOf(moneySchema.safeParse(10.005))).toBe("Amounts have at most 2 decimals (whole paise).");
    expect(messageOf(moneySchema.safeParse(-1))).toBe("Amounts cannot be negative.");
    expect(signedMoneySchema.parse(-2500)).toBe(-2500);
    expect(moneySchema.safeParse(Number.POSITIVE_INFINITY).success).toBe(false);
    expect(moneySchema.safeParse("10").success).toBe(false);
  });

  it("a line orders a whole number of pieces from 1 to 100,000", () => {
    expect(quantitySchema.parse(1)).toBe(1);
    expect(quantitySchema.parse(100_000)).toBe(100_000);
    expect(messageOf(quantitySchema.safeParse(0))).toBe("Order at least 1 piece.");
    expect(messageOf(quantitySchema.safeParse(2.5))).toBe("Enter a whole number of pieces.");
    expect(messageOf(quantitySchema.safeParse(100_001))).toBe("Order at most 1,00,000 pieces per line.");
  });
});

describe("a day of the shop's calendar", () => {
  it("takes YYYY-MM-DD days from 2000 to 2999 and refuses year 0000 (no PostgreSQL date) with a sentence", () => {
    const day = shopDaySchema();
    expect(day.parse("2026-03-02")).toBe("2026-03-02");
    expect(day.safeParse("2000-01-01").success).toBe(true);
    for (const bad of ["0000-02-29", "0099-12-31", "1999-12-31", "3000-01-01"]) {
      const result = day.safeParse(bad);
      expect(result.success, bad).toBe(false);
      expect(result.error?.issues[0]?.message, bad).toBe("Enter a date between the years 2000 and 2999.");
    }
    expect(day.safeParse("2026-02-30").error?.issues[0]?.message).toBe("Enter a date as YYYY-MM-DD.");
  });
});
