import { z } from "zod";
import { shopDaySchema, strictBody } from "../schemas/common";
import { plainText } from "../schemas/text";

/**
 * GST rates by HSN as data: the owner records each rate with the day it comes into force, so a rate
 * change (the GST Council's 56th meeting moved many goods from 22 September 2025) is a new row, not a
 * code change, and the rate of an earlier day stays readable.
 */
export interface HsnRate {
  /** 4, 6 or 8 digits; a longer code is more specific and wins over its heading. */
  hsnCode: string;
  /** The HSN master's description, printed in GSTR-1's HSN tables. */
  description: string;
  /** Percent, the whole GST (CGST + SGST, or IGST). */
  rate: number;
  /** The first day (India) the rate applies, `2025-09-22`. */
  effectiveFrom: string;
}

/** The rates GST knows after the 56th Council meeting, and those of earlier days the books still carry. */
export const GST_RATES_ALLOWED: readonly number[] = [0, 0.1, 0.25, 1.5, 3, 5, 12, 18, 28, 40];

/**
 * The HSN master's descriptions of the headings the shop sells, the Description GSTR-1's HSN tables
 * want (a product's title is refused there). The owner's rate rows override these.
 */
export const HSN_DESCRIPTIONS: Readonly<Record<string, string>> = {
  "8539": "Electric filament or discharge lamps; light-emitting diode (LED) light sources",
  "9405": "Lamps and lighting fittings",
};

function digits(code: string): string {
  return code.replace(/\D/g, "");
}

/** The entry whose code is the longest prefix of `hsnCode` (8, 6, then 4 digits), if any. */
function byLongestPrefix<T extends { hsnCode: string }>(entries: readonly T[], hsnCode: string): T[] {
  const code = digits(hsnCode);
  for (let length = Math.min(8, code.length); length >= 2; length -= 1) {
    const prefix = code.slice(0, length);
    const found = entries.filter((e) => digits(e.hsnCode) === prefix);
    if (found.length > 0) return found;
  }
  return [];
}

/**
 * The description of an HSN code: the most specific owner's row, else the heading's description from
 * the HSN master; empty when neither knows the code.
 */
export function hsnDescription(hsnCode: string, rates: readonly HsnRate[] = []): string {
  const own = byLongestPrefix(rates, hsnCode).sort((a, b) => (a.effectiveFrom < b.effectiveFrom ? 1 : -1))[0];
  if (own?.description) return own.description;
  const master = byLongestPrefix(
    Object.entries(HSN_DESCRIPTIONS).map(([code, description]) => ({ hsnCode: code, description })),
    hsnCode,
  )[0];
  return master?.description ?? "";
}

/**
 * The rate in force for an HSN code on a day (`2026-03-10`, India): among the most specific codes that
 * match, the row with the latest effective-from on or before that day. Null when no row applies.
 */
export function hsnRateInForce(rates: readonly HsnRate[], hsnCode: string, day: string): HsnRate | null {
  const code = digits(hsnCode);
  for (let length = Math.min(8, code.length); length >= 2; length -= 1) {
    const prefix = code.slice(0, length);
    const inForce = rates
      .filter((r) => digits(r.hsnCode) === prefix && r.effectiveFrom <= day)
      .sort((a, b) => (a.effectiveFrom < b.effectiveFrom ? 1 : -1));
    if (inForce[0]) return inForce[0];
  }
  return null;
}

/** A product's rate against the table: a sentence when they differ on that day, else null. */
export function hsnRateMismatch(
  rates: readonly HsnRate[],
  product: { hsnCode: string; taxRate: number },
  day: string,
): string | null {
  const inForce = hsnRateInForce(rates, product.hsnCode, day);
  if (!inForce || inForce.rate === product.taxRate) return null;
  return `HSN ${inForce.hsnCode} is taxed at ${inForce.rate} % from ${inForce.effectiveFrom}; this product says ${product.taxRate} %.`;
}

/** A calendar day; the OpenAPI document carries its pattern, so 30 February is refused on both sides. */
const isoDay = shopDaySchema("Give the day the rate applies from, as YYYY-MM-DD.");

/** `POST /v1/admin/settings/gst-rates`: one rate of an HSN code from a day. */
export const hsnRateBodySchema = strictBody({
  hsnCode: z
    .string({ error: "An HSN code has 4, 6 or 8 digits." })
    .trim()
    .regex(/^[0-9]{4}([0-9]{2}){0,2}$/, { error: "An HSN code has 4, 6 or 8 digits." }),
  description: plainText({ error: "Give the HSN's description." })
    .trim()
    .min(3, { error: "Give the HSN's description (at least 3 characters)." })
    .max(300, { error: "The description has at most 300 characters." }),
  rate: z
    .number({ error: "Choose a GST rate." })
    .refine((rate) => GST_RATES_ALLOWED.includes(rate), {
      error: `The GST rate is one of ${GST_RATES_ALLOWED.join(", ")} %.`,
    })
    .meta({ enum: [...GST_RATES_ALLOWED] }),
  effectiveFrom: isoDay,
});
export type HsnRateInput = z.infer<typeof hsnRateBodySchema>;

export const hsnRateRowSchema = z.object({
  id: z.number().int().positive(),
  hsnCode: z.string(),
  description: z.string(),
  rate: z.number(),
  effectiveFrom: z.string(),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type HsnRateRowDto = z.infer<typeof hsnRateRowSchema>;
export const hsnRateListSchema = z.object({ items: z.array(hsnRateRowSchema) });
