import {
  buyerAccountSchema,
  ledgerQuerySchema,
  statementMailBodySchema,
  statementMailSchema,
} from "@roshni/core";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { currentCustomer, requireCustomer } from "../../plugins/auth";
import { binaryFile, downloadResponse } from "../../plugins/openapi";
import { readShopSettings } from "../orders/order-view";
import { statementPdf, statementSeller } from "./statement";

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

  app.get(
    "/customer/statement",
    {
      onRequest: requireCustomer,
      schema: {
        tags: ["customers"],
        summary: "The caller's statement of account for a period as a PDF (only ever their own)",
        querystring: ledgerQuerySchema,
        response: {
          200: downloadResponse("The PDF (a download, not the envelope)", { "application/pdf": binaryFile }),
        },
      },
    },
    async (request, reply) => {
      const customerId = currentCustomer(request).id;
      const ledger = await receivables.ledger(request.website.id, customerId, request.query);
      const settings = await readShopSettings(app.deps.db);
      const pdf = await statementPdf(ledger, statementSeller(settings));
      return reply
        .header("content-type", "application/pdf")
        .header("content-disposition", `attachment; filename="statement-${ledger.to}.pdf"`)
        .header("cache-control", "private, no-store")
        .send(pdf);
    },
  );

  app.post(
    "/customer/statement/mail",
    {
      onRequest: requireCustomer,
      schema: {
        tags: ["customers"],
        summary: "Mail the caller their own statement of account for a period (the PDF, by a job)",
        body: statementMailBodySchema,
        response: { 202: statementMailSchema },
      },
    },
    async (request, reply) => {
      const queued = await app.services.paymentReminders.requestStatement(
        null,
        request.website.id,
        currentCustomer(request).id,
        request.body,
      );
      return reply.code(202).send(queued);
    },
  );
};

export default receivablesRoutes;
