import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, isAbsolute, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";

/** The monorepo root: a relative DATA_DIR means the same folder whichever workspace started the process. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");

const JWT_SECRET_FILE = "jwt-secret";
const JWT_SECRET_MIN_LENGTH = 32;

// An empty string in a .env file or CI matrix means "not set", not "set to nothing".
const optionalText = z.preprocess((value) => (value === "" ? undefined : value), z.string().optional());

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const flag = (fallback: boolean) =>
  z
    .enum(["true", "false", "1", "0", "yes", "no"])
    .default(fallback ? "true" : "false")
    .transform((value) => value === "true" || value === "1" || value === "yes");

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  API_PORT: z.coerce.number().int().min(0).max(65_535).default(4000),
  HOST: z.string().min(1).default("0.0.0.0"),
  /** postgres://… for a PostgreSQL server; unset means PGlite under DATA_DIR. */
  DATABASE_URL: optionalText.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  DATA_DIR: z.string().min(1).default("./data"),
  JWT_SECRET: optionalText.pipe(z.string().min(JWT_SECRET_MIN_LENGTH).optional()),
  /** Lifetime of a sign-in token in seconds (7 days). */
  JWT_TTL: positiveInt(7 * 24 * 60 * 60),
  SMTP_URL: optionalText,
  /**
   * Without SMTP_URL every mail is also written here as an .eml file a developer can open; relative to
   * the repo root; default DATA_DIR/mail. Ignored when SMTP_URL is set: mails then go to the server only.
   */
  MAIL_DIR: optionalText,
  MAIL_FROM: z.string().min(3).default("Roshni Lighting <sales@roshnilighting.in>"),
  /** Base of the links written into mails (password reset, order pages). */
  PUBLIC_WEB_URL: z.url().default("http://localhost:3000"),
  SEED_PRODUCTS: z.coerce.number().int().min(1).max(1_000_000).default(12_000),
  /**
   * A fresh database's shop settings start with e-invoicing on (the browser suite's journeys); the shop
   * setting itself decides afterwards. Off by default, as e-invoicing is compulsory only above ₹5 crore.
   */
  SEED_E_INVOICE_ENABLED: flag(false),
  /**
   * A fresh database gets the demo catalogue (products, pictures, banners, blog posts). Unset: yes outside
   * production, no in production. Demo buyers, coupons and staff are never created in production.
   */
  SEED_DEMO_CATALOGUE: z.enum(["true", "false", "1", "0", "yes", "no"]).optional(),
  /** How long SIGINT/SIGTERM waits for requests and the database to close before exiting with an error. */
  SHUTDOWN_TIMEOUT_MS: positiveInt(10_000),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  RATE_LIMIT_ENABLED: flag(true),
  RATE_LIMIT_LOGIN_PER_MIN: positiveInt(10),
  RATE_LIMIT_REGISTER_PER_MIN: positiveInt(5),
  RATE_LIMIT_FORGOT_PER_MIN: positiveInt(5),
  /** Failed sign-ins per account in 15 minutes, from any number of addresses; then 429 for that account. */
  RATE_LIMIT_ACCOUNT_FAILURES: positiveInt(10),
  /** scrypt hashes computed at once (sign-in, registration, password changes); about one per core. */
  PASSWORD_HASH_CONCURRENCY: positiveInt(2),
  /**
   * Hashes allowed to wait for a free slot, shared fairly between addresses and accounts; beyond that,
   * or beyond a source's share, 503 SERVER_BUSY with Retry-After.
   */
  PASSWORD_HASH_QUEUE: z.coerce.number().int().min(0).max(10_000).default(16),
  /**
   * How long catalogue totals and facet counts are reused (seconds), the same minute a browser or CDN
   * keeps the answer; 0 recounts on every request.
   */
  CATALOGUE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  /**
   * How often (ms) each process reads the catalogue's change log in PostgreSQL to follow a change made
   * by another process (the named products are re-indexed in place; a wide change rebuilds the index);
   * 0 follows only this process's own changes. One indexed read of one row when nothing changed.
   */
  CATALOGUE_SYNC_MS: z.coerce.number().int().min(0).max(600_000).default(250),
  /**
   * What this process does: `all` serves requests and runs jobs (one process, `npm start`), `api` serves
   * requests only, `worker` runs jobs only (documents, messages, the search index, imports). Any number of
   * each share one PostgreSQL database.
   */
  PROCESS_ROLE: z.enum(["all", "api", "worker"]).default("all"),
  /** How often an idle worker looks for new jobs. */
  JOB_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(1),
  /** How often a worker fails jobs whose lease ran out (their process died) so that they are retried. */
  JOB_SUPERVISE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /**
   * One lease for every job kind, in place of each kind's own (minutes for a mail, longer for an import).
   * Unset in production; the process proof sets a few seconds to see a killed worker's job taken again.
   */
  JOB_LEASE_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(23 * 3600)
    .optional(),
  /**
   * The lease of an import job: longer than the longest apply (a 100,000-row file takes about a minute
   * on a busy 2-core machine). An import whose worker died is taken again by another after it.
   */
  IMPORT_LEASE_SECONDS: z.coerce
    .number()
    .int()
    .min(5)
    .max(24 * 3600)
    .default(600),
  /**
   * The storefront as the API's workers reach it (e.g. http://127.0.0.1:3000): after a catalogue or
   * settings change a job asks it to expire its cached pages (POST /api/revalidate). Unset: no call.
   */
  STOREFRONT_REVALIDATE_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  /** The secret the storefront's /api/revalidate route expects (the same value on both sides). */
  REVALIDATE_SECRET: optionalText.pipe(z.string().min(32).optional()),
  /** Largest accepted request body; the biggest legitimate body (an order of 100 lines) is a few kB. */
  BODY_LIMIT_BYTES: positiveInt(100 * 1024),
  /**
   * Which proxies may set X-Forwarded-For (proxy-addr syntax). The web app proxies /v1 from the same
   * machine, so loopback is trusted and rate limits key on the buyer's address, not the proxy's.
   */
  TRUST_PROXY: z.string().default("loopback"),
  /**
   * Staff must sign in with a TOTP code from an authenticator app. Unset: compulsory in production,
   * optional elsewhere (the demo staff have none).
   */
  STAFF_MFA_REQUIRED: z.enum(["true", "false", "1", "0", "yes", "no"]).optional(),
  /** Lifetime of a back-office session (seconds, 12 hours): a shift, not a week. */
  STAFF_SESSION_TTL: positiveInt(12 * 60 * 60),
  /** Failed sign-ins of one staff account within 15 minutes before it is locked for the rest of them. */
  STAFF_LOGIN_MAX_FAILURES: positiveInt(5),
  /** Payment claims (a buyer's UTR) per minute from one address. */
  RATE_LIMIT_CLAIM_PER_MIN: positiveInt(5),
  /** Where uploaded and issued files live: `disk` (DATA_DIR/storage) or an S3-compatible bucket. */
  FILE_STORAGE: z.enum(["disk", "s3"], { error: "Use disk or s3." }).default("disk"),
  /** The S3 service's address (`https://…`); unset: AWS S3 of S3_REGION. */
  S3_ENDPOINT: optionalText.pipe(z.url({ protocol: /^https?$/, error: "Give an http(s) URL." }).optional()),
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_BUCKET: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  /** Bucket in the path (`endpoint/bucket/key`) rather than the host name; most self-hosted services need it. */
  S3_FORCE_PATH_STYLE: flag(false),
  /**
   * The WhatsApp Business Cloud API's address: Meta's Graph API, or the local fake
   * (`npm run whatsapp:fake -w @roshni/api`, which listens on this address's port).
   */
  WHATSAPP_API_URL: z
    .url({ protocol: /^https?$/, error: "Give an http(s) URL." })
    .default("https://graph.facebook.com"),
  /** The Graph API version in the path. */
  WHATSAPP_API_VERSION: z
    .string()
    .regex(/^v\d+\.\d+$/, "Give a Graph API version such as v21.0.")
    .default("v21.0"),
  /** The sending number's id in the WhatsApp Business account; with the token, turns WhatsApp messages on. */
  WHATSAPP_PHONE_NUMBER_ID: optionalText,
  /** A system user's permanent access token with whatsapp_business_messaging. */
  WHATSAPP_ACCESS_TOKEN: optionalText,
  /** The Meta app's secret: status webhooks without its X-Hub-Signature-256 are refused. */
  WHATSAPP_APP_SECRET: optionalText,
  /** The verify token typed into the app's webhook settings (GET hub.challenge). */
  WHATSAPP_VERIFY_TOKEN: optionalText,
  /**
   * Razorpay's API: https://api.razorpay.com, or the local gateway (`npm run razorpay:fake -w
   * @roshni/api`; `npm start` starts one on RAZORPAY_LOCAL_PORT when no key is set outside production).
   */
  RAZORPAY_API_BASE: z
    .url({ protocol: /^https?$/, error: "Give an http(s) URL." })
    .default("https://api.razorpay.com"),
  /** The key id (rzp_test_… or rzp_live_…); with the key secret it wins over the owner's settings. */
  RAZORPAY_KEY_ID: optionalText,
  RAZORPAY_KEY_SECRET: optionalText,
  /** The secret typed into the Razorpay dashboard's webhook; wins over the owner's settings. */
  RAZORPAY_WEBHOOK_SECRET: optionalText,
  /** Online payments still open after this many minutes are asked about at the gateway and settled. */
  RAZORPAY_RECONCILE_MINUTES: z.coerce
    .number()
    .min(0.05)
    .max(24 * 60)
    .default(15),
  /** Where `npm start` runs the local gateway when no Razorpay key is set (outside production). */
  RAZORPAY_LOCAL_PORT: z.coerce.number().int().min(0).max(65_535).default(4015),
  /**
   * Encrypts the gateway secrets typed on the settings screen (AES-256-GCM; at least 32 characters).
   * Unset outside production: derived from JWT_SECRET; production refuses to store secrets without it.
   */
  SECRETS_ENCRYPTION_KEY: optionalText.pipe(z.string().min(32).optional()),
});

