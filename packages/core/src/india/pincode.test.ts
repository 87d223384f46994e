import { describe, expect, it } from "vitest";
import { isValidPincode } from "./pincode";

describe("isValidPincode", () => {
  it("accepts 6 digits whose first is 1-9", () => {
    expect(isValidPincode("110006")).toBe(true);
    expect(isValidPincode("400001")).toBe(true);
    expect(isValidPincode("999999")).toBe(true);
  });

  it("rejects a leading 0, other lengths, spaces and letters", () => {
    expect(isValidPincode("011006")).toBe(false);
    expect(isValidPincode("11006")).toBe(false);
    expect(isValidPincode("1100061")).toBe(false);
    expect(isValidPincode("110 006")).toBe(false);
    expect(isValidPincode("11000A")).toBe(false);
    expect(isValidPincode("")).toBe(false);
  });
});
