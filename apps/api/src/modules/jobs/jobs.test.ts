import type { AdminJobDto, AdminJobPageDto, AdminJobSummaryDto } from "@roshni/core";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminApi, createTestApp, DEMO_STAFF_EMAIL, staffCookie, type TestApp } from "../../test/harness";

/**
 * The owner's job screen reads pg-boss's own table. The jobs here are put there through pg-boss (a queue
 * of their kind, sent, taken and failed as a worker would), so the rows are exactly what the queue writes.
 */
let testApp: TestApp;
let owner: string;
let manager: string;

async function failedJob(kind: string, message: string): Promise<string> {
  const boss = testApp.app.deps.jobs.boss();
  if (!(await boss.getQueue(kind))) await boss.createQueue(kind, { name: kind, retryLimit: 0 });
  const id = await boss.send(kind, { orderId: 1 }, { retryLimit: 0 });
  if (!id) throw new Error("not sent");
  const [job] = await boss.fetch(kind);
  expect(job?.id).toBe(id);
  await boss.fail(kind, id, new Error(message));
  return id;
}

beforeAll(async () => {
  testApp = await createTestApp({ products: 1 });
  owner = await staffCookie(testApp, DEMO_STAFF_EMAIL.owner);
  manager = await staffCookie(testApp, DEMO_STAFF_EMAIL.manager);
});

afterAll(async () => {
  await testApp?.close();
});

describe("/v1/admin/jobs", () => {
  it("lists jobs newest first with state, tries, last error; filters by state and kind; pages", async () => {
    const failed = await failedJob("mail.order-placed", "The mail server refused the connection");
    const boss = testApp.app.deps.jobs.boss();
    await boss.createQueue("search.apply", { name: "search.apply" });
    const pending: string[] = [];
    for (let i = 0; i < 3; i += 1) pending.push((await boss.send("search.apply", { productIds: [i] })) ?? "");

    const all = await adminApi(testApp.app, owner).get<AdminJobPageDto>("/v1/admin/jobs");
    expect(all.statusCode).toBe(200);
    expect(all.data.items.map((job) => job.id)).toEqual(expect.arrayContaining([failed, ...pending]));

    const onlyFailed = await adminApi(testApp.app, owner).get<AdminJobPageDto>("/v1/admin/jobs", {
      query: { state: "failed" },
    });
    expect(onlyFailed.data.items).toEqual([
      expect.objectContaining({
        id: failed,
        kind: "mail.order-placed",
        state: "failed",
        attempts: 1,
        maxAttempts: 1,
        lastError: "The mail server refused the connection",
        progress: null,
        startedAt: expect.any(String),
        finishedAt: expect.any(String),
      }),
    ]);

    const byKind = await adminApi(testApp.app, owner).get<AdminJobPageDto>("/v1/admin/jobs", {
      query: { kind: "search.apply", state: "pending", limit: 2 },
    });
    expect(byKind.data.items).toHaveLength(2);
    expect(byKind.data.items.every((job) => job.state === "pending" && job.attempts === 0)).toBe(true);
    expect(byKind.data.nextCursor).not.toBeNull();
    const next = await adminApi(testApp.app, owner).get<AdminJobPageDto>("/v1/admin/jobs", {
      query: { kind: "search.apply", state: "pending", limit: 2, cursor: byKind.data.nextCursor ?? "" },
    });
    expect(next.data.nextCursor).toBeNull();
    expect([...byKind.data.items, ...next.data.items].map((job) => job.id).sort()).toEqual(
      [...pending].sort(),
    );

    const bad = await adminApi(testApp.app, owner).get("/v1/admin/jobs", { query: { state: "broken" } });
    expect(bad.statusCode).toBe(422);
    const badCursor = await adminApi(testApp.app, owner).get("/v1/admin/jobs", { query: { cursor: "nope" } });
    expect(badCursor.error?.code).toBe("CURSOR_INVALID");
  });

  it("the summary counts jobs per state (the dashboard's failed count)", async () => {
    const res = await adminApi(testApp.app, owner).get<AdminJobSummaryDto>("/v1/admin/jobs/summary");
    expect(res.statusCode).toBe(200);
    const [row] = (
      (await testApp.db.execute(
        sql`select count(*)::int as n from pgboss.job where state = 'failed'`,
      )) as unknown as { rows: { n: number }[] }
    ).rows;
    expect(res.data.counts.failed).toBe(row?.n);
    expect(res.data.counts.failed).toBeGreaterThan(0);
    expect(res.data.kinds).toEqual(testApp.app.deps.jobs.kinds().sort());
  });

  it("a running job shows its progress", async () => {
    const boss = testApp.app.deps.jobs.boss();
    await boss.createQueue("import.apply", { name: "import.apply" });
    const id = await boss.send("import.apply", { importId: 4 });
    await boss.fetch("import.apply");
    await testApp.db.execute(
      sql`update pgboss.job set output = jsonb_build_object('progress', jsonb_build_object('done', 40, 'total', 100, 'note', 'rows applied')) where id = ${id}::uuid`,
    );
    const res = await adminApi(testApp.app, owner).get<AdminJobPageDto>("/v1/admin/jobs", {
      query: { state: "running" },
    });
    expect(res.data.items).toEqual([
      expect.objectContaining({
        id,
        state: "running",
        attempts: 1,
        progress: { done: 40, total: 100, note: "rows applied" },
      }),
    ]);
  });

  it("the owner retries a failed job: it runs again, audited; anything else is refused", async () => {
    const id = await failedJob("mail.order-dispatched", "No route to the mail server");
    const res = await adminApi(testApp.app, owner).post<AdminJobDto>(`/v1/admin/jobs/${id}/retry`);
    expect(res.statusCode).toBe(200);
    expect(res.data).toMatchObject({
      id,
      state: "retrying",
      maxAttempts: 2,
      lastError: "No route to the mail server",
    });
    const [taken] = await testApp.app.deps.jobs.boss().fetch("mail.order-dispatched");
    expect(taken?.id).toBe(id);

    const [audit] = (
      (await testApp.db.execute(
        sql`select action, entity, before->>'state' as before, after->>'state' as after from audit_log where entity_id = ${id}`,
      )) as unknown as { rows: { action: string; entity: string; before: string; after: string }[] }
    ).rows;
    expect(audit).toEqual({ action: "job.retry", entity: "job", before: "failed", after: "retrying" });

    const again = await adminApi(testApp.app, owner).post(`/v1/admin/jobs/${id}/retry`);
    expect(again.statusCode).toBe(409);
    expect(again.error?.code).toBe("JOB_NOT_FAILED");
    const missing = await adminApi(testApp.app, owner).post(
      "/v1/admin/jobs/00000000-0000-4000-8000-000000000000/retry",
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.error?.code).toBe("JOB_NOT_FOUND");
  });

  it("is the owner's alone", async () => {
    const id = await failedJob("mail.order-confirmed", "refused");
    for (const [url, method] of [
      ["/v1/admin/jobs", "get"],
      ["/v1/admin/jobs/summary", "get"],
      [`/v1/admin/jobs/${id}/retry`, "post"],
    ] as const) {
      const res = await adminApi(testApp.app, manager)[method](url);
      expect(res.statusCode).toBe(403);
    }
    const still = await adminApi(testApp.app, owner).get<AdminJobPageDto>("/v1/admin/jobs", {
      query: { kind: "mail.order-confirmed" },
    });
    expect(still.data.items[0]?.state).toBe("failed");
  });
});
