import { randomUUID } from "node:crypto";
import type { EventOf } from "@roshni/core";
import {
  type AdminProductListQuery,
  hsnDigitsFor,
  IMPORT_FILE_DAYS_DEFAULT,
  type ImportJobDto,
  type ImportReportDto,
  PRODUCT_COLUMNS,
  PRODUCT_NUMBER_COLUMNS,
  shopDay,
} from "@roshni/core";
import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { type Db, queryRows } from "../../db/client";
import { importJobs } from "../../db/schema";
import type { JobQueue } from "../../jobs/queue";
import { conflict, notFound, unprocessable } from "../../lib/errors";
import type { FileStorage } from "../../lib/file-storage";
import { recordAudit, type StaffActor } from "../audit/service";
import { readShopSettings } from "../settings/read";
import { analyseImport, fileErrorReport, productCell } from "./import-engine";
import {
  attributeValues,
  type CatalogueRefs,
  loadProducts,
  loadRefs,
  type StoredProduct,
  writeProducts,
} from "./product-store";
import { productFilters, turnoverBand } from "./products";
import {
  checkSheetUpload,
  csvBuffer,
  formatOf,
  readSheet,
  SheetError,
  type SheetFormat,
  SheetTooLarge,
  xlsxBuffer,
} from "./spreadsheet";

type JobRow = typeof importJobs.$inferSelect;

class ImportRefused extends Error {
  constructor(readonly report: ImportReportDto) {
    super("import refused");
  }
}

/** The spreadsheet row of a product, in PRODUCT_COLUMNS order. */
function exportRow(product: StoredProduct, refs: CatalogueRefs, categoryUrl: Map<number, string>): string[] {
  const typeOf = new Map(refs.attributes.map((a) => [a.identifier, a.type]));
  const write = {
    category: (id: number) => categoryUrl.get(id) ?? "",
    attribute: (column: string, value: string | undefined) =>
      attributeValues(typeOf.get(column) ?? "text", value).join("|"),
  };
  return PRODUCT_COLUMNS.map((column) => productCell(column, product, write));
}

function isPool(db: Db): boolean {
  return (db as { $client?: unknown }).$client instanceof pg.Pool;
}

export type ProductImports = ReturnType<typeof createProductImports>;

/** The file key of a job whose file was deleted after the shop's number of days. */
const FILE_DELETED = "";

/** The job kind that runs imports (handlers.ts). */
export const IMPORT_JOB = "catalogue.import";

/**
 * Imports run on the job queue: the request stores the file, writes the `import_jobs` row and emits
 * `import.requested` in one transaction, and answers at once; a worker process runs the job (`runJob`)
 * and writes its state into the row, which the back office polls (any API process can answer the poll).
 * Progress is also kept in memory, since a PGlite database is busy with the apply's transaction until it
 * commits; on a PostgreSQL server it is written to the row as it goes.
 *
 * The queue runs one import at a time across every worker, in the order they were asked for: a second
 * import waits as `queued`, so two large files never sit in memory together. The apply is one
 * transaction: a worker killed in the middle leaves the catalogue as it was; after the job's lease
 * another worker takes it again, and when the queue gives up the row is marked failed (read by `get`),
 * so the screen stops waiting. Files older than the shop setting `importFileDays` are deleted when the
 * API starts and after each job.
 */
