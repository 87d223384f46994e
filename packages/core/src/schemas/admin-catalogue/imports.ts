import { z } from "zod";
import { queryFlagSchema } from "../admin/common";
import { plainText } from "../text";

/** `POST /v1/admin/products/import?dryRun=true&fileName=…`: the file is the body (CSV or Excel). */
export const adminImportQuerySchema = z.object({
  dryRun: queryFlagSchema.default(true),
  fileName: plainText().trim().max(200).default("import.csv"),
});
export type AdminImportQuery = z.infer<typeof adminImportQuerySchema>;

export const importRowStatusSchema = z.enum(["created", "changed", "unchanged", "refused"]);
export type ImportRowStatus = z.infer<typeof importRowStatusSchema>;

/** One row of the report; row numbers count the header as row 1, as a spreadsheet shows them. */
export const importReportRowSchema = z.object({
  row: z.number().int().positive(),
  sku: z.string(),
  status: importRowStatusSchema,
  /** What a changed row changes (column names). */
  fields: z.array(z.string()).optional(),
  /** Each changed field's value now and after the import, as the file writes them (rupees for prices). */
  changes: z.array(z.object({ field: z.string(), before: z.string(), after: z.string() })).optional(),
  /** Why a refused row is refused, column → sentence (`row` for the row as a whole). */
  errors: z.record(z.string(), z.string()).optional(),
});
export type ImportReportRowDto = z.infer<typeof importReportRowSchema>;

export const importReportSchema = z.object({
  rows: z.number().int().nonnegative(),
  created: z.number().int().nonnegative(),
  changed: z.number().int().nonnegative(),
  unchanged: z.number().int().nonnegative(),
  refused: z.number().int().nonnegative(),
  /** The file as a whole cannot be read (encoding, columns): nothing else is reported. */
  fileError: z.string().nullable(),
  /** Created, changed and refused rows (unchanged ones are only counted), at most `REPORT_ROWS_MAX`. */
  items: z.array(importReportRowSchema),
  /** More rows than `items` holds. */
  truncated: z.boolean(),
});
export type ImportReportDto = z.infer<typeof importReportSchema>;

export const REPORT_ROWS_MAX = 2000;

export const importJobStatusSchema = z.enum(["queued", "running", "done", "failed"]);

/** An import job: a dry run (nothing written) or the apply of a dry run's file, polled for progress. */
export const importJobSchema = z.object({
  id: z.number().int().positive(),
  dryRun: z.boolean(),
  status: importJobStatusSchema,
  fileName: z.string(),
  /** Rows done so far and in all. */
  progress: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
  report: importReportSchema.nullable(),
  /** Done and applied: the changes are in the catalogue. */
  applied: z.boolean(),
  message: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  finishedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type ImportJobDto = z.infer<typeof importJobSchema>;

/** `GET /v1/admin/products/export?format=csv|xlsx` with the list's filters. */
export const EXPORT_FORMATS = ["csv", "xlsx"] as const;
export const exportFormatSchema = z.enum(EXPORT_FORMATS, { error: "Choose csv or xlsx." });
