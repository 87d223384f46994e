"use client";

import { useEffect } from "react";
import type { Address, Customer, OrderPage } from "@/lib/api";
import { clientApi } from "@/lib/api/client";
import { useAuth } from "@/lib/store";
import { Link } from "@/modules/layout/link";
import { displayPhone } from "@/modules/layout/links";
import styles from "./account.module.css";
import { AddressBlock } from "./address-block";
import { RECENT_ORDERS } from "./api";
import { LoadFailed, Skeleton } from "./load-views";
import { OrdersTable } from "./orders-table";
import { useAccountText } from "./use-account-text";
import { useLoad } from "./use-load";

interface DashboardData {
  customer: Customer;
  addresses: Address[];
  orders: OrderPage;
}

/** `/account/dashboard`: who is signed in, their group (wholesale or not), default address, newest orders. */
export function Dashboard() {
  const { t, locale } = useAccountText();
  const { setUser } = useAuth();
  const load = useLoad<DashboardData>(async (signal) => {
    const [customer, addresses, orders] = await Promise.all([
      clientApi.customer(signal),
      clientApi.addresses(),
      clientApi.orders({ skip: 0, limit: RECENT_ORDERS }),
    ]);
    return { customer, addresses, orders };
  }, []);
  const customer = load.data?.customer ?? null;
  // The profile just read is the freshest copy: the header's name and the wholesale marker follow it.
  useEffect(() => {
    if (customer) setUser(customer);
  }, [customer, setUser]);

  if (load.status === "failed") return <LoadFailed error={load.error} onRetry={load.reload} />;

  const defaultAddress = load.data?.addresses.find((address) => address.isDefault) ?? null;
  return (
    <div className={styles.stack} data-testid="account-dashboard">
      <h1 className={styles.pageTitle}>
        {customer ? t("dashboard.hello", { name: customer.name }) : t("dashboard.title")}
      </h1>
      <div className={`${styles.grid} ${styles.grid2}`}>
        <section className={styles.card} aria-labelledby="dashboard-profile">
          <div className={styles.cardHead}>
            <h2 id="dashboard-profile" className={styles.cardTitle}>
              {t("dashboard.profile")}
            </h2>
            <Link href="/account/profile" className={styles.cardLink}>
              {t("dashboard.editProfile")}
            </Link>
          </div>
          {customer ? (
            <>
              <dl className={styles.facts}>
                <dt>{t("field.name")}</dt>
                <dd data-testid="dashboard-name">{customer.name}</dd>
                <dt>{t("field.email")}</dt>
                <dd data-testid="dashboard-email">{customer.email}</dd>
                <dt>{t("field.phone")}</dt>
                <dd>
                  <bdi dir="ltr">{displayPhone(customer.phone)}</bdi>
                </dd>
                {customer.companyName ? (
                  <>
                    <dt>{t("dashboard.company")}</dt>
                    <dd>{customer.companyName}</dd>
                  </>
                ) : null}
                {customer.gstin ? (
                  <>
                    <dt>{t("field.gstin")}</dt>
                    <dd>{customer.gstin}</dd>
                  </>
                ) : null}
                <dt>{t("dashboard.group")}</dt>
                <dd data-testid="dashboard-group">{customer.customerGroup.name}</dd>
              </dl>
              {customer.customerGroup.isDefault && customer.awaitingApproval ? (
                <p className={styles.muted} role="status" data-testid="wholesale-pending">
                  {t("dashboard.wholesalePending")}
                </p>
              ) : customer.customerGroup.isDefault ? (
                <p className={styles.muted}>{t("dashboard.retail")}</p>
              ) : (
                <p className={styles.wholesale} data-testid="wholesale-marker">
                  <span aria-hidden="true">★</span> {t("dashboard.wholesale")}
                </p>
              )}
            </>
          ) : (
            <Skeleton lines={4} />
          )}
        </section>

        <section className={styles.card} aria-labelledby="dashboard-address">
          <div className={styles.cardHead}>
            <h2 id="dashboard-address" className={styles.cardTitle}>
              {t("dashboard.defaultAddress")}
            </h2>
            <Link href="/account/addresses" className={styles.cardLink}>
              {t("dashboard.manageAddresses")}
            </Link>
          </div>
          {load.status === "loading" ? (
            <Skeleton lines={4} />
          ) : defaultAddress ? (
            <AddressBlock
              address={defaultAddress}
              phoneLabel={(phone) => t("addresses.phone", { phone })}
              gstinLabel={(gstin) => t("order.gstin", { gstin })}
            />
          ) : (
            <>
              <p className={styles.muted}>{t("dashboard.noDefaultAddress")}</p>
              <Link href="/account/addresses/new" className="btn btn-outline">
                {t("dashboard.addAddress")}
              </Link>
            </>
          )}
        </section>
      </div>

      <section className={styles.card} aria-labelledby="dashboard-orders">
        <div className={styles.cardHead}>
          <h2 id="dashboard-orders" className={styles.cardTitle}>
            {t("dashboard.recentOrders")}
          </h2>
          <Link href="/account/orders" className={styles.cardLink}>
            {t("dashboard.allOrders")}
          </Link>
        </div>
        {load.status === "loading" ? (
          <Skeleton lines={3} />
        ) : load.data && load.data.orders.items.length > 0 ? (
          <OrdersTable orders={load.data.orders.items} locale={locale} />
        ) : (
          <p className={styles.muted}>{t("orders.empty")}</p>
        )}
      </section>
    </div>
  );
}
