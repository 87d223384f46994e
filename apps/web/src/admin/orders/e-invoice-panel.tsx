"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { type AdminOrderDetailDto, irnBodySchema } from "@roshni/core";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import styles from "../ui/admin.module.css";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { describedBy, Field } from "../ui/field";
import { formatDateTime } from "../ui/format";
import { toastFailed } from "../ui/toast";
import { ordersApi } from "./api";
import { useOrderWrite } from "./use-order";

type IrnIn = z.input<typeof irnBodySchema>;
type IrnOut = z.output<typeof irnBodySchema>;

/**
 * E-invoicing of the order's tax invoice (shown when the shop setting is on and the buyer has a GSTIN):
 * the IRP's INV-01 JSON to upload on the portal, then the IRN, acknowledgement and signed QR code it
 * answered, recorded once; the invoice is then printed with them.
 */
export function EInvoicePanel({ order, canRecord }: { order: AdminOrderDetailDto; canRecord: boolean }) {
  const { eInvoice } = order;
  const invoice = order.gst.documents.find((doc) => doc.kind === "invoice");
  if (!eInvoice.enabled || !eInvoice.applicable || !invoice) return null;

  async function download(file: () => Promise<void>) {
    try {
      await file();
    } catch (error) {
      toastFailed(error);
    }
  }
  const fileName = invoice.number.replace(/\//g, "-");

  return (
    <section className={styles.panel} aria-labelledby="e-invoice-title" data-testid="e-invoice-panel">
      <div className={styles.pageHead}>
        <h2 id="e-invoice-title" className={styles.sectionTitle}>
          E-invoice
        </h2>
        {eInvoice.irn ? (
          <span className={styles.chip} data-tone="good">
            IRN recorded
          </span>
        ) : (
          <span className={styles.chip} data-tone="warn">
            IRN not recorded
          </span>
        )}
      </div>
      {eInvoice.irn ? (
        <>
          <dl className={styles.facts}>
            <dt>IRN</dt>
            <dd className={styles.breakAll} data-testid="e-invoice-irn">
              {eInvoice.irn}
            </dd>
            <dt>Ack No.</dt>
            <dd data-testid="e-invoice-ack-no">{eInvoice.ackNo}</dd>
            <dt>Ack Date</dt>
            <dd>{eInvoice.ackDate ? formatDateTime(eInvoice.ackDate) : ""}</dd>
            <dt>Recorded</dt>
            <dd>{eInvoice.recordedAt ? formatDateTime(eInvoice.recordedAt) : ""}</dd>
          </dl>
          {canRecord ? (
            <p>
              <button
                type="button"
                className="btn btn-outline"
                onClick={() =>
                  download(() => ordersApi.downloadDocument(order.id, { kind: "invoice" }, `${fileName}.pdf`))
                }
                data-testid="e-invoice-pdf"
              >
                Download the e-invoice (PDF)
              </button>
            </p>
          ) : null}
          <p className={styles.hint}>
            The tax invoice now prints the IRN and the signed QR code; buyers download this version.
          </p>
        </>
      ) : canRecord ? (
        <>
          <p className={styles.muted}>
            Upload the invoice's JSON on the e-invoice portal, then enter what the portal answered. The
            invoice is printed again with the IRN and the signed QR code (its number, date and amounts stay).
          </p>
          <p>
            <button
              type="button"
              className="btn btn-outline"
              onClick={() =>
                download(() => ordersApi.downloadEInvoiceJson(order.id, `e-invoice-${fileName}.json`))
              }
              data-testid="e-invoice-json"
            >
              Download INV-01 JSON
            </button>
          </p>
          <IrnForm order={order} invoiceNumber={invoice.number} />
        </>
      ) : (
        <p className={styles.muted}>No IRN recorded for invoice {invoice.number} yet.</p>
      )}
    </section>
  );
}

function IrnForm({ order, invoiceNumber }: { order: AdminOrderDetailDto; invoiceNumber: string }) {
  const [pending, setPending] = useState<IrnOut | null>(null);
  const save = useOrderWrite<IrnOut>(
    order.id,
    (body) => ordersApi.recordIrn(order.id, body),
    `IRN recorded: invoice ${invoiceNumber} is printed with it.`,
  );
  const form = useForm<IrnIn, unknown, IrnOut>({
    resolver: zodResolver(irnBodySchema),
    defaultValues: { irn: "", ackNo: "", ackDate: "", signedQrCode: "" },
  });
  const { errors } = form.formState;
  return (
    <>
      <form
        className={styles.stack}
        aria-label="IRN from the e-invoice portal"
        noValidate
        onSubmit={form.handleSubmit((values) => setPending(values))}
      >
        <div className={styles.formGrid}>
          <Field id="irn" label="IRN (64 characters)" error={errors.irn?.message}>
            <input
              autoComplete="off"
              spellCheck={false}
              {...describedBy("irn", errors.irn?.message)}
              {...form.register("irn")}
            />
          </Field>
          <Field id="ack-no" label="Ack No." error={errors.ackNo?.message}>
            <input
              inputMode="numeric"
              autoComplete="off"
              {...describedBy("ack-no", errors.ackNo?.message)}
              {...form.register("ackNo")}
            />
          </Field>
          <Field
            id="ack-date"
            label="Ack Date (IST)"
            hint="As the portal shows it: 2026-11-24 17:25:00"
            error={errors.ackDate?.message}
          >
            <input
              autoComplete="off"
              placeholder="2026-11-24 17:25:00"
              {...describedBy("ack-date", errors.ackDate?.message, "As the portal shows it")}
              {...form.register("ackDate")}
            />
          </Field>
        </div>
        <Field id="signed-qr" label="Signed QR code (the portal's text)" error={errors.signedQrCode?.message}>
          <textarea
            rows={4}
            spellCheck={false}
            {...describedBy("signed-qr", errors.signedQrCode?.message)}
            {...form.register("signedQrCode")}
          />
        </Field>
        <div className={styles.actions}>
          <button
            type="submit"
            className="btn btn-dark"
            disabled={save.isPending}
            aria-busy={save.isPending || undefined}
          >
            Record the IRN
          </button>
        </div>
      </form>
      {/* Outside the form: the dialog's own form must not submit this one. */}
      <ConfirmDialog
        open={pending !== null}
        title={`Record the IRN of invoice ${invoiceNumber}?`}
        confirmLabel="Record the IRN and print the invoice"
        busy={save.isPending}
        onClose={() => setPending(null)}
        onConfirm={() => {
          if (pending) save.mutate(pending, { onSettled: () => setPending(null) });
        }}
      >
        <p>
          An invoice gets one IRN: once recorded it is not replaced. The invoice is printed again with the IRN
          and the signed QR code, and buyers download that version.
        </p>
      </ConfirmDialog>
    </>
  );
}
