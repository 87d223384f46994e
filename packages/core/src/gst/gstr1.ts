import { stringify } from "csv-stringify/sync";
import { shopMonth, shopWallClock } from "../india/clock";
import { stateByGstCode } from "../india/states";
import type { Paise } from "../money/paise";
import { sheetRows } from "../spreadsheet/cells";
import type { GstRecord } from "./gst-record";
import { hsnDescription } from "./hsn-rates";
import { sequenceOf } from "./invoice-number";

/** B2CL: an inter-state invoice to an unregistered buyer above ₹1,00,000. */
export const B2CL_THRESHOLD: Paise = 10_000_000;

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2026-03" of an instant in India. */
export function indianMonth(at: Date): string {
  return shopMonth(at);
}

/**
 * A month that can be exported: "YYYY-MM", not after the current month in India. Returns the refusal as
 * a sentence, or null.
 */
export function gstr1MonthError(month: string, now: Date): string | null {
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) return "Choose the month as YYYY-MM, for example 2026-03.";
  if (month > indianMonth(now)) return `GSTR-1 for ${month} cannot be exported: that month has not begun.`;
  return null;
}

/** "10-Mar-2026", the offline tool's date format. */
export function gstr1Date(at: Date): string {
  const india = shopWallClock(at);
  const day = String(india.getUTCDate()).padStart(2, "0");
  return `${day}-${MONTHS[india.getUTCMonth()]}-${india.getUTCFullYear()}`;
}

/** "27-Maharashtra". */
export function gstr1PlaceOfSupply(gstCode: string): string {
  const state = stateByGstCode(gstCode);
  return state ? `${state.gstCode}-${state.name}` : gstCode;
}

function amount(paise: Paise): string {
  return (paise / 100).toFixed(2);
}

/**
 * The columns of the tables that hold numbers (values, rates, quantities, counts): they stay plain
 * numbers, negative ones included. Every other cell is text a buyer may have typed (a receiver name, a
 * description) and is neutralised against formulas.
 */
const GSTR1_NUMBER_COLUMNS: ReadonlySet<string> = new Set([
  "Invoice Value",
  "Note Value",
  "Applicable % of Tax Rate",
  "Rate",
  "Taxable Value",
  "Cess Amount",
  "Total Quantity",
  "Total Value",
  "Integrated Tax Amount",
  "Central Tax Amount",
  "State/UT Tax Amount",
  "Total Number",
  "Cancelled",
]);

function csv(header: readonly string[], rows: readonly (string | number)[][]): string {
  return stringify(sheetRows(header, rows, GSTR1_NUMBER_COLUMNS), { record_delimiter: "\r\n" });
}

interface RateTotals {
  rate: number;
  taxable: Paise;
}

/** Taxable value per rate of a document, lowest rate first. */
function byRate(record: GstRecord): RateTotals[] {
  const rates = new Map<number, Paise>();
  for (const line of record.lines) rates.set(line.rate, (rates.get(line.rate) ?? 0) + line.taxable);
  return [...rates.entries()].sort(([a], [b]) => a - b).map(([rate, taxable]) => ({ rate, taxable }));
}

function isB2cl(record: Pick<GstRecord, "intraState">, invoiceTotal: Paise): boolean {
  return !record.intraState && invoiceTotal > B2CL_THRESHOLD;
}

export interface Gstr1Totals {
  invoices: { count: number; taxable: Paise; cgst: Paise; sgst: Paise; igst: Paise; total: Paise };
  creditNotes: { count: number; taxable: Paise; cgst: Paise; sgst: Paise; igst: Paise; total: Paise };
  /** Taxable value reported in each table (B2CS net of its credit notes; HSN net of all credit notes). */
  tables: { b2b: Paise; b2cl: Paise; b2cs: Paise; cdnr: Paise; cdnur: Paise; hsn: Paise };
}

/**
 * The offline tool's sheets this export fills. From the return period May 2025 the HSN summary is two
 * tables, `hsn(b2b)` (supplies to registered buyers) and `hsn(b2c)` (the rest); the shop has no
 * documents from before that period, so the single older table is not produced.
 */
export type Gstr1TableId = "b2b" | "b2cl" | "b2cs" | "cdnr" | "cdnur" | "hsn-b2b" | "hsn-b2c" | "docs";

export interface Gstr1Export {
  month: string;
  /** One CSV per table, named as the offline tool's sheets. */
  files: Record<Gstr1TableId, string>;
  totals: Gstr1Totals;
}

function sumOf(records: readonly GstRecord[]) {
  return {
    count: records.length,
    taxable: records.reduce((s, r) => s + r.taxable, 0),
    cgst: records.reduce((s, r) => s + r.cgst, 0),
    sgst: records.reduce((s, r) => s + r.sgst, 0),
    igst: records.reduce((s, r) => s + r.igst, 0),
    total: records.reduce((s, r) => s + r.total, 0),
  };
}

