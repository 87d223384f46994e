import {
  amountDue,
  buyerInvitationMessage,
  claimRejectedMessage,
  claimSubmittedShopMessage,
  contactReceivedMessage,
  creditNoteIssuedMessage,
  customerApprovedMessage,
  describeOrderEditChange,
  type EventOf,
  type Message,
  netAmount,
  orderChangeRequestedShopMessage,
  orderEditedMessage,
  orderMovedMessage,
  orderPlacedMessage,
  orderPlacedShopMessage,
  PAYMENT_METHOD_TITLES,
  passwordResetMessage,
  paymentReceivedMessage,
  placeOfSupplyLabel,
  quoteOfferedMessage,
  quoteRequestedShopMessage,
  refundRecordedMessage,
  type ShopEvent,
  shopDay,
  staffPasswordForgotMessage,
  staffPasswordResetMessage,
  tradeApplicationMessage,
  tradeApplicationShopMessage,
} from "@roshni/core";
import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db, Executor } from "../../db/client";
import {
  contactMessages,
  customerGroups,
  customers,
  documents,
  orderChangeRequests,
  orderEdits,
  orderLines,
  orders,
  outboxMails,
  paymentClaims,
  payments,
  quoteLines,
  quoteRoundPrices,
  quoteRounds,
  quotes,
  staff,
  staffPasswordResetTokens,
  whatsappMessages,
} from "../../db/schema";
import type { JobQueue } from "../../jobs/queue";
import type { WhatsAppClient } from "../../lib/whatsapp";
import {
  type OrderRow,
  orderNotificationAddresses,
  orderPageLink,
  paymentSums,
  upiPayeeOf,
} from "../orders/order-view";
import type { MailSender } from "../outbox/service";
import { readShopSettings } from "../settings/read";

/** Job kinds of the messages: render an event's messages, then send each mail and WhatsApp on its own. */
export const MESSAGE_JOBS = {
  render: "messages.render",
  sendMail: "messages.send-mail",
  sendWhatsApp: "messages.send-whatsapp",
} as const;

/** The events that send a message, each rendered by `renderEvent`. */
export const MESSAGE_EVENTS = [
  "order.placed",
  "order.moved",
  "payment.recorded",
  "claim.decided",
  "credit-note.issued",
  "customer.approved",
  "password.reset-requested",
  "contact.received",
  "refund.recorded",
  "customer.registered",
  "claim.submitted",
  "order.edited",
  "order.change-requested",
  "quote.requested",
  "quote.offered",
] as const satisfies readonly ShopEvent["type"][];

export interface MessagingDeps {
  db: Db;
  jobs: JobQueue;
  publicWebUrl: string;
  /** Where the contact form goes when the shop settings name no address: the sender of the shop's mail. */
  mailFrom: string;
  sendMail: MailSender;
  /** The Cloud API client; null when WhatsApp is not configured (staff then get wa.me links). */
  whatsapp: WhatsAppClient | null;
}

/** A mail and, for an opted-in buyer, the WhatsApp form of the same news. */
interface Outgoing {
  to: string;
  message: Message & { replyTo?: string };
  buyer?: { id: number; phone: string; whatsappOptIn: boolean };
  orderId?: number;
}

const BUYER_COLUMNS = {
  id: customers.id,
  name: customers.name,
  email: customers.email,
  phone: customers.phone,
  companyName: customers.companyName,
  gstin: customers.gstin,
  language: customers.language,
  whatsappOptIn: customers.whatsappOptIn,
};

interface Buyer {
  id: number;
  name: string;
  email: string;
  phone: string;
  companyName: string | null;
  gstin: string | null;
  language: string | null;
  whatsappOptIn: boolean;
}

async function buyerOf(executor: Executor, customerId: number): Promise<Buyer | null> {
  const [row] = await executor
    .select(BUYER_COLUMNS)
    .from(customers)
    .where(eq(customers.id, customerId))
    .limit(1);
  return row ?? null;
}

