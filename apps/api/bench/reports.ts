import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SALES_GROUPINGS, shopDay } from "@roshni/core";
import { sql } from "drizzle-orm";
import { buildApp } from "../src/app";
import { openDatabase } from "../src/db/client";
import { runMigrations } from "../src/db/migrate";
import { staff, staffSessions } from "../src/db/schema";
import { seedDemo } from "../src/db/seed";
import { loadEnv } from "../src/env";
import { signStaffToken } from "../src/lib/jwt";
import { loadAverage, percentile, seededRandom } from "./common";

/**
 * `npm run bench:reports`: the first page of the owner's reports at 20,000 buyers and 100,000 orders
 * (two lines each; every order dispatched or delivered has its tax invoice, one in twenty a credit note
 * for a returned piece, paid orders their payment row), on the PostgreSQL server of BENCH_DATABASE_URL
 * (a database of its own is created and dropped) or, without it, PGlite in a temporary folder. The API
 * runs in this process; every request asks another period (1 to 12 months ending on another day of the
 * two years seeded), so no two requests ask the same report; the receivables list another sort, filter,
 * search and page each time.
 *
 *   BENCH_ORDERS (100000)  BENCH_CUSTOMERS (20000)  BENCH_DURATION (10 s)  BENCH_CONNECTIONS (4)
 *   BENCH_SCENARIOS (a part of the scenarios' names)  BENCH_KEEP_DATABASE (1: keep the seeded database)
 */
const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 20_000);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 4);
const DAY_MS = 24 * 60 * 60 * 1000;
const STATE_CODES = "array['07','27','29','09','24','33','06','08']";

const RECEIVABLES_TRIGGERS = [
  ["documents", "documents_receivables"],
  ["orders", "orders_receivables"],
  ["customer_receipts", "customer_receipts_receivables"],
  ["receipt_allocations", "receipt_allocations_receivables"],
  ["documents", "documents_sales"],
  ["credit_note_lines", "credit_note_lines_sales"],
  ["orders", "orders_sales"],
] as const;

