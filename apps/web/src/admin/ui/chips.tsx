import { ORDER_STATE_TITLES, type OrderState, PAYMENT_STATUS_TITLES, type PaymentStatus } from "@roshni/core";
import styles from "./admin.module.css";

const STATE_TONE: Record<OrderState, string> = {
  placed: "info",
  confirmed: "info",
  packed: "warn",
  dispatched: "warn",
  delivered: "good",
  cancelled: "bad",
  "partly-dispatched": "warn",
};

const PAYMENT_TONE: Record<PaymentStatus, string> = {
  pending: "bad",
  partially_paid: "warn",
  paid: "good",
  partially_refunded: "warn",
  refunded: "",
};

export function StateChip({ state }: { state: OrderState }) {
  return (
    <span className={styles.chip} data-tone={STATE_TONE[state]} data-state={state}>
      {ORDER_STATE_TITLES[state]}
    </span>
  );
}

export function PaymentChip({ status }: { status: PaymentStatus }) {
  return (
    <span className={styles.chip} data-tone={PAYMENT_TONE[status]} data-payment={status}>
      {PAYMENT_STATUS_TITLES[status]}
    </span>
  );
}

export function Chip({ tone, children }: { tone?: "good" | "warn" | "bad" | "info"; children: string }) {
  return (
    <span className={styles.chip} data-tone={tone}>
      {children}
    </span>
  );
}
