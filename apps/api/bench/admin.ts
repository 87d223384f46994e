import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import { buildApp } from "../src/app";
import { openDatabase } from "../src/db/client";
import { runMigrations } from "../src/db/migrate";
import { staff, staffSessions } from "../src/db/schema";
import { seedDemo } from "../src/db/seed";
import { loadEnv } from "../src/env";
import { signStaffToken } from "../src/lib/jwt";

/**
 * `npm run bench:admin`: the back office's lists under load at 100,000 orders and 20,000 buyers, on the
 * PostgreSQL server of BENCH_DATABASE_URL (a database of its own is created and dropped) or, without it,
 * PGlite in a temporary folder. The API runs in this process; autocannon sends every request with
 * another query (other filters, another search word, a deep page's cursor), so no cache answers them.
 *
 *   BENCH_ORDERS (100000)  BENCH_CUSTOMERS (20000)  BENCH_DURATION (10 s)  BENCH_CONNECTIONS (20)
 *   BENCH_EXPLAIN=1        also print EXPLAIN ANALYZE of every statement slower than BENCH_EXPLAIN_MS (15)
 *   BENCH_SCENARIOS        only the scenarios whose name contains one of these words (comma-separated)
 */
const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 20_000);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const WORDS = [
  "sharma",
  "gupta",
  "lights",
  "electric",
  "decor",
  "mehta",
  "traders",
  "kumar",
  "singh",
  "jain",
];

