/**
 * The quick order pad's reader of a typed or pasted list: one product a line, as buyers write it on
 * WhatsApp or copy it out of Excel (`RL-CH-0101 12`, `RL-CH-0101, 12`, `RL-CH-0101 x 12`,
 * `RL-CH-0101<TAB>12`, `12 x RL-CH-0101`). It never throws: every line it cannot read comes back as a
 * problem naming the line, so the buyer can fix the list instead of starting again.
 *
 * The same SKU on several lines is one row with the quantities added up (a restock list often names a
 * product twice, once per room); the row keeps every line number so the preview can say so.
 */

/** Lines read in one go; the rest are reported, not silently dropped. */
export const QUICK_ORDER_MAX_LINES = 500;
/** The largest quantity of a line, as the cart allows (schemas/common.ts). */
export const QUICK_ORDER_MAX_QUANTITY = 100_000;
const SKU_MAX = 64;

export type QuickOrderProblemCode =
  | "no-quantity"
  | "bad-quantity"
  | "quantity-too-small"
  | "quantity-too-large"
  | "bad-sku"
  | "unreadable"
  | "too-many-lines";

export interface QuickOrderRow {
  /** As written on its first line (matching the shop's SKUs ignores case). */
  sku: string;
  quantity: number;
  /** 1-based line numbers the row was read from; more than one when a SKU was repeated. */
  lines: number[];
}

export interface QuickOrderProblem {
  /** 1-based line number in the text (or row number in a sheet). */
  line: number;
  /** The line as written, cut to 80 characters. */
  text: string;
  code: QuickOrderProblemCode;
  /** A sentence a person can read (the storefront words it per language from `code`). */
  message: string;
}

export interface QuickOrderParse {
  rows: QuickOrderRow[];
  problems: QuickOrderProblem[];
}

const SKU = /^[A-Za-z0-9][A-Za-z0-9._\-/]*$/;
const TIMES = new Set(["x", "X", "×", "*"]);
const UNIT = /^(?:pcs?|pieces?|nos?|units?)\.?$/i;
const QTY_LABEL = /^(?:qty|quantity)[:.=]?$/i;
const BULLET = /^(?:[-–—•·*>]+|\d{1,3}[.)])\s+/;
const NUMBER = /^\d+(?:\.\d+)?$/;
// Zero-width marks and the byte-order mark that WhatsApp and Excel leave in copied text.
const INVISIBLE = /[\u200B-\u200F\u2060\uFEFF\u00AD]/g;

/** Arabic-Indic, Eastern Arabic and Devanagari digits as ASCII, so `١٢` and `१२` read as 12. */
function asciiDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9\u0966-\u096F]/g, (digit) => {
    const code = digit.charCodeAt(0);
    const zero = code >= 0x0966 ? 0x0966 : code >= 0x06f0 ? 0x06f0 : 0x0660;
    return String(code - zero);
  });
}

/** Full-width letters and digits (a phone keyboard's) as plain ones; tabs kept, other spaces made plain. */
export function normaliseQuickOrderText(text: string): string {
  return asciiDigits(text.normalize("NFKC"))
    .replace(INVISIBLE, "")
    .replace(/[^\S\t\n]/g, " ");
}

function shown(line: string): string {
  const trimmed = line.trim();
  return trimmed.length > 80 ? `${trimmed.slice(0, 79)}…` : trimmed;
}

export type QuickOrderCell = { sku: string; quantity: string | null } | { unreadable: true };

/** The SKU part and the quantity part of one line of text, before either is checked. */
function splitLine(raw: string): QuickOrderCell {
  if (raw.includes("\t")) {
    const cells = raw
      .split("\t")
      .map((cell) => cell.trim())
      .filter((cell) => cell !== "");
    if (cells.length === 0) return { unreadable: true };
    // A row copied from a wider sheet: the first cell is the code, the last one the quantity.
    const [first, ...rest] = cells as [string, ...string[]];
    return { sku: first, quantity: rest.length > 0 ? (rest[rest.length - 1] as string) : null };
  }
  const line = raw.trim().replace(BULLET, "");
  // `RL-1×4`, `RL-1*4`: glued with a sign that never appears in a SKU. A glued `x` is left alone:
  // `BOX12` is a SKU, not 12 of `BO`.
  const glued = /^(\S+?)[×*](\d+(?:\.\d+)?)$/.exec(line);
  if (glued) return { sku: glued[1] as string, quantity: glued[2] as string };
  let tokens = line
    .split(/[\s,;|]+/)
    .filter((token) => token !== "")
    .filter((token, index) => index === 0 || !QTY_LABEL.test(token));
  // `12pcs`, `12 nos`
  tokens = tokens.flatMap((token, index) => {
    if (index > 0 && UNIT.test(token)) return [];
    const withUnit = /^(\d+(?:\.\d+)?)(?:pcs?|pieces?|nos?|units?)\.?$/i.exec(token);
    return withUnit && index > 0 ? [withUnit[1] as string] : [token];
  });
  if (tokens.length === 0) return { unreadable: true };
  if (tokens.length === 1) return { sku: tokens[0] as string, quantity: null };
  if (tokens.length === 2) {
    const [a, b] = tokens as [string, string];
    // `12 RL-1` reads as quantity first only when the SKU side is plainly not a number.
    if (NUMBER.test(a) && !NUMBER.test(b) && SKU.test(b)) return { sku: b, quantity: a };
    return { sku: a, quantity: b };
  }
  if (tokens.length === 3 && TIMES.has(tokens[1] as string)) {
    const [a, , c] = tokens as [string, string, string];
    if (NUMBER.test(a) && !NUMBER.test(c)) return { sku: c, quantity: a };
    return { sku: a, quantity: c };
  }
  return { unreadable: true };
}

