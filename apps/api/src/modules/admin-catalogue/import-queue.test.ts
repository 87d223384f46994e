import { cp, mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ImportJobDto } from "@roshni/core";
import { sql } from "drizzle-orm";
import Papa from "papaparse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/client";
import { type Child, runEntry } from "../../test/child";
import {
  adminApi,
  createTestApp,
  DEMO_STAFF_EMAIL,
  staffCookie,
  type TestApp,
  WEB_ORIGIN,
} from "../../test/harness";
import { IMPORT_JOB } from "./imports";

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  // A job's lease is fixed when it is enqueued: short here, so that the killed worker's apply is taken again
  // within the test's patience (and longer than the apply takes on a busy machine).
  t = await createTestApp({ products: 40, env: { IMPORT_LEASE_SECONDS: 20 } });
  cookie = await staffCookie(t, DEMO_STAFF_EMAIL.owner);
});
afterAll(async () => t?.close());

async function upload(bytes: Buffer): Promise<ImportJobDto> {
  const res = await t.app.inject({
    method: "POST",
    url: "/v1/admin/products/import?dryRun=true&fileName=products.csv",
    headers: { website: "wholesale", origin: WEB_ORIGIN, cookie, "content-type": "text/csv" },
    payload: bytes,
  });
  expect(res.statusCode, res.body).toBe(202);
  return (JSON.parse(res.body) as { data: ImportJobDto }).data;
}

const job = async (id: number) =>
  (await adminApi(t.app, cookie).get<ImportJobDto>(`/v1/admin/imports/${id}`)).data;

/** The shop's export with `count` new products made from its first row: a large apply. */
async function fileWithNewProducts(count: number, name: string): Promise<Buffer> {
  const exported = await t.app.inject({
    method: "GET",
    url: "/v1/admin/products/export?format=csv",
    headers: { website: "wholesale", cookie },
  });
  const [header, first] = Papa.parse<string[]>(exported.body.replace(/^\uFEFF/, ""), { skipEmptyLines: true })
    .data as [string[], string[]];
  const at = (name: string) => header.indexOf(name);
  const rows = [header];
  for (let i = 0; i < count; i++) {
    const row = [...first];
    row[at("sku")] = `RL-${name.toUpperCase()}-${String(i).padStart(6, "0")}`;
    row[at("slug")] = `${name}-test-lamp-${i}`;
    row[at("title")] = `${name} Test Lamp ${i}`;
    rows.push(row);
  }
  return Buffer.from(Papa.unparse(rows));
}

/** What the catalogue holds, to tell "exactly as before" from any partial write. */
async function fingerprint() {
  const [row] = await queryRows<{ products: number; digest: string }>(
    t.db,
    sql`select count(*)::int as products, md5(string_agg(sku || title || default_price, ',' order by id)) as digest
      from products`,
  );
  return row;
}

describe("imports on the job queue", () => {
  it("a dry run and an apply run as jobs; the apply writes everything", async () => {
    const dry = await upload(await fileWithNewProducts(5, "five"));
    expect(dry.status).toBe("queued");
    await t.app.services.productImports.settled(dry.id);
    expect((await job(dry.id)).report?.created).toBe(5);
    const applied = await adminApi(t.app, cookie).post<ImportJobDto>(`/v1/admin/imports/${dry.id}/apply`, {});
    expect(applied.statusCode).toBe(202);
    await t.app.services.productImports.settled(applied.data.id);
    expect(await job(applied.data.id)).toMatchObject({ status: "done", applied: true });
    expect((await fingerprint())?.products).toBe(45);
  });

  it("an import whose job the queue gave up on (its processes died) shows failed, and the screen stops", async () => {
    const dry = await upload(await fileWithNewProducts(3, "three"));
    // A worker took it and died: the row says running, the queue has failed the job after its tries.
    await t.db.execute(sql`update import_jobs set status = 'running' where id = ${dry.id}`);
    await t.db.execute(
      sql`update pgboss.job set state = 'failed' where name = ${IMPORT_JOB} and (data->>'importId')::int = ${dry.id}`,
    );
    const seen = await job(dry.id);
    expect(seen.status).toBe("failed");
    expect(seen.message).toMatch(/stopped with the process that ran it; nothing was imported/);
    expect(seen.finishedAt).not.toBeNull();
  });
});

