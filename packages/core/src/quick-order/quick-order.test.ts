import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseQuickOrderText, QUICK_ORDER_MAX_LINES, type QuickOrderParse } from "./parse";
import { findQuickOrderColumns, parseQuickOrderTable } from "./table";

const pairs = (parsed: QuickOrderParse) => parsed.rows.map((row) => [row.sku, row.quantity]);

describe("parseQuickOrderText", () => {
  it("reads every usual way of writing a line", () => {
    const parsed = parseQuickOrderText(
      [
        "RL-CH-0101 12",
        "RL-CH-0102, 3",
        "RL-CH-0103 x 4",
        "RL-CH-0104\t5",
        "RL-CH-0105 X 6",
        "RL-CH-0106×7",
        "8 x RL-CH-0107",
        "RL-CH-0108;9",
        "- RL-CH-0109 10 pcs",
        "RL-CH-0110 qty: 11",
        "RL-CH-0111 12nos",
      ].join("\n"),
    );
    expect(parsed.problems).toEqual([]);
    expect(pairs(parsed)).toEqual([
      ["RL-CH-0101", 12],
      ["RL-CH-0102", 3],
      ["RL-CH-0103", 4],
      ["RL-CH-0104", 5],
      ["RL-CH-0105", 6],
      ["RL-CH-0106", 7],
      ["RL-CH-0107", 8],
      ["RL-CH-0108", 9],
      ["RL-CH-0109", 10],
      ["RL-CH-0110", 11],
      ["RL-CH-0111", 12],
    ]);
  });

  it("tolerates blank lines, stray spaces, Windows line ends and a header", () => {
    const parsed = parseQuickOrderText(
      "SKU\tQty\r\n\r\n   RL-1    2   \r\n\n\u00a0RL-2\u00a0\u00a03\u200b\n",
    );
    expect(parsed.problems).toEqual([]);
    expect(pairs(parsed)).toEqual([
      ["RL-1", 2],
      ["RL-2", 3],
    ]);
    expect(parsed.rows[1]?.lines).toEqual([5]);
  });

  it("takes the first and last cells of a row copied from a wider sheet", () => {
    expect(pairs(parseQuickOrderText("RL-1\tCrystal chandelier\t\t4"))).toEqual([["RL-1", 4]]);
  });

  it("reads Arabic-Indic, Devanagari and full-width digits", () => {
    expect(pairs(parseQuickOrderText("RL-1 ١٢\nRL-2 १५\nＲＬ-3 ４"))).toEqual([
      ["RL-1", 12],
      ["RL-2", 15],
      ["RL-3", 4],
    ]);
  });

  it("accepts Excel's 12.0 but not half a piece", () => {
    const parsed = parseQuickOrderText("RL-1 12.0\nRL-2 2.5");
    expect(pairs(parsed)).toEqual([["RL-1", 12]]);
    expect(parsed.problems).toMatchObject([{ line: 2, code: "bad-quantity", text: "RL-2 2.5" }]);
  });

  it("does not split a SKU ending in x and digits", () => {
    expect(pairs(parseQuickOrderText("BOX12 3"))).toEqual([["BOX12", 3]]);
  });

  it("sums a SKU named twice, ignoring case, and keeps both line numbers", () => {
    const parsed = parseQuickOrderText("RL-1 2\nRL-2 1\nrl-1 5");
    expect(parsed.rows).toEqual([
      { sku: "RL-1", quantity: 7, lines: [1, 3] },
      { sku: "RL-2", quantity: 1, lines: [2] },
    ]);
  });

  it("names each line it cannot read and keeps the others", () => {
    const parsed = parseQuickOrderText(
      "RL-1\nRL-2 0\nRL-3 100001\nRL 4 5 6 7\nhello@world 3\nRL-5 many\nRL-6 4",
    );
    expect(pairs(parsed)).toEqual([["RL-6", 4]]);
    expect(parsed.problems.map((p) => [p.line, p.code])).toEqual([
      [1, "no-quantity"],
      [2, "quantity-too-small"],
      [3, "quantity-too-large"],
      [4, "unreadable"],
      [5, "bad-sku"],
      [6, "bad-quantity"],
    ]);
    expect(parsed.problems[0]?.message).toMatch(/^Line 1: add the quantity/);
  });

  it("refuses a repeated SKU whose sum would pass the line maximum", () => {
    const parsed = parseQuickOrderText("RL-1 60000\nRL-1 60000");
    expect(pairs(parsed)).toEqual([["RL-1", 60000]]);
    expect(parsed.problems).toMatchObject([{ line: 2, code: "quantity-too-large" }]);
  });

  it("reads 500 lines and reports where it stopped", () => {
    const text = Array.from({ length: 502 }, (_, i) => `RL-${i} 1`).join("\n");
    const parsed = parseQuickOrderText(text);
    expect(parsed.rows).toHaveLength(QUICK_ORDER_MAX_LINES);
    expect(parsed.problems).toMatchObject([{ line: 501, code: "too-many-lines" }]);
  });

  it("cuts a long line in its problem", () => {
    const parsed = parseQuickOrderText(`${"A".repeat(200)} 1`);
    expect(parsed.problems[0]?.code).toBe("bad-sku");
    expect(parsed.problems[0]?.text.length).toBe(80);
  });

  it("never throws, and every non-blank line is a row line or a problem (fuzzed)", () => {
    const piece = fc.oneof(
      fc.string(),
      fc.constantFrom("\t", "\n", "\r\n", " x ", ",", "×", "١", "\u200b", "\ufeff", "12", "RL-1", "0", "."),
      fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9._\-/]{0,10}$/),
      fc.integer({ min: -5, max: 200_000 }).map(String),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), (pieces) => {
        const text = pieces.join("");
        const parsed = parseQuickOrderText(text);
        for (const row of parsed.rows) {
          expect(Number.isInteger(row.quantity)).toBe(true);
          expect(row.quantity).toBeGreaterThanOrEqual(1);
          expect(row.quantity).toBeLessThanOrEqual(100_000);
          expect(row.sku).toMatch(/^[A-Za-z0-9][A-Za-z0-9._\-/]*$/);
        }
        for (const problem of parsed.problems) expect(problem.message.length).toBeGreaterThan(0);
        const used = parsed.rows.reduce((n, row) => n + row.lines.length, 0) + parsed.problems.length;
        const nonBlank = text.split(/\r\n|\r|\n/).filter((line) => line.trim() !== "").length;
        // A first line of header words is skipped without a problem.
        expect(used === nonBlank || used === nonBlank - 1).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it("never throws on any value at all", () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const parsed = parseQuickOrderText(value as string);
        expect(Array.isArray(parsed.rows)).toBe(true);
      }),
    );
  });
});

