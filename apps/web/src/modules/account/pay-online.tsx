"use client";

import type { OnlinePaymentOptionsDto, OnlinePaymentStartDto } from "@roshni/core";
import { useCallback, useEffect, useRef, useState } from "react";
import { ApiError } from "@/lib/api";
import { clientApi } from "@/lib/api/client";
import type { ModuleMessages } from "@/modules/cart/module-text";
import { useModuleText } from "@/modules/cart/use-module-text";
import styles from "./account.module.css";

const messages: ModuleMessages<
  | "title"
  | "intro"
  | "pay"
  | "opening"
  | "confirming"
  | "failed"
  | "retry"
  | "unavailable"
  | "accountIntro"
  | "accountConfirming"
  | "accountFailed"
> = {
  en: {
    title: "Pay online now",
    intro:
      "Pay {amount} by UPI, card or netbanking through Razorpay. The order shows paid as soon as the gateway confirms.",
    pay: "Pay {amount} online",
    opening: "Opening the payment page…",
    confirming: "Payment made. Waiting for the gateway's confirmation (usually a few seconds)…",
    failed:
      "The payment did not go through: {reason} Nothing was taken for this attempt; the order is still unpaid.",
    retry: "Try again",
    unavailable: "Online payment could not be started: {reason}",
    accountIntro:
      "Pay the whole outstanding of {amount} by UPI, card or netbanking through Razorpay. It is applied to your oldest invoices first, as soon as the gateway confirms.",
    accountConfirming:
      "Payment made. Waiting for the gateway's confirmation; your open invoices follow (usually a few seconds)…",
    accountFailed: "The payment did not go through: {reason} Nothing was taken for this attempt.",
  },
  ru: {
    title: "Оплатить онлайн",
    intro:
      "Оплатите {amount} через UPI, карту или интернет-банк (Razorpay). Заказ станет оплаченным, как только шлюз подтвердит платёж.",
    pay: "Оплатить {amount} онлайн",
    opening: "Открываем страницу оплаты…",
    confirming: "Платёж отправлен. Ждём подтверждения шлюза (обычно несколько секунд)…",
    failed: "Платёж не прошёл: {reason} За эту попытку ничего не списано; заказ не оплачен.",
    retry: "Попробовать снова",
    unavailable: "Не удалось начать онлайн-оплату: {reason}",
    accountIntro:
      "Оплатите всю задолженность {amount} через UPI, карту или интернет-банк (Razorpay). Платёж зачитывается в самые старые счета, как только шлюз его подтвердит.",
    accountConfirming:
      "Платёж отправлен. Ждём подтверждения шлюза; счета обновятся (обычно несколько секунд)…",
    accountFailed: "Платёж не прошёл: {reason} За эту попытку ничего не списано.",
  },
};

interface CheckoutResponse {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

interface CheckoutInstance {
  open(): void;
  on(event: "payment.failed", listener: (response: { error?: { description?: string } }) => void): void;
}

type CheckoutConstructor = new (options: Record<string, unknown>) => CheckoutInstance;

const loading = new Map<string, Promise<void>>();

/**
 * Razorpay Checkout's script from the configured gateway, added once. The page's script policy lets a
 * script the storefront's own code adds run ('strict-dynamic'), wherever it is served from.
 */
function loadCheckoutScript(src: string): Promise<void> {
  const known = loading.get(src);
  if (known) return known;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading.delete(src);
      reject(new Error("The payment page could not be loaded."));
    };
    document.head.appendChild(script);
  });
  loading.set(src, promise);
  return promise;
}

type State =
  | { kind: "idle" }
  | { kind: "opening" }
  | { kind: "confirming" }
  | { kind: "failed"; reason: string }
  | { kind: "unavailable"; reason: string };

/**
 * "Pay online now" while something is due: the server creates the gateway order for the amount due,
 * Razorpay Checkout takes the payment, and its callback is checked by the API. The order page's status
 * poll shows "paid" when the gateway's webhook (or reconciliation) has counted the money.
 */