// A real process killed with SIGKILL needs a database other processes can reach: PostgreSQL only.
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))(
  "an import worker killed in the middle of an apply",
  () => {
    const children: Child[] = [];
    let dataDir: string;

    afterAll(async () => {
      for (const child of children) if (child.process.exitCode === null) child.process.kill("SIGKILL");
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    });

    function worker(): Child {
      const url = new URL(process.env.TEST_DATABASE_URL as string);
      url.pathname = `/${databaseName}`;
      const child = runEntry("src/server.ts", {
        NODE_ENV: "development",
        PROCESS_ROLE: "worker",
        DATA_DIR: dataDir,
        DATABASE_URL: url.toString(),
        API_PORT: "0",
        HOST: "127.0.0.1",
        LOG_LEVEL: "info",
        CATALOGUE_SYNC_MS: "0",
        JOB_POLL_SECONDS: "0.5",
        JOB_SUPERVISE_SECONDS: "1",
        // Longer than the apply takes here, short enough for the test to wait.
        IMPORT_LEASE_SECONDS: "20",
      });
      children.push(child);
      return child;
    }
    let databaseName = "";
    const ROWS = 4000;

    it("leaves the catalogue exactly as before; after the lease a second worker applies it", async () => {
      dataDir = await mkdtemp(join(tmpdir(), "roshni-import-kill-"));
      const [db] = await queryRows<{ name: string }>(t.db, sql`select current_database() as name`);
      databaseName = db?.name ?? "";
      const dry = await upload(await fileWithNewProducts(ROWS, "kill"));
      await t.app.services.productImports.settled(dry.id);
      expect((await job(dry.id)).report?.created).toBe(ROWS);
      // The workers read the stored file from their own DATA_DIR.
      await mkdir(join(dataDir, "storage"), { recursive: true });
      await cp(join(t.storageDir, "imports"), join(dataDir, "storage", "imports"), { recursive: true });

      const before = await fingerprint();
      const applied = await adminApi(t.app, cookie).post<ImportJobDto>(
        `/v1/admin/imports/${dry.id}/apply`,
        {},
      );
      expect(applied.statusCode).toBe(202);
      const id = applied.data.id;

      const first = worker();
      // Mid-apply: the worker has written progress of the running apply (a PostgreSQL server shows it).
      const deadline = Date.now() + 120_000;
      for (;;) {
        const [row] = await queryRows<{ status: string; progress: number }>(
          t.db,
          sql`select status, progress from import_jobs where id = ${id}`,
        );
        if (row?.status === "running" && row.progress > 0) break;
        if (row?.status === "done" || Date.now() > deadline)
          throw new Error(`not caught mid-apply: ${row?.status}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      first.process.kill("SIGKILL");
      await first.exited(10_000);
      expect(await fingerprint()).toEqual(before);
      expect((await job(id)).status).toBe("running");

      const second = worker();
      const finished = Date.now() + 180_000;
      let seen = await job(id);
      while (seen.status === "running" || seen.status === "queued") {
        if (Date.now() > finished) {
          const jobs = await queryRows(
            t.db,
            sql`select state, retry_count from pgboss.job where name = ${IMPORT_JOB}`,
          );
          throw new Error(`still ${seen.status} ${JSON.stringify(jobs)}${second.stdout()}${second.stderr()}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
        seen = await job(id);
      }
      expect(seen).toMatchObject({ status: "done", applied: true });
      expect((await fingerprint())?.products).toBe((before?.products ?? 0) + ROWS);
      second.process.kill("SIGTERM");
      await second.exited(20_000);
    }, 400_000);
  },
);
