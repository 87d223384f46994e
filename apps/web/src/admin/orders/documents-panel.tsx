"use client";

import {
  type AdminDocumentDto,
  type AdminOrderDetailDto,
  creditNoteBodySchema,
  financialYear,
  returnBodySchema,
} from "@roshni/core";
import { useState } from "react";
import styles from "../ui/admin.module.css";
import { Field } from "../ui/field";
import { formatDateTime, formatInr } from "../ui/format";
import { toastFailed } from "../ui/toast";
import { ordersApi } from "./api";
import { useOrderWrite } from "./use-order";

const KIND_TITLES: Record<AdminDocumentDto["kind"], string> = {
  proforma: "Proforma invoice",
  invoice: "Tax invoice",
  "credit-note": "Credit note",
};

/**
 * The order's GST documents with their PDFs, and (for staff with "GST documents and exports") a credit
 * note against the tax invoice once the goods have left: goods returned or a price corrected.
 */
export function DocumentsPanel({
  order,
  canIssue,
  canFulfil,
}: {
  order: AdminOrderDetailDto;
  canIssue: boolean;
  canFulfil: boolean;
}) {
  const [crediting, setCrediting] = useState(false);
  const [invoicing, setInvoicing] = useState(false);
  const issueInvoice = useOrderWrite<void>(
    order.id,
    () => ordersApi.issueInvoice(order.id),
    `Tax invoice issued for ${order.number}.`,
  );
  const invoiced = order.gst.documents.some((doc) => doc.kind === "invoice");
  const mayInvoice =
    canFulfil &&
    !invoiced &&
    !order.sentInParts &&
    order.gst.placeOfSupply !== null &&
    (order.status === "confirmed" || order.status === "packed");
  const { documents, creditable, placeOfSupply } = order.gst;
  const mayCredit =
    canIssue &&
    creditable !== null &&
    creditable > 0 &&
    (order.status === "dispatched" || order.status === "delivered");

  async function download(doc: AdminDocumentDto) {
    try {
      await ordersApi.downloadDocument(
        order.id,
        // Every document by its number: credit notes, proforma revisions and the tax invoices of an order
        // sent in parts may be several.
        { kind: doc.kind, number: doc.number },
        `${doc.number.replace(/\//g, "-")}.pdf`,
      );
    } catch (error) {
      toastFailed(error);
    }
  }

  return (
    <section className={styles.panel} aria-labelledby="documents-title" data-testid="admin-documents">
      <div className={styles.pageHead}>
        <h2 id="documents-title" className={styles.sectionTitle}>
          GST documents
        </h2>
        {mayCredit && !crediting ? (
          <button type="button" className="btn btn-outline" onClick={() => setCrediting(true)}>
            Return or credit note
          </button>
        ) : null}
      </div>
      {placeOfSupply ? <p className={styles.muted}>{placeOfSupply.label}</p> : null}
      {documents.length === 0 ? (
        <p className={styles.muted}>No document issued for this order.</p>
      ) : canIssue ? (
        <ul className={styles.documentList}>
          {documents.map((doc) => (
            <li key={doc.id} data-testid="admin-document" data-kind={doc.kind}>
              <button type="button" className={styles.linkButton} onClick={() => download(doc)}>
                {KIND_TITLES[doc.kind]} {doc.number} (PDF)
              </button>
              <span className={styles.sub}>
                {formatDateTime(doc.issuedAt)} · {formatInr(doc.total)}
                {doc.reason ? ` · ${doc.reason}` : ""}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <ul className={styles.documentList}>
          {documents.map((doc) => (
            <li key={doc.id} data-testid="admin-document" data-kind={doc.kind}>
              {KIND_TITLES[doc.kind]} {doc.number}
              <span className={styles.sub}>
                {formatDateTime(doc.issuedAt)} · {formatInr(doc.total)}
              </span>
            </li>
          ))}
        </ul>
      )}
      {!invoiced &&
      (order.status === "placed" || order.status === "confirmed" || order.status === "packed") ? (
        <p className={styles.hint}>
          The tax invoice is issued at dispatch, or ahead of it once the order is confirmed: an e-way bill is
          generated against its number.
        </p>
      ) : null}
      {mayInvoice && !invoicing ? (
        <p>
          <button type="button" className="btn btn-outline" onClick={() => setInvoicing(true)}>
            Issue tax invoice
          </button>
        </p>
      ) : null}
      {mayInvoice && invoicing ? (
        <div role="alertdialog" aria-labelledby="invoice-confirm" className={styles.panel}>
          <p id="invoice-confirm">
            This issues the next tax invoice of the series for {order.number}, {formatInr(order.total)}. A tax
            invoice is a GST document: it cannot be changed or deleted afterwards (a correction is a credit
            note). Dispatch then goes with this invoice.
          </p>
          <p className={styles.actions}>
            <button
              type="button"
              className="btn btn-dark"
              disabled={issueInvoice.isPending}
              onClick={() => issueInvoice.mutate(undefined, { onSettled: () => setInvoicing(false) })}
            >
              Issue the tax invoice
            </button>
            <button type="button" className="btn btn-outline" onClick={() => setInvoicing(false)}>
              Not now
            </button>
          </p>
        </div>
      ) : null}
      {crediting && creditable !== null ? (
        <CreditNoteForm order={order} onDone={() => setCrediting(false)} />
      ) : null}
    </section>
  );
}

type CreditMode = "return" | "price";

interface LineChoice {
  quantity: string;
  restock: boolean;
  amount: string;
}

/**
 * A return (pieces of each line that came back, back to stock or damaged) or a price reduction (an
 * amount before GST off each line), then a confirmation naming the credit note about to be issued: it
 * is a GST document and can never be changed afterwards.
 */
function CreditNoteForm({ order, onDone }: { order: AdminOrderDetailDto; onDone: () => void }) {
  const [mode, setMode] = useState<CreditMode>("return");
  const [reason, setReason] = useState("");
  const [choices, setChoices] = useState<Record<number, LineChoice>>({});
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const lines = order.money.returnable;
  const invoice = order.gst.documents.find((doc) => doc.kind === "invoice");
  const series = `CN/${financialYear(new Date()).label}/`;
  const choiceOf = (id: number): LineChoice => choices[id] ?? { quantity: "", restock: true, amount: "" };
  const update = (id: number, change: Partial<LineChoice>) =>
    setChoices((all) => ({ ...all, [id]: { ...choiceOf(id), ...change } }));

  const body =
    mode === "return"
      ? {
          reason,
          lines: lines
            .filter((line) => Number(choiceOf(line.orderLineId).quantity) > 0)
            .map((line) => ({
              orderLineId: line.orderLineId,
              quantity: Number(choiceOf(line.orderLineId).quantity),
              restock: choiceOf(line.orderLineId).restock,
            })),
        }
      : {
          reason,
          lines: lines
            .filter((line) => Number(choiceOf(line.orderLineId).amount) > 0)
            .map((line) => ({
              orderLineId: line.orderLineId,
              amount: Number(choiceOf(line.orderLineId).amount),
            })),
        };
  const issue = useOrderWrite<typeof body>(
    order.id,
    (sent) =>
      mode === "return" ? ordersApi.issueReturn(order.id, sent) : ordersApi.issueCreditNote(order.id, sent),
    () => `Credit note issued for ${order.number}.`,
  );

  function review() {
    const parsed = (mode === "return" ? returnBodySchema : creditNoteBodySchema).safeParse(body);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? "Check the lines and the reason.");
      return;
    }
    setProblem(null);
    setConfirming(true);
  }

  const chosen = body.lines.length;
  return (
    <form
      className={`${styles.stack} ${styles.returnForm}`}
      aria-labelledby="credit-title"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!confirming) review();
        else issue.mutate(body, { onSuccess: onDone });
      }}
    >
      <h3 id="credit-title" className={styles.sectionTitle}>
        Return or price reduction after the tax invoice
      </h3>
      <fieldset className={styles.actions} disabled={confirming}>
        <legend className={styles.muted}>What happened</legend>
        <label>
          <input
            type="radio"
            name="credit-mode"
            checked={mode === "return"}
            onChange={() => setMode("return")}
          />{" "}
          Goods returned
        </label>
        <label>
          <input
            type="radio"
            name="credit-mode"
            checked={mode === "price"}
            onChange={() => setMode("price")}
          />{" "}
          Price reduced
        </label>
      </fieldset>
      {/* One block per line, not a table: the form sits in the order page's side column. */}
      <ul className={styles.returnLines} aria-label="Lines of the tax invoice">
        {lines.map((line) => {
          const choice = choiceOf(line.orderLineId);
          const left = line.quantity - line.returnedQuantity;
          return (
            <li key={line.orderLineId} className={styles.returnLine}>
              <strong>{line.description}</strong>
              <span className={styles.sub}>
                HSN {line.hsnCode} · GST {line.rate}% · invoiced {line.quantity}
                {mode === "return"
                  ? ` · returned before ${line.returnedQuantity}`
                  : ` · value left ${formatInr(line.creditableTaxable)} before GST`}
              </span>
              {mode === "return" ? (
                <span className={styles.returnInputs}>
                  <label>
                    <span className={styles.sub}>Pieces back now (up to {left})</span>
                    <input
                      className={styles.returnInput}
                      type="number"
                      min={0}
                      max={left}
                      step={1}
                      inputMode="numeric"
                      disabled={confirming || left === 0}
                      aria-label={`Pieces of ${line.description} back now`}
                      value={choice.quantity}
                      onChange={(event) => update(line.orderLineId, { quantity: event.target.value })}
                    />
                  </label>
                  <label>
                    <span className={styles.sub}>Where they go</span>
                    <select
                      className={styles.returnInput}
                      aria-label={`Where the ${line.description} go`}
                      disabled={confirming || left === 0}
                      value={choice.restock ? "stock" : "damaged"}
                      onChange={(event) =>
                        update(line.orderLineId, { restock: event.target.value === "stock" })
                      }
                    >
                      <option value="stock">Back in stock</option>
                      <option value="damaged">Damaged (not in stock)</option>
                    </select>
                  </label>
                </span>
              ) : (
                <span className={styles.returnInputs}>
                  <label>
                    <span className={styles.sub}>Reduce by (₹, before GST)</span>
                    <input
                      className={styles.returnInput}
                      type="number"
                      min={0}
                      step="0.01"
                      inputMode="decimal"
                      disabled={confirming || line.creditableTaxable === 0}
                      aria-label={`Reduction of ${line.description}`}
                      value={choice.amount}
                      onChange={(event) => update(line.orderLineId, { amount: event.target.value })}
                    />
                  </label>
                </span>
              )}
            </li>
          );
        })}
      </ul>
      <Field id="credit-reason" label="Reason" error={undefined}>
        <input
          id="credit-reason"
          autoComplete="off"
          disabled={confirming}
          placeholder={mode === "return" ? "2 pendants broken in transit" : "Price agreed on the phone"}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </Field>
      {problem ? (
        <p role="alert" className={styles.alert}>
          {problem}
        </p>
      ) : null}
      {confirming ? (
        <div role="alertdialog" aria-labelledby="credit-confirm" className={styles.panel}>
          <p id="credit-confirm">
            This issues the next credit note of the series {series}… against tax invoice{" "}
            {invoice?.number ?? ""} for {chosen} {chosen === 1 ? "line" : "lines"}, each at its own HSN and
            GST rate. A credit note is a GST document: it cannot be changed or deleted afterwards.
            {mode === "return" && body.lines.some((line) => "restock" in line && line.restock)
              ? " The pieces marked “Back in stock” are added to stock."
              : ""}{" "}
            The buyer is mailed the credit note; money they paid beyond the new net amount can then be
            refunded.
          </p>
          <div className={styles.actions}>
            <button
              type="submit"
              className="btn btn-dark"
              disabled={issue.isPending}
              aria-busy={issue.isPending || undefined}
            >
              Issue the credit note
            </button>
            <button type="button" className="btn btn-outline" onClick={() => setConfirming(false)}>
              Change the lines
            </button>
          </div>
        </div>
      ) : (
        <div className={styles.actions}>
          <button type="submit" className="btn btn-dark">
            Review the credit note
          </button>
          <button type="button" className="btn btn-outline" onClick={onDone}>
            Close the form
          </button>
        </div>
      )}
    </form>
  );
}