export type Env = Omit<
  z.output<typeof envSchema>,
  "JWT_SECRET" | "MAIL_DIR" | "STAFF_MFA_REQUIRED" | "SEED_DEMO_CATALOGUE"
> & {
  /** Resolved: from the environment, else true outside production and false in production. */
  SEED_DEMO_CATALOGUE: boolean;
  /** Resolved: from the environment, else true in production and false otherwise. */
  STAFF_MFA_REQUIRED: boolean;
  /** Always set after loadEnv: from the environment, or generated once and kept in DATA_DIR. */
  JWT_SECRET: string;
  /** An absolute folder when mails are written as files (no SMTP_URL), otherwise undefined. */
  MAIL_DIR: string | undefined;
};

/**
 * A production start refused for something an operator must fix (a missing secret, an http address, a
 * published password): one sentence each, printed without a stack.
 */
export class ProductionRefusal extends Error {
  constructor(readonly sentences: string[]) {
    super(sentences.join("\n"));
    this.name = "ProductionRefusal";
  }
}

export type EnvSource = Record<string, string | undefined>;

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "EnvError";
  }
}

/**
 * Reads and validates the environment once, at boot. Relative DATA_DIR and MAIL_DIR are resolved from the
 * repo root.
 * Outside production a missing JWT_SECRET is generated and persisted in DATA_DIR so that restarting the
 * API keeps buyers signed in; production refuses to start without one.
 */
