import { PassThrough } from "node:stream";
import { TextDecoder } from "node:util";
import { createInflateRaw } from "node:zlib";
import { sheetCellRead, sheetRows } from "@roshni/core";
import ExcelJS from "exceljs";
import Papa from "papaparse";
import { SaxesParser, type SaxesTagPlain } from "saxes";

/**
 * Reading and writing the catalogue's spreadsheets: Papa Parse for CSV, ExcelJS to write .xlsx, and a
 * streaming reader of our own for .xlsx uploads. An .xlsx is a zip whose sheet may inflate to hundreds
 * of megabytes from a few; the reader checks what the zip's central directory declares before it
 * inflates anything, then inflates and parses the sheet as a stream, counting what comes out, and stops
 * at the first limit it meets. Rows come out as text cells, the header first.
 */

export type SheetFormat = "csv" | "xlsx";

export class SheetError extends Error {}

/** A file above the limits below: refused at upload with 422, before it is stored or inflated. */
export class SheetTooLarge extends SheetError {}

/** The most rows a file may have (beyond it the import is refused before anything is analysed). */
export const SHEET_ROWS_MAX = 200_000;

export interface SheetLimits {
  /** Rows after the header. */
  rows: number;
  /** Bytes of the sheet's XML once inflated, and of the shared strings' XML. */
  xmlBytes: number;
  /** Characters of all the cells kept. */
  textChars: number;
}

/**
 * Limits from the row limit: an .xlsx row written by Excel or by our export takes well under 1 KiB of
 * XML with its shared strings apart, and a product row carries about 400 characters of text on average
 * (a CSV of 100,000 products with descriptions is about 40 MB). A sheet at the limit therefore stays
 * under 200 MiB of XML and 80 million characters, whatever the zip's compression ratio.
 */
export function sheetLimits(rows: number): SheetLimits {
  return { rows, xmlBytes: rows * 1024, textChars: rows * 400 };
}

export const SHEET_LIMITS: SheetLimits = sheetLimits(SHEET_ROWS_MAX);

/** The workbook's own small parts (workbook.xml, its relationships). */
const PART_MAX_BYTES = 1024 * 1024;

const XLSX_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

export function formatOf(fileName: string, bytes: Buffer): SheetFormat {
  if (bytes.subarray(0, 4).equals(XLSX_MAGIC) || /\.xlsx$/i.test(fileName)) return "xlsx";
  return "csv";
}

/** What a read went through: tests check that a refused file was not inflated. */
export interface SheetReadStats {
  inflatedBytes: number;
  rowsRead: number;
}

/**
 * The rows of a CSV or Excel file as text cells; throws SheetError with a sentence for the user. The
 * apostrophe our exports put before a formula character is removed (see `sheetText` in core), so an
 * exported file imports back unchanged.
 */
export async function readSheet(
  bytes: Buffer,
  format: SheetFormat,
  limits: SheetLimits = SHEET_LIMITS,
  stats: SheetReadStats = { inflatedBytes: 0, rowsRead: 0 },
): Promise<string[][]> {
  const kept = format === "xlsx" ? await readXlsx(bytes, limits, stats) : readCsv(bytes, limits);
  if (kept.length === 0) throw new SheetError("The file is empty.");
  return kept.map((row) => row.map(sheetCellRead));
}

function tooManyRows(limits: SheetLimits): SheetTooLarge {
  return new SheetTooLarge(`The file has more than ${limits.rows.toLocaleString("en-IN")} rows; split it.`);
}

function readCsv(bytes: Buffer, limits: SheetLimits): string[][] {
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
  const kept = parsed.data.filter((row) => row.some((cell) => cell.trim() !== ""));
  if (kept.length - 1 > limits.rows) throw tooManyRows(limits);
  return kept;
}

// --- The zip container ----------------------------------------------------------------------------

interface ZipEntry {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  /** The uncompressed size the central directory declares; the inflate never goes beyond it. */
  size: number;
  localOffset: number;
}

const NOT_XLSX = "The file is not an Excel .xlsx workbook.";

