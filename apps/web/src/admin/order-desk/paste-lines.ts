/**
 * Reads a list of order lines as buyers send them on WhatsApp: one line per product, the SKU and the
 * quantity, in either order, separated by spaces, tabs, commas, "x" or "×" or "-" ("RL-101 x 12",
 * "12 pcs RL-101", "RL-101, 12"). Bullets and numbering are ignored. A line without a recognisable
 * quantity is reported rather than guessed. Kept in a file of its own so that the shop's shared paste
 * parser can replace it.
 */
export interface PastedLine {
  sku: string;
  quantity: number;
}

export interface PasteResult {
  lines: PastedLine[];
  /** Lines that could not be read, as typed (1-based line numbers). */
  unread: { line: number; text: string }[];
}

const QUANTITY = /^(\d{1,6})(?:\s*(?:pcs?|pieces?|nos?|units?|qty))?\.?$/i;
const UNIT = /^(?:pcs?|pieces?|nos?|units?)\.?$/i;
const SKU = /^[A-Za-z0-9][A-Za-z0-9._/-]*$/;

function tokens(text: string): string[] {
  return text
    .replace(/^\s*(?:[-*•·]|\d{1,3}[.)])\s+/, "")
    .replace(/\b(?:qty|quantity)\s*[:=]?\s*/gi, " ")
    .split(/[\s,;:\t×]+|\s[xX]\s|\s-\s/)
    .map((part) => part.trim())
    .filter((part) => part !== "" && part.toLowerCase() !== "x" && !UNIT.test(part));
}

export function parsePastedLines(text: string): PasteResult {
  const lines: PastedLine[] = [];
  const unread: PasteResult["unread"] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const trimmed = raw.trim();
    if (trimmed === "") return;
    const parts = tokens(trimmed);
    // "12pcs" and "x12" stick the quantity to a word: split them off first.
    const expanded = parts.flatMap((part) => {
      const glued = /^[xX×]?(\d{1,6})(pcs?|pieces?|nos?)?$/i.exec(part);
      return glued ? [glued[1] as string] : [part];
    });
    const quantityAt = (() => {
      // The quantity is the last number-only token, unless the SKU itself is all digits and comes last.
      for (let i = expanded.length - 1; i >= 0; i -= 1) {
        if (QUANTITY.test(expanded[i] as string) && expanded.length > 1) return i;
      }
      return -1;
    })();
    const skuParts = expanded.filter((_, i) => i !== quantityAt);
    const sku = skuParts.find((part) => SKU.test(part) && /[A-Za-z]/.test(part)) ?? skuParts[0];
    const quantity = quantityAt >= 0 ? Number.parseInt(expanded[quantityAt] as string, 10) : Number.NaN;
    if (!sku || !SKU.test(sku) || !Number.isSafeInteger(quantity) || quantity < 1) {
      unread.push({ line: index + 1, text: trimmed });
      return;
    }
    lines.push({ sku, quantity });
  });
  return { lines, unread };
}