export function loadEnv(source: EnvSource = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    throw new EnvError(parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`));
  }
  const values = parsed.data;
  if (values.FILE_STORAGE === "s3") {
    const missing = (["S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const).filter(
      (name) => values[name] === undefined,
    );
    if (missing.length > 0) {
      throw new EnvError(missing.map((name) => `${name}: required when FILE_STORAGE=s3`));
    }
  }
  const dataDir = fromRepoRoot(values.DATA_DIR);
  const mailDir =
    values.SMTP_URL === undefined
      ? values.MAIL_DIR === undefined
        ? join(dataDir, "mail")
        : fromRepoRoot(values.MAIL_DIR)
      : undefined;

  if (values.NODE_ENV === "production") {
    const refusals: string[] = [];
    if (values.JWT_SECRET === undefined) {
      refusals.push(
        `Refusing to start in production without JWT_SECRET: set it to a random secret of at least ${JWT_SECRET_MIN_LENGTH} characters (for example the output of \`openssl rand -base64 48\`).`,
      );
    }
    if (new URL(values.PUBLIC_WEB_URL).protocol !== "https:") {
      refusals.push(
        `Refusing to start in production with PUBLIC_WEB_URL=${values.PUBLIC_WEB_URL}: give the shop's https:// address, as sign-in cookies travel only over TLS.`,
      );
    }
    if (refusals.length > 0) throw new ProductionRefusal(refusals);
  }
  const jwtSecret = values.JWT_SECRET ?? persistedSecret(dataDir);
  const catalogueFlag = values.SEED_DEMO_CATALOGUE;
  const seedDemoCatalogue =
    catalogueFlag === undefined
      ? values.NODE_ENV !== "production"
      : ["true", "1", "yes"].includes(catalogueFlag);
  const mfaFlag = values.STAFF_MFA_REQUIRED;
  const staffMfaRequired =
    mfaFlag === undefined ? values.NODE_ENV === "production" : ["true", "1", "yes"].includes(mfaFlag);
  return {
    ...values,
    DATA_DIR: dataDir,
    MAIL_DIR: mailDir,
    JWT_SECRET: jwtSecret,
    STAFF_MFA_REQUIRED: staffMfaRequired,
    SEED_DEMO_CATALOGUE: seedDemoCatalogue,
  };
}

function fromRepoRoot(path: string): string {
  return isAbsolute(path) ? path : resolve(REPO_ROOT, path);
}

function persistedSecret(dataDir: string): string {
  const file = join(dataDir, JWT_SECRET_FILE);
  if (existsSync(file)) {
    const stored = readFileSync(file, "utf8").trim();
    if (stored.length >= JWT_SECRET_MIN_LENGTH) return stored;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/**
 * Whether the process runs in production, read before the full environment (the demo notice comes first,
 * whatever else is wrong).
 */
export function isProduction(source: EnvSource = process.env): boolean {
  return source.NODE_ENV === "production";
}

/** Where PGlite keeps its files and where the /storage files live, both under DATA_DIR. */
export function dataPaths(dataDir: string): { pglite: string; storage: string } {
  return { pglite: join(dataDir, "pglite"), storage: join(dataDir, "storage") };
}
