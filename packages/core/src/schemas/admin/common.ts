import { z } from "zod";
import { shopDaySchema } from "../common";
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

/** A query-string flag: `true`/`false` (or 1/0). */
export const queryFlagSchema = z
  .enum(["true", "false", "1", "0"], { error: "Use true or false." })
  .transform((value) => value === "true" || value === "1");

/** A staff member as history rows and audit entries name them. */
export const staffRefSchema = z.object({ id: z.number().int().positive(), name: z.string() });
export type StaffRefDto = z.infer<typeof staffRefSchema>;
