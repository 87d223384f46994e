import { sql } from "drizzle-orm";
import pino from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "../db/client";
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

  it("an event a kind is not subscribed to starts nothing, and an unknown kind is refused", async () => {
    await queue.emit(db, { type: "customer.approved", customerId: 1 });
    expect(await queue.drain()).toEqual({ completed: 0, failed: [] });
    await expect(queue.send(null, "no.such.kind", {})).rejects.toThrow('No job kind "no.such.kind"');
  });
});
