"use client";

import type { OrderDto, QuoteDetailDto, QuoteListDto } from "@roshni/core";
import { useRouter } from "next/navigation";
import { type FormEvent, useId, useState } from "react";
import { WEBSITE_ID } from "@/lib/api";
import { clientApi, handleUnauthorized, readStoredToken } from "@/lib/api/client";
import { Link } from "@/modules/layout/link";
import styles from "./account.module.css";
import { LoadFailed, Skeleton } from "./load-views";
import { formatDate, formatInr } from "./order-format";
import { useAccountText } from "./use-account-text";
import { useLoad } from "./use-load";

/** A quote's validity is a day (`2026-12-10`): shown as the buyer's date, noon in India so no zone moves it. */
const dayIso = (day: string) => `${day}T12:00:00+05:30`;

const quotesApi = {
  list: (signal?: AbortSignal) => clientApi.request<QuoteListDto>("/quotes", { signal }),
  detail: (id: number, signal?: AbortSignal) =>
    clientApi.request<QuoteDetailDto>(`/quotes/${id}`, { signal }),
  accept: (id: number, addressId: number) =>
    clientApi.request<OrderDto>(`/quotes/${id}/accept`, {
      method: "POST",
      body: { addressId, paymentMethod: "bank-transfer" },
    }),
  askAgain: (id: number, message: string) =>
    clientApi.request<QuoteDetailDto>(`/quotes/${id}/ask-again`, { method: "POST", body: { message } }),
};

