import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import MailComposer from "nodemailer/lib/mail-composer";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** `Name <address>` a reply goes to. */
  replyTo?: string;
  /** Files sent with the mail (a statement's PDF). */
  attachments?: { filename: string; contentType: string; content: Buffer }[];
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
      ...(mail.attachments?.length ? { attachments: mail.attachments } : {}),
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
    ...(mail.attachments?.length ? { attachments: mail.attachments } : {}),
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
