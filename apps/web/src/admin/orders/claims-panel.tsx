"use client";

import {
  type AdminOrderDetailDto,
  type ClaimConfirmInput,
  type ClaimRejectInput,
  PAYMENT_METHOD_TITLES,
  PAYMENT_METHODS,
  type PaymentMethod,
} from "@roshni/core";
import { useState } from "react";
import styles from "../ui/admin.module.css";
import { Chip } from "../ui/chips";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { formatDate, formatDateTime, formatInr } from "../ui/format";
import { ordersApi } from "./api";
import { useOrderWrite } from "./use-order";

type Claim = AdminOrderDetailDto["claims"][number];

/**
 * The buyer's "I have paid, here is the UTR" messages: not payments until someone finds the money in the
 * bank and confirms (it then becomes a payment row), or rejects with a reason the buyer sees.
 */
export function ClaimsPanel({ order, canDecide }: { order: AdminOrderDetailDto; canDecide: boolean }) {
  if (order.claims.length === 0) return null;
  return (
    <section className={styles.panel} aria-labelledby="claims-title" data-testid="claims">
      <h2 id="claims-title" className={styles.sectionTitle}>
        Buyer's payment claims
      </h2>
      <ul className={styles.stack} style={{ listStyle: "none", padding: 0, margin: 0 }}>
        {order.claims.map((claim) => (
          <ClaimRow key={claim.id} order={order} claim={claim} canDecide={canDecide} />
        ))}
      </ul>
    </section>
  );
}

function ClaimRow({
  order,
  claim,
  canDecide,
}: {
  order: AdminOrderDetailDto;
  claim: Claim;
  canDecide: boolean;
}) {
  // The payment is recorded by the way the buyer says they paid, unless staff find it came otherwise.
  const [method, setMethod] = useState<PaymentMethod>(claim.method ?? "bank_transfer");
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState("");
  const confirm = useOrderWrite<ClaimConfirmInput>(
    order.id,
    (body) => ordersApi.confirmClaim(order.id, claim.id, body),
    `UTR ${claim.reference} confirmed: ${formatInr(claim.amount)} recorded as a payment.`,
  );
  const reject = useOrderWrite<ClaimRejectInput>(
    order.id,
    (body) => ordersApi.rejectClaim(order.id, claim.id, body),
    `UTR ${claim.reference} rejected.`,
  );
  const tone = claim.status === "confirmed" ? "good" : claim.status === "rejected" ? "bad" : "warn";
  return (
    <li className={styles.claim}>
      <div>
        <strong>UTR {claim.reference}</strong> · {formatInr(claim.amount)} paid on {formatDate(claim.paidOn)}
        {" · "}
        <span data-testid="claim-method">
          {claim.method === "upi"
            ? "by UPI"
            : claim.method === "bank_transfer"
              ? "by bank transfer"
              : "way of paying not given"}
        </span>{" "}
        <Chip tone={tone}>
          {claim.status === "open" ? "To check" : claim.status === "confirmed" ? "Confirmed" : "Rejected"}
        </Chip>
        <span className={styles.sub}>
          Sent {formatDateTime(claim.createdAt)}
          {claim.decidedBy ? ` · decided by ${claim.decidedBy.name}` : ""}
          {claim.reason ? ` · ${claim.reason}` : ""}
        </span>
        {claim.note ? <span className={styles.sub}>Buyer's note: {claim.note}</span> : null}
      </div>
      {claim.status === "open" && canDecide ? (
        <div className={styles.actions}>
          <label className="visually-hidden" htmlFor={`claim-method-${claim.id}`}>
            Method
          </label>
          <select
            id={`claim-method-${claim.id}`}
            className={styles.inlineSelect}
            value={method}
            onChange={(event) => setMethod(event.target.value as PaymentMethod)}
          >
            {PAYMENT_METHODS.map((value) => (
              <option key={value} value={value}>
                {PAYMENT_METHOD_TITLES[value]}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="btn btn-dark"
            disabled={confirm.isPending}
            aria-busy={confirm.isPending || undefined}
            onClick={() => confirm.mutate({ method })}
          >
            Confirm as payment
          </button>
          <button type="button" className="btn btn-outline" onClick={() => setRejecting(true)}>
            Reject…
          </button>
        </div>
      ) : null}
      <ConfirmDialog
        open={rejecting}
        title={`Reject UTR ${claim.reference}?`}
        confirmLabel="Reject the claim"
        danger
        busy={reject.isPending}
        onClose={() => setRejecting(false)}
        onConfirm={() => {
          if (!reason.trim()) return;
          reject.mutate({ reason: reason.trim() }, { onSuccess: () => setRejecting(false) });
        }}
      >
        <p>The buyer sees the claim as rejected, with your reason.</p>
        <div className={styles.field}>
          <label htmlFor={`claim-reason-${claim.id}`}>Reason</label>
          <textarea
            id={`claim-reason-${claim.id}`}
            required
            maxLength={300}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </div>
      </ConfirmDialog>
    </li>
  );
}
