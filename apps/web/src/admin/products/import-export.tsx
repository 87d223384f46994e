"use client";

import { type ImportJobDto, PRODUCT_COLUMNS, QUICK_COLUMNS } from "@roshni/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import NextLink from "next/link";
import { type ReactNode, useEffect, useState } from "react";
import { adminKeys } from "../api/query-keys";
import { canDo } from "../shell/can";
import { useMe } from "../shell/use-me";
import styles from "../ui/admin.module.css";
import { toastDone, toastFailed } from "../ui/toast";
import { productsApi } from "./api";
import css from "./catalogue.module.css";

const STATUS_TITLES = {
  created: "Created",
  changed: "Changed",
  unchanged: "Unchanged",
  refused: "Refused",
} as const;
const STATUS_TONES = { created: "good", changed: "info", unchanged: "", refused: "bad" } as const;

/** Polls a job every second until it has finished. */
function useJob(id: number | null) {
  return useQuery({
    queryKey: adminKeys.imports.detail(id),
    // Runs only with an id (`enabled`).
    queryFn: ({ signal }) => productsApi.importJob(id as number, signal),
    enabled: id !== null,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === "done" || status === "failed" ? false : 1000;
    },
  });
}

function JobProgress({ job, label }: { job: ImportJobDto; label: string }) {
  if (job.status === "done" || job.status === "failed") return null;
  if (job.status === "queued") {
    // Imports run one at a time: this one starts when the one before it has finished.
    return (
      <p className={styles.muted} role="status">
        {label}: waiting to start (imports run one at a time)…
      </p>
    );
  }
  return (
    <div className={styles.field}>
      <label htmlFor={`progress-${job.id}`}>
        {label}: {job.progress.toLocaleString("en-IN")} of{" "}
        {job.total ? job.total.toLocaleString("en-IN") : "…"} rows
      </label>
      <progress
        id={`progress-${job.id}`}
        className={css.progress}
        max={job.total || 1}
        value={job.progress}
      />
    </div>
  );
}

