import { toPaise } from "../money";
import { MAX_VOLUME_BREAKS, type VolumeBreak } from "../pricing/volume";
import { GST_RATES, SLUG_PATTERN } from "./product-rules";

/**
 * The columns of the catalogue spreadsheet (export and import), in the order the export writes them.
 * An import names `sku` and any of the others: the columns present are the fields it changes, so a
 * file of `sku, stock, mrp, selling_price, wholesale_price` changes just stock and prices. A row whose
 * SKU is new creates a product and then needs the columns of `CREATE_COLUMNS`.
 * Multi-select attributes and categories hold several values separated by `|`.
 */
export const ATTRIBUTE_COLUMNS = [
  "brand",
  "material",
  "holder_type",
  "number_of_holders",
  "finish",
  "bulb_included",
  "style",
  "wattage",
] as const;
export type AttributeColumn = (typeof ATTRIBUTE_COLUMNS)[number];

export const PRODUCT_COLUMNS = [
  "sku",
  "title",
  "description",
  "mrp",
  "selling_price",
  "wholesale_price",
  "stock",
  "minimum_quantity",
  "tax_rate",
  "hsn_code",
  "categories",
  "slug",
  "visible",
  "width",
  "depth",
  "height",
  "dimension_unit",
  ...ATTRIBUTE_COLUMNS,
  "volume_prices",
] as const;
export type ProductColumn = (typeof PRODUCT_COLUMNS)[number];

/**
 * The columns that hold numbers: an export writes them as plain numbers. Every other cell is text and
 * is written with a leading apostrophe when it starts like a formula (`=`, `+`, `-`, `@`, tab, carriage
 * return); an import removes that one apostrophe again, so a title such as "-Bright" survives the
 * round trip (see `sheetText` and `sheetCellRead`).
 */
export const PRODUCT_NUMBER_COLUMNS: ReadonlySet<string> = new Set<ProductColumn>([
  "mrp",
  "selling_price",
  "wholesale_price",
  "stock",
  "minimum_quantity",
  "tax_rate",
  "width",
  "depth",
  "height",
]);

export const CREATE_COLUMNS: readonly ProductColumn[] = ["title", "mrp", "tax_rate", "hsn_code"];
export const QUICK_COLUMNS: readonly ProductColumn[] = [
  "sku",
  "stock",
  "mrp",
  "selling_price",
  "wholesale_price",
];
export const LIST_SEPARATOR = "|";

/** A row's values as the import understands them; prices in paise. Only the file's columns are present. */
export interface ProductRowValues {
  sku: string;
  title?: string;
  description?: string;
  mrp?: number;
  sellingPrice?: number;
  wholesalePrice?: number;
  stock?: number;
  minimumQuantity?: number;
  taxRate?: number;
  hsnCode?: string;
  /** Category urls. */
  categories?: string[];
  slug?: string;
  visible?: boolean;
  width?: number;
  depth?: number;
  height?: number;
  dimensionUnit?: "cm" | "mm" | "in";
  /** Attribute identifier → the values (one for text and single selects; none removes it). */
  attributes?: Partial<Record<AttributeColumn, string[]>>;
  /** Every customer group's quantity breaks (prices in paise); an empty list removes them all. */
  volumePrices?: VolumeCellGroup[];
}

export interface HeaderCheck {
  columns: ProductColumn[];
  /** A sentence for the whole file when its columns cannot be imported. */
  problem: string | null;
}

/** Checks a file's header row: known columns only, each once, `sku` among them. */
export function checkImportHeader(header: readonly string[]): HeaderCheck {
  const names = header.map((name) => name.trim().toLowerCase());
  const known = new Set<string>(PRODUCT_COLUMNS);
  const unknown = names.filter((name) => name !== "" && !known.has(name));
  if (unknown.length > 0) {
    return {
      columns: [],
      problem: `These columns are not known: ${unknown.slice(0, 10).join(", ")}. Use the columns of an export: ${PRODUCT_COLUMNS.join(", ")}.`,
    };
  }
  const seen = new Set<string>();
  for (const name of names) {
    if (name !== "" && seen.has(name)) return { columns: [], problem: `The column ${name} appears twice.` };
    seen.add(name);
  }
  if (!seen.has("sku")) return { columns: [], problem: "The file needs a sku column to find each product." };
  if (seen.size < 2) return { columns: [], problem: "The file has no column to change besides sku." };
  return { columns: names.filter((name) => name !== "") as ProductColumn[], problem: null };
}

// "1,23,456.50" and "₹ 1,234" are read as numbers: spreadsheets write Indian grouping and signs.
function readNumber(text: string): number | null {
  const cleaned = text.replace(/[₹,\s]/g, "");
  if (!/^-?\d+(\.\d+)?$/.test(cleaned)) return null;
  return Number(cleaned);
}