/** The entries of the zip's central directory, read without inflating anything. */
function zipEntries(bytes: Buffer): Map<string, ZipEntry> {
  const end = findEndOfDirectory(bytes);
  const count = bytes.readUInt16LE(end + 10);
  const directorySize = bytes.readUInt32LE(end + 12);
  const directoryOffset = bytes.readUInt32LE(end + 16);
  // ZIP64 markers: an import file is far below 4 GB, so only a crafted file carries them.
  if (count === 0xffff || directorySize === 0xffffffff || directoryOffset === 0xffffffff) {
    throw new SheetError(NOT_XLSX);
  }
  if (directoryOffset + directorySize > bytes.length) throw new SheetError(NOT_XLSX);
  const entries = new Map<string, ZipEntry>();
  let at = directoryOffset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== 0x02014b50) throw new SheetError(NOT_XLSX);
    const nameLength = bytes.readUInt16LE(at + 28);
    const entry: ZipEntry = {
      flags: bytes.readUInt16LE(at + 8),
      method: bytes.readUInt16LE(at + 10),
      compressedSize: bytes.readUInt32LE(at + 20),
      size: bytes.readUInt32LE(at + 24),
      localOffset: bytes.readUInt32LE(at + 42),
      name: bytes.toString("utf8", at + 46, at + 46 + nameLength),
    };
    entries.set(entry.name, entry);
    at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return entries;
}

function findEndOfDirectory(bytes: Buffer): number {
  const lowest = Math.max(0, bytes.length - 22 - 0xffff);
  for (let at = bytes.length - 22; at >= lowest; at--) {
    if (bytes.readUInt32LE(at) === 0x06054b50) return at;
  }
  throw new SheetError(NOT_XLSX);
}

/**
 * The inflated bytes of an entry as a stream of chunks, never more than `max` bytes nor more than the
 * entry declares: a zip whose data inflates beyond its declared size is refused at that point.
 */
async function* inflateEntry(
  bytes: Buffer,
  entry: ZipEntry,
  max: number,
  stats: SheetReadStats,
  tooLarge: () => SheetError,
): AsyncGenerator<Buffer> {
  if (entry.size > max) throw tooLarge();
  if ((entry.flags & 0x1) !== 0)
    throw new SheetError("The workbook is protected by a password; save it without one.");
  const local = entry.localOffset;
  if (local + 30 > bytes.length || bytes.readUInt32LE(local) !== 0x04034b50) throw new SheetError(NOT_XLSX);
  const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
  if (start + entry.compressedSize > bytes.length) throw new SheetError(NOT_XLSX);
  const data = bytes.subarray(start, start + entry.compressedSize);
  const damaged = () => new SheetError("The workbook is damaged: a part is larger than it declares.");
  if (entry.method === 0) {
    if (data.length !== entry.size) throw damaged();
    for (let at = 0; at < data.length; at += 65_536) {
      const chunk = data.subarray(at, at + 65_536);
      stats.inflatedBytes += chunk.length;
      yield chunk;
    }
    return;
  }
  if (entry.method !== 8) throw new SheetError(NOT_XLSX);
  const inflater = createInflateRaw({ chunkSize: 65_536 });
  inflater.end(data);
  let total = 0;
  try {
    for await (const chunk of inflater as AsyncIterable<Buffer>) {
      total += chunk.length;
      stats.inflatedBytes += chunk.length;
      if (total > entry.size) throw damaged();
      yield chunk;
    }
  } catch (error) {
    if (error instanceof SheetError) throw error;
    throw new SheetError(NOT_XLSX);
  } finally {
    inflater.destroy();
  }
}

// --- XML, as a stream ----------------------------------------------------------------------------------

function localName(name: string): string {
  const colon = name.indexOf(":");
  return colon === -1 ? name : name.slice(colon + 1);
}

interface XmlHandlers {
  open?: (name: string, attributes: Record<string, string>) => void;
  text?: (text: string) => void;
  close?: (name: string) => void;
}

/**
 * Parses an entry's XML as it inflates. A handler may throw SheetError to stop: the inflate stops with
 * it, so nothing past that point is inflated.
 */
