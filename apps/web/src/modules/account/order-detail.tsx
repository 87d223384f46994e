"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import {
  atShopTime,
  type DocumentKindDto,
  type PaymentClaimInput,
  paymentClaimBodySchema,
  shopDay,
  upiPaymentUri,
} from "@roshni/core";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import type { Order, PaymentClaim, PaymentStatus, ShopSettings } from "@/lib/api";
import { clientApi } from "@/lib/api/client";
import { useCurrency } from "@/lib/store";
import { toast } from "@/lib/toast";
import { Link } from "@/modules/layout/link";
import { OrderAgainButton } from "@/modules/quick-order/order-again";
import styles from "./account.module.css";
import type { AccountKey } from "./account-text";
import { AddressBlock } from "./address-block";
import { downloadOrderDocument, statusHistoryOf } from "./api";
import { ChangeRequestSection } from "./change-request";
import { Field } from "./form-field";
import { LoadFailed, Skeleton } from "./load-views";
import { formatDate, formatInr, PaymentChip, StatusChip } from "./order-format";
import { PayOnline } from "./pay-online";
import { checkUpiAmount, upiAmountText } from "./upi-amount";
import { UpiQr } from "./upi-qr";
import { useAccountText } from "./use-account-text";
import { useLoad } from "./use-load";

/** How often a pending payment is asked about (the bank transfer is matched on the shop's side). */
export const PAYMENT_POLL_MS = 10_000;

/** Payment states in which money is still expected, so the page keeps asking. */
const AWAITING: readonly Order["paymentStatus"][] = ["pending", "partially_paid"];

/**
 * Polls `/order/{id}/payment/status` every PAYMENT_POLL_MS while money is still due (pending or partly
 * paid), and stops as soon as it is anything else or the page is left. A change of the status or of the
 * amount received calls `onChange` (the page then loads the order again: history, payments).
 */
