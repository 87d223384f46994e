"use client";

import { Link } from "@/modules/layout/link";
import styles from "./account.module.css";
import { accountApi, ORDERS_PER_PAGE } from "./api";
import { LoadFailed, Skeleton } from "./load-views";
import { OrdersTable } from "./orders-table";
import { Pagination } from "./pagination";
import { useAccountText } from "./use-account-text";
import { useLoad } from "./use-load";

/** `/account/orders?page=`: the buyer's orders, newest first, ten a page. */
export function OrderHistory({ page }: { page: number }) {
  const { t, locale } = useAccountText();
  const load = useLoad(() => accountApi.ordersPage(page), [page]);
  return (
    <section className={styles.stack} aria-labelledby="orders-title" data-testid="order-history">
      <h1 id="orders-title" className={styles.pageTitle}>
        {t("orders.title")}
      </h1>
      <div className={styles.card}>
        {load.status === "loading" ? (
          <Skeleton lines={5} />
        ) : load.status === "failed" ? (
          <LoadFailed error={load.error} onRetry={load.reload} />
        ) : load.data.total === 0 ? (
          <div className={styles.empty}>
            <p>{t("orders.empty")}</p>
            <Link href="/shop/catalog" className="btn btn-primary">
              {t("orders.shop")}
            </Link>
          </div>
        ) : (
          <>
            {load.data.items.length > 0 ? <OrdersTable orders={load.data.items} locale={locale} /> : null}
            <Pagination
              page={page}
              total={load.data.total}
              perPage={ORDERS_PER_PAGE}
              href={(value) => (value === 1 ? "/account/orders" : `/account/orders?page=${value}`)}
            />
          </>
        )}
      </div>
    </section>
  );
}
