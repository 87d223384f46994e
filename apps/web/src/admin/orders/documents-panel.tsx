"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { type AdminDocumentDto, type AdminOrderDetailDto, creditNoteBodySchema } from "@roshni/core";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import styles from "../ui/admin.module.css";
import { describedBy, Field } from "../ui/field";
import { formatDateTime, formatInr } from "../ui/format";
import { toastFailed } from "../ui/toast";
import { ordersApi } from "./api";
import { useOrderWrite } from "./use-order";

const KIND_TITLES: Record<AdminDocumentDto["kind"], string> = {
  proforma: "Proforma invoice",
  invoice: "Tax invoice",
  "credit-note": "Credit note",
};

type CreditIn = z.input<typeof creditNoteBodySchema>;
type CreditOut = z.output<typeof creditNoteBodySchema>;

/**
 * The order's GST documents with their PDFs, and (for staff with "GST documents and exports") a credit
 * note against the tax invoice once the goods have left: goods returned or a price corrected.
 */
export function DocumentsPanel({ order, canIssue }: { order: AdminOrderDetailDto; canIssue: boolean }) {
  const [crediting, setCrediting] = useState(false);
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
        doc.kind === "credit-note" ? { kind: doc.kind, number: doc.number } : { kind: doc.kind },
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
            Issue credit note
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
      {order.status === "placed" || order.status === "confirmed" || order.status === "packed" ? (
        <p className={styles.hint}>The tax invoice is issued when the order is dispatched.</p>
      ) : null}
      {crediting && creditable !== null ? (
        <CreditNoteForm order={order} creditable={creditable} onDone={() => setCrediting(false)} />
      ) : null}
    </section>
  );
}

function CreditNoteForm({
  order,
  creditable,
  onDone,
}: {
  order: AdminOrderDetailDto;
  creditable: number;
  onDone: () => void;
}) {
  const issue = useOrderWrite<CreditOut>(
    order.id,
    (body) => ordersApi.issueCreditNote(order.id, body),
    (body) => `Credit note of ${formatInr(body.amount)} issued for ${order.number}.`,
  );
  const form = useForm<CreditIn, unknown, CreditOut>({
    resolver: zodResolver(creditNoteBodySchema),
    defaultValues: { amount: creditable, reason: "" },
  });
  const { errors } = form.formState;
  return (
    <form
      className={styles.stack}
      aria-labelledby="credit-title"
      noValidate
      onSubmit={form.handleSubmit((values) => issue.mutate(values, { onSuccess: onDone }))}
    >
      <h3 id="credit-title" className={styles.sectionTitle}>
        Credit note against the tax invoice
      </h3>
      <p className={styles.muted}>
        For goods returned or a price corrected: at most {formatInr(creditable)} (tax included), split over
        the invoice's rates.
      </p>
      <div className={styles.formGrid}>
        <Field id="credit-amount" label="Amount with GST (₹)" error={errors.amount?.message}>
          <input
            type="number"
            step="0.01"
            min="0.01"
            inputMode="decimal"
            {...describedBy("credit-amount", errors.amount?.message)}
            {...form.register("amount", { valueAsNumber: true })}
          />
        </Field>
        <Field id="credit-reason" label="Reason" error={errors.reason?.message}>
          <input
            autoComplete="off"
            placeholder="Goods returned: 2 pendants broken in transit"
            {...describedBy("credit-reason", errors.reason?.message)}
            {...form.register("reason")}
          />
        </Field>
      </div>
      <div className={styles.actions}>
        <button
          type="submit"
          className="btn btn-dark"
          disabled={issue.isPending}
          aria-busy={issue.isPending || undefined}
        >
          Issue the credit note
        </button>
        <button type="button" className="btn btn-outline" onClick={onDone}>
          Close the form
        </button>
      </div>
    </form>
  );
}
