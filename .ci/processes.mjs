// Two API processes (PROCESS_ROLE=api) and one worker (PROCESS_ROLE=worker) on one PostgreSQL database,
// as README's "Scaling out" runs them, and what must hold across them:
//   1. every job the writes of both API processes enqueue runs exactly once (pg-boss's own table: each
//      completed, taken once: retry_count 0), whatever job kinds the handler table has;
//   2. a worker killed with SIGKILL in the middle of a job: a second worker finishes it after the lease;
//   3. a rate limit (sign-in attempts) counts across both API processes;
//   4. a staff session signed in on one is accepted by the other;
//   5. a staff title change saved on one is found by the other's search within a bound.
// Usage: node .ci/processes.mjs <database url>   (.ci/processes.sh makes the database)
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";

const DATABASE_URL = process.argv[2];
if (!DATABASE_URL) throw new Error("usage: node .ci/processes.mjs <database url>");
const BASE_PORT = Number(process.env.PROCESSES_BASE_PORT ?? 4330);
const WORK = mkdtempSync(join(tmpdir(), "roshni-processes-"));
const WEB_ORIGIN = "http://127.0.0.1:3999";
const LEASE_SECONDS = 4;
const SEARCH_BOUND_MS = Number(process.env.PROCESSES_SEARCH_BOUND_MS ?? 5000);
const LOGIN_LIMIT = 6;

const common = {
  ...process.env,
  NODE_ENV: "development",
  DATABASE_URL,
  DATA_DIR: join(WORK, "data"),
  JWT_SECRET: "processes-proof-secret-0123456789-abcdefghijklmnopqrstuvwxyz",
  PUBLIC_WEB_URL: WEB_ORIGIN,
  HOST: "127.0.0.1",
  LOG_LEVEL: "warn",
  SEED_PRODUCTS: "200",
  SMTP_URL: "",
  MAIL_DIR: join(WORK, "mail"),
  RATE_LIMIT_LOGIN_PER_MIN: String(LOGIN_LIMIT),
  RATE_LIMIT_FORGOT_PER_MIN: "10000",
  JOB_POLL_SECONDS: "0.5",
  JOB_SUPERVISE_SECONDS: "1",
  JOB_LEASE_SECONDS: String(LEASE_SECONDS),
  CATALOGUE_SYNC_MS: "500",
};

const children = new Set();
const db = new pg.Client({ connectionString: DATABASE_URL });

function log(text) {
  console.log(text);
}

async function cleanup() {
  for (const child of children) {
    try {
      process.kill(-child.pid, "SIGKILL");
    } catch {}
  }
  await db.end().catch(() => {});
  rmSync(WORK, { recursive: true, force: true });
}

async function fail(text) {
  console.error(`FAILED: ${text}`);
  for (const child of children) {
    console.error(`--- ${child.name} log (last 30 lines) ---`);
    console.error(readFileSync(child.logFile, "utf8").split("\n").slice(-30).join("\n"));
  }
  await cleanup();
  process.exit(1);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts `npm run start:api` in a role on a port; resolves once it answers its probe. */
async function startProcess(name, role, port) {
  const logFile = join(WORK, `${name}.log`);
  const { openSync } = await import("node:fs");
  const out = openSync(logFile, "a");
  // node itself (tsx as a loader), so that a signal reaches the server's own handlers and exit code.
  const child = spawn(process.execPath, ["--import", "tsx", "apps/api/src/server.ts"], {
    env: { ...common, PROCESS_ROLE: role, API_PORT: String(port) },
    stdio: ["ignore", out, out],
    detached: true,
  });
  Object.assign(child, { name, logFile, port });
  children.add(child);
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) await fail(`${name} stopped during its start`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (res.ok) return child;
    } catch {}
    await sleep(500);
  }
  return fail(`${name} did not answer within 300 s`);
}

/** SIGKILL, then wait for the exit and for statements the process had already sent to reach the database. */
async function killHard(child) {
  const exited = child.exitCode !== null ? Promise.resolve() : new Promise((r) => child.once("exit", r));
  process.kill(-child.pid, "SIGKILL");
  children.delete(child);
  await exited;
  await sleep(1_000);
}

