"use client";

import type { BankDetailsDto, PlaceOfSupplyDto } from "@roshni/core";
import { computeGstSplit, formatMoney, formatUsdCents, toPaise, usdCart } from "@roshni/core";
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { clientApi } from "@/lib/api/client";
import { ApiError } from "@/lib/api/errors";
import type { Order } from "@/lib/api/types";
import { useAuth, useCart, useCurrency, useI18n } from "@/lib/store";
import { toast } from "@/lib/toast";
import type { AddressFormHandle } from "@/modules/address/address-form";
import formStyles from "@/modules/address/address-form.module.css";
import { CouponForm } from "@/modules/cart/coupon-form";
import { EmptyState } from "@/modules/cart/empty-state";
import shared from "@/modules/cart/shop-pages.module.css";
import { ToPayShipping } from "@/modules/cart/to-pay-shipping";
import { TotalsList } from "@/modules/cart/totals-list";
import { useModuleText } from "@/modules/cart/use-module-text";
import { useStoreRestored } from "@/modules/cart/use-store-restored";
import { CartIcon } from "@/modules/layout/icons";
import { Link } from "@/modules/layout/link";
import { CART_HREF, CATALOG_HREF } from "@/modules/layout/links";
import { AddressPicker } from "./address-picker";
import styles from "./checkout.module.css";
import {
  forgetIdempotencyKey,
  IDEMPOTENCY_STORAGE_KEY,
  idempotencyKeyFor,
  type KeyStore,
  newIdempotencyKey,
} from "./idempotency";
import { LOGIN_FOR_CHECKOUT } from "./links";
import { checkoutMessages } from "./messages";
import { BUYER_NOTE_MAX, orderBody, orderErrorLines, quoteBody } from "./order-body";
import { useQuote } from "./use-quote";

const sessionKeyStore: KeyStore = {
  read: () => {
    try {
      return window.sessionStorage.getItem(IDEMPOTENCY_STORAGE_KEY);
    } catch {
      return null;
    }
  },
  write: (value) => {
    try {
      if (value === null) window.sessionStorage.removeItem(IDEMPOTENCY_STORAGE_KEY);
      else window.sessionStorage.setItem(IDEMPOTENCY_STORAGE_KEY, value);
    } catch {
      // Blocked storage: the key still lives for this page view through the ref below.
    }
  },
};

type Placing =
  | { status: "idle" }
  | { status: "placing" }
  | { status: "failed"; lines: string[]; retrySafe: boolean }
  | { status: "placed"; order: Order };

/**
 * `/shop/checkout`: delivery address, shipping and coupon, bank-transfer payment and a note; the
 * server's quote is what the buyer sees, and 'Place order' sends the order once per attempt.
 */
