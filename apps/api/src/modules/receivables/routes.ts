import { buyerAccountSchema } from "@roshni/core";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { currentCustomer, requireCustomer } from "../../plugins/auth";

const receivablesRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { receivables } = app.services;

  app.get(
    "/customer/credit",
    {
      onRequest: requireCustomer,
      schema: {
        tags: ["customers"],
        summary:
          "The caller's account: terms, limit, available credit, open invoices with due dates, UPI links",
        response: { 200: buyerAccountSchema },
      },
    },
    async (request) => receivables.buyerAccount(request.website.id, currentCustomer(request).id),
  );
};

export default receivablesRoutes;