async function call(port, method, path, { body, cookie } = {}) {
  const res = await fetch(`http://127.0.0.1:${port}/v1/${path}`, {
    method,
    headers: {
      website: "wholesale",
      origin: WEB_ORIGIN,
      ...(cookie ? { cookie } : {}),
      ...(body !== undefined ? { "content-type": "application/json" } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {}
  return { status: res.status, data: json?.data, headers: res.headers };
}

function ok(text) {
  log(`   ok: ${text}`);
}

async function jobRows(where = "true") {
  const { rows } = await db.query(
    `select id, name, state, retry_count, output from pgboss.job where ${where}
     union all select id, name, state, retry_count, output from pgboss.archive where ${where}`,
  );
  return rows;
}

async function waitForIdleQueue(timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const { rows } = await db.query(
      "select count(*)::int as n from pgboss.job where state in ('created', 'retry', 'active')",
    );
    if (rows[0].n === 0) return true;
    await sleep(250);
  }
  return false;
}

process.on("SIGINT", async () => {
  await cleanup();
  process.exit(130);
});

async function main() {
  const A = BASE_PORT;
  const B = BASE_PORT + 1;
  const W1 = BASE_PORT + 2;
  const W2 = BASE_PORT + 3;

  log("-- API process A (migrates and seeds the database on its first start)");
  await startProcess("api-a", "api", A);
  ok(`A answers on ${A}`);
  await db.connect();
  log("-- API process B and worker 1");
  await Promise.all([startProcess("api-b", "api", B), startProcess("worker-1", "worker", W1)]);
  ok(`B answers on ${B}, worker 1 on ${W1}`);

  const ready = await fetch(`http://127.0.0.1:${W1}/readyz`);
  if (ready.status !== 503) await fail(`the worker's /readyz answered ${ready.status}, not 503`);
  const shop = await fetch(`http://127.0.0.1:${W1}/v1/product`, { headers: { website: "wholesale" } });
  if (shop.status !== 404) await fail(`the worker answered a shop route with ${shop.status}`);
  ok("the worker is alive on /healthz, never ready on /readyz, and serves no shop route");

  log("-- a staff session signed in on A is accepted by B");
  const login = await call(A, "POST", "admin/auth/login", {
    body: { email: "owner@demo.roshnilighting.in", password: "Lighting@2026" },
  });
  if (login.status !== 200) await fail(`owner sign-in on A: ${login.status}`);
  const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0];
  const me = await call(B, "GET", "admin/me", { cookie });
  if (me.status !== 200 || me.data?.role !== "owner")
    await fail(`B did not accept A's session: ${me.status}`);
  ok("GET /v1/admin/me on B with A's cookie: the owner");

  log("-- writes through both API processes; each job they enqueue runs exactly once");
  const before = new Set((await jobRows()).map((row) => row.id));
  const writes = 40;
  const answers = await Promise.all(
    Array.from({ length: writes }, (_, i) =>
      call(i % 2 === 0 ? A : B, "POST", "contact", {
        body: {
          name: `Buyer ${i}`,
          email: `buyer${i}@example.test`,
          message: `Please send the price list for order ${i}.`,
        },
      }),
    ),
  );
  const refused = answers.filter((answer) => answer.status >= 300);
  if (refused.length > 0) await fail(`contact messages refused: ${refused.map((a) => a.status).join(", ")}`);
  // Staff writes too: a product's stock on each process.
  const products = await call(A, "GET", "product?limit=4");
  const ids = (products.data?.items ?? []).map((item) => item.id);
  for (const [index, id] of ids.entries()) {
    const res = await call(index % 2 === 0 ? A : B, "PATCH", `admin/products/${id}`, {
      cookie,
      body: { stock: 100 + index },
    });
    if (res.status !== 200) await fail(`stock change of product ${id}: ${res.status}`);
  }
  ok(`${writes} contact messages and ${ids.length} stock changes answered, half on each API process`);
  if (!(await waitForIdleQueue(60_000))) await fail("jobs were still waiting or running after 60 s");
  const created = (await jobRows()).filter((row) => !before.has(row.id));
  const kinds = [...new Set(created.map((row) => row.name))].sort();
  const wrong = created.filter((row) => row.state !== "completed" || row.retry_count !== 0);
  if (wrong.length > 0) {
    await fail(
      `jobs not completed exactly once: ${JSON.stringify(wrong.map((r) => [r.name, r.state, r.retry_count]))}`,
    );
  }
  ok(
    created.length === 0
      ? "no job kind subscribes to these writes yet: 0 jobs (the check counts whatever kinds exist)"
      : `${created.length} jobs (${kinds.join(", ")}): each completed, each taken once (retry_count 0)`,
  );

  log("-- a rate limit counts across both API processes");
  const statuses = [];
  for (let i = 0; i <= LOGIN_LIMIT; i += 1) {
    const res = await call(i % 2 === 0 ? B : A, "POST", "admin/auth/login", {
      body: { email: `nobody${i}@example.test`, password: "not the password" },
    });
    statuses.push(res.status);
  }
  // One sign-in of A's above counted already (the owner's): the limit is reached before the last try.
  const limited = statuses.indexOf(429);
  if (limited === -1) await fail(`no 429 after ${LOGIN_LIMIT + 1} sign-ins shared by A and B: ${statuses}`);
  if (limited < LOGIN_LIMIT - 1) await fail(`429 too early: ${statuses}`);
  ok(`sign-ins alternating B, A, B…: ${statuses.join(" ")} (limit ${LOGIN_LIMIT} a minute per address)`);

  log("-- a title change saved on A is found by B's search");
  const target = ids[0];
  const word = `Zephyrine${Date.now().toString(36)}`;
  const firstSearch = await call(B, "GET", `product?search=${word}`);
  if ((firstSearch.data?.items ?? []).length !== 0) await fail("the new word is already found");
  const saved = Date.now();
  const patch = await call(A, "PATCH", `admin/products/${target}`, {
    cookie,
    body: { title: `${word} crystal chandelier` },
  });
  if (patch.status !== 200) await fail(`title change on A: ${patch.status}`);
  const saveMs = Date.now() - saved;
  let seenMs = -1;
  while (Date.now() - saved < SEARCH_BOUND_MS + 5000) {
    const found = await call(B, "GET", `product?search=${word}`);
    if ((found.data?.items ?? []).some((item) => item.id === target)) {
      seenMs = Date.now() - saved;
      break;
    }
    await sleep(50);
  }
  if (seenMs === -1 || seenMs > SEARCH_BOUND_MS) {
    await fail(`B's search did not find the new title within ${SEARCH_BOUND_MS} ms (${seenMs})`);
  }
  ok(
    `saved on A in ${saveMs} ms; found by B's search ${seenMs} ms after the save began (bound ${SEARCH_BOUND_MS} ms)`,
  );

  log("-- worker 1 killed (SIGKILL) in the middle of a job; worker 2 finishes it after the lease");
  const queueKinds = (await db.query("select name from pgboss.queue")).rows.map((row) => row.name);
  if (queueKinds.length === 0) {
    log("   skipped: the handler table has no job kind yet, so no job can be caught running");
  } else {
    let orphans = [];
    for (let round = 0; round < 10 && orphans.length === 0; round += 1) {
      // Jobs pile up while worker 1 is frozen; it takes them when it thaws and is killed as soon as one is active.
      process.kill(-[...children].find((c) => c.name === "worker-1").pid, "SIGSTOP");
      await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          call(i % 2 === 0 ? A : B, "POST", "contact", {
            body: {
              name: `Late buyer ${round}-${i}`,
              email: `late${round}-${i}@example.test`,
              message: "Price list?",
            },
          }),
        ),
      );
      for (const id of ids)
        await call(A, "PATCH", `admin/products/${id}`, { cookie, body: { stock: 50 + round } });
      const worker1 = [...children].find((c) => c.name === "worker-1");
      process.kill(-worker1.pid, "SIGCONT");
      const deadline = Date.now() + 10_000;
      while (Date.now() < deadline) {
        const { rows } = await db.query("select id from pgboss.job where state = 'active'");
        if (rows.length > 0) {
          // A job whose completion was already on its way counts as finished, not orphaned: read after the kill.
          await killHard(worker1);
          orphans = (await db.query("select id, name from pgboss.job where state = 'active'")).rows;
          break;
        }
        await sleep(5);
      }
      if (orphans.length === 0) {
        if (!children.has(worker1)) await startProcess("worker-1", "worker", W1);
        if (!(await waitForIdleQueue(30_000))) await fail("jobs still waiting after 30 s");
      }
    }
    if (orphans.length === 0) await fail("no job was caught running in 10 rounds");
    ok(`worker 1 killed holding ${orphans.length} running job(s): ${orphans.map((o) => o.name).join(", ")}`);
    const killedAt = Date.now();
    await startProcess("worker-2", "worker", W2);
    if (!(await waitForIdleQueue(60_000))) await fail("worker 2 did not finish the jobs within 60 s");
    const finishedMs = Date.now() - killedAt;
    const after = await jobRows(`id in (${orphans.map((o) => `'${o.id}'`).join(",")})`);
    const unfinished = after.filter((row) => row.state !== "completed" || row.retry_count !== 1);
    if (unfinished.length > 0)
      await fail(`orphaned jobs not finished once more: ${JSON.stringify(unfinished)}`);
    ok(
      `worker 2 finished every one (completed, taken twice: retry_count 1) ${finishedMs} ms after the kill (lease ${LEASE_SECONDS} s)`,
    );
  }

  log("-- SIGTERM stops every process cleanly (a worker lets its running job finish first)");
  for (const child of [...children]) {
    const exited = new Promise((resolve) => child.once("exit", (code) => resolve(code)));
    process.kill(-child.pid, "SIGTERM");
    const code = await Promise.race([exited, sleep(30_000).then(() => "timeout")]);
    if (code !== 0) await fail(`${child.name} answered SIGTERM with ${code}`);
    children.delete(child);
  }
  ok("each process exited with 0");

  log(`== processes proof passed (load ${readFileSync("/proc/loadavg", "utf8").trim()})`);
  await cleanup();
}

main().catch(async (error) => {
  await fail(error instanceof Error ? (error.stack ?? error.message) : String(error));
});