async function orderOf(executor: Executor, orderId: number): Promise<OrderRow | null> {
  const [row] = await executor.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  return row ?? null;
}

function toBuyer(buyer: Buyer, message: Message, orderId?: number): Outgoing {
  return {
    to: buyer.email,
    message,
    buyer: { id: buyer.id, phone: buyer.phone, whatsappOptIn: buyer.whatsappOptIn },
    ...(orderId !== undefined ? { orderId } : {}),
  };
}

async function invoiceNumberOf(executor: Executor, orderId: number): Promise<string | null> {
  const [invoice] = await executor
    .select({ number: documents.number })
    .from(documents)
    .where(and(eq(documents.orderId, orderId), eq(documents.kind, "invoice")))
    .limit(1);
  return invoice?.number ?? null;
}

export function createMessaging(deps: MessagingDeps) {
  const { db, jobs } = deps;
  const base = deps.publicWebUrl.replace(/\/+$/, "");

  async function orderPlaced(event: EventOf<"order.placed">): Promise<Outgoing[]> {
    const order = await orderOf(db, event.orderId);
    if (!order) return [];
    const buyer = await buyerOf(db, order.customerId);
    if (!buyer) return [];
    const lines = await db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, order.id))
      .orderBy(asc(orderLines.position), asc(orderLines.id));
    const settings = await readShopSettings(db);
    const summary = { ...order, lines };
    const placedOn = shopDay(order.createdAt);
    const orderLink = orderPageLink(deps.publicWebUrl, order.id);
    const out: Outgoing[] = [
      toBuyer(
        buyer,
        orderPlacedMessage({
          buyer,
          order: summary,
          placedOn,
          placeOfSupply: order.gst ? placeOfSupplyLabel(order.gst.placeOfSupply) : null,
          bank: settings?.bank ?? null,
          upiVpa: upiPayeeOf(settings)?.vpa ?? null,
          orderLink,
        }),
        order.id,
      ),
    ];
    const shop = orderNotificationAddresses(settings);
    if (shop.length > 0) {
      out.push({
        to: shop.join(", "),
        message: orderPlacedShopMessage({
          buyer,
          order: summary,
          address: order.address,
          placedOn,
          adminLink: `${base}/admin/orders/${order.id}`,
        }),
      });
    }
    return out;
  }

  async function orderMoved(event: EventOf<"order.moved">): Promise<Outgoing[]> {
    if (event.to === "placed") return [];
    const order = await orderOf(db, event.orderId);
    const buyer = order ? await buyerOf(db, order.customerId) : null;
    if (!order || !buyer) return [];
    const message = orderMovedMessage({
      buyer,
      order,
      to: event.to,
      reason: event.reason ?? null,
      invoiceNumber: event.to === "dispatched" ? await invoiceNumberOf(db, order.id) : null,
      orderLink: orderPageLink(deps.publicWebUrl, order.id),
    });
    return [toBuyer(buyer, message, order.id)];
  }

  async function paymentRecorded(event: EventOf<"payment.recorded">): Promise<Outgoing[]> {
    const order = await orderOf(db, event.orderId);
    const [payment] = await db.select().from(payments).where(eq(payments.id, event.paymentId)).limit(1);
    const buyer = order ? await buyerOf(db, order.customerId) : null;
    if (!order || !buyer || !payment || payment.kind !== "payment") return [];
    const message = paymentReceivedMessage({
      buyer,
      orderNumber: order.number,
      amount: payment.amount,
      // What is due when the message is written: a later payment recorded before it shows here too.
      due: amountDue(paymentSums(order)),
      orderLink: orderPageLink(deps.publicWebUrl, order.id),
    });
    return [toBuyer(buyer, message, order.id)];
  }

  async function refundRecorded(event: EventOf<"refund.recorded">): Promise<Outgoing[]> {
    const order = await orderOf(db, event.orderId);
    const [refund] = await db.select().from(payments).where(eq(payments.id, event.paymentId)).limit(1);
    const buyer = order ? await buyerOf(db, order.customerId) : null;
    if (!order || !buyer || !refund || refund.kind !== "refund") return [];
    const sums = paymentSums(order);
    const message = refundRecordedMessage({
      buyer,
      orderNumber: order.number,
      amount: refund.amount,
      methodTitle: PAYMENT_METHOD_TITLES[refund.method],
      reference: refund.reference,
      net: netAmount(sums),
      due: amountDue(sums),
      orderLink: orderPageLink(deps.publicWebUrl, order.id),
    });
    return [toBuyer(buyer, message, order.id)];
  }

  async function claimDecided(event: EventOf<"claim.decided">): Promise<Outgoing[]> {
    // A confirmed claim is a payment: its receipt goes with payment.recorded.
    if (event.accepted) return [];
    const [claim] = await db.select().from(paymentClaims).where(eq(paymentClaims.id, event.claimId)).limit(1);
    const order = await orderOf(db, event.orderId);
    const buyer = order ? await buyerOf(db, order.customerId) : null;
    if (!claim || !order || !buyer) return [];
    const message = claimRejectedMessage({
      buyer,
      orderNumber: order.number,
      reason: claim.reason ?? "",
      orderLink: orderPageLink(deps.publicWebUrl, order.id),
    });
    return [toBuyer(buyer, message, order.id)];
  }

  async function creditNoteIssued(event: EventOf<"credit-note.issued">): Promise<Outgoing[]> {
    const [note] = await db.select().from(documents).where(eq(documents.id, event.documentId)).limit(1);
    const order = await orderOf(db, event.orderId);
    const buyer = order ? await buyerOf(db, order.customerId) : null;
    if (!note || !order || !buyer) return [];
    const [invoice] = await db
      .select({ number: documents.number })
      .from(documents)
      .where(eq(documents.id, note.invoiceId ?? 0))
      .limit(1);
    const message = creditNoteIssuedMessage({
      buyer,
      orderNumber: order.number,
      noteNumber: note.number,
      total: note.total,
      invoiceNumber: invoice?.number ?? "",
      reason: note.reason ?? "",
      orderLink: orderPageLink(deps.publicWebUrl, order.id),
    });
    return [toBuyer(buyer, message, order.id)];
  }

  async function customerApproved(event: EventOf<"customer.approved">): Promise<Outgoing[]> {
    const [row] = await db
      .select({ group: customerGroups.name, isDefault: customerGroups.isDefault })
      .from(customers)
      .innerJoin(customerGroups, eq(customerGroups.id, customers.customerGroupId))
      .where(eq(customers.id, event.customerId))
      .limit(1);
    const buyer = await buyerOf(db, event.customerId);
    if (!row || row.isDefault || !buyer) return [];
    const message = customerApprovedMessage({
      buyer,
      groupName: row.group,
      loginLink: `${base}/account/login`,
    });
    return [toBuyer(buyer, message)];
  }

  async function customerRegistered(event: EventOf<"customer.registered">): Promise<Outgoing[]> {
    const [row] = await db
      .select({ awaitingApproval: customers.awaitingApproval })
      .from(customers)
      .where(eq(customers.id, event.customerId))
      .limit(1);
    const buyer = await buyerOf(db, event.customerId);
    // Approved before the mail was written (a quick owner): the approval's own mail says it all.
    if (!row?.awaitingApproval || !buyer) return [];
    const out: Outgoing[] = [
      toBuyer(buyer, tradeApplicationMessage({ buyer, accountLink: `${base}/account` })),
    ];
    const shop = orderNotificationAddresses(await readShopSettings(db));
    const to = shop.length > 0 ? shop.join(", ") : deps.mailFrom;
    out.push({
      to,
      message: tradeApplicationShopMessage({ buyer, adminLink: `${base}/admin/customers/${buyer.id}` }),
    });
    return out;
  }

  async function claimSubmitted(event: EventOf<"claim.submitted">): Promise<Outgoing[]> {
    const [claim] = await db.select().from(paymentClaims).where(eq(paymentClaims.id, event.claimId)).limit(1);
    const order = await orderOf(db, event.orderId);
    const buyer = order ? await buyerOf(db, order.customerId) : null;
    // Decided before the mail was written: nothing is left for the shop to check.
    if (claim?.status !== "open" || !order || !buyer) return [];
    const shop = orderNotificationAddresses(await readShopSettings(db));
    return [
      {
        to: shop.length > 0 ? shop.join(", ") : deps.mailFrom,
        message: claimSubmittedShopMessage({
          buyer,
          orderNumber: order.number,
          amount: claim.amount,
          reference: claim.reference,
          paidOn: claim.paidOn,
          note: claim.note,
          method: claim.method ?? null,
          adminLink: `${base}/admin/orders/${order.id}`,
        }),
      },
    ];
  }

  async function orderEdited(event: EventOf<"order.edited">): Promise<Outgoing[]> {
    const [edit] = await db.select().from(orderEdits).where(eq(orderEdits.id, event.editId)).limit(1);
    const order = await orderOf(db, event.orderId);
    const buyer = order ? await buyerOf(db, order.customerId) : null;
    if (!edit || !order || !buyer) return [];
    const [proforma] = edit.proformaId
      ? await db
          .select({ number: documents.number })
          .from(documents)
          .where(eq(documents.id, edit.proformaId))
          .limit(1)
      : [];
    const message = orderEditedMessage({
      buyer,
      orderNumber: order.number,
      changes: edit.changes.map(describeOrderEditChange),
      totalBefore: edit.totalBefore,
      totalAfter: edit.totalAfter,
      // What is due when the mail is written: a payment recorded since shows here too.
      due: amountDue(paymentSums(order)),
      proformaNumber: proforma?.number ?? null,
      orderLink: orderPageLink(deps.publicWebUrl, order.id),
    });
    return [toBuyer(buyer, message, order.id)];
  }

  async function orderChangeRequested(event: EventOf<"order.change-requested">): Promise<Outgoing[]> {
    const [request] = await db
      .select()
      .from(orderChangeRequests)
      .where(eq(orderChangeRequests.id, event.requestId))
      .limit(1);
    const order = await orderOf(db, event.orderId);
    const buyer = order ? await buyerOf(db, order.customerId) : null;
    if (!request || !order || !buyer) return [];
    const shop = orderNotificationAddresses(await readShopSettings(db));
    return [
      {
        to: shop.length > 0 ? shop.join(", ") : deps.mailFrom,
        message: orderChangeRequestedShopMessage({
          buyer,
          orderNumber: order.number,
          message: request.message,
          adminLink: `${base}/admin/orders/${order.id}`,
        }),
      },
    ];
  }

  async function passwordResetRequested(event: EventOf<"password.reset-requested">): Promise<Outgoing[]> {
    if (event.account === "customer") {
      const buyer = await buyerOf(db, event.accountId);
      if (!buyer) return [];
      const compose = event.invitation ? buyerInvitationMessage : passwordResetMessage;
      return [toBuyer(buyer, compose({ buyer, link: event.resetUrl }))];
    }
    const [member] = await db
      .select({ name: staff.name, email: staff.email })
      .from(staff)
      .where(eq(staff.id, event.accountId))
      .limit(1);
    if (!member) return [];
    // The owner's reset leaves who asked on the link; the newest link is the one this event carries.
    const [link] = await db
      .select({ requestedBy: staffPasswordResetTokens.requestedBy })
      .from(staffPasswordResetTokens)
      .where(eq(staffPasswordResetTokens.staffId, event.accountId))
      .orderBy(desc(staffPasswordResetTokens.createdAt), desc(staffPasswordResetTokens.id))
      .limit(1);
    const input = { name: member.name, link: event.resetUrl };
    const message = link?.requestedBy ? staffPasswordResetMessage(input) : staffPasswordForgotMessage(input);
    return [{ to: member.email, message }];
  }

  async function contactReceived(event: EventOf<"contact.received">): Promise<Outgoing[]> {
    const [row] = await db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, event.messageId))
      .limit(1);
    if (!row) return [];
    const settings = await readShopSettings(db);
    return [{ to: settings?.email || deps.mailFrom, message: contactReceivedMessage(row) }];
  }

  async function quoteRequested(event: EventOf<"quote.requested">): Promise<Outgoing[]> {
    const [quote] = await db.select().from(quotes).where(eq(quotes.id, event.quoteId)).limit(1);
    const buyer = quote ? await buyerOf(db, quote.customerId) : null;
    if (!quote || !buyer) return [];
    const [round] = await db
      .select({ askMessage: quoteRounds.askMessage })
      .from(quoteRounds)
      .where(and(eq(quoteRounds.quoteId, quote.id), eq(quoteRounds.round, event.round)))
      .limit(1);
    const [count] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(quoteLines)
      .where(eq(quoteLines.quoteId, quote.id));
    const shop = orderNotificationAddresses(await readShopSettings(db));
    return [
      {
        to: shop.length > 0 ? shop.join(", ") : deps.mailFrom,
        message: quoteRequestedShopMessage({
          buyer,
          quoteNumber: quote.number,
          round: event.round,
          lineCount: Number(count?.n ?? 0),
          message: round?.askMessage ?? null,
          wantedBy: quote.wantedBy,
          adminLink: `${base}/admin/quotes/${quote.id}`,
        }),
      },
    ];
  }

  async function quoteOffered(event: EventOf<"quote.offered">): Promise<Outgoing[]> {
    const [quote] = await db.select().from(quotes).where(eq(quotes.id, event.quoteId)).limit(1);
    const buyer = quote ? await buyerOf(db, quote.customerId) : null;
    const [round] = quote
      ? await db
          .select()
          .from(quoteRounds)
          .where(and(eq(quoteRounds.quoteId, quote.id), eq(quoteRounds.round, event.round)))
          .limit(1)
      : [];
    if (!quote || !buyer || !round?.validUntil) return [];
    const [sum] = await db
      .select({ subtotal: sql<string>`coalesce(sum(${quoteRoundPrices.price} * ${quoteLines.quantity}), 0)` })
      .from(quoteRoundPrices)
      .innerJoin(quoteLines, eq(quoteLines.id, quoteRoundPrices.lineId))
      .where(eq(quoteRoundPrices.roundId, round.id));
    return [
      toBuyer(
        buyer,
        quoteOfferedMessage({
          buyer,
          quoteNumber: quote.number,
          subtotal: Number(sum?.subtotal ?? 0),
          validUntil: round.validUntil,
          message: round.offerMessage,
          quoteLink: `${base}/account/quotes/${quote.id}`,
        }),
      ),
    ];
  }

  async function outgoingOf(event: ShopEvent): Promise<Outgoing[]> {
    switch (event.type) {
      case "order.placed":
        return orderPlaced(event);
      case "order.moved":
        return orderMoved(event);
      case "payment.recorded":
        return paymentRecorded(event);
      case "claim.decided":
        return claimDecided(event);
      case "credit-note.issued":
        return creditNoteIssued(event);
      case "customer.approved":
        return customerApproved(event);
      case "password.reset-requested":
        return passwordResetRequested(event);
      case "contact.received":
        return contactReceived(event);
      case "refund.recorded":
        return refundRecorded(event);
      case "customer.registered":
        return customerRegistered(event);
      case "claim.submitted":
        return claimSubmitted(event);
      case "order.edited":
        return orderEdited(event);
      case "order.change-requested":
        return orderChangeRequested(event);
      case "quote.requested":
        return quoteRequested(event);
      case "quote.offered":
        return quoteOffered(event);
      default:
        return [];
    }
  }

  /**
   * Renders an event's messages from the committed rows and records each in one transaction: a mail in
   * outbox_mails, a WhatsApp message in whatsapp_messages (for a buyer who opted in, when the Cloud API is
   * configured and the owner named a template for the event), each with its send job. The job's id keys
   * the rows, so a retried render after a commit writes nothing twice.
   */
  async function renderEvent(event: ShopEvent, jobId: string): Promise<void> {
    const outgoing = await outgoingOf(event);
    if (outgoing.length === 0) return;
    const settings = deps.whatsapp ? await readShopSettings(db) : null;
    await db.transaction(async (tx) => {
      for (const [index, item] of outgoing.entries()) {
        const key = `${jobId}/${index}`;
        const [mail] = await tx
          .insert(outboxMails)
          .values({
            to: item.to,
            subject: item.message.subject,
            text: item.message.text,
            replyTo: item.message.replyTo ?? null,
            sourceKey: key,
          })
          .onConflictDoNothing({ target: outboxMails.sourceKey })
          .returning({ id: outboxMails.id });
        if (!mail) continue;
        await jobs.send(tx, MESSAGE_JOBS.sendMail, { mailId: mail.id });
        const whatsapp = item.message.whatsapp;
        const template = whatsapp ? settings?.whatsappTemplates?.[whatsapp.event]?.trim() : undefined;
        if (!whatsapp || !template || !item.buyer?.whatsappOptIn) continue;
        const [sent] = await tx
          .insert(whatsappMessages)
          .values({
            customerId: item.buyer.id,
            orderId: item.orderId ?? null,
            event: whatsapp.event,
            template,
            language: item.message.language,
            phone: item.buyer.phone,
            parameters: whatsapp.parameters,
            status: "pending",
          })
          .returning({ id: whatsappMessages.id });
        if (sent) await jobs.send(tx, MESSAGE_JOBS.sendWhatsApp, { messageId: sent.id });
      }
    });
  }

  /** Sends one recorded mail; a mail already sent is left alone. Throws (to be retried) when refused. */
  async function sendMail(mailId: number): Promise<void> {
    const [mail] = await db
      .update(outboxMails)
      .set({ attempts: sql`${outboxMails.attempts} + 1` })
      .where(and(eq(outboxMails.id, mailId), isNull(outboxMails.sentAt)))
      .returning();
    if (!mail) return;
    try {
      await deps.sendMail({
        id: mail.id,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        ...(mail.attachments?.length
          ? {
              attachments: mail.attachments.map((file) => ({
                filename: file.filename,
                contentType: file.contentType,
                content: Buffer.from(file.base64, "base64"),
              })),
            }
          : {}),
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await db
        .update(outboxMails)
        .set({ lastError: message.slice(0, 1000) })
        .where(eq(outboxMails.id, mailId));
      throw error;
    }
    await db
      .update(outboxMails)
      .set({ sentAt: new Date(), lastError: null })
      .where(eq(outboxMails.id, mailId));
  }

  /** Sends one recorded WhatsApp message through the Cloud API; keeps its id, or the error to retry. */
  async function sendWhatsApp(messageId: number): Promise<void> {
    const client = deps.whatsapp;
    const [row] = await db
      .select()
      .from(whatsappMessages)
      .where(and(eq(whatsappMessages.id, messageId), isNull(whatsappMessages.cloudId)))
      .limit(1);
    if (!row || !client) return;
    try {
      const { id } = await client.sendTemplate({
        to: row.phone,
        template: row.template,
        language: row.language,
        parameters: row.parameters,
      });
      await db
        .update(whatsappMessages)
        .set({ cloudId: id, status: "accepted", error: null, updatedAt: new Date() })
        .where(eq(whatsappMessages.id, messageId));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await db
        .update(whatsappMessages)
        .set({ error: message.slice(0, 1000), updatedAt: new Date() })
        .where(eq(whatsappMessages.id, messageId));
      throw error;
    }
  }

  return { renderEvent, sendMail, sendWhatsApp };
}

export type Messaging = ReturnType<typeof createMessaging>;
