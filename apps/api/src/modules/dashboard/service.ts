import {
  type AdminDashboardDto,
  SHOP_UTC_OFFSET_MINUTES,
  shopDay,
  shopDayStart,
  toRupees,
} from "@roshni/core";
import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client";
import { receivablesTotals } from "../receivables/list";

const DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
const LOW_STOCK_ITEMS = 10;

/**
 * The back office's first page: the 30 days of orders and sales by IST day (today's figures are its last
 * day), payments awaited, buyers awaiting approval, products at or below their MOQ in stock, and what is
 * overdue (the receivables list's statements). Cancelled orders count nowhere.
 */
export function createDashboard(deps: { db: Db }) {
  const { db } = deps;

  async function dashboard(websiteId: number, now = new Date()): Promise<AdminDashboardDto> {
    const today = shopDay(now);
    const firstDay = shopDay(new Date(shopDayStart(today).getTime() - (DAYS - 1) * DAY_MS + DAY_MS / 2));
    const since = shopDayStart(firstDay);

    const dayRows = await queryRows<{ day: string; orders: number; sales: number }>(
      db,
      sql`select to_char((created_at at time zone 'UTC') + interval '${sql.raw(String(SHOP_UTC_OFFSET_MINUTES))} minutes', 'YYYY-MM-DD') as day,
            count(*)::int as orders, coalesce(sum(total - amount_credited), 0)::bigint as sales
          from orders
          where website_id = ${websiteId} and created_at >= ${since} and status <> 'cancelled'
          group by 1`,
    );
    const [awaited] = await queryRows<{ orders: number; due: number }>(
      db,
      sql`select count(*)::int as orders, coalesce(sum(greatest(0, total - amount_credited - (amount_paid - amount_refunded))), 0)::bigint as due
          from orders
          where website_id = ${websiteId} and status <> 'cancelled'
            and payment_status in ('pending', 'partially_paid')`,
    );
    const [awaiting] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from customers where website_id = ${websiteId} and awaiting_approval`,
    );
    const [claims] = await queryRows<{ n: number; amount: number }>(
      db,
      sql`select count(*)::int as n, coalesce(sum(c.amount), 0)::bigint as amount
          from payment_claims c join orders o on o.id = c.order_id
          where o.website_id = ${websiteId} and c.status = 'open' and o.status <> 'cancelled'`,
    );
    const lowRows = await queryRows<{
      id: number;
      title: string;
      sku: string;
      stock: number;
      minimum_quantity: number;
      total: number;
    }>(
      db,
      sql`select p.id, p.title, p.sku, p.stock, p.minimum_quantity, count(*) over ()::int as total
          from products p join product_websites pw on pw.product_id = p.id and pw.website_id = ${websiteId}
          where p.stock <= p.minimum_quantity
          order by p.stock asc, p.id asc
          limit ${LOW_STOCK_ITEMS}`,
    );

    // The same statement as /admin/receivables?show=overdue, so the figure is that list's total.
    const overdue = await receivablesTotals(db, websiteId, today, { show: "overdue" });

    const byDay = new Map(dayRows.map((row) => [row.day, row]));
    const days: AdminDashboardDto["days"] = [];
    for (let i = 0; i < DAYS; i++) {
      const date = shopDay(new Date(since.getTime() + i * DAY_MS + DAY_MS / 2));
      const row = byDay.get(date);
      days.push({ date, orders: row?.orders ?? 0, sales: toRupees(Number(row?.sales ?? 0)) });
    }
    const todayRow = byDay.get(today);
    return {
      today: { orders: todayRow?.orders ?? 0, sales: toRupees(Number(todayRow?.sales ?? 0)) },
      paymentsAwaited: { orders: awaited?.orders ?? 0, amount: toRupees(Number(awaited?.due ?? 0)) },
      customersAwaitingApproval: awaiting?.n ?? 0,
      claimsToCheck: { count: claims?.n ?? 0, amount: toRupees(Number(claims?.amount ?? 0)) },
      lowStock: {
        count: lowRows[0]?.total ?? 0,
        items: lowRows.map((row) => ({
          id: row.id,
          title: row.title,
          sku: row.sku,
          stock: row.stock,
          minimumQuantity: row.minimum_quantity,
        })),
      },
      days,
      overdue: { buyers: overdue.buyers, amount: toRupees(overdue.totals.total - overdue.totals.current) },
    };
  }

  return { dashboard };
}

export type Dashboard = ReturnType<typeof createDashboard>;
