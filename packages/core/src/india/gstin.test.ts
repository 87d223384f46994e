import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { gstinCheckChar, isValidGstin, normalizeGstin, panOfGstin, stateOfGstin } from "./gstin";
import { INDIAN_STATES } from "./states";

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

describe("GSTIN check character (mod 36)", () => {
  it("matches the check character of GSTINs issued by the GSTN", () => {
    expect(gstinCheckChar("27AAPFU0939F1Z")).toBe("V");
    expect(gstinCheckChar("29AAGCB7383J1Z")).toBe("4");
  });

  it("accepts lower case input as the same GSTIN", () => {
    expect(gstinCheckChar("27aapfu0939f1z")).toBe("V");
  });

  it("refuses a body that is not 14 characters of 0-9A-Z", () => {
    expect(() => gstinCheckChar("27AAPFU0939F1")).toThrow(RangeError);
    expect(() => gstinCheckChar("27AAPFU0939F1#")).toThrow(RangeError);
  });
});

describe("isValidGstin", () => {
  it("accepts real GSTINs of Maharashtra and Karnataka", () => {
    expect(isValidGstin("27AAPFU0939F1ZV")).toBe(true);
    expect(isValidGstin("29AAGCB7383J1Z4")).toBe(true);
  });

  it("accepts a GSTIN of every state and union territory once its check character is right", () => {
    for (const state of INDIAN_STATES) {
      const body = `${state.gstCode}AAPFU0939F1Z`;
      expect(isValidGstin(body + gstinCheckChar(body))).toBe(true);
    }
  });

  it("rejects a wrong check character", () => {
    expect(isValidGstin("27AAPFU0939F1ZW")).toBe(false);
    expect(isValidGstin("29AAGCB7383J1Z5")).toBe(false);
  });

  it("rejects a state code that does not exist even with a matching check character", () => {
    for (const code of ["00", "25", "28", "39", "99"]) {
      const body = `${code}AAPFU0939F1Z`;
      expect(isValidGstin(body + gstinCheckChar(body))).toBe(false);
    }
  });

  it("rejects a broken layout: length, PAN part, entity 0, missing Z, lower case", () => {
    const fix = (body: string) => body + gstinCheckChar(body);
    expect(isValidGstin("27AAPFU0939F1Z")).toBe(false);
    expect(isValidGstin("27AAPFU0939F1ZVV")).toBe(false);
    expect(isValidGstin(fix("27AAPF10939F1Z"))).toBe(false);
    expect(isValidGstin(fix("27AAPFU093AF1Z"))).toBe(false);
    expect(isValidGstin(fix("27AAPFU0939F0Z"))).toBe(false);
    expect(isValidGstin(fix("27AAPFU0939F1Y"))).toBe(false);
    expect(isValidGstin("27aapfu0939f1zv")).toBe(false);
    expect(isValidGstin("")).toBe(false);
  });

  it("detects any single mistyped character of a valid GSTIN", () => {
    const valid = "27AAPFU0939F1ZV";
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 14 }), fc.constantFrom(...ALPHABET), (position, replacement) => {
        fc.pre(valid.charAt(position) !== replacement);
        const typo = valid.slice(0, position) + replacement + valid.slice(position + 1);
        expect(isValidGstin(typo)).toBe(false);
      }),
      { numRuns: 400 },
    );
  });

  it("a body of the right layout plus its check character is always valid", () => {
    const letters = fc.constantFrom(..."ABCDEFGHIJKLMNOPQRSTUVWXYZ");
    const digit = fc.constantFrom(..."0123456789");
    const body = fc
      .tuple(
        fc.constantFrom(...INDIAN_STATES.map((s) => s.gstCode)),
        fc.array(letters, { minLength: 5, maxLength: 5 }),
        fc.array(digit, { minLength: 4, maxLength: 4 }),
        letters,
        fc.constantFrom(..."123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"),
      )
      .map(([state, a, d, l, entity]) => `${state}${a.join("")}${d.join("")}${l}${entity}Z`);
    fc.assert(fc.property(body, (b) => isValidGstin(b + gstinCheckChar(b))));
  });
});

describe("GSTIN parts", () => {
  it("a GSTIN names its state and embeds the holder's PAN", () => {
    expect(stateOfGstin("27AAPFU0939F1ZV")?.name).toBe("Maharashtra");
    expect(panOfGstin("27AAPFU0939F1ZV")).toBe("AAPFU0939F");
    expect(stateOfGstin("27AAPFU0939F1ZW")).toBeUndefined();
  });

  it("normalising removes spaces and upper-cases", () => {
    expect(normalizeGstin(" 27aapfu0939f1zv ")).toBe("27AAPFU0939F1ZV");
    expect(normalizeGstin("27 AAPFU 0939F 1ZV")).toBe("27AAPFU0939F1ZV");
  });
});
