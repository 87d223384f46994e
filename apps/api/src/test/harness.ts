import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import pg from "pg";
import { buildApp } from "../app";
import { type DatabaseHandle, type Db, openDatabase } from "../db/client";
import { runMigrations } from "../db/migrate";
import { customers, staff, staffSessions, websites } from "../db/schema";
import { type Env, loadEnv } from "../env";
import type { DrainResult } from "../jobs/queue";
import { STAFF_COOKIE } from "../lib/admin-access";
import { fileStorageFromEnv } from "../lib/file-storage";
import { signCustomerToken, signStaffToken } from "../lib/jwt";
import type { ErrorBody } from "../plugins/envelope";
import { outsideTransactionsOnly } from "./guarded-storage";

/** The website every storefront call names. */
export const WEBSITE = "wholesale";

/** The seed's clock in tests: created_at, coupon windows and order numbers do not move between runs. */
export const TEST_NOW = new Date("2026-03-02T10:00:00.000Z");

/** Products in a test catalogue unless a suite asks for more: enough for paging, filters and search. */
export const TEST_PRODUCTS = 300;

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  env: Env;
  /** A fresh folder behind /storage, removed on close. */
  storageDir: string;
  /** "pglite" (in memory) or "pg" (a database of its own on TEST_DATABASE_URL's server). */
  kind: DatabaseHandle["kind"];
  /** Runs every job that is ready (what a worker would do next), until none is left. */
  drain: () => Promise<DrainResult>;
  close: () => Promise<void>;
}

export interface CreateTestAppOptions {
  products?: number;
  env?: Partial<Env>;
  /** false: migrated but empty apart from the website row (for frame tests that need no catalogue). */
  seed?: boolean;
  /** Extra routes a suite needs (registered before the app is ready), e.g. one that throws. */
  routes?: (app: FastifyInstance) => void | Promise<void>;
  /** Pino options for the app's logger (a suite that reads what the API logs); default: no logger. */
  logger?: object;
}

interface TestDatabase {
  handle: DatabaseHandle;
  drop: () => Promise<void>;
}

/**
 * With TEST_DATABASE_URL (the PostgreSQL suite) each test app gets a database of its own on that server,
 * created here and dropped on close, so suites never see each other's rows. Otherwise PGlite in memory.
 */
