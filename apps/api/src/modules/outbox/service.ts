import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { and, asc, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import MailComposer from "nodemailer/lib/mail-composer";
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

/**
 * A mail as an RFC 5322 message, composed by nodemailer's own MailComposer (the one its transports use):
 * text alone, or text and html as alternatives; headers with non-ASCII text as RFC 2047 words, bodies
 * in 7bit when plain ASCII in short lines, otherwise quoted-printable (what every mail client reads).
 * The sending domain of the Message-ID is the domain of `from`.
 */
function crlf(text: string): string {
  return text.replace(/\r?\n/g, "\r\n");
}

export async function mailMessage(
  mail: OutgoingMail & { id: number },
  from: string,
  date: Date,
): Promise<Buffer> {
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? "localhost";
  const composer = new MailComposer({
    from,
    to: mail.to,
    subject: mail.subject,
    // RFC 5322 lines end in CRLF; the composer leaves bare LFs of a 7bit body as they are.
    text: crlf(mail.text),
    ...(mail.html ? { html: crlf(mail.html) } : {}),
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    date,
    messageId: `<outbox-${mail.id}.${date.getTime()}@${domain}>`,
  });
  return composer.compile().build();
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
      await writeFile(partial, await mailMessage(mail, from, now));
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
