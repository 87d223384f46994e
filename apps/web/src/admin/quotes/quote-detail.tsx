"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { adminKeys } from "../api/query-keys";
import styles from "../ui/admin.module.css";
import { formatDateTime } from "../ui/format";
import { toastDone, toastFailed } from "../ui/toast";
import { quotesApi } from "./api";

function inDays(days: number): string {
  // The shop's calendar: India is UTC+05:30.
  return new Date(Date.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/** `/admin/quotes/{id}`: the lines with the buyer's price, floor and stock; the offer form; the rounds. */
export function QuoteDetail({ quoteId }: { quoteId: number }) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: adminKeys.quotes.detail(quoteId),
    queryFn: ({ signal }) => quotesApi.detail(quoteId, signal),
  });
  const [prices, setPrices] = useState<Record<number, string>>({});
  const [validUntil, setValidUntil] = useState(inDays(7));
  const [shipping, setShipping] = useState("");
  const [packing, setPacking] = useState("");
  const [message, setMessage] = useState("");
  const [busy, setBusy] = useState(false);

  if (query.isPending) return <p className={styles.muted}>Loading…</p>;
  if (query.isError) return <p role="alert">{query.error.message}</p>;
  const quote = query.data;
  const priceOf = (lineId: number, fallback: number | null) =>
    prices[lineId] ?? (fallback === null ? "" : String(fallback));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const saved = await quotesApi.offer(quote.id, {
        lines: quote.lines.map((line) => ({
          lineId: line.id,
          price: Number(priceOf(line.id, line.price ?? line.groupPrice)),
        })),
        validUntil,
        ...(shipping.trim() ? { shipping: Number(shipping) } : {}),
        ...(packing.trim() ? { packing: Number(packing) } : {}),
        ...(message.trim() ? { message: message.trim() } : {}),
      });
      client.setQueryData(adminKeys.quotes.detail(quote.id), saved);
      await client.invalidateQueries({ queryKey: adminKeys.quotes.all });
      toastDone(`Offer sent for ${quote.number}.`);
    } catch (error) {
      toastFailed(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <div className={styles.pageHead}>
        <h1 className={styles.pageTitle}>Quote {quote.number}</h1>
        <span className={styles.muted} data-testid="quote-state">
          {quote.state}
        </span>
      </div>
      <section className={styles.panel}>
        <p>
          {quote.customer.companyName ?? quote.customer.name} · {quote.customer.email}
          {quote.wantedBy ? ` · wanted by ${quote.wantedBy}` : ""}
        </p>
        {quote.message ? <p>{quote.message}</p> : null}
        {quote.offer ? (
          <button
            type="button"
            className="btn btn-outline"
            onClick={() => void quotesApi.pdf(quote.id, quote.number)}
          >
            Quotation PDF
          </button>
        ) : null}
      </section>
      <form className={styles.panel} onSubmit={submit} aria-label="Offer">
        <table className={styles.table}>
          <caption>Lines</caption>
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col">Qty</th>
              <th scope="col">Buyer's price</th>
              <th scope="col">Floor</th>
              <th scope="col">Stock</th>
              <th scope="col">Quoted price (₹)</th>
            </tr>
          </thead>
          <tbody>
            {quote.lines.map((line, index) => (
              <tr key={line.id}>
                <td>
                  {line.title} <span className={styles.sub}>{line.sku}</span>
                </td>
                <td>{line.quantity}</td>
                <td>{line.groupPrice ?? "—"}</td>
                <td>{line.floor ?? "—"}</td>
                <td>{line.stock}</td>
                <td>
                  <input
                    aria-label={`Quoted price of ${line.title}`}
                    data-testid={`quote-line-price-${index}`}
                    className="form-control"
                    inputMode="decimal"
                    required
                    disabled={quote.state !== "requested"}
                    value={priceOf(line.id, line.price ?? line.groupPrice)}
                    onChange={(event) => setPrices((was) => ({ ...was, [line.id]: event.target.value }))}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {quote.state === "requested" ? (
          <div className={styles.formGrid}>
            <label>
              Valid until
              <input
                type="date"
                className="form-control"
                data-testid="quote-valid-until"
                value={validUntil}
                onChange={(event) => setValidUntil(event.target.value)}
                required
              />
            </label>
            <label>
              Packing (₹, optional)
              <input
                className="form-control"
                inputMode="decimal"
                value={packing}
                onChange={(event) => setPacking(event.target.value)}
              />
            </label>
            <label>
              Shipping (₹, optional)
              <input
                className="form-control"
                inputMode="decimal"
                value={shipping}
                onChange={(event) => setShipping(event.target.value)}
              />
            </label>
            <label>
              Message to the buyer
              <textarea
                className="form-control"
                rows={3}
                value={message}
                onChange={(event) => setMessage(event.target.value)}
              />
            </label>
            {!quote.mayQuoteBelowFloor ? (
              <p className={styles.muted}>Prices below a product's floor need a manager or the owner.</p>
            ) : null}
            <button type="submit" className="btn btn-primary" disabled={busy} data-testid="quote-send-offer">
              Send the offer
            </button>
          </div>
        ) : null}
      </form>
      <section className={styles.panel} aria-label="Rounds">
        <h2>Rounds</h2>
        <ol>
          {quote.rounds.map((round) => (
            <li key={round.round}>
              Asked {formatDateTime(round.askedAt)}
              {round.askMessage ? `: ${round.askMessage}` : ""}
              {round.offeredAt
                ? ` → offered ${formatDateTime(round.offeredAt)}, valid until ${round.validUntil}: ${round.prices
                    .map((p) => `₹${p.price}`)
                    .join(", ")}`
                : ""}
            </li>
          ))}
        </ol>
        {quote.order ? <p>Accepted: order {quote.order.number}</p> : null}
      </section>
    </>
  );
}
