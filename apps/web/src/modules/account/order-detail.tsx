"use client";

import type { DocumentKindDto } from "@roshni/core";
import { useEffect, useRef, useState } from "react";
import type { Order, PaymentStatus, ShopSettings } from "@/lib/api";
import { clientApi } from "@/lib/api/client";
import { useCurrency } from "@/lib/store";
import { toast } from "@/lib/toast";
import { Link } from "@/modules/layout/link";
import styles from "./account.module.css";
import type { AccountKey } from "./account-text";
import { AddressBlock } from "./address-block";
import { downloadOrderDocument, statusHistoryOf } from "./api";
import { LoadFailed, Skeleton } from "./load-views";
import { formatDate, formatInr, PaymentChip, StatusChip } from "./order-format";
import { useAccountText } from "./use-account-text";
import { useLoad } from "./use-load";

/** How often a pending payment is asked about (the bank transfer is matched on the shop's side). */
export const PAYMENT_POLL_MS = 10_000;

/**
 * Polls `/order/{id}/payment/status` every PAYMENT_POLL_MS while the payment is pending, and stops as
 * soon as it is anything else or the page is left.
 */
function usePaymentStatus(orderId: number, initial: Order["paymentStatus"] | null) {
  const [status, setStatus] = useState<Order["paymentStatus"] | null>(initial);
  // Each answer starts the next wait, also when the status stays pending and so does not change.
  const [checks, setChecks] = useState(0);
  useEffect(() => setStatus(initial), [initial]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `checks` is the signal to wait for the next check
  useEffect(() => {
    if (status !== "pending") return;
    const abort = new AbortController();
    const timer = window.setTimeout(() => {
      clientApi
        .paymentStatus(orderId, abort.signal)
        .then((answer: PaymentStatus) => {
          if (abort.signal.aborted) return;
          setStatus(answer.status);
          setChecks((value) => value + 1);
        })
        // A failed check is tried again at the next tick; a 401 is handled by the client (sign-out).
        .catch(() => {
          if (!abort.signal.aborted) setChecks((value) => value + 1);
        });
    }, PAYMENT_POLL_MS);
    return () => {
      abort.abort();
      window.clearTimeout(timer);
    };
  }, [status, orderId, checks]);
  return status;
}

/** `/account/orders/{orderId}`: lines, totals, address, status history and payment (polled while pending). */
export function OrderDetail({ orderId }: { orderId: number }) {
  const { t, locale } = useAccountText();
  const { currency, usdRate, formatRupees } = useCurrency();
  const load = useLoad(() => clientApi.order(orderId), [orderId]);
  const settings = useLoad<ShopSettings | null>(() => clientApi.settings().catch(() => null), []);
  const order = load.data;
  const payment = usePaymentStatus(orderId, order?.paymentStatus ?? null);

  if (load.status === "loading") {
    return (
      <div className={styles.card}>
        <Skeleton lines={6} />
      </div>
    );
  }
  if (load.status === "failed") {
    if (load.error.status === 404) {
      return (
        <div className={styles.stack}>
          <p className={styles.alert} role="alert">
            {t("order.notFound")}
          </p>
          <p>
            <Link href="/account/orders" className="btn btn-outline">
              {t("order.back")}
            </Link>
          </p>
        </div>
      );
    }
    return <LoadFailed error={load.error} onRetry={load.reload} />;
  }
  if (!order) return null;

  const history = statusHistoryOf(order);
  const bank = settings.data?.bank ?? null;
  const pending = payment === "pending";
  return (
    <article className={styles.stack} data-testid="order-detail">
      <div>
        <Link href="/account/orders" className={styles.back}>
          ← {t("order.back")}
        </Link>
        <div className={styles.orderHead}>
          <h1 className={styles.pageTitle} data-testid="order-number">
            {t("order.title", { number: order.number })}
          </h1>
          <StatusChip status={order.status} />
          {payment ? <PaymentChip status={payment} /> : null}
        </div>
        <p className={styles.muted}>
          <bdi>{t("order.placedOn", { date: formatDate(locale, order.createdAt, true) })}</bdi>
        </p>
      </div>

      {pending ? (
        <section
          className={`${styles.card} ${styles.bank}`}
          aria-labelledby="order-bank"
          data-testid="bank-details"
        >
          <h2 id="order-bank" className={styles.cardTitle}>
            {t("order.bankTitle")}
          </h2>
          <p>{t("order.bankIntro", { amount: formatInr(order.total), number: order.number })}</p>
          {bank ? (
            <dl className={styles.facts}>
              <dt>{t("order.bankAccountName")}</dt>
              <dd>
                <bdi>{bank.accountName}</bdi>
              </dd>
              <dt>{t("order.bankName")}</dt>
              <dd>{bank.bank}</dd>
              <dt>{t("order.bankAccountNumber")}</dt>
              <dd className={styles.copyable}>{bank.accountNumber}</dd>
              <dt>{t("order.bankIfsc")}</dt>
              <dd className={styles.copyable}>{bank.ifsc}</dd>
              <dt>{t("order.bankBranch")}</dt>
              <dd>{bank.branch}</dd>
              <dt>{t("order.bankReference")}</dt>
              <dd className={styles.copyable}>{order.number}</dd>
            </dl>
          ) : settings.status === "loading" ? (
            <Skeleton lines={4} />
          ) : (
            <p className={styles.muted}>{t("order.bankUnavailable")}</p>
          )}
          <p className={styles.hint} aria-live="polite">
            {t("order.paymentChecking")}
          </p>
        </section>
      ) : null}

      <section className={styles.card} aria-labelledby="order-lines">
        <h2 id="order-lines" className={styles.cardTitle}>
          {t("order.lines")}
        </h2>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t("order.product")}</th>
              <th scope="col" className={styles.num}>
                {t("order.quantity")}
              </th>
              <th scope="col" className={styles.num}>
                {t("order.price")}
              </th>
              <th scope="col" className={styles.num}>
                {t("order.tax")}
              </th>
              <th scope="col" className={styles.num}>
                {t("order.lineTotal")}
              </th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((item) => (
              <tr key={`${item.productId}-${item.sku}`} data-testid="order-line">
                <td className={styles.whole}>
                  <span className={styles.lineTitle}>{item.title}</span>
                  <span className={styles.lineMeta}>
                    {t("order.sku")}: {item.sku} · {t("order.taxRate", { rate: item.taxRate })}
                  </span>
                  {item.madeToOrder > 0 ? (
                    <span className={styles.lineMeta}>
                      {item.fromStock > 0 ? `${t("order.fromStock", { count: item.fromStock })} · ` : ""}
                      {t("order.madeToOrder", { count: item.madeToOrder })}
                    </span>
                  ) : null}
                </td>
                <td data-label={t("order.quantity")} className={styles.num}>
                  {item.quantity}
                </td>
                <td data-label={t("order.price")} className={styles.num}>
                  {formatInr(item.price)}
                </td>
                <td data-label={t("order.tax")} className={styles.num}>
                  {formatInr(item.tax)}
                </td>
                <td data-label={t("order.lineTotal")} className={styles.num}>
                  {formatInr(item.total)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl className={styles.totals} data-testid="order-totals">
          <dt>{t("order.subtotal")}</dt>
          <dd>{formatInr(order.subtotal)}</dd>
          {order.totals.map((line) => (
            <TotalsRow
              key={`${line.type}-${line.rate ?? ""}`}
              type={line.type}
              title={line.title}
              price={line.price}
              rate={line.rate}
            />
          ))}
          <dt className={styles.grand}>{t("order.total")}</dt>
          <dd className={styles.grand} data-testid="order-grand-total">
            {formatInr(order.total)}
          </dd>
        </dl>
        {currency === "USD" && usdRate ? (
          <p className={styles.hint}>{t("order.totalUsd", { amount: formatRupees(order.total) })}</p>
        ) : null}
        {order.coupon ? (
          <p className={styles.hint}>{t("order.coupon", { code: order.coupon.code })}</p>
        ) : null}
        {order.placeOfSupply ? (
          <p className={styles.hint} data-testid="order-place-of-supply">
            <strong>
              {t("order.placeOfSupply", {
                place: `${order.placeOfSupply.name} (${order.placeOfSupply.gstCode})`,
              })}
            </strong>
          </p>
        ) : null}
        <p className={styles.hint}>{t("order.exclNote")}</p>
      </section>

      <OrderDocuments order={order} />

      <div className={`${styles.grid} ${styles.grid2}`}>
        <section className={styles.card} aria-labelledby="order-address">
          <h2 id="order-address" className={styles.cardTitle}>
            {t("order.address")}
          </h2>
          <AddressBlock
            address={order.address}
            phoneLabel={(phone) => t("addresses.phone", { phone })}
            gstinLabel={(gstin) => t("order.gstin", { gstin })}
          />
        </section>
        <section className={styles.card} aria-labelledby="order-history">
          <h2 id="order-history" className={styles.cardTitle}>
            {t("order.history")}
          </h2>
          <ol className={styles.timeline} data-testid="status-history">
            {history.map((entry, index) => (
              <li
                key={`${entry.status}-${entry.createdAt}`}
                data-status={entry.status}
                aria-current={index === history.length - 1 ? "step" : undefined}
              >
                <strong>{t(`status.${entry.status}` as AccountKey)}</strong>
                <time dateTime={entry.createdAt}>
                  <bdi>{formatDate(locale, entry.createdAt, true)}</bdi>
                </time>
                {entry.note ? (
                  <span className={styles.lineMeta}>
                    <bdi>{entry.note}</bdi>
                  </span>
                ) : null}
              </li>
            ))}
          </ol>
          <p className={styles.hint}>
            {t("order.paymentTitle")}: {t("order.paymentMethod")}
          </p>
        </section>
      </div>
    </article>
  );
}

/** The order's GST documents to download; `?document=proforma` (the order mail's link) starts one. */
function OrderDocuments({ order }: { order: Order }) {
  const { t } = useAccountText();
  const [busy, setBusy] = useState<DocumentKindDto | null>(null);
  const started = useRef(false);
  const documents = order.documents ?? [];

  const download = async (kind: DocumentKindDto) => {
    setBusy(kind);
    try {
      await downloadOrderDocument(order.id, kind);
    } catch (error) {
      toast.error(error instanceof Error && error.message ? error.message : t("order.downloadFailed"));
    } finally {
      setBusy(null);
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per page view, for the mail's link
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const wanted = new URLSearchParams(window.location.search).get("document");
    if (wanted && documents.some((d) => d.kind === wanted)) void download(wanted as DocumentKindDto);
  }, []);

  if (documents.length === 0) return null;
  const hasInvoice = documents.some((d) => d.kind === "invoice");
  return (
    <section className={styles.card} aria-labelledby="order-documents" data-testid="order-documents">
      <h2 id="order-documents" className={styles.cardTitle}>
        {t("order.documents")}
      </h2>
      <p className={styles.muted}>{t("order.documentsIntro")}</p>
      <ul className={styles.documents}>
        {documents.map((document) => (
          <li key={`${document.kind}-${document.number}`}>
            <button
              type="button"
              className="btn btn-outline"
              onClick={() => void download(document.kind)}
              disabled={busy !== null}
              data-testid={`download-${document.kind}`}
            >
              {busy === document.kind
                ? t("order.downloading")
                : t(`order.download.${document.kind}` as AccountKey, { number: document.number })}
            </button>
          </li>
        ))}
      </ul>
      {hasInvoice || order.status === "cancelled" ? null : (
        <p className={styles.hint}>{t("order.invoiceLater")}</p>
      )}
    </section>
  );
}

function TotalsRow({
  type,
  title,
  price,
  rate,
}: {
  type: string;
  title: string;
  price: number;
  rate?: number | undefined;
}) {
  const { t } = useAccountText();
  const key = `totals.${type}` as AccountKey;
  return (
    <>
      <dt>{key in TOTALS_KEYS ? t(key, { rate: rate ?? "" }) : title}</dt>
      <dd>{formatInr(price)}</dd>
    </>
  );
}

const TOTALS_KEYS: Record<string, true> = {
  "totals.discount": true,
  "totals.packaging": true,
  "totals.packing-discount": true,
  "totals.shipping": true,
  "totals.shipping-discount": true,
  "totals.tax": true,
  "totals.cgst": true,
  "totals.sgst": true,
  "totals.igst": true,
};
