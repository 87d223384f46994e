import { z } from "zod";
import { isoDateSchema } from "../schemas/admin/common";
import { signedMoneySchema } from "../schemas/common";

/** How the sales report groups the tax invoices and credit notes of a period. */
export const SALES_GROUPINGS = ["day", "month", "buyer", "category", "product", "state"] as const;
export type SalesGrouping = (typeof SALES_GROUPINGS)[number];

export const SALES_GROUPING_TITLES: Record<SalesGrouping, string> = {
  day: "Day",
  month: "Month",
  buyer: "Buyer",
  category: "Category",
  product: "Product",
  state: "State",
};

/** The groupings with one row per buyer or product: thousands of rows, so they come in pages. */
export const PAGED_SALES_GROUPINGS: readonly SalesGrouping[] = ["buyer", "product"];

/** A day-by-day report covers at most this many days (a longer period reads better by month). */
export const SALES_DAYS_MAX = 400;
/** Any report covers at most ten years. */
export const REPORT_DAYS_MAX = 3660;

/** Products with no tax invoice line in this many days are "not sold". */
export const UNSOLD_DAYS = 90;

const DAY_MS = 24 * 60 * 60 * 1000;

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

const periodShape = {
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
};

const limitSchema = (max: number, fallback: number) =>
  z.coerce
    .number({ error: "limit must be a whole number." })
    .int({ error: "limit must be a whole number." })
    .min(1, { error: "limit must be at least 1." })
    .max(max, { error: `limit must be at most ${max}.` })
    .default(fallback);

const cursorSchema = z
  .string({ error: "The cursor is not valid." })
  .max(300, { error: "The cursor is not valid." })
  .optional();

type Period = { from?: string | undefined; to?: string | undefined };

const DAYS_TOO_LONG = `A day-by-day report covers at most ${SALES_DAYS_MAX} days; group by month for a longer period.`;
const PERIOD_TOO_LONG = "A report covers at most ten years.";
const PERIOD_REVERSED = "The last day cannot be before the first day.";

/** The period rules JSON Schema cannot say: the document says them in words, the refusals in these. */
export const REPORT_PERIOD_MESSAGES = [DAYS_TOO_LONG, PERIOD_TOO_LONG, PERIOD_REVERSED] as const;
const PERIOD_IN_WORDS = `to not before from; at most ${REPORT_DAYS_MAX} days, and at most ${SALES_DAYS_MAX} days grouped by day.`;

/**
 * What is wrong with a period, if anything: the last day before the first, or longer than a report
 * covers (400 days by day, ten years otherwise). The API asks it again once a missing end has its default.
 */
export function reportPeriodRefusal(
  groupBy: SalesGrouping | null,
  from: string,
  to: string,
): { field: "from" | "to"; message: string } | null {
  if (from > to) return { field: "to", message: PERIOD_REVERSED };
  const days = daysBetween(from, to);
  if (groupBy === "day" && days > SALES_DAYS_MAX) return { field: "from", message: DAYS_TOO_LONG };
  if (days > REPORT_DAYS_MAX) return { field: "from", message: PERIOD_TOO_LONG };
  return null;
}

function checkPeriod(query: Period & { groupBy?: SalesGrouping }, ctx: z.core.$RefinementCtx<Period>) {
  if (!query.from || !query.to) return;
  const refusal = reportPeriodRefusal(query.groupBy ?? null, query.from, query.to);
  if (refusal) ctx.addIssue({ code: "custom", path: [refusal.field], message: refusal.message });
}

/**
 * `GET /v1/admin/reports/sales`: net sales (tax invoices less credit notes) of a period in the shop's
 * days, grouped. Without dates: the financial year so far.
 */
export const salesReportQuerySchema = z
  .object({
    groupBy: z
      .enum(SALES_GROUPINGS, { error: "Group by day, month, buyer, category, product or state." })
      .default("day"),
    ...periodShape,
    cursor: cursorSchema,
    limit: limitSchema(200, 50),
  })
  .superRefine(checkPeriod)
  .meta({ description: PERIOD_IN_WORDS });
export type SalesReportQuery = z.infer<typeof salesReportQuerySchema>;

