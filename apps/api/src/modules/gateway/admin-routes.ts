import {
  adminOnlinePaymentsSchema,
  gatewayRefundSchema,
  idParamsSchema,
  onlineRefundBodySchema,
  razorpaySettingsBodySchema,
  razorpaySettingsSchema,
} from "@roshni/core";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { actorOf, adminAccess, STAFF_SECURITY } from "../../lib/admin-access";
import { documentedErrors } from "../../plugins/openapi";

/** Staff's side of online payments: what the gateway reported, refunds through it, reconciliation, settings. */
const adminGatewayRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { onlinePayments, gatewayConfig } = app.services;
  const tags = ["admin: orders"];

  app.get(
    "/orders/:id/online-payments",
    {
      config: adminAccess("orders.read"),
      schema: {
        tags,
        summary:
          "The order's payments at the gateway (method, fee, tax, refundable), refunds, and events held for staff",
        security: STAFF_SECURITY,
        params: idParamsSchema,
        response: { 200: adminOnlinePaymentsSchema, ...documentedErrors({ 404: "ORDER_NOT_FOUND" }) },
      },
    },
    async (request) => onlinePayments.listForOrder(request.website.id, request.params.id),
  );

  app.post(
    "/orders/:id/online-payments/reconcile",
    {
      config: adminAccess("orders.process"),
      schema: {
        tags,
        summary:
          "Ask the gateway now about the order's open online payments: capture, credit, or keep failed",
        security: STAFF_SECURITY,
        params: idParamsSchema,
        response: {
          200: z.object({ credited: z.number().int() }),
          ...documentedErrors({ 404: "ORDER_NOT_FOUND", 409: "GATEWAY_REFUSED", 503: "GATEWAY_UNAVAILABLE" }),
        },
      },
    },
    async (request) => onlinePayments.reconcileOrder(request.website.id, request.params.id),
  );

  app.post(
    "/orders/:id/online-refunds",
    {
      config: adminAccess("orders.process"),
      schema: {
        tags,
        summary:
          "Refund an online payment through the gateway (full or part, at most what is left; the idempotency key makes a retry one refund); after the tax invoice, `creditNote` names the lines not supplied and their credit note is issued with the refund",
        security: STAFF_SECURITY,
        params: idParamsSchema,
        body: onlineRefundBodySchema,
        response: {
          201: gatewayRefundSchema,
          ...documentedErrors({
            404: "ORDER_NOT_FOUND; GATEWAY_PAYMENT_NOT_FOUND",
            409: "REFUND_TOO_LARGE; IDEMPOTENCY_KEY_REUSED; GATEWAY_REFUSED; INVOICE_NOT_ISSUED (a credit note asked for before the tax invoice)",
            422: "CREDIT_ABOVE_INVOICE; CREDIT_LINES_REQUIRED",
            503: "GATEWAY_UNAVAILABLE: nothing is lost; send the same form again",
          }),
        },
      },
    },
    async (request, reply) => {
      const refund = await onlinePayments.refund(
        actorOf(request),
        request.website.id,
        request.params.id,
        request.body,
      );
      reply.code(201);
      return refund;
    },
  );

  app.get(
    "/settings/razorpay",
    {
      config: adminAccess("shop.admin"),
      schema: {
        tags: ["admin: settings"],
        summary: "Razorpay settings: secrets shown only as set or not; what the environment fixes",
        security: STAFF_SECURITY,
        response: { 200: razorpaySettingsSchema },
      },
    },
    async (request) => gatewayConfig.getSettings(request.website.id),
  );

  app.put(
    "/settings/razorpay",
    {
      config: adminAccess("shop.admin"),
      schema: {
        tags: ["admin: settings"],
        summary:
          "Change the Razorpay settings; secrets only when typed (stored encrypted, never shown again); the previous webhook secret verifies for a day",
        security: STAFF_SECURITY,
        body: razorpaySettingsBodySchema,
        response: { 200: razorpaySettingsSchema, ...documentedErrors({ 409: "SECRETS_KEY_MISSING" }) },
      },
    },
    async (request) => gatewayConfig.updateSettings(actorOf(request), request.website.id, request.body),
  );
};

export default adminGatewayRoutes;
