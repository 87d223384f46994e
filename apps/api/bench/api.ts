import { type ChildProcess, spawn } from "node:child_process";
import { mkdir, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { REPO_ROOT } from "../src/env";

/**
 * `npm run bench:api`: the catalogue calls under load, against the real server started as a child
 * process on a free loopback port, on PGlite (a data folder of its own, seeded once and reused) and, when
 * BENCH_DATABASE_URL is set, on PostgreSQL; plus a bare Fastify hello-world for scale.
 *
 *   BENCH_PRODUCTS      catalogue size (100000)
 *   BENCH_DURATION      seconds per scenario (10)
 *   BENCH_CONNECTIONS   concurrent connections (50)
 *   BENCH_DATABASE_URL  postgres://… to measure PostgreSQL too (seeded on first use when empty)
 *   BENCH_ONLY          comma-separated targets to run: hello, pglite, pg
 *   BENCH_CACHE_SECONDS the API's CATALOGUE_CACHE_SECONDS (60, as deployed); 0 measures every request's SQL
 */

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const CACHE_SECONDS = process.env.BENCH_CACHE_SECONDS ?? "60";
/** Each scenario stops at this many requests even if the time is not up. */
const MAX_REQUESTS = 200_000;
/** Seeding 100,000 products with their pictures takes minutes on a small machine. */
const READY_TIMEOUT_MS = 45 * 60 * 1000;
const HOST = "127.0.0.1";
const WEBSITE_HEADERS = { website: "wholesale" };

const serverEntry = fileURLToPath(new URL("../src/server.ts", import.meta.url));
const helloEntry = fileURLToPath(new URL("./hello-server.ts", import.meta.url));

interface ScenarioResult {
  target: string;
  scenario: string;
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  non2xx: number;
  errors: number;
}

interface Scenario {
  name: string;
  paths: string[];
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, HOST, () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function startChild(entry: string, env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, ["--import", "tsx", entry], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "inherit", "inherit"],
  });
  child.once("exit", (code, signal) => {
    if (code !== 0 && signal === null) console.error(`${entry} exited with code ${code}`);
  });
  return child;
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 30_000);
  await exited;
  clearTimeout(timer);
}

