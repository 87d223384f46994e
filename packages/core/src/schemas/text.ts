import { z } from "zod";

/**
 * The one rule every text a buyer (or a client) sends passes through: no control characters (NUL and the
 * other C0/C1 controls, DEL) and no bidirectional embedding, override or isolate controls. NUL cannot be
 * stored in PostgreSQL text, other controls corrupt mails, PDFs and logs, and a direction override turns
 * "Gupta Traders" into an address label that reads differently on screen than in the database.
 * Multi-line texts (a message, an order note) keep tab, line feed and carriage return.
 */

/** C0 controls and DEL and C1 controls; tab, LF and CR are allowed separately for multi-line text. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this rule's job.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const LINE_BREAK_OR_TAB = /[\t\n\r]/;
/** LRE, RLE, PDF, LRO, RLO and LRI, RLI, FSI, PDI. (The plain marks LRM/RLM are harmless and allowed.) */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const CONTROL_CHARACTER_MESSAGE = "Remove control characters (such as NUL) from this text.";
export const LINE_BREAK_MESSAGE = "Write this on one line, without line breaks or tabs.";
export const BIDI_CONTROL_MESSAGE = "Remove text-direction control characters from this text.";
export const BROKEN_CHARACTER_MESSAGE = "This text contains a broken character. Type it again.";

export interface TextRuleOptions {
  /** Allow tab, line feed and carriage return (a message, a note). Default: one line. */
  multiline?: boolean;
}

/** Why a text is refused, as the sentence a buyer reads, or null when it passes the rule. */
export function unsafeTextMessage(text: string, options: TextRuleOptions = {}): string | null {
  if (CONTROL.test(text)) return CONTROL_CHARACTER_MESSAGE;
  if (!options.multiline && LINE_BREAK_OR_TAB.test(text)) return LINE_BREAK_MESSAGE;
  if (BIDI_CONTROL.test(text)) return BIDI_CONTROL_MESSAGE;
  // A lone UTF-16 surrogate has no UTF-8 form: it would be stored as U+FFFD, not as what was sent.
  if (LONE_SURROGATE.test(text)) return BROKEN_CHARACTER_MESSAGE;
  return null;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this rule's job.
const STRIP = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;

/**
 * For texts that only steer a lookup (search words): the same characters removed (as spaces) instead of
 * refused, so a pasted search still finds something. Lone surrogates become U+FFFD.
 */
export function stripUnsafeText(text: string): string {
  return text.replace(STRIP, " ").replace(new RegExp(LONE_SURROGATE.source, "g"), "\uFFFD");
}

/**
 * The text rule as JSON Schema patterns (ECMA-262 with the `u` flag, as JSON Schema 2020-12 reads them):
 * every character outside the refused ones. Under `u` a lone surrogate is a code point of its own, so
 * the surrogate range refuses exactly the broken ones while a pair (an emoji) passes.
 */
export const TEXT_RULE_PATTERNS = {
  oneLine: "^[^\\u0000-\\u001F\\u007F-\\u009F\\u202A-\\u202E\\u2066-\\u2069\\uD800-\\uDFFF]*$",
  multiline:
    "^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F\\u202A-\\u202E\\u2066-\\u2069\\uD800-\\uDFFF]*$",
} as const;

/**
 * Metadata key that carries the text rule into the OpenAPI document: a zod refinement has no JSON
 * Schema form, and a `pattern` in the metadata would replace the pattern of a later `.regex()`, so the
 * document turns this marker into a pattern of its own beside any other.
 */
export const TEXT_RULE_META_KEY = "x-text-rule";

/**
 * A zod string with the text rule as its first check, refused with a 422 sentence. Build other text
 * schemas on it: `plainText({ error: "Enter your name." }).trim().min(1)…`.
 */
export function plainText(options: TextRuleOptions & { error?: string } = {}) {
  return z
    .string(options.error === undefined ? undefined : { error: options.error })
    .superRefine((text, ctx) => {
      const message = unsafeTextMessage(text, options);
      if (message !== null) ctx.addIssue({ code: "custom", message });
    })
    .meta({ [TEXT_RULE_META_KEY]: options.multiline ? "multiline" : "oneLine" });
}
