// `npm run bench:web`: Lighthouse (mobile, simulated throttling) on the home, category and product pages
// of the production build, median of 3 runs per page, against an API on the demo catalogue.
//
//   CHROME_PATH        Chromium to drive (/usr/bin/chromium)
//   BENCH_RUNS         runs per page (3); the median run (by performance score) is reported
//   BENCH_BASE_URL     measure a storefront already running instead of starting API and web here
//   BENCH_SKIP_BUILD   1 = reuse the existing `next build` (NEXT_DIST_DIR or .next)
//   BENCH_PRODUCTS     demo catalogue size for the API started here (12000)
//
// Targets: performance ≥ 95, CLS ≤ 0.05, first-load JS ≤ 171 kB gzipped per route (the framework's floor
// + 40 kB, the budget bench/first-load-js.mjs holds every storefront page to).
import { spawn } from "node:child_process";
import { mkdir, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { loadavg } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { firstLoadJs } from "./page-scripts.mjs";

const WEB_DIR = join(dirname(fileURLToPath(import.meta.url)), "..");
const REPO_ROOT = join(WEB_DIR, "..", "..");
const HOST = "127.0.0.1";
const CHROME_PATH = process.env.CHROME_PATH || "/usr/bin/chromium";
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const PRODUCTS = process.env.BENCH_PRODUCTS ?? "12000";
const TARGETS = { performance: 95, cls: 0.05, jsKb: 171 };

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, HOST, () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

function start(command, args, cwd, env) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ["ignore", "inherit", "inherit"],
    detached: true,
  });
  return child;
}

function stop(child) {
  if (!child || child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      resolve();
    }
    setTimeout(() => {
      try {
        process.kill(-child.pid, "SIGKILL");
      } catch {}
      resolve();
    }, 10_000).unref();
  });
}

function run(command, args, cwd, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: "inherit" });
    child.once("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} exited with ${code}`)),
    );
  });
}

async function waitFor(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null)
      throw new Error(`the server for ${url} stopped (${child.exitCode})`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

async function apiData(base, path) {
  const res = await fetch(`${base}${path}`, { headers: { website: "wholesale" } });
  const body = await res.json();
  if (!body.ok) throw new Error(`${path}: ${res.status}`);
  return body.data;
}

/** The pages to measure: home, the fullest category, and a product from it. */
async function pagesOf(webBase) {
  const categories = await apiData(webBase, "/v1/category");
  const withProducts = [];
  for (const category of categories) {
    const page = await apiData(webBase, `/v1/product?categories=${category.id}&limit=1`);
    if (page.total > 0) withProducts.push({ category, page });
  }
  const chosen = withProducts.sort((a, b) => b.page.total - a.page.total)[0];
  if (!chosen) throw new Error("the catalogue has no products");
  const product = chosen.page.items[0];
  const slug = product.websites[0]?.slug;
  return [
    { name: "home", path: "/" },
    { name: "category", path: `/shop/${chosen.category.url}` },
    { name: "product", path: `/shop/products/${slug}` },
  ];
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/**
 * Bytes on the wire of every script the load fetched: as served (gzipped) and with each response's headers
 * (some 0.4 kB a script), so a few kB above the page's first-load JavaScript, the budget's measure.
 */
function scriptBytes(lhr) {
  const items = lhr.audits["network-requests"]?.details?.items ?? [];
  return items
    .filter((item) => item.resourceType === "Script")
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
}

async function measure(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    return {
      performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
      fcpMs: Math.round(lhr.audits["first-contentful-paint"].numericValue),
      lcpMs: Math.round(lhr.audits["largest-contentful-paint"].numericValue),
      tbtMs: Math.round(lhr.audits["total-blocking-time"].numericValue),
      cls: Number(lhr.audits["cumulative-layout-shift"].numericValue.toFixed(3)),
      siMs: Math.round(lhr.audits["speed-index"].numericValue),
      jsWireKb: Number((scriptBytes(lhr) / 1024).toFixed(1)),
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
      // Where the main thread's time went: the scripts that cost most, and the work by kind.
      bootup: (lhr.audits["bootup-time"]?.details?.items ?? []).slice(0, 6).map((item) => ({
        url: String(item.url).replace(/^https?:\/\/[^/]+/, ""),
        totalMs: Math.round(item.total ?? 0),
        scriptingMs: Math.round(item.scripting ?? 0),
        parseCompileMs: Math.round(item.scriptParseCompile ?? 0),
      })),
      // How much markup the page asks the browser to style and lay out, and the longest tasks of the load.
      domElements: lhr.audits["dom-size"]?.numericValue ?? null,
      longTasks: (lhr.audits["long-tasks"]?.details?.items ?? []).slice(0, 8).map((item) => ({
        url: String(item.url).replace(/^https?:\/\/[^/]+/, ""),
        startMs: Math.round(item.startTime ?? 0),
        durationMs: Math.round(item.duration ?? 0),
      })),
      mainThread: Object.fromEntries(
        (lhr.audits["mainthread-work-breakdown"]?.details?.items ?? []).map((item) => [
          item.group,
          Math.round(item.duration ?? 0),
        ]),
      ),
    };
  } finally {
    await chrome.kill();
  }
}

/**
 * Lighthouse now and then fails to record a trace of the load (NO_NAVSTART, NO_FCP): such a run has no
 * figures at all, so it is taken again (at most twice) rather than stopping the whole bench.
 */
async function measureWithRetry(url) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measure(url);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (attempt >= 3 || !/NO_NAVSTART|NO_FCP|PROTOCOL_TIMEOUT/.test(message)) throw error;
      console.log(`${url}: ${message.slice(0, 120)}; measuring again`);
    }
  }
}

