"use client";

import type { Order } from "@/lib/api";
import type { Locale } from "@/lib/i18n";
import { Link } from "@/modules/layout/link";
import { OrderAgainButton } from "@/modules/quick-order/order-again";
import styles from "./account.module.css";
import { formatDate, formatInr, PaymentChip, StatusChip } from "./order-format";
import { useAccountText } from "./use-account-text";

export function orderHref(order: Pick<Order, "id">): string {
  return `/account/orders/${order.id}`;
}

/**
 * Orders as rows (cards on a phone): number, date, status (with what left and what is to come of an order
 * sent in parts), payment, total and a link to the order.
 */
export function OrdersTable({ orders, locale }: { orders: Order[]; locale: Locale }) {
  const { t } = useAccountText();
  return (
    <table className={`${styles.table} ${styles.middle}`} data-testid="orders-table">
      <thead>
        <tr>
          <th scope="col">{t("orders.number")}</th>
          <th scope="col">{t("orders.date")}</th>
          <th scope="col">{t("orders.status")}</th>
          <th scope="col">{t("orders.payment")}</th>
          <th scope="col" className={styles.num}>
            {t("orders.total")}
          </th>
          <th scope="col">
            <span className="visually-hidden">{t("orders.view")}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order.id} data-testid="order-row">
            <td data-label={t("orders.number")}>
              <Link href={orderHref(order)} className={styles.orderNumber}>
                {order.number}
              </Link>
            </td>
            <td data-label={t("orders.date")}>
              <time dateTime={order.createdAt} dir="auto">
                {formatDate(locale, order.createdAt)}
              </time>
            </td>
            <td data-label={t("orders.status")}>
              <div>
                <StatusChip status={order.status} />
                {order.parts ? (
                  <span className={`${styles.muted} ${styles.parts}`} data-testid="order-parts">
                    {t("orders.parts", {
                      sent: order.parts.piecesSent,
                      count: order.parts.piecesToCome,
                    })}
                    {order.parts.piecesToCome > 0 && order.parts.expectedOn
                      ? `, ${t("order.expectedOn", { date: formatDate(locale, order.parts.expectedOn) })}`
                      : null}
                  </span>
                ) : null}
              </div>
            </td>
            <td data-label={t("orders.payment")}>
              <PaymentChip status={order.paymentStatus} />
            </td>
            <td data-label={t("orders.total")} className={styles.num} data-testid="order-total">
              {formatInr(order.total)}
            </td>
            <td className={`${styles.num} ${styles.whole}`}>
              <Link
                href={orderHref(order)}
                className={`btn btn-outline ${styles.small}`}
                aria-label={t("orders.viewOrder", { number: order.number })}
              >
                {t("orders.view")}
              </Link>{" "}
              <OrderAgainButton
                number={order.number}
                items={order.items}
                className={`btn btn-outline ${styles.small}`}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
