import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import http from "node:http";
import { cpus } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { eq, sql } from "drizzle-orm";
import { openDatabase, queryRows } from "../src/db/client";
import { addresses, customerGroups, customers, websites } from "../src/db/schema";
import { REPO_ROOT } from "../src/env";
import { signCustomerToken } from "../src/lib/jwt";
import { loadAverage, percentile, seededRandom, stopChild, waitUntilReady } from "./common";

/**
 * `npm run bench:orders`: placing orders, measured from outside over HTTP, on PostgreSQL. API processes
 * that serve requests only (PROCESS_ROLE=api) take the orders; one worker process (PROCESS_ROLE=worker)
 * renders the GST documents behind them. Every order is new: its own buyer (drawn from a pool of
 * buyers with an address each), its own cart of 1 to 4 products drawn from the whole catalogue, its own
 * Idempotency-Key. The catalogue's long tail (every request a new question) is measured alone and again
 * while orders pour in.
 *
 *   BENCH_DATABASE_URL   postgres://… (required); migrated and seeded on first use by the worker
 *   BENCH_PRODUCTS       catalogue size when seeding (12000)
 *   BENCH_API_PROCESSES  API processes taking orders, round robin (1)
 *   BENCH_PORT_BASE      the worker listens here, the API processes on the next ports (4340)
 *   BENCH_SEQUENTIAL     orders placed one at a time (300)
 *   BENCH_CONCURRENCY    orders in flight at once in the second phase (20)
 *   BENCH_DURATION       seconds of the concurrent phase and of each catalogue phase (20)
 *   BENCH_BUYERS         buyers in the pool (2000)
 *   BENCH_CATALOGUE_CONNECTIONS  catalogue requests in flight (4)
 *   BENCH_PROFILE        a folder: the API processes write V8 CPU profiles there (--cpu-prof)
 *
 * The machine's load average is written beside each figure.
 */

const DATABASE_URL = process.env.BENCH_DATABASE_URL;
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 12_000);
const API_PROCESSES = Number(process.env.BENCH_API_PROCESSES ?? 1);
const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 4340);
const SEQUENTIAL = Number(process.env.BENCH_SEQUENTIAL ?? 300);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 20);
const BUYERS = Number(process.env.BENCH_BUYERS ?? 2000);
const CATALOGUE_CONNECTIONS = Number(process.env.BENCH_CATALOGUE_CONNECTIONS ?? 4);
const HOST = "127.0.0.1";
const JWT_SECRET = "bench-only-secret-not-used-for-anything-real";
const READY_TIMEOUT_MS = 30 * 60 * 1000;

const serverEntry = fileURLToPath(new URL("../src/server.ts", import.meta.url));

interface Phase {
  phase: string;
  concurrency: number;
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  failures: number;
  load: number[];
  note?: string;
}

function startServer(role: "api" | "worker", port: number): ChildProcess {
  const profile = role === "api" && process.env.BENCH_PROFILE;
  const flags = profile ? ["--cpu-prof", `--cpu-prof-dir=${profile}`] : [];
  // The worker's renders wait for the API's requests (nice 10), as a worker on a machine of its own
  // would never take the API's processor: the figures are the API's, the documents follow behind.
  const command = role === "worker" ? "nice" : process.execPath;
  const args = [...flags, "--import", "tsx", serverEntry];
  const child = spawn(command, role === "worker" ? ["-n", "10", process.execPath, ...args] : args, {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PROCESS_ROLE: role,
      API_PORT: String(port),
      HOST,
      DATABASE_URL: DATABASE_URL ?? "",
      DATA_DIR: join(REPO_ROOT, "data", "bench-orders"),
      PUBLIC_WEB_URL: "https://bench.roshnilighting.example",
      SEED_DEMO_CATALOGUE: "true",
      SEED_PRODUCTS: String(PRODUCTS),
      LOG_LEVEL: "warn",
      JWT_SECRET,
      RATE_LIMIT_ENABLED: "false",
      JOB_POLL_SECONDS: "0.5",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  child.once("exit", (code, signal) => {
    if (code !== 0 && signal === null)
      console.error(`the ${role} process on ${port} exited with code ${code}`);
  });
  return child;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/** One request over a kept-alive connection: status and milliseconds. */
function request(
  port: number,
  method: "GET" | "POST",
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number; ms: number; text: string }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: HOST,
        port,
        method,
        path,
        agent,
        headers: {
          website: "wholesale",
          ...headers,
          ...(body ? { "content-type": "application/json", "content-length": Buffer.byteLength(body) } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            ms: performance.now() - started,
            text: Buffer.concat(chunks).toString("utf8"),
          }),
        );
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    if (body) req.write(body);
    req.end();
  });
}