async function seed(db: Parameters<typeof seedDemo>[0]): Promise<void> {
  // Row by row the receivables and sales triggers would take minutes over 100,000 orders: off while
  // seeding, then the sums and the per-day summaries built once by the same rebuilds a migration runs.
  for (const [table, trigger] of RECEIVABLES_TRIGGERS) {
    await db.execute(sql.raw(`alter table ${table} disable trigger ${trigger}`));
  }
  await db.execute(sql`insert into customers (website_id, customer_group_id, name, email, phone, company_name, gstin, password_hash, awaiting_approval, created_at)
    select 1, 1 + (g % 2), 'Buyer ' || g, 'buyer' || g || '@example.in', '+9198' || lpad(g::text, 8, '0'),
      case when g % 3 = 0 then 'Lights ' || g end, null, 'x', false, now() - interval '800 days'
    from generate_series(1, ${CUSTOMERS}) g`);
  // Two years of orders, newest first; ten minutes apart.
  await db.execute(sql`insert into orders (number, website_id, customer_id, status, payment_status, payment_method, address,
      subtotal, totals, total, quantity, amount_paid, created_at, updated_at)
    select 'WL-B-' || lpad(g::text, 7, '0'), 1, c.id,
      (array['placed','confirmed','packed','dispatched','delivered','cancelled'])[1 + g % 6],
      case when g % 3 = 0 then 'paid' else 'pending' end, 'bank-transfer',
      jsonb_build_object('name','Buyer','phone','+919811122233','company',null,'gstin',null,'line1','1 Road','line2',null,
        'city','Delhi','state','Delhi','pincode','110006','country','IN'),
      0, '[]'::jsonb, 0, 0, 0, now() - (g * 10 || ' minutes')::interval, now()
    from generate_series(1, ${ORDERS}) g
    join customers c on c.id = (select min(id) from customers) + (g % ${CUSTOMERS})`);
  await db.execute(sql`insert into order_lines (order_id, product_id, title, sku, price, mrp, tax_rate, quantity,
      subtotal, tax, total, from_stock, made_to_order, position, hsn_code, taxable, cgst, sgst, igst)
    select o.id, p.id, p.title, p.sku, x.price, x.price * 2, 18, x.q, x.price * x.q, x.tax, x.price * x.q + x.tax,
      x.q, 0, i, '9405', x.price * x.q,
      case when o.id % 4 = 0 then round(x.price * x.q * 0.09) else 0 end,
      case when o.id % 4 = 0 then round(x.price * x.q * 0.09) else 0 end,
      case when o.id % 4 = 0 then 0 else round(x.price * x.q * 0.18) end
    from orders o cross join generate_series(0, 1) i
    cross join lateral (select 10000 + ((o.id * 7 + i * 13) % 90000) as price, 1 + (o.id + i) % 5 as q,
      case when o.id % 4 = 0 then 2 * round((10000 + ((o.id * 7 + i * 13) % 90000)) * (1 + (o.id + i) % 5) * 0.09)
        else round((10000 + ((o.id * 7 + i * 13) % 90000)) * (1 + (o.id + i) % 5) * 0.18) end as tax) x
    join products p on p.id = (select min(id) from products) + ((o.id * 3 + i) % 280)`);
  await db.execute(sql`update orders o set subtotal = s.sub, total = s.total, quantity = s.q,
      amount_paid = case when o.payment_status = 'paid' then s.total else 0 end
    from (select order_id, sum(subtotal) as sub, sum(total) as total, sum(quantity) as q from order_lines group by order_id) s
    where s.order_id = o.id`);
  await db.execute(sql`insert into documents (order_id, kind, number, financial_year, issued_at, place_of_supply,
      taxable, cgst, sgst, igst, total, rates, storage_key)
    select o.id, 'invoice', 'RL/' || o.id, 'B', o.created_at + interval '1 day',
      case when o.id % 4 = 0 then '07' else (${sql.raw(STATE_CODES)})[1 + o.id % 8] end,
      sum(l.taxable), sum(l.cgst), sum(l.sgst), sum(l.igst), sum(l.taxable + l.cgst + l.sgst + l.igst), '[]'::jsonb,
      'documents/bench-' || o.id
    from orders o join order_lines l on l.order_id = o.id
    where o.status in ('dispatched', 'delivered')
    group by o.id`);
  // One in twenty invoiced orders: one piece of its first line came back, credited a week later.
  const unit = sql`l.price`;
  const half = sql`case when o.id % 4 = 0 then round(${unit} * 0.09) else 0 end`;
  const igst = sql`case when o.id % 4 = 0 then 0 else round(${unit} * 0.18) end`;
  await db.execute(sql`insert into documents (order_id, kind, number, financial_year, issued_at, invoice_id,
      place_of_supply, taxable, cgst, sgst, igst, total, rates, storage_key)
    select o.id, 'credit-note', 'CN/' || o.id, 'B', d.issued_at + interval '7 days', d.id, d.place_of_supply,
      ${unit}, ${half}, ${half}, ${igst}, ${unit} + 2 * ${half} + ${igst}, '[]'::jsonb, 'documents/bench-cn-' || o.id
    from documents d join orders o on o.id = d.order_id join order_lines l on l.order_id = o.id and l.position = 0
    where d.kind = 'invoice' and o.id % 20 = 3`);
  await db.execute(sql`insert into credit_note_lines (document_id, order_line_id, kind, quantity, restock, description,
      hsn_code, rate, unit_price, value, discount, taxable, cgst, sgst, igst)
    select d.id, l.id, 'return', 1, false, l.title, '9405', 18, ${unit}, ${unit}, 0, ${unit}, ${half}, ${half}, ${igst}
    from documents d join orders o on o.id = d.order_id join order_lines l on l.order_id = o.id and l.position = 0
    where d.kind = 'credit-note'`);
  await db.execute(sql`insert into payments (order_id, kind, method, amount, received_on, created_at, updated_at)
    select o.id, 'payment', 'bank_transfer', o.amount_paid, (o.created_at + interval '2 days')::date, o.created_at, o.created_at
    from orders o where o.amount_paid > 0`);
  // Credit as a wholesaler's book has it: every buyer on terms, most with a limit, one in ten with an
  // opening balance owed, one in ten with an advance held, one in seven with money on account.
  await db.execute(sql`insert into customer_credit (customer_id, terms_set, payment_terms_days, credit_limit,
      opening_balance, opening_balance_on)
    select id, true, (array[0, 7, 15, 30, 45, 60, 90])[1 + id % 7],
      case when id % 5 = 0 then null else 10000000 * (1 + id % 50) end,
      case when id % 10 = 0 then 500000 when id % 10 = 5 then -200000 else 0 end,
      (now() - interval '700 days')::date
    from customers`);
  await db.execute(sql`insert into customer_receipts (customer_id, kind, method, amount, received_on)
    select id, 'on-account', 'bank_transfer', 300000 + (id % 13) * 10000, current_date - (id % 90)
    from customers where id % 7 = 0`);
  for (const [table, trigger] of RECEIVABLES_TRIGGERS) {
    await db.execute(sql.raw(`alter table ${table} enable trigger ${trigger}`));
  }
  await db.execute(sql`select receivables_rebuild()`);
  await db.execute(sql`select reports_rebuild()`);
  await db.execute(sql`vacuum analyze`);
}

