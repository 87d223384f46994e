"use client";

import { AGEING_BUCKET_TITLES, AGEING_BUCKETS, type LedgerDto } from "@roshni/core";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { adminKeys } from "../api/query-keys";
import styles from "../ui/admin.module.css";
import { formatDate, formatInr, todayInDelhi } from "../ui/format";
import { toastDone, toastFailed } from "../ui/toast";
import { type LedgerPeriod, receivablesApi } from "./api";

const KIND_TITLES: Record<LedgerDto["entries"][number]["kind"], string> = {
  opening: "Opening balance",
  invoice: "Tax invoice",
  "credit-note": "Credit note",
  payment: "Payment",
  refund: "Refund",
  receipt: "Receipt",
};

/** A balance the accountant's way: what the buyer owes as Dr, what the shop holds for them as Cr. */
export function formatBalance(rupees: number): string {
  if (rupees === 0) return formatInr(0);
  return `${formatInr(Math.abs(rupees))} ${rupees > 0 ? "Dr" : "Cr"}`;
}

/**
 * A buyer's ledger for a period (from their first entry unless a start is given): the balance brought
 * forward, each dated entry with the running balance, the closing balance and the ageing; the statement
 * PDF and the CSV / Excel export of the same period.
 */
export function LedgerPanel({ customerId }: { customerId: number }) {
  const [from, setFrom] = useState("");
  const [to, setTo] = useState(todayInDelhi());
  const period: LedgerPeriod = { from: from || undefined, to: to || undefined };
  const query = useQuery({
    queryKey: [...adminKeys.ledger(customerId), period.from ?? null, period.to ?? null],
    queryFn: ({ signal }) => receivablesApi.ledger(customerId, period, signal),
    placeholderData: keepPreviousData,
  });
  const download = useMutation({
    mutationFn: (what: "pdf" | "csv" | "xlsx") =>
      what === "pdf"
        ? receivablesApi.statement(customerId, period)
        : receivablesApi.exportLedger(customerId, period, what),
    onSuccess: (_answer, what) =>
      toastDone(what === "pdf" ? "Statement of account downloaded." : "Ledger downloaded."),
    onError: (error) => toastFailed(error),
  });
  const mail = useMutation({
    mutationFn: () => receivablesApi.mailStatement(customerId, period),
    onSuccess: (sent) => toastDone(`The statement is on its way to ${sent.to}.`),
    onError: (error) => toastFailed(error),
  });
  const ledger = query.data;
  return (
    <section className={styles.panel} aria-labelledby="customer-ledger" data-testid="customer-ledger">
      <div className={styles.pageHead}>
        <h2 id="customer-ledger" className={styles.sectionTitle}>
          Ledger
        </h2>
        <div className={styles.actions}>
          <button
            type="button"
            className="btn btn-dark"
            disabled={download.isPending}
            aria-busy={(download.isPending && download.variables === "pdf") || undefined}
            onClick={() => download.mutate("pdf")}
          >
            Download statement
          </button>
          <button
            type="button"
            className="btn btn-outline"
            disabled={mail.isPending}
            aria-busy={mail.isPending || undefined}
            onClick={() => mail.mutate()}
          >
            Mail statement
          </button>
          <button
            type="button"
            className="btn btn-outline"
            disabled={download.isPending}
            onClick={() => download.mutate("csv")}
          >
            Ledger as CSV
          </button>
          <button
            type="button"
            className="btn btn-outline"
            disabled={download.isPending}
            onClick={() => download.mutate("xlsx")}
          >
            Ledger as Excel
          </button>
        </div>
      </div>
      <div className={styles.formGrid}>
        <div className={styles.field}>
          <label htmlFor="ledger-from">From (empty: the first entry)</label>
          <input
            id="ledger-from"
            type="date"
            value={from}
            max={to}
            onChange={(e) => setFrom(e.target.value)}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor="ledger-to">To</label>
          <input id="ledger-to" type="date" value={to} min={from} onChange={(e) => setTo(e.target.value)} />
        </div>
      </div>
      {query.isError ? (
        <p className={styles.alert} role="alert">
          The ledger could not be loaded: {query.error.message}
        </p>
      ) : !ledger ? (
        <p className={styles.muted}>Loading the ledger…</p>
      ) : (
        <>
          <div className={styles.tableWrap} aria-busy={query.isFetching || undefined}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">Date</th>
                  <th scope="col">Entry</th>
                  <th scope="col">Reference</th>
                  <th scope="col">Due</th>
                  <th scope="col" className={styles.num}>
                    Debit
                  </th>
                  <th scope="col" className={styles.num}>
                    Credit
                  </th>
                  <th scope="col" className={styles.num}>
                    Balance
                  </th>
                </tr>
              </thead>
              <tbody>
                <tr>
                  <td data-label="Date">{ledger.from ? formatDate(ledger.from) : "—"}</td>
                  <td data-label="Entry" colSpan={5}>
                    Balance brought forward
                  </td>
                  <td data-label="Balance" className={styles.num}>
                    {formatBalance(ledger.opening)}
                  </td>
                </tr>
                {ledger.entries.map((entry) => (
                  <tr
                    key={`${entry.kind}-${entry.date}-${entry.reference}-${entry.balance}`}
                    data-testid="ledger-row"
                  >
                    <td data-label="Date">{formatDate(entry.date)}</td>
                    <td data-label="Entry">
                      {KIND_TITLES[entry.kind]}
                      <span className={styles.muted}> · {entry.description}</span>
                    </td>
                    <td data-label="Reference">{entry.reference || "—"}</td>
                    <td data-label="Due">{entry.dueOn ? formatDate(entry.dueOn) : ""}</td>
                    <td data-label="Debit" className={styles.num}>
                      {entry.debit ? formatInr(entry.debit) : ""}
                    </td>
                    <td data-label="Credit" className={styles.num}>
                      {entry.credit ? formatInr(entry.credit) : ""}
                    </td>
                    <td data-label="Balance" className={styles.num}>
                      {formatBalance(entry.balance)}
                    </td>
                  </tr>
                ))}
                <tr>
                  <td data-label="Date">{formatDate(ledger.to)}</td>
                  <td data-label="Entry" colSpan={5}>
                    <strong>Closing balance</strong>
                  </td>
                  <td data-label="Balance" className={styles.num} data-testid="ledger-closing">
                    <strong>{formatBalance(ledger.closing)}</strong>
                  </td>
                </tr>
              </tbody>
            </table>
          </div>
          <dl className={styles.facts} aria-label="Ageing of what is owed">
            {AGEING_BUCKETS.map((bucket) => (
              <div key={bucket} style={{ display: "contents" }}>
                <dt>{AGEING_BUCKET_TITLES[bucket]}</dt>
                <dd className={styles.num}>{formatInr(ledger.ageing[bucket])}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </section>
  );
}
