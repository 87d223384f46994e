"use client";

import { useQuery } from "@tanstack/react-query";
import dynamic from "next/dynamic";
import NextLink from "next/link";
import { adminKeys } from "../api/query-keys";
import { DispatchQueue } from "../dispatch/dispatch-queue";
import { useJobSummary } from "../jobs/api";
import { canDo } from "../shell/can";
import { useMe } from "../shell/use-me";
import styles from "../ui/admin.module.css";
import { formatCount, formatInr } from "../ui/format";
import { dashboardApi } from "./api";

// The chart library arrives after the figures, which matter first.
const SalesChart = dynamic(() => import("./sales-chart").then((module) => module.SalesChart), {
  ssr: false,
  loading: () => <div className={styles.chart} aria-busy="true" />,
});

/** `/admin`: the day at a glance; each figure leads to the list behind it. */
export function Dashboard() {
  const me = useMe().data;
  // The dispatch desk works from its queue: that is its dashboard.
  if (!me) return <p className={styles.muted}>Loading…</p>;
  if (me.role === "dispatch") return <DispatchQueue title="Dashboard: dispatch queue" />;
  return <Figures />;
}

function Figures() {
  const me = useMe().data;
  const query = useQuery({
    queryKey: adminKeys.dashboard,
    queryFn: ({ signal }) => dashboardApi.get(signal),
    refetchInterval: 60_000,
  });
  // Jobs are the owner's: failed ones (a mail not sent, a document not stored) are shown to them alone.
  const failedJobs = useJobSummary(canDo(me, "shop.admin"), 60_000).data?.counts.failed ?? 0;
  if (query.isPending) return <p className={styles.muted}>Loading today's figures…</p>;
  if (query.isError) {
    return (
      <p className={styles.alert} role="alert">
        The figures could not be loaded: {query.error.message}{" "}
        <button type="button" className={styles.linkButton} onClick={() => query.refetch()}>
          Try again
        </button>
      </p>
    );
  }
  const data = query.data;
  const last30 = data.days.reduce(
    (sum, day) => ({ orders: sum.orders + day.orders, sales: sum.sales + day.sales }),
    { orders: 0, sales: 0 },
  );
  return (
    <>
      <div className={styles.pageHead}>
        <h1 className={styles.pageTitle}>Dashboard</h1>
        {me && !me.mfaEnabled ? (
          <NextLink href="/admin/security" className={styles.note}>
            Turn on two-step sign-in for your account →
          </NextLink>
        ) : null}
      </div>
      <div className={styles.cards} data-testid="dashboard-figures">
        <NextLink href="/admin/orders" className={styles.card}>
          <span className={styles.cardLabel}>Today's orders</span>
          <span className={styles.cardValue}>{formatCount(data.today.orders)}</span>
          <span className={styles.hint}>{formatInr(data.today.sales)} sales</span>
        </NextLink>
        <NextLink href="/admin/orders?paymentStatus=pending" className={styles.card}>
          <span className={styles.cardLabel}>Payments awaited</span>
          <span className={styles.cardValue}>{formatInr(data.paymentsAwaited.amount)}</span>
          <span className={styles.hint}>
            {formatCount(data.paymentsAwaited.orders)}{" "}
            {data.paymentsAwaited.orders === 1 ? "order" : "orders"}
          </span>
        </NextLink>
        {canDo(me, "customers.manage") ? (
          <NextLink href="/admin/receivables?show=overdue" className={styles.card} data-testid="overdue">
            <span className={styles.cardLabel}>Overdue</span>
            <span className={styles.cardValue}>{formatInr(data.overdue.amount)}</span>
            <span className={styles.hint}>
              {formatCount(data.overdue.buyers)} {data.overdue.buyers === 1 ? "buyer" : "buyers"} past the due
              date
            </span>
          </NextLink>
        ) : (
          <div className={styles.card} data-testid="overdue">
            <span className={styles.cardLabel}>Overdue</span>
            <span className={styles.cardValue}>{formatInr(data.overdue.amount)}</span>
            <span className={styles.hint}>
              {formatCount(data.overdue.buyers)} {data.overdue.buyers === 1 ? "buyer" : "buyers"} past the due
              date
            </span>
          </div>
        )}
        <NextLink
          href="/admin/orders?paymentStatus=pending"
          className={styles.card}
          data-testid="claims-to-check"
        >
          <span className={styles.cardLabel}>Claims to check</span>
          <span className={styles.cardValue}>{formatCount(data.claimsToCheck.count)}</span>
          <span className={styles.hint}>{formatInr(data.claimsToCheck.amount)} buyers say they paid</span>
        </NextLink>
        <NextLink href="/admin/customers?awaitingApproval=true" className={styles.card}>
          <span className={styles.cardLabel}>Buyers awaiting approval</span>
          <span className={styles.cardValue}>{formatCount(data.customersAwaitingApproval)}</span>
          <span className={styles.hint}>Approve them into Wholesale</span>
        </NextLink>
        <a href="#low-stock" className={styles.card}>
          <span className={styles.cardLabel}>Low stock</span>
          <span className={styles.cardValue}>{formatCount(data.lowStock.count)}</span>
          <span className={styles.hint}>At or below their MOQ</span>
        </a>
        {failedJobs > 0 ? (
          <NextLink href="/admin/jobs?state=failed" className={styles.card} data-testid="failed-jobs">
            <span className={styles.cardLabel}>Failed jobs</span>
            <span className={styles.cardValue}>{formatCount(failedJobs)}</span>
            <span className={styles.hint}>Out of tries: look and retry</span>
          </NextLink>
        ) : null}
      </div>
      <section className={styles.panel} aria-labelledby="chart-title">
        <div className={styles.pageHead}>
          <h2 id="chart-title" className={styles.sectionTitle}>
            Last 30 days
          </h2>
          <span className={styles.muted}>
            {formatCount(last30.orders)} orders · {formatInr(last30.sales)}
          </span>
          {canDo(me, "reports.read") ? (
            <NextLink href="/admin/reports" className={styles.note}>
              Sales report →
            </NextLink>
          ) : null}
        </div>
        <SalesChart days={data.days} />
      </section>
      <section className={styles.panel} aria-labelledby="low-stock" style={{ marginTop: 16 }}>
        <h2 id="low-stock" className={styles.sectionTitle}>
          Low stock ({formatCount(data.lowStock.count)})
        </h2>
        {data.lowStock.items.length === 0 ? (
          <p className={styles.muted}>Every product has more than its MOQ in stock.</p>
        ) : (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">Product</th>
                  <th scope="col">SKU</th>
                  <th scope="col" className={styles.num}>
                    Stock
                  </th>
                  <th scope="col" className={styles.num}>
                    MOQ
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.lowStock.items.map((item) => (
                  <tr key={item.id}>
                    <td data-label="Product">{item.title}</td>
                    <td data-label="SKU">{item.sku}</td>
                    <td data-label="Stock" className={styles.num}>
                      {item.stock}
                    </td>
                    <td data-label="MOQ" className={styles.num}>
                      {item.minimumQuantity}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}
