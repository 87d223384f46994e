import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { staff } from "./staff";

export type ImportJobStatus = "queued" | "running" | "done" | "failed";

/**
 * A catalogue import: first a dry run (nothing written, a per-row report), then the apply of that dry
 * run's file in one transaction. Any API process reads the row to answer the back office's polling; the
 * file itself is kept in the file storage under `fileKey`.
 */
export const importJobs = pgTable(
  "import_jobs",
  {
    id: serial("id").primaryKey(),
    dryRun: boolean("dry_run").notNull(),
    status: text("status").$type<ImportJobStatus>().notNull().default("queued"),
    staffId: integer("staff_id").references(() => staff.id, { onDelete: "set null" }),
    fileKey: text("file_key").notNull(),
    fileName: text("file_name").notNull(),
    /** The dry run an apply job carries out. */
    dryRunJobId: integer("dry_run_job_id"),
    progress: integer("progress").notNull().default(0),
    total: integer("total").notNull().default(0),
    report: jsonb("report"),
    applied: boolean("applied").notNull().default(false),
    message: text("message"),
    createdAt: createdAt(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    check("import_jobs_status_valid", sql`${t.status} in ('queued', 'running', 'done', 'failed')`),
    index("import_jobs_created_idx").on(t.createdAt.desc(), t.id.desc()),
  ],
);
