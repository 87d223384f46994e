import { mkdir, writeFile } from "node:fs/promises";
import { loadavg } from "node:os";
import { join } from "node:path";
import type { PRODUCT_COLUMNS } from "@roshni/core";
import { sql } from "drizzle-orm";
import Papa from "papaparse";
import { queryRows } from "../src/db/client";
import { REPO_ROOT } from "../src/env";
import { adminApi, createTestApp, DEMO_STAFF_EMAIL, staffCookie } from "../src/test/harness";

/**
 * `npm run bench:import -w @roshni/api`: the catalogue spreadsheet at 100,000 products, end to end
 * through the admin API on a fresh database (PGlite in memory, or a database of its own on the server
 * given by TEST_DATABASE_URL): export every product as CSV, change every row, dry run, apply. Twice: a
 * file of SKU + stock + prices (the weekly price list) and the whole export with every title changed
 * (every product's title, and its place in the search index).
 * Each step's time is printed with the machine's load average beside it (a shared machine's figures
 * say little without it).
 *
 *   BENCH_PRODUCTS   catalogue size (100000)
 *   BENCH_LIST_ONLY  1: only the product list's timings, no export or import
 */

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);

interface Timing {
  step: string;
  seconds: number;
  note: string;
  /** The 1-minute load average when the step ended. */
  load?: number;
}

const load = () => Number(loadavg()[0]?.toFixed(2));

async function timed<T>(timings: Timing[], step: string, run: () => Promise<T>, note: (value: T) => string) {
  const started = performance.now();
  const value = await run();
  const seconds = (performance.now() - started) / 1000;
  timings.push({ step, seconds, note: note(value), load: load() });
  console.log(`${step.padEnd(34)} ${seconds.toFixed(1).padStart(7)} s  load ${load()}  ${note(value)}`);
  return value;
}

async function main(): Promise<void> {
  const timings: Timing[] = [];
  const t = await timed(
    timings,
    "seed",
    () => createTestApp({ products: PRODUCTS }),
    (app) => `${PRODUCTS} products on ${app.kind}`,
  );
  try {
    // Statistics as autovacuum keeps them on a live database (a bulk seed has none yet).
    await t.db.execute(sql`analyze`);
    // A running API answers searches from its index, so an apply includes that index's rebuild.
    await timed(
      timings,
      "search index built",
      () => t.app.deps.catalogueSearch.warm(),
      () => `${t.app.deps.catalogueSearch.status().products} products`,
    );
    const cookie = await staffCookie(t, DEMO_STAFF_EMAIL.catalogue);
    const admin = adminApi(t.app, cookie);
    const { productImports } = t.app.services;

    const exportCsv = async () => {
      const res = await t.app.inject({
        method: "GET",
        url: "/v1/admin/products/export?format=csv",
        headers: { website: "wholesale", cookie },
      });
      if (res.statusCode !== 200) throw new Error(`export answered ${res.statusCode}`);
      return res.body.replace(/^\ufeff/, "");
    };

    const importFile = async (label: string, csv: string) => {
      const started = performance.now();
      const post = await timed(
        timings,
        `${label}: dry run`,
        async () => {
          const res = await t.app.inject({
            method: "POST",
            url: `/v1/admin/products/import?dryRun=true&fileName=${label}.csv`,
            headers: {
              website: "wholesale",
              cookie,
              origin: "http://localhost:3000",
              "content-type": "text/csv",
            },
            payload: Buffer.from(csv, "utf8"),
          });
          const id = (JSON.parse(res.body) as { data: { id: number } }).data.id;
          await productImports.settled(id);
          return await productImports.get(id);
        },
        (job) => `${job.report?.changed} changed, ${job.report?.refused} refused`,
      );
      await timed(
        timings,
        `${label}: apply`,
        async () => {
          const res = await admin.post<{ id: number }>(`/v1/admin/imports/${post.id}/apply`);
          if (res.statusCode !== 202) throw new Error(`apply answered ${res.statusCode}`);
          await productImports.settled(res.data.id);
          return productImports.get(res.data.id);
        },
        (job) => `${job.status}, applied ${job.applied}`,
      );
      const seconds = (performance.now() - started) / 1000;
      timings.push({ step: `${label}: dry run + apply`, seconds, note: "", load: load() });
      console.log(
        `${`${label}: dry run + apply`.padEnd(34)} ${seconds.toFixed(1).padStart(7)} s  load ${load()}`,
      );
    };

    // The back office's product list: each scenario asked 20 times (a different query each time where
    // the scenario allows), the median and the slowest.
    const listScenarios: [string, (i: number) => string][] = [
      ["list: first page", () => "limit=50"],
      [
        "list: search title or SKU",
        (i) => `limit=50&search=${["chand", "brass", "pendant", "RL-", "gold", "wall"][i % 6]}${i}`,
      ],
      ["list: category + stock low", (i) => `limit=50&categoryId=${1 + (i % 15)}&stock=low`],
      [
        "list: brand, sorted by price",
        (i) => `limit=50&brand=${["Deepam", "Noor Decor", "Roshni"][i % 3]}&sort=price_desc`,
      ],
      ["list: hidden products", () => "limit=50&visible=false"],
    ];
    for (const [name, query] of listScenarios) {
      const times: number[] = [];
      for (let i = 0; i < 20; i++) {
        const started = performance.now();
        const res = await admin.get(`/v1/admin/products?${query(i)}`);
        times.push(performance.now() - started);
        if (res.statusCode !== 200) throw new Error(`${name} answered ${res.statusCode}`);
      }
      times.sort((a, b) => a - b);
      const median = times[10] ?? 0;
      const slowest = times.at(-1) ?? 0;
      timings.push({
        step: name,
        seconds: median / 1000,
        note: `median ${median.toFixed(1)} ms, slowest ${slowest.toFixed(1)} ms`,
      });
      console.log(`${name.padEnd(34)} median ${median.toFixed(1)} ms, slowest ${slowest.toFixed(1)} ms`);
    }

    if (process.env.BENCH_LIST_ONLY === "1") return;
    const exported = await timed(
      timings,
      "export CSV",
      exportCsv,
      (text) => `${(text.length / 1e6).toFixed(1)} MB`,
    );
    const rows = Papa.parse<string[]>(exported.trim(), { skipEmptyLines: true }).data;
    const [header = [], ...body] = rows;
    const col = (name: (typeof PRODUCT_COLUMNS)[number]) => header.indexOf(name);

    const quick = [
      ["sku", "stock", "mrp", "selling_price", "wholesale_price"],
      ...body.map((row) => [
        row[col("sku")] ?? "",
        String(Number(row[col("stock")]) + 3),
        (Number(row[col("mrp")]) + 10).toFixed(2),
        (Number(row[col("selling_price")]) + 5).toFixed(2),
        row[col("wholesale_price")] ?? "0",
      ]),
    ];
    await importFile("stock and prices", Papa.unparse(quick));

    for (const row of body) row[col("title")] = `${row[col("title")]} 2027`;
    await importFile("whole catalogue", Papa.unparse([header, ...body]));

    const [check] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from products where title like '% 2027'`,
    );
    console.log(`products renamed: ${check?.n}`);

    const out = join(REPO_ROOT, "bench-results");
    await mkdir(out, { recursive: true });
    const file = join(
      out,
      `import-${t.kind}-${PRODUCTS}-${new Date().toISOString().replace(/[:.]/g, "-")}.json`,
    );
    await writeFile(file, JSON.stringify({ products: PRODUCTS, kind: t.kind, timings }, null, 2));
    console.log(`written ${file}`);
  } finally {
    await t.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
