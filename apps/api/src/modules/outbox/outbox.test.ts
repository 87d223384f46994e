import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outboxMails } from "../../db/schema";
import { loadEnv, REPO_ROOT } from "../../env";
import { createTestApp, type TestApp } from "../../test/harness";
import { createMessaging } from "../messages/service";
import { type MailSender, mailMessage, mailSenderFor, type OutgoingMail } from "./service";

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

/** A recorded mail, as the messages job writes it before its send job runs. */
async function recordMail(mail: OutgoingMail): Promise<number> {
  const [row] = await testApp.db
    .insert(outboxMails)
    .values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null })
    .returning({ id: outboxMails.id });
  if (!row) throw new Error("no row");
  return row.id;
}

/** The send job's work with a given sender. */
function sendWith(send: MailSender) {
  return createMessaging({
    db: testApp.db,
    jobs: testApp.app.deps.jobs,
    publicWebUrl: "http://shop.test",
    mailFrom: "Roshni <sales@roshnilighting.in>",
    sendMail: send,
    whatsapp: null,
  }).sendMail;
}

const silentLog = { error: () => {}, info: () => {} } as unknown as FastifyBaseLogger;
const SECRET = "s".repeat(40);

describe("outbox", () => {
  it("a recorded mail is sent once and marked sent; sending it again does nothing", async () => {
    const id = await recordMail({ to: "a@example.in", subject: "First", text: "1" });
    const delivered: OutgoingMail[] = [];
    const send = sendWith(async (mail) => {
      delivered.push(mail);
    });
    await send(id);
    await send(id);
    expect(delivered.map((m) => m.subject)).toEqual(["First"]);
    const [row] = await testApp.db.select().from(outboxMails).where(eq(outboxMails.id, id));
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(row?.attempts).toBe(1);
  });

  it("a mail's attachment is sent with it, the same bytes on every try, and written into the .eml", async () => {
    const pdf = Buffer.from("%PDF-1.4 statement\n");
    const [row] = await testApp.db
      .insert(outboxMails)
      .values({
        to: "b@example.in",
        subject: "Statement",
        text: "Attached.",
        attachments: [
          { filename: "statement.pdf", contentType: "application/pdf", base64: pdf.toString("base64") },
        ],
      })
      .returning({ id: outboxMails.id });
    const delivered: OutgoingMail[] = [];
    await sendWith(async (mail) => {
      delivered.push(mail);
    })(row?.id ?? 0);
    expect(delivered[0]?.attachments).toEqual([
      { filename: "statement.pdf", contentType: "application/pdf", content: pdf },
    ]);
    const message = (
      await mailMessage(
        {
          id: 7,
          to: "b@example.in",
          subject: "Statement",
          text: "Attached.",
          attachments: delivered[0]?.attachments,
        },
        "Roshni <sales@roshnilighting.in>",
        new Date("2026-11-22T09:14:27.361Z"),
      )
    ).toString("utf8");
    expect(message).toMatch(/^Content-Type: multipart\/mixed/m);
    expect(message).toMatch(/filename=statement\.pdf/);
    expect(message).toContain(pdf.toString("base64").trim());
  });

  it("a refused mail keeps its error and throws, so that its job is retried with back-off", async () => {
    const id = await recordMail({ to: "down@example.in", subject: "Retry", text: "x" });
    await expect(
      sendWith(async () => {
        throw new Error("421 mail server busy");
      })(id),
    ).rejects.toThrow("421 mail server busy");
    const [row] = await testApp.db.select().from(outboxMails).where(eq(outboxMails.id, id));
    expect(row).toMatchObject({ attempts: 1, lastError: "421 mail server busy", sentAt: null });
    await sendWith(async () => {})(id);
    const [after] = await testApp.db.select().from(outboxMails).where(eq(outboxMails.id, id));
    expect(after).toMatchObject({ attempts: 2, lastError: null });
    expect(after?.sentAt).toBeInstanceOf(Date);
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
    const id = await recordMail({
      to: "meera@example.in",
      subject: "Reset your Roshni Lighting password",
      text: "Dear Meera,\n\nOpen this link within one hour.\n",
      html: "<p>Dear Meera,</p>",
    });

    await sendWith(mailSenderFor(env, log))(id);

    const entries = await readdir(join(dataDir, "mail"));
    // Only finished mails: the temporary file of the atomic write is gone.
    expect(entries.every((name) => name.endsWith(".eml"))).toBe(true);
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
    const id = await recordMail({ to: "blocked@example.in", subject: "Blocked", text: "x" });
    const send = mailSenderFor(
      { MAIL_DIR: blocked, MAIL_FROM: "Roshni <sales@roshnilighting.in>" },
      silentLog,
    );
    await expect(sendWith(send)(id)).rejects.toThrow(/EEXIST|ENOTDIR/);
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
