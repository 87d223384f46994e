"use client";

import { GSTR1_TABLES, type Gstr1Table, shopMonth } from "@roshni/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import NextLink from "next/link";
import { useId, useState } from "react";
import { ApiError } from "@/lib/api/errors";
import { adminKeys } from "../api/query-keys";
import { EwayBillChip } from "../orders/eway-bill-panel";
import styles from "../ui/admin.module.css";
import { formatDateTime, formatInr } from "../ui/format";
import { toastDone, toastFailed } from "../ui/toast";
import { gstApi } from "./api";

const TABLE_TITLES: Record<Gstr1Table, string> = {
  b2b: "B2B: registered buyers",
  b2cl: "B2CL: large inter-state, unregistered",
  b2cs: "B2CS: other unregistered",
  cdnr: "CDNR: credit notes, registered",
  cdnur: "CDNUR: credit notes, unregistered",
  "hsn-b2b": "HSN summary: registered buyers, hsn(b2b)",
  "hsn-b2c": "HSN summary: other buyers, hsn(b2c)",
  docs: "Documents issued",
};

/** Part B of a chosen invoice as typed: the distance, and the vehicle or (Part A only) the transporter. */
interface PartB {
  distance: string;
  vehicleNo: string;
  transporterId: string;
}
const EMPTY_PART_B: PartB = { distance: "", vehicleNo: "", transporterId: "" };

/** The month now in the shop's calendar (India), `2026-03`. */
function currentMonth(): string {
  return shopMonth(new Date());
}

/**
 * `/admin/gst`: the month's GSTR-1 tables for the accountant (one CSV per table, as the offline tool's
 * sheets), and the e-way bill portal's bulk JSON for the tax invoices chosen here.
 */
