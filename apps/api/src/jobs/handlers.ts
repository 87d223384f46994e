import type { FastifyBaseLogger } from "fastify";
import type { AppDeps } from "../app";
import { whatsAppClientFromEnv } from "../lib/whatsapp";
import { createMessaging, MESSAGE_EVENTS, MESSAGE_JOBS } from "../modules/messages/service";
import { mailSenderFor } from "../modules/outbox/service";
import type { Services } from "../services";
import type { JobTable, Subscriptions } from "./queue";

export interface JobHandlerDeps {
  deps: AppDeps;
  services: Services;
  log: FastifyBaseLogger;
}

/**
 * What happens after a write, in one place: for each event a writer emits, the job kinds it starts
 * (`subscriptions`), and for each job kind, what it does and how it is retried (`table`). Jobs run after
 * the writer's transaction has committed, in a worker process, each at least once: every job here is
 * written so that running it twice leaves the same result.
 */
export function createJobHandlers({ deps, log }: JobHandlerDeps): {
  table: JobTable;
  subscriptions: Subscriptions;
} {
  const { env, db, jobs } = deps;
  const messaging = createMessaging({
    db,
    jobs,
    publicWebUrl: env.PUBLIC_WEB_URL,
    mailFrom: env.MAIL_FROM,
    sendMail: mailSenderFor(env, log),
    whatsapp: whatsAppClientFromEnv(env),
  });

  const table: JobTable = {
    // Messages: the event's mails and WhatsApp messages rendered from the committed rows and recorded
    // (outbox_mails, whatsapp_messages), then each sent by a job of its own, so a mail server that is down
    // retries that mail alone. Retries back off from 30 s over about an hour.
    [MESSAGE_JOBS.render]: {
      run: (payload, context) => messaging.renderEvent(payload as never, context.jobId),
      retries: 5,
      retryDelaySeconds: 10,
      leaseSeconds: 120,
      concurrency: 2,
    },
    [MESSAGE_JOBS.sendMail]: {
      run: (payload) => messaging.sendMail((payload as { mailId: number }).mailId),
      retries: 7,
      retryDelaySeconds: 30,
      leaseSeconds: 120,
      concurrency: 2,
    },
    [MESSAGE_JOBS.sendWhatsApp]: {
      run: (payload) => messaging.sendWhatsApp((payload as { messageId: number }).messageId),
      retries: 7,
      retryDelaySeconds: 30,
      leaseSeconds: 120,
      concurrency: 2,
    },
  };
  const subscriptions: Subscriptions = Object.fromEntries(
    MESSAGE_EVENTS.map((type) => [type, [MESSAGE_JOBS.render]]),
  );
  return { table, subscriptions };
}
