"use client";

import { type FormEvent, useId, useState } from "react";
import { useCart, useCurrency } from "@/lib/store";
import { CloseIcon } from "@/modules/layout/icons";
import { couponTerms } from "./line-notes";
import { cartMessages } from "./messages";
import styles from "./shop-pages.module.css";
import { useModuleText } from "./use-module-text";

/**
 * The cart's coupon (SPEC.md section 4): applying first clears the coupon and does nothing more for an
 * empty code; the server checks the code, a newer request wins, and a refusal is the server's message in
 * an error toast (all in the store's applyCoupon).
 */
export function CouponForm() {
  const tx = useModuleText(cartMessages);
  const { cart, applyCoupon, removeCoupon, couponPending } = useCart();
  const { formatRupees } = useCurrency();
  const [code, setCode] = useState("");
  // The refusal stays under the field after its toast has gone, until the code is changed or applied.
  const [refusal, setRefusal] = useState<string | null>(null);
  const id = useId();
  const coupon = cart.coupon;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setRefusal(null);
    const result = await applyCoupon(code);
    if (result === true) setCode("");
    else if (result) setRefusal(result.refused);
  };

  return (
    <div className={styles.block}>
      <form className={styles.couponForm} onSubmit={submit} data-testid="coupon-form">
        <label htmlFor={`${id}-code`} className={styles.blockTitle}>
          {tx("couponTitle")}
        </label>
        <div className={styles.couponRow}>
          <input
            id={`${id}-code`}
            className={styles.input}
            value={code}
            onChange={(event) => {
              setCode(event.target.value);
              setRefusal(null);
            }}
            aria-invalid={refusal ? true : undefined}
            aria-describedby={refusal ? `${id}-refusal` : undefined}
            placeholder={tx("couponPlaceholder")}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            data-testid="coupon-input"
          />
          <button type="submit" className="btn btn-dark" data-testid="coupon-apply">
            {couponPending ? <span className="spinner" /> : null}
            {tx("applyCoupon")}
          </button>
        </div>
      </form>
      <div aria-live="polite" className={styles.couponStatus}>
        {couponPending ? <p className={styles.muted}>{tx("checkingCoupon")}</p> : null}
        {refusal && !couponPending ? (
          <p id={`${id}-refusal`} className={styles.couponRefused} dir="auto" data-testid="coupon-refusal">
            {refusal}
          </p>
        ) : null}
        {coupon ? (
          <div className={styles.couponApplied} data-testid="coupon-applied">
            <div>
              <strong>
                {coupon.code ? tx("couponApplied", { code: coupon.code }) : tx("couponAppliedShort")}
              </strong>
              <span className={styles.muted}>{couponTerms(coupon, tx, formatRupees).join(" · ")}</span>
            </div>
            <button
              type="button"
              className={styles.iconButton}
              aria-label={tx("removeCoupon")}
              title={tx("removeCoupon")}
              onClick={removeCoupon}
              data-testid="coupon-remove"
            >
              <CloseIcon width={16} height={16} />
            </button>
          </div>
        ) : null}
      </div>
    </div>
  );
}
