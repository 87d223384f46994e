import { createHash } from "node:crypto";
import {
  accountPaymentBodySchema,
  accountPaymentVerifiedSchema,
  idParamsSchema,
  onlinePaymentBodySchema,
  onlinePaymentOptionsSchema,
  onlinePaymentStartSchema,
  onlinePaymentVerifiedSchema,
  onlinePaymentVerifyBodySchema,
} from "@roshni/core";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { signaturesMatch, webhookSignature } from "../../lib/razorpay";
import { currentCustomer, requireCustomer } from "../../plugins/auth";
import { documentedErrors } from "../../plugins/openapi";
import { rateLimit } from "../../plugins/rate-limit";
import { GATEWAY_JOBS } from "./service";

/** The buyer's side of paying online: start a payment of the amount due, and the checkout's callback. */
export const onlinePaymentRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { onlinePayments } = app.services;

  app.get(
    "/payment/online/options",
    {
      schema: {
        tags: ["orders"],
        summary: "Whether online payment is offered, with which methods",
        response: { 200: onlinePaymentOptionsSchema },
      },
    },
    async (request) => onlinePayments.options(request.website.id),
  );

  app.post(
    "/order/:id/payment/online",
    {
      onRequest: requireCustomer,
      config: rateLimit(20, "1 minute"),
      schema: {
        tags: ["orders"],
        summary:
          "Start an online payment of the amount due (the server's amount, in paise): what Razorpay Checkout needs",
        params: idParamsSchema,
        body: onlinePaymentBodySchema.optional(),
        response: {
          200: onlinePaymentStartSchema,
          ...documentedErrors({
            409: "ONLINE_PAYMENT_OFF; NOTHING_DUE; ORDER_CANCELLED; GATEWAY_REFUSED",
            503: "GATEWAY_UNAVAILABLE",
          }),
        },
      },
    },
    async (request) =>
      onlinePayments.start(
        request.website.id,
        currentCustomer(request).id,
        request.params.id,
        request.body ?? {},
      ),
  );

  app.post(
    "/payment/online/verify",
    {
      onRequest: requireCustomer,
      config: rateLimit(20, "1 minute"),
      schema: {
        tags: ["orders"],
        summary:
          "The checkout's callback, its signature checked; shows a state only (the webhook or reconciliation credits the money)",
        body: onlinePaymentVerifyBodySchema,
        response: {
          200: onlinePaymentVerifiedSchema,
          ...documentedErrors({
            400: "PAYMENT_SIGNATURE_INVALID",
            404: "GATEWAY_PAYMENT_NOT_FOUND",
            409: "ONLINE_PAYMENT_OFF",
          }),
        },
      },
    },
    async (request) => onlinePayments.verify(request.website.id, currentCustomer(request).id, request.body),
  );

  app.post(
    "/customer/credit/payment/online",
    {
      onRequest: requireCustomer,
      config: rateLimit(20, "1 minute"),
      schema: {
        tags: ["customers"],
        summary:
          "Start an online payment of the account: the whole outstanding, or the open amounts of the invoices of the orders named (the server's amount, in paise)",
        body: accountPaymentBodySchema.optional(),
        response: {
          200: onlinePaymentStartSchema,
          ...documentedErrors({
            409: "ONLINE_PAYMENT_OFF; NOTHING_DUE; GATEWAY_REFUSED",
            422: "INVOICE_NOT_OPEN",
            503: "GATEWAY_UNAVAILABLE",
          }),
        },
      },
    },
    async (request) =>
      onlinePayments.startAccount(request.website.id, currentCustomer(request).id, request.body ?? {}),
  );

  app.post(
    "/customer/credit/payment/online/verify",
    {
      onRequest: requireCustomer,
      config: rateLimit(20, "1 minute"),
      schema: {
        tags: ["customers"],
        summary:
          "The checkout's callback of an account payment, its signature checked; a state only (the webhook or reconciliation credits it)",
        body: onlinePaymentVerifyBodySchema,
        response: {
          200: accountPaymentVerifiedSchema,
          ...documentedErrors({
            400: "PAYMENT_SIGNATURE_INVALID",
            404: "GATEWAY_PAYMENT_NOT_FOUND",
            409: "ONLINE_PAYMENT_OFF",
          }),
        },
      },
    },
    async (request) =>
      onlinePayments.verifyAccount(request.website.id, currentCustomer(request).id, request.body),
  );
};

/**
 * Razorpay's webhook: the signature (X-Razorpay-Signature, HMAC-SHA256 of the raw bytes with the
 * webhook secret) is checked on the body exactly as sent, then the event is handed to a job and the
 * gateway answered at once; the job applies it once by its event id.
 */
export const razorpayWebhookRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { gatewayConfig } = app.services;
  const { jobs } = app.deps;

  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (_request, body, done) => {
    done(null, typeof body === "string" ? body : body.toString("utf8"));
  });

  app.post("/webhooks/razorpay", { schema: { hide: true } }, async (request, reply) => {
    const raw = typeof request.body === "string" ? request.body : undefined;
    const header = request.headers["x-razorpay-signature"];
    const signature = Array.isArray(header) ? header[0] : header;
    const secrets = raw === undefined ? [] : await gatewayConfig.webhookSecrets();
    const valid =
      raw !== undefined &&
      secrets.some((secret) => signaturesMatch(webhookSignature(secret, raw), signature));
    if (!valid) {
      return reply.code(401).send({
        statusCode: 401,
        code: "GATEWAY_SIGNATURE_INVALID",
        message: "The webhook's signature does not match its body.",
      });
    }
    const eventHeader = request.headers["x-razorpay-event-id"];
    const eventId =
      (Array.isArray(eventHeader) ? eventHeader[0] : eventHeader) ??
      `body:${createHash("sha256").update(raw).digest("hex")}`;
    await jobs.send(null, GATEWAY_JOBS.webhook, { eventId: eventId.slice(0, 100), body: raw });
    return reply.code(200).send({ received: true });
  });
};