describe("parseQuickOrderTable", () => {
  it("finds the SKU and quantity columns by the names a buyer's sheet uses", () => {
    expect(findQuickOrderColumns([["Sr", "Description", "Item Code", "Qty (pcs)"]])).toEqual({
      sku: 2,
      quantity: 3,
      headerRow: 0,
    });
    expect(findQuickOrderColumns([["Hotel Saffron"], [], ["Part No.", "QUANTITY"]])).toEqual({
      sku: 0,
      quantity: 1,
      headerRow: 2,
    });
    expect(findQuickOrderColumns([["RL-1", 4]])).toEqual({ sku: 0, quantity: 1, headerRow: -1 });
  });

  it("reads rows under the header with spreadsheet row numbers", () => {
    const parsed = parseQuickOrderTable([
      ["Description", "Part no", "Quantity"],
      ["Chandelier", "RL-1", 4],
      [null, null, null],
      ["Lamp", { richText: [{ text: "RL-2" }] }, { formula: "2*3", result: 6 }],
      ["Oops", "RL-3", "two"],
    ]);
    expect(pairs(parsed)).toEqual([
      ["RL-1", 4],
      ["RL-2", 6],
    ]);
    expect(parsed.problems).toMatchObject([{ line: 5, code: "bad-quantity" }]);
  });

  it("never throws on any table (fuzzed)", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.array(fc.anything({ withNullPrototype: true, withBoxedValues: true }), { maxLength: 6 }),
          { maxLength: 30 },
        ),
        (rows) => {
          const parsed = parseQuickOrderTable(rows);
          expect(parsed.rows.every((row) => row.quantity >= 1)).toBe(true);
        },
      ),
    );
  });
});
