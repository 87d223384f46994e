"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { type AdminOrderDetailDto, ewayBillBodySchema, shopDateTimeLocal } from "@roshni/core";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import styles from "../ui/admin.module.css";
import { describedBy, Field } from "../ui/field";
import { formatDateTime, formatInr } from "../ui/format";
import { ordersApi } from "./api";
import { useOrderWrite } from "./use-order";

type EwayIn = z.input<typeof ewayBillBodySchema>;
type EwayOut = z.output<typeof ewayBillBodySchema>;

/** "2026-11-24T23:59" in India, as a `datetime-local` field shows an instant. */
export function istLocalInput(iso: string | null): string {
  if (!iso) return "";
  return shopDateTimeLocal(new Date(iso));
}

/** Where the e-way bill stands, as a chip: the words the GST list uses too. */
export function EwayBillChip({ ewayBill }: { ewayBill: AdminOrderDetailDto["ewayBill"] }) {
  if (ewayBill.state === "missing")
    return (
      <span className={styles.chip} data-tone="warn" data-testid="eway-state">
        E-way bill needed
      </span>
    );
  if (ewayBill.state === "expired")
    return (
      <span className={styles.chip} data-tone="bad" data-testid="eway-state">
        Expired {ewayBill.validUntil ? formatDateTime(ewayBill.validUntil) : ""}
      </span>
    );
  if (ewayBill.state === "entered")
    return ewayBill.validUntil ? (
      <span className={styles.chip} data-tone="good" data-testid="eway-state">
        Valid until {formatDateTime(ewayBill.validUntil)}
      </span>
    ) : (
      <span className={styles.chip} data-tone="warn" data-testid="eway-state">
        Entered, validity missing
      </span>
    );
  return (
    <span className={styles.chip} data-testid="eway-state">
      Not needed
    </span>
  );
}

/**
 * The order's e-way bill: whether one is needed (value above the threshold), the number and validity
 * typed back from the portal, and for the dispatch desk the form to type them (or correct them).
 */
export function EwayBillPanel({ order, canEdit }: { order: AdminOrderDetailDto; canEdit: boolean }) {
  const { ewayBill } = order;
  const gone = order.status === "dispatched" || order.status === "delivered";
  // Once the tax invoice is issued ahead of dispatch, the bill generated against it can be typed back.
  const open = gone || order.status === "confirmed" || order.status === "packed";
  const hasInvoice = order.gst.documents.some((doc) => doc.kind === "invoice");
  const incomplete = ewayBill.number === null || ewayBill.validUntil === null;
  const [editing, setEditing] = useState(false);
  if (!ewayBill.required && ewayBill.number === null && !editing) {
    return canEdit && open && hasInvoice ? (
      <section className={styles.panel} aria-labelledby="eway-title" data-testid="eway-panel">
        <div className={styles.pageHead}>
          <h2 id="eway-title" className={styles.sectionTitle}>
            E-way bill
          </h2>
          <button type="button" className="btn btn-outline" onClick={() => setEditing(true)}>
            Enter an e-way bill
          </button>
        </div>
        <p className={styles.muted}>
          Not needed: {formatInr(order.total)} is within the threshold. Enter one if it was generated anyway.
        </p>
      </section>
    ) : null;
  }
  const showForm = canEdit && open && hasInvoice && (editing || incomplete);
  return (
    <section className={styles.panel} aria-labelledby="eway-title" data-testid="eway-panel">
      <div className={styles.pageHead}>
        <h2 id="eway-title" className={styles.sectionTitle}>
          E-way bill
        </h2>
        <EwayBillChip ewayBill={ewayBill} />
      </div>
      {ewayBill.required ? (
        <p className={styles.muted}>
          {formatInr(order.total)} including tax is above the e-way bill threshold: the goods move with an
          e-way bill generated on the portal.
        </p>
      ) : null}
      {ewayBill.number ? (
        <dl className={styles.facts}>
          <dt>Number</dt>
          <dd data-testid="eway-number">{ewayBill.number}</dd>
          <dt>Valid until</dt>
          <dd data-testid="eway-valid-until">
            {ewayBill.validUntil ? formatDateTime(ewayBill.validUntil) : "Not entered yet"}
          </dd>
        </dl>
      ) : null}
      {!gone && ewayBill.required && !hasInvoice ? (
        <p className={styles.hint}>
          First the tax invoice ("Issue tax invoice" under GST documents), then the e-way bill generated
          against it on the portal (GST → e-way bill JSON), then its number here or at dispatch.
        </p>
      ) : null}
      {showForm ? (
        <EwayBillForm order={order} closable={editing} onDone={() => setEditing(false)} />
      ) : canEdit && open && hasInvoice ? (
        <p>
          <button type="button" className="btn btn-outline" onClick={() => setEditing(true)}>
            Correct the e-way bill
          </button>
        </p>
      ) : null}
    </section>
  );
}

function EwayBillForm({
  order,
  closable,
  onDone,
}: {
  order: AdminOrderDetailDto;
  closable: boolean;
  onDone: () => void;
}) {
  const save = useOrderWrite<EwayOut>(
    order.id,
    (body) => ordersApi.saveEwayBill(order.id, body),
    (body) => `E-way bill ${body.number} saved for ${order.number}.`,
  );
  const form = useForm<EwayIn, unknown, EwayOut>({
    resolver: zodResolver(ewayBillBodySchema),
    defaultValues: {
      number: order.ewayBill.number ?? "",
      validUntil: istLocalInput(order.ewayBill.validUntil),
    },
  });
  const { errors } = form.formState;
  return (
    <form
      className={styles.stack}
      aria-label="E-way bill from the portal"
      noValidate
      onSubmit={form.handleSubmit((values) => save.mutate(values, { onSuccess: onDone }))}
    >
      <div className={styles.formGrid}>
        <Field id="eway-number" label="Bill number (12 digits)" error={errors.number?.message}>
          <input
            inputMode="numeric"
            autoComplete="off"
            maxLength={14}
            {...describedBy("eway-number", errors.number?.message)}
            {...form.register("number")}
          />
        </Field>
        <Field id="eway-valid-until" label="Valid until (IST)" error={errors.validUntil?.message}>
          <input
            type="datetime-local"
            {...describedBy("eway-valid-until", errors.validUntil?.message)}
            {...form.register("validUntil")}
          />
        </Field>
      </div>
      <div className={styles.actions}>
        <button
          type="submit"
          className="btn btn-dark"
          disabled={save.isPending}
          aria-busy={save.isPending || undefined}
        >
          Save the e-way bill
        </button>
        {closable ? (
          <button type="button" className="btn btn-outline" onClick={onDone}>
            Close the form
          </button>
        ) : null}
      </div>
    </form>
  );
}
