import { z } from "zod";
import { SHOP_UTC_OFFSET } from "../../india/clock";
import { SHOP_DATE_TIME_PATTERN, SHOP_YEARS, shopDaySchema } from "../common";
import { plainText } from "../text";

/**
 * Admin lists page by keyset (BACKOFFICE.md "The admin API"): the answer's `nextCursor` (opaque text,
 * null on the last page) is sent back as `cursor` for the next page, so a page costs the same at row
 * 100,000 as at row 1.
 */
export const adminListQueryShape = {
  cursor: z
    .string({ error: "The cursor is not valid." })
    .max(200, { error: "The cursor is not valid." })
    .optional(),
  limit: z.coerce
    .number({ error: "limit must be a whole number." })
    .int({ error: "limit must be a whole number." })
    .min(1, { error: "limit must be at least 1." })
    .max(100, { error: "limit must be at most 100." })
    .default(25),
  search: plainText()
    .trim()
    .max(100, { error: "Search with at most 100 characters." })
    .optional()
    .transform((value) => (value ? value : undefined)),
};

export function keysetPageSchema<Item extends z.ZodType>(item: Item) {
  return z.object({ items: z.array(item), nextCursor: z.string().nullable() });
}

/** A day in the shop's calendar (India Standard Time), `2026-03-02`. */
export const isoDateSchema = shopDaySchema();

/**
 * A date and time in India: `2026-11-24T23:59` (a form's local date-time, read as IST), the portal's
 * `2026-11-24 23:59:00`, or an ISO date-time with its offset. Answers the instant as ISO text.
 */
export const istDateTimeSchema = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .transform((value, ctx) => {
      const local = /^([0-9]{4}-[0-9]{2}-[0-9]{2})[T ]([0-9]{2}:[0-9]{2})(:[0-9]{2})?$/.exec(value);
      const iso = local ? `${local[1]}T${local[2]}${local[3] ?? ":00"}${SHOP_UTC_OFFSET}` : value;
      const ok = local || z.iso.datetime({ offset: true }).safeParse(value).success;
      const at = ok ? new Date(iso) : new Date(Number.NaN);
      if (Number.isNaN(at.getTime())) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      // 2026-02-30 rolls over in Date: refuse a day the calendar does not have.
      if (local) {
        const [y, m, d] = (local[1] ?? "").split("-").map(Number) as [number, number, number];
        const day = new Date(Date.UTC(y, m - 1, d));
        if (day.getUTCMonth() !== m - 1 || day.getUTCDate() !== d) {
          ctx.addIssue({ code: "custom", message });
          return z.NEVER;
        }
      }
      // Year 0 has no PostgreSQL timestamp, and an offset such as +23:59 none either: answer the
      // instant in UTC, within the shop's years.
      const year = at.getUTCFullYear();
      if (year < SHOP_YEARS.from || year > SHOP_YEARS.to) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return at.toISOString();
    })
    .meta({
      pattern: SHOP_DATE_TIME_PATTERN,
      description:
        "A date and time in India (IST): 2026-11-24T23:59, 2026-11-24 23:59:00, or ISO 8601 with an offset.",
      examples: ["2026-11-24T23:59", "2026-11-24T23:59:00+05:30"],
    });

/** A query-string flag: `true`/`false` (or 1/0). */
export const queryFlagSchema = z
  .enum(["true", "false", "1", "0"], { error: "Use true or false." })
  .transform((value) => value === "true" || value === "1");

/** A staff member as history rows and audit entries name them. */
export const staffRefSchema = z.object({ id: z.number().int().positive(), name: z.string() });
export type StaffRefDto = z.infer<typeof staffRefSchema>;
