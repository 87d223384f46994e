import { PassThrough } from "node:stream";
import ExcelJS from "exceljs";
import Papa from "papaparse";

/**
 * Reading and writing the catalogue's spreadsheets with maintained libraries: Papa Parse for CSV,
 * ExcelJS for .xlsx. Both give the rows as text cells, the header first.
 */

export type SheetFormat = "csv" | "xlsx";

export class SheetError extends Error {}

/** The most rows a file may have (beyond it the import is refused before anything is analysed). */
export const SHEET_ROWS_MAX = 200_000;

const XLSX_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

export function formatOf(fileName: string, bytes: Buffer): SheetFormat {
  if (bytes.subarray(0, 4).equals(XLSX_MAGIC) || /\.xlsx$/i.test(fileName)) return "xlsx";
  return "csv";
}

/** The rows of a CSV or Excel file as text cells; throws SheetError with a sentence for the user. */
export async function readSheet(bytes: Buffer, format: SheetFormat): Promise<string[][]> {
  const rows = format === "xlsx" ? await readXlsx(bytes) : readCsv(bytes);
  const kept = rows.filter((row) => row.some((cell) => cell.trim() !== ""));
  if (kept.length === 0) throw new SheetError("The file is empty.");
  if (kept.length - 1 > SHEET_ROWS_MAX) {
    throw new SheetError(`The file has more than ${SHEET_ROWS_MAX.toLocaleString("en-IN")} rows; split it.`);
  }
  return kept;
}

function readCsv(bytes: Buffer): string[][] {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new SheetError(
      'The file is not UTF-8 text. In the spreadsheet, save it as "CSV UTF-8" (or as Excel .xlsx) and try again.',
    );
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  if (text.includes("\u0000")) throw new SheetError("The file is not a CSV text file.");
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: "greedy" });
  const fatal = parsed.errors.find((error) => error.type === "Quotes");
  if (fatal) {
    throw new SheetError(`Row ${(fatal.row ?? 0) + 1} has a quote that is never closed.`);
  }
  return parsed.data;
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (typeof value === "string") return value;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === "object") {
    if ("richText" in value) return value.richText.map((part) => part.text).join("");
    if ("result" in value) return cellText(value.result as ExcelJS.CellValue);
    if ("text" in value) return String(value.text);
  }
  return "";
}

async function readXlsx(bytes: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new SheetError("The file is not an Excel .xlsx workbook.");
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new SheetError("The workbook has no sheet.");
  const rows: string[][] = [];
  const width = sheet.columnCount;
  sheet.eachRow({ includeEmpty: true }, (row, number) => {
    const cells: string[] = [];
    for (let column = 1; column <= width; column++) cells.push(cellText(row.getCell(column).value));
    rows[number - 1] = cells;
  });
  return Array.from(rows, (row) => row ?? []);
}

export function csvBuffer(rows: readonly (readonly string[])[]): Buffer {
  // A byte-order mark so that Excel opens the file as UTF-8 (₹ and non-Latin names stay readable).
  return Buffer.from(`\ufeff${Papa.unparse(rows as string[][], { newline: "\r\n" })}\r\n`, "utf8");
}

/** An .xlsx of one sheet, written as a stream so 100,000 rows never sit in memory twice. */
export async function xlsxBuffer(sheetName: string, rows: readonly (readonly string[])[]): Promise<Buffer> {
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on("data", (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    output.on("end", resolve);
    output.on("error", reject);
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName);
  for (const row of rows) sheet.addRow([...row]).commit();
  sheet.commit();
  await workbook.commit();
  await finished;
  return Buffer.concat(chunks);
}
