import { type EventOf, type ShopEvent, storefrontTagsFor } from "@roshni/core";
import type { FastifyBaseLogger } from "fastify";
import type { AppDeps } from "../app";
import { GatewayError } from "../lib/razorpay";
import { whatsAppClientFromEnv } from "../lib/whatsapp";
import { IMPORT_JOB } from "../modules/admin-catalogue/imports";
import { GATEWAY_JOBS } from "../modules/gateway/service";
import { createMessaging, MESSAGE_EVENTS, MESSAGE_JOBS } from "../modules/messages/service";
import { DRAFT_EXPIRY_CRON, ORDER_DESK_JOBS } from "../modules/orders/order-desk";
import { mailSenderFor } from "../modules/outbox/service";
import { REMINDER_JOBS, REMINDER_SWEEP_CRON, type StatementJob } from "../modules/receivables/reminders";
import type { Services } from "../services";
import type { JobTable, Subscriptions } from "./queue";
import { revalidateStorefront } from "./storefront-revalidate";

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
 *
 * Not here: each API process's search index and catalogue caches. They live in every process, so no one
 * job can refresh them; each process follows the catalogue's change log instead (CATALOGUE_SYNC_MS,
 * modules/catalogue/search/catalogue-search.ts).
 */
export function createJobHandlers({ deps, services, log }: JobHandlerDeps): {
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
    // The PDF of a GST document numbered in a committed transaction (proforma at placing, tax invoice at
    // dispatch, credit note, e-invoice print), stored under the key its row names. A download that comes
    // first renders the same file; a second run finds it stored and does nothing.
    "document.render": {
      retries: 8,
      retryDelaySeconds: 5,
      leaseSeconds: 5 * 60,
      concurrency: 2,
      run: async (payload) => {
        const { documentId } = payload as EventOf<"document.issued">;
        await services.documentFiles.render(documentId);
      },
    },
    // A spreadsheet's dry run or apply. One at a time across every worker, so two large files never sit in
    // memory together; the apply is one transaction, so a worker killed mid-apply leaves the catalogue as it
    // was, and after the lease another worker runs it once more (then the import is marked failed).
    [IMPORT_JOB]: {
      oneAtATime: true,
      leaseSeconds: env.IMPORT_LEASE_SECONDS,
      retries: 1,
      retryDelaySeconds: 1,
      run: (payload) => services.productImports.runJob(payload as EventOf<"import.requested">),
    },
    // The storefront's cached categories and settings expire on every storefront process at once.
    "storefront.revalidate": {
      retries: 5,
      retryDelaySeconds: 5,
      leaseSeconds: 60,
      run: (payload, context) =>
        revalidateStorefront(env, storefrontTagsFor(payload as ShopEvent), context.log),
    },
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
    // A verified Razorpay webhook: applied in one transaction with its event id, so a repeat is a no-op.
    [GATEWAY_JOBS.webhook]: {
      run: async (payload) => {
        const { eventId, body } = payload as { eventId: string; body: string };
        await services.onlinePayments.handleWebhook(eventId, body);
      },
      retries: 8,
      retryDelaySeconds: 5,
      leaseSeconds: 60,
      concurrency: 2,
    },
    // An online payment asked about at the gateway (N minutes after it opened, on a callback, or on an
    // authorised payment): captured if authorised, credited if captured. Idempotent.
    [GATEWAY_JOBS.reconcile]: {
      run: async (payload) => {
        const { gatewayOrderRowId, accountRowId } = payload as {
          gatewayOrderRowId?: number;
          accountRowId?: number;
        };
        if (accountRowId !== undefined) await services.onlinePayments.reconcileAccount(accountRowId);
        if (gatewayOrderRowId !== undefined) await services.onlinePayments.reconcile(gatewayOrderRowId);
      },
      retries: 6,
      retryDelaySeconds: 60,
      leaseSeconds: 120,
    },
    // Every minute, on pg-boss's schedule: what is still open at the gateway after
    // RAZORPAY_RECONCILE_MINUTES (a webhook lost, a buyer who closed the tab) is asked about and settled.
    // One at a time: two sweeps would ask the gateway the same questions.
    [GATEWAY_JOBS.sweep]: {
      cron: "* * * * *",
      oneAtATime: true,
      run: async (_payload, context) => {
        await services.onlinePayments.reconcileStale(env.RAZORPAY_RECONCILE_MINUTES, new Date(), (error) =>
          context.log.warn({ err: error }, "gateway sweep: one item could not be settled"),
        );
      },
      retries: 0,
      leaseSeconds: 5 * 60,
    },
    // A refund row sent to the gateway after the commit that wrote it (a cancellation's). Its idempotency
    // key makes a retry the same refund; a refusal leaves the row failed for staff to see and send again.
    [GATEWAY_JOBS.refund]: {
      run: async (payload) => {
        try {
          await services.onlinePayments.sendRefund((payload as { refundRowId: number }).refundRowId);
        } catch (error) {
          if (error instanceof GatewayError && error.status >= 400 && error.status < 500) return;
          throw error;
        }
      },
      retries: 8,
      retryDelaySeconds: 30,
      leaseSeconds: 120,
    },
    // Every day at 09:00 in Delhi, on pg-boss's schedule (one process sends each tick): each buyer who
    // reaches a reminder day gets one mail, keyed by buyer and day, so a second sweep sends nothing.
    [REMINDER_JOBS.sweep]: {
      cron: REMINDER_SWEEP_CRON,
      oneAtATime: true,
      run: async (_payload, context) => {
        const { sent } = await services.paymentReminders.sweep(new Date(), (error, customerId) =>
          context.log.warn({ err: error, customerId }, "reminder sweep: one buyer's reminder failed"),
        );
        context.log.info({ sent }, "reminder sweep done");
      },
      // A sweep that failed half-way runs again: the buyers reminded already are skipped by their key.
      retries: 3,
      retryDelaySeconds: 300,
      leaseSeconds: 15 * 60,
    },
    // A statement of account asked for by staff or the buyer: rendered and mailed with its PDF.
    [REMINDER_JOBS.statement]: {
      run: (payload, context) =>
        services.paymentReminders.mailStatement(payload as StatementJob, context.jobId),
      retries: 5,
      retryDelaySeconds: 30,
      leaseSeconds: 120,
    },
    // Every day, on pg-boss's schedule: the order desk's drafts past the shop's `draftExpiryDays`. The
    // desk's own calls skip them already; this keeps forgotten drafts out of the database. A second run
    // finds nothing to delete.
    [ORDER_DESK_JOBS.expireDrafts]: {
      cron: DRAFT_EXPIRY_CRON,
      oneAtATime: true,
      run: async (_payload, context) => {
        const { deleted, days } = await services.orderDesk.expireDrafts(new Date());
        context.log.info({ deleted, days }, "order drafts expired");
      },
      retries: 3,
      retryDelaySeconds: 300,
      leaseSeconds: 5 * 60,
    },
  };
  const messages = MESSAGE_JOBS.render;
  const subscriptions: Subscriptions = {
    "order.placed": [messages],
    "order.moved": [messages],
    "payment.recorded": [messages],
    "claim.decided": [messages],
    "credit-note.issued": [messages],
    "document.issued": ["document.render"],
    "customer.approved": [messages],
    "password.reset-requested": [messages],
    "contact.received": [messages],
    "import.requested": [IMPORT_JOB],
    "catalogue.changed": ["storefront.revalidate"],
    "settings.changed": ["storefront.revalidate"],
    "refund.recorded": [messages],
    "customer.registered": [messages],
    "claim.submitted": [messages],
    "order.edited": [messages],
    "order.change-requested": [messages],
    "quote.requested": [messages],
    "quote.offered": [messages],
  };
  for (const type of MESSAGE_EVENTS) {
    if (!subscriptions[type]?.includes(messages))
      throw new Error(`The event ${type} has messages but no render job`);
  }
  return { table, subscriptions };
}