function Report({ job }: { job: ImportJobDto }) {
  const report = job.report;
  if (!report) return null;
  if (report.fileError) {
    return (
      <p className={styles.alert} role="alert" data-testid="import-file-error">
        {report.fileError}
      </p>
    );
  }
  return (
    <section aria-labelledby="import-report" data-testid="import-report">
      <h3 id="import-report" className={styles.sectionTitle}>
        Report of {job.fileName}
      </h3>
      <p>
        {report.rows.toLocaleString("en-IN")} rows: {report.created.toLocaleString("en-IN")} created,{" "}
        {report.changed.toLocaleString("en-IN")} changed, {report.unchanged.toLocaleString("en-IN")}{" "}
        unchanged, <strong>{report.refused.toLocaleString("en-IN")} refused</strong>.
      </p>
      {report.items.length > 0 ? (
        <div className={styles.tableWrap}>
          <table className={`${styles.table} ${css.report}`}>
            <caption className="visually-hidden">Rows of the import</caption>
            <thead>
              <tr>
                <th scope="col">Row</th>
                <th scope="col">SKU</th>
                <th scope="col">Result</th>
                <th scope="col">Details</th>
              </tr>
            </thead>
            <tbody>
              {report.items.map((item) => (
                <tr key={item.row}>
                  <td className={styles.num}>{item.row}</td>
                  <td>{item.sku || "—"}</td>
                  <td>
                    <span className={styles.chip} data-tone={STATUS_TONES[item.status] || undefined}>
                      {STATUS_TITLES[item.status]}
                    </span>
                  </td>
                  <td>
                    {item.changes ? (
                      <ul className={css.changes} aria-label={`Changes of ${item.sku}`}>
                        {item.changes.map((change) => (
                          <li key={change.field} data-testid="import-change">
                            {change.field}: <del>{change.before || "—"}</del> →{" "}
                            <ins>{change.after || "—"}</ins>
                          </li>
                        ))}
                      </ul>
                    ) : item.fields ? (
                      `Changes ${item.fields.join(", ")}`
                    ) : null}
                    {item.errors
                      ? Object.entries(item.errors).map(([column, message]) => (
                          <span key={column} className={styles.sub}>
                            {column === "row" ? "" : `${column}: `}
                            {message}
                          </span>
                        ))
                      : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {report.truncated ? (
        <p className={styles.muted}>
          The first {report.items.length.toLocaleString("en-IN")} rows of interest are listed.
        </p>
      ) : null}
    </section>
  );
}

/**
 * A spreadsheet download. A plain link cannot carry the website header the API asks of every call, so
 * the file is fetched with it and saved under the name the API gives (the shop's date in it).
 */
function ExportButton({
  query,
  fallbackName,
  children,
}: {
  query: string;
  fallbackName: string;
  children: ReactNode;
}) {
  const download = useMutation({
    mutationFn: () => productsApi.exportFile(query, fallbackName),
    onError: (error) => toastFailed(error),
  });
  return (
    <button
      type="button"
      className="btn btn-outline"
      onClick={() => download.mutate()}
      disabled={download.isPending}
      aria-busy={download.isPending}
    >
      {children}
    </button>
  );
}

/**
 * `/admin/products/import`: export the catalogue (or the products list's filters) as CSV or Excel;
 * import a file: dry run with its report first, then apply all rows in one go, with a progress bar.
 */
export function ImportExport() {
  const me = useMe();
  const queryClient = useQueryClient();
  const canImport = canDo(me.data, "catalogue.manage");
  const [file, setFile] = useState<File | null>(null);
  const [dryRunId, setDryRunId] = useState<number | null>(null);
  const [applyId, setApplyId] = useState<number | null>(null);
  const dry = useJob(dryRunId);
  const applied = useJob(applyId);

  const start = useMutation({
    mutationFn: (chosen: File) =>
      productsApi.startImport(
        chosen,
        /\.xlsx$/i.test(chosen.name)
          ? "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          : "text/csv",
      ),
    onSuccess: (job) => {
      setApplyId(null);
      setDryRunId(job.id);
    },
    onError: (error) => toastFailed(error),
  });
  const apply = useMutation({
    mutationFn: (id: number) => productsApi.applyImport(id),
    onSuccess: (job) => setApplyId(job.id),
    onError: (error) => toastFailed(error),
  });

  const applyJob = applied.data;
  const appliedNow = applyJob?.status === "done" && applyJob.applied ? applyJob : null;
  useEffect(() => {
    if (!appliedNow) return;
    queryClient.invalidateQueries({ queryKey: adminKeys.products.all });
    toastDone(
      `Import applied: ${appliedNow.report?.created ?? 0} created, ${appliedNow.report?.changed ?? 0} changed.`,
    );
  }, [appliedNow, queryClient]);
  const dryJob = dry.data;
  const ready =
    dryJob?.status === "done" && dryJob.report && !dryJob.report.fileError && dryJob.report.refused === 0;
  const changes = (dryJob?.report?.created ?? 0) + (dryJob?.report?.changed ?? 0);

  return (
    <>
      <NextLink href="/admin/products" className={styles.back}>
        ← Products
      </NextLink>
      <div className={styles.pageHead}>
        <h1 className={styles.pageTitle}>Export and import</h1>
      </div>
      <div className={styles.stack}>
        <section className={styles.panel} aria-labelledby="export-title">
          <h2 id="export-title" className={styles.sectionTitle}>
            Export the catalogue
          </h2>
          <p className={styles.muted}>
            Every product with the columns an import reads. Open it in a spreadsheet, change it, import it.
          </p>
          <div className={styles.actions}>
            <ExportButton query="format=csv" fallbackName="products.csv">
              Export CSV
            </ExportButton>
            <ExportButton query="format=xlsx" fallbackName="products.xlsx">
              Export Excel
            </ExportButton>
            <ExportButton query="format=csv&stock=low" fallbackName="products-low-stock.csv">
              Export low stock (CSV)
            </ExportButton>
          </div>
        </section>

        {canImport ? (
          <section className={styles.panel} aria-labelledby="import-title">
            <h2 id="import-title" className={styles.sectionTitle}>
              Import a file
            </h2>
            <p className={styles.muted}>
              CSV (UTF-8) or Excel. The columns present are the ones changed: a file of{" "}
              {QUICK_COLUMNS.join(", ")} changes only stock and prices. New SKUs create products. All columns:{" "}
              {PRODUCT_COLUMNS.join(", ")}. Lists (categories, finish, material) are separated by |.
            </p>
            <form
              className={styles.actions}
              onSubmit={(event) => {
                event.preventDefault();
                if (file) start.mutate(file);
              }}
            >
              <div className={styles.field}>
                <label htmlFor="import-file">File</label>
                <input
                  id="import-file"
                  type="file"
                  accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                  onChange={(event) => setFile(event.target.files?.[0] ?? null)}
                />
              </div>
              <button
                type="submit"
                className="btn btn-dark"
                disabled={!file || start.isPending}
                aria-busy={start.isPending || undefined}
              >
                Check the file (dry run)
              </button>
            </form>
            {dryJob ? <JobProgress job={dryJob} label="Checking" /> : null}
            {dryJob?.status === "failed" ? (
              <p className={styles.alert} role="alert">
                {dryJob.message}
              </p>
            ) : null}
            {dryJob?.status === "done" ? <Report job={dryJob} /> : null}
            {dryJob?.status === "done" &&
            dryJob.report &&
            !dryJob.report.fileError &&
            dryJob.report.refused > 0 ? (
              <p className={styles.note}>
                Correct the refused rows in the file and check it again; nothing has been imported.
              </p>
            ) : null}
            {ready && !applyJob ? (
              <div className={styles.actions}>
                <button
                  type="button"
                  className="btn btn-dark"
                  disabled={apply.isPending || changes === 0}
                  onClick={() => dryJob && apply.mutate(dryJob.id)}
                >
                  {changes === 0 ? "Nothing to import" : `Import ${changes.toLocaleString("en-IN")} products`}
                </button>
              </div>
            ) : null}
            {applyJob ? <JobProgress job={applyJob} label="Importing" /> : null}
            {applyJob?.status === "done" ? (
              <p
                className={applyJob.applied ? styles.note : styles.alert}
                role="status"
                data-testid="import-applied"
              >
                {applyJob.applied
                  ? `Imported: ${applyJob.report?.created ?? 0} created, ${applyJob.report?.changed ?? 0} changed.`
                  : applyJob.message}
              </p>
            ) : null}
            {applyJob?.status === "failed" ? (
              <p className={styles.alert} role="alert">
                {applyJob.message}
              </p>
            ) : null}
          </section>
        ) : null}
      </div>
    </>
  );
}
