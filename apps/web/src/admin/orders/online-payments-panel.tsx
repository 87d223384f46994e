"use client";

import type { AdminGatewayPaymentDto, AdminOnlinePaymentsDto, GatewayRefundDto } from "@roshni/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { adminGet, adminSend } from "../api/client";
import { adminKeys } from "../api/query-keys";
import styles from "../ui/admin.module.css";
import { formatDateTime, formatInr } from "../ui/format";
import { useOrderWrite } from "./use-order";

const path = (orderId: number) => `/orders/${orderId}/online-payments`;

const STATUS_TITLES: Record<AdminGatewayPaymentDto["status"], string> = {
  created: "Started",
  authorized: "Authorised",
  captured: "Captured",
  failed: "Failed",
  refunded: "Refunded",
};

const REFUND_TITLES: Record<GatewayRefundDto["status"], string> = {
  requested: "Sent to the gateway",
  pending: "Pending at the gateway",
  processed: "Processed",
  failed: "Failed",
};

function newIdempotencyKey(): string {
  return `refund-${crypto.randomUUID()}`;
}

/**
 * The order's payments through Razorpay: what the gateway reported (method, fee, tax), refunds through
 * it (full or part; the form's idempotency key makes a second click or a retry the same refund), a check
 * with the gateway on demand, and events kept for staff because their amount did not match.
 */
export function OnlinePaymentsPanel({ orderId, mayAct }: { orderId: number; mayAct: boolean }) {
  const query = useQuery({
    queryKey: [...adminKeys.orders.detail(orderId), "online-payments"],
    queryFn: ({ signal }) => adminGet<AdminOnlinePaymentsDto>(path(orderId), { signal }),
  });
  const reconcile = useOrderWrite<void>(
    orderId,
    () => adminSend<{ credited: number }>("POST", `${path(orderId)}/reconcile`),
    "Checked with the gateway.",
  );
  const data = query.data;
  if (!data || (data.payments.length === 0 && data.held.length === 0)) return null;
  return (
    <section className={styles.panel} aria-labelledby="online-title" data-testid="online-payments">
      <div className={styles.pageHead}>
        <h2 id="online-title" className={styles.sectionTitle}>
          Online payments (Razorpay)
        </h2>
        {mayAct ? (
          <div className={styles.actions}>
            <button
              type="button"
              className="btn btn-outline"
              disabled={reconcile.isPending}
              onClick={() => reconcile.mutate()}
            >
              Check with the gateway
            </button>
          </div>
        ) : null}
      </div>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Payment</th>
              <th scope="col">Method</th>
              <th scope="col">Status</th>
              <th scope="col" className={styles.num}>
                Amount
              </th>
              <th scope="col" className={styles.num}>
                Fee (tax)
              </th>
              <th scope="col" className={styles.num}>
                Refundable
              </th>
            </tr>
          </thead>
          <tbody>
            {data.payments.map((payment) => (
              <tr key={payment.id} data-testid="online-payment-row">
                <td data-label="Payment">
                  {payment.gatewayPaymentId}
                  <span className={styles.sub}>{formatDateTime(payment.createdAt)}</span>
                  {payment.errorDescription ? (
                    <span className={styles.sub}>{payment.errorDescription}</span>
                  ) : null}
                </td>
                <td data-label="Method">{payment.method ?? "—"}</td>
                <td data-label="Status">{STATUS_TITLES[payment.status]}</td>
                <td data-label="Amount" className={styles.num}>
                  {formatInr(payment.amount)}
                </td>
                <td data-label="Fee (tax)" className={styles.num}>
                  {payment.fee === null ? "—" : `${formatInr(payment.fee)} (${formatInr(payment.tax ?? 0)})`}
                </td>
                <td data-label="Refundable" className={styles.num}>
                  {formatInr(payment.refundable)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {mayAct
        ? data.payments
            .filter((payment) => payment.refundable > 0)
            .map((payment) => <RefundForm key={payment.id} orderId={orderId} payment={payment} />)
        : null}
      {data.refunds.length > 0 ? (
        <ul className={styles.plainList} data-testid="online-refunds">
          {data.refunds.map((refund) => (
            <li key={refund.id}>
              Refund of {formatInr(refund.amount)} on {refund.gatewayPaymentId}:{" "}
              {REFUND_TITLES[refund.status]}
              {refund.gatewayRefundId ? ` (${refund.gatewayRefundId})` : ""}
            </li>
          ))}
        </ul>
      ) : null}
      {data.held.length > 0 ? (
        <div role="note" data-testid="online-held">
          <h3 className={styles.sectionTitle}>Kept for staff: nothing was credited</h3>
          <ul className={styles.plainList}>
            {data.held.map((event) => (
              <li key={event.eventId}>
                {formatDateTime(event.receivedAt)} · {event.event}: {event.reason}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

function RefundForm({ orderId, payment }: { orderId: number; payment: AdminGatewayPaymentDto }) {
  const [amount, setAmount] = useState(String(payment.refundable));
  const [note, setNote] = useState("");
  const [key, setKey] = useState(newIdempotencyKey);
  const refund = useOrderWrite<{ amount: number; note: string }>(
    orderId,
    (body) =>
      adminSend<GatewayRefundDto>("POST", `/orders/${orderId}/online-refunds`, {
        gatewayPaymentId: payment.gatewayPaymentId,
        amount: body.amount,
        idempotencyKey: key,
        ...(body.note ? { note: body.note } : {}),
      }).then((answer) => {
        setKey(newIdempotencyKey());
        return answer;
      }),
    (body) => `Refund of ${formatInr(body.amount)} sent to the gateway.`,
  );
  const inputId = `online-refund-${payment.id}`;
  return (
    <form
      className={styles.inlineForm}
      aria-label={`Refund ${payment.gatewayPaymentId}`}
      onSubmit={(event) => {
        event.preventDefault();
        refund.mutate({ amount: Number(amount), note: note.trim() });
      }}
    >
      <label htmlFor={inputId}>Refund amount (₹) of {payment.gatewayPaymentId}</label>
      <input
        id={inputId}
        type="number"
        min="1"
        step="0.01"
        max={payment.refundable}
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        required
      />
      <label htmlFor={`${inputId}-note`}>Note</label>
      <input
        id={`${inputId}-note`}
        value={note}
        maxLength={300}
        onChange={(event) => setNote(event.target.value)}
      />
      <button type="submit" className="btn btn-dark" disabled={refund.isPending}>
        Refund through Razorpay
      </button>
    </form>
  );
}