interface Buyer {
  token: string;
  addressId: number;
}

interface Orderable {
  id: number;
  moq: number;
}

type Db = Awaited<ReturnType<typeof openDatabase>>["db"];

/** Buyers written straight to the tables (no password hashing: signing in is not what is measured). */
async function buyersFor(db: Db, runId: string): Promise<Buyer[]> {
  const [site] = await db.select({ id: websites.id }).from(websites).where(eq(websites.code, "wholesale"));
  const [group] = await db
    .select({ id: customerGroups.id })
    .from(customerGroups)
    .where(eq(customerGroups.isDefault, true));
  if (!site || !group)
    throw new Error("the shop's website or default group is missing: is the database seeded?");
  const rows = await db
    .insert(customers)
    .values(
      Array.from({ length: BUYERS }, (_, i) => ({
        websiteId: site.id,
        customerGroupId: group.id,
        name: `Bench Buyer ${i + 1}`,
        email: `bench-${runId}-${i + 1}@example.in`,
        phone: "+919811122233",
        passwordHash: "not-a-hash",
        tokensValidAfter: new Date(Date.now() - 60_000),
      })),
    )
    .returning({ id: customers.id });
  const states = ["Delhi", "Maharashtra", "Karnataka", "Uttar Pradesh", "Haryana"];
  const written = await db
    .insert(addresses)
    .values(
      rows.map((row, i) => ({
        customerId: row.id,
        name: `Bench Buyer ${i + 1}`,
        phone: "+919811122233",
        company: i % 3 === 0 ? `Bench Lights ${i + 1}` : null,
        line1: `${i + 1}, Market Road`,
        city: "Delhi",
        state: states[i % states.length] ?? "Delhi",
        pincode: "110006",
        isDefault: true,
      })),
    )
    .returning({ id: addresses.id, customerId: addresses.customerId });
  const addressOf = new Map(written.map((a) => [a.customerId, a.id]));
  return Promise.all(
    rows.map(async (row) => ({
      token: await signCustomerToken(JWT_SECRET, { customerId: row.id, websiteId: site.id }, 24 * 3600),
      addressId: addressOf.get(row.id) ?? 0,
    })),
  );
}

async function orderablesOf(db: Db): Promise<Orderable[]> {
  const rows = await queryRows<{ id: number; moq: number; stock: number }>(
    db,
    sql`select p.id, p.minimum_quantity as moq, p.stock from products p
        join product_websites pw on pw.product_id = p.id and pw.visible
        join websites w on w.id = pw.website_id and w.code = 'wholesale'`,
  );
  // A product below its minimum only sells from stock; keep those that can always be ordered.
  return rows
    .filter((r) => r.stock >= r.moq || r.moq <= 1)
    .map((r) => ({ id: r.id, moq: Math.max(1, r.moq) }));
}

async function catalogueQuestions(db: Db): Promise<() => string> {
  const titles = await queryRows<{ title: string }>(db, sql`select title from products order by id`);
  const categories = await queryRows<{ id: number }>(db, sql`select id from categories`);
  const words = [...new Set(titles.flatMap((t) => t.title.toLowerCase().match(/[a-z]{3,}/g) ?? []))];
  const random = seededRandom(20261126);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const sorts = ["default", "price_asc", "price_desc", "name_asc", "newest"];
  const seen = new Set<string>();
  const make = () => {
    switch (Math.floor(random() * 4)) {
      case 0:
        return `/v1/product?search=${encodeURIComponent(`${pick(words)} ${pick(words)}`)}&limit=12`;
      case 1: {
        const word = pick(words);
        return `/v1/product/suggestions?search=${encodeURIComponent(word.slice(0, 3 + Math.floor(random() * 3)))}&limit=5`;
      }
      case 2:
        return `/v1/product/filters?search=${encodeURIComponent(pick(words))}`;
      default:
        return `/v1/product?categories=${pick(categories).id}&sort=${pick(sorts)}&limit=12&skip=${12 * Math.floor(random() * 40)}`;
    }
  };
  return () => {
    for (let attempt = 0; ; attempt++) {
      const path = make();
      if (!seen.has(path) || attempt > 50) {
        seen.add(path);
        return path;
      }
    }
  };
}

const tenths = (ms: number) => Math.round(ms * 10) / 10;