async function main(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), "roshni-bench-admin-"));
  const serverUrl = process.env.BENCH_DATABASE_URL;
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (serverUrl) {
    const pg = (await import("pg")).default;
    const name = `roshni_bench_admin_${randomBytes(3).toString("hex")}`;
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
    await handle.db.execute(sql`insert into customers (website_id, customer_group_id, name, email, phone, company_name, gstin, password_hash, awaiting_approval, created_at)
      select 1, 1 + (g % 2), initcap(${sql.raw(`(array['${WORDS.join("','")}'])`)}[1 + g % 10]) || ' ' || g,
        'buyer' || g || '@example.in', '+9198' || lpad(g::text, 8, '0'),
        case when g % 3 = 0 then initcap(${sql.raw(`(array['${WORDS.join("','")}'])`)}[1 + (g / 7) % 10]) || ' Lights ' || g end,
        null, 'x', g % 50 = 0, now() - (g || ' minutes')::interval
      from generate_series(1, ${CUSTOMERS}) g`);
    await handle.db.execute(sql`insert into orders (number, website_id, customer_id, status, payment_status, payment_method, address,
        subtotal, totals, total, quantity, amount_paid, created_at, updated_at)
      select 'WL-2026-' || lpad(g::text, 6, '0'), 1, c.id,
        (array['placed','confirmed','packed','dispatched','delivered','cancelled'])[1 + g % 6],
        (array['pending','partially_paid','paid'])[1 + g % 3], 'bank-transfer',
        jsonb_build_object('name','Buyer','phone','+919811122233','company',null,'gstin',null,'line1','1 Road','line2',null,
          'city','Delhi','state','Delhi','pincode','110006','country','IN'),
        100000 + g, '[]'::jsonb, 118000 + g, 1 + g % 20,
        case when g % 3 = 2 then 118000 + g when g % 3 = 1 then 50000 else 0 end,
        now() - (g * 3 || ' minutes')::interval, now()
      from generate_series(1, ${ORDERS}) g
      join customers c on c.id = 1 + (g % (select count(*) from customers))::int`);
    // As autovacuum leaves a live database: statistics, and the visibility map that lets an index
    // answer alone (an index-only scan) without visiting the rows.
    await handle.db.execute(sql`vacuum analyze`);
    console.info(
      `Seeded ${ORDERS} orders and ${CUSTOMERS} buyers in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );

    const env = {
      ...loadEnv({ NODE_ENV: "production", JWT_SECRET: randomBytes(32).toString("hex"), DATA_DIR: dir }),
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

    // Deep cursors: walk 40 pages of 100 to have cursors far down the list.
    const cursors: string[] = [];
    let cursor: string | null = null;
    for (let i = 0; i < 40; i++) {
      const res: { body: string } = await app.inject({
        method: "GET",
        url: `/v1/admin/orders?limit=100${cursor ? `&cursor=${cursor}` : ""}`,
        headers,
      });
      cursor = (JSON.parse(res.body) as { data: { nextCursor: string | null } }).data.nextCursor;
      if (!cursor) break;
      cursors.push(cursor);
    }
    const states = ["placed", "confirmed", "packed", "dispatched", "delivered", "cancelled"];
    const pays = ["pending", "partially_paid", "paid"];
    let n = 0;
    const scenarios: { name: string; next: () => string }[] = [
      { name: "orders: first page", next: () => "/v1/admin/orders" },
      {
        name: "orders: deep page (keyset)",
        next: () => `/v1/admin/orders?cursor=${cursors[n++ % cursors.length]}`,
      },
      {
        name: "orders: state + payment",
        next: () => `/v1/admin/orders?status=${states[n % 6]}&paymentStatus=${pays[n++ % 3]}`,
      },
      { name: "orders: number search", next: () => `/v1/admin/orders?search=${(n++ * 7919) % ORDERS}` },
      {
        name: "orders: buyer search",
        next: () => `/v1/admin/orders?search=${WORDS[n % 10]}%20${(n++ * 31) % 999}`,
      },
      {
        name: "orders: one buyer",
        next: () => `/v1/admin/orders?customerId=${1 + ((n++ * 97) % CUSTOMERS)}`,
      },
      { name: "order detail", next: () => `/v1/admin/orders/${1 + ((n++ * 7919) % ORDERS)}` },
      {
        name: "customers: search",
        next: () => `/v1/admin/customers?search=${WORDS[n % 10]}%20${(n++ * 13) % 2000}`,
      },
      { name: "customers: awaiting approval", next: () => "/v1/admin/customers?awaitingApproval=true" },
      { name: "dashboard", next: () => "/v1/admin/dashboard" },
    ];
    const only = (process.env.BENCH_SCENARIOS ?? "")
      .split(",")
      .map((word) => word.trim())
      .filter((word) => word !== "");
    if (only.length > 0) {
      const kept = scenarios.filter((scenario) => only.some((word) => scenario.name.includes(word)));
      scenarios.splice(0, scenarios.length, ...kept);
    }
    const explainMs = Number(process.env.BENCH_EXPLAIN_MS ?? 15);
    if (process.env.BENCH_EXPLAIN) {
      const client = (
        handle.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }
      ).$client;
      const original = client.query.bind(client);
      const seen: { text: string; values: unknown[] }[] = [];
      client.query = (...args: unknown[]) => {
        const [first, second] = args as [
          string | { text: string; values?: unknown[] },
          unknown[] | undefined,
        ];
        if (typeof first === "string") seen.push({ text: first, values: second ?? [] });
        else if (first && typeof first === "object")
          seen.push({ text: first.text, values: first.values ?? second ?? [] });
        return original(...args);
      };
      for (const scenario of scenarios) {
        seen.length = 0;
        await app.inject({ method: "GET", url: scenario.next(), headers });
        for (const q of [...seen]) {
          // The median of five runs, the first already having warmed the cache.
          const runs: number[] = [];
          for (let i = 0; i < 5; i++) {
            const t0 = performance.now();
            await original(q.text, q.values);
            runs.push(performance.now() - t0);
          }
          runs.sort((a, b) => a - b);
          const ms = Number((runs[2] ?? 0).toFixed(1));
          if (ms >= explainMs) {
            const plan = (await original(`explain analyze ${q.text}`, q.values)) as {
              rows: { "QUERY PLAN": string }[];
            };
            console.info(
              `--- ${scenario.name}: ${ms} ms\n${q.text}\n${plan.rows.map((r) => r["QUERY PLAN"]).join("\n")}`,
            );
          }
        }
      }
      client.query = original;
    }
    console.info(`| scenario | req/s | p50 ms | p97.5 ms | p99 ms | non-2xx |`);
    console.info(`|---|--:|--:|--:|--:|--:|`);
    for (const scenario of scenarios) {
      const result = await autocannon({
        url: `http://127.0.0.1:${port}`,
        connections: CONNECTIONS,
        duration: DURATION_S,
        headers,
        requests: [{ setupRequest: (request) => ({ ...request, path: scenario.next() }) }],
      });
      const latency = result.latency as unknown as Record<string, number>;
      console.info(
        `| ${scenario.name} | ${Math.round(result.requests.average)} | ${latency.p50} | ${latency.p97_5} | ${latency.p99} | ${result.non2xx} |`,
      );
    }
    await app.close();
  } finally {
    await handle.close();
    await dropDatabase();
    await rm(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
