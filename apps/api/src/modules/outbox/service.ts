import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { and, asc, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import type { Db, Executor } from "../../db/client";
import { outboxMails } from "../../db/schema";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** `Name <address>` a reply goes to. */
  replyTo?: string;
}

/**
 * Queues a mail inside the caller's transaction: it is sent only if the change that caused it commits,
 * and it is never lost if the process stops before sending.
 */
export async function enqueueMail(tx: Executor, mail: OutgoingMail): Promise<number> {
  const [row] = await tx
    .insert(outboxMails)
    .values({
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? null,
      replyTo: mail.replyTo ?? null,
    })
    .returning({ id: outboxMails.id });
  if (!row) throw new Error("The outbox insert returned no row");
  return row.id;
}

/** Delivers one mail; throws when the mail server refuses it. */
export type MailSender = (mail: OutgoingMail & { id: number }) => Promise<void>;

/** SMTP through nodemailer, e.g. SMTP_URL=smtps://user:pass@smtp.example.com:465. */
export function smtpSender(smtpUrl: string, from: string): MailSender {
  const transport = nodemailer.createTransport(smtpUrl);
  return async (mail) => {
    await transport.sendMail({
      from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      ...(mail.html ? { html: mail.html } : {}),
      ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    });
  };
}

/** Without an SMTP server the mail goes to the log, so a developer can still follow a reset link. */
export function logSender(log: FastifyBaseLogger): MailSender {
  return async (mail) => {
    log.info(
      { mailId: mail.id, to: mail.to, subject: mail.subject, text: mail.text },
      "mail sent to the log",
    );
  };
}

/** RFC 5322's limit for a line, in octets, not counting CRLF. */
const MAX_LINE_OCTETS = 998;

/** A header value as is when it is plain ASCII, otherwise RFC 2047 encoded words of at most 75 characters. */
function headerText(value: string): string {
  const oneLine = value.replace(/[\r\n]+/g, " ");
  if (/^[\x20-\x7e]*$/.test(oneLine)) return oneLine;
  const words: string[] = [];
  let chunk = "";
  for (const char of oneLine) {
    // "=?UTF-8?B?" + base64 + "?=" stays within 75 characters while the chunk is at most 45 bytes.
    if (Buffer.byteLength(chunk + char) > 45) {
      words.push(chunk);
      chunk = "";
    }
    chunk += char;
  }
  words.push(chunk);
  return words.map((word) => `=?UTF-8?B?${Buffer.from(word).toString("base64")}?=`).join("\r\n ");
}

/** An address header: only the display name of `Name <address>` is encoded, never the address. */
function addressText(value: string): string {
  const named = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(value);
  if (!named?.[1]) return headerText(value.replace(/^\s*<|>\s*$/g, ""));
  return `${headerText(named[1])} <${named[2]}>`;
}

/**
 * One body part: 8bit UTF-8, readable as it is in a text editor, unless a line is too long for RFC 5322;
 * then base64 in lines of 76.
 */
function bodyPart(contentType: string, content: string): string {
  const text = content.replace(/\r?\n/g, "\r\n");
  const fits = text.split("\r\n").every((line) => Buffer.byteLength(line) <= MAX_LINE_OCTETS);
  const encoded = fits
    ? text
    : (
        Buffer.from(text)
          .toString("base64")
          .match(/.{1,76}/g) ?? []
      ).join("\r\n");
  return [
    `Content-Type: ${contentType}; charset=utf-8`,
    `Content-Transfer-Encoding: ${fits ? "8bit" : "base64"}`,
    "",
    encoded,
  ].join("\r\n");
}

/**
 * A mail as an RFC 5322 message with MIME parts (RFC 2045/2046): text alone, or text and html as
 * alternatives. The sending domain of the Message-ID is the domain of `from`.
 */
export function mailMessage(mail: OutgoingMail & { id: number }, from: string, date: Date): string {
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? "localhost";
  const headers = [
    `From: ${addressText(from)}`,
    `To: ${addressText(mail.to)}`,
    ...(mail.replyTo ? [`Reply-To: ${addressText(mail.replyTo)}`] : []),
    `Subject: ${headerText(mail.subject)}`,
    `Date: ${date.toUTCString().replace(/GMT$/, "+0000")}`,
    `Message-ID: <outbox-${mail.id}.${date.getTime()}@${domain}>`,
    "MIME-Version: 1.0",
  ];
  if (!mail.html) return `${[...headers, bodyPart("text/plain", mail.text)].join("\r\n")}\r\n`;
  const boundary = `roshni-${mail.id}-${date.getTime().toString(36)}`;
  return `${[
    ...headers,
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    "",
    `--${boundary}`,
    bodyPart("text/plain", mail.text),
    `--${boundary}`,
    bodyPart("text/html", mail.html),
    `--${boundary}--`,
  ].join("\r\n")}\r\n`;
}

/**
 * Writes each mail as `{dir}/{time}-{id}.eml` (the time with dashes for colons, so the names sort by when
 * the mail was sent and are valid on every file system), which any mail client opens and a text editor
 * shows as written. The file is written under a temporary name and renamed, so a reader listing `*.eml`
 * never sees half a mail. Resolves to the path written.
 */