async function downloadQuotePdf(id: number, number: string): Promise<void> {
  const token = readStoredToken();
  const res = await fetch(`/v1/quotes/${id}/pdf`, {
    headers: { website: WEBSITE_ID, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  if (res.status === 401) handleUnauthorized();
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = `${number}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** `/account/quotes`: the buyer's requests for quote, newest first. */
export function QuoteList() {
  const { t, locale } = useAccountText();
  const load = useLoad((signal) => quotesApi.list(signal), []);
  return (
    <section className={styles.stack} aria-labelledby="quotes-title" data-testid="quote-list">
      <h1 id="quotes-title" className={styles.pageTitle}>
        {t("quotes.title")}
      </h1>
      <div className={styles.card}>
        {load.status === "loading" ? (
          <Skeleton lines={4} />
        ) : load.status === "failed" ? (
          <LoadFailed error={load.error} onRetry={load.reload} />
        ) : load.data.items.length === 0 ? (
          <div className={styles.empty}>
            <p>{t("quotes.empty")}</p>
          </div>
        ) : (
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t("quotes.number")}</th>
                <th scope="col">{t("quotes.date")}</th>
                <th scope="col">{t("quotes.state")}</th>
                <th scope="col">{t("quotes.validUntil")}</th>
              </tr>
            </thead>
            <tbody>
              {load.data.items.map((quote) => (
                <tr key={quote.id}>
                  <td data-label={t("quotes.number")}>
                    <Link href={`/account/quotes/${quote.id}`} className={styles.cardLink}>
                      {quote.number}
                    </Link>
                  </td>
                  <td data-label={t("quotes.date")}>{formatDate(locale, quote.createdAt)}</td>
                  <td data-label={t("quotes.state")} data-testid="quote-state">
                    {t(`quotes.state.${quote.state}`)}
                  </td>
                  <td data-label={t("quotes.validUntil")}>
                    {quote.validUntil ? formatDate(locale, dayIso(quote.validUntil)) : "—"}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </section>
  );
}

/** `/account/quotes/{id}`: the lines with the offered prices, the validity, the PDF, accept and ask again. */
export function QuoteDetail({ quoteId }: { quoteId: number }) {
  const { t, locale } = useAccountText();
  const router = useRouter();
  const id = useId();
  const load = useLoad((signal) => quotesApi.detail(quoteId, signal), [quoteId]);
  const addresses = useLoad(() => clientApi.addresses(), []);
  const [addressId, setAddressId] = useState<number | null>(null);
  const [again, setAgain] = useState("");
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  if (load.status === "loading") return <Skeleton lines={6} />;
  if (load.status === "failed") return <LoadFailed error={load.error} onRetry={load.reload} />;
  const quote = load.data;
  const addressList = addresses.status === "ready" ? addresses.data : [];
  const chosen = addressId ?? addressList.find((a) => a.isDefault)?.id ?? addressList[0]?.id ?? null;

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setProblem(null);
    try {
      await work();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  const acceptQuote = () =>
    run(async () => {
      if (chosen === null) throw new Error(t("quotes.needAddress"));
      const order = await quotesApi.accept(quote.id, chosen);
      router.push(`/account/orders/${order.id}`);
    });
  const askAgain = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      await quotesApi.askAgain(quote.id, again.trim());
      setAgain("");
      load.reload();
    });
  };

  return (
    <section className={styles.stack} aria-labelledby={`${id}-title`} data-testid="quote-detail">
      <h1 id={`${id}-title`} className={styles.pageTitle}>
        {t("quotes.heading", { number: quote.number })}
      </h1>
      <div className={styles.card}>
        <p>
          {t("quotes.state")}: <strong data-testid="quote-state">{t(`quotes.state.${quote.state}`)}</strong>
          {quote.offer ? (
            <>
              {" · "}
              {t("quotes.validUntil")}: <strong>{formatDate(locale, dayIso(quote.offer.validUntil))}</strong>
            </>
          ) : null}
        </p>
        {quote.wantedBy ? (
          <p>
            {t("quotes.wantedBy")}: {quote.wantedBy}
          </p>
        ) : null}
        <div style={{ overflowX: "auto" }}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t("quotes.product")}</th>
                <th scope="col">{t("quotes.quantity")}</th>
                <th scope="col">{t("quotes.price")}</th>
                <th scope="col">{t("quotes.total")}</th>
              </tr>
            </thead>
            <tbody>
              {quote.lines.map((line) => (
                <tr key={line.id} data-testid="quote-line">
                  <td className={styles.whole}>
                    {line.title} <small dir="ltr">({line.sku})</small>
                  </td>
                  <td data-label={t("quotes.quantity")}>{line.quantity}</td>
                  <td data-label={t("quotes.price")} data-testid="quote-price">
                    {line.price === null ? "—" : formatInr(line.price)}
                  </td>
                  <td data-label={t("quotes.total")}>{line.total === null ? "—" : formatInr(line.total)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {quote.offer ? (
          <ul>
            <li>
              {t("quotes.subtotal")}: {formatInr(quote.offer.subtotal)} {t("quotes.exclGst")}
            </li>
            {quote.offer.packing !== null ? (
              <li>
                {t("quotes.packing")}: {formatInr(quote.offer.packing)}
              </li>
            ) : null}
            {quote.offer.shipping !== null ? (
              <li>
                {t("quotes.shipping")}: {formatInr(quote.offer.shipping)}
              </li>
            ) : null}
            {quote.offer.message ? <li>{quote.offer.message}</li> : null}
          </ul>
        ) : (
          <p>{quote.state === "requested" ? t("quotes.waiting") : null}</p>
        )}
        {quote.order ? (
          <p>
            <Link href={`/account/orders/${quote.order.id}`} className={styles.cardLink}>
              {t("quotes.order", { number: quote.order.number })}
            </Link>
          </p>
        ) : null}
        {problem ? (
          <p className="notice" role="alert">
            {problem}
          </p>
        ) : null}
        {quote.offer && quote.state !== "requested" ? (
          <div className={styles.actions}>
            <button
              type="button"
              className="btn btn-outline"
              data-testid="quote-pdf"
              onClick={() => void run(() => downloadQuotePdf(quote.id, quote.number))}
            >
              {t("quotes.pdf")}
            </button>
          </div>
        ) : null}
        {quote.state === "offered" ? (
          <div className={styles.form}>
            <label htmlFor={`${id}-address`}>{t("quotes.deliverTo")}</label>
            <select
              id={`${id}-address`}
              className="form-control"
              value={chosen ?? ""}
              onChange={(event) => setAddressId(Number(event.target.value))}
            >
              {addressList.map((a) => (
                <option key={a.id} value={a.id}>
                  {[a.name, a.line1, a.city].filter(Boolean).join(", ")}
                </option>
              ))}
            </select>
            <button
              type="button"
              className="btn btn-primary"
              disabled={busy}
              data-testid="quote-accept"
              onClick={() => void acceptQuote()}
            >
              {t("quotes.accept")}
            </button>
          </div>
        ) : null}
        {quote.state === "offered" || quote.state === "expired" ? (
          <form className={styles.form} onSubmit={askAgain}>
            <label htmlFor={`${id}-again`}>{t("quotes.askAgainLabel")}</label>
            <textarea
              id={`${id}-again`}
              className="form-control"
              rows={3}
              maxLength={1000}
              required
              value={again}
              onChange={(event) => setAgain(event.target.value)}
            />
            <button type="submit" className="btn btn-outline" disabled={busy || again.trim() === ""}>
              {t("quotes.askAgain")}
            </button>
          </form>
        ) : null}
      </div>
      {quote.rounds.length > 1 || quote.rounds[0]?.offeredAt ? (
        <div className={styles.card}>
          <h2 className={styles.cardTitle}>{t("quotes.history")}</h2>
          <ol>
            {quote.rounds.map((round) => (
              <li key={round.round}>
                {formatDate(locale, round.askedAt)}: {round.askMessage ?? t("quotes.asked")}
                {round.offeredAt ? (
                  <>
                    {" → "}
                    {t("quotes.offered", {
                      date: formatDate(locale, round.offeredAt),
                      prices: round.prices.map((p) => formatInr(p.price)).join(", "),
                    })}
                  </>
                ) : null}
              </li>
            ))}
          </ol>
        </div>
      ) : null}
    </section>
  );
}