async function waitUntilReady(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the server exited (code ${child.exitCode}) before it was ready`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // Not listening yet: migrations or the seed are still running.
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`${url} not ready after ${READY_TIMEOUT_MS / 60_000} minutes`);
}

// Nearest-rank percentile of the recorded latencies (autocannon's own summary stops at p97.5).
function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? 0;
}

async function run(target: string, base: string, scenario: Scenario): Promise<ScenarioResult> {
  const latencies: number[] = [];
  // A short warm-up so that the first measured second is not the JIT's and the caches' first second.
  await autocannon({
    url: base,
    connections: Math.min(CONNECTIONS, 10),
    amount: 200,
    headers: WEBSITE_HEADERS,
    requests: scenario.paths.map((path) => ({ method: "GET", path })),
  });
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections: CONNECTIONS,
        duration: DURATION_S,
        maxOverallRequests: MAX_REQUESTS,
        headers: WEBSITE_HEADERS,
        requests: scenario.paths.map((path) => ({ method: "GET", path })),
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on("response", (_client, _status, _bytes, responseTime) => {
      latencies.push(responseTime);
    });
  });
  latencies.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    target,
    scenario: scenario.name,
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.total / result.duration),
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

interface Envelope<T> {
  ok: boolean;
  data: T;
}

async function getData<T>(base: string, path: string): Promise<T> {
  const res = await fetch(`${base}${path}`, { headers: WEBSITE_HEADERS });
  const body = (await res.json()) as Envelope<T>;
  if (!body.ok) throw new Error(`${path} answered ${res.status}`);
  return body.data;
}

/** Reads real ids, slugs and values from the running API so every scenario asks for things that exist. */
async function scenariosFor(base: string): Promise<{ scenarios: Scenario[]; products: number }> {
  const categories = await getData<{ id: number; url: string }[]>(base, "/v1/category");
  const chandeliers = categories.find((c) => c.url === "Chandeliers") ?? categories[0];
  if (!chandeliers) throw new Error("no categories: is the database seeded?");
  const page = await getData<{ items: { websites: { slug: string }[]; sku: string }[]; total: number }>(
    base,
    "/v1/product?limit=100&sort=newest",
  );
  const filters = await getData<{ filters: { type: string; slug: string; items?: { value: string }[] }[] }>(
    base,
    `/v1/product/filters?categories=${chandeliers.id}`,
  );
  const facetValues = (slug: string) =>
    filters.filters.find((f) => f.slug === slug)?.items?.map((i) => i.value) ?? [];
  const brands = facetValues("brand").slice(0, 4);
  const finishes = facetValues("finish").slice(0, 3);
  const slugs = page.items.flatMap((p) => p.websites.map((w) => w.slug)).slice(0, 50);
  const skus = page.items.map((p) => p.sku).slice(0, 5);
  const typed = ["chand", "brass", "pend", "wall", "gold", "crysta", "lante", "chandelir", ...skus];

  const scenarios: Scenario[] = [
    // Twenty pages, each category, a dozen filter combinations: not one answer asked for again and again.
    {
      name: "list pages 1-20",
      paths: Array.from({ length: 20 }, (_, i) => `/v1/product?limit=12&skip=${i * 12}`),
    },
    {
      name: "category",
      paths: categories.map((c) => `/v1/product?categories=${c.id}&limit=12`),
    },
    {
      name: "attribute filter",
      paths: brands.flatMap((brand) =>
        finishes.map(
          (finish) =>
            `/v1/product?categories=${chandeliers.id}&attributes=${encodeURIComponent(`brand:${brand}`)}` +
            `&attributes=${encodeURIComponent(`finish:${finish}`)}&limit=12`,
        ),
      ),
    },
    { name: "facets (filters)", paths: [`/v1/product/filters?categories=${chandeliers.id}`] },
    {
      name: "search",
      paths: ["brass chandelier", "crystal wall light", "chandelir", "outdoor lantern"].map(
        (q) => `/v1/product?search=${encodeURIComponent(q)}&limit=12`,
      ),
    },
    {
      name: "suggestions",
      paths: typed.map((q) => `/v1/product/suggestions?search=${encodeURIComponent(q)}&limit=5`),
    },
    { name: "product by slug", paths: slugs.map((slug) => `/v1/product/${encodeURIComponent(slug)}`) },
  ];
  return { scenarios, products: page.total };
}

function printTable(rows: readonly ScenarioResult[]): void {
  const header = [
    "target",
    "scenario",
    "req/s",
    "p50 ms",
    "p95 ms",
    "p99 ms",
    "requests",
    "non-2xx",
    "errors",
  ];
  const lines = rows.map((r) => [
    r.target,
    r.scenario,
    String(r.requestsPerSecond),
    String(r.p50),
    String(r.p95),
    String(r.p99),
    String(r.requests),
    String(r.non2xx),
    String(r.errors),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? "").length)));
  const format = (cells: readonly string[]) =>
    `| ${cells.map((c, i) => (i < 2 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join(" | ")} |`;
  console.log(format(header));
  console.log(
    `|${widths.map((w, i) => (i < 2 ? `${"-".repeat(w + 1)}-` : `${"-".repeat(w + 1)}:`)).join("|")}|`,
  );
  for (const line of lines) console.log(format(line));
}

async function benchApi(
  target: string,
  extraEnv: Record<string, string>,
): Promise<{ rows: ScenarioResult[]; products: number }> {
  const port = await freePort();
  const base = `http://${HOST}:${port}`;
  console.log(`\n[${target}] starting the API on ${base} (first start seeds ${PRODUCTS} products)…`);
  const child = startChild(serverEntry, {
    NODE_ENV: "production",
    API_PORT: String(port),
    HOST,
    SEED_PRODUCTS: String(PRODUCTS),
    LOG_LEVEL: "warn",
    JWT_SECRET: "bench-only-secret-not-used-for-anything-real",
    CATALOGUE_CACHE_SECONDS: CACHE_SECONDS,
    ...extraEnv,
  });
  try {
    await waitUntilReady(`${base}/readyz`, child);
    const { scenarios, products } = await scenariosFor(base);
    if (products !== PRODUCTS) {
      console.warn(
        `[${target}] the database holds ${products} products, not ${PRODUCTS}: figures are for ${products}.`,
      );
    }
    const rows: ScenarioResult[] = [];
    for (const scenario of scenarios) {
      const row = await run(target, base, scenario);
      console.log(`[${target}] ${scenario.name}: ${row.requestsPerSecond} req/s, p95 ${row.p95} ms`);
      rows.push(row);
    }
    return { rows, products };
  } finally {
    await stopChild(child);
  }
}

async function benchHello(): Promise<ScenarioResult> {
  const port = await freePort();
  const child = startChild(helloEntry, { API_PORT: String(port) });
  try {
    await waitUntilReady(`http://${HOST}:${port}/hello`, child);
    return await run("fastify", `http://${HOST}:${port}`, { name: "hello world", paths: ["/hello"] });
  } finally {
    await stopChild(child);
  }
}

async function main(): Promise<void> {
  const only = new Set((process.env.BENCH_ONLY ?? "hello,pglite,pg").split(",").map((s) => s.trim()));
  const rows: ScenarioResult[] = [];
  const catalogue: Record<string, number> = {};

  if (only.has("hello")) rows.push(await benchHello());
  if (only.has("pglite")) {
    const dataDir = join(REPO_ROOT, "data", `bench-pglite-${PRODUCTS}`);
    const result = await benchApi("pglite", { DATA_DIR: dataDir, DATABASE_URL: "" });
    rows.push(...result.rows);
    catalogue.pglite = result.products;
  }
  const pgUrl = process.env.BENCH_DATABASE_URL;
  if (only.has("pg") && pgUrl) {
    const dataDir = join(REPO_ROOT, "data", "bench-pg-storage");
    const result = await benchApi("postgres", { DATA_DIR: dataDir, DATABASE_URL: pgUrl });
    rows.push(...result.rows);
    catalogue.postgres = result.products;
  } else if (only.has("pg")) {
    console.log("\nBENCH_DATABASE_URL is not set: PostgreSQL skipped.");
  }

  console.log(
    `\n${CONNECTIONS} connections, ${DURATION_S} s per scenario, loopback, catalogue cache ${CACHE_SECONDS} s:\n`,
  );
  printTable(rows);

  const outDir = join(REPO_ROOT, "bench-results");
  await mkdir(outDir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const file = join(outDir, `api-${stamp}.json`);
  await writeFile(
    file,
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        connections: CONNECTIONS,
        durationSeconds: DURATION_S,
        catalogueCacheSeconds: Number(CACHE_SECONDS),
        products: catalogue,
        node: process.version,
        results: rows,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`\nWritten to ${file}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
