"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import {
  type AdminOrderDetailDto,
  PAYMENT_METHOD_TITLES,
  PAYMENT_METHODS,
  paymentRecordBodySchema,
  refundRecordBodySchema,
} from "@roshni/core";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import styles from "../ui/admin.module.css";
import { describedBy, Field } from "../ui/field";
import { formatInr, todayInDelhi } from "../ui/format";
import { ordersApi } from "./api";
import { useOrderWrite } from "./use-order";

type PaymentIn = z.input<typeof paymentRecordBodySchema>;
type PaymentOut = z.output<typeof paymentRecordBodySchema>;

/**
 * Record a bank transfer or UPI payment (amount, UTR, date received; partial payments are fine), or a
 * refund of what was paid beyond the order's net amount (never money the buyer would owe again).
 */
export function PaymentForm({
  order,
  kind,
  onDone,
}: {
  order: AdminOrderDetailDto;
  kind: "payment" | "refund";
  onDone: () => void;
}) {
  const refund = kind === "refund";
  // A refund gives back only what was paid beyond the net amount (the invoices less the credit notes).
  const refundable = order.money.refundable;
  const record = useOrderWrite<PaymentOut>(
    order.id,
    (body) => (refund ? ordersApi.recordRefund(order.id, body) : ordersApi.recordPayment(order.id, body)),
    (body) =>
      refund
        ? `Refund of ${formatInr(body.amount)} recorded for ${order.number}.`
        : `Payment of ${formatInr(body.amount)} recorded for ${order.number}.`,
  );
  const form = useForm<PaymentIn, unknown, PaymentOut>({
    // A refund's reference is optional; otherwise the two bodies are the same.
    resolver: zodResolver(
      (refund ? refundRecordBodySchema : paymentRecordBodySchema) as typeof paymentRecordBodySchema,
    ),
    defaultValues: {
      method: "bank_transfer",
      amount: Math.round((refund ? refundable : order.amountDue) * 100) / 100,
      reference: refund ? undefined : "",
      receivedOn: todayInDelhi(),
      note: "",
    },
  });
  const { errors } = form.formState;
  return (
    <form
      className={styles.panel}
      aria-labelledby="payment-title"
      noValidate
      onSubmit={form.handleSubmit((values) => record.mutate(values, { onSuccess: onDone }))}
    >
      <h2 id="payment-title" className={styles.sectionTitle}>
        {refund ? `Record a refund for ${order.number}` : `Record a payment for ${order.number}`}
      </h2>
      <p className={styles.muted}>
        {refund
          ? `${formatInr(refundable)} paid beyond what the order is now worth (${formatInr(order.money.net)} after credit notes) may be refunded.`
          : `${formatInr(order.amountDue)} is due.`}
      </p>
      <div className={styles.formGrid}>
        <Field id="payment-method" label="Method" error={errors.method?.message}>
          <select {...describedBy("payment-method", errors.method?.message)} {...form.register("method")}>
            {PAYMENT_METHODS.map((method) => (
              <option key={method} value={method}>
                {PAYMENT_METHOD_TITLES[method]}
              </option>
            ))}
          </select>
        </Field>
        <Field id="payment-amount" label="Amount (₹)" error={errors.amount?.message}>
          <input
            type="number"
            step="0.01"
            min="0.01"
            inputMode="decimal"
            {...describedBy("payment-amount", errors.amount?.message)}
            {...form.register("amount", { valueAsNumber: true })}
          />
        </Field>
        <Field
          id="payment-reference"
          label={refund ? "UTR / reference (optional)" : "UTR / reference"}
          error={errors.reference?.message}
        >
          <input
            autoComplete="off"
            {...describedBy("payment-reference", errors.reference?.message)}
            {...form.register("reference", {
              setValueAs: (value: string) => (refund && !value ? undefined : value),
            })}
          />
        </Field>
        <Field
          id="payment-date"
          label={refund ? "Paid back on" : "Received on"}
          error={errors.receivedOn?.message}
        >
          <input
            type="date"
            {...describedBy("payment-date", errors.receivedOn?.message)}
            {...form.register("receivedOn")}
          />
        </Field>
      </div>
      <Field id="payment-note" label="Note (optional)" error={errors.note?.message}>
        <input {...describedBy("payment-note", errors.note?.message)} {...form.register("note")} />
      </Field>
      <div className={styles.actions}>
        <button
          type="submit"
          className="btn btn-dark"
          disabled={record.isPending}
          aria-busy={record.isPending || undefined}
        >
          {refund ? "Record the refund" : "Record the payment"}
        </button>
        <button type="button" className="btn btn-outline" onClick={onDone}>
          Close the form
        </button>
      </div>
    </form>
  );
}
