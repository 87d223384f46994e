"use client";

import { type QuantityValue, reachedBreak, toPaise } from "@roshni/core";
import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { type FormEvent, type MouseEvent, useEffect, useId, useState } from "react";
import type { CartProductCopy } from "@/lib/store";
import { useCart, useCurrency, useI18n } from "@/lib/store";
import { CartIcon, CloseIcon } from "@/modules/layout/icons";
import { Link } from "@/modules/layout/link";
import { CATALOG_HREF, CHECKOUT_HREF, productHref } from "@/modules/layout/links";
import { ProductImage } from "@/modules/product/product-image";
import {
  quantityUpdates,
  settledQuantity,
  stepQuantity,
  typedQuantity,
  typingUpdates,
} from "./cart-quantity";
import { CouponForm } from "./coupon-form";
import { EmptyState } from "./empty-state";
import { ItemOptions } from "./item-options";
import { lineAvailability, stockNoteText } from "./line-notes";
import { cartMessages } from "./messages";
import { QuantityField } from "./quantity-field";
import styles from "./shop-pages.module.css";
import { ToPayShipping } from "./to-pay-shipping";
import { TotalsList } from "./totals-list";
import { useModuleText } from "./use-module-text";
import { useStoreRestored } from "./use-store-restored";

// Buttons for signed-in buyers' extras (lists, quotes): their code and texts come after the cart's own
// first load, which stays within the storefront's budget.
const AddToListButton = dynamic(
  () => import("@/modules/requisition-lists/add-to-list").then((m) => m.AddToListButton),
  { ssr: false },
);
const AskQuote = dynamic(() => import("./ask-quote").then((m) => m.AskQuote), { ssr: false });

type CartLine = ReturnType<typeof useCart>["cart"]["items"][number];

/** `/shop/cart`: the lines with their quantities, the coupon, the to-pay choice and the totals of the store's cart. */
export function CartView() {
  const restored = useStoreRestored();
  const tx = useModuleText(cartMessages);
  const { t } = useI18n();
  const router = useRouter();
  const { cart, updateQuantities, updatingQuantities } = useCart();
  const [drafts, setDrafts] = useState<Record<number, QuantityValue>>({});
  // Totals follow the quantities as they are typed (after the store's 500 ms), no 'Update cart' needed.
  const live = typingUpdates(cart.items, drafts);
  const liveKey = JSON.stringify(live);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the updates
  useEffect(() => {
    if (live.length > 0) void updateQuantities(live);
  }, [liveKey, updateQuantities]);
  // A draft the cart has caught up with (or whose line is gone) is dropped, so the line shows the cart.
  useEffect(() => {
    setDrafts((was) => {
      let changed = false;
      const next: Record<number, QuantityValue> = {};
      for (const [key, value] of Object.entries(was)) {
        const item = cart.items.find((line) => line.id === Number(key));
        if (!item || value === item.quantity) changed = true;
        else next[Number(key)] = value;
      }
      return changed ? next : was;
    });
  }, [cart.items]);

  if (!restored) return <div className={styles.skeleton} aria-busy="true" />;

  if (cart.items.length === 0) {
    return (
      <EmptyState
        message={t("cart.empty")}
        hint={tx("emptyHint")}
        actionHref={CATALOG_HREF}
        actionLabel={tx("browseCatalogue")}
        icon={<CartIcon width={40} height={40} />}
        testId="cart-empty"
      />
    );
  }

  // Enter in a field settles every field (a quantity the MOQ rule forbids becomes the MOQ).
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setDrafts((was) => {
      const next = { ...was };
      for (const item of cart.items) {
        const draft = was[item.id];
        if (draft !== undefined) next[item.id] = settledQuantity(draft, item.product);
      }
      return next;
    });
  };

  // Quantities typed but not yet applied go with the buyer to checkout rather than being lost.
  const goToCheckout = async (event: MouseEvent<HTMLAnchorElement>) => {
    const updates = quantityUpdates(cart.items, drafts);
    if (updates.length === 0 && !updatingQuantities) return;
    event.preventDefault();
    await updateQuantities(updates);
    router.push(CHECKOUT_HREF);
  };

  return (
    <div className={styles.layout}>
      <form className={styles.main} onSubmit={submit} aria-label={tx("title")} noValidate>
        <div className={styles.linesHead} aria-hidden="true">
          <span className={styles.headProduct}>{tx("product")}</span>
          <span>{tx("price")}</span>
          <span>{tx("quantity")}</span>
          <span className={styles.end}>{tx("lineTotal")}</span>
          <span />
        </div>
        <ul className={styles.lines}>
          {cart.items.map((item) => (
            <CartLineRow
              key={item.id}
              item={item}
              draft={drafts[item.id]}
              onDraft={(value) => setDrafts((was) => ({ ...was, [item.id]: value }))}
            />
          ))}
        </ul>
        <p className={styles.updatingNote} role="status" data-testid="cart-updating">
          {updatingQuantities ? (
            <>
              <span className="spinner" /> {tx("updating")}
            </>
          ) : null}
        </p>
        <div className={styles.linesFooter}>
          <Link href={CATALOG_HREF} className="btn btn-outline">
            {tx("continueShopping")}
          </Link>
          <AddToListButton
            lines={() => cart.items.map((item) => ({ productId: item.product.id, quantity: item.quantity }))}
          />
        </div>
      </form>

      <aside className={styles.aside}>
        <section className={styles.card} aria-labelledby="cart-summary-title">
          <h2 id="cart-summary-title" className={styles.cardTitle}>
            {tx("summary")}
          </h2>
          <CouponForm />
          <ToPayShipping />
          <TotalsList lines={cart.items} subtotal={cart.subtotal} totals={cart.totals} total={cart.total} />
          <p className={styles.help}>{tx("taxNote")}</p>
          <Link
            href={CHECKOUT_HREF}
            className="btn btn-primary btn-block"
            onClick={goToCheckout}
            data-testid="cart-checkout"
          >
            {t("cart.checkout")}
          </Link>
          <AskQuote />
        </section>
      </aside>
    </div>
  );
}