export function GstExports() {
  const monthId = useId();
  const [month, setMonth] = useState(currentMonth);
  const [busy, setBusy] = useState<string | null>(null);

  async function downloadTable(table: Gstr1Table) {
    setBusy(table);
    try {
      await gstApi.downloadGstr1(month, table, `gstr1-${month}-${table}.csv`);
    } catch (error) {
      toastFailed(error);
    } finally {
      setBusy(null);
    }
  }

  return (
    <article className={styles.stack} data-testid="admin-gst">
      <div className={styles.pageHead}>
        <h1 className={styles.pageTitle}>GST exports</h1>
        <div className={styles.field}>
          <label htmlFor={monthId}>Month</label>
          <input
            id={monthId}
            type="month"
            value={month}
            max={currentMonth()}
            onChange={(event) => {
              if (/^\d{4}-\d{2}$/.test(event.target.value)) setMonth(event.target.value);
            }}
            data-testid="gst-month"
          />
        </div>
      </div>

      <section className={styles.panel} aria-labelledby="gstr1-title">
        <h2 id="gstr1-title" className={styles.sectionTitle}>
          GSTR-1 for {month}
        </h2>
        <p className={styles.muted}>
          From the tax invoices and credit notes issued in the month (India's time), one CSV per table of the
          offline tool.
        </p>
        <div className={styles.actions}>
          {GSTR1_TABLES.map((table) => (
            <button
              key={table}
              type="button"
              className="btn btn-outline"
              disabled={busy !== null}
              aria-busy={busy === table || undefined}
              onClick={() => downloadTable(table)}
              data-testid={`gstr1-${table}`}
            >
              {TABLE_TITLES[table]}
            </button>
          ))}
        </div>
      </section>

      <EwayBills month={month} />
    </article>
  );
}

/** The month's tax invoices; the chosen ones (with their distance) go into one bulk JSON file. */
function EwayBills({ month }: { month: string }) {
  const invoices = useQuery({
    queryKey: adminKeys.gst.list("invoices", month),
    queryFn: ({ signal }) => gstApi.invoices(month, signal),
  });
  const [chosen, setChosen] = useState<Map<number, PartB>>(new Map());
  const [exporting, setExporting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // Invoices chosen that went into a file before: exporting them again waits for a confirmation.
  const [again, setAgain] = useState<string | null>(null);
  const queryClient = useQueryClient();

  function toggle(id: number, on: boolean) {
    setChosen((current) => {
      const next = new Map(current);
      if (on) next.set(id, next.get(id) ?? EMPTY_PART_B);
      else next.delete(id);
      return next;
    });
  }

  function edit(id: number, change: Partial<PartB>) {
    setChosen((current) => new Map(current).set(id, { ...(current.get(id) ?? EMPTY_PART_B), ...change }));
  }

  async function exportChosen(confirmed = false) {
    const rows = [...chosen.entries()].map(([invoiceId, partB]) => ({
      invoiceId,
      distanceKm: Number(partB.distance),
      ...(partB.vehicleNo.trim() ? { vehicleNo: partB.vehicleNo.trim() } : {}),
      ...(partB.transporterId.trim() ? { transporterId: partB.transporterId.trim() } : {}),
    }));
    const missing = rows.find((row) => !Number.isInteger(row.distanceKm) || row.distanceKm < 1);
    if (rows.length === 0) {
      setProblem("Choose at least one invoice.");
      return;
    }
    if (missing) {
      setProblem("Enter the distance in whole km (at least 1) for every chosen invoice.");
      return;
    }
    if (rows.some((row) => !row.vehicleNo && !row.transporterId)) {
      setProblem(
        "Enter the vehicle number (by road) or the transporter's id (Part A only) for every chosen invoice.",
      );
      return;
    }
    setProblem(null);
    const before = (invoices.data?.items ?? []).filter(
      (row) => chosen.has(row.id) && row.ewayBillExportedAt !== null,
    );
    if (!confirmed && before.length > 0) {
      setAgain(
        `Already exported: ${before
          .map((row) => `${row.number} on ${formatDateTime(row.ewayBillExportedAt as string)}`)
          .join(", ")}.`,
      );
      return;
    }
    setAgain(null);
    setExporting(true);
    try {
      await gstApi.downloadEwayBills(rows, "eway-bills.json", confirmed);
      toastDone(`E-way bill file for ${rows.length} invoice${rows.length === 1 ? "" : "s"} downloaded.`);
    } catch (error) {
      // Exported from another screen meanwhile: the server's sentence names when; ask as above.
      if (error instanceof ApiError && error.code === "EWAY_BILL_ALREADY_EXPORTED") setAgain(error.message);
      else toastFailed(error);
    } finally {
      setExporting(false);
      await queryClient.invalidateQueries({ queryKey: adminKeys.gst.list("invoices", month) });
    }
  }

  return (
    <section className={styles.panel} aria-labelledby="eway-title">
      <div className={styles.pageHead}>
        <h2 id="eway-title" className={styles.sectionTitle}>
          E-way bills for {month}
        </h2>
        <button
          type="button"
          className="btn btn-dark"
          disabled={exporting || chosen.size === 0}
          aria-busy={exporting || undefined}
          onClick={() => exportChosen(false)}
          data-testid="eway-export"
        >
          Download e-way bill JSON ({chosen.size})
        </button>
      </div>
      <p className={styles.muted}>
        Choose the invoices, enter each consignment's distance and its vehicle number (by road), or the
        transporter's id for a Part A only bill, and upload the file to the e-way bill portal's bulk
        generation. Transporter name and LR come from the dispatch.
      </p>
      {problem ? (
        <p className={styles.alert} role="alert">
          {problem}
        </p>
      ) : null}
      {again ? (
        <div
          role="alertdialog"
          aria-labelledby="eway-again"
          className={styles.panel}
          data-testid="eway-again"
        >
          <p id="eway-again" className={styles.alert}>
            {again} Uploading an invoice to the portal again makes a second e-way bill for the same goods.
            Export again only if the first file never reached the portal.
          </p>
          <p className={styles.actions}>
            <button
              type="button"
              className="btn btn-dark"
              disabled={exporting}
              onClick={() => exportChosen(true)}
            >
              Export again
            </button>
            <button type="button" className="btn btn-outline" onClick={() => setAgain(null)}>
              Cancel
            </button>
          </p>
        </div>
      ) : null}
      {invoices.isPending ? (
        <p className={styles.muted} aria-busy="true">
          Loading the month's invoices…
        </p>
      ) : invoices.isError ? (
        <p className={styles.alert} role="alert">
          The invoices could not be loaded: {invoices.error.message}
        </p>
      ) : invoices.data.items.length === 0 ? (
        <p className={styles.muted}>No tax invoice was issued in {month}.</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Choose</th>
                <th scope="col">Invoice</th>
                <th scope="col">Order</th>
                <th scope="col">Buyer</th>
                <th scope="col">E-way bill</th>
                <th scope="col" className={styles.num}>
                  Value
                </th>
                <th scope="col">Distance (km)</th>
                <th scope="col">Vehicle No.</th>
                <th scope="col">Transporter ID</th>
              </tr>
            </thead>
            <tbody>
              {invoices.data.items.map((row) => (
                <tr key={row.id} data-testid="gst-invoice" data-number={row.number}>
                  <td data-label="Choose">
                    <input
                      type="checkbox"
                      aria-label={`Choose invoice ${row.number}`}
                      checked={chosen.has(row.id)}
                      onChange={(event) => toggle(row.id, event.target.checked)}
                    />
                  </td>
                  <td data-label="Invoice">
                    {row.number}
                    <span className={styles.sub}>{formatDateTime(row.issuedAt)}</span>
                    {row.ewayBillExportedAt ? (
                      <span className={styles.sub} data-testid="gst-eway-exported">
                        Exported {formatDateTime(row.ewayBillExportedAt)}
                      </span>
                    ) : null}
                  </td>
                  <td data-label="Order">
                    <NextLink href={`/admin/orders/${row.orderId}`} className={styles.rowLink}>
                      {row.orderNumber}
                    </NextLink>
                  </td>
                  <td data-label="Buyer">
                    {row.buyer}
                    <span className={styles.sub}>{row.deliveryState}</span>
                  </td>
                  <td data-label="E-way bill" data-state={row.ewayBillState}>
                    <EwayBillChip
                      ewayBill={{
                        required: row.ewayBillRequired,
                        number: row.ewayBillNumber,
                        validUntil: row.ewayBillValidUntil,
                        state: row.ewayBillState,
                      }}
                    />
                    {row.ewayBillNumber ? (
                      <span className={styles.sub} data-testid="gst-eway-number">
                        No. {row.ewayBillNumber}
                      </span>
                    ) : null}
                  </td>
                  <td data-label="Value" className={styles.num}>
                    {formatInr(row.total)}
                  </td>
                  <td data-label="Distance (km)">
                    <input
                      type="number"
                      min="1"
                      max="4000"
                      step="1"
                      inputMode="numeric"
                      aria-label={`Distance for invoice ${row.number} in km`}
                      disabled={!chosen.has(row.id)}
                      value={chosen.get(row.id)?.distance ?? ""}
                      onChange={(event) => edit(row.id, { distance: event.target.value })}
                    />
                  </td>
                  <td data-label="Vehicle No.">
                    <input
                      type="text"
                      maxLength={20}
                      autoCapitalize="characters"
                      placeholder="DL01AB1234"
                      aria-label={`Vehicle number for invoice ${row.number}`}
                      disabled={!chosen.has(row.id)}
                      value={chosen.get(row.id)?.vehicleNo ?? ""}
                      onChange={(event) => edit(row.id, { vehicleNo: event.target.value })}
                    />
                  </td>
                  <td data-label="Transporter ID">
                    <input
                      type="text"
                      maxLength={15}
                      autoCapitalize="characters"
                      aria-label={`Transporter's id for invoice ${row.number}`}
                      disabled={!chosen.has(row.id)}
                      value={chosen.get(row.id)?.transporterId ?? ""}
                      onChange={(event) => edit(row.id, { transporterId: event.target.value })}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
