import { adminDocumentQuerySchema, orderDocumentParamsSchema } from "@roshni/core";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { currentCustomer, requireCustomer } from "../../plugins/auth";
import { binaryFile, downloadResponse } from "../../plugins/openapi";
import { buyerDocument } from "./service";

const documentsRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const { documentFiles } = app.services;

  app.get(
    "/order/:id/documents/:kind",
    {
      onRequest: requireCustomer,
      schema: {
        tags: ["orders"],
        summary:
          "A GST document of one of the caller's orders as a PDF (kind: proforma, invoice, credit-note): 404 " +
          "ORDER_NOT_FOUND for anyone else's order, 404 DOCUMENT_NOT_ISSUED when it is not issued yet; a " +
          "credit note by ?number=, else the latest; an e-invoiced tax invoice with its IRN and signed QR",
        params: orderDocumentParamsSchema,
        querystring: adminDocumentQuerySchema,
        response: {
          200: downloadResponse("The PDF (a download, not the envelope)", { "application/pdf": binaryFile }),
        },
      },
    },
    async (request, reply) => {
      const row = await buyerDocument(db, {
        websiteId: request.website.id,
        customerId: currentCustomer(request).id,
        orderId: request.params.id,
        kind: request.params.kind,
        ...(request.query.number ? { number: request.query.number } : {}),
      });
      const stored = await documentFiles.fileOf(row);
      return reply
        .header("content-type", "application/pdf")
        .header("content-disposition", `attachment; filename="${stored.filename}"`)
        .header("cache-control", "private, no-store")
        .header("x-content-type-options", "nosniff")
        .send(stored.pdf);
    },
  );
};

export default documentsRoutes;