async function parseEntry(
  bytes: Buffer,
  entry: ZipEntry,
  max: number,
  stats: SheetReadStats,
  tooLarge: () => SheetError,
  handlers: XmlHandlers,
): Promise<void> {
  const parser = new SaxesParser();
  let failure: unknown = null;
  const guard =
    <A extends unknown[]>(handler: ((...args: A) => void) | undefined) =>
    (...args: A) => {
      if (failure !== null || !handler) return;
      try {
        handler(...args);
      } catch (error) {
        failure = error;
      }
    };
  const onOpen = guard(handlers.open);
  const onText = guard(handlers.text);
  const onClose = guard(handlers.close);
  parser.on("opentag", (node: SaxesTagPlain) => onOpen(localName(node.name), node.attributes));
  parser.on("text", (text: string) => onText(text));
  parser.on("cdata", (text: string) => onText(text));
  parser.on("closetag", (node: SaxesTagPlain) => onClose(localName(node.name)));
  parser.on("error", (error: Error) => {
    failure ??= error;
  });
  const decoder = new TextDecoder("utf-8");
  try {
    for await (const chunk of inflateEntry(bytes, entry, max, stats, tooLarge)) {
      parser.write(decoder.decode(chunk, { stream: true }));
      if (failure !== null) break;
    }
    if (failure === null) parser.write(decoder.decode()).close();
  } catch (error) {
    failure ??= error;
  }
  if (failure instanceof SheetError) throw failure;
  if (failure !== null) throw new SheetError(NOT_XLSX);
}

// --- The workbook ----------------------------------------------------------------------------------------

interface XlsxParts {
  entries: Map<string, ZipEntry>;
  sheet: ZipEntry;
  sharedStrings: ZipEntry | undefined;
}

function xmlTooLarge(limits: SheetLimits): () => SheetTooLarge {
  const megabytes = Math.max(1, Math.floor(limits.xmlBytes / (1024 * 1024)));
  return () =>
    new SheetTooLarge(
      `The workbook's sheet is larger than an import of ${limits.rows.toLocaleString("en-IN")} rows can be ` +
        `(more than ${megabytes} MB once unpacked); split it or save it as CSV.`,
    );
}

function partPath(target: string): string {
  if (target.startsWith("/")) return target.slice(1);
  return `xl/${target.replace(/^\.\//, "")}`;
}

/** The first sheet and the shared strings, found from workbook.xml and its relationships. */
async function xlsxParts(bytes: Buffer, limits: SheetLimits, stats: SheetReadStats): Promise<XlsxParts> {
  const entries = zipEntries(bytes);
  const workbook = entries.get("xl/workbook.xml");
  const rels = entries.get("xl/_rels/workbook.xml.rels");
  if (!workbook || !rels) throw new SheetError(NOT_XLSX);
  const partTooLarge = () => new SheetTooLarge("The workbook's index is too large to be an import file.");
  let firstSheetId: string | null = null;
  await parseEntry(bytes, workbook, PART_MAX_BYTES, stats, partTooLarge, {
    open(name, attributes) {
      if (name !== "sheet" || firstSheetId !== null) return;
      const key = Object.keys(attributes).find((attribute) => localName(attribute) === "id");
      firstSheetId = key ? (attributes[key] ?? null) : null;
    },
  });
  const targets = new Map<string, string>();
  let sharedStringsTarget: string | null = null;
  await parseEntry(bytes, rels, PART_MAX_BYTES, stats, partTooLarge, {
    open(name, attributes) {
      if (name !== "Relationship" || !attributes.Id || !attributes.Target) return;
      targets.set(attributes.Id, attributes.Target);
      if (attributes.Type?.endsWith("/sharedStrings")) sharedStringsTarget = attributes.Target;
    },
  });
  const sheetTarget = firstSheetId === null ? undefined : targets.get(firstSheetId);
  const sheet = sheetTarget ? entries.get(partPath(sheetTarget)) : undefined;
  if (!sheet) throw new SheetError("The workbook has no sheet.");
  const sharedStrings = entries.get(
    sharedStringsTarget ? partPath(sharedStringsTarget) : "xl/sharedStrings.xml",
  );
  // Declared sizes first: a zip bomb is refused here, before a byte of the sheet is inflated.
  const tooLarge = xmlTooLarge(limits);
  if (sheet.size > limits.xmlBytes || (sharedStrings?.size ?? 0) > limits.xmlBytes) throw tooLarge();
  return { entries, sheet, sharedStrings };
}

