"use client";

import { shopDay } from "@roshni/core";
import { useEffect, useState } from "react";
import { toast } from "@/lib/toast";
import styles from "./account.module.css";
import { accountApi, downloadStatement } from "./api";
import { LoadFailed, Skeleton } from "./load-views";
import { formatDate, formatInr } from "./order-format";
import { PayOnline } from "./pay-online";
import { UpiQr } from "./upi-qr";
import { useAccountText } from "./use-account-text";
import { useLoad } from "./use-load";

/** An invoice's day (`YYYY-MM-DD`, already the shop's) shown without shifting across time zones. */
const dayIso = (day: string) => `${day}T12:00:00+05:30`;

/**
 * `/account/credit`: the buyer's terms, limit, available credit and what is open, each invoice with its
 * due date and days overdue; a UPI QR of the whole outstanding or of one invoice; the statement PDF.
 */
export function CreditAccount() {
  const { t, locale, message } = useAccountText();
  const load = useLoad((signal) => accountApi.credit(signal), []);
  const [payFor, setPayFor] = useState<number | "all" | null>(null);
  const [from, setFrom] = useState("");
  const [to, setTo] = useState(() => shopDay(new Date()));
  const [downloading, setDownloading] = useState(false);
  const [mailing, setMailing] = useState(false);
  // After an online payment's callback: the gateway's webhook credits the account, so the account is asked
  // again until what is owed has gone down (or half a minute has passed), then shown afresh.
  const [waiting, setWaiting] = useState(false);
  const owedBefore = load.status === "ready" ? load.data.outstanding : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: one watch per payment, from the amount owed when it was made
  useEffect(() => {
    if (!waiting || owedBefore === null) return;
    let tries = 0;
    const abort = new AbortController();
    const timer = setInterval(() => {
      tries += 1;
      accountApi
        .credit(abort.signal)
        .then((now) => {
          if (now.outstanding < owedBefore || tries >= 20) {
            clearInterval(timer);
            setWaiting(false);
            load.reload();
          }
        })
        .catch(() => undefined);
    }, 1_500);
    return () => {
      clearInterval(timer);
      abort.abort();
    };
  }, [waiting]);

  async function statement() {
    setDownloading(true);
    try {
      await downloadStatement({ from: from || undefined, to: to || undefined });
      toast.success(t("credit.downloaded"));
    } catch (error) {
      toast.error(error instanceof Error && error.message ? message(error.message) : t("common.loadFailed"));
    } finally {
      setDownloading(false);
    }
  }

  async function mailStatement() {
    setMailing(true);
    try {
      const sent = await accountApi.mailStatement({ from: from || undefined, to: to || undefined });
      toast.success(t("credit.mailed", { email: sent.to }));
    } catch (error) {
      toast.error(error instanceof Error && error.message ? message(error.message) : t("common.loadFailed"));
    } finally {
      setMailing(false);
    }
  }

  if (load.status === "loading") return <Skeleton lines={6} />;
  if (load.status === "failed") return <LoadFailed error={load.error} onRetry={load.reload} />;
  const account = load.data;
  const onTerms = account.paymentTermsDays !== null;
  const chosen =
    payFor === "all"
      ? account.upi
        ? { uri: account.upi.uri, label: t("credit.payAllQr", { amount: formatInr(account.outstanding) }) }
        : null
      : (() => {
          const invoice = account.invoices.find((item) => item.orderId === payFor);
          return invoice?.upi
            ? {
                uri: invoice.upi.uri,
                label: t("credit.payInvoiceQr", {
                  number: invoice.invoiceNumber,
                  amount: formatInr(invoice.open),
                }),
              }
            : null;
        })();

  return (
    <section className={styles.stack} aria-labelledby="credit-title" data-testid="credit-account">
      <h1 id="credit-title" className={styles.pageTitle}>
        {t("credit.title")}
      </h1>
      <div className={styles.card}>
        <dl className={styles.facts}>
          <dt>{t("credit.terms")}</dt>
          <dd data-testid="credit-terms">{account.paymentTermsLabel}</dd>
          {onTerms ? (
            <>
              <dt>{t("credit.limit")}</dt>
              <dd>{formatInr(account.creditLimit)}</dd>
              <dt>{t("credit.available")}</dt>
              <dd data-testid="credit-available">{formatInr(account.available)}</dd>
            </>
          ) : null}
          <dt>{t("credit.outstanding")}</dt>
          <dd data-testid="credit-outstanding">{formatInr(Math.max(0, account.outstanding))}</dd>
          {account.overdue > 0 ? (
            <>
              <dt>{t("credit.overdue")}</dt>
              <dd>
                <strong>{formatInr(account.overdue)}</strong>
              </dd>
            </>
          ) : null}
        </dl>
        {onTerms ? null : <p className={styles.muted}>{t("credit.advanceNote")}</p>}
        {account.upi ? (
          <p>
            <button type="button" className="btn btn-primary" onClick={() => setPayFor("all")}>
              {t("credit.payAll")}
            </button>
          </p>
        ) : null}
      </div>

      {account.outstanding > 0 ? (
        <PayOnline
          orderId="account"
          amountDueText={formatInr(account.outstanding)}
          autoOpen={false}
          onProgress={() => setWaiting(true)}
        />
      ) : null}
      <div className={styles.card}>
        <h2 className={styles.cardTitle}>{t("credit.invoices")}</h2>
        {account.invoices.length === 0 ? (
          <p className={styles.muted}>{t("credit.noInvoices")}</p>
        ) : (
          <table className={styles.table} data-testid="credit-invoices">
            <thead>
              <tr>
                <th scope="col">{t("credit.invoice")}</th>
                <th scope="col">{t("credit.dueOn")}</th>
                <th scope="col">{t("credit.daysOverdue")}</th>
                <th scope="col" className={styles.num}>
                  {t("credit.openAmount")}
                </th>
                <th scope="col">
                  <span className="visually-hidden">{t("credit.pay")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {account.invoices.map((invoice) => (
                <tr key={invoice.orderId} data-testid="credit-invoice">
                  <td data-label={t("credit.invoice")}>
                    <span className={styles.invoiceRef}>
                      <bdi>{invoice.invoiceNumber}</bdi>
                      {/* One isolated run: right to left, the English words, number and date keep their order. */}
                      <bdi className={styles.muted}>
                        {t("credit.order")} {invoice.orderNumber} ·{" "}
                        {formatDate(locale, dayIso(invoice.invoiceDate))}
                      </bdi>
                    </span>
                  </td>
                  <td data-label={t("credit.dueOn")} data-testid="credit-due">
                    <bdi>{formatDate(locale, dayIso(invoice.dueOn))}</bdi>
                  </td>
                  <td data-label={t("credit.daysOverdue")}>
                    {invoice.daysOverdue > 0 ? <strong>{invoice.daysOverdue}</strong> : t("credit.notDue")}
                  </td>
                  <td data-label={t("credit.openAmount")} className={styles.num}>
                    {formatInr(invoice.open)}
                  </td>
                  <td>
                    {invoice.upi ? (
                      <button
                        type="button"
                        className="btn btn-outline"
                        onClick={() => setPayFor(invoice.orderId)}
                      >
                        {t("credit.pay")}
                      </button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {chosen ? (
          <div data-testid="credit-upi">
            <UpiQr uri={chosen.uri} label={chosen.label} />
            <p>{chosen.label}</p>
            <p className={styles.muted}>
              {t("credit.scan")} <a href={chosen.uri}>{t("credit.openUpi")}</a>
            </p>
          </div>
        ) : null}
      </div>

      <div className={styles.card}>
        <h2 className={styles.cardTitle}>{t("credit.statement")}</h2>
        <p className={styles.muted}>{t("credit.statementIntro")}</p>
        <div className={`${styles.grid} ${styles.grid2}`}>
          <div className={styles.field}>
            <label htmlFor="statement-from" className={styles.label}>
              {t("credit.from")}
            </label>
            <input
              id="statement-from"
              type="date"
              className={styles.input}
              value={from}
              max={to}
              onChange={(event) => setFrom(event.target.value)}
            />
          </div>
          <div className={styles.field}>
            <label htmlFor="statement-to" className={styles.label}>
              {t("credit.to")}
            </label>
            <input
              id="statement-to"
              type="date"
              className={styles.input}
              value={to}
              min={from}
              onChange={(event) => setTo(event.target.value)}
            />
          </div>
        </div>
        <p>
          <button
            type="button"
            className="btn btn-primary"
            disabled={downloading}
            aria-busy={downloading || undefined}
            onClick={statement}
          >
            {t("credit.download")}
          </button>{" "}
          <button
            type="button"
            className="btn btn-outline"
            disabled={mailing}
            aria-busy={mailing || undefined}
            onClick={mailStatement}
          >
            {t("credit.mail")}
          </button>
        </p>
      </div>
    </section>
  );
}