export function createProductImports(deps: {
  db: Db;
  storage: FileStorage;
  onCatalogueChanged: () => Promise<void>;
  jobs: JobQueue;
}) {
  const { db, storage, jobs } = deps;
  const progress = new Map<number, { done: number; total: number }>();

  function toDto(row: JobRow): ImportJobDto {
    const live = progress.get(row.id);
    return {
      id: row.id,
      dryRun: row.dryRun,
      status: row.status,
      fileName: row.fileName,
      progress: live?.done ?? row.progress,
      total: live?.total ?? row.total,
      report: (row.report as ImportReportDto | null) ?? null,
      applied: row.applied,
      message: row.message,
      createdAt: row.createdAt.toISOString(),
      finishedAt: row.finishedAt?.toISOString() ?? null,
    };
  }

  async function getRow(id: number): Promise<JobRow> {
    const [row] = await db.select().from(importJobs).where(eq(importJobs.id, id));
    if (!row) throw notFound("IMPORT_NOT_FOUND", "This import does not exist.");
    return row;
  }

  function setProgress(id: number, done: number, total: number): void {
    progress.set(id, { done, total });
    if (isPool(db)) {
      void db
        .update(importJobs)
        .set({ progress: done, total })
        .where(eq(importJobs.id, id))
        .catch(() => undefined);
    }
  }

  async function finish(id: number, values: Partial<JobRow>): Promise<void> {
    await db
      .update(importJobs)
      .set({ ...values, finishedAt: new Date() })
      .where(eq(importJobs.id, id));
    progress.delete(id);
  }

  async function run(id: number, websiteId: number, actor: StaffActor): Promise<void> {
    // 'running' too: the queue hands an import to one worker at a time, so a running row it hands out
    // again is one whose worker died (its transaction rolled back with it).
    const [claimed] = await db
      .update(importJobs)
      .set({ status: "running" })
      .where(sql`${importJobs.id} = ${id} and ${importJobs.status} in ('queued', 'running')`)
      .returning();
    if (!claimed) return;
    try {
      let sheet: string[][];
      try {
        const bytes = claimed.fileKey === FILE_DELETED ? null : await storage.get(claimed.fileKey);
        if (!bytes) throw new SheetError("The file of this import is no longer stored; upload it again.");
        sheet = await readSheet(bytes, formatOf(claimed.fileName, bytes));
      } catch (error) {
        if (error instanceof SheetError) {
          await finish(id, { status: "done", report: fileErrorReport(error.message) });
          return;
        }
        throw error;
      }
      const total = Math.max(sheet.length - 1, 0);
      setProgress(id, 0, total);
      const hsnDigits = hsnDigitsFor(await turnoverBand(db));
      if (claimed.dryRun) {
        const refs = await loadRefs(db, websiteId);
        const { report } = await analyseImport(db, refs, sheet, {
          hsnDigits,
          onProgress: (done) => setProgress(id, done, total),
        });
        await finish(id, { status: "done", report, progress: total, total });
        return;
      }
      // The apply: the analysis again inside the transaction, then every write, or nothing.
      const report = await db.transaction(async (tx) => {
        const refs = await loadRefs(tx, websiteId);
        const analysis = await analyseImport(tx, refs, sheet, {
          hsnDigits,
          onProgress: (done) => setProgress(id, Math.floor(done / 2), total),
        });
        if (analysis.report.fileError !== null || analysis.report.refused > 0)
          throw new ImportRefused(analysis.report);
        await writeProducts(tx, refs, analysis.writes, (share) =>
          setProgress(id, Math.floor(total / 2 + share * (total / 2)), total),
        );
        await recordAudit(tx, actor, {
          action: "product.import",
          entity: "import",
          entityId: id,
          after: {
            file: claimed.fileName,
            created: analysis.report.created,
            changed: analysis.report.changed,
            unchanged: analysis.report.unchanged,
          },
        });
        return analysis.report;
      });
      await finish(id, { status: "done", report, applied: true, progress: total, total });
      await deps.onCatalogueChanged();
    } catch (error) {
      if (error instanceof ImportRefused) {
        await finish(id, {
          status: "done",
          report: error.report,
          message:
            "The catalogue changed since the dry run and some rows are now refused; nothing was imported.",
        });
        return;
      }
      await finish(id, {
        status: "failed",
        message: "The import could not be completed; nothing was imported.",
      });
      throw error;
    }
  }

  /** The queue's job: runs the import the event names, then deletes files past their days. */
  async function runJob(event: EventOf<"import.requested">): Promise<void> {
    try {
      await run(event.importId, event.websiteId, { staffId: event.staffId, ip: event.ip });
    } finally {
      await purgeOldFiles();
    }
  }

  function requested(row: JobRow, websiteId: number, actor: StaffActor): EventOf<"import.requested"> {
    return { type: "import.requested", importId: row.id, websiteId, staffId: actor.staffId, ip: actor.ip };
  }

  /**
   * Deletes the stored files of imports older than the shop's `importFileDays` (through the file
   * storage, so the disk and S3 alike), once no job that uses the file is waiting or running. The jobs
   * and their reports stay; their file key is emptied, which is how a later apply knows the file is gone.
   * Answers how many files were deleted.
   */
  async function purgeOldFiles(now = new Date()): Promise<number> {
    const days = (await readShopSettings(db))?.importFileDays ?? IMPORT_FILE_DAYS_DEFAULT;
    const cutoff = new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
    const old = await queryRows<{ file_key: string }>(
      db,
      sql`select file_key from import_jobs where file_key <> ${FILE_DELETED}
          group by file_key
          having max(created_at) < ${cutoff.toISOString()}::timestamptz
             and bool_and(status in ('done', 'failed'))
          limit 1000`,
    );
    for (const { file_key: fileKey } of old) {
      await storage.delete(fileKey);
      await db.update(importJobs).set({ fileKey: FILE_DELETED }).where(eq(importJobs.fileKey, fileKey));
    }
    return old.length;
  }

  async function dryRun(
    actor: StaffActor,
    websiteId: number,
    fileName: string,
    bytes: Buffer,
  ): Promise<ImportJobDto> {
    const format: SheetFormat = formatOf(fileName, bytes);
    try {
      // What the zip declares is checked here, before the file is stored or a byte of it inflated.
      await checkSheetUpload(fileName, bytes);
    } catch (error) {
      if (error instanceof SheetTooLarge) throw unprocessable("IMPORT_FILE_TOO_LARGE", error.message);
      throw error;
    }
    const fileKey = `imports/${randomUUID()}.${format}`;
    await storage.put(fileKey, bytes);
    const row = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(importJobs)
        .values({ dryRun: true, staffId: actor.staffId, fileKey, fileName })
        .returning();
      if (!row) throw new Error("import job not created");
      await jobs.emit(tx, requested(row, websiteId, actor));
      return row;
    });
    return toDto(row);
  }

  async function apply(actor: StaffActor, websiteId: number, dryRunId: number): Promise<ImportJobDto> {
    const row = await db.transaction(async (tx) => {
      const [dry] = await tx.select().from(importJobs).where(eq(importJobs.id, dryRunId)).for("update");
      if (!dry?.dryRun) throw notFound("IMPORT_NOT_FOUND", "This dry run does not exist.");
      const report = dry.report as ImportReportDto | null;
      if (dry.status !== "done" || report === null) {
        throw conflict("IMPORT_NOT_READY", "The dry run has not finished yet.");
      }
      if (report.fileError !== null || report.refused > 0) {
        throw conflict(
          "IMPORT_HAS_REFUSED_ROWS",
          "Correct the refused rows and run the dry run again; nothing was imported.",
        );
      }
      const earlier = await queryRows<{ id: number }>(
        tx,
        sql`select id from import_jobs where dry_run_job_id = ${dryRunId} and status <> 'failed' limit 1`,
      );
      if (earlier.length > 0)
        throw conflict("IMPORT_ALREADY_APPLIED", "This dry run has already been applied.");
      if (dry.fileKey === FILE_DELETED) {
        throw conflict(
          "IMPORT_FILE_DELETED",
          "The file of this dry run has been deleted (import files are kept for the days set in the shop settings); upload it again.",
        );
      }
      const [job] = await tx
        .insert(importJobs)
        .values({
          dryRun: false,
          staffId: actor.staffId,
          fileKey: dry.fileKey,
          fileName: dry.fileName,
          dryRunJobId: dryRunId,
        })
        .returning();
      if (!job) throw new Error("import job not created");
      await jobs.emit(tx, requested(job, websiteId, actor));
      return job;
    });
    return toDto(row);
  }

  /**
   * An import still queued or running whose queue job has ended for good (failed after its tries: the
   * processes that ran it died) is marked failed, so that the screen says so and stops polling.
   */
  async function abandoned(row: JobRow): Promise<JobRow> {
    if (row.status !== "queued" && row.status !== "running") return row;
    const [job] = await queryRows<{ state: string }>(
      db,
      sql`select state from pgboss.job where name = ${IMPORT_JOB} and (data->>'importId')::int = ${row.id}
        order by created_on desc limit 1`,
    );
    if (job?.state !== "failed" && job?.state !== "cancelled") return row;
    const [failed] = await db
      .update(importJobs)
      .set({
        status: "failed",
        finishedAt: new Date(),
        message: "The import stopped with the process that ran it; nothing was imported. Run it again.",
      })
      .where(sql`${importJobs.id} = ${row.id} and ${importJobs.status} in ('queued', 'running')`)
      .returning();
    progress.delete(row.id);
    return failed ?? (await getRow(row.id));
  }

  async function get(id: number): Promise<ImportJobDto> {
    return toDto(await abandoned(await getRow(id)));
  }

  /**
   * Tests and the benchmark: runs the queue's ready jobs in this process (as a worker would) until the
   * import has ended, or another worker has ended it.
   */
  async function settled(id: number, timeoutMs = 600_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const row = await abandoned(await getRow(id));
      if (row.status === "done" || row.status === "failed") return;
      if (Date.now() > deadline) throw new Error(`import ${id} still ${row.status}`);
      const drained = await jobs.drain();
      if (drained.completed === 0 && drained.failed.length === 0) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  }

  async function exportProducts(
    websiteId: number,
    query: Pick<AdminProductListQuery, "search" | "categoryId" | "brand" | "stock" | "visible">,
    format: SheetFormat,
  ): Promise<{ body: Buffer; fileName: string; contentType: string }> {
    const refs = await loadRefs(db, websiteId);
    const conditions = await productFilters(db, query);
    const products = await loadProducts(db, websiteId, {
      categories: true,
      attributes: true,
      volumePrices: true,
      where: conditions.length > 0 ? sql.join(conditions, sql` and `) : undefined,
      order: sql`p.sku`,
    });
    const categoryUrl = new Map(refs.categories.map((c) => [c.id, c.url]));
    const content = {
      header: PRODUCT_COLUMNS,
      rows: products.map((product) => exportRow(product, refs, categoryUrl)),
      numberColumns: PRODUCT_NUMBER_COLUMNS,
    };
    // The shop's day: an export at 02:00 in Delhi is named for that day, not for yesterday in UTC.
    const stamp = shopDay(new Date());
    if (format === "xlsx") {
      return {
        body: await xlsxBuffer("Products", content),
        fileName: `products-${stamp}.xlsx`,
        contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      };
    }
    return {
      body: csvBuffer(content),
      fileName: `products-${stamp}.csv`,
      contentType: "text/csv; charset=utf-8",
    };
  }

  return { dryRun, apply, get, runJob, settled, exportProducts, purgeOldFiles };
}
