"use client";

import type { QuoteDetailDto } from "@roshni/core";
import { useRouter } from "next/navigation";
import { type FormEvent, useId, useState } from "react";
import { clientApi } from "@/lib/api/client";
import { useAuth, useCart } from "@/lib/store";
import { cartMessages } from "./messages";
import styles from "./shop-pages.module.css";
import { useModuleText } from "./use-module-text";

/**
 * "Ask for a quote" for a signed-in buyer: the cart's lines go to the shop as a request with a message and
 * a wanted-by day; the cart is then emptied (its lines now live in the quote) and the quote's page opens.
 */
export function AskQuote() {
  const tx = useModuleText(cartMessages);
  const { signedIn } = useAuth();
  const { cart, clear } = useCart();
  const router = useRouter();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState("");
  const [wantedBy, setWantedBy] = useState("");
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  if (!signedIn || cart.items.length === 0) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setProblem(null);
    try {
      const quote = await clientApi.request<QuoteDetailDto>("/quotes", {
        method: "POST",
        body: {
          items: cart.items.map((item) => ({ productId: item.product.id, quantity: item.quantity })),
          ...(message.trim() ? { message: message.trim() } : {}),
          ...(wantedBy ? { wantedBy } : {}),
        },
      });
      clear();
      router.push(`/account/quotes/${quote.id}`);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
      setSending(false);
    }
  };

  if (!open) {
    return (
      <button
        type="button"
        className="btn btn-outline btn-block"
        data-testid="cart-ask-quote"
        onClick={() => setOpen(true)}
      >
        {tx("askQuote")}
      </button>
    );
  }
  return (
    <form onSubmit={submit} aria-labelledby={`${id}-title`} data-testid="ask-quote-form" noValidate>
      <h3 id={`${id}-title`} className={styles.cardTitle}>
        {tx("askQuote")}
      </h3>
      <p className={styles.help}>{tx("askQuoteHelp")}</p>
      <label htmlFor={`${id}-message`}>{tx("quoteMessage")}</label>
      <textarea
        id={`${id}-message`}
        className="form-control"
        rows={3}
        maxLength={1000}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
      />
      <label htmlFor={`${id}-wanted`}>{tx("quoteWantedBy")}</label>
      <input
        id={`${id}-wanted`}
        className="form-control"
        type="date"
        value={wantedBy}
        onChange={(event) => setWantedBy(event.target.value)}
      />
      {problem ? (
        <p className="notice" role="alert">
          {problem}
        </p>
      ) : null}
      <button
        type="submit"
        className="btn btn-primary btn-block"
        disabled={sending}
        data-testid="ask-quote-send"
      >
        {sending ? tx("quoteSending") : tx("quoteSend")}
      </button>
    </form>
  );
}
