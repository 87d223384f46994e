"use client";

import { GST_RATES_ALLOWED, type HsnRateInput, type HsnRateRowDto, hsnRateBodySchema } from "@roshni/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { adminGet, adminSend } from "../api/client";
import styles from "../ui/admin.module.css";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { toastDone, toastFailed } from "../ui/toast";

const KEY = ["admin", "settings", "gst-rates"] as const;

const ratesApi = {
  list: (signal?: AbortSignal) => adminGet<{ items: HsnRateRowDto[] }>("/settings/gst-rates", { signal }),
  create: (body: HsnRateInput) => adminSend<HsnRateRowDto>("POST", "/settings/gst-rates", body),
  update: (id: number, body: HsnRateInput) =>
    adminSend<HsnRateRowDto>("PUT", `/settings/gst-rates/${id}`, body),
  remove: (id: number) => adminSend<unknown>("DELETE", `/settings/gst-rates/${id}`),
};

const EMPTY = { hsnCode: "", description: "", rate: "18", effectiveFrom: "" };

/**
 * GST rates by HSN with the day each comes into force (owner only): a change of rate is a new row from
 * its day, so earlier invoices keep the rate of their day. Every change is audited by the API.
 */
export function GstRatesPanel() {
  const queryClient = useQueryClient();
  const titleId = useId();
  const formId = useId();
  const rates = useQuery({ queryKey: KEY, queryFn: ({ signal }) => ratesApi.list(signal) });
  const [editing, setEditing] = useState<number | null>(null);
  const [draft, setDraft] = useState(EMPTY);
  const [problem, setProblem] = useState<string | null>(null);
  const [removing, setRemoving] = useState<HsnRateRowDto | null>(null);
  const done = (message: string) => {
    queryClient.invalidateQueries({ queryKey: KEY });
    toastDone(message);
    setEditing(null);
    setDraft(EMPTY);
    setProblem(null);
    setRemoving(null);
  };
  const save = useMutation({
    mutationFn: (body: HsnRateInput) =>
      editing === null ? ratesApi.create(body) : ratesApi.update(editing, body),
    onSuccess: (row) => done(`HSN ${row.hsnCode}: ${row.rate} % from ${row.effectiveFrom} saved.`),
    onError: (error) => toastFailed(error),
  });
  const remove = useMutation({
    mutationFn: (row: HsnRateRowDto) => ratesApi.remove(row.id),
    onSuccess: (_answer, row) => done(`HSN ${row.hsnCode} from ${row.effectiveFrom} removed.`),
    onError: (error) => toastFailed(error),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = hsnRateBodySchema.safeParse({ ...draft, rate: Number(draft.rate) });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? "Check the rate.");
      return;
    }
    setProblem(null);
    save.mutate(parsed.data);
  }

  return (
    <section className={styles.panel} aria-labelledby={titleId} data-testid="gst-rates">
      <h2 id={titleId} className={styles.sectionTitle}>
        GST rates by HSN
      </h2>
      <p className={styles.muted}>
        Each rate applies from its day; a new rate is a new row, so the days before keep theirs. The
        description is the HSN's, printed in GSTR-1's HSN tables.
      </p>
      {rates.isError ? (
        <p className={styles.alert} role="alert">
          The rates could not be loaded: {rates.error.message}
        </p>
      ) : rates.data ? (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">HSN</th>
                <th scope="col">Description</th>
                <th scope="col" className={styles.num}>
                  Rate
                </th>
                <th scope="col">From</th>
                <th scope="col">Change</th>
              </tr>
            </thead>
            <tbody>
              {rates.data.items.map((row) => (
                <tr key={row.id} data-testid="gst-rate" data-hsn={row.hsnCode}>
                  <td data-label="HSN">{row.hsnCode}</td>
                  <td data-label="Description">{row.description}</td>
                  <td data-label="Rate" className={styles.num}>
                    {row.rate} %
                  </td>
                  <td data-label="From">{row.effectiveFrom}</td>
                  <td data-label="Change">
                    <button
                      type="button"
                      className="btn btn-outline"
                      onClick={() => {
                        setEditing(row.id);
                        setDraft({
                          hsnCode: row.hsnCode,
                          description: row.description,
                          rate: String(row.rate),
                          effectiveFrom: row.effectiveFrom,
                        });
                      }}
                    >
                      Correct
                    </button>{" "}
                    <button
                      type="button"
                      className="btn btn-outline"
                      disabled={remove.isPending}
                      onClick={() => {
                        if (
                          window.confirm(`Remove the rate of HSN ${row.hsnCode} from ${row.effectiveFrom}?`)
                        )
                          remove.mutate(row);
                      }}
                    >
                      Remove
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className={styles.muted} aria-busy="true">
          Loading the rates…
        </p>
      )}
      <form onSubmit={submit} noValidate aria-labelledby={`${formId}-title`}>
        <h3 id={`${formId}-title`} className={styles.sectionTitle}>
          {editing === null ? "Add a rate" : "Correct the rate"}
        </h3>
        {problem ? (
          <p className={styles.alert} role="alert">
            {problem}
          </p>
        ) : null}
        <div className={styles.field}>
          <label htmlFor={`${formId}-hsn`}>HSN code</label>
          <input
            id={`${formId}-hsn`}
            inputMode="numeric"
            maxLength={8}
            value={draft.hsnCode}
            onChange={(event) => setDraft({ ...draft, hsnCode: event.target.value })}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${formId}-description`}>Description (the HSN's)</label>
          <input
            id={`${formId}-description`}
            maxLength={300}
            value={draft.description}
            onChange={(event) => setDraft({ ...draft, description: event.target.value })}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${formId}-rate`}>GST rate (%)</label>
          <select
            id={`${formId}-rate`}
            value={draft.rate}
            onChange={(event) => setDraft({ ...draft, rate: event.target.value })}
          >
            {GST_RATES_ALLOWED.map((rate) => (
              <option key={rate} value={String(rate)}>
                {rate} %
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${formId}-from`}>In force from</label>
          <input
            id={`${formId}-from`}
            type="date"
            value={draft.effectiveFrom}
            onChange={(event) => setDraft({ ...draft, effectiveFrom: event.target.value })}
          />
        </div>
        <div className={styles.actions}>
          <button
            type="submit"
            className="btn btn-dark"
            disabled={save.isPending}
            aria-busy={save.isPending || undefined}
          >
            {editing === null ? "Add rate" : "Save correction"}
          </button>
          {editing !== null ? (
            <button
              type="button"
              className="btn btn-outline"
              onClick={() => {
                setEditing(null);
                setDraft(EMPTY);
              }}
            >
              Cancel
            </button>
          ) : null}
        </div>
      </form>
      <ConfirmDialog
        open={removing !== null}
        title={
          removing ? `Remove HSN ${removing.hsnCode} from ${removing.effectiveFrom}?` : "Remove the rate?"
        }
        confirmLabel="Remove the rate"
        danger
        busy={remove.isPending}
        onConfirm={() => {
          if (removing) remove.mutate(removing);
        }}
        onClose={() => setRemoving(null)}
      >
        <p>Days from then on take the earlier rate of this code, if there is one. The removal is audited.</p>
      </ConfirmDialog>
    </section>
  );
}
