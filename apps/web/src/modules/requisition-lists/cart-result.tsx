"use client";

import { useModuleText } from "@/modules/cart/use-module-text";
import { Link } from "@/modules/layout/link";
import styles from "./lists.module.css";
import { listMessages } from "./messages";
import type { CartPlan } from "./to-cart";

/** What "Add to cart" did: how many lines went in, and each refused line with the cart's reason. */
export function CartResult({ added, refused }: { added: number; refused: CartPlan["refused"] }) {
  const t = useModuleText(listMessages);
  return (
    <div role="status" data-testid="list-cart-result">
      {added > 0 ? (
        <p className={styles.note}>
          {t("added", { count: added })} <Link href="/shop/cart">{t("goToCart")}</Link>
        </p>
      ) : null}
      {refused.length > 0 ? (
        <>
          <p className={styles.error}>{t("notAdded")}</p>
          <ul className={styles.refused}>
            {refused.map((line) => (
              <li key={line.sku}>
                <code dir="ltr">{line.sku}</code> {line.message}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