export function PayOnline({
  orderId,
  amountDueText,
  autoOpen,
  onProgress,
}: {
  /** The order to pay; "account": the buyer's whole outstanding on credit terms. */
  orderId: number | "account";
  amountDueText: string;
  autoOpen: boolean;
  onProgress: () => void;
}) {
  const account = orderId === "account";
  const tx = useModuleText(messages);
  const [options, setOptions] = useState<OnlinePaymentOptionsDto | null>(null);
  const [state, setState] = useState<State>({ kind: "idle" });
  const opened = useRef(false);

  useEffect(() => {
    const abort = new AbortController();
    clientApi
      .onlinePaymentOptions(abort.signal)
      .then(setOptions)
      .catch(() => setOptions(null));
    return () => abort.abort();
  }, []);

  const open = useCallback(async () => {
    setState({ kind: "opening" });
    let start: OnlinePaymentStartDto;
    try {
      start = account ? await clientApi.startAccountPayment() : await clientApi.startOnlinePayment(orderId);
      await loadCheckoutScript(start.checkoutScriptUrl);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      setState({ kind: "unavailable", reason });
      return;
    }
    const Checkout = (window as unknown as { Razorpay?: CheckoutConstructor }).Razorpay;
    if (!Checkout) {
      setState({ kind: "unavailable", reason: "The payment page could not be loaded." });
      return;
    }
    const checkout = new Checkout({
      key: start.keyId,
      amount: start.amount,
      currency: start.currency,
      order_id: start.gatewayOrderId,
      name: start.shopName,
      description: start.orderNumber,
      prefill: start.prefill,
      method: {
        upi: start.methods.includes("upi"),
        netbanking: start.methods.includes("netbanking"),
        card: start.methods.includes("card"),
      },
      handler: (response: CheckoutResponse) => {
        setState({ kind: "confirming" });
        // The order id the server created, not the one the page was handed back.
        const body = {
          gatewayOrderId: start.gatewayOrderId,
          paymentId: response.razorpay_payment_id,
          signature: response.razorpay_signature,
        };
        (account ? clientApi.verifyAccountPayment(body) : clientApi.verifyOnlinePayment(body))
          .then(() => onProgress())
          .catch((error: unknown) =>
            setState({
              kind: "failed",
              reason: error instanceof ApiError ? error.message : "The payment could not be confirmed.",
            }),
          );
      },
      modal: { ondismiss: () => setState({ kind: "idle" }) },
    });
    // The order is unchanged by a failed payment: the reason stays on screen (no reload of the page's
    // order, which would replace this card) with "Try again" beside it.
    checkout.on("payment.failed", (response) => {
      setState({ kind: "failed", reason: response.error?.description ?? "The payment failed." });
    });
    checkout.open();
  }, [orderId, account, onProgress]);

  useEffect(() => {
    if (autoOpen && options?.enabled && !opened.current) {
      opened.current = true;
      void open();
    }
  }, [autoOpen, options, open]);

  if (!options?.enabled) return null;
  const busy = state.kind === "opening" || state.kind === "confirming";
  return (
    <section className={styles.card} aria-labelledby="order-pay-online" data-testid="pay-online">
      <h2 id="order-pay-online" className={styles.cardTitle}>
        {tx("title")}
      </h2>
      <p>{tx(account ? "accountIntro" : "intro", { amount: amountDueText })}</p>
      {state.kind === "failed" ? (
        <p role="alert" className={styles.error} data-testid="pay-online-failed">
          {tx(account ? "accountFailed" : "failed", { reason: state.reason })}
        </p>
      ) : null}
      {state.kind === "unavailable" ? (
        <p role="alert" className={styles.error}>
          {tx("unavailable", { reason: state.reason })}
        </p>
      ) : null}
      {state.kind === "opening" || state.kind === "confirming" ? (
        <p aria-live="polite" className={styles.hint} data-testid="pay-online-progress">
          {tx(account && state.kind === "confirming" ? "accountConfirming" : state.kind)}
        </p>
      ) : null}
      <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void open()}>
        {state.kind === "failed" ? tx("retry") : tx("pay", { amount: amountDueText })}
      </button>
    </section>
  );
}
