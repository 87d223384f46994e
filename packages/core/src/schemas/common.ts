import { z } from "zod";
import {
  INDIAN_STATE_NAMES,
  isValidGstin,
  isValidPincode,
  normalizeGstin,
  normalizeIndianPhone,
} from "../india";
import { plainText, stripUnsafeText } from "./text";

/**
 * A request body object that rejects unknown fields (API.md: "Unknown fields are rejected, not ignored").
 * The messages are the ones a buyer sees when a form or a client sends something the API does not take.
 */
export function strictBody<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.strictObject(shape, {
    error: (issue) => {
      if (issue.code === "unrecognized_keys") return "This field is not accepted.";
      if (issue.code === "invalid_type") return "Send the details as a JSON object.";
      return undefined;
    },
  });
}

const QUANTITY_MAX = 100_000;
const PASSWORD_MIN_LENGTH = 8;
const PASSWORD_MAX_LENGTH = 128;

/** Ids are PostgreSQL `integer` (serial) columns: a larger id is refused here as a 422 instead of failing in SQL. */
export const DB_ID_MAX = 2_147_483_647;

/** Database ids: positive integers. */
export const idSchema = z
  .number({ error: "Choose a valid item." })
  .int({ error: "Choose a valid item." })
  .positive({ error: "Choose a valid item." })
  .max(DB_ID_MAX, { error: "Choose a valid item." });

/**
 * A whole number as query-string or path text, parsed strictly: decimal digits only, no sign, no leading
 * zero, no hex, exponent or spaces (`0x1`, `+1`, `00001`, `1e3` are refused), at most DB_ID_MAX.
 */
export function strictIntText(opts: { min: 0 | 1; message: string; tooLargeMessage?: string; max?: number }) {
  const pattern = opts.min === 0 ? /^(0|[1-9][0-9]{0,9})$/ : /^[1-9][0-9]{0,9}$/;
  const max = opts.max ?? DB_ID_MAX;
  return (
    z
      .string({ error: opts.message })
      .regex(pattern, { error: opts.message })
      .transform(Number)
      .pipe(z.number().max(max, { error: opts.tooLargeMessage ?? opts.message }))
      // The document shows the number the text stands for, with both bounds (the pipe's maximum has no
      // JSON Schema form on the text side); an integer parameter is written in exactly these digits.
      .meta({ type: "integer", minimum: opts.min, maximum: max, pattern: undefined })
  );
}

/** An id in a path or query string, where every value arrives as text. */
export const idParamValueSchema = strictIntText({ min: 1, message: "Use a numeric id." });

// |v × 100 − round(v × 100)| is below float noise exactly when v has at most 2 decimals.
function hasAtMostTwoDecimals(value: number): boolean {
  const paise = value * 100;
  return Math.abs(paise - Math.round(paise)) < 1e-6;
}

/**
 * The largest amount the shop takes, in rupees either way: the largest whose paise are still exact in
 * a double (some ₹90 lakh crore, far past any order or balance).
 */
export const MONEY_DOCUMENTED_MAX = Math.floor(Number.MAX_SAFE_INTEGER / 100);

/**
 * OpenAPI extension on an array of objects: no two items have the same value of the named property
 * (JSON Schema's `uniqueItems` compares whole items). The document carries it as `x-unique-by`.
 */
export const UNIQUE_BY_META_KEY = "x-unique-by";

/** An amount in rupees with at most 2 decimals; negative for discount lines and balances. */
export const signedMoneySchema = z
  .number({ error: "Enter an amount in rupees." })
  .refine(hasAtMostTwoDecimals, { error: "Amounts have at most 2 decimals (whole paise)." })
  .refine((value) => Math.abs(value) <= MONEY_DOCUMENTED_MAX, { error: "That amount is too large." })
  .meta({ multipleOf: 0.01, minimum: -MONEY_DOCUMENTED_MAX, maximum: MONEY_DOCUMENTED_MAX });

