import { execFile } from "node:child_process";
import { readdirSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import type { OrderDto } from "@roshni/core";
import { eq, gte, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import {
  adminApi,
  api,
  createTestApp,
  DEMO_STAFF_EMAIL,
  signIn,
  type TestApp,
  WEB_ORIGIN,
} from "../test/harness";
import { type DatabaseHandle, openDatabase, queryRows } from "./client";
import { addresses, customers, products } from "./schema";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "./seed";

const run = promisify(execFile);
const serverUrl = process.env.TEST_DATABASE_URL;

/** Debian's client binaries of the newest installed PostgreSQL (the README's backup commands). */
function pgBin(name: string): string {
  const versions = readdirSync("/usr/lib/postgresql").sort((a, b) => Number(b) - Number(a));
  return join("/usr/lib/postgresql", versions[0] ?? "", "bin", name);
}

function databaseUrl(name: string): string {
  const url = new URL(serverUrl ?? "");
  url.pathname = `/${name}`;
  return url.toString();
}

async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Row count of every table of the public schema. */
async function rowCounts(url: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await client.query<{ tablename: string }>(
      "select tablename from pg_tables where schemaname = 'public' order by tablename",
    );
    const counts: Record<string, number> = {};
    for (const { tablename } of tables.rows) {
      const result = await client.query<{ n: string }>(`select count(*) as n from "${tablename}"`);
      counts[tablename] = Number(result.rows[0]?.n);
    }
    return counts;
  } finally {
    await client.end();
  }
}

// The README's backup: pg_dump -Fc of a shop with orders, pg_restore into a new database, and the restored
// shop counts the same rows, signs staff in and takes the next order. PostgreSQL suite only.
describe.skipIf(!serverUrl)("backup and restore with pg_dump and pg_restore", () => {
  let original: TestApp;
  let restored: DatabaseHandle | undefined;
  let restoredApp: FastifyInstance | undefined;
  let workDir: string;
  const restoredName = `roshni_restored_${process.pid}_${Date.now()}`;
  let firstOrder: OrderDto;

  async function placeOrder(app: FastifyInstance, db: TestApp["db"], key: string): Promise<OrderDto> {
    const buyer = DEMO_ACCOUNTS[0];
    if (!buyer) throw new Error("no demo buyer");
    const token = await signIn(app, buyer.email, DEMO_PASSWORD);
    const [address] = await db
      .select({ id: addresses.id })
      .from(addresses)
      .innerJoin(customers, eq(customers.id, addresses.customerId))
      .where(eq(customers.email, buyer.email));
    const [product] = await db
      .select({ id: products.id, minimum: products.minimumQuantity })
      .from(products)
      .where(gte(products.stock, sql`${products.minimumQuantity} * 2`))
      .orderBy(products.id)
      .limit(1);
    if (!address || !product) throw new Error("no address or product to order");
    const res = await api(app).post<OrderDto>(
      "/v1/order",
      {
        items: [{ productId: product.id, quantity: product.minimum }],
        addressId: address.id,
        toPayShipping: true,
        paymentMethod: "bank-transfer",
      },
      { token, headers: { "idempotency-key": key } },
    );
    if (res.statusCode !== 201) throw new Error(`order refused: ${JSON.stringify(res.body)}`);
    return res.data;
  }

  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), "roshni-backup-"));
    original = await createTestApp({ products: 60 });
    firstOrder = await placeOrder(original.app, original.db, `backup-first-${Date.now()}`);
  });

  afterAll(async () => {
    await restoredApp?.close();
    await restored?.close();
    await onServer(`drop database if exists "${restoredName}" with (force)`).catch(() => {});
    await original?.close();
    await rm(workDir, { recursive: true, force: true });
  });

  it("restores a dump into a new database that answers the same rows, signs staff in and takes orders", async () => {
    const [current] = await queryRows<{ name: string }>(original.db, sql`select current_database() as name`);
    const originalUrl = databaseUrl(current?.name ?? "");
    const dump = join(workDir, "shop.dump");
    await run(pgBin("pg_dump"), ["-Fc", "-f", dump, originalUrl]);
    await onServer(`create database "${restoredName}"`);
    await run(pgBin("pg_restore"), ["--no-owner", "--dbname", databaseUrl(restoredName), dump]);

    const before = await rowCounts(originalUrl);
    expect(before.orders).toBe(1);
    expect(before.staff).toBe(5);
    expect(await rowCounts(databaseUrl(restoredName))).toEqual(before);

    restored = await openDatabase({ databaseUrl: databaseUrl(restoredName), poolSize: 4 });
    restoredApp = await buildApp({ env: original.env, db: restored.db, storageDir: original.storageDir });
    await restoredApp.ready();

    const signIn = await api(restoredApp).post<{ role: string }>(
      "/v1/admin/auth/login",
      { email: DEMO_STAFF_EMAIL.owner, password: DEMO_PASSWORD },
      { headers: { origin: WEB_ORIGIN } },
    );
    expect(signIn.statusCode).toBe(200);
    expect(signIn.data.role).toBe("owner");
    const cookie = String(signIn.headers["set-cookie"]).split(";")[0] ?? "";
    const list = await adminApi(restoredApp, cookie).get<{ items: { number: string }[] }>("/v1/admin/orders");
    expect(list.statusCode).toBe(200);
    expect(list.data.items.map((order) => order.number)).toEqual([firstOrder.number]);

    // The order-number sequence came back too: the next order does not reuse the first one's number.
    const next = await placeOrder(restoredApp, restored.db, `backup-next-${Date.now()}`);
    expect(next.number).not.toBe(firstOrder.number);
  });
});
