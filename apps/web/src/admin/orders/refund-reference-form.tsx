"use client";

import { type AdminOrderDetailDto, type AdminPaymentDto, refundReferenceBodySchema } from "@roshni/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { adminKeys } from "../api/query-keys";
import styles from "../ui/admin.module.css";
import { describedBy, Field } from "../ui/field";
import { bodyResolver, showSaveError } from "../ui/form-errors";
import { formatInr } from "../ui/format";
import { toastDone } from "../ui/toast";
import { ordersApi } from "./api";

interface ReferenceValues {
  reference: string;
  note: string;
}

const toBody = (values: ReferenceValues) => ({ reference: values.reference, note: values.note });
const resolver = bodyResolver<ReferenceValues>(refundReferenceBodySchema, toBody);

/**
 * The bank's reference (UTR) of a refund, typed once the bank has sent the money back (a cancellation
 * records its refund without one) or corrected; the note may be changed with it.
 */
export function RefundReferenceForm({
  order,
  refund,
  onDone,
}: {
  order: AdminOrderDetailDto;
  refund: AdminPaymentDto;
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const form = useForm<ReferenceValues>({
    resolver,
    defaultValues: { reference: refund.reference ?? "", note: refund.note ?? "" },
  });
  const save = useMutation({
    mutationFn: (values: ReferenceValues) =>
      ordersApi.setRefundReference(order.id, refund.id, refundReferenceBodySchema.parse(toBody(values))),
    onSuccess: (saved) => {
      queryClient.invalidateQueries({ queryKey: adminKeys.orders.detail(order.id) });
      toastDone(
        `Reference ${saved.reference} saved for the refund of ${formatInr(saved.amount)} on ${order.number}.`,
      );
      onDone();
    },
    onError: (error) => showSaveError(form, error),
  });
  const { errors } = form.formState;
  const id = `refund-${refund.id}`;
  return (
    <form
      className={styles.stack}
      aria-label={`Bank reference of the refund of ${formatInr(refund.amount)}`}
      noValidate
      onSubmit={form.handleSubmit((values) => save.mutate(values))}
    >
      <div className={styles.formGrid}>
        <Field id={`${id}-reference`} label="UTR / reference" error={errors.reference?.message}>
          <input
            autoComplete="off"
            {...describedBy(`${id}-reference`, errors.reference?.message)}
            {...form.register("reference")}
          />
        </Field>
        <Field id={`${id}-note`} label="Note (optional)" error={errors.note?.message}>
          <input {...describedBy(`${id}-note`, errors.note?.message)} {...form.register("note")} />
        </Field>
      </div>
      <div className={styles.actions}>
        <button
          type="submit"
          className="btn btn-dark"
          disabled={save.isPending}
          aria-busy={save.isPending || undefined}
        >
          Save the reference
        </button>
        <button type="button" className="btn btn-outline" onClick={onDone}>
          Close the form
        </button>
      </div>
    </form>
  );
}