/** A non-negative amount in rupees with at most 2 decimals. */
export const moneySchema = signedMoneySchema
  .refine((v) => v >= 0, { error: "Amounts cannot be negative." })
  .meta({ minimum: 0, maximum: MONEY_DOCUMENTED_MAX });

/** The most a product's price (and any price of it: floor, volume break) may be: fits the integer paise column. */
export const PRICE_MAX_RUPEES = 10_000_000;

/** A price of a product in rupees, named in its messages (`what`: "MRP", "wholesale floor"…). */
export const productPriceSchema = (what: string) =>
  z
    .number({ error: `Enter the ${what} in rupees.` })
    .refine((v) => v >= 0, { error: `The ${what} cannot be negative.` })
    .refine((v) => v <= PRICE_MAX_RUPEES, { error: `The ${what} is at most ₹1,00,00,000.` })
    .pipe(moneySchema)
    .meta({ minimum: 0, maximum: PRICE_MAX_RUPEES, multipleOf: 0.01 });

/** How many units of a product a line orders. */
export const quantitySchema = z
  .number({ error: "Enter a quantity." })
  .int({ error: "Enter a whole number of pieces." })
  .min(1, { error: "Order at least 1 piece." })
  .max(QUANTITY_MAX, { error: "Order at most 1,00,000 pieces per line." });

/** Lower-cased and trimmed, so one person has one account whatever they type. */
export const emailSchema = plainText({ error: "Enter a valid email address." })
  .trim()
  .toLowerCase()
  .meta({
    format: "email",
    maxLength: 254,
    // What the email check below takes (zod's), so the document refuses what it refuses.
    pattern: z.regexes.email.source,
    description: "An email address (at most 254 characters); trimmed and lower-cased before it is stored.",
    examples: ["buyer@example.in"],
  })
  .pipe(
    z.email({ error: "Enter a valid email address." }).max(254, { error: "Enter a valid email address." }),
  );

/**
 * A new password; kept exactly as typed (spaces count), but no control characters: a NUL or a line break
 * in a password is a paste accident or an attack, never something a buyer can type again.
 */
