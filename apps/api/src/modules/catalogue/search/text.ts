/**
 * How catalogue text becomes search terms, the same for products and for what a buyer types: lower case,
 * letters and digits only, common English words left out, and a number with its unit also as one term
 * ('9 W', '9w', '9 watt' → '9w'), so a wattage typed either way finds the same products.
 */

const STOPWORDS = new Set([
  "a",
  "an",
  "and",
  "are",
  "as",
  "at",
  "be",
  "by",
  "each",
  "for",
  "from",
  "in",
  "into",
  "is",
  "it",
  "its",
  "of",
  "on",
  "or",
  "our",
  "the",
  "through",
  "to",
  "up",
  "use",
  "with",
]);

/** Units written after a number, and the one spelling each is indexed under. */
const UNITS: Record<string, string> = {
  w: "w",
  watt: "w",
  watts: "w",
  kw: "kw",
  v: "v",
  volt: "v",
  volts: "v",
  k: "k",
  mm: "mm",
  cm: "cm",
  m: "m",
  kg: "kg",
  lm: "lm",
};

const NUMBER = /^[0-9]+$/;
/** '9w', '230v', '3000k': a number glued to its unit. */
const GLUED_UNIT = /^([0-9]+)([a-z]+)$/;

export function isNumber(word: string): boolean {
  return NUMBER.test(word);
}

function rawWords(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** The terms a product's text is indexed under (a word may repeat; the caller keeps the best weight). */
export function indexTerms(text: string): string[] {
  const words = rawWords(text);
  const terms: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i] as string;
    if (!STOPWORDS.has(word)) terms.push(word);
    const unit = UNITS[words[i + 1] ?? ""];
    if (unit && isNumber(word)) terms.push(`${word}${unit}`);
  }
  return terms;
}

/**
 * The words of a search, in the order typed: '9 W' and '9 watt' become the one word '9w'; a glued
 * number and unit keeps its canonical spelling ('9watts' → '9w'). Stop words are dropped unless they are
 * all there is.
 */
export function queryWords(text: string, max: number): string[] {
  const words = rawWords(text);
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i] as string;
    const unit = UNITS[words[i + 1] ?? ""];
    if (unit && isNumber(word)) {
      out.push(`${word}${unit}`);
      i++;
      continue;
    }
    const glued = GLUED_UNIT.exec(word);
    const gluedUnit = glued ? UNITS[glued[2] as string] : undefined;
    out.push(glued && gluedUnit ? `${glued[1]}${gluedUnit}` : word);
  }
  const meaningful = out.filter((word) => !STOPWORDS.has(word));
  return (meaningful.length > 0 ? meaningful : out).slice(0, max);
}

/** 'lamps' → 'lamp', 'bulbs' → 'bulb': a typed plural also finds the singular (matched as a prefix). */
export function stem(word: string): string {
  return word.length >= 4 && word.endsWith("s") && !word.endsWith("ss") ? word.slice(0, -1) : word;
}
