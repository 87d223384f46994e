import {
  ATTRIBUTE_COLUMNS,
  type AttributeColumn,
  CREATE_COLUMNS,
  checkImportHeader,
  hsnCodeProblem,
  type ImportReportDto,
  type ImportReportRowDto,
  type ProductColumn,
  type ProductRowValues,
  paiseCell,
  parseProductRow,
  productPriceProblems,
  REPORT_ROWS_MAX,
  slugify,
  type VolumeCellGroup,
  volumePricesCell,
} from "@roshni/core";
import type { Executor } from "../../db/client";
import {
  attributeVal,
  attributeValues,
  type CatalogueRefs,
  loadProducts,
  type ProductWrite,
  type StoredProduct,
  type StoredVolumeGroup,
} from "./product-store";

/**
 * The import's analysis: each row of the file against the catalogue as it is, answering the per-row
 * report (created, changed with its columns, unchanged, refused with reasons) and the writes that
 * applying it would make. The dry run shows the report; the apply runs the same analysis again inside
 * its transaction and writes only when no row is refused, so nothing is ever half-imported.
 */

export interface ImportAnalysis {
  report: ImportReportDto;
  writes: ProductWrite[];
}

const PRICE_COLUMN: Record<string, ProductColumn> = {
  mrp: "mrp",
  sellingPrice: "selling_price",
  wholesalePrice: "wholesale_price",
};

/** The column names of a file's header that are refused as a whole, or a report of the rows. */
export function fileErrorReport(message: string): ImportReportDto {
  return {
    rows: 0,
    created: 0,
    changed: 0,
    unchanged: 0,
    refused: 0,
    fileError: message,
    items: [],
    truncated: false,
  };
}

