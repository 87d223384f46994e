"use client";

import { apiProductPrice, type QuickOrderResolvedLine } from "@roshni/core";
import { useCurrency, useGroup } from "@/lib/store";
import { useModuleText } from "@/modules/cart/use-module-text";
import { Link } from "@/modules/layout/link";
import { productHref } from "@/modules/layout/links";
import { ProductImage } from "@/modules/product/product-image";
import styles from "./lists.module.css";
import { listMessages } from "./messages";

/**
 * A list's lines as a table: a checkbox to choose the line, the product at the buyer's price, the
 * quantity (editable on the buyer's own list), and the cart's verdict where the line cannot be added.
 */
export function ListLines({
  lines,
  chosen,
  onChoose,
  onQuantity,
  onRemove,
}: {
  lines: readonly QuickOrderResolvedLine[];
  chosen: ReadonlySet<number>;
  onChoose: (productIds: number[], on: boolean) => void;
  onQuantity?: (productId: number, quantity: number) => void;
  onRemove?: (productId: number) => void;
}) {
  const t = useModuleText(listMessages);
  const group = useGroup();
  const { formatLine } = useCurrency();
  const ids = lines.flatMap((line) => (line.productId ? [line.productId] : []));
  const allChosen = ids.length > 0 && ids.every((id) => chosen.has(id));

  return (
    <table className={styles.table} data-testid="list-lines">
      <thead>
        <tr>
          <th scope="col">
            <input
              type="checkbox"
              aria-label={t("chooseAll")}
              checked={allChosen}
              onChange={(event) => onChoose(ids, event.target.checked)}
            />
          </th>
          <th scope="col">{t("product")}</th>
          <th scope="col">{t("quantity")}</th>
          <th scope="col">{t("price")}</th>
          {onRemove ? <th scope="col" /> : null}
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => {
          const id = line.productId ?? 0;
          const title = line.product?.title ?? line.sku ?? "";
          const price = line.product ? apiProductPrice(line.product, group, line.quantity) : null;
          const shown = price !== null ? formatLine(price, line.quantity) : null;
          return (
            <tr key={id} data-status={line.status} data-sku={line.sku ?? ""}>
              <td>
                <input
                  type="checkbox"
                  aria-label={t("choose", { title })}
                  checked={chosen.has(id)}
                  onChange={(event) => onChoose([id], event.target.checked)}
                />
              </td>
              <td data-label={t("product")}>
                <span className={styles.productCell}>
                  {line.product ? (
                    <>
                      <ProductImage image={line.product.images[0]} alt="" size={48} emptyText="" />
                      <span>
                        <Link href={productHref(line.product)}>{line.product.title}</Link>
                        <br />
                        <small dir="ltr">{line.sku}</small>
                      </span>
                    </>
                  ) : (
                    <small dir="ltr">{line.sku}</small>
                  )}
                </span>
                {line.message ? (
                  <span className={styles.error} role="note">
                    {line.message}
                  </span>
                ) : null}
              </td>
              <td data-label={t("quantity")}>
                {onQuantity ? (
                  <input
                    className={`form-control ${styles.qty}`}
                    inputMode="numeric"
                    dir="ltr"
                    aria-label={t("qtyOf", { title })}
                    defaultValue={line.quantity}
                    key={`${id}-${line.quantity}`}
                    onBlur={(event) => {
                      const value = Number(event.target.value);
                      if (Number.isInteger(value) && value >= 1 && value !== line.quantity)
                        onQuantity(id, value);
                      else event.target.value = String(line.quantity);
                    }}
                    onKeyDown={(event) => {
                      if (event.key === "Enter") event.currentTarget.blur();
                    }}
                  />
                ) : (
                  <span dir="ltr">{line.quantity}</span>
                )}
              </td>
              <td data-label={t("price")}>{shown ? `${shown.price} · ${shown.subtotal}` : null}</td>
              {onRemove ? (
                <td>
                  <button
                    type="button"
                    className="btn btn-outline"
                    aria-label={t("remove", { title })}
                    onClick={() => onRemove(id)}
                  >
                    ×
                  </button>
                </td>
              ) : null}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
