import { eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outboxMails } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/harness";
import {
  createMailDispatcher,
  dispatchPendingMails,
  enqueueMail,
  type MailSender,
  type OutgoingMail,
} from "./service";

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ seed: false });
});

afterAll(async () => {
  await testApp?.close();
});

async function unsent(): Promise<number> {
  const rows = await testApp.db.select({ id: outboxMails.id }).from(outboxMails).where(sql`sent_at is null`);
  return rows.length;
}

const silentLog = { error: () => {}, info: () => {} } as unknown as FastifyBaseLogger;

describe("outbox", () => {
  it("a mail enqueued in a transaction that rolls back is never sent", async () => {
    await expect(
      testApp.db.transaction(async (tx) => {
        await enqueueMail(tx, { to: "lost@example.in", subject: "Never", text: "Rolled back" });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    const rows = await testApp.db.select().from(outboxMails).where(eq(outboxMails.to, "lost@example.in"));
    expect(rows).toEqual([]);
  });

  it("the dispatcher sends waiting mails oldest first and marks them sent", async () => {
    await enqueueMail(testApp.db, { to: "a@example.in", subject: "First", text: "1" });
    await enqueueMail(testApp.db, { to: "b@example.in", subject: "Second", text: "2" });
    const delivered: OutgoingMail[] = [];
    const send: MailSender = async (mail) => {
      delivered.push(mail);
    };
    const result = await dispatchPendingMails(testApp.db, send);
    expect(result).toEqual({ sent: 2, failed: 0 });
    expect(delivered.map((m) => m.subject)).toEqual(["First", "Second"]);
    expect(await unsent()).toBe(0);
    // Sent mails are not sent again.
    expect(await dispatchPendingMails(testApp.db, send)).toEqual({ sent: 0, failed: 0 });
  });

  it("a refused mail keeps its error and waits before the next attempt", async () => {
    const id = await enqueueMail(testApp.db, { to: "down@example.in", subject: "Retry", text: "x" });
    const failing: MailSender = async () => {
      throw new Error("421 mail server busy");
    };
    expect(await dispatchPendingMails(testApp.db, failing)).toEqual({ sent: 0, failed: 1 });
    const [row] = await testApp.db.select().from(outboxMails).where(eq(outboxMails.id, id));
    expect(row).toMatchObject({ attempts: 1, lastError: "421 mail server busy", sentAt: null });
    // attempts² = 1 minute after creation has not passed yet: the next pass leaves it alone.
    expect(await dispatchPendingMails(testApp.db, failing)).toEqual({ sent: 0, failed: 0 });
    await testApp.db
      .update(outboxMails)
      .set({ createdAt: new Date(Date.now() - 2 * 60_000) })
      .where(eq(outboxMails.id, id));
    expect(await dispatchPendingMails(testApp.db, async () => {})).toEqual({ sent: 1, failed: 0 });
  });

  it("the interval dispatcher sends on its own and stops cleanly", async () => {
    const delivered: string[] = [];
    const dispatcher = createMailDispatcher({
      db: testApp.db,
      send: async (mail) => {
        delivered.push(mail.subject);
      },
      log: silentLog,
      intervalMs: 20,
    });
    dispatcher.start();
    await enqueueMail(testApp.db, { to: "c@example.in", subject: "Timed", text: "3" });
    const deadline = Date.now() + 5000;
    while (!delivered.includes("Timed") && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await dispatcher.stop();
    expect(delivered).toEqual(["Timed"]);
    await enqueueMail(testApp.db, { to: "d@example.in", subject: "After stop", text: "4" });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(delivered).toEqual(["Timed"]);
  });
});