async function openTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = await openDatabase({ memory: true });
    return { handle, drop: async () => {} };
  }
  const name = `roshni_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 10 });
  return {
    handle,
    drop: async () => {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

/**
 * A fresh API on a fresh database: migrated and seeded with a small deterministic catalogue (no images,
 * fixed clock). Rate limits are high unless the suite sets them, so that only the suites about them hit them.
 */
export async function createTestApp(opts: CreateTestAppOptions = {}): Promise<TestApp> {
  const storageDir = await mkdtemp(join(tmpdir(), "roshni-api-test-"));
  const { handle, drop } = await openTestDatabase();
  try {
    await runMigrations(handle);
    if (opts.seed === false) {
      await handle.db.insert(websites).values({ code: WEBSITE, name: "Roshni Lighting Wholesale" });
    } else {
      // Loaded only when needed: frame suites run without building a catalogue.
      const { seedDemo } = await import("../db/seed");
      await seedDemo(handle.db, {
        products: opts.products ?? TEST_PRODUCTS,
        images: false,
        now: TEST_NOW,
      });
    }
    const env: Env = {
      ...loadEnv({
        NODE_ENV: "test",
        DATA_DIR: storageDir,
        JWT_SECRET: randomBytes(32).toString("base64url"),
        LOG_LEVEL: "silent",
        RATE_LIMIT_LOGIN_PER_MIN: "1000",
        RATE_LIMIT_REGISTER_PER_MIN: "1000",
        RATE_LIMIT_FORGOT_PER_MIN: "1000",
        RATE_LIMIT_ACCOUNT_FAILURES: "1000",
        // No timer reading the catalogue's version between a suite's counted statements; the suite
        // about other processes' changes sets it.
        CATALOGUE_SYNC_MS: "0",
      }),
      ...opts.env,
    };
    const app = await buildApp({
      env,
      db: handle.db,
      storageDir,
      fileStorage: outsideTransactionsOnly(fileStorageFromEnv(env, storageDir)),
      ...(opts.logger ? { logger: opts.logger } : {}),
    });
    if (opts.routes) await opts.routes(app);
    await app.ready();
    return {
      app,
      db: handle.db,
      env,
      storageDir,
      kind: handle.kind,
      drain: () => app.deps.jobs.drain(),
      close: async () => {
        await app.close();
        await handle.close();
        await drop();
        await rm(storageDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await handle.close().catch(() => {});
    await drop().catch(() => {});
    await rm(storageDir, { recursive: true, force: true });
    throw error;
  }
}

export interface CallOptions {
  token?: string | null;
  headers?: Record<string, string>;
  query?: Record<string, string | number | readonly string[]>;
}

/** A parsed answer: the envelope, its data (on success) or its error (on failure). */
export interface ApiResult<T> {
  statusCode: number;
  headers: LightMyRequestResponse["headers"];
  body: { ok: boolean; statusCode: number; data: unknown };
  data: T;
  error: ErrorBody | undefined;
  raw: LightMyRequestResponse;
}

function toQueryString(query: CallOptions["query"]): string {
  if (!query) return "";
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) for (const one of value) params.append(key, String(one));
    else params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

async function call<T>(
  app: FastifyInstance,
  method: InjectOptions["method"],
  path: string,
  body: unknown,
  opts: CallOptions,
): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { website: WEBSITE, ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  const url = path.startsWith("/") ? path : `/v1/${path}`;
  const request: InjectOptions = { method, url: `${url}${toQueryString(opts.query)}`, headers };
  if (body !== undefined) request.payload = body as InjectOptions["payload"];
  const raw = await app.inject(request);
  const parsed = JSON.parse(raw.body) as ApiResult<T>["body"];
  const isFailure = parsed.ok === false;
  return {
    statusCode: raw.statusCode,
    headers: raw.headers,
    body: parsed,
    data: (isFailure ? undefined : parsed.data) as T,
    error: isFailure ? (parsed.data as { error: ErrorBody }).error : undefined,
    raw,
  };
}

/**
 * Calls the API as the storefront does: the website header on every call, the bearer token when given.
 *   const res = await api(app).get<ProductPageDto>("/v1/product", { query: { limit: 5 } });
 */
export function api(app: FastifyInstance) {
  return {
    get: <T = unknown>(path: string, opts: CallOptions = {}) => call<T>(app, "GET", path, undefined, opts),
    delete: <T = unknown>(path: string, opts: CallOptions = {}) =>
      call<T>(app, "DELETE", path, undefined, opts),
    post: <T = unknown>(path: string, body?: unknown, opts: CallOptions = {}) =>
      call<T>(app, "POST", path, body ?? {}, opts),
    put: <T = unknown>(path: string, body?: unknown, opts: CallOptions = {}) =>
      call<T>(app, "PUT", path, body ?? {}, opts),
    patch: <T = unknown>(path: string, body?: unknown, opts: CallOptions = {}) =>
      call<T>(app, "PATCH", path, body ?? {}, opts),
  };
}

/** Signs in through POST /v1/customer/login and returns the token (throws if the login is refused). */
export async function signIn(app: FastifyInstance, email: string, password: string): Promise<string> {
  const res = await api(app).post<{ token: string }>("/v1/customer/login", { email, password });
  if (res.statusCode !== 200) {
    throw new Error(`login of ${email} failed: ${res.statusCode} ${res.error?.code ?? ""}`);
  }
  return res.data.token;
}

/**
 * A valid token for a seeded customer without going through login (no scrypt, no rate limit): for
 * suites about what a signed-in buyer sees rather than about signing in.
 */
export async function tokenFor(testApp: TestApp, email: string): Promise<string> {
  const [row] = await testApp.db
    .select({ id: customers.id, websiteId: customers.websiteId })
    .from(customers)
    .where(eq(customers.email, email.toLowerCase()))
    .limit(1);
  if (!row) throw new Error(`no customer ${email} in the test database`);
  return signCustomerToken(
    testApp.env.JWT_SECRET,
    { customerId: row.id, websiteId: row.websiteId },
    testApp.env.JWT_TTL,
  );
}

export interface QueryCounter {
  /** Statements sent to the database since the last reset. */
  readonly count: number;
  reset: () => void;
  stop: () => void;
}

interface QueryClient {
  query: (...args: unknown[]) => unknown;
}

/**
 * Counts the SQL statements the app sends, by wrapping the driver's `query` (PGlite or a pg Pool), the
 * one door every drizzle statement goes through.
 */
export function countQueries(db: Db): QueryCounter {
  const client = (db as unknown as { $client: QueryClient }).$client;
  const original = client.query;
  let count = 0;
  client.query = function countingQuery(this: unknown, ...args: unknown[]) {
    count += 1;
    return original.apply(this, args);
  };
  return {
    get count() {
      return count;
    },
    reset: () => {
      count = 0;
    },
    stop: () => {
      client.query = original;
    },
  };
}

/** The storefront's origin in tests (PUBLIC_WEB_URL's default): what a browser's back office sends. */
export const WEB_ORIGIN = "http://localhost:3000";

/**
 * A back-office session for a seeded staff member without signing in (no scrypt, no rate limit): the
 * `Cookie` header value to send. For suites about what a role may do rather than about signing in.
 */
export async function staffCookie(testApp: TestApp, email: string): Promise<string> {
  const [row] = await testApp.db.select({ id: staff.id }).from(staff).where(eq(staff.email, email)).limit(1);
  if (!row) throw new Error(`no staff member ${email} in the test database`);
  const sessionId = randomBytes(18).toString("base64url");
  await testApp.db.insert(staffSessions).values({
    id: sessionId,
    staffId: row.id,
    expiresAt: new Date(Date.now() + testApp.env.STAFF_SESSION_TTL * 1000),
  });
  const token = await signStaffToken(
    testApp.env.JWT_SECRET,
    { staffId: row.id, sessionId },
    testApp.env.STAFF_SESSION_TTL,
  );
  return `${STAFF_COOKIE}=${token}`;
}

/** Calls the admin API as the back office in a browser does: the session cookie and the shop's Origin. */
export function adminApi(app: FastifyInstance, cookie: string | null) {
  const headers = (opts: CallOptions = {}) => ({
    ...opts,
    headers: { origin: WEB_ORIGIN, ...(cookie ? { cookie } : {}), ...opts.headers },
  });
  const client = api(app);
  return {
    get: <T = unknown>(path: string, opts?: CallOptions) => client.get<T>(path, headers(opts)),
    post: <T = unknown>(path: string, body?: unknown, opts?: CallOptions) =>
      client.post<T>(path, body, headers(opts)),
    patch: <T = unknown>(path: string, body?: unknown, opts?: CallOptions) =>
      client.patch<T>(path, body, headers(opts)),
    put: <T = unknown>(path: string, body?: unknown, opts?: CallOptions) =>
      client.put<T>(path, body, headers(opts)),
    delete: <T = unknown>(path: string, opts?: CallOptions) => client.delete<T>(path, headers(opts)),
  };
}

/** The demo staff's emails by role (seeded by the demo seed). */
export const DEMO_STAFF_EMAIL = {
  owner: "owner@demo.roshnilighting.in",
  manager: "manager@demo.roshnilighting.in",
  sales: "sales@demo.roshnilighting.in",
  dispatch: "dispatch@demo.roshnilighting.in",
  catalogue: "catalogue@demo.roshnilighting.in",
} as const;