function summarise(
  phase: string,
  concurrency: number,
  latencies: number[],
  seconds: number,
  failures: number,
  load: number[],
): Phase {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    phase,
    concurrency,
    requests: latencies.length,
    perSecond: Math.round((latencies.length / seconds) * 10) / 10,
    p50: tenths(percentile(sorted, 50)),
    p95: tenths(percentile(sorted, 95)),
    p99: tenths(percentile(sorted, 99)),
    max: tenths(percentile(sorted, 100)),
    failures,
    load,
  };
}

async function main(): Promise<void> {
  if (!DATABASE_URL)
    throw new Error("Set BENCH_DATABASE_URL=postgres://… (a database of its own: it is seeded)");
  const loadAtStart = loadAverage();
  console.log(`Load average at start: ${loadAtStart.join(" ")} on ${cpus().length} cores.`);
  const children: ChildProcess[] = [];
  const handle = await openDatabase({ databaseUrl: DATABASE_URL, poolSize: 4 });
  const phases: Phase[] = [];
  let renderBacklog = { afterConcurrent: 0, drainedInSeconds: 0 };
  try {
    // The worker first: its start migrates and seeds an empty database.
    console.log("Starting the worker (first start seeds the catalogue)…");
    const worker = startServer("worker", PORT_BASE);
    children.push(worker);
    // A worker is never ready by design (it takes no shop traffic): it is waited for on /healthz.
    await waitUntilReady(`http://${HOST}:${PORT_BASE}/healthz`, worker, READY_TIMEOUT_MS);
    const apiPorts = Array.from({ length: API_PROCESSES }, (_, i) => PORT_BASE + 1 + i);
    for (const port of apiPorts) {
      const child = startServer("api", port);
      children.push(child);
      await waitUntilReady(`http://${HOST}:${port}/readyz`, child, READY_TIMEOUT_MS);
    }
    const { db } = handle;
    const runId = randomUUID().slice(0, 8);
    const buyers = await buyersFor(db, runId);
    const orderables = await orderablesOf(db);
    const [{ n: productCount } = { n: 0 }] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from products`,
    );
    console.log(`${productCount} products, ${orderables.length} orderable, ${buyers.length} buyers.`);
    const random = seededRandom(4242);
    let nextBuyer = 0;
    let nextPort = 0;
    let serial = 0;
    const failures: string[] = [];

    /** One new order: the next buyer, a new cart, a new key. */
    const placeOne = async (): Promise<number | null> => {
      const buyer = buyers[nextBuyer++ % buyers.length] as Buyer;
      const port = apiPorts[nextPort++ % apiPorts.length] as number;
      const lines = 1 + Math.floor(random() * 4);
      const chosen = new Map<number, number>();
      while (chosen.size < lines) {
        const product = orderables[Math.floor(random() * orderables.length)] as Orderable;
        chosen.set(product.id, product.moq + Math.floor(random() * 3));
      }
      serial += 1;
      const body = JSON.stringify({
        items: [...chosen].map(([productId, quantity]) => ({ productId, quantity })),
        addressId: buyer.addressId,
        toPayShipping: random() < 0.3,
        paymentMethod: "bank-transfer",
      });
      const res = await request(
        port,
        "POST",
        "/v1/order",
        { authorization: `Bearer ${buyer.token}`, "idempotency-key": `bench-${runId}-${serial}` },
        body,
      );
      if (res.status !== 201) {
        if (failures.length < 5) failures.push(`${res.status} ${res.text.slice(0, 300)}`);
        return null;
      }
      return res.ms;
    };

    const pendingRenders = async (): Promise<number> => {
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from pgboss.job
            where name = 'document.render' and state in ('created', 'retry', 'active')`,
      );
      return row?.n ?? 0;
    };
    const waitForRenders = async (): Promise<number> => {
      const started = performance.now();
      while ((await pendingRenders()) > 0) await new Promise((resolve) => setTimeout(resolve, 250));
      return (performance.now() - started) / 1000;
    };

    // Warm-up: the JIT, the pools, the prepared statements.
    for (let i = 0; i < 30; i++) await placeOne();
    await waitForRenders();

    {
      const latencies: number[] = [];
      let failed = 0;
      const load = loadAverage();
      const started = performance.now();
      for (let i = 0; i < SEQUENTIAL; i++) {
        const ms = await placeOne();
        if (ms === null) failed += 1;
        else latencies.push(ms);
      }
      phases.push(
        summarise("orders, one at a time", 1, latencies, (performance.now() - started) / 1000, failed, load),
      );
      console.log(phases.at(-1));
    }
    await waitForRenders();

    /** `connections` loops each doing `work` one after another for DURATION_S seconds. */
    const pour = async (connections: number, work: () => Promise<number | null>) => {
      const latencies: number[] = [];
      let failed = 0;
      const deadline = performance.now() + DURATION_S * 1000;
      const started = performance.now();
      await Promise.all(
        Array.from({ length: connections }, async () => {
          while (performance.now() < deadline) {
            const ms = await work();
            if (ms === null) failed += 1;
            else latencies.push(ms);
          }
        }),
      );
      return { latencies, failed, seconds: (performance.now() - started) / 1000 };
    };

    {
      const load = loadAverage();
      const { latencies, failed, seconds } = await pour(CONCURRENCY, placeOne);
      phases.push(
        summarise(`orders, ${CONCURRENCY} at a time`, CONCURRENCY, latencies, seconds, failed, load),
      );
      console.log(phases.at(-1));
      renderBacklog = { afterConcurrent: await pendingRenders(), drainedInSeconds: 0 };
      renderBacklog.drainedInSeconds = Math.round((await waitForRenders()) * 10) / 10;
      console.log(
        `Documents waiting for the worker after the phase: ${renderBacklog.afterConcurrent}, rendered in ${renderBacklog.drainedInSeconds} s.`,
      );
    }

    const nextQuestion = await catalogueQuestions(db);
    const askCatalogue = async (): Promise<number | null> => {
      const port = apiPorts[nextPort++ % apiPorts.length] as number;
      const res = await request(port, "GET", nextQuestion(), {});
      if (res.status !== 200) {
        if (failures.length < 10) failures.push(`catalogue ${res.status} ${res.text.slice(0, 200)}`);
        return null;
      }
      return res.ms;
    };
    {
      const load = loadAverage();
      const { latencies, failed, seconds } = await pour(CATALOGUE_CONNECTIONS, askCatalogue);
      phases.push(
        summarise("catalogue long tail, alone", CATALOGUE_CONNECTIONS, latencies, seconds, failed, load),
      );
      console.log(phases.at(-1));
    }
    {
      const load = loadAverage();
      const [catalogue, placed] = await Promise.all([
        pour(CATALOGUE_CONNECTIONS, askCatalogue),
        pour(CONCURRENCY, placeOne),
      ]);
      phases.push(
        summarise(
          `catalogue long tail, orders ${CONCURRENCY} at a time beside`,
          CATALOGUE_CONNECTIONS,
          catalogue.latencies,
          catalogue.seconds,
          catalogue.failed,
          load,
        ),
      );
      phases.push(
        summarise(
          `orders, ${CONCURRENCY} at a time, catalogue beside`,
          CONCURRENCY,
          placed.latencies,
          placed.seconds,
          placed.failed,
          load,
        ),
      );
      console.log(phases.at(-2), phases.at(-1));
      await waitForRenders();
    }
    if (failures.length > 0) console.log("First failures:", failures);

    const loadAtEnd = loadAverage();
    console.log(
      `\nPostgreSQL, ${productCount} products, ${API_PROCESSES} API process(es) + 1 worker, ${cpus().length} cores; ` +
        `load average ${loadAtStart.join(" ")} at the start, ${loadAtEnd.join(" ")} at the end:\n`,
    );
    console.log(
      "| phase | in flight | requests | per s | p50 ms | p95 ms | p99 ms | max ms | failed | load 1m |",
    );
    console.log("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
    for (const p of phases) {
      console.log(
        `| ${p.phase} | ${p.concurrency} | ${p.requests} | ${p.perSecond} | ${p.p50} | ${p.p95} | ${p.p99} | ${p.max} | ${p.failures} | ${p.load[0]} |`,
      );
    }
    console.log(
      `\nDocuments waiting for the worker after the ${CONCURRENCY}-at-a-time phase: ${renderBacklog.afterConcurrent}, all rendered ${renderBacklog.drainedInSeconds} s later.`,
    );
    const outDir = join(REPO_ROOT, "bench-results");
    await mkdir(outDir, { recursive: true });
    const file = join(outDir, `orders-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
    await writeFile(
      file,
      `${JSON.stringify(
        {
          date: new Date().toISOString(),
          products: productCount,
          apiProcesses: API_PROCESSES,
          cores: cpus().length,
          node: process.version,
          loadAverage: { start: loadAtStart, end: loadAtEnd },
          renderBacklog,
          phases,
        },
        null,
        2,
      )}\n`,
    );
    console.log(`Written to ${file}`);
  } finally {
    for (const child of children.reverse()) await stopChild(child);
    await handle.close();
    agent.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
