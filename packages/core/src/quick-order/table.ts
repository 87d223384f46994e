import { normaliseQuickOrderText, QuickOrderCollector, type QuickOrderParse } from "./parse";

/**
 * The quick order pad's reader of an uploaded CSV or Excel sheet (already turned into rows of cells by
 * the browser). The buyer's own sheet names its columns as it likes: the SKU and quantity columns are
 * found by the usual names; without a header the first two columns are taken.
 */

const SKU_NAMES = new Set([
  "sku",
  "skucode",
  "code",
  "itemcode",
  "item",
  "itemno",
  "itemnumber",
  "partno",
  "partnumber",
  "part",
  "productcode",
  "productsku",
  "product",
  "articleno",
  "articlenumber",
  "article",
  "modelno",
  "model",
  "catalogueno",
  "catalogno",
  "catno",
  "refno",
  "reference",
]);

const QUANTITY_NAMES = new Set([
  "qty",
  "qnty",
  "quantity",
  "quantities",
  "orderqty",
  "orderquantity",
  "qtyordered",
  "pcs",
  "pieces",
  "nos",
  "units",
  "count",
]);

/** `Item Code`, `PART-NO.`, `Qty (pcs)` → `itemcode`, `partno`, `qty`. */
function headerKey(cell: unknown): string {
  return cellText(cell)
    .toLowerCase()
    .replace(/\(.*?\)/g, "")
    .replace(/[^a-z0-9]/g, "");
}

export interface QuickOrderColumns {
  sku: number;
  quantity: number;
  /** Index of the header row, or -1 when the sheet has none. */
  headerRow: number;
}

/** Where the SKU and quantity are: a header among the first five rows, or columns 1 and 2. */
export function findQuickOrderColumns(rows: readonly (readonly unknown[])[]): QuickOrderColumns {
  for (let r = 0; r < Math.min(rows.length, 5); r += 1) {
    const keys = (rows[r] ?? []).map(headerKey);
    const sku = keys.findIndex((key) => SKU_NAMES.has(key));
    const quantity = keys.findIndex((key) => QUANTITY_NAMES.has(key));
    if (sku >= 0 && quantity >= 0 && sku !== quantity) return { sku, quantity, headerRow: r };
  }
  return { sku: 0, quantity: 1, headerRow: -1 };
}

function cellText(cell: unknown): string {
  if (cell === null || cell === undefined) return "";
  if (typeof cell === "number") return Number.isFinite(cell) ? String(cell) : "";
  if (typeof cell === "string") return normaliseQuickOrderText(cell).trim();
  // A rich-text or formula cell of exceljs: its shown text or result.
  if (typeof cell === "object") {
    const value = cell as { text?: unknown; result?: unknown; richText?: { text?: unknown }[] };
    if (value.result !== undefined) return cellText(value.result);
    if (typeof value.text === "string") return cellText(value.text);
    if (Array.isArray(value.richText)) {
      return cellText(
        value.richText.map((part) => (typeof part?.text === "string" ? part.text : "")).join(""),
      );
    }
  }
  return "";
}

/** Rows of an uploaded sheet read like pasted lines: blank rows skipped, a problem per unreadable row. */
export function parseQuickOrderTable(rows: readonly (readonly unknown[])[]): QuickOrderParse {
  const collector = new QuickOrderCollector();
  const columns = findQuickOrderColumns(rows);
  for (let r = columns.headerRow + 1; r < rows.length; r += 1) {
    const row = rows[r] ?? [];
    const sku = cellText(row[columns.sku]);
    const quantity = cellText(row[columns.quantity]);
    if (sku === "" && quantity === "") continue;
    const text = row.map(cellText).join(", ");
    // Row numbers as the spreadsheet shows them (1-based).
    if (!collector.add(r + 1, text, { sku, quantity: quantity === "" ? null : quantity })) break;
  }
  return collector.result();
}