export function CheckoutView({ bank }: { bank: BankDetailsDto | null }) {
  const restored = useStoreRestored();
  const tx = useModuleText(checkoutMessages);
  const { signedIn } = useAuth();
  const router = useRouter();
  const { cart, clear, setToPayShipping, setShippingDetails } = useCart();
  const [addressId, setAddressId] = useState<number | null>(null);
  const [note, setNote] = useState("");
  const [payOnline, setPayOnline] = useState(false);
  const [onlineOffered, setOnlineOffered] = useState(false);
  useEffect(() => {
    const abort = new AbortController();
    clientApi
      .onlinePaymentOptions(abort.signal)
      .then((options) => setOnlineOffered(options.enabled))
      .catch(() => setOnlineOffered(false));
    return () => abort.abort();
  }, []);
  const [placing, setPlacing] = useState<Placing>({ status: "idle" });
  const inFlight = useRef(false);
  const noteId = useId();
  // The new-address form, while it is open: an order never goes silently to another address than the
  // one being typed (docs/decisions.md, "Checkout with an unsaved new address").
  const newAddressForm = useRef<AddressFormHandle | null>(null);
  const onNewAddressForm = useCallback((handle: AddressFormHandle | null) => {
    newAddressForm.current = handle;
  }, []);

  const ready = restored && signedIn && cart.items.length > 0 && placing.status !== "placed";
  const quoteInput = useMemo(() => (ready ? quoteBody(cart, addressId) : null), [ready, cart, addressId]);
  const { quote, error: quoteError, loading: quoting } = useQuote(quoteInput);

  useEffect(() => {
    if (restored && !signedIn) router.replace(LOGIN_FOR_CHECKOUT);
  }, [restored, signedIn, router]);

  // A new attempt starts when anything of the order changes: a stale failure must not linger.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the inputs of the order are the trigger
  useEffect(() => {
    setPlacing((was) => (was.status === "failed" ? { status: "idle" } : was));
  }, [cart, addressId, note]);

  if (!restored) return <div className={shared.skeleton} aria-busy="true" />;
  if (!signedIn) {
    return (
      <p className={shared.notice} role="status">
        {tx("signInRedirect")}
      </p>
    );
  }
  if (placing.status === "placed") {
    return (
      <p className={`${shared.notice} ${styles.placed}`} role="status" data-testid="order-placed">
        <span className="spinner" /> {tx("placed", { number: placing.order.number })}
      </p>
    );
  }
  if (cart.items.length === 0) {
    return (
      <EmptyState
        message={tx("emptyHint")}
        hint=""
        actionHref={CATALOG_HREF}
        actionLabel={tx("browseCatalogue")}
        icon={<CartIcon width={40} height={40} />}
        testId="checkout-empty"
      />
    );
  }

  const canPlace = addressId !== null && quote !== null && !quoting && quoteError === null;

  const place = async () => {
    if (inFlight.current || addressId === null) return;
    inFlight.current = true;
    setPlacing({ status: "placing" });
    let deliverTo = addressId;
    const form = newAddressForm.current;
    if (form?.isFilled()) {
      // The buyer typed a new address and did not save it: save it first and send the order there.
      const saved = await form.save();
      if (!saved) {
        inFlight.current = false;
        const line = tx("saveAddressFirst");
        setPlacing({ status: "failed", lines: [line], retrySafe: false });
        toast.error(line);
        return;
      }
      deliverTo = saved.id;
      // Shipping and GST depend on where the goods go: the buyer confirms a changed total first.
      try {
        const fresh = await clientApi.quote(quoteBody(cart, deliverTo));
        if (quote && fresh.total !== quote.total) {
          inFlight.current = false;
          const line = tx("newAddressTotal");
          setPlacing({ status: "failed", lines: [line], retrySafe: false });
          toast.error(line);
          return;
        }
      } catch {
        // The order's own answer reports any problem with the new address.
      }
    }
    const body = orderBody(cart, deliverTo, note);
    const key = idempotencyKeyFor(JSON.stringify(body), sessionKeyStore, () =>
      newIdempotencyKey(window.crypto),
    );
    try {
      const order = await clientApi.placeOrder(body, key);
      forgetIdempotencyKey(sessionKeyStore);
      setPlacing({ status: "placed", order });
      toast.success(tx("placedToast", { number: order.number }));
      // "Pay online now": the order page opens the payment page for the amount the server says is due.
      router.push(`/account/orders/${order.id}${payOnline && onlineOffered ? "?pay=online" : ""}`);
      void clear();
      // The to-pay choice and the transporter belong to this order, not to the next one.
      setToPayShipping(false);
      setShippingDetails("");
    } catch (error) {
      const failure =
        error instanceof ApiError ? error : new ApiError({ kind: "unknown", message: String(error) });
      const lines = orderErrorLines(failure, (index) => cart.items[index]?.product.title);
      // Without an answer the order may have been placed; the same key makes a retry safe.
      const retrySafe = failure.kind !== "client";
      setPlacing({ status: "failed", lines, retrySafe });
      toast.error(lines[0] ?? tx("orderFailed"));
    } finally {
      inFlight.current = false;
    }
  };

  const busy = placing.status === "placing";

  return (
    <div className={shared.layout}>
      <div className={shared.main}>
        <section className={shared.card} aria-labelledby="checkout-address">
          <h2 id="checkout-address" className={shared.cardTitle}>
            <span className={shared.step} aria-hidden="true">
              1
            </span>
            {tx("addressStep")}
          </h2>
          <AddressPicker selectedId={addressId} onSelect={setAddressId} onNewAddressForm={onNewAddressForm} />
        </section>

        <section className={shared.card} aria-labelledby="checkout-shipping">
          <h2 id="checkout-shipping" className={shared.cardTitle}>
            <span className={shared.step} aria-hidden="true">
              2
            </span>
            {tx("shippingStep")}
          </h2>
          <div className={styles.twoBlocks}>
            <ToPayShipping />
            <CouponForm />
          </div>
        </section>

        <section className={shared.card} aria-labelledby="checkout-payment">
          <h2 id="checkout-payment" className={shared.cardTitle}>
            <span className={shared.step} aria-hidden="true">
              3
            </span>
            {tx("paymentStep")}
          </h2>
          {onlineOffered ? <PayOnlineChoice payOnline={payOnline} onChange={setPayOnline} /> : null}
          <BankTransfer
            bank={bank}
            selectable={onlineOffered}
            chosen={!payOnline || !onlineOffered}
            onChoose={() => setPayOnline(false)}
          />
        </section>

        <section className={shared.card} aria-labelledby="checkout-note">
          <h2 id="checkout-note" className={shared.cardTitle}>
            <span className={shared.step} aria-hidden="true">
              4
            </span>
            {tx("noteStep")}
          </h2>
          <div className={formStyles.field}>
            <label htmlFor={noteId} className={formStyles.label}>
              {tx("noteLabel")} <span className={formStyles.optional}>({tx("optional")})</span>
            </label>
            <textarea
              id={noteId}
              className={formStyles.input}
              value={note}
              maxLength={BUYER_NOTE_MAX}
              rows={3}
              placeholder={tx("notePlaceholder")}
              onChange={(event) => setNote(event.target.value)}
              data-testid="order-note"
            />
          </div>
        </section>
      </div>

      <aside className={shared.aside}>
        <section className={shared.card} aria-labelledby="checkout-summary" data-testid="checkout-summary">
          <div className={shared.cardHead}>
            <h2 id="checkout-summary" className={shared.cardTitle}>
              {tx("summary")}
            </h2>
            <Link href={CART_HREF} className={styles.editLink}>
              {tx("editCart")}
            </Link>
          </div>
          <QuoteSummary
            quote={quote}
            error={quoteError}
            loading={quoting}
            cartTotal={(intraState) =>
              intraState === undefined
                ? cart.total
                : computeGstSplit({
                    lines: cart.items.map((item) => ({
                      price: item.price,
                      quantity: item.quantity,
                      taxRate: item.taxRate,
                    })),
                    coupon: cart.coupon,
                    toPayShipping: cart.toPayShipping,
                    intraState,
                  }).total
            }
            titleOfLine={(index) => cart.items[index]?.product.title}
          />
          {placing.status === "failed" ? (
            <div className={shared.alert} role="alert" data-testid="order-error">
              <strong>{tx("orderFailed")}</strong>
              <ul>
                {placing.lines.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
              {placing.retrySafe ? <p className={styles.retry}>{tx("retrySafe")}</p> : null}
            </div>
          ) : null}
          {addressId === null ? <p className={shared.help}>{tx("chooseAddress")}</p> : null}
          <button
            type="button"
            className="btn btn-primary btn-block"
            disabled={!canPlace || busy}
            aria-busy={busy}
            onClick={() => void place()}
            data-testid="place-order"
          >
            {busy ? <span className="spinner" /> : null}
            {busy ? tx("placing") : tx("placeOrder")}
          </button>
          <p className={shared.help}>
            {tx("taxNote")}{" "}
            <Link href="/site/terms" className={styles.inlineLink}>
              {tx("agree")}
            </Link>
          </p>
        </section>
      </aside>
    </div>
  );
}

function QuoteSummary({
  quote,
  error,
  loading,
  cartTotal,
  titleOfLine,
}: {
  quote: ReturnType<typeof useQuote>["quote"];
  error: ApiError | null;
  loading: boolean;
  /** The cart's own total: with one GST line, or (once the place of supply is known) split like the quote. */
  cartTotal: (intraState?: boolean) => number;
  titleOfLine: (index: number) => string | undefined;
}) {
  const tx = useModuleText(checkoutMessages);
  const { t } = useI18n();
  // The checkout shows what the order will be invoiced and paid in: rupees, with dollars as information.
  const { currency, usdRate } = useCurrency();
  const inr = (rupees: number) => formatMoney(toPaise(rupees));

  if (error) {
    return (
      <div className={shared.alert} role="alert" data-testid="quote-error">
        <strong>{tx("quoteFailed")}</strong>
        <ul>
          {orderErrorLines(error, titleOfLine).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <Link href={CART_HREF} className={styles.inlineLink}>
          {tx("fixInCart")}
        </Link>
      </div>
    );
  }
  if (!quote) {
    return (
      <p className={styles.loadingLine} role="status">
        <span className="spinner" /> {tx("quoting")}
      </p>
    );
  }
  const total = toPaise(quote.total);
  const lines = quote.items.map((line) => ({ price: toPaise(line.price), quantity: line.quantity }));
  const totals = quote.totals.map((line) => ({
    type: line.type,
    price: toPaise(line.price),
    ...(line.rate !== undefined ? { rate: line.rate } : {}),
  }));
  const expected = cartTotal(quote.placeOfSupply?.intraState);
  return (
    <div className={styles.quote} aria-busy={loading} data-testid="quote">
      <ul className={styles.quoteLines}>
        {quote.items.map((line) => (
          <li key={line.id} className={styles.quoteLine} data-testid="quote-line">
            <span className={styles.quoteTitle}>
              {line.product.title}
              {line.options.length > 0 ? (
                <span className={shared.muted}>
                  {line.options.map((option) => `${option.optionTitle}: ${option.valueTitle}`).join(", ")}
                </span>
              ) : null}
              <span className={shared.muted}>
                {tx("quantityTimes", { quantity: line.quantity, price: inr(line.price) })}{" "}
                {t("product.exclGst")}
              </span>
            </span>
            <span className={shared.amount}>{inr(line.subtotal)}</span>
          </li>
        ))}
      </ul>
      <TotalsList lines={lines} subtotal={toPaise(quote.subtotal)} totals={totals} total={total} inRupees />
      {quote.placeOfSupply ? <PlaceOfSupply place={quote.placeOfSupply} /> : null}
      {currency === "USD" && usdRate ? (
        <div className={shared.notice} data-testid="checkout-usd">
          <p>{tx("payableInRupees", { amount: formatMoney(total) })}</p>
          <p>
            {tx("usdInformation", {
              amount: formatUsdCents(usdCart({ lines, totals }, usdRate).total),
              rate: formatMoney(toPaise(usdRate)),
            })}
          </p>
        </div>
      ) : null}
      {total !== expected ? (
        <p className={shared.notice} data-testid="prices-changed">
          {tx("pricesChanged")} ({formatMoney(expected)} → {formatMoney(total)})
        </p>
      ) : null}
      {loading ? (
        <p className={styles.requoting} role="status">
          <span className="spinner" /> {tx("requoting")}
        </p>
      ) : null}
    </div>
  );
}

/** "Place of supply: Maharashtra (27)", and the warning when the buyer's GSTIN state decides instead. */
function PlaceOfSupply({ place }: { place: PlaceOfSupplyDto }) {
  const tx = useModuleText(checkoutMessages);
  const label = `${place.name} (${place.gstCode})`;
  return (
    <div className={styles.placeOfSupply} data-testid="place-of-supply">
      <p>
        <strong>{tx("placeOfSupply", { place: label })}</strong>
      </p>
      {place.basis === "buyer-gstin" && place.deliveryState ? (
        <p className={shared.notice} role="status" data-testid="gstin-warning">
          {tx("gstinWarning", {
            gstinState: label,
            deliveryState: place.deliveryState,
            tax: place.intraState ? "CGST + SGST" : "IGST",
          })}
        </p>
      ) : (
        <p className={shared.help}>{tx("placeOfSupplyHelp")}</p>
      )}
    </div>
  );
}

function PayOnlineChoice({ payOnline, onChange }: { payOnline: boolean; onChange: (on: boolean) => void }) {
  const tx = useModuleText(checkoutMessages);
  return (
    <div className={styles.payment}>
      <label className={styles.paymentOption}>
        <input
          type="radio"
          name="payment-method"
          value="online"
          checked={payOnline}
          onChange={() => onChange(true)}
        />
        <span>
          <strong>{tx("payOnline")}</strong>
          <span className={shared.help}>{tx("payOnlineHelp")}</span>
        </span>
      </label>
    </div>
  );
}

function BankTransfer({
  bank,
  selectable = false,
  chosen = true,
  onChoose,
}: {
  bank: BankDetailsDto | null;
  selectable?: boolean;
  chosen?: boolean;
  onChoose?: () => void;
}) {
  const tx = useModuleText(checkoutMessages);
  return (
    <div className={styles.payment}>
      <label className={styles.paymentOption}>
        <input
          type="radio"
          name="payment-method"
          value="bank-transfer"
          checked={chosen}
          readOnly={!selectable}
          onChange={selectable ? () => onChoose?.() : undefined}
        />
        <span>
          <strong>{tx("bankTransfer")}</strong>
          <span className={shared.help}>{tx("bankTransferHelp")}</span>
        </span>
      </label>
      {bank ? (
        <dl className={styles.bank} data-testid="bank-details">
          <div>
            <dt>{tx("accountName")}</dt>
            <dd>
              <bdi>{bank.accountName}</bdi>
            </dd>
          </div>
          <div>
            <dt>{tx("bank")}</dt>
            <dd>{bank.bank}</dd>
          </div>
          <div>
            <dt>{tx("accountNumber")}</dt>
            <dd className={styles.mono}>{bank.accountNumber}</dd>
          </div>
          <div>
            <dt>{tx("ifsc")}</dt>
            <dd className={styles.mono}>{bank.ifsc}</dd>
          </div>
          <div>
            <dt>{tx("branch")}</dt>
            <dd>{bank.branch}</dd>
          </div>
        </dl>
      ) : (
        <p className={shared.help}>{tx("bankUnavailable")}</p>
      )}
    </div>
  );
}
