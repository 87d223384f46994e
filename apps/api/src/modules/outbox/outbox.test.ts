import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outboxMails } from "../../db/schema";
import { loadEnv, REPO_ROOT } from "../../env";
import { createTestApp, type TestApp } from "../../test/harness";
import {
  createMailDispatcher,
  dispatchPendingMails,
  enqueueMail,
  type MailSender,
  mailMessage,
  mailSenderFor,
  type OutgoingMail,
} from "./service";

let testApp: TestApp;
const folders: string[] = [];

beforeAll(async () => {
  testApp = await createTestApp({ seed: false });
});

afterAll(async () => {
  await testApp?.close();
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

async function scratchFolder(): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), "roshni-mail-"));
  folders.push(folder);
  return folder;
}

async function unsent(): Promise<number> {
  const rows = await testApp.db.select({ id: outboxMails.id }).from(outboxMails).where(sql`sent_at is null`);
  return rows.length;
}

const silentLog = { error: () => {}, info: () => {} } as unknown as FastifyBaseLogger;
const SECRET = "s".repeat(40);

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

  it("without SMTP_URL mails go to DATA_DIR/mail (or MAIL_DIR); with SMTP_URL never to a folder", () => {
    const dataDir = join(tmpdir(), "roshni-env-mail");
    expect(loadEnv({ JWT_SECRET: SECRET, DATA_DIR: dataDir }).MAIL_DIR).toBe(join(dataDir, "mail"));
    expect(loadEnv({ JWT_SECRET: SECRET, DATA_DIR: dataDir, MAIL_DIR: "outgoing-mail" }).MAIL_DIR).toBe(
      join(REPO_ROOT, "outgoing-mail"),
    );
    expect(
      loadEnv({
        JWT_SECRET: SECRET,
        DATA_DIR: dataDir,
        MAIL_DIR: "/var/mail/roshni",
        SMTP_URL: "smtp://mail.example.in:587",
      }).MAIL_DIR,
    ).toBeUndefined();
  });

  it("without SMTP a mail lands in the mail folder as an .eml with its subject and text, and is marked sent", async () => {
    const dataDir = await scratchFolder();
    const env = loadEnv({ JWT_SECRET: SECRET, DATA_DIR: dataDir });
    const logged: unknown[] = [];
    const log = {
      ...silentLog,
      info: (entry: unknown) => logged.push(entry),
    } as unknown as FastifyBaseLogger;
    const id = await enqueueMail(testApp.db, {
      to: "meera@example.in",
      subject: "Reset your Roshni Lighting password",
      text: "Dear Meera,\n\nOpen this link within one hour.\n",
      html: "<p>Dear Meera,</p>",
    });

    const result = await dispatchPendingMails(testApp.db, mailSenderFor(env, log));
    expect(result.failed).toBe(0);

    const entries = await readdir(join(dataDir, "mail"));
    // Only finished mails: the temporary file of the atomic write is gone.
    expect(entries.every((name) => name.endsWith(".eml"))).toBe(true);
    expect(entries).toHaveLength(result.sent);
    const mine = entries.filter((name) => name.endsWith(`-${id}.eml`));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z-\d+\.eml$/);
    const message = await readFile(join(dataDir, "mail", mine[0] ?? ""), "utf8");
    expect(message).toContain("Subject: Reset your Roshni Lighting password");
    expect(message).toContain("To: meera@example.in");
    expect(message).toContain("From: Roshni Lighting <sales@roshnilighting.in>");
    expect(message).toMatch(/Content-Type: multipart\/alternative/);
    expect(message).toContain("Open this link within one hour.");
    expect(message).toContain("<p>Dear Meera,</p>");

    const [row] = await testApp.db.select().from(outboxMails).where(eq(outboxMails.id, id));
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(row?.lastError).toBeNull();
    // The log line stays, now naming the file.
    expect(logged).toContainEqual(
      expect.objectContaining({
        mailId: id,
        to: "meera@example.in",
        file: join(dataDir, "mail", mine[0] ?? ""),
      }),
    );
  });

  it("a mail that cannot be written to the folder stays waiting with the error", async () => {
    const parent = await scratchFolder();
    // A file where the folder should be: the folder cannot be made.
    const blocked = join(parent, "mail");
    await writeFile(blocked, "not a folder");
    const id = await enqueueMail(testApp.db, { to: "blocked@example.in", subject: "Blocked", text: "x" });
    const send = mailSenderFor(
      { MAIL_DIR: blocked, MAIL_FROM: "Roshni <sales@roshnilighting.in>" },
      silentLog,
    );
    const result = await dispatchPendingMails(testApp.db, send);
    expect(result.failed).toBeGreaterThanOrEqual(1);
    const [row] = await testApp.db.select().from(outboxMails).where(eq(outboxMails.id, id));
    expect(row?.sentAt).toBeNull();
    expect(row?.attempts).toBe(1);
    expect(row?.lastError).toMatch(/EEXIST|ENOTDIR/);
  });

  it("a mail is composed by nodemailer: a non-ASCII subject as RFC 2047 words, UTF-8 text quoted-printable", async () => {
    const date = new Date("2026-11-22T09:14:27.361Z");
    const message = (
      await mailMessage(
        {
          id: 42,
          to: "ravi@example.in",
          subject: "Order WL-2026-000002 placed — ₹86,344.25 by bank transfer",
          text: "Total: ₹86,344.25\nFollow your order at http://127.0.0.1:3310/account/orders/2?document=proforma",
        },
        "रोशनी Lighting <sales@roshnilighting.in>",
        date,
      )
    ).toString("utf8");
    const [head = "", body = ""] = message.split("\r\n\r\n");
    const unfolded = head.replace(/\r\n[ \t]+/g, " ");
    expect(unfolded).toMatch(/^From: =\?UTF-8\?[BQ]\?.+\?= <sales@roshnilighting\.in>$/m);
    expect(unfolded).toMatch(/^To: ravi@example\.in$/m);
    expect(unfolded).toMatch(/^Date: Sun, 22 Nov 2026 09:14:27 \+0000$/m);
    expect(unfolded).toMatch(/^Message-ID: <outbox-42\.1795338867361@roshnilighting\.in>$/m);
    expect(unfolded).toMatch(/^Content-Type: text\/plain; charset=utf-8$/m);
    expect(unfolded).toMatch(/^Content-Transfer-Encoding: quoted-printable$/m);
    // Every header line within RFC 5322's 78 characters; the subject's encoded words decode back to it.
    expect(head.split("\r\n").every((line) => line.length <= 78)).toBe(true);
    const subject = /^Subject: (.*)$/m.exec(unfolded)?.[1] ?? "";
    const decoded = [...subject.matchAll(/=\?UTF-8\?([BQ])\?([^?]*)\?=/g)]
      .map(([, kind, word = ""]) =>
        kind === "B"
          ? Buffer.from(word, "base64").toString("utf8")
          : Buffer.from(
              word
                .replace(/_/g, " ")
                .replace(/=([0-9A-F]{2})/g, (_, hex: string) =>
                  String.fromCharCode(Number.parseInt(hex, 16)),
                ),
              "latin1",
            ).toString("utf8"),
      )
      .join("");
    expect(decoded).toBe("Order WL-2026-000002 placed — ₹86,344.25 by bank transfer");
    // Quoted-printable decodes back to the text as written, link included.
    const text = Buffer.from(
      body
        .replace(/=\r\n/g, "")
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
      "latin1",
    ).toString("utf8");
    expect(text.trim()).toBe(
      "Total: ₹86,344.25\r\nFollow your order at http://127.0.0.1:3310/account/orders/2?document=proforma",
    );
    expect(body.split("\r\n").every((line) => line.length <= 76)).toBe(true);
  });

  it("a plain ASCII mail in short lines stays 7bit, readable as written", async () => {
    const message = (
      await mailMessage(
        { id: 1, to: "a@example.in", subject: "Short", text: "Hello\nThere" },
        "a@b.in",
        new Date(),
      )
    ).toString("utf8");
    expect(message).toContain("Content-Transfer-Encoding: 7bit");
    expect(message.split("\r\n\r\n")[1]).toBe("Hello\r\nThere\r\n");
  });

  it("a contact message's mail carries the sender as Reply-To", async () => {
    const message = await mailMessage(
      {
        id: 3,
        to: "sales@roshnilighting.in",
        subject: "Contact form: Anita",
        text: "Hello",
        replyTo: "Anita Desai <anita@example.in>",
      },
      "Roshni Lighting <sales@roshnilighting.in>",
      new Date(),
    );
    expect(message.toString("utf8").split("\r\n")).toContain("Reply-To: Anita Desai <anita@example.in>");
  });
});
