import { sql } from "drizzle-orm";
import pino from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type Db, queryRows } from "../db/client";
import { openScratchDatabase, type ScratchDatabase } from "../db/testing";
import { createJobQueue, type JobQueue } from "./queue";

const log = pino({ level: "silent" });

describe("the job queue", () => {
  let scratch: ScratchDatabase;
  let db: Db;
  let queue: JobQueue;
  let ran: { kind: string; payload: unknown }[];
  let failuresLeft: number;

  beforeEach(async () => {
    scratch = await openScratchDatabase();
    db = scratch.handle.db;
    await db.execute(sql`create table notes (id serial primary key, text text not null)`);
    ran = [];
    failuresLeft = 0;
    queue = createJobQueue({ db, log, pollSeconds: 0.5 });
    queue.setHandlers(
      {
        "note.mail": { run: async (payload) => void ran.push({ kind: "note.mail", payload }) },
        "note.index": { run: async (payload) => void ran.push({ kind: "note.index", payload }) },
        "note.flaky": {
          retries: 1,
          retryDelaySeconds: 1,
          run: async (payload) => {
            ran.push({ kind: "note.flaky", payload });
            if (failuresLeft > 0) {
              failuresLeft -= 1;
              throw new Error("The mail server said no");
            }
          },
        },
      },
      { "contact.received": ["note.mail", "note.index"], "settings.changed": ["note.flaky"] },
    );
    await queue.start();
  });

  afterEach(async () => {
    await queue.stop(1000);
    await scratch.dispose();
  });

  it("an event emitted in a transaction that commits starts each subscribed job once", async () => {
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into notes (text) values ('hello')`);
      await queue.emit(tx, { type: "contact.received", messageId: 7 });
    });
    expect(await queue.drain()).toEqual({ completed: 2, failed: [] });
    expect(ran.map((one) => one.kind).sort()).toEqual(["note.index", "note.mail"]);
    expect(ran[0]?.payload).toEqual({ type: "contact.received", messageId: 7 });
    expect(await queue.drain()).toEqual({ completed: 0, failed: [] });
  });

  it("an event emitted in a transaction that rolls back starts nothing", async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into notes (text) values ('hello')`);
        await queue.emit(tx, { type: "contact.received", messageId: 8 });
        throw new Error("the write failed after the emit");
      }),
    ).rejects.toThrow("the write failed");
    expect(await queue.drain()).toEqual({ completed: 0, failed: [] });
    expect(ran).toEqual([]);
  });

  it("several events emitted together start every subscribed job once, with each queue's retries; none on rollback", async () => {
    await expect(
      db.transaction(async (tx) => {
        await queue.emitAll(tx, [{ type: "contact.received", messageId: 9 }, { type: "settings.changed" }]);
        throw new Error("the write failed after the emit");
      }),
    ).rejects.toThrow("the write failed");
    expect(await queue.drain()).toEqual({ completed: 0, failed: [] });
    await db.transaction(async (tx) => {
      await queue.emitAll(tx, [{ type: "contact.received", messageId: 10 }, { type: "settings.changed" }]);
    });
    const rows = await queryRows<{ name: string; retry_limit: number }>(
      db,
      sql`select name, retry_limit from pgboss.job where name like 'note.%' order by name`,
    );
    expect(rows).toEqual([
      { name: "note.flaky", retry_limit: 1 },
      { name: "note.index", retry_limit: expect.any(Number) },
      { name: "note.mail", retry_limit: expect.any(Number) },
    ]);
    expect(await queue.drain()).toEqual({ completed: 3, failed: [] });
    expect(ran.map((one) => one.kind).sort()).toEqual(["note.flaky", "note.index", "note.mail"]);
    expect(ran.find((one) => one.kind === "note.mail")?.payload).toEqual({
      type: "contact.received",
      messageId: 10,
    });
  });

  it("a job that fails is retried after a pause, and stays failed with its message after its last try", async () => {
    failuresLeft = 1;
    await queue.emit(db, { type: "settings.changed" });
    expect(await queue.drain()).toEqual({
      completed: 0,
      failed: [{ kind: "note.flaky", error: "The mail server said no" }],
    });
    // Not at once: the retry waits its delay (1–2 s for the first).
    expect(await queue.drain()).toEqual({ completed: 0, failed: [] });
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect(await queue.drain()).toEqual({ completed: 1, failed: [] });
    expect(ran).toHaveLength(2);

    failuresLeft = 10;
    await queue.emit(db, { type: "settings.changed" });
    expect((await queue.drain()).failed).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect((await queue.drain()).failed).toHaveLength(1);
    const rows = (await db.execute(
      sql`select state, retry_count, output->>'message' as message from pgboss.job where name = 'note.flaky' and state <> 'completed'`,
    )) as unknown as { rows: { state: string; retry_count: number; message: string }[] };
    expect(rows.rows).toEqual([{ state: "failed", retry_count: 1, message: "The mail server said no" }]);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect(await queue.drain()).toEqual({ completed: 0, failed: [] });
  });

  it("a working process picks jobs up by itself", async () => {
    await queue.startWorking();
    await queue.send(null, "note.mail", { hello: "worker" });
    const deadline = Date.now() + 10_000;
    while (ran.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(ran).toEqual([{ kind: "note.mail", payload: { hello: "worker" } }]);
  });

  it("a recurring kind is scheduled on start and run by a working process without anyone sending it", async () => {
    let ticks = 0;
    const clock = createJobQueue({ db, log, pollSeconds: 0.5 });
    clock.setHandlers({ "note.sweep": { cron: "* * * * *", run: async () => void ticks++ } }, {});
    await clock.start();
    const schedules = (await db.execute(sql`select name, cron from pgboss.schedule`)) as unknown as {
      rows: { name: string; cron: string }[];
    };
    expect(schedules.rows).toEqual([{ name: "note.sweep", cron: "* * * * *" }]);
    await clock.startWorking();
    const began = Date.now();
    while (ticks === 0 && Date.now() - began < 25_000) await new Promise((r) => setTimeout(r, 100));
    expect(ticks).toBe(1);
    await clock.stop(1000);
    // Without the cron the schedule goes.
    const plain = createJobQueue({ db, log });
    plain.setHandlers({ "note.sweep": { run: async () => undefined } }, {});
    await plain.start();
    const left = (await db.execute(sql`select name from pgboss.schedule`)) as unknown as { rows: unknown[] };
    expect(left.rows).toEqual([]);
    await plain.stop(1000);
  }, 40_000);

  it("a working process runs a backlog one job after another without waiting its poll between them", async () => {
    const backlog = createJobQueue({ db, log, pollSeconds: 3 });
    let done = 0;
    backlog.setHandlers({ "note.quick": { run: async () => void done++ } }, {});
    await backlog.start();
    for (let i = 0; i < 12; i += 1) await backlog.send(null, "note.quick", { i });
    await backlog.startWorking();
    const began = Date.now();
    // Waiting 3 s after each job (pg-boss's own loop) would take 36 s for one slot.
    while (done < 12 && Date.now() - began < 15_000) await new Promise((r) => setTimeout(r, 50));
    expect(done).toBe(12);
    expect(Date.now() - began).toBeLessThan(15_000);
    await backlog.stop(1000);
  }, 30_000);

  it("a running job's progress is written on its row while it runs", async () => {
    let seen: unknown = null;
    const probe = createJobQueue({ db, log });
    probe.setHandlers(
      {
        "note.long": {
          run: async (_payload, context) => {
            await context.progress(3, 10, "rows checked");
            const rows = (await db.execute(
              sql`select output from pgboss.job where id = ${context.jobId}::uuid`,
            )) as unknown as { rows: { output: { progress: unknown } }[] };
            seen = rows.rows[0]?.output.progress;
          },
        },
      },
      {},
    );
    await probe.start();
    await probe.send(null, "note.long", {});
    expect(await probe.drain()).toEqual({ completed: 1, failed: [] });
    expect(seen).toMatchObject({ done: 3, total: 10, note: "rows checked" });
    await probe.stop(1000);
  });

  it("a job whose worker died is failed after its lease and finished by another worker", async () => {
    const dying = createJobQueue({ db, log, leaseSeconds: 1, superviseSeconds: 1, pollSeconds: 0.5 });
    const finished: string[] = [];
    const table = {
      "note.slow": {
        retryDelaySeconds: 1,
        run: async (_payload: unknown, context: { jobId: string }) => void finished.push(context.jobId),
      },
    };
    dying.setHandlers(table, {});
    await dying.start();
    const id = await dying.send(null, "note.slow", {});
    // The first worker takes the job and dies holding it: the row stays active, nobody completes it.
    const [taken] = await dying.boss().fetch("note.slow");
    expect(taken?.id).toBe(id);
    const second = createJobQueue({ db, log, leaseSeconds: 1, superviseSeconds: 1, pollSeconds: 0.5 });
    second.setHandlers(table, {});
    await second.start();
    await second.startWorking();
    const deadline = Date.now() + 15_000;
    while (finished.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(finished).toEqual([id]);
    const rows = (await db.execute(
      sql`select state, retry_count from pgboss.job where id = ${id}::uuid`,
    )) as unknown as { rows: { state: string; retry_count: number }[] };
    await new Promise((r) => setTimeout(r, 200));
    const after = (await db.execute(
      sql`select state, retry_count from pgboss.job where id = ${id}::uuid`,
    )) as unknown as { rows: { state: string; retry_count: number }[] };
    expect(rows.rows[0]?.retry_count).toBe(1);
    expect(after.rows).toEqual([{ state: "completed", retry_count: 1 }]);
    await second.stop(1000);
    await dying.stop(1000);
  }, 30_000);

  it("stopping a worker lets its running job finish", async () => {
    let release: () => void = () => {};
    const running = new Promise<void>((resolve) => {
      release = resolve;
    });
    const stopping = createJobQueue({ db, log, pollSeconds: 0.5 });
    let begun = false;
    stopping.setHandlers(
      {
        "note.steady": {
          run: async () => {
            begun = true;
            await new Promise((r) => setTimeout(r, 1500));
            release();
          },
        },
      },
      {},
    );
    await stopping.start();
    await stopping.startWorking();
    const id = await stopping.send(null, "note.steady", {});
    while (!begun) await new Promise((r) => setTimeout(r, 20));
    await stopping.stop(10_000);
    await running;
    const rows = (await db.execute(sql`select state from pgboss.job where id = ${id}::uuid`)) as unknown as {
      rows: { state: string }[];
    };
    expect(rows.rows).toEqual([{ state: "completed" }]);
  }, 20_000);

  it("an event a kind is not subscribed to starts nothing, and an unknown kind is refused", async () => {
    await queue.emit(db, { type: "customer.approved", customerId: 1 });
    expect(await queue.drain()).toEqual({ completed: 0, failed: [] });
    await expect(queue.send(null, "no.such.kind", {})).rejects.toThrow('No job kind "no.such.kind"');
  });
});

describe("processes starting together", () => {
  it("six queues starting at once on a fresh database both start, with the queues made once", async () => {
    const scratch = await openScratchDatabase();
    try {
      const table = { "note.mail": { run: async () => {} }, "note.index": { run: async () => {} } };
      const queues = [0, 1, 2, 3, 4, 5].map(() => createJobQueue({ db: scratch.handle.db, log }));
      for (const queue of queues) queue.setHandlers(table, {});
      await Promise.all(queues.map((queue) => queue.start()));
      const rows = (await scratch.handle.db.execute(
        sql`select name from pgboss.queue order by name`,
      )) as unknown as { rows: { name: string }[] };
      expect(rows.rows.map((row) => row.name)).toEqual(["note.index", "note.mail"]);
      await Promise.all(queues.map((queue) => queue.stop(1000)));
    } finally {
      await scratch.dispose();
    }
  });
});