function usePaymentStatus(orderId: number, initial: PaymentStatus | null, onChange: () => void) {
  const [payment, setPayment] = useState<PaymentStatus | null>(initial);
  // Each answer starts the next wait, also when nothing changed.
  const [checks, setChecks] = useState(0);
  const changed = useRef(onChange);
  changed.current = onChange;
  useEffect(() => setPayment(initial), [initial]);
  const status = payment?.status ?? null;
  const paid = payment?.amountPaid ?? null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `checks` is the signal to wait for the next check
  useEffect(() => {
    if (!status || !AWAITING.includes(status)) return;
    const abort = new AbortController();
    const timer = window.setTimeout(() => {
      clientApi
        .paymentStatus(orderId, abort.signal)
        .then((answer: PaymentStatus) => {
          if (abort.signal.aborted) return;
          setPayment(answer);
          setChecks((value) => value + 1);
          if (answer.status !== status || answer.amountPaid !== paid) changed.current();
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
  }, [status, paid, orderId, checks]);
  return payment;
}

/** `/account/orders/{orderId}`: lines, totals, address, status history and payment (polled while pending). */
export function OrderDetail({ orderId }: { orderId: number }) {
  const { t, locale } = useAccountText();
  const { currency, usdRate, formatRupees } = useCurrency();
  const load = useLoad(() => clientApi.order(orderId), [orderId]);
  const settings = useLoad<ShopSettings | null>(() => clientApi.settings().catch(() => null), []);
  const order = load.data;
  const claims = useLoad<PaymentClaim[] | null>(
    (signal) => clientApi.paymentClaims(orderId, signal).catch(() => null),
    [orderId],
  );
  const initialPayment = useInitialPayment(order);
  const payment = usePaymentStatus(orderId, initialPayment, load.reload);

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
  const status = payment?.status ?? order.paymentStatus;
  const amountDue = payment?.amountDue ?? order.payment.amountDue;
  const amountPaid = payment?.amountPaid ?? order.payment.amountPaid;
  const amountRefunded = payment?.amountRefunded ?? order.payment.amountRefunded;
  const awaiting = order.status !== "cancelled" && amountDue > 0;
  const upi = order.payment.upi;
  return (
    <article className={styles.stack} data-testid="order-detail">
      <div>
        <Link href="/account/orders" className={styles.back}>
          <span className="back-arrow" aria-hidden="true">
            ←
          </span>{" "}
          {t("order.back")}
        </Link>
        <div className={styles.orderHead}>
          <h1 className={styles.pageTitle} data-testid="order-number">
            {t("order.title", { number: order.number })}
          </h1>
          <StatusChip status={order.status} />
          <PaymentChip status={status} />
        </div>
        <p className={styles.muted}>
          <bdi>{t("order.placedOn", { date: formatDate(locale, order.createdAt, true) })}</bdi>
        </p>
        {amountPaid > 0 || amountRefunded > 0 || awaiting ? (
          <dl className={styles.facts} data-testid="order-amounts">
            {/* Received is every payment; a refund is its own line, so "Received ₹0" never hides one. */}
            <dt>{t("order.amountPaid")}</dt>
            <dd data-testid="amount-received">{formatInr(amountPaid + amountRefunded)}</dd>
            {amountRefunded > 0 ? (
              <>
                <dt>{t("order.amountRefunded")}</dt>
                <dd data-testid="amount-refunded">{formatInr(amountRefunded)}</dd>
              </>
            ) : null}
            <dt>{t("order.amountDue")}</dt>
            <dd data-testid="amount-due">{formatInr(amountDue)}</dd>
          </dl>
        ) : null}
      </div>

      {awaiting && amountDue > 0 ? (
        <PayOnline
          orderId={order.id}
          amountDueText={formatInr(amountDue)}
          autoOpen={payOnlineAsked()}
          onProgress={load.reload}
        />
      ) : null}

      {awaiting ? (
        <section
          className={`${styles.card} ${styles.bank}`}
          aria-labelledby="order-bank"
          data-testid="bank-details"
        >
          <div className={styles.payGrid}>
            <div>
              <h2 id="order-bank" className={styles.cardTitle}>
                {t("order.bankTitle")}
              </h2>
              <p>{t("order.bankIntro", { amount: formatInr(amountDue), number: order.number })}</p>
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
            </div>
            {upi && awaiting ? (
              <UpiPay vpa={upi.vpa} payeeName={upi.payeeName} note={order.number} amountDue={amountDue} />
            ) : null}
          </div>
          <p className={styles.hint} aria-live="polite">
            {t("order.paymentChecking")}
          </p>
        </section>
      ) : null}

      {awaiting || (claims.data && claims.data.length > 0) ? (
        <ClaimSection
          orderId={order.id}
          amountDue={amountDue}
          claims={claims.data ?? []}
          open={awaiting}
          onSent={claims.reload}
        />
      ) : null}

      {order.status === "placed" || order.status === "confirmed" || order.status === "packed" ? (
        <ChangeRequestSection orderId={order.id} />
      ) : null}

      <section className={styles.card} aria-labelledby="order-lines">
        <h2 id="order-lines" className={styles.cardTitle}>
          {t("order.lines")}
        </h2>
        <p>
          <OrderAgainButton number={order.number} items={order.items} />
        </p>
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
                    {t("order.skuLabel")} <bdi>{item.sku}</bdi> · {t("order.taxRate", { rate: item.taxRate })}
                  </span>
                  {item.discount > 0 ? (
                    <span className={styles.lineMeta} data-testid="order-line-discount">
                      {t("order.lineDiscount", { amount: formatInr(item.discount) })}
                    </span>
                  ) : null}
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
      <OrderShipments order={order} />

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
                {/* A step that keeps the state is an update (an edit, a document issued), not a second "Placed". */}
                <strong>
                  {index > 0 && history[index - 1]?.status === entry.status
                    ? t("order.changed")
                    : t(`status.${entry.status}` as AccountKey)}
                </strong>
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

      <section className={styles.card} aria-labelledby="order-shipping">
        <h2 id="order-shipping" className={styles.cardTitle}>
          {t("order.transportTitle")}
        </h2>
        <dl className={styles.facts}>
          <dt>{t("order.transport")}</dt>
          <dd data-testid="order-transport">
            {order.toPayShipping ? t("order.toPay") : t("order.paidShipping")}
          </dd>
          {order.note ? (
            <>
              <dt>{t("order.note")}</dt>
              <dd data-testid="order-note">
                <bdi>{order.note}</bdi>
              </dd>
            </>
          ) : null}
          {order.dispatch ? (
            <>
              <dt>{t("order.transporter")}</dt>
              <dd>
                <bdi>{order.dispatch.transporter}</bdi>
              </dd>
              <dt>{t("order.lrNumber")}</dt>
              <dd className={styles.copyable} data-testid="order-lr">
                {order.dispatch.lrNumber}
              </dd>
              {order.dispatch.ewayBillNumber ? (
                <>
                  <dt>{t("order.ewayBill")}</dt>
                  <dd className={styles.copyable} data-testid="order-eway-bill">
                    {order.dispatch.ewayBillNumber}
                  </dd>
                  {order.dispatch.ewayBillValidUntil ? (
                    <>
                      <dt>{t("order.ewayBillValid")}</dt>
                      <dd data-testid="order-eway-valid">
                        <bdi>{formatDate(locale, order.dispatch.ewayBillValidUntil, true)}</bdi>
                      </dd>
                    </>
                  ) : null}
                </>
              ) : null}
            </>
          ) : null}
        </dl>
      </section>
    </article>
  );
}

/**
 * An order sent in parts: each shipment that has left (date, transporter, LR, its tax invoice) and what
 * is still to come, with the date the awaited pieces are expected when the shop has said it.
 */
function OrderShipments({ order }: { order: Order }) {
  const { t, locale } = useAccountText();
  const [busy, setBusy] = useState<string | null>(null);
  const view = order.shipments;
  if (!view) return null;
  const download = async (number: string) => {
    setBusy(number);
    try {
      await downloadOrderDocument(order.id, "invoice", number);
    } catch (error) {
      toast.error(error instanceof Error && error.message ? error.message : t("order.downloadFailed"));
    } finally {
      setBusy(null);
    }
  };
  return (
    <section className={styles.card} aria-labelledby="order-shipments" data-testid="order-shipments">
      <h2 id="order-shipments" className={styles.cardTitle}>
        {t("order.shipments")}
      </h2>
      {view.sent.length === 0 ? <p className={styles.muted}>{t("order.shipmentsNoneSent")}</p> : null}
      {view.sent.map((shipment) => (
        <div key={shipment.number} data-testid="order-shipment-sent" data-number={shipment.number}>
          <h3 className={styles.cardTitle}>
            {t("order.shipmentSent", {
              number: shipment.number,
              date: formatDate(locale, shipment.dispatchedAt),
            })}
          </h3>
          <dl className={styles.facts}>
            {shipment.transporter ? (
              <>
                <dt>{t("order.transporter")}</dt>
                <dd>
                  <bdi>{shipment.transporter}</bdi>
                </dd>
              </>
            ) : null}
            {shipment.lrNumber ? (
              <>
                <dt>{t("order.lrNumber")}</dt>
                <dd className={styles.copyable} data-testid="order-shipment-lr">
                  {shipment.lrNumber}
                </dd>
              </>
            ) : null}
            <dt>{t("order.shipmentGoods")}</dt>
            <dd>
              {shipment.lines.map((line) => (
                <div key={line.sku}>
                  {line.quantity} × <bdi>{line.title}</bdi>
                </div>
              ))}
            </dd>
          </dl>
          {shipment.invoiceNumber ? (
            <p>
              <button
                type="button"
                className="btn btn-outline"
                disabled={busy !== null}
                onClick={() => shipment.invoiceNumber && void download(shipment.invoiceNumber)}
              >
                {busy === shipment.invoiceNumber
                  ? t("order.downloading")
                  : t("order.download.invoice", { number: shipment.invoiceNumber })}
              </button>
            </p>
          ) : null}
        </div>
      ))}
      {view.toCome.length > 0 ? (
        <div data-testid="order-shipments-to-come">
          <h3 className={styles.cardTitle}>{t("order.toCome")}</h3>
          <ul>
            {view.toCome.map((line) => (
              <li key={line.sku}>
                {line.quantity} × <bdi>{line.title}</bdi>
                {line.expectedOn
                  ? ` — ${t("order.expectedOn", { date: formatDate(locale, line.expectedOn) })}`
                  : ""}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

/**
 * The order's GST documents to download; `?document=proforma` (the order mail's link), `=invoice` (the
 * dispatch mail's) or `=credit-note&number=…` (the credit note's mail) starts one.
 */
function OrderDocuments({ order }: { order: Order }) {
  const { t } = useAccountText();
  const [busy, setBusy] = useState<string | null>(null);
  const started = useRef(false);
  const documents = order.documents ?? [];

  const download = async (kind: DocumentKindDto, number: string) => {
    setBusy(`${kind}-${number}`);
    try {
      // Credit notes and the tax invoices of an order sent in parts by number (an order may have several);
      // the proforma by kind, its latest revision.
      await downloadOrderDocument(order.id, kind, kind === "proforma" ? undefined : number);
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
    const params = new URLSearchParams(window.location.search);
    const wanted = params.get("document");
    const number = params.get("number") ?? undefined;
    const found = documents.find((d) => d.kind === wanted && (number === undefined || d.number === number));
    if (found) void download(found.kind, found.number);
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
              onClick={() => void download(document.kind, document.number)}
              disabled={busy !== null}
              data-testid={`download-${document.kind}`}
            >
              {busy === `${document.kind}-${document.number}`
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

/** Checkout's "Pay online now" lands here with ?pay=online: the payment page opens at once. */
function payOnlineAsked(): boolean {
  return typeof window !== "undefined" && new URLSearchParams(window.location.search).get("pay") === "online";
}

/** The payment figures the order itself came with, as one stable object for the poller. */
function useInitialPayment(order: Order | null): PaymentStatus | null {
  const status = order?.paymentStatus;
  const paid = order?.payment.amountPaid;
  const due = order?.payment.amountDue;
  const refunded = order?.payment.amountRefunded;
  const [value, setValue] = useState<PaymentStatus | null>(null);
  useEffect(() => {
    if (status === undefined || paid === undefined || due === undefined || refunded === undefined) return;
    setValue({ status, amountPaid: paid, amountDue: due, amountRefunded: refunded });
  }, [status, paid, due, refunded]);
  return value;
}

/**
 * The UPI QR and link for an amount the buyer chooses (a part payment is welcome), pre-filled with what
 * is due and never more. On a phone the QR cannot be scanned by the phone showing it, so a large button
 * opens the UPI app with the same link.
 */
function UpiPay({
  vpa,
  payeeName,
  note,
  amountDue,
}: {
  vpa: string;
  payeeName: string;
  note: string;
  amountDue: number;
}) {
  const { t } = useAccountText();
  const [text, setText] = useState(() => upiAmountText(amountDue));
  // A new amount due (a payment arrived) starts the field again from it.
  useEffect(() => setText(upiAmountText(amountDue)), [amountDue]);
  const checked = checkUpiAmount(text, amountDue);
  const uri = checked.ok ? upiPaymentUri({ vpa, payeeName, amount: checked.paise, note }) : null;
  const amount = checked.ok ? formatInr(checked.paise / 100) : null;
  const problem = checked.ok
    ? null
    : checked.problem === "empty"
      ? t("order.upiAmountEmpty", { max: formatInr(checked.max) })
      : checked.problem === "format"
        ? t("order.upiAmountFormat")
        : t("order.upiAmountRange", { min: formatInr(checked.min), max: formatInr(checked.max) });
  return (
    <div data-testid="upi" className={styles.upi}>
      <h2 className={styles.cardTitle}>{t("order.upiTitle")}</h2>
      <p>{t("order.upiIntro", { amount: formatInr(amountDue) })}</p>
      <div className={styles.field}>
        <label htmlFor="upi-amount" className={styles.label}>
          {t("order.upiAmount")}
        </label>
        <input
          id="upi-amount"
          className={`${styles.input} ${styles.upiAmount}`}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          dir="ltr"
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? "upi-amount-error" : "upi-amount-hint"}
        />
        {problem ? (
          <p id="upi-amount-error" className={styles.error} role="alert">
            {problem}
          </p>
        ) : (
          <p id="upi-amount-hint" className={styles.hint}>
            {t("order.upiAmountHint", { max: formatInr(amountDue) })}
          </p>
        )}
      </div>
      {uri && amount ? (
        <>
          <UpiQr uri={uri} label={t("order.upiQr", { amount })} />
          <a href={uri} className={`btn btn-primary ${styles.upiAppButton}`} data-testid="upi-app-button">
            {t("order.upiPayApp", { amount })}
          </a>
        </>
      ) : (
        <div className={styles.upiQrEmpty} data-testid="upi-qr-empty">
          {t("order.upiQrWaiting")}
        </div>
      )}
      <p className={styles.hint}>
        {t("order.upiId")}: <bdi className={styles.copyable}>{vpa}</bdi>
      </p>
      {uri ? (
        <p className={`${styles.hint} ${styles.upiOpenLink}`}>
          <a href={uri}>{t("order.upiOpen")}</a>
        </p>
      ) : null}
    </div>
  );
}

type ClaimIn = z.input<typeof paymentClaimBodySchema>;

function todayInDelhi(): string {
  return shopDay(new Date());
}

/**
 * "Already paid? Tell us the UTR": the buyer's claim goes to the shop to check against the bank; it is
 * not a payment until the shop confirms it. Earlier claims are listed with what became of them.
 */
function ClaimSection({
  orderId,
  amountDue,
  claims,
  open,
  onSent,
}: {
  orderId: number;
  amountDue: number;
  claims: PaymentClaim[];
  open: boolean;
  onSent: () => void;
}) {
  const { t, locale, message } = useAccountText();
  const form = useForm<ClaimIn, unknown, PaymentClaimInput>({
    resolver: zodResolver(paymentClaimBodySchema),
    defaultValues: { reference: "", amount: amountDue, paidOn: todayInDelhi(), note: "", method: undefined },
  });
  const { errors, isSubmitting } = form.formState;

  async function submit(values: PaymentClaimInput) {
    try {
      const claim = await clientApi.claimPayment(orderId, values);
      toast.success(t("order.claimSent", { reference: claim.reference }));
      form.reset({ reference: "", amount: amountDue, paidOn: todayInDelhi(), note: "", method: undefined });
      onSent();
    } catch (error) {
      const text = error instanceof Error ? error.message : t("common.loadFailed");
      toast.error(message(text));
    }
  }

  return (
    <section className={styles.card} aria-labelledby="order-claim" data-testid="payment-claim">
      <h2 id="order-claim" className={styles.cardTitle}>
        {t("order.claimTitle")}
      </h2>
      {claims.length > 0 ? (
        <>
          <h3 className={styles.label}>{t("order.claims")}</h3>
          <ul className={styles.claims} data-testid="claims">
            {claims.map((claim) => (
              <li key={claim.id} data-status={claim.status}>
                <bdi>
                  {t("order.claimLine", {
                    reference: claim.reference,
                    amount: formatInr(claim.amount),
                    date: formatDate(locale, atShopTime(`${claim.paidOn}T12:00:00`)),
                  })}
                  {claim.method
                    ? ` · ${claim.method === "upi" ? t("order.claimMethodUpi") : t("order.claimMethodBank")}`
                    : ""}
                </bdi>{" "}
                —{" "}
                {claim.status === "open"
                  ? t("order.claimOpen")
                  : claim.status === "confirmed"
                    ? t("order.claimConfirmed")
                    : t("order.claimRejected", { reason: claim.reason ?? "" })}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {open ? (
        <form onSubmit={form.handleSubmit(submit)} noValidate className={styles.stack}>
          <p className={styles.muted}>{t("order.claimIntro")}</p>
          <fieldset
            className={styles.claimMethod}
            aria-invalid={errors.method ? true : undefined}
            aria-describedby={errors.method ? "claim-method-error" : undefined}
          >
            <legend className={styles.label}>{t("order.claimMethod")}</legend>
            <div className={styles.claimMethodChoices}>
              <label className={styles.claimMethodChoice}>
                <input type="radio" value="upi" {...form.register("method")} />
                <span>{t("order.claimMethodUpi")}</span>
              </label>
              <label className={styles.claimMethodChoice}>
                <input type="radio" value="bank_transfer" {...form.register("method")} />
                <span>{t("order.claimMethodBank")}</span>
              </label>
            </div>
            {errors.method?.message ? (
              <p id="claim-method-error" className={styles.error} role="alert">
                {message(errors.method.message)}
              </p>
            ) : null}
          </fieldset>
          <div className={styles.claimForm}>
            <Field
              label={t("order.claimReference")}
              registration={form.register("reference")}
              error={errors.reference}
              autoComplete="off"
              dir="ltr"
            />
            <Field
              label={t("order.claimAmount")}
              registration={form.register("amount", { valueAsNumber: true })}
              error={errors.amount}
              type="number"
              step="0.01"
              min="0.01"
              inputMode="decimal"
            />
            <Field
              label={t("order.claimDate")}
              registration={form.register("paidOn")}
              error={errors.paidOn}
              type="date"
            />
          </div>
          <Field
            label={t("order.claimNote")}
            registration={form.register("note")}
            error={errors.note}
            optional
          />
          <p>
            <button
              type="submit"
              className="btn btn-primary"
              disabled={isSubmitting}
              aria-busy={isSubmitting || undefined}
            >
              {t("order.claimSubmit")}
            </button>
          </p>
        </form>
      ) : null}
    </section>
  );
}