export async function analyseImport(
  db: Executor,
  refs: CatalogueRefs,
  sheet: readonly (readonly string[])[],
  opts: { hsnDigits: 4 | 6; onProgress?: (done: number, total: number) => void },
): Promise<ImportAnalysis> {
  const [header = [], ...body] = sheet;
  const { columns, problem } = checkImportHeader(header);
  if (problem) return { report: fileErrorReport(problem), writes: [] };
  const has = new Set<ProductColumn>(columns);
  const attributeColumns = ATTRIBUTE_COLUMNS.filter((column) => has.has(column));
  const needsCategories = has.has("categories");
  const needsAttributes = attributeColumns.length > 0;

  const existing = await loadProducts(db, refs.websiteId, {
    categories: needsCategories,
    attributes: needsAttributes,
    volumePrices: has.has("volume_prices"),
  });
  const groupByName = new Map(refs.groups.map((group) => [group.name.trim().toLowerCase(), group]));
  const bySku = new Map(existing.map((product) => [product.sku.toLowerCase(), product]));
  const slugOwner = new Map(existing.map((product) => [product.slug, product.sku.toLowerCase()]));
  const categoryByUrl = new Map(refs.categories.map((category) => [category.url.toLowerCase(), category]));
  const attributeByIdentifier = new Map(
    refs.attributes.map((attribute) => [attribute.identifier, attribute]),
  );

  const report: ImportReportDto = {
    rows: body.length,
    created: 0,
    changed: 0,
    unchanged: 0,
    refused: 0,
    fileError: null,
    items: [],
    truncated: false,
  };
  const writes: ProductWrite[] = [];
  const firstRowOfSku = new Map<string, number>();
  const push = (item: ImportReportRowDto) => {
    if (report.items.length < REPORT_ROWS_MAX) report.items.push(item);
    else report.truncated = true;
  };

  body.forEach((cells, index) => {
    const rowNumber = index + 2;
    if (index % 5000 === 0) opts.onProgress?.(index, body.length);
    const { values, errors } = parseProductRow(columns, cells);
    const rowErrors: Record<string, string> = { ...errors };
    if (cells.length > header.length && cells.slice(header.length).some((cell) => cell.trim() !== "")) {
      rowErrors.row = "The row has more cells than the header has columns.";
    }
    const key = values.sku.toLowerCase();
    const earlier = firstRowOfSku.get(key);
    if (values.sku !== "" && earlier !== undefined) {
      rowErrors.sku = `The SKU ${values.sku} is also on row ${earlier}.`;
    } else if (values.sku !== "") firstRowOfSku.set(key, rowNumber);

    const current = bySku.get(key);
    if (!current && values.sku !== "" && !rowErrors.sku) {
      const missing = CREATE_COLUMNS.filter((column) => !has.has(column));
      if (missing.length > 0) {
        rowErrors.sku = `No product has this SKU; to create one the file needs the columns ${missing.join(", ")}.`;
      }
    }
    if (Object.keys(rowErrors).length > 0) {
      report.refused++;
      push({ row: rowNumber, sku: values.sku, status: "refused", errors: rowErrors });
      return;
    }

    const merged = mergeRow(current, values, categoryByUrl, attributeByIdentifier, rowErrors);
    if (values.volumePrices !== undefined) {
      merged.volumePrices = volumeGroups(values.volumePrices, refs.groups, groupByName, rowErrors);
    }
    // The rules of the core on the product as it would be.
    const priceProblems = productPriceProblems(merged);
    for (const [field, message] of Object.entries(priceProblems)) {
      if (message) rowErrors[PRICE_COLUMN[field] ?? field] = message;
    }
    if (has.has("hsn_code") || !current) {
      const hsn = hsnCodeProblem(merged.hsnCode, opts.hsnDigits);
      if (hsn) rowErrors.hsn_code = hsn;
    }
    const slugHolder = slugOwner.get(merged.slug);
    if (slugHolder !== undefined && slugHolder !== key) {
      rowErrors[has.has("slug") ? "slug" : "title"] =
        `The address ${merged.slug} is already used by another product.`;
    }
    if (Object.keys(rowErrors).length > 0) {
      report.refused++;
      push({ row: rowNumber, sku: values.sku, status: "refused", errors: rowErrors });
      return;
    }
    slugOwner.set(merged.slug, key);

    if (!current) {
      report.created++;
      push({ row: rowNumber, sku: values.sku, status: "created" });
      writes.push(merged);
      return;
    }
    const fields = changedColumns(current, merged, columns);
    if (fields.length === 0) {
      report.unchanged++;
      return;
    }
    report.changed++;
    push({
      row: rowNumber,
      sku: values.sku,
      status: "changed",
      fields,
      changes: fields.map((field) => ({
        field,
        before: cellOf(field as ProductColumn, current),
        after: cellOf(field as ProductColumn, merged),
      })),
    });
    // Categories and attribute values are rewritten only for the products whose lists change.
    writes.push({
      ...merged,
      id: current.id,
      categoryIds: fields.includes("categories") ? merged.categoryIds : undefined,
      attributes: fields.some((field) => attributeColumnSet.has(field)) ? merged.attributes : undefined,
      volumePrices: fields.includes("volume_prices") ? merged.volumePrices : undefined,
      websiteChanged: current.slug !== merged.slug || current.visible !== merged.visible,
      sellingChanged: current.sellingPrice !== merged.sellingPrice,
      textChanged: fields.some((field) => textColumnSet.has(field)),
    });
  });
  opts.onProgress?.(body.length, body.length);
  return { report, writes };
}

type Merged = ProductWrite;

const attributeColumnSet = new Set<string>(ATTRIBUTE_COLUMNS);
const textColumnSet = new Set<string>(["title", "description", "width", "depth", "height", "dimension_unit"]);