export const newPasswordSchema = plainText({
  error: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
})
  .min(PASSWORD_MIN_LENGTH, { error: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.` })
  .max(PASSWORD_MAX_LENGTH, { error: `Password must be at most ${PASSWORD_MAX_LENGTH} characters.` });

/** A password being checked (sign-in, current password): only bounded, the stored hash decides. */
export const enteredPasswordSchema = plainText({ error: "Enter your password." })
  .min(1, { error: "Enter your password." })
  .max(PASSWORD_MAX_LENGTH, { error: `Password must be at most ${PASSWORD_MAX_LENGTH} characters.` });

/** An Indian mobile or landline number, stored as E.164 (`+919811122233`). */
export const phoneSchema = plainText({ error: "Enter a valid Indian phone number." })
  .meta({
    // A mobile (6-9 first) with or without +91 or 0, a landline only after one; separators anywhere.
    pattern:
      "^[ ().\\-/]*(?:(?:\\+91|0)[ ().\\-/]*)?[6-9](?:[ ().\\-/]*[0-9]){9}[ ().\\-/]*$|" +
      "^[ ().\\-/]*(?:\\+91|0)[ ().\\-/]*[1-5](?:[ ().\\-/]*[0-9]){9}[ ().\\-/]*$",
    description:
      "An Indian mobile number (10 digits starting 6-9, with or without +91, 91, 0091 or 0) or a landline " +
      "with its STD code after 0 or +91; spaces, dashes, dots, slashes and brackets are ignored. Stored and " +
      "answered in E.164 (+919811122233).",
    examples: ["+919811122233", "98111 22233", "011-23456789"],
  })
  .transform((value, ctx) => {
    const e164 = normalizeIndianPhone(value);
    if (e164 === null) {
      ctx.addIssue({ code: "custom", message: "Enter a valid Indian phone number." });
      return z.NEVER;
    }
    return e164;
  });

/**
 * A GSTIN's layout for the document (stricter than the check: written without spaces, in capitals);
 * the state code and check character are said in words.
 */
const GSTIN_LAYOUT_OR_EMPTY = "^(?:[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z])?$";

/** A GSTIN, upper-cased with spaces removed, then checked (layout, state code, check character). */
export const gstinSchema = z
  .string({ error: "Enter a valid GSTIN." })
  .transform(normalizeGstin)
  .refine(isValidGstin, { error: "Enter a valid GSTIN." })
  .meta({
    pattern: GSTIN_LAYOUT_OR_EMPTY.replace(")?$", ")$"),
    description: "A GSTIN: 15 characters (state code, PAN, entity, Z, check character: the GSTN checksum).",
  });

/**
 * An optional GSTIN: absent stays absent (a PATCH leaves it alone), `""` or null clears it, anything
 * else must be a valid GSTIN.
 */
export const optionalGstinSchema = z
  .union(
    [
      z.string({ error: "Enter a valid GSTIN." }).meta({
        pattern: GSTIN_LAYOUT_OR_EMPTY,
        description:
          "A GSTIN: 15 characters (state code, PAN, entity, Z, check character: the GSTN checksum), upper-case " +
          'without spaces. "" or null clears it.',
        examples: ["27AAPFU0939F1ZV", ""],
      }),
      z.null(),
    ],
    { error: "Enter a valid GSTIN." },
  )
  .optional()
  .transform((value, ctx) => {
    if (value === undefined) return undefined;
    const gstin = value === null ? "" : normalizeGstin(value);
    if (gstin === "") return null;
    if (!isValidGstin(gstin)) {
      ctx.addIssue({ code: "custom", message: "Enter a valid GSTIN." });
      return z.NEVER;
    }
    return gstin;
  });

/** A 6-digit PIN code. */
export const pincodeSchema = z
  .string({ error: "Enter a 6-digit PIN code." })
  .trim()
  .refine(isValidPincode, { error: "Enter a 6-digit PIN code." })
  .meta({ pattern: "^\\s*[1-9][0-9]{5}\\s*$", description: "A 6-digit PIN code.", examples: ["110006"] });

/** One of India's states and union territories, by its official name; it decides CGST+SGST versus IGST. */
export const indianStateNameSchema = z.enum(INDIAN_STATE_NAMES, {
  error: "Choose a state or union territory of India.",
});

/** Required text: the text rule (./text.ts), trimmed, not empty, bounded. */
export function requiredText(
  emptyMessage: string,
  max: number,
  tooLongMessage?: string,
  options: { multiline?: boolean } = {},
) {
  return plainText({ error: emptyMessage, multiline: options.multiline })
    .trim()
    .min(1, { error: emptyMessage })
    .max(max, { error: tooLongMessage ?? `Use at most ${max} characters.` });
}

/**
 * Optional text: absent stays absent (a PATCH leaves it alone), `""` or null becomes null (clears it),
 * anything else passes the text rule (./text.ts), is trimmed and bounded.
 */
export function optionalText(max: number, tooLongMessage?: string, options: { multiline?: boolean } = {}) {
  return (
    z
      // The document's maxLength counts before trimming: stricter than the check, never looser.
      .union([plainText({ multiline: options.multiline }).meta({ maxLength: max }), z.null()], {
        error: "Enter text.",
      })
      .optional()
      .transform((value, ctx) => {
        if (value === undefined) return undefined;
        const text = value === null ? "" : value.trim();
        if (text === "") return null;
        if (text.length > max) {
          ctx.addIssue({ code: "custom", message: tooLongMessage ?? `Use at most ${max} characters.` });
          return z.NEVER;
        }
        return text;
      })
  );
}

/** A stored image: `path` is "/storage/" + `key`. */
export const imageSchema = z.object({ key: z.string(), path: z.string() });
export type ImageDto = z.infer<typeof imageSchema>;

/** `{}`, the data of calls that only confirm (forgot/reset/change password). */
export const emptyResponseSchema = z.object({});
export type EmptyResponseDto = z.infer<typeof emptyResponseSchema>;

/** `/{id}` path parameters. */
export const idParamsSchema = z.object({ id: idParamValueSchema });
export type IdParamsInput = z.infer<typeof idParamsSchema>;

/** `/{slug}` path parameters. */
export const slugParamsSchema = z.object({
  slug: plainText({ error: "Give a slug." })
    .trim()
    .min(1, { error: "Give a slug." })
    .max(200, { error: "Use at most 200 characters." }),
});
export type SlugParamsInput = z.infer<typeof slugParamsSchema>;

/** skip/limit paging of a list, as query-string text parsed strictly as whole numbers. */
export function pagingQueryShape(defaultLimit: number, maxLimit: number) {
  return {
    skip: strictIntText({
      min: 0,
      message: "skip must be a whole number, 0 or more.",
      tooLargeMessage: `skip must be at most ${DB_ID_MAX}.`,
    }).default(0),
    limit: strictIntText({
      min: 1,
      message: "limit must be a whole number, at least 1.",
      max: maxLimit,
      tooLargeMessage: `limit must be at most ${maxLimit}.`,
    }).default(defaultLimit),
  };
}

/** Search words from a query string: the text rule's characters removed, trimmed, bounded; empty means none. */
export function searchText(maxLength: number) {
  return z
    .string({ error: "Search for text." })
    .transform(stripUnsafeText)
    .pipe(
      z
        .string()
        .trim()
        .max(maxLength, { error: `Search text has at most ${maxLength} characters.` }),
    )
    .meta({ maxLength });
}

/** The years a day of the shop's calendar may fall in: a typo such as 0202 or 20266 is refused. */
export const SHOP_YEARS = { from: 2000, to: 2999 } as const;

/**
 * SHOP_YEARS' calendar days as one JSON Schema pattern (for the OpenAPI document, where the years'
 * refinement has no form): 29 February only in leap years, every year 2xxx.
 */
const SHOP_DAY_BODY =
  "(?:(?:2[0-9][2468][048]|2[0-9][13579][26]|2[0-9]0[48]|2[048]00)-02-29|2[0-9]{3}-(?:(?:0[13578]|1[02])-" +
  "(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8])))";
export const SHOP_DAY_PATTERN = `^${SHOP_DAY_BODY}$`;

/**
 * A day of the shop's calendar, `2026-03-02`, within SHOP_YEARS. A valid ISO day such as `0000-02-29`
 * has no PostgreSQL date (there is no year 0) and years below 100 shift in JavaScript's Date.
 */
export function shopDaySchema(error = "Enter a date as YYYY-MM-DD.") {
  return z.iso
    .date({ error })
    .refine(
      (day) => {
        const year = Number(day.slice(0, 4));
        return year >= SHOP_YEARS.from && year <= SHOP_YEARS.to;
      },
      { error: `Enter a date between the years ${SHOP_YEARS.from} and ${SHOP_YEARS.to}.` },
    )
    .meta({ pattern: SHOP_DAY_PATTERN });
}

/**
 * A date and time the shop takes (admin `istDateTimeSchema`) as one JSON Schema pattern: a day of the
 * years 2001–2998 (so that India's offset never moves it out of SHOP_YEARS), then `T` or a space, hours
 * and minutes with optional seconds, or an ISO time with seconds and an offset.
 */
export const SHOP_DATE_TIME_PATTERN = (() => {
  const day = SHOP_DAY_BODY.replace("2[048]00", "2[48]00").replace(
    "2[0-9]{3}-",
    "(?:200[1-9]|20[1-9][0-9]|2[1-8][0-9]{2}|29[0-8][0-9]|299[0-8])-",
  );
  const hm = "(?:[01][0-9]|2[0-3]):[0-5][0-9]";
  return `^${day}(?:[T ]${hm}(?::[0-5][0-9])?|T${hm}:[0-5][0-9](?:\\.[0-9]{1,3})?(?:Z|[+-](?:0[0-9]|1[0-4]):[0-5][0-9]))$`;
})();