function readPrice(text: string, what: string): { value?: number; error?: string } {
  const value = readNumber(text);
  if (value === null) return { error: `The ${what} is not a number.` };
  if (value < 0) return { error: `The ${what} cannot be negative.` };
  if (Math.abs(value * 100 - Math.round(value * 100)) > 1e-6)
    return { error: `The ${what} has more than 2 decimals.` };
  if (value > 10_000_000) return { error: `The ${what} is at most ₹1,00,00,000.` };
  return { value: toPaise(value) };
}

function readWhole(text: string, what: string, min: number, max: number): { value?: number; error?: string } {
  const value = readNumber(text);
  if (value === null || !Number.isInteger(value)) return { error: `The ${what} is not a whole number.` };
  if (value < min)
    return { error: min === 0 ? `The ${what} cannot be negative.` : `The ${what} is at least ${min}.` };
  if (value > max) return { error: `The ${what} is at most ${max.toLocaleString("en-IN")}.` };
  return { value };
}

function readList(text: string): string[] {
  const values = text
    .split(LIST_SEPARATOR)
    .map((v) => v.trim())
    .filter((v) => v.length > 0);
  return [...new Set(values)];
}

const YES = new Set(["yes", "y", "true", "1"]);
const NO = new Set(["no", "n", "false", "0"]);

export interface ParsedRow {
  values: ProductRowValues;
  /** Column → sentence; empty when the row reads well. */
  errors: Partial<Record<ProductColumn, string>>;
}

/**
 * Reads one row of text cells into values, column by column. An empty cell of an optional column
 * clears it (description, categories, an attribute); an empty price or stock is an error, since a
 * spreadsheet gap must not become ₹0.
 */
export function parseProductRow(columns: readonly ProductColumn[], cells: readonly string[]): ParsedRow {
  const values: ProductRowValues = { sku: "" };
  const errors: Partial<Record<ProductColumn, string>> = {};
  // A plain loop without a closure per cell: an import reads 100,000 rows of up to 25 cells.
  for (let index = 0; index < columns.length; index++) {
    const column = columns[index] as ProductColumn;
    const raw = (cells[index] ?? "").trim();
    switch (column) {
      case "sku":
        if (raw === "") errors.sku = "The SKU is empty.";
        else if (raw.length > 64 || !/^[A-Za-z0-9][A-Za-z0-9._\-/]*$/.test(raw))
          errors.sku = "The SKU has characters other than letters, digits, '.', '-', '_' and '/'.";
        values.sku = raw;
        break;
      case "title":
        if (raw === "") errors.title = "The title is empty.";
        else if (raw.length > 200) errors.title = "The title has more than 200 characters.";
        else values.title = raw;
        break;
      case "description":
        if (raw.length > 20_000) errors.description = "The description has more than 20,000 characters.";
        else values.description = raw;
        break;
      case "mrp":
        {
          const result = readPrice(raw, "MRP");
          if (result.error) errors[column] = result.error;
          else values.mrp = result.value;
        }
        break;
      case "selling_price":
        {
          const result = readPrice(raw, "selling price");
          if (result.error) errors[column] = result.error;
          else values.sellingPrice = result.value;
        }
        break;
      case "wholesale_price":
        {
          const result = readPrice(raw, "wholesale price");
          if (result.error) errors[column] = result.error;
          else values.wholesalePrice = result.value;
        }
        break;
      case "stock":
        {
          const result = readWhole(raw, "stock", 0, 10_000_000);
          if (result.error) errors[column] = result.error;
          else values.stock = result.value;
        }
        break;
      case "minimum_quantity":
        {
          const result = readWhole(raw, "minimum order quantity", 1, 100_000);
          if (result.error) errors[column] = result.error;
          else values.minimumQuantity = result.value;
        }
        break;
      case "tax_rate": {
        const rate = readNumber(raw.replace(/%$/, ""));
        if (rate === null || !(GST_RATES as readonly number[]).includes(rate)) {
          errors.tax_rate = `The GST rate is not one of ${GST_RATES.join(", ")}.`;
        } else values.taxRate = rate;
        break;
      }
      case "hsn_code":
        if (!/^(\d{4}|\d{6}|\d{8})$/.test(raw)) errors.hsn_code = "The HSN code is not 4, 6 or 8 digits.";
        else values.hsnCode = raw;
        break;
      case "categories":
        values.categories = readList(raw);
        break;
      case "slug": {
        const slug = raw.toLowerCase();
        if (!SLUG_PATTERN.test(slug) || slug.length > 160) {
          errors.slug =
            "The address (slug) has characters other than lower-case letters, digits and single hyphens.";
        } else values.slug = slug;
        break;
      }
      case "visible": {
        const word = raw.toLowerCase();
        if (YES.has(word)) values.visible = true;
        else if (NO.has(word)) values.visible = false;
        else errors.visible = "Write yes or no in the visible column.";
        break;
      }
      case "width":
      case "depth":
      case "height": {
        const value = readNumber(raw === "" ? "0" : raw);
        if (value === null || value < 0 || value > 100_000)
          errors[column] = `The ${column} is not a size from 0 to 1,00,000.`;
        else values[column] = value;
        break;
      }
      case "volume_prices": {
        const result = parseVolumePricesCell(raw);
        if (result.error !== undefined) errors.volume_prices = result.error;
        else values.volumePrices = result.value;
        break;
      }
      case "dimension_unit":
        if (raw === "cm" || raw === "mm" || raw === "in") values.dimensionUnit = raw;
        else errors.dimension_unit = "The unit of the sizes is not cm, mm or in.";
        break;
      default: {
        const list = readList(raw);
        if (list.some((v) => v.length > 100))
          errors[column] = `A ${column} value has more than 100 characters.`;
        else {
          values.attributes ??= {};
          values.attributes[column] = list;
        }
      }
    }
  }
  return { values, errors };
}