/** `GET /v1/admin/reports/sales/export`: the same report, every row, as CSV. */
export const salesExportQuerySchema = z
  .object({
    groupBy: z
      .enum(SALES_GROUPINGS, { error: "Group by day, month, buyer, category, product or state." })
      .default("day"),
    ...periodShape,
  })
  .superRefine(checkPeriod)
  .meta({ description: PERIOD_IN_WORDS });
export type SalesExportQuery = z.infer<typeof salesExportQuerySchema>;

/** Net amounts of a group (invoices less credit notes), in rupees; negative when credits outweigh sales. */
export const salesFiguresSchema = z.object({
  taxable: signedMoneySchema,
  cgst: signedMoneySchema,
  sgst: signedMoneySchema,
  igst: signedMoneySchema,
  /** CGST + SGST + IGST. */
  gst: signedMoneySchema,
  /** Taxable value + GST: what the documents total. */
  total: signedMoneySchema,
  /** Pieces invoiced less pieces returned on credit notes. */
  quantity: z.number().int(),
});
export type SalesFiguresDto = z.infer<typeof salesFiguresSchema>;

export const salesRowSchema = salesFiguresSchema.extend({
  /** The group's key: a day, a month, a buyer's, category's or product's id, a state's GST code. */
  key: z.string(),
  label: z.string(),
  /** A second line: the buyer's contact, the product's SKU. */
  detail: z.string().nullable(),
});
export type SalesRowDto = z.infer<typeof salesRowSchema>;

export const salesReportSchema = z.object({
  groupBy: z.enum(SALES_GROUPINGS),
  from: z.iso.date(),
  to: z.iso.date(),
  /** Every document of the period, whatever the page: Σ invoices − Σ credit notes. */
  totals: salesFiguresSchema.extend({
    invoices: z.number().int().nonnegative(),
    creditNotes: z.number().int().nonnegative(),
  }),
  rows: z.array(salesRowSchema),
  /**
   * By product or category: what no product line carries (packing and freight, credit notes issued
   * before they kept their lines), so that the rows and this add up to the totals. Null otherwise.
   */
  other: salesRowSchema.nullable(),
  nextCursor: z.string().nullable(),
});
export type SalesReportDto = z.infer<typeof salesReportSchema>;

/** `GET /v1/admin/reports/collections`: money received by month of the day it arrived. */
export const collectionsQuerySchema = z
  .object(periodShape)
  .superRefine(checkPeriod)
  .meta({ description: PERIOD_IN_WORDS });
export type CollectionsQuery = z.infer<typeof collectionsQuerySchema>;

export const collectionsReportSchema = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  months: z.array(
    z.object({
      month: z.string(),
      /** Payments against orders, and money kept on account or as an advance. */
      received: signedMoneySchema,
      refunded: signedMoneySchema,
      net: signedMoneySchema,
      payments: z.number().int().nonnegative(),
    }),
  ),
  totals: z.object({
    received: signedMoneySchema,
    refunded: signedMoneySchema,
    net: signedMoneySchema,
    payments: z.number().int().nonnegative(),
  }),
});
export type CollectionsReportDto = z.infer<typeof collectionsReportSchema>;

/** `GET /v1/admin/reports/unsold-products`: the catalogue's products without a sale in 90 days. */
export const unsoldQuerySchema = z.object({
  cursor: cursorSchema,
  limit: limitSchema(200, 50),
});
export type UnsoldQuery = z.infer<typeof unsoldQuerySchema>;

export const unsoldReportSchema = z.object({
  days: z.number().int().positive(),
  since: z.iso.date(),
  /** How many products the list holds, over every page. */
  count: z.number().int().nonnegative(),
  items: z.array(
    z.object({
      id: z.number().int().positive(),
      title: z.string(),
      sku: z.string(),
      stock: z.number().int(),
      /** The shop day of its last tax invoice, null if never invoiced. */
      lastSoldOn: z.iso.date().nullable(),
    }),
  ),
  nextCursor: z.string().nullable(),
});
export type UnsoldReportDto = z.infer<typeof unsoldReportSchema>;
