import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase, queryRows } from "../src/db/client";
import { runMigrations } from "../src/db/migrate";
import { staffSessions } from "../src/db/schema";
import { seedDemo } from "../src/db/seed";
import { STAFF_COOKIE } from "../src/lib/admin-access";
import { signStaffToken } from "../src/lib/jwt";
import { type Child, runEntry } from "../src/test/child";

/**
 * `npm run bench:catalogue-changes -w @roshni/api`: staff changes to a large catalogue and how soon a
 * second API process shows them. On the PostgreSQL server of BENCH_DATABASE_URL (a database of its own is
 * created and dropped), two API processes are started (`src/server.ts`, as in production): A serves the
 * back office and runs the jobs, B serves requests only. One change at a time, each to another product,
 * alternately a title and a selling price, is saved through A; B is then asked every 20 ms until its
 * search, list and facets show the change (the new title's word finds that one product; the new price's
 * range finds it).
 *
 *   BENCH_PRODUCTS (100000)  BENCH_CHANGES (100)  BENCH_PORT (4350: A, and B on the next port)
 */
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const CHANGES = Number(process.env.BENCH_CHANGES ?? 100);
const PORT = Number(process.env.BENCH_PORT ?? 4350);
const ORIGIN = "http://localhost:3000";

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(" ");

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

const summary = (values: number[]) =>
  `p50 ${percentile(values, 50).toFixed(0)} ms, p95 ${percentile(values, 95).toFixed(0)} ms, max ${Math.max(...values).toFixed(0)} ms`;

function word(): string {
  const letters = "bcdfghjklmnpqrstvwxz";
  let out = "q";
  for (const byte of randomBytes(7)) out += letters[byte % letters.length];
  return out;
}

async function json<T>(url: string, init?: RequestInit): Promise<{ status: number; data: T }> {
  const res = await fetch(url, { ...init, headers: { website: "wholesale", ...init?.headers } });
  if (!res.ok) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
  const body = (await res.json()) as { data: T };
  return { status: res.status, data: body.data };
}

async function ready(port: number, child: Child): Promise<void> {
  const deadline = Date.now() + 300_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return;
    } catch {}
    if (child.process.exitCode !== null || Date.now() > deadline)
      throw new Error(`API on ${port} did not start\n${child.stdout()}\n${child.stderr()}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function main(): Promise<void> {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl)
    throw new Error("Set BENCH_DATABASE_URL to a PostgreSQL server whose role may CREATE DATABASE.");
  const dir = await mkdtemp(join(tmpdir(), "roshni-bench-changes-"));
  const pg = (await import("pg")).default;
  const name = `roshni_bench_changes_${randomBytes(3).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 4 });
  const children: Child[] = [];
  try {
    await runMigrations(handle);
    let started = Date.now();
    await seedDemo(handle.db, { products: PRODUCTS, images: false });
    await handle.db.execute(sql`analyze`);
    console.log(
      `seeded ${PRODUCTS} products in ${((Date.now() - started) / 1000).toFixed(1)} s, load ${load()}`,
    );

    const jwtSecret = randomBytes(32).toString("hex");
    const env = (port: number, role: string) => ({
      NODE_ENV: "development",
      PROCESS_ROLE: role,
      DATABASE_URL: url.toString(),
      JWT_SECRET: jwtSecret,
      DATA_DIR: dir,
      API_PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      PUBLIC_WEB_URL: ORIGIN,
    });
    // One after the other: the first start creates the job queue's tables.
    const a = runEntry("src/server.ts", env(PORT, "all"));
    children.push(a);
    await ready(PORT, a);
    const b = runEntry("src/server.ts", env(PORT + 1, "api"));
    children.push(b);
    await ready(PORT + 1, b);
    const A = `http://127.0.0.1:${PORT}`;
    const B = `http://127.0.0.1:${PORT + 1}`;
    started = Date.now();
    await Promise.all([json(`${A}/v1/product?search=lamp`), json(`${B}/v1/product?search=lamp`)]);
    console.log(
      `both search indexes built in ${((Date.now() - started) / 1000).toFixed(1)} s, load ${load()}`,
    );

    const [owner] = await queryRows<{ id: number }>(
      handle.db,
      sql`select id from staff where role = 'owner' limit 1`,
    );
    const sessionId = randomBytes(12).toString("hex");
    await handle.db
      .insert(staffSessions)
      .values({ id: sessionId, staffId: owner?.id ?? 1, expiresAt: new Date(Date.now() + 3_600_000) });
    const token = await signStaffToken(jwtSecret, { staffId: owner?.id ?? 1, sessionId }, 3600);
    const staffHeaders = {
      website: "wholesale",
      cookie: `${STAFF_COOKIE}=${token}`,
      origin: ORIGIN,
      "content-type": "application/json",
    };
    const products = await queryRows<{ id: number; sku: string; mrp: number; selling_price: number }>(
      handle.db,
      sql`select p.id, p.sku, p.mrp, p.selling_price from products p
        join product_websites w on w.product_id = p.id and w.visible and w.website_id = 1
        where p.mrp >= 20000 order by random() limit ${CHANGES}`,
    );

    const saves: number[] = [];
    const visible: number[] = [];
    const loadBefore = load();
    for (const [i, product] of products.entries()) {
      const byTitle = i % 2 === 0;
      const token = word();
      // A rupee price below the MRP that no other product of the list has in this range.
      const price = Math.floor(product.mrp / 100) - 1 - (i % 50);
      const body = byTitle ? { title: `Noor ${token} Pendant` } : { sellingPrice: price };
      const began = performance.now();
      const saved = await fetch(`${A}/v1/admin/products/${product.id}`, {
        method: "PATCH",
        headers: staffHeaders,
        body: JSON.stringify(body),
      });
      await saved.arrayBuffer();
      const answered = performance.now();
      if (saved.status !== 200) throw new Error(`save answered ${saved.status}`);
      saves.push(answered - began);
      const query = byTitle
        ? `search=${token}`
        : `search=${encodeURIComponent(product.sku)}&priceMin=${price}&priceMax=${price}`;
      for (;;) {
        const page = await json<{ total: number; items: { id: number }[] }>(`${B}/v1/product?${query}`);
        if (page.data.total === 1 && page.data.items[0]?.id === product.id) {
          const filters = await json<{ filters: unknown[] }>(`${B}/v1/product/filters?${query}`);
          if (filters.data.filters.length > 0) break;
        }
        if (performance.now() - answered > 30_000) throw new Error(`change ${i} not visible on B after 30 s`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      visible.push(performance.now() - answered);
    }
    console.log(
      `\n${PRODUCTS} products on PostgreSQL, ${products.length} changes (titles and prices, each another product)`,
    );
    console.log(`save through A:               ${summary(saves)}`);
    console.log(`visible on B after the save:  ${summary(visible)}  (search, list and facets)`);
    console.log(`loadavg before ${loadBefore}, after ${load()} (2 cores, shared)`);
  } finally {
    for (const child of children) {
      child.process.kill("SIGTERM");
      await child.exited(20_000).catch(() => child.process.kill("SIGKILL"));
    }
    await handle.close();
    const dropper = new pg.Client({ connectionString: serverUrl });
    await dropper.connect();
    await dropper.query(`drop database if exists "${name}" with (force)`);
    await dropper.end();
    await rm(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
