"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import {
  type AdminCustomerDetailDto,
  isoDateSchema,
  moneySchema,
  PAYMENT_TERMS_DAYS,
  paymentTermsDaysSchema,
  paymentTermsLabel,
  signedMoneySchema,
} from "@roshni/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { adminKeys } from "../api/query-keys";
import { customersApi } from "../customers/api";
import styles from "../ui/admin.module.css";
import { describedBy, Field } from "../ui/field";
import { formatInr } from "../ui/format";
import { toastDone, toastFailed } from "../ui/toast";

/**
 * The form's fields as the inputs give them (text), checked by the API's own rules: the terms and limit
 * schemas of `PATCH /v1/admin/customers/{id}`. An empty limit goes back to the group's.
 */
const creditFormSchema = z.object({
  paymentTermsDays: z
    .string()
    .transform((value) => (value === "advance" ? null : Number(value)))
    .pipe(paymentTermsDaysSchema),
  creditLimit: z
    .string()
    .trim()
    .transform((value) => (value === "" ? null : Number(value)))
    .pipe(moneySchema.nullable()),
  openingBalance: z
    .string()
    .trim()
    .transform((value) => (value === "" ? 0 : Number(value)))
    .pipe(signedMoneySchema),
  openingBalanceOn: z
    .string()
    .transform((value) => value || undefined)
    .pipe(isoDateSchema.optional()),
});
type CreditIn = z.input<typeof creditFormSchema>;
type CreditOut = z.output<typeof creditFormSchema>;

/** Payment terms, credit limit and opening balance of one buyer (sales, manager, owner; audited). */
export function CreditForm({ customer }: { customer: AdminCustomerDetailDto }) {
  const queryClient = useQueryClient();
  const credit = customer.credit;
  const form = useForm<CreditIn, unknown, CreditOut>({
    resolver: zodResolver(creditFormSchema),
    values: {
      paymentTermsDays: credit.paymentTermsDays === null ? "advance" : String(credit.paymentTermsDays),
      creditLimit: credit.limitFromGroup ? "" : String(credit.creditLimit),
      openingBalance: credit.openingBalance === 0 ? "" : String(credit.openingBalance),
      openingBalanceOn: credit.openingBalanceOn ?? "",
    },
  });
  const save = useMutation({
    mutationFn: (values: CreditOut) => {
      const dirty = form.formState.dirtyFields;
      return customersApi.update(customer.id, {
        ...(dirty.paymentTermsDays ? { paymentTermsDays: values.paymentTermsDays } : {}),
        ...(dirty.creditLimit ? { creditLimit: values.creditLimit } : {}),
        ...(dirty.openingBalance || dirty.openingBalanceOn
          ? {
              openingBalance: values.openingBalance,
              ...(values.openingBalanceOn ? { openingBalanceOn: values.openingBalanceOn } : {}),
            }
          : {}),
      });
    },
    onSuccess: (answer) => {
      queryClient.setQueryData(adminKeys.customers.detail(customer.id), answer);
      queryClient.invalidateQueries({ queryKey: adminKeys.ledger(customer.id) });
      queryClient.invalidateQueries({ queryKey: adminKeys.receivables.all });
      toastDone(
        `${customer.name}: ${answer.credit.paymentTermsLabel}, limit ${formatInr(answer.credit.creditLimit)}.`,
      );
    },
    onError: (error) => toastFailed(error),
  });
  const { errors, isDirty } = form.formState;
  const termsHint = credit.termsFromGroup ? `The group's: ${credit.paymentTermsLabel}.` : undefined;
  const limitHint = credit.limitFromGroup
    ? `Empty: the group's, ${formatInr(credit.creditLimit)}.`
    : "Empty: the group's.";
  const openingHint = "Owed when the account began here; negative for an advance held.";
  return (
    <form
      className={styles.panel}
      aria-labelledby="customer-credit-title"
      noValidate
      data-testid="customer-credit-form"
      onSubmit={form.handleSubmit((values) => save.mutate(values))}
    >
      <h2 id="customer-credit-title" className={styles.sectionTitle}>
        Payment terms and credit limit
      </h2>
      <div className={styles.formGrid}>
        <Field
          id="credit-terms"
          label="Payment terms"
          error={errors.paymentTermsDays?.message}
          hint={termsHint}
        >
          <select
            {...describedBy("credit-terms", errors.paymentTermsDays?.message, termsHint)}
            {...form.register("paymentTermsDays")}
          >
            <option value="advance">{paymentTermsLabel(null)}</option>
            {PAYMENT_TERMS_DAYS.map((days) => (
              <option key={days} value={String(days)}>
                {paymentTermsLabel(days)}
              </option>
            ))}
          </select>
        </Field>
        <Field
          id="credit-limit"
          label="Credit limit (₹)"
          error={errors.creditLimit?.message}
          hint={limitHint}
        >
          <input
            type="number"
            step="0.01"
            min="0"
            inputMode="decimal"
            {...describedBy("credit-limit", errors.creditLimit?.message, limitHint)}
            {...form.register("creditLimit")}
          />
        </Field>
        <Field
          id="credit-opening"
          label="Opening balance (₹)"
          error={errors.openingBalance?.message}
          hint={openingHint}
        >
          <input
            type="number"
            step="0.01"
            inputMode="decimal"
            {...describedBy("credit-opening", errors.openingBalance?.message, openingHint)}
            {...form.register("openingBalance")}
          />
        </Field>
        <Field id="credit-opening-on" label="Opening balance as on" error={errors.openingBalanceOn?.message}>
          <input
            type="date"
            {...describedBy("credit-opening-on", errors.openingBalanceOn?.message)}
            {...form.register("openingBalanceOn")}
          />
        </Field>
      </div>
      <div className={styles.actions}>
        <button
          type="submit"
          className="btn btn-dark"
          disabled={save.isPending || !isDirty}
          aria-busy={save.isPending || undefined}
        >
          Save terms and limit
        </button>
      </div>
    </form>
  );
}