function CartLineRow({
  item,
  draft,
  onDraft,
}: {
  item: CartLine;
  draft: QuantityValue | undefined;
  onDraft: (value: QuantityValue) => void;
}) {
  const tx = useModuleText(cartMessages);
  const { t } = useI18n();
  const { formatPaise, formatLine } = useCurrency();
  const { remove, isRemoving } = useCart();
  const id = useId();
  const product: CartProductCopy = item.product;
  const value = draft ?? item.quantity;
  const settled = settledQuantity(value, product);
  const shown = settled === "" ? item.quantity : settled;
  const note = stockNoteText(product, tx);
  const availability = lineAvailability(shown, product, tx);
  const removing = isRemoving(item.id);
  const href = productHref(product);
  const mrp = toPaise(product.mrp);
  // The break the line's quantity reaches, said beside the price it set.
  const volume =
    item.basePrice !== undefined && item.price < item.basePrice
      ? reachedBreak(item.volumeBreaks, item.quantity)
      : null;

  return (
    <li className={styles.line} data-testid="cart-line" data-item-id={item.id}>
      <Link href={href} className={styles.lineImage} tabIndex={-1} aria-hidden="true">
        <ProductImage image={product.images[0]} alt="" size={96} emptyText={t("product.noImage")} />
      </Link>
      <div className={styles.lineInfo}>
        <Link href={href} className={styles.lineTitle} data-testid="cart-line-title">
          {product.title}
        </Link>
        <span className={styles.muted}>
          {t("product.skuLabel")} <bdi>{product.sku}</bdi>
        </span>
        <ItemOptions options={item.options} className={styles.options} />
      </div>
      <div className={styles.linePrice}>
        <span className={styles.cellLabel}>{tx("price")}</span>
        <span>
          <span className={styles.amount} data-testid="cart-line-price">
            {formatLine(item.price, item.quantity).price}
          </span>{" "}
          <span className={styles.exclGst}>{t("product.exclGst")}</span>
        </span>
        {volume ? (
          <span className={styles.volumeNote} data-testid="cart-line-volume">
            {tx("volumeApplied", {
              quantity: volume.minQuantity,
              base: formatLine(item.basePrice ?? item.price, 1).price,
            })}
          </span>
        ) : null}
        {mrp > item.price ? (
          <span className={styles.mrp}>
            <span className="visually-hidden">{t("product.mrp")} </span>
            {formatPaise(mrp)}
          </span>
        ) : null}
      </div>
      <div className={styles.lineQty}>
        <span className={styles.cellLabel} aria-hidden="true">
          {tx("quantity")}
        </span>
        <QuantityField
          id={`${id}-qty`}
          className={styles.quantity}
          label={tx("quantityOf", { title: product.title })}
          value={value}
          onType={(raw) => onDraft(typedQuantity(raw, item.quantity, product))}
          onSettle={() => onDraft(settledQuantity(value, product))}
          onStep={(direction) => onDraft(stepQuantity(shown, direction, product))}
          canDecrease={stepQuantity(shown, -1, product) < shown}
          decreaseLabel={tx("decrease")}
          increaseLabel={tx("increase")}
          describedBy={note ? `${id}-note` : undefined}
        />
        {note ? (
          <span id={`${id}-note`} className={styles.stockNote}>
            {note}
          </span>
        ) : null}
      </div>
      <div className={styles.lineTotal}>
        <span className={styles.cellLabel}>{tx("lineTotal")}</span>
        <span className={styles.amount} data-testid="cart-line-total">
          {formatLine(item.price, item.quantity).subtotal}
        </span>
      </div>
      <button
        type="button"
        className={styles.iconButton}
        aria-label={`${t("cart.remove")}: ${product.title}`}
        title={t("cart.remove")}
        aria-busy={removing}
        disabled={removing}
        onClick={() => remove(item.id)}
        data-testid="cart-line-remove"
      >
        {removing ? <span className="spinner" /> : <CloseIcon width={18} height={18} />}
      </button>
      {availability ? (
        <p
          className={`${styles.lineNote} ${availability.kind === "error" ? styles.lineNoteError : ""}`}
          role={availability.kind === "error" ? "alert" : undefined}
        >
          {availability.text}
        </p>
      ) : null}
    </li>
  );
}