async function main() {
  const children = [];
  const cleanup = async () => {
    for (const child of children.reverse()) await stop(child);
  };
  process.once("SIGINT", () => cleanup().then(() => process.exit(130)));

  try {
    let webBase = process.env.BENCH_BASE_URL;
    if (!webBase) {
      const apiPort = await freePort();
      const webPort = await freePort();
      const api = start("npm", ["run", "start", "-w", "@roshni/api"], REPO_ROOT, {
        NODE_ENV: "production",
        API_PORT: String(apiPort),
        HOST,
        DATA_DIR: join(REPO_ROOT, "data", `bench-web-${PRODUCTS}`),
        DATABASE_URL: "",
        SEED_PRODUCTS: PRODUCTS,
        LOG_LEVEL: "warn",
        JWT_SECRET: "bench-only-secret-not-used-for-anything-real",
        // Production refuses a public address on http; the pages measured call the API server to server.
        PUBLIC_WEB_URL: "https://shop.example.in",
        SEED_DEMO_CATALOGUE: "true",
      });
      children.push(api);
      if (!process.env.BENCH_SKIP_BUILD) {
        console.log("Building the storefront…");
        await run("npm", ["run", "build"], WEB_DIR, { NEXT_TELEMETRY_DISABLED: "1" });
      }
      console.log("Waiting for the API (the first start seeds the demo catalogue)…");
      await waitFor(`http://${HOST}:${apiPort}/readyz`, api, 30 * 60_000);
      const web = start("npx", ["next", "start", "-p", String(webPort), "-H", HOST], WEB_DIR, {
        NODE_ENV: "production",
        API_URL: `http://${HOST}:${apiPort}`,
        NEXT_TELEMETRY_DISABLED: "1",
      });
      children.push(web);
      webBase = `http://${HOST}:${webPort}`;
      await waitFor(`${webBase}/`, web, 120_000);
    }

    const pages = await pagesOf(webBase);
    // The machine's load (1, 5 and 15 minutes) before and after: a busy machine lowers every figure.
    const loadBefore = loadavg().map((x) => Number(x.toFixed(2)));
    const measureFirstLoad = firstLoadJs(webBase);
    const rows = [];
    for (const page of pages) {
      const url = `${webBase}${page.path}`;
      // One unmeasured visit fills the server's caches, as a live shop's would be.
      await fetch(url);
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        const figures = await measureWithRetry(url);
        console.log(
          `${page.name} run ${i + 1}: performance ${figures.performance}, CLS ${figures.cls}, JS on the wire ${figures.jsWireKb} kB`,
        );
        runs.push(figures);
      }
      const mid = median(runs.map((r) => r.performance));
      const chosen = runs.find((r) => r.performance === mid) ?? runs[0];
      const firstLoad = await measureFirstLoad(page.path);
      const jsKb = Number((firstLoad.gzip / 1024).toFixed(1));
      rows.push({ page: page.name, path: page.path, ...chosen, jsKb, runs });
    }

    const loadAfter = loadavg().map((x) => Number(x.toFixed(2)));
    console.log(
      `\nLighthouse ${RUNS} runs per page, mobile, median run (load ${loadBefore.join(" ")} before, ${loadAfter.join(" ")} after):\n`,
    );
    console.log(
      "| page | performance | FCP ms | LCP ms | TBT ms | CLS | SI ms | first-load JS kB (gzip) | JS on the wire kB | meets targets |",
    );
    console.log("|---|--:|--:|--:|--:|--:|--:|--:|--:|---|");
    for (const r of rows) {
      const meets = r.performance >= TARGETS.performance && r.cls <= TARGETS.cls && r.jsKb <= TARGETS.jsKb;
      console.log(
        `| ${r.page} | ${r.performance} | ${r.fcpMs} | ${r.lcpMs} | ${r.tbtMs} | ${r.cls} | ${r.siMs} | ${r.jsKb} | ${r.jsWireKb} | ${meets ? "yes" : "no"} |`,
      );
    }
    const outDir = join(REPO_ROOT, "bench-results");
    await mkdir(outDir, { recursive: true });
    const file = join(outDir, `web-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
    await writeFile(
      file,
      `${JSON.stringify({ date: new Date().toISOString(), runs: RUNS, load: { before: loadBefore, after: loadAfter }, targets: TARGETS, rows }, null, 2)}\n`,
    );
    console.log(`\nWritten to ${file}`);
  } finally {
    await cleanup();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