/** "C12" → column 2 (from 0), or -1. */
function columnOf(reference: string | undefined): number {
  if (!reference) return -1;
  let column = 0;
  let letters = 0;
  for (const char of reference) {
    const code = char.charCodeAt(0);
    if (code < 65 || code > 90) break;
    column = column * 26 + (code - 64);
    letters += 1;
  }
  return letters === 0 ? -1 : column - 1;
}

/** The last row of a `<dimension ref="A1:Z5000">`, or null when it names none. */
function dimensionRows(ref: string | undefined): number | null {
  const last = ref?.split(":").at(-1)?.match(/\d+$/)?.[0];
  return last === undefined ? null : Number(last);
}

class StopReading extends SheetError {}

/**
 * Checks an upload without reading its rows: the declared sizes of the zip's parts and the sheet's
 * declared dimension (the first element of its XML, so only its first few kilobytes are inflated).
 * Throws SheetTooLarge above the limits; any other damage is left to the import to report.
 */
export async function checkSheetUpload(
  fileName: string,
  bytes: Buffer,
  limits: SheetLimits = SHEET_LIMITS,
  stats: SheetReadStats = { inflatedBytes: 0, rowsRead: 0 },
): Promise<void> {
  if (formatOf(fileName, bytes) !== "xlsx") return;
  try {
    const { sheet } = await xlsxParts(bytes, limits, stats);
    await parseEntry(bytes, sheet, limits.xmlBytes, stats, xmlTooLarge(limits), {
      open(name, attributes) {
        if (name === "dimension") {
          const declared = dimensionRows(attributes.ref);
          if (declared !== null && declared - 1 > limits.rows) throw tooManyRows(limits);
          throw new StopReading();
        }
        if (name === "sheetData") throw new StopReading();
      },
    });
  } catch (error) {
    if (error instanceof SheetTooLarge) throw error;
    if (!(error instanceof SheetError)) throw error;
  }
}

async function readSharedStrings(
  bytes: Buffer,
  entry: ZipEntry,
  limits: SheetLimits,
  stats: SheetReadStats,
  budget: { chars: number },
): Promise<string[]> {
  const strings: string[] = [];
  let current: string | null = null;
  let inText = false;
  let phonetic = 0;
  await parseEntry(bytes, entry, limits.xmlBytes, stats, xmlTooLarge(limits), {
    open(name) {
      if (name === "si") current = "";
      else if (name === "rPh") phonetic += 1;
      else if (name === "t" && phonetic === 0) inText = true;
    },
    text(text) {
      if (!inText || current === null) return;
      budget.chars += text.length;
      if (budget.chars > limits.textChars) throw textTooLarge(limits);
      current += text;
    },
    close(name) {
      if (name === "t") inText = false;
      else if (name === "rPh") phonetic -= 1;
      else if (name === "si") {
        strings.push(current ?? "");
        current = null;
      }
    },
  });
  return strings;
}

function textTooLarge(limits: SheetLimits): SheetTooLarge {
  return new SheetTooLarge(
    `The file holds more text than an import of ${limits.rows.toLocaleString("en-IN")} rows may carry; split it.`,
  );
}