function mergeRow(
  current: StoredProduct | undefined,
  values: ProductRowValues,
  categoryByUrl: Map<string, { id: number; url: string }>,
  attributeByIdentifier: Map<string, { identifier: string; type: "text" | "select" | "multi select" }>,
  rowErrors: Record<string, string>,
): Merged {
  const title = values.title ?? current?.title ?? "";
  const unit = values.dimensionUnit ?? current?.dimensions.width.unit ?? "cm";
  const dimension = (which: "width" | "depth" | "height") => ({
    value: values[which] ?? current?.dimensions[which].value ?? 0,
    unit,
  });
  const merged: Merged = {
    sku: values.sku,
    title,
    description: values.description ?? current?.description ?? "",
    dimensions: { width: dimension("width"), depth: dimension("depth"), height: dimension("height") },
    mrp: values.mrp ?? current?.mrp ?? 0,
    sellingPrice: values.sellingPrice ?? current?.sellingPrice ?? 0,
    wholesalePrice: values.wholesalePrice ?? current?.wholesalePrice ?? 0,
    stock: values.stock ?? current?.stock ?? 0,
    minimumQuantity: values.minimumQuantity ?? current?.minimumQuantity ?? 1,
    taxRate: values.taxRate ?? current?.taxRate ?? 18,
    hsnCode: values.hsnCode ?? current?.hsnCode ?? "",
    slug: values.slug ?? current?.slug ?? slugify(`${title} ${values.sku}`),
    visible: values.visible ?? current?.visible ?? true,
  };
  if (!current?.slug) merged.slug ||= slugify(`${title} ${values.sku}`);
  if (values.categories !== undefined) {
    const ids: number[] = [];
    const unknown: string[] = [];
    for (const url of values.categories) {
      const category = categoryByUrl.get(url.toLowerCase());
      if (category) ids.push(category.id);
      else unknown.push(url);
    }
    if (unknown.length > 0) rowErrors.categories = `No category has the url ${unknown.join(", ")}.`;
    merged.categoryIds = [...new Set(ids)];
  } else if (!current) merged.categoryIds = [];
  if (values.attributes !== undefined) {
    const attributes: Record<string, string> = { ...(current?.attributes ?? {}) };
    for (const [identifier, list] of Object.entries(values.attributes) as [AttributeColumn, string[]][]) {
      const attribute = attributeByIdentifier.get(identifier);
      if (!attribute) continue;
      if (attribute.type !== "multi select" && list.length > 1) {
        rowErrors[identifier] = `The ${identifier} takes one value, not a list.`;
        continue;
      }
      if (list.length === 0) delete attributes[identifier];
      else attributes[identifier] = attributeVal(attribute.type, list);
    }
    merged.attributes = attributes;
  } else if (!current) merged.attributes = {};
  return merged;
}

/**
 * The cell's groups as stored: each name matched to a customer group (ignoring case), in the groups'
 * order (default first), so that an export read back compares equal. An unknown name refuses the row.
 */
function volumeGroups(
  cell: readonly VolumeCellGroup[],
  groups: readonly { id: number; name: string }[],
  groupByName: Map<string, { id: number; name: string }>,
  rowErrors: Record<string, string>,
): StoredVolumeGroup[] {
  const unknown = cell.filter((entry) => !groupByName.has(entry.group.trim().toLowerCase()));
  if (unknown.length > 0) {
    rowErrors.volume_prices = `No customer group is named ${unknown.map((entry) => entry.group).join(", ")}. The groups are ${groups.map((group) => group.name).join(", ")}.`;
    return [];
  }
  const order = new Map(groups.map((group, index) => [group.id, index]));
  return cell
    .map((entry) => {
      const group = groupByName.get(entry.group.trim().toLowerCase()) as { id: number; name: string };
      return { customerGroupId: group.id, group: group.name, breaks: entry.breaks };
    })
    .sort((a, b) => (order.get(a.customerGroupId) ?? 0) - (order.get(b.customerGroupId) ?? 0));
}

/**
 * A product's cell of one spreadsheet column: rupees for prices, the words of the file elsewhere; how a
 * category and an attribute's value are written is the caller's (the export writes category URLs and
 * typed lists, the import report the ids and the value as stored).
 */
