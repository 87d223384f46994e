import {
  groupCreditBodySchema,
  groupCreditSchema,
  idParamsSchema,
  ledgerQuerySchema,
  ledgerSchema,
  receiptBodySchema,
  receiptSchema,
} from "@roshni/core";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { actorOf, adminAccess, STAFF_SECURITY } from "../../lib/admin-access";

const adminReceivablesRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { receivables } = app.services;
  const tags = ["admin: receivables"];

  app.get(
    "/customers/:id/ledger",
    {
      config: adminAccess("customers.manage"),
      schema: {
        tags,
        summary: "A buyer's ledger for a period: opening balance, entries, closing balance, ageing",
        security: STAFF_SECURITY,
        params: idParamsSchema,
        querystring: ledgerQuerySchema,
        response: { 200: ledgerSchema },
      },
    },
    async (request) => receivables.ledger(request.website.id, request.params.id, request.query),
  );

  app.post(
    "/customers/:id/receipts",
    {
      config: adminAccess("orders.process"),
      schema: {
        tags,
        summary: "Money from a buyer on account (oldest invoices first, or the split given) or as an advance",
        security: STAFF_SECURITY,
        params: idParamsSchema,
        body: receiptBodySchema,
        response: { 201: receiptSchema },
      },
    },
    async (request, reply) => {
      const receipt = await receivables.recordReceipt(
        actorOf(request),
        request.website.id,
        request.params.id,
        request.body,
      );
      return reply.code(201).send(receipt);
    },
  );

  app.put(
    "/customer-groups/:id/credit",
    {
      config: adminAccess("customers.manage"),
      schema: {
        tags,
        summary: "The payment terms and credit limit of a group's buyers, unless set on the buyer",
        security: STAFF_SECURITY,
        params: idParamsSchema,
        body: groupCreditBodySchema,
        response: { 200: groupCreditSchema },
      },
    },
    async (request) => receivables.setGroupCredit(actorOf(request), request.params.id, request.body),
  );
};

export default adminReceivablesRoutes;