async function readXlsx(bytes: Buffer, limits: SheetLimits, stats: SheetReadStats): Promise<string[][]> {
  const parts = await xlsxParts(bytes, limits, stats);
  const shared = parts.sharedStrings
    ? await readSharedStrings(bytes, parts.sharedStrings, limits, stats, { chars: 0 })
    : [];
  // The text as the import sees it: a shared string counts each time a cell uses it, so a few long
  // strings repeated in every row cannot carry more text than a CSV could.
  const budget = { chars: 0 };
  const rows: string[][] = [];
  let width = 0;
  let row: string[] | null = null;
  let rowHasText = false;
  let cell: { column: number; type: string; value: string; capture: boolean } | null = null;
  let nextColumn = 0;
  let inInline = false;

  const cellValue = (type: string, value: string): string => {
    switch (type) {
      case "s":
        return shared[Number(value)] ?? "";
      case "b":
        return value === "1" ? "true" : "false";
      case "e":
        return "";
      case "d":
        return value.slice(0, 10);
      default:
        return value;
    }
  };

  await parseEntry(bytes, parts.sheet, limits.xmlBytes, stats, xmlTooLarge(limits), {
    open(name, attributes) {
      switch (name) {
        case "dimension": {
          const declared = dimensionRows(attributes.ref);
          if (declared !== null && declared - 1 > limits.rows) throw tooManyRows(limits);
          break;
        }
        case "row":
          row = [];
          rowHasText = false;
          nextColumn = 0;
          break;
        case "c": {
          const column = columnOf(attributes.r);
          cell = {
            column: column === -1 ? nextColumn : column,
            type: attributes.t ?? "n",
            value: "",
            capture: false,
          };
          nextColumn = cell.column + 1;
          break;
        }
        case "v":
          if (cell) cell.capture = true;
          break;
        case "is":
          inInline = true;
          break;
        case "t":
          if (cell && inInline) cell.capture = true;
          break;
      }
    },
    text(text) {
      if (!cell?.capture) return;
      budget.chars += text.length;
      if (budget.chars > limits.textChars) throw textTooLarge(limits);
      cell.value += text;
    },
    close(name) {
      switch (name) {
        case "v":
        case "t":
          if (cell) cell.capture = false;
          break;
        case "is":
          inInline = false;
          break;
        case "c":
          if (cell && row) {
            const value = cellValue(cell.type, cell.value);
            if (cell.type === "s") {
              budget.chars += value.length;
              if (budget.chars > limits.textChars) throw textTooLarge(limits);
            }
            if (value !== "") {
              // A column far to the right would make every row that wide: the file is no import.
              if (cell.column >= 1000) throw new SheetError("The sheet has more than 1,000 columns.");
              row[cell.column] = value;
              if (value.trim() !== "") rowHasText = true;
            }
          }
          cell = null;
          break;
        case "row":
          stats.rowsRead += 1;
          if (row && rowHasText) {
            // Stops while reading: the rows beyond the limit are never inflated.
            if (rows.length > limits.rows) throw tooManyRows(limits);
            rows.push(row);
            width = Math.max(width, row.length);
          }
          row = null;
          break;
      }
    },
  });
  return rows.map((cells) => Array.from({ length: width }, (_, index) => cells[index] ?? ""));
}

// --- Writing -----------------------------------------------------------------------------------------

/**
 * A sheet as written: every text cell neutralised against formulas (core's `sheetRows`), the cells of
 * `numberColumns` kept as plain numbers.
 */
export interface SheetContent {
  header: readonly string[];
  rows: readonly (readonly (string | number)[])[];
  numberColumns: ReadonlySet<string>;
}

export function csvBuffer(content: SheetContent): Buffer {
  const rows = sheetRows(content.header, content.rows, content.numberColumns);
  // A byte-order mark so that Excel opens the file as UTF-8 (₹ and non-Latin names stay readable).
  return Buffer.from(`\ufeff${Papa.unparse(rows, { newline: "\r\n" })}\r\n`, "utf8");
}

/**
 * An .xlsx of one sheet, written as a stream so 100,000 rows never sit in memory twice. Every cell is a
 * string cell (never a formula), with the same apostrophe as the CSV before a formula character.
 */
export async function xlsxBuffer(sheetName: string, content: SheetContent): Promise<Buffer> {
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on("data", (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    output.on("end", resolve);
    output.on("error", reject);
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName);
  for (const row of sheetRows(content.header, content.rows, content.numberColumns)) {
    sheet.addRow(row).commit();
  }
  sheet.commit();
  await workbook.commit();
  await finished;
  return Buffer.concat(chunks);
}
