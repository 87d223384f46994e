import type { Paise } from "../money/paise";

/** One taxable row of a document: a product line, or packing / shipping (quantity 0). */
export interface HsnRowInput {
  hsnCode: string;
  quantity: number;
  rate: number;
  taxable: Paise;
  cgst: Paise;
  sgst: Paise;
  igst: Paise;
}

export interface HsnSummaryRow {
  hsnCode: string;
  rate: number;
  quantity: number;
  taxable: Paise;
  cgst: Paise;
  sgst: Paise;
  igst: Paise;
  /** taxable + taxes. */
  value: Paise;
}

/**
 * The HSN code as printed with `digits` digits (`hsnDigitsFor(turnoverBand)` from the catalogue rules:
 * 4 up to ₹5 crore annual turnover, 6 above). A code shorter than that is printed as it is.
 */
export function hsnForTurnover(hsnCode: string, digits: 4 | 6 | 8): string {
  const clean = hsnCode.replace(/\D/g, "");
  return clean.length > digits ? clean.slice(0, digits) : clean;
}

/**
 * The HSN code packing and shipping are reported under: they are part of a composite supply whose
 * principal supply is the goods (CGST Act s.8(a)), so they follow the HSN of the highest-rate line with
 * the largest taxable value, the line whose rate they are taxed at.
 */
export function principalHsn(lines: readonly { hsnCode: string; rate: number; taxable: Paise }[]): string {
  let best: { hsnCode: string; rate: number; taxable: Paise } | undefined;
  for (const line of lines) {
    if (!best || line.rate > best.rate || (line.rate === best.rate && line.taxable > best.taxable))
      best = line;
  }
  return best?.hsnCode ?? "";
}

/** Taxable value and tax summed by HSN code and rate, ordered by HSN then rate. */
export function hsnSummary(rows: readonly HsnRowInput[]): HsnSummaryRow[] {
  const grouped = new Map<string, HsnSummaryRow>();
  for (const row of rows) {
    const key = `${row.hsnCode}|${row.rate}`;
    const seen = grouped.get(key);
    if (seen) {
      seen.quantity += row.quantity;
      seen.taxable += row.taxable;
      seen.cgst += row.cgst;
      seen.sgst += row.sgst;
      seen.igst += row.igst;
      seen.value += row.taxable + row.cgst + row.sgst + row.igst;
    } else {
      grouped.set(key, {
        hsnCode: row.hsnCode,
        rate: row.rate,
        quantity: row.quantity,
        taxable: row.taxable,
        cgst: row.cgst,
        sgst: row.sgst,
        igst: row.igst,
        value: row.taxable + row.cgst + row.sgst + row.igst,
      });
    }
  }
  return [...grouped.values()].sort((a, b) =>
    a.hsnCode === b.hsnCode ? a.rate - b.rate : a.hsnCode < b.hsnCode ? -1 : 1,
  );
}