/** First and last number of a series in the month, the count in that range and how many are missing. */
function seriesRow(nature: string, numbers: readonly string[]): (string | number)[] | null {
  if (numbers.length === 0) return null;
  const sorted = [...numbers].sort((a, b) => (sequenceOf(a) ?? 0) - (sequenceOf(b) ?? 0));
  const first = sorted[0] as string;
  const last = sorted.at(-1) as string;
  const span = (sequenceOf(last) ?? 0) - (sequenceOf(first) ?? 0) + 1;
  return [nature, first, last, span, span - sorted.length];
}

/**
 * A month's GSTR-1 as the offline tool's CSV tables (GST.md "Exports for the accountant"): B2B per
 * invoice and rate; B2CL (inter-state, unregistered, above ₹1,00,000) per invoice and rate; B2CS summed
 * by place of supply and rate, net of the month's credit notes on such invoices; CDNR (registered) and
 * CDNUR (B2CL invoices) per note and rate; the HSN summary net of credit notes, split into hsn(b2b) and
 * hsn(b2c), each HSN described as the HSN master names it (never a product's title); the documents issued.
 * Refuses a month that has not begun. Documents of other months in `records` are left out.
 */
export function buildGstr1(
  month: string,
  records: readonly GstRecord[],
  now: Date,
  describe: (hsnCode: string) => string = hsnDescription,
): Gstr1Export {
  const refusal = gstr1MonthError(month, now);
  if (refusal) throw new RangeError(refusal);
  const inMonth = records.filter((r) => indianMonth(r.issuedAt) === month);
  const invoices = inMonth
    .filter((r) => r.kind === "invoice")
    .sort((a, b) => a.number.localeCompare(b.number));
  const notes = inMonth
    .filter((r) => r.kind === "credit-note")
    .sort((a, b) => a.number.localeCompare(b.number));
  const tables = { b2b: 0, b2cl: 0, b2cs: 0, cdnr: 0, cdnur: 0, hsn: 0 };

  const b2bRows: (string | number)[][] = [];
  const b2clRows: (string | number)[][] = [];
  const b2cs = new Map<string, { pos: string; rate: number; taxable: Paise }>();
  const addB2cs = (pos: string, rate: number, taxable: Paise) => {
    const key = `${pos}|${rate}`;
    const seen = b2cs.get(key);
    if (seen) seen.taxable += taxable;
    else b2cs.set(key, { pos, rate, taxable });
    tables.b2cs += taxable;
  };
  for (const inv of invoices) {
    for (const { rate, taxable } of byRate(inv)) {
      if (inv.buyer.gstin) {
        b2bRows.push([
          inv.buyer.gstin,
          inv.buyer.name,
          inv.number,
          gstr1Date(inv.issuedAt),
          amount(inv.total),
          gstr1PlaceOfSupply(inv.placeOfSupply),
          "N",
          "",
          "Regular B2B",
          "",
          rate,
          amount(taxable),
          amount(0),
        ]);
        tables.b2b += taxable;
      } else if (isB2cl(inv, inv.total)) {
        b2clRows.push([
          inv.number,
          gstr1Date(inv.issuedAt),
          amount(inv.total),
          gstr1PlaceOfSupply(inv.placeOfSupply),
          "",
          rate,
          amount(taxable),
          amount(0),
          "",
        ]);
        tables.b2cl += taxable;
      } else {
        addB2cs(inv.placeOfSupply, rate, taxable);
      }
    }
  }

  const cdnrRows: (string | number)[][] = [];
  const cdnurRows: (string | number)[][] = [];
  for (const note of notes) {
    for (const { rate, taxable } of byRate(note)) {
      if (note.buyer.gstin) {
        cdnrRows.push([
          note.buyer.gstin,
          note.buyer.name,
          note.number,
          gstr1Date(note.issuedAt),
          "C",
          gstr1PlaceOfSupply(note.placeOfSupply),
          "N",
          "Regular B2B",
          amount(note.total),
          "",
          rate,
          amount(taxable),
          amount(0),
        ]);
        tables.cdnr += taxable;
      } else if (isB2cl(note, note.invoice?.total ?? note.total)) {
        cdnurRows.push([
          "B2CL",
          note.number,
          gstr1Date(note.issuedAt),
          "C",
          gstr1PlaceOfSupply(note.placeOfSupply),
          amount(note.total),
          "",
          rate,
          amount(taxable),
          amount(0),
        ]);
        tables.cdnur += taxable;
      } else {
        // A credit note on a B2CS supply is reported by lowering B2CS of the month it is issued in.
        addB2cs(note.placeOfSupply, rate, -taxable);
      }
    }
  }

  // HSN summary, one table for registered buyers and one for the rest: invoices add, credit notes subtract.
  type HsnRow = {
    hsn: string;
    rate: number;
    quantity: number;
    value: Paise;
    taxable: Paise;
    igst: Paise;
    cgst: Paise;
    sgst: Paise;
  };
  const hsnB2b = new Map<string, HsnRow>();
  const hsnB2c = new Map<string, HsnRow>();
  for (const record of [...invoices, ...notes]) {
    const sign = record.kind === "invoice" ? 1 : -1;
    const table = record.buyer.gstin ? hsnB2b : hsnB2c;
    for (const line of record.lines) {
      const key = `${line.hsnCode}|${line.rate}`;
      let row = table.get(key);
      if (!row) {
        row = {
          hsn: line.hsnCode,
          rate: line.rate,
          quantity: 0,
          value: 0,
          taxable: 0,
          igst: 0,
          cgst: 0,
          sgst: 0,
        };
        table.set(key, row);
      }
      row.quantity += sign * (line.quantity ?? 0);
      row.value += sign * (line.taxable + line.igst + line.cgst + line.sgst);
      row.taxable += sign * line.taxable;
      row.igst += sign * line.igst;
      row.cgst += sign * line.cgst;
      row.sgst += sign * line.sgst;
    }
  }
  const hsnRows = (table: Map<string, HsnRow>) =>
    [...table.values()]
      .sort((a, b) => (a.hsn === b.hsn ? a.rate - b.rate : a.hsn < b.hsn ? -1 : 1))
      .map((r) => {
        tables.hsn += r.taxable;
        return [
          r.hsn,
          describe(r.hsn),
          "PCS-PIECES",
          r.quantity,
          amount(r.value),
          r.rate,
          amount(r.taxable),
          amount(r.igst),
          amount(r.cgst),
          amount(r.sgst),
          amount(0),
        ];
      });
  const HSN_HEADER = [
    "HSN",
    "Description",
    "UQC",
    "Total Quantity",
    "Total Value",
    "Rate",
    "Taxable Value",
    "Integrated Tax Amount",
    "Central Tax Amount",
    "State/UT Tax Amount",
    "Cess Amount",
  ];

  const docsRows = [
    seriesRow(
      "Invoices for outward supply",
      invoices.map((r) => r.number),
    ),
    seriesRow(
      "Credit Note",
      notes.map((r) => r.number),
    ),
  ].filter((row): row is (string | number)[] => row !== null);

  return {
    month,
    files: {
      b2b: csv(
        [
          "GSTIN/UIN of Recipient",
          "Receiver Name",
          "Invoice Number",
          "Invoice date",
          "Invoice Value",
          "Place Of Supply",
          "Reverse Charge",
          "Applicable % of Tax Rate",
          "Invoice Type",
          "E-Commerce GSTIN",
          "Rate",
          "Taxable Value",
          "Cess Amount",
        ],
        b2bRows,
      ),
      b2cl: csv(
        [
          "Invoice Number",
          "Invoice date",
          "Invoice Value",
          "Place Of Supply",
          "Applicable % of Tax Rate",
          "Rate",
          "Taxable Value",
          "Cess Amount",
          "E-Commerce GSTIN",
        ],
        b2clRows,
      ),
      b2cs: csv(
        [
          "Type",
          "Place Of Supply",
          "Applicable % of Tax Rate",
          "Rate",
          "Taxable Value",
          "Cess Amount",
          "E-Commerce GSTIN",
        ],
        [...b2cs.values()]
          .sort((a, b) => (a.pos === b.pos ? a.rate - b.rate : a.pos < b.pos ? -1 : 1))
          .map((r) => ["OE", gstr1PlaceOfSupply(r.pos), "", r.rate, amount(r.taxable), amount(0), ""]),
      ),
      cdnr: csv(
        [
          "GSTIN/UIN of Recipient",
          "Receiver Name",
          "Note Number",
          "Note Date",
          "Note Type",
          "Place Of Supply",
          "Reverse Charge",
          "Note Supply Type",
          "Note Value",
          "Applicable % of Tax Rate",
          "Rate",
          "Taxable Value",
          "Cess Amount",
        ],
        cdnrRows,
      ),
      cdnur: csv(
        [
          "UR Type",
          "Note Number",
          "Note Date",
          "Note Type",
          "Place Of Supply",
          "Note Value",
          "Applicable % of Tax Rate",
          "Rate",
          "Taxable Value",
          "Cess Amount",
        ],
        cdnurRows,
      ),
      "hsn-b2b": csv(HSN_HEADER, hsnRows(hsnB2b)),
      "hsn-b2c": csv(HSN_HEADER, hsnRows(hsnB2c)),
      docs: csv(["Nature of Document", "Sr. No. From", "Sr. No. To", "Total Number", "Cancelled"], docsRows),
    },
    totals: { invoices: sumOf(invoices), creditNotes: sumOf(notes), tables },
  };
}
