"use client";

import { useId } from "react";
import { useCart } from "@/lib/store";
import { cartMessages } from "./messages";
import styles from "./shop-pages.module.css";
import { useModuleText } from "./use-module-text";

/** The to-pay choice: the buyer pays the transporter on delivery, so the cart charges no shipping (SPEC.md section 9). */
export function ToPayShipping() {
  const tx = useModuleText(cartMessages);
  const { cart, setToPayShipping, setShippingDetails } = useCart();
  const id = useId();
  return (
    <fieldset className={`${styles.block} ${styles.fieldset}`}>
      <legend className={styles.blockTitle}>{tx("toPayTitle")}</legend>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={cart.toPayShipping}
          onChange={(event) => setToPayShipping(event.target.checked)}
          aria-describedby={`${id}-help`}
          data-testid="to-pay-shipping"
        />
        <span>{tx("toPayLabel")}</span>
      </label>
      <p id={`${id}-help`} className={styles.help}>
        {cart.toPayShipping ? tx("toPayHelp") : tx("toPayOffHelp")}
      </p>
      {cart.toPayShipping ? (
        <div className={styles.stack}>
          <label htmlFor={`${id}-transporter`} className={styles.smallLabel}>
            {tx("transporter")}
          </label>
          <input
            id={`${id}-transporter`}
            className={styles.input}
            value={cart.shippingDetails}
            maxLength={120}
            placeholder={tx("transporterPlaceholder")}
            onChange={(event) => setShippingDetails(event.target.value)}
            data-testid="shipping-details"
          />
        </div>
      ) : null}
    </fieldset>
  );
}