async function main(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), "roshni-bench-reports-"));
  const serverUrl = process.env.BENCH_DATABASE_URL;
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (serverUrl) {
    const pg = (await import("pg")).default;
    const name = `roshni_bench_reports_${randomBytes(3).toString("hex")}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists "${name}" with (force)`);
      await dropper.end();
    };
  }
  const handle = await openDatabase(
    databaseUrl ? { databaseUrl, poolSize: 20 } : { dataDir: join(dir, "pglite") },
  );
  try {
    await runMigrations(handle);
    await seedDemo(handle.db, { products: 300, images: false });
    const started = Date.now();
    await seed(handle.db);
    const [counts] = (
      (await handle.db.execute(
        sql`select (select count(*) from documents where kind = 'invoice')::int as invoices,
              (select count(*) from documents where kind = 'credit-note')::int as credit_notes`,
      )) as unknown as { rows: { invoices: number; credit_notes: number }[] }
    ).rows;
    console.info(
      `Seeded ${ORDERS} orders, ${CUSTOMERS} buyers, ${counts?.invoices} invoices, ${counts?.credit_notes} credit notes in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );

    const env = {
      ...loadEnv({
        NODE_ENV: "production",
        JWT_SECRET: randomBytes(32).toString("hex"),
        DATA_DIR: dir,
        PUBLIC_WEB_URL: "https://bench.roshnilighting.example",
        RATE_LIMIT_ENABLED: "false",
      }),
      LOG_LEVEL: "silent" as const,
    };
    const app = await buildApp({ env, db: handle.db, storageDir: dir });
    await app.listen({ port: 0, host: "127.0.0.1" });
    const address = app.server.address();
    const port = typeof address === "object" && address ? address.port : 0;
    const [owner] = await handle.db
      .select({ id: staff.id })
      .from(staff)
      .where(sql`${staff.role} = 'owner'`)
      .limit(1);
    const sessionId = randomBytes(12).toString("hex");
    await handle.db
      .insert(staffSessions)
      .values({ id: sessionId, staffId: owner?.id ?? 1, expiresAt: new Date(Date.now() + 3_600_000) });
    const token = await signStaffToken(env.JWT_SECRET, { staffId: owner?.id ?? 1, sessionId }, 3600);
    const headers = { website: "wholesale", cookie: `roshni_staff=${token}` };

    const random = seededRandom(22);
    /** Another period each call: 1 to 12 months (a day grouping: 1 to 13 weeks) within the two years. */
    const period = (days: number) => {
      const end = Date.now() - Math.floor(random() * 600) * DAY_MS;
      const length = Math.max(7, Math.floor(random() * days));
      return `from=${shopDay(new Date(end - length * DAY_MS))}&to=${shopDay(new Date(end))}`;
    };
    /**
     * Another sort, filter, search and page each call: a page link is made up (any key and id make a
     * valid keyset position), so most requests start somewhere in the middle of the list.
     */
    const receivablesFilter = () => {
      const sorts = ["outstanding", "overdue", "oldest", "limit-used", "name"] as const;
      const sort = sorts[Math.floor(random() * sorts.length)] ?? "outstanding";
      const params = new URLSearchParams({ sort, limit: "50" });
      const show = ["all", "overdue", "over-90", "over-limit"][Math.floor(random() * 4)] ?? "all";
      if (show !== "all") params.set("show", show);
      if (random() < 0.3) params.set("search", String(1 + Math.floor(random() * 999)));
      if (random() < 0.7) {
        const k =
          sort === "name"
            ? `lights ${Math.floor(random() * CUSTOMERS)}`
            : sort === "limit-used"
              ? Math.round(random() * 2000) / 10
              : sort === "oldest"
                ? Math.floor(random() * 700)
                : Math.floor(random() * 5_000_000);
        const id = Math.floor(random() * CUSTOMERS);
        params.set("cursor", Buffer.from(JSON.stringify({ k, id }), "utf8").toString("base64url"));
      }
      return params.toString();
    };
    const scenarios: { name: string; next: () => string }[] = [
      ...SALES_GROUPINGS.map((groupBy) => ({
        name: `sales by ${groupBy}`,
        next: () => `/v1/admin/reports/sales?groupBy=${groupBy}&${period(groupBy === "day" ? 91 : 365)}`,
      })),
      { name: "top buyers", next: () => `/v1/admin/reports/sales?groupBy=buyer&limit=10&${period(365)}` },
      { name: "collections by month", next: () => `/v1/admin/reports/collections?${period(365)}` },
      { name: "not sold in 90 days", next: () => "/v1/admin/reports/unsold-products" },
      { name: "receivables list", next: () => `/v1/admin/receivables?${receivablesFilter()}` },
    ];
    console.info(`load before: ${loadAverage().join(" ")}`);
    console.info(
      `| report (first page, a new period each request) | requests | req/s | p50 ms | p95 ms | max ms | non-2xx |`,
    );
    console.info(`|---|--:|--:|--:|--:|--:|--:|`);
    // BENCH_SCENARIOS=receivables runs only the scenarios whose name contains it.
    const only = process.env.BENCH_SCENARIOS;
    for (const scenario of scenarios.filter((s) => !only || s.name.includes(only))) {
      const latencies: number[] = [];
      let failed = 0;
      const until = Date.now() + DURATION_S * 1000;
      const worker = async () => {
        while (Date.now() < until) {
          const t0 = performance.now();
          const res = await fetch(`http://127.0.0.1:${port}${scenario.next()}`, { headers });
          await res.arrayBuffer();
          latencies.push(performance.now() - t0);
          if (!res.ok) failed += 1;
        }
      };
      await Promise.all(Array.from({ length: CONNECTIONS }, worker));
      latencies.sort((a, b) => a - b);
      const ms = (v: number) => v.toFixed(0);
      console.info(
        `| ${scenario.name} | ${latencies.length} | ${(latencies.length / DURATION_S).toFixed(1)} | ${ms(percentile(latencies, 50))} | ${ms(percentile(latencies, 95))} | ${ms(latencies.at(-1) ?? 0)} | ${failed} |`,
      );
    }
    console.info(`load after: ${loadAverage().join(" ")}`);
    await app.close();
  } finally {
    await handle.close();
    // BENCH_KEEP_DATABASE=1 leaves the seeded database for EXPLAIN ANALYZE afterwards.
    if (process.env.BENCH_KEEP_DATABASE === "1") console.info(`kept ${databaseUrl}`);
    else await dropDatabase();
    await rm(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
