import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";

// Browser journeys run against a fresh API on an embedded database in a temporary folder and the built
// storefront, both on their own ports so they never collide with a running `npm start`.
const API_PORT = Number(process.env.E2E_API_PORT ?? 4310);
const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 3310);
// Set in the environment once, by the main process: the workers re-evaluate this file and inherit its
// environment, so they see the same folder (the account journey reads the API's mails from DATA_DIR/mail).
process.env.E2E_DATA_DIR ||= mkdtempSync(join(tmpdir(), "roshni-e2e-"));
const DATA_DIR = process.env.E2E_DATA_DIR;
// The API's workers expire the storefront's cached answers through its /api/revalidate route.
process.env.E2E_REVALIDATE_SECRET ||= randomBytes(32).toString("hex");
const REVALIDATE_SECRET = process.env.E2E_REVALIDATE_SECRET;
// The local Razorpay the API starts (no key set): the storefront's page policy names the same port.
const RAZORPAY_PORT = String(Number(process.env.E2E_RAZORPAY_PORT ?? 4320));
const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
/** Point the journeys at servers already running (e.g. `next dev`) instead of starting their own. */
const EXTERNAL_BASE_URL = process.env.E2E_BASE_URL;

export default defineConfig({
  testDir: "./e2e",
  timeout: 60_000,
  // The machine is shared: generous waits keep the journeys about behaviour, not speed.
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : "list",
  use: {
    baseURL: EXTERNAL_BASE_URL ?? `http://127.0.0.1:${WEB_PORT}`,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: CHROME_PATH,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1366, height: 900 } } },
  ],
  webServer: EXTERNAL_BASE_URL
    ? []
    : [
        {
          command: "npm run start -w @roshni/api",
          cwd: "../..",
          url: `http://127.0.0.1:${API_PORT}/readyz`,
          // The first start migrates and seeds the demo catalogue.
          timeout: 240_000,
          reuseExistingServer: false,
          env: {
            API_PORT: String(API_PORT),
            HOST: "127.0.0.1",
            DATA_DIR,
            SEED_PRODUCTS: process.env.E2E_SEED_PRODUCTS ?? "600",
            // The e-invoice journey needs the shop setting on; it shows only on orders of registered buyers.
            SEED_E_INVOICE_ENABLED: "true",
            LOG_LEVEL: "warn",
            // Every journey registers its own buyer from this one machine; the limits themselves are
            // covered by the API's tests.
            RATE_LIMIT_REGISTER_PER_MIN: "100",
            RATE_LIMIT_LOGIN_PER_MIN: "100",
            PUBLIC_WEB_URL: `http://127.0.0.1:${WEB_PORT}`,
            // Mails as files the journeys can open, even when the developer's shell names a mail server.
            SMTP_URL: "",
            MAIL_DIR: join(DATA_DIR, "mail"),
            STOREFRONT_REVALIDATE_URL: `http://127.0.0.1:${WEB_PORT}`,
            REVALIDATE_SECRET,
            RAZORPAY_KEY_ID: "",
            RAZORPAY_KEY_SECRET: "",
            RAZORPAY_LOCAL_PORT: RAZORPAY_PORT,
          },
        },
        {
          // E2E_SKIP_BUILD=1 reuses an existing build (`npm run build`; CI builds once before the suites). The
          // server is the one `npm start` runs (server.ts: it sets X-Forwarded-For to the address it saw).
          command: process.env.E2E_SKIP_BUILD ? "npx tsx server.ts" : "npm run build && npx tsx server.ts",
          cwd: ".",
          url: `http://127.0.0.1:${WEB_PORT}/`,
          timeout: 300_000,
          reuseExistingServer: false,
          env: {
            PORT: String(WEB_PORT),
            API_URL: `http://127.0.0.1:${API_PORT}`,
            NEXT_TELEMETRY_DISABLED: "1",
            REVALIDATE_SECRET,
            RAZORPAY_KEY_ID: "",
            RAZORPAY_API_BASE: "",
            RAZORPAY_LOCAL_PORT: RAZORPAY_PORT,
          },
        },
      ],
});