type Checked = { ok: true; sku: string; quantity: number } | { ok: false; code: QuickOrderProblemCode };

/** One line's SKU and quantity checked; shared by the pasted text and the uploaded sheet. */
export function checkQuickOrderCells(sku: string, quantity: string | null): Checked {
  const code = sku.trim();
  if (code === "" || code.length > SKU_MAX || !SKU.test(code)) return { ok: false, code: "bad-sku" };
  if (quantity === null || quantity.trim() === "") return { ok: false, code: "no-quantity" };
  const text = quantity.trim();
  if (!NUMBER.test(text)) return { ok: false, code: "bad-quantity" };
  const value = Number(text);
  // `12.0` is what Excel often gives for 12; `2.5` pieces is not a quantity.
  if (!Number.isInteger(value)) return { ok: false, code: "bad-quantity" };
  if (value < 1) return { ok: false, code: "quantity-too-small" };
  if (value > QUICK_ORDER_MAX_QUANTITY) return { ok: false, code: "quantity-too-large" };
  return { ok: true, sku: code, quantity: value };
}

/** The English sentence of a problem; the storefront has its own per language. */
export function quickOrderProblemMessage(code: QuickOrderProblemCode, line: number): string {
  switch (code) {
    case "no-quantity":
      return `Line ${line}: add the quantity after the SKU, for example "RL-CH-0101 12".`;
    case "bad-quantity":
      return `Line ${line}: the quantity is not a whole number of pieces.`;
    case "quantity-too-small":
      return `Line ${line}: order at least 1 piece.`;
    case "quantity-too-large":
      return `Line ${line}: order at most 1,00,000 pieces per line.`;
    case "bad-sku":
      return `Line ${line}: this is not a SKU (letters, digits, '.', '-', '_' and '/').`;
    case "unreadable":
      return `Line ${line}: write the SKU, then the quantity, for example "RL-CH-0101 x 12".`;
    case "too-many-lines":
      return `Only ${QUICK_ORDER_MAX_LINES} lines are read at a time; from line ${line} on was left out.`;
  }
}

/** Rows from cells already split; repeated SKUs summed (ignoring case), problems per line. */
export class QuickOrderCollector {
  private readonly bySku = new Map<string, QuickOrderRow>();
  readonly problems: QuickOrderProblem[] = [];
  private read = 0;
  private full = false;

  /** False once the line limit is reached (the caller can stop). */
  add(line: number, text: string, cell: QuickOrderCell): boolean {
    if (this.full) return false;
    if (this.read >= QUICK_ORDER_MAX_LINES) {
      this.full = true;
      this.problem(line, text, "too-many-lines");
      return false;
    }
    this.read += 1;
    if ("unreadable" in cell) {
      this.problem(line, text, "unreadable");
      return true;
    }
    const checked = checkQuickOrderCells(cell.sku, cell.quantity);
    if (!checked.ok) {
      this.problem(line, text, checked.code);
      return true;
    }
    const key = checked.sku.toUpperCase();
    const same = this.bySku.get(key);
    if (!same) {
      this.bySku.set(key, { sku: checked.sku, quantity: checked.quantity, lines: [line] });
    } else if (same.quantity + checked.quantity > QUICK_ORDER_MAX_QUANTITY) {
      this.problem(line, text, "quantity-too-large");
    } else {
      same.quantity += checked.quantity;
      same.lines.push(line);
    }
    return true;
  }

  private problem(line: number, text: string, code: QuickOrderProblemCode) {
    this.problems.push({ line, text: shown(text), code, message: quickOrderProblemMessage(code, line) });
  }

  result(): QuickOrderParse {
    return { rows: [...this.bySku.values()], problems: this.problems };
  }
}

const HEADER_WORDS = /^(?:sku|item|code|part|product|article|model|qty|quantity|no|number|#)$/i;

/** A first line such as `SKU, Qty` or `Item code	Quantity` is a header, not a product. */
function isHeaderLine(text: string): boolean {
  const words = text
    .split(/[\s,;|\t.:]+/)
    .filter((word) => word !== "")
    .map((word) => word.toLowerCase());
  return words.length > 0 && words.every((word) => HEADER_WORDS.test(word));
}

/** A pasted or typed list read into rows and per-line problems; blank lines are skipped. */
export function parseQuickOrderText(input: string): QuickOrderParse {
  const collector = new QuickOrderCollector();
  const text = typeof input === "string" ? normaliseQuickOrderText(input) : "";
  const lines = text.split(/\r\n|\r|\n/);
  let first = true;
  for (let index = 0; index < lines.length; index += 1) {
    const raw = lines[index] as string;
    if (raw.trim() === "") continue;
    if (first) {
      first = false;
      if (isHeaderLine(raw)) continue;
    }
    if (!collector.add(index + 1, raw, splitLine(raw))) break;
  }
  return collector.result();
}
