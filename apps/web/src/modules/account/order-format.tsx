"use client";

import { formatMoney, SHOP_TIME_ZONE, toPaise } from "@roshni/core";
import type { Order } from "@/lib/api";
import type { Locale } from "@/lib/i18n";
import styles from "./account.module.css";
import type { AccountKey } from "./account-text";
import { useAccountText } from "./use-account-text";

/** Orders are invoiced in rupees whatever currency the shop is browsed in (display only, SPEC.md 2). */
export function formatInr(rupees: number): string {
  return formatMoney(toPaise(rupees), { currency: "INR" });
}

const DATE_LOCALES: Record<Locale, string> = { en: "en-IN", ru: "ru-RU", ar: "en-IN" };

/** Dates in the shop's own time zone, Delhi, so an order placed at 23:30 IST shows that day. */
export function formatDate(locale: Locale, iso: string, withTime = false): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(DATE_LOCALES[locale], {
    dateStyle: "medium",
    ...(withTime ? { timeStyle: "short" } : {}),
    timeZone: SHOP_TIME_ZONE,
  }).format(date);
}

type Tone = "good" | "wait" | "bad" | "info" | "plain";

const STATUS_TONE: Record<Order["status"], Tone> = {
  placed: "info",
  confirmed: "info",
  packed: "wait",
  dispatched: "wait",
  delivered: "good",
  cancelled: "bad",
  "partly-dispatched": "wait",
};

const PAYMENT_TONE: Record<Order["paymentStatus"], Tone> = {
  pending: "wait",
  partially_paid: "wait",
  paid: "good",
  partially_refunded: "plain",
  refunded: "plain",
};

export function StatusChip({ status }: { status: Order["status"] }) {
  const { t } = useAccountText();
  return (
    <span className={styles.chip} data-tone={STATUS_TONE[status]} data-status={status}>
      {t(`status.${status}` as AccountKey)}
    </span>
  );
}

export function PaymentChip({ status }: { status: Order["paymentStatus"] }) {
  const { t } = useAccountText();
  return (
    <span
      className={styles.chip}
      data-tone={PAYMENT_TONE[status]}
      data-testid="payment-status"
      data-status={status}
    >
      {t(`payment.${status}` as AccountKey)}
    </span>
  );
}
