import {
  idParamsSchema,
  paymentClaimBodySchema,
  paymentClaimSchema,
  paymentStatusSchema,
} from "@roshni/core";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentCustomer, requireCustomer } from "../../plugins/auth";
import { rateLimit } from "../../plugins/rate-limit";

/** The buyer's side of paying: the status the order page polls, and telling the shop a UTR. */
const paymentsRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { buyerOrders } = app.services;

  app.get(
    "/order/:id/payment/status",
    {
      onRequest: requireCustomer,
      schema: {
        tags: ["orders"],
        summary:
          "Payment status of one of the caller's orders, with amount paid and due (polled by the order page)",
        params: idParamsSchema,
        response: { 200: paymentStatusSchema },
      },
    },
    async (request) =>
      buyerOrders.paymentStatus(request.website.id, currentCustomer(request).id, request.params.id),
  );

  app.get(
    "/order/:id/payment/claims",
    {
      onRequest: requireCustomer,
      schema: {
        tags: ["orders"],
        summary: "The payments the caller told the shop about on this order, and what the shop decided",
        params: idParamsSchema,
        response: { 200: z.array(paymentClaimSchema) },
      },
    },
    async (request) =>
      buyerOrders.listClaims(request.website.id, currentCustomer(request).id, request.params.id),
  );

  app.post(
    "/order/:id/payment/claims",
    {
      onRequest: requireCustomer,
      config: rateLimit(app.deps.env.RATE_LIMIT_CLAIM_PER_MIN, "1 minute"),
      schema: {
        tags: ["orders"],
        summary:
          "Tell the shop the UTR of a transfer (a claim staff check; not a payment). 404 for another buyer's order",
        params: idParamsSchema,
        body: paymentClaimBodySchema,
        response: { 201: paymentClaimSchema },
      },
    },
    async (request, reply) => {
      const claim = await buyerOrders.submitClaim(
        request.website.id,
        currentCustomer(request).id,
        request.params.id,
        request.body,
      );
      reply.code(201);
      return claim;
    },
  );
};

export default paymentsRoutes;
