import { describe, expect, it } from "vitest";
import { normalizeIndianPhone } from "./phone";

describe("normalizeIndianPhone", () => {
  it("writes a 10-digit mobile number starting 6-9 in E.164", () => {
    expect(normalizeIndianPhone("9811122233")).toBe("+919811122233");
    expect(normalizeIndianPhone("6000000001")).toBe("+916000000001");
    expect(normalizeIndianPhone("7011 223 344")).toBe("+917011223344");
  });

  it("accepts the country code as +91, 91 or 0091 and the trunk 0, with spaces and dashes", () => {
    expect(normalizeIndianPhone("+91 98111 22233")).toBe("+919811122233");
    expect(normalizeIndianPhone("+91-98111-22233")).toBe("+919811122233");
    expect(normalizeIndianPhone("91 9811122233")).toBe("+919811122233");
    expect(normalizeIndianPhone("0091 9811122233")).toBe("+919811122233");
    expect(normalizeIndianPhone("09811122233")).toBe("+919811122233");
    expect(normalizeIndianPhone("+91 (0) 98111 22233")).toBe("+919811122233");
  });

  it("accepts a landline written with its STD code", () => {
    expect(normalizeIndianPhone("011-23456789")).toBe("+911123456789");
    expect(normalizeIndianPhone("(011) 2345 6789")).toBe("+911123456789");
    expect(normalizeIndianPhone("+91 11 2345 6789")).toBe("+911123456789");
    expect(normalizeIndianPhone("0141-2345678")).toBe("+911412345678");
    expect(normalizeIndianPhone("080 4123 4567")).toBe("+918041234567");
  });

  it("refuses a landline without the trunk 0, since it reads like a mistyped mobile", () => {
    expect(normalizeIndianPhone("1123456789")).toBeNull();
    expect(normalizeIndianPhone("5811122233")).toBeNull();
  });

  it("refuses wrong lengths, letters, foreign numbers and a national number starting 0", () => {
    expect(normalizeIndianPhone("981112223")).toBeNull();
    expect(normalizeIndianPhone("98111222334")).toBeNull();
    expect(normalizeIndianPhone("98111-2223x")).toBeNull();
    expect(normalizeIndianPhone("+44 20 7946 0958")).toBeNull();
    expect(normalizeIndianPhone("+91 0011 223344")).toBeNull();
    expect(normalizeIndianPhone("")).toBeNull();
    expect(normalizeIndianPhone("++919811122233")).toBeNull();
  });
});
