import { type ChildProcess, spawn } from "node:child_process";
import { mkdir, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { cpus } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { REPO_ROOT } from "../src/env";
import { loadAverage, percentile, seededRandom, stopChild, waitUntilReady } from "./common";

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
 *   BENCH_SETS          comma-separated scenario sets: repeated (a few dozen paths, what the minute's cache
 *                       serves), longtail (every request a new query); both by default
 *   BENCH_LONG_TAIL_CONNECTIONS  connection counts the long-tail set runs at ("1,50")
 *   BENCH_API_URL       measure an API already running there (e.g. under a profiler) instead of starting one
 *   BENCH_SCENARIOS     comma-separated parts of scenario names to run (e.g. "deep,suggestions")
 *   BENCH_PORT          the port the servers listen on, one after the other (a free one by default)
 *
 * Every figure is also given as a ratio to the hello-world measured in the same run at the same number
 * of connections, and the machine's load average is written beside each target's figures.
 */

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const CACHE_SECONDS = process.env.BENCH_CACHE_SECONDS ?? "60";
const SETS = new Set((process.env.BENCH_SETS ?? "repeated,longtail").split(",").map((s) => s.trim()));
const LONG_TAIL_CONNECTIONS = (process.env.BENCH_LONG_TAIL_CONNECTIONS ?? "1,50")
  .split(",")
  .map((s) => Number(s.trim()))
  .filter((n) => Number.isInteger(n) && n > 0);
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
  connections: number;
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p975: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** Distinct paths asked for during the measured run (a long-tail scenario: every request). */
  distinctPaths: number;
  /** The 1-, 5- and 15-minute load averages when the scenario started. */
  load: number[];
}

/** A fixed list of paths taken in turn, or a generator giving every request a path of its own. */
interface Scenario {
  name: string;
  paths?: string[];
  next?: () => string;
  connections?: number;
}