/** Rupees text for a spreadsheet cell: 123450 paise → '1234.50'. */
export function paiseCell(paise: number): string {
  return (paise / 100).toFixed(2);
}

/** One customer group's breaks in the `volume_prices` cell, by the group's name as the back office shows it. */
export interface VolumeCellGroup {
  group: string;
  /** In increasing pieces; prices in paise. */
  breaks: VolumeBreak[];
}

/**
 * The `volume_prices` cell: `Wholesale: 10=450.00; 50=420.00 | Retail: 5=900.00`. Groups apart by `|`,
 * the group's name before `:`, each break `pieces=price` (rupees) apart by `;`. An empty cell is no break
 * for any group. The cell holds all the product's breaks: a group it leaves out loses its breaks.
 * Checked as the product form checks them: from 2 pieces, more pieces and a lower price each row.
 */
export function parseVolumePricesCell(raw: string):
  | { value: VolumeCellGroup[]; error?: undefined }
  | {
      value?: undefined;
      error: string;
    } {
  const text = raw.trim();
  if (text === "") return { value: [] };
  const groups: VolumeCellGroup[] = [];
  const seen = new Set<string>();
  for (const part of text.split(LIST_SEPARATOR)) {
    const colon = part.indexOf(":");
    const group = (colon < 0 ? "" : part.slice(0, colon)).trim();
    if (group === "") {
      return {
        error: `Write each group as "Group name: pieces=price; pieces=price" (read: "${part.trim()}").`,
      };
    }
    const key = group.toLowerCase();
    if (seen.has(key)) return { error: `The group ${group} is named twice in volume_prices.` };
    seen.add(key);
    const breaks: VolumeBreak[] = [];
    for (const entry of part.slice(colon + 1).split(";")) {
      if (entry.trim() === "") continue;
      const [piecesText = "", priceText, extra] = entry.split("=");
      if (priceText === undefined || extra !== undefined) {
        return {
          error: `${group}: write each break as pieces=price, e.g. 10=450.00 (read: "${entry.trim()}").`,
        };
      }
      const pieces = readWhole(piecesText.trim(), "number of pieces", 2, 1_000_000);
      if (pieces.error) return { error: `${group}: ${pieces.error} A volume price starts at 2 pieces.` };
      const price = readPrice(priceText.trim(), "price");
      if (price.error) return { error: `${group}: ${price.error}` };
      if (price.value === 0) return { error: `${group}: a volume price is above zero.` };
      const previous = breaks[breaks.length - 1];
      const minQuantity = pieces.value as number;
      const paise = price.value as number;
      if (previous && minQuantity <= previous.minQuantity) {
        return {
          error: `${group}: ${minQuantity} pieces must be more than the break before (${previous.minQuantity}).`,
        };
      }
      if (previous && paise >= previous.price) {
        return {
          error: `${group}: the price from ${minQuantity} pieces must be lower than the break before.`,
        };
      }
      breaks.push({ minQuantity, price: paise });
    }
    if (breaks.length > MAX_VOLUME_BREAKS) {
      return { error: `${group}: at most ${MAX_VOLUME_BREAKS} volume prices.` };
    }
    if (breaks.length > 0) groups.push({ group, breaks });
  }
  return { value: groups };
}

/** The `volume_prices` cell of an export; reading it back gives the same breaks. */
export function volumePricesCell(groups: readonly VolumeCellGroup[]): string {
  return groups
    .filter((group) => group.breaks.length > 0)
    .map(
      (group) =>
        `${group.group}: ${group.breaks.map((entry) => `${entry.minQuantity}=${paiseCell(entry.price)}`).join("; ")}`,
    )
    .join(` ${LIST_SEPARATOR} `);
}