export function productCell(
  column: ProductColumn,
  product: StoredProduct | Merged,
  write: {
    category: (id: number) => string;
    attribute: (column: string, value: string | undefined) => string;
  },
): string {
  switch (column) {
    case "sku":
      return product.sku;
    case "title":
      return product.title;
    case "description":
      return product.description;
    case "mrp":
      return paiseCell(product.mrp);
    case "selling_price":
      return paiseCell(product.sellingPrice);
    case "wholesale_price":
      return paiseCell(product.wholesalePrice);
    case "stock":
      return String(product.stock);
    case "minimum_quantity":
      return String(product.minimumQuantity);
    case "tax_rate":
      return String(product.taxRate);
    case "hsn_code":
      return product.hsnCode;
    case "categories":
      return (product.categoryIds ?? []).map(write.category).join("|");
    case "slug":
      return product.slug;
    case "visible":
      return product.visible ? "yes" : "no";
    case "width":
    case "depth":
    case "height":
      return String(product.dimensions[column].value);
    case "dimension_unit":
      return product.dimensions.width.unit;
    case "volume_prices":
      return volumePricesCell(product.volumePrices ?? []);
    default:
      return write.attribute(column, product.attributes?.[column]);
  }
}

/** The import report's way of writing categories and attribute values: as stored, lists unbracketed. */
const REPORT_CELLS = {
  category: String,
  attribute: (_column: string, value: string | undefined) =>
    value === undefined
      ? ""
      : value.startsWith("[")
        ? toList(value)
            .replace(/^\[|\]$/g, "")
            .replace(/"/g, "")
        : value,
};

/** A field's value as the report shows it. */
function cellOf(column: ProductColumn, product: StoredProduct | Merged): string {
  return productCell(column, product, REPORT_CELLS);
}

/** The file's columns whose value differs from the stored product. */
function changedColumns(current: StoredProduct, merged: Merged, columns: readonly ProductColumn[]): string[] {
  const changed: string[] = [];
  for (const column of columns) {
    if (column === "sku") continue;
    if (differs(column, current, merged)) changed.push(column);
  }
  return changed;
}

function differs(column: ProductColumn, current: StoredProduct, merged: Merged): boolean {
  switch (column) {
    case "title":
      return current.title !== merged.title;
    case "description":
      return current.description !== merged.description;
    case "mrp":
      return current.mrp !== merged.mrp;
    case "selling_price":
      return current.sellingPrice !== merged.sellingPrice;
    case "wholesale_price":
      return current.wholesalePrice !== merged.wholesalePrice;
    case "stock":
      return current.stock !== merged.stock;
    case "minimum_quantity":
      return current.minimumQuantity !== merged.minimumQuantity;
    case "tax_rate":
      return current.taxRate !== merged.taxRate;
    case "hsn_code":
      return current.hsnCode !== merged.hsnCode;
    case "categories":
      return (current.categoryIds ?? []).join(",") !== (merged.categoryIds ?? []).join(",");
    case "slug":
      return current.slug !== merged.slug;
    case "visible":
      return current.visible !== merged.visible;
    case "width":
    case "depth":
    case "height":
      return current.dimensions[column].value !== merged.dimensions[column].value;
    case "dimension_unit":
      return current.dimensions.width.unit !== merged.dimensions.width.unit;
    case "volume_prices":
      return volumePricesCell(current.volumePrices ?? []) !== volumePricesCell(merged.volumePrices ?? []);
    default: {
      const before = current.attributes?.[column];
      const after = merged.attributes?.[column];
      if (before === after) return false;
      // A multi select compares its values, so '["Gold","Black"]' and '["Gold", "Black"]' are the same.
      return (
        attributeValues("multi select", toList(before)).join("|") !==
        attributeValues("multi select", toList(after)).join("|")
      );
    }
  }
}

function toList(val: string | undefined): string {
  if (val === undefined) return "[]";
  return val.startsWith("[") ? val : JSON.stringify([val]);
}
