import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { count } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "./db/client";
import {
  categories,
  coupons,
  customerGroups,
  customers,
  orders,
  products,
  shopSettings,
  staff,
  websites,
} from "./db/schema";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "./db/seed";
import { DEMO_NOTICE } from "./demo-notice";
import { dataPaths } from "./env";
import { type Child, runEntry, sendInput } from "./test/child";

// A production start in a child process, as an operator runs it, on an empty PGlite database. Not
// repeated in the PostgreSQL suite: .ci/production.sh follows the same path on PostgreSQL.
const PUBLIC_WEB_URL = "https://shop.example.test";
const OWNER = { email: "owner@shop.example.test", password: "mango-lantern-41-quartz" };

describe.skipIf(process.env.TEST_DATABASE_URL)("a production start", () => {
  let dataDir: string;
  const running: Child[] = [];

  const productionEnv = (extra: Record<string, string> = {}) => ({
    NODE_ENV: "production",
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString("base64url"),
    PUBLIC_WEB_URL,
    HOST: "127.0.0.1",
    API_PORT: "0",
    LOG_LEVEL: "info",
    CATALOGUE_SYNC_MS: "0",
    ...extra,
  });

  function start(env: Record<string, string>): Child {
    const child = runEntry("src/server.ts", env);
    running.push(child);
    return child;
  }

  /** Starts the API and answers its base URL once it listens. */
  async function startListening(env: Record<string, string>): Promise<{ child: Child; base: string }> {
    const child = start(env);
    const [, base] = await child.waitForOutput(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/, 90_000);
    return { child, base: base as string };
  }

  async function stop(child: Child): Promise<void> {
    child.process.kill("SIGTERM");
    expect(await child.exited(20_000)).toBe(0);
  }

  async function createOwner(password: string): Promise<{ code: number | null; out: string; err: string }> {
    const child = runEntry("src/create-owner.ts", productionEnv(), [
      "--email",
      OWNER.email,
      "--name",
      "Shop Owner",
    ]);
    running.push(child);
    sendInput(child, `${password}\n`);
    const code = await child.exited(60_000);
    return { code, out: child.stdout(), err: child.stderr() };
  }

  async function withDatabase<T>(work: (db: Awaited<ReturnType<typeof openDatabase>>["db"]) => Promise<T>) {
    const handle = await openDatabase({ dataDir: dataPaths(dataDir).pglite });
    try {
      return await work(handle.db);
    } finally {
      await handle.close();
    }
  }

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "roshni-production-"));
  });

  afterAll(async () => {
    for (const child of running) if (child.process.exitCode === null) child.process.kill("SIGKILL");
    await rm(dataDir, { recursive: true, force: true });
  });

  it("refuses to start without JWT_SECRET, with a sentence and no demo notice", async () => {
    const { JWT_SECRET: _, ...withoutSecret } = productionEnv();
    const child = start(withoutSecret);
    expect(await child.exited(30_000)).toBe(1);
    expect(child.stderr()).toContain("Refusing to start in production without JWT_SECRET");
    expect(child.stdout()).not.toContain("DEMO SHOP");
  });

  it("refuses to start with the public address on http://", async () => {
    const child = start(productionEnv({ PUBLIC_WEB_URL: "http://shop.example.test" }));
    expect(await child.exited(30_000)).toBe(1);
    expect(child.stderr()).toContain(
      "Refusing to start in production with PUBLIC_WEB_URL=http://shop.example.test",
    );
  });

  it("on an empty database creates the shop without any demo account and says how to create the owner", async () => {
    const { child, base } = await startListening(productionEnv());
    expect(child.stdout()).not.toContain(DEMO_NOTICE);
    expect(child.stdout()).toContain("No owner account yet: create the first one with `npm run create-owner");

    const demoStaff = await fetch(`${base}/v1/admin/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: PUBLIC_WEB_URL, website: "wholesale" },
      body: JSON.stringify({ email: "owner@demo.roshnilighting.in", password: DEMO_PASSWORD }),
    });
    expect(demoStaff.status).toBe(401);
    const demoBuyer = await fetch(`${base}/v1/customer/login`, {
      method: "POST",
      headers: { "content-type": "application/json", website: "wholesale" },
      body: JSON.stringify({ email: DEMO_ACCOUNTS[0]?.email, password: DEMO_PASSWORD }),
    });
    expect(demoBuyer.status).toBe(401);
    await stop(child);

    const counts = await withDatabase(async (db) => {
      const of = async (table: PgTable) => (await db.select({ n: count() }).from(table))[0]?.n;
      return {
        staff: await of(staff),
        customers: await of(customers),
        coupons: await of(coupons),
        orders: await of(orders),
        products: await of(products),
        websites: await of(websites),
        customerGroups: await of(customerGroups),
        categories: await of(categories),
        shopSettings: await of(shopSettings),
      };
    });
    expect(counts).toEqual({
      staff: 0,
      customers: 0,
      coupons: 0,
      orders: 0,
      products: 0,
      websites: 1,
      customerGroups: 2,
      categories: 15,
      shopSettings: 1,
    });
  });

  it("create-owner refuses a weak password, then creates an owner who signs in and must enrol the second step", async () => {
    const weak = await createOwner("short-pw");
    expect(weak.code).toBe(1);
    expect(weak.err).toContain("Use at least 12 characters: a few words in a row make a good password.");

    const created = await createOwner(OWNER.password);
    expect(created.err).toBe("");
    expect(created.code).toBe(0);
    expect(created.out).toContain(`Owner account ${OWNER.email} created.`);

    const { child, base } = await startListening(productionEnv());
    expect(child.stdout()).not.toContain("No owner account yet");
    const login = await fetch(`${base}/v1/admin/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: PUBLIC_WEB_URL, website: "wholesale" },
      body: JSON.stringify({ email: OWNER.email, password: OWNER.password }),
    });
    expect(login.status).toBe(200);
    const me = (await login.json()) as { data: { role: string; mfaEnrolmentRequired: boolean } };
    expect(me.data).toMatchObject({ role: "owner", mfaEnrolmentRequired: true });
    const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    expect(login.headers.get("set-cookie")).toMatch(/;\s*Secure/i);
    const orders = await fetch(`${base}/v1/admin/orders`, { headers: { cookie, website: "wholesale" } });
    expect(orders.status).toBe(403);
    expect(((await orders.json()) as { data: { error: { code: string } } }).data.error.code).toBe(
      "MFA_ENROLMENT_REQUIRED",
    );
    await stop(child);
  });

  it("refuses to start while an active staff account has the demo password", async () => {
    const demoHash = DEMO_ACCOUNTS[0]?.passwordHash ?? "";
    await withDatabase(async (db) => {
      await db.insert(staff).values([
        { email: "manager@demo.roshnilighting.in", name: "Demo", role: "manager", passwordHash: demoHash },
        {
          email: "old@demo.roshnilighting.in",
          name: "Old",
          role: "sales",
          passwordHash: demoHash,
          disabled: true,
        },
      ]);
    });
    const child = start(productionEnv());
    expect(await child.exited(60_000)).toBe(1);
    expect(child.stderr()).toContain(
      "Refusing to start in production: the staff account manager@demo.roshnilighting.in still has the demo password",
    );
    // A disabled account cannot sign in: it does not stop the start.
    expect(child.stderr()).not.toContain("old@demo.roshnilighting.in");
  });
});