function freePort(): Promise<number> {
  // On a shared machine each person benchmarks on a port of their own; the servers run one at a time.
  if (process.env.BENCH_PORT) return Promise.resolve(Number(process.env.BENCH_PORT));
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

async function run(target: string, base: string, scenario: Scenario): Promise<ScenarioResult> {
  const connections = scenario.connections ?? CONNECTIONS;
  const latencies: number[] = [];
  const asked = new Set<string>();
  const requests = (measure: boolean): autocannon.Request[] =>
    scenario.next
      ? [
          {
            method: "GET",
            setupRequest: (request) => {
              const path = (scenario.next as () => string)();
              if (measure) asked.add(path);
              return { ...request, path };
            },
          },
        ]
      : (scenario.paths ?? []).map((path) => ({ method: "GET", path }));
  // A short warm-up so that the first measured second is not the JIT's and the caches' first second.
  await autocannon({
    url: base,
    connections: Math.min(connections, 10),
    amount: 200,
    headers: WEBSITE_HEADERS,
    requests: requests(false),
  });
  const load = loadAverage();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections,
        duration: DURATION_S,
        maxOverallRequests: MAX_REQUESTS,
        headers: WEBSITE_HEADERS,
        requests: requests(true),
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
    connections,
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.total / result.duration),
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p975: round(percentile(latencies, 97.5)),
    p99: round(percentile(latencies, 99)),
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    distinctPaths: scenario.next ? asked.size : new Set(scenario.paths).size,
    load,
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

/** A small seeded generator, so two runs ask the same sequence of questions. */

/** One typing slip: a letter dropped, doubled, swapped with the next, or replaced. */
function misspell(word: string, random: () => number): string {
  const at = 1 + Math.floor(random() * (word.length - 2));
  const letters = "aeiourstnl";
  switch (Math.floor(random() * 4)) {
    case 0:
      return word.slice(0, at) + word.slice(at + 1);
    case 1:
      return word.slice(0, at) + (word[at] ?? "") + word.slice(at);
    case 2:
      return word.slice(0, at) + (word[at + 1] ?? "") + (word[at] ?? "") + word.slice(at + 2);
    default:
      return word.slice(0, at) + (letters[Math.floor(random() * letters.length)] ?? "e") + word.slice(at + 1);
  }
}

/**
 * The long tail: every request a question not asked before in the run, drawn from the catalogue's own
 * words (product titles, category titles and attribute values read through the API): whole words,
 * prefixes of 3 to 6 letters, misspellings and two-word queries; random category and attribute
 * combinations; random sorts; pages deep into a category.
 */
async function longTailScenarios(base: string): Promise<Scenario[]> {
  const categories = await getData<{ id: number; title: string }[]>(base, "/v1/category");
  const first = await getData<{ total: number }>(base, "/v1/product?limit=1");
  const titles: string[] = [];
  const pages = Math.min(40, Math.ceil(first.total / 100));
  for (let i = 0; i < pages; i++) {
    const skip = Math.floor((i * first.total) / pages);
    const page = await getData<{ items: { title: string }[] }>(base, `/v1/product?limit=100&skip=${skip}`);
    titles.push(...page.items.map((p) => p.title));
  }
  const filters = await getData<{ filters: { type: string; slug: string; items?: { value: string }[] }[] }>(
    base,
    "/v1/product/filters",
  );
  const facets = filters.filters
    .filter((f) => f.type === "check" && (f.items?.length ?? 0) > 0)
    .map((f) => ({ slug: f.slug, values: (f.items ?? []).map((i) => i.value) }));
  const texts = [...titles, ...categories.map((c) => c.title), ...facets.flatMap((f) => f.values)];
  const words = [
    ...new Set(
      texts.flatMap((text) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => w.length >= 3),
    ),
  ];
  const letterWords = words.filter((w) => /^[\p{L}]+$/u.test(w));
  const random = seededRandom(20261123);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const sorts = ["default", "price_asc", "price_desc", "name_asc", "name_desc", "newest"];

  const query = (): string => {
    switch (Math.floor(random() * 4)) {
      case 0:
        return pick(words);
      case 1: {
        const word = pick(letterWords.filter((w) => w.length >= 4));
        return word.slice(0, 3 + Math.floor(random() * Math.min(4, word.length - 2)));
      }
      case 2:
        return misspell(pick(letterWords.filter((w) => w.length >= 5)), random);
      default:
        return `${pick(words)} ${pick(words)}`;
    }
  };
  /** Never the same path twice in a run: a question asked again is drawn anew. */
  const fresh = (make: () => string): (() => string) => {
    const seen = new Set<string>();
    return () => {
      for (let attempt = 0; ; attempt++) {
        const path = make();
        if (!seen.has(path) || attempt > 50) {
          seen.add(path);
          return path;
        }
      }
    };
  };
  const attributeParams = (): string => {
    const chosen = [...facets].sort(() => random() - 0.5).slice(0, 1 + Math.floor(random() * 2));
    return chosen
      .flatMap((facet) =>
        Array.from(
          { length: 1 + Math.floor(random() * 2) },
          () => `attributes=${encodeURIComponent(`${facet.slug}:${pick(facet.values)}`)}`,
        ),
      )
      .join("&");
  };
  const categoryTotals = new Map<number, number>();
  for (const c of categories) {
    categoryTotals.set(
      c.id,
      (await getData<{ total: number }>(base, `/v1/product?categories=${c.id}&limit=1`)).total,
    );
  }
  const q = (text: string) => encodeURIComponent(text);
  return [
    {
      name: "long tail: suggestions",
      next: fresh(() => `/v1/product/suggestions?search=${q(query())}&limit=5`),
    },
    {
      name: "long tail: search",
      next: fresh(() => `/v1/product?search=${q(query())}&limit=12`),
    },
    {
      name: "long tail: facets",
      next: fresh(() =>
        random() < 0.5
          ? `/v1/product/filters?search=${q(query())}`
          : `/v1/product/filters?categories=${pick(categories).id}&${attributeParams()}`,
      ),
    },
    {
      name: "long tail: filtered pages",
      next: fresh(
        () =>
          `/v1/product?categories=${pick(categories).id}&${attributeParams()}&sort=${pick(sorts)}&limit=12&skip=${12 * Math.floor(random() * 5)}`,
      ),
    },
    {
      name: "long tail: deep pages",
      next: fresh(() => {
        const category = pick(categories);
        const pagesIn = Math.max(1, Math.floor((categoryTotals.get(category.id) ?? 12) / 12));
        return `/v1/product?categories=${category.id}&sort=${pick(sorts)}&limit=12&skip=${12 * Math.floor(random() * pagesIn)}`;
      }),
    },
  ];
}

function printTable(rows: readonly ScenarioResult[]): void {
  // The hello-world at the same number of connections is the scale: "req/s ÷ hello" is the share of the
  // framework's own rate a scenario keeps, "p97.5 × hello" how many times its p97.5 latency it takes.
  const hello = new Map(rows.filter((r) => r.target === "fastify").map((r) => [r.connections, r]));
  const ratio = (n: number, d: number | undefined) => (d ? (n / d).toFixed(n / d < 0.1 ? 3 : 2) : "-");
  const header = [
    "target",
    "scenario",
    "conn",
    "req/s",
    "p50 ms",
    "p97.5 ms",
    "p99 ms",
    "req/s ÷ hello",
    "p97.5 × hello",
    "distinct",
    "non-2xx",
    "errors",
    "load 1m",
  ];
  const lines = rows.map((r) => [
    r.target,
    r.scenario,
    String(r.connections),
    String(r.requestsPerSecond),
    String(r.p50),
    String(r.p975),
    String(r.p99),
    ratio(r.requestsPerSecond, hello.get(r.connections)?.requestsPerSecond),
    ratio(Math.max(r.p975, 0.1), Math.max(hello.get(r.connections)?.p975 ?? 0, 1)),
    String(r.distinctPaths),
    String(r.non2xx),
    String(r.errors),
    String(r.load[0] ?? ""),
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
  const running = process.env.BENCH_API_URL;
  const port = running ? 0 : await freePort();
  const base = running ?? `http://${HOST}:${port}`;
  console.log(`\n[${target}] ${running ? "measuring" : "starting"} the API on ${base}…`);
  const child = running
    ? null
    : startChild(serverEntry, {
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
    if (child) await waitUntilReady(`${base}/readyz`, child, READY_TIMEOUT_MS);
    const { scenarios, products } = await scenariosFor(base);
    if (products !== PRODUCTS) {
      console.warn(
        `[${target}] the database holds ${products} products, not ${PRODUCTS}: figures are for ${products}.`,
      );
    }
    const planned: Scenario[] = [];
    if (SETS.has("repeated")) planned.push(...scenarios);
    if (SETS.has("longtail")) {
      for (const connections of LONG_TAIL_CONNECTIONS) {
        // Each connection count asks questions of its own: the minute's cache never answers them.
        for (const scenario of await longTailScenarios(base)) planned.push({ ...scenario, connections });
      }
    }
    const rows: ScenarioResult[] = [];
    const wanted = process.env.BENCH_SCENARIOS?.split(",").map((s) => s.trim());
    for (const scenario of planned.filter((p) => !wanted || wanted.some((w) => p.name.includes(w)))) {
      const row = await run(target, base, scenario);
      console.log(
        `[${target}] ${scenario.name} (${row.connections} conn): ${row.requestsPerSecond} req/s, ` +
          `p97.5 ${row.p975} ms, ${row.distinctPaths} distinct paths, load ${row.load.join(" ")}`,
      );
      rows.push(row);
    }
    return { rows, products };
  } finally {
    if (child) await stopChild(child);
  }
}

async function benchHello(connectionCounts: readonly number[]): Promise<ScenarioResult[]> {
  const port = await freePort();
  const child = startChild(helloEntry, { API_PORT: String(port) });
  try {
    await waitUntilReady(`http://${HOST}:${port}/hello`, child, READY_TIMEOUT_MS);
    const rows: ScenarioResult[] = [];
    for (const connections of connectionCounts) {
      rows.push(
        await run("fastify", `http://${HOST}:${port}`, {
          name: "hello world",
          paths: ["/hello"],
          connections,
        }),
      );
    }
    return rows;
  } finally {
    await stopChild(child);
  }
}

async function main(): Promise<void> {
  const only = new Set((process.env.BENCH_ONLY ?? "hello,pglite,pg").split(",").map((s) => s.trim()));
  const rows: ScenarioResult[] = [];
  const catalogue: Record<string, number> = {};
  const loadAtStart = loadAverage();
  console.log(`Load average at start: ${loadAtStart.join(" ")} on ${cpus().length} cores.`);

  const helloConnections = [
    ...new Set([
      ...(SETS.has("repeated") ? [CONNECTIONS] : []),
      ...(SETS.has("longtail") ? LONG_TAIL_CONNECTIONS : []),
    ]),
  ];
  if (only.has("hello")) rows.push(...(await benchHello(helloConnections)));
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
  const loadAtEnd = loadAverage();

  console.log(
    `\n${DURATION_S} s per scenario, loopback, catalogue cache ${CACHE_SECONDS} s, ${cpus().length} cores; ` +
      `load average ${loadAtStart.join(" ")} at the start, ${loadAtEnd.join(" ")} at the end:\n`,
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
        longTailConnections: LONG_TAIL_CONNECTIONS,
        durationSeconds: DURATION_S,
        catalogueCacheSeconds: Number(CACHE_SECONDS),
        products: catalogue,
        node: process.version,
        cores: cpus().length,
        loadAverage: { start: loadAtStart, end: loadAtEnd },
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