export function mailFileWriter(
  dir: string,
  from: string,
): (mail: OutgoingMail & { id: number }) => Promise<string> {
  return async (mail) => {
    // Made on every write: a folder removed while the API runs (a developer clearing old mails) comes back.
    await mkdir(dir, { recursive: true });
    const now = new Date();
    const name = `${now.toISOString().replaceAll(":", "-")}-${mail.id}.eml`;
    const file = join(dir, name);
    const partial = join(dir, `.${name}.${process.pid}.tmp`);
    try {
      await writeFile(partial, mailMessage(mail, from, now));
      await rename(partial, file);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    return file;
  };
}

/**
 * Without an SMTP server: the mail goes to the log and, as an .eml file, to `dir`, so a developer (or the
 * browser suite) can open it and follow a reset link. A mail that cannot be written is not marked sent.
 */
export function fileSender(dir: string, from: string, log: FastifyBaseLogger): MailSender {
  const write = mailFileWriter(dir, from);
  return async (mail) => {
    const file = await write(mail);
    log.info(
      { mailId: mail.id, to: mail.to, subject: mail.subject, text: mail.text, file },
      "mail sent to the log and the mail folder",
    );
  };
}

/** SMTP when SMTP_URL is set; otherwise the mail folder (MAIL_DIR) and the log; the log alone without either. */
export function mailSenderFor(
  env: { SMTP_URL?: string | undefined; MAIL_DIR: string | undefined; MAIL_FROM: string },
  log: FastifyBaseLogger,
): MailSender {
  if (env.SMTP_URL) return smtpSender(env.SMTP_URL, env.MAIL_FROM);
  if (env.MAIL_DIR) return fileSender(env.MAIL_DIR, env.MAIL_FROM, log);
  return logSender(log);
}

/** After this many failed attempts a mail stays in the table with its last error for someone to look at. */
export const MAIL_MAX_ATTEMPTS = 8;
const BATCH_SIZE = 20;

export interface DispatchResult {
  sent: number;
  failed: number;
}

/**
 * Sends what is waiting, oldest first. A batch is claimed by raising `attempts` in one statement
 * (`FOR UPDATE SKIP LOCKED`), so two API processes sharing a database do not both pick the same mail
 * in the same tick. A failed mail waits attempts² minutes (counted from its creation) before the
 * next try, so a mail server that is down is not hammered.
 */
export async function dispatchPendingMails(db: Db, send: MailSender): Promise<DispatchResult> {
  const claimed = await db
    .update(outboxMails)
    .set({ attempts: sql`${outboxMails.attempts} + 1` })
    .where(
      inArray(
        outboxMails.id,
        db
          .select({ id: outboxMails.id })
          .from(outboxMails)
          .where(
            and(
              isNull(outboxMails.sentAt),
              lt(outboxMails.attempts, MAIL_MAX_ATTEMPTS),
              sql`${outboxMails.createdAt} + make_interval(mins => ${outboxMails.attempts} * ${outboxMails.attempts}) <= now()`,
            ),
          )
          .orderBy(asc(outboxMails.createdAt), asc(outboxMails.id))
          .limit(BATCH_SIZE)
          .for("update", { skipLocked: true }),
      ),
    )
    .returning();

  let sent = 0;
  let failed = 0;
  for (const mail of claimed.sort((a, b) => a.id - b.id)) {
    try {
      await send({
        id: mail.id,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? undefined,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
      });
      await db
        .update(outboxMails)
        .set({ sentAt: new Date(), lastError: null })
        .where(eq(outboxMails.id, mail.id));
      sent += 1;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await db
        .update(outboxMails)
        .set({ lastError: message.slice(0, 1000) })
        .where(eq(outboxMails.id, mail.id));
      failed += 1;
    }
  }
  return { sent, failed };
}

export interface MailDispatcher {
  /** Runs one pass now (also what the interval runs); passes never overlap. */
  tick(): Promise<DispatchResult>;
  start(): void;
  /** Stops the interval and waits for a pass in progress, so the database can be closed after it. */
  stop(): Promise<void>;
}

export function createMailDispatcher(options: {
  db: Db;
  send: MailSender;
  log: FastifyBaseLogger;
  intervalMs: number;
}): MailDispatcher {
  const { db, send, log, intervalMs } = options;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<DispatchResult> | null = null;

  function tick(): Promise<DispatchResult> {
    running ??= dispatchPendingMails(db, send)
      .catch((error: unknown) => {
        log.error({ err: error }, "mail dispatch failed");
        return { sent: 0, failed: 0 };
      })
      .finally(() => {
        running = null;
      });
    return running;
  }

  return {
    tick,
    start() {
      if (timer !== null) return;
      timer = setInterval(() => void tick(), intervalMs);
      // The dispatcher alone must not keep a finished process (a script, a test) alive.
      timer.unref();
    },
    async stop() {
      if (timer !== null) clearInterval(timer);
      timer = null;
      if (running) await running;
    },
  };
}
