"use client";

import type { AdminOrderDetailDto } from "@roshni/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { ApiError } from "@/lib/api/errors";
import { adminKeys } from "../api/query-keys";
import { customersApi } from "../customers/api";
import styles from "../ui/admin.module.css";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { formatInr } from "../ui/format";

/** The buyer's terms and what they owe, for the dispatch form's note (every role may read a buyer). */
export function useBuyerCredit(order: AdminOrderDetailDto) {
  return useQuery({
    queryKey: adminKeys.customers.detail(order.buyer.id),
    queryFn: ({ signal }) => customersApi.get(order.buyer.id, signal),
    select: (customer) => customer.credit,
  });
}

export function isCreditRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.code === "CREDIT_LIMIT_EXCEEDED";
}

/**
 * A dispatch refused above the buyer's credit limit: the API's figures, and for an owner or manager the
 * release, which needs a reason (kept with the order and in the audit log).
 */
export function CreditRefusal({
  message,
  mayRelease,
  busy,
  onRelease,
}: {
  message: string;
  mayRelease: boolean;
  busy: boolean;
  onRelease: (reason: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [missing, setMissing] = useState(false);
  return (
    <div className={styles.alert} role="alert" data-testid="credit-refusal">
      <p>
        <strong>Above the credit limit.</strong> {message}
      </p>
      {mayRelease ? (
        <div className={styles.actions}>
          <button type="button" className="btn btn-dark" onClick={() => setOpen(true)}>
            Release above the limit…
          </button>
        </div>
      ) : null}
      <ConfirmDialog
        open={open}
        title="Release this dispatch above the credit limit?"
        confirmLabel="Release and dispatch"
        busy={busy}
        onClose={() => setOpen(false)}
        onConfirm={() => {
          if (!reason.trim()) {
            setMissing(true);
            return;
          }
          onRelease(reason.trim());
          setOpen(false);
        }}
      >
        <p>{message}</p>
        <div className={styles.field}>
          <label htmlFor="credit-release-reason">Reason (kept with the order)</label>
          <textarea
            id="credit-release-reason"
            rows={3}
            maxLength={500}
            value={reason}
            aria-invalid={missing || undefined}
            aria-describedby={missing ? "credit-release-reason-error" : undefined}
            onChange={(event) => {
              setReason(event.target.value);
              setMissing(false);
            }}
          />
          {missing ? (
            <span className={styles.fieldError} id="credit-release-reason-error" role="alert">
              Give the reason for releasing this dispatch above the credit limit.
            </span>
          ) : null}
        </div>
      </ConfirmDialog>
    </div>
  );
}

/** The note above the dispatch form for a buyer on terms. */
export function creditNote(credit: { paymentTermsLabel: string; outstanding: number; creditLimit: number }) {
  return `On credit (${credit.paymentTermsLabel}): the buyer owes ${formatInr(Math.max(0, credit.outstanding))} of a ${formatInr(credit.creditLimit)} limit.`;
}
