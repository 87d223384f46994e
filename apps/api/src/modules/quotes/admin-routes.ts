import {
  adminQuoteOfferBodySchema,
  adminQuotePageSchema,
  adminQuoteQuerySchema,
  adminQuoteSchema,
  idParamsSchema,
} from "@roshni/core";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { actorOf, adminAccess, STAFF_SECURITY } from "../../lib/admin-access";
import { binaryFile, documentedErrors, downloadResponse } from "../../plugins/openapi";
import { renderQuotePdf } from "./pdf";

/** The shop's side of requests for quote: the list, one quote, and the offer. */
const adminQuotesRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { quotes } = app.services;
  const { db } = app.deps;
  const tags = ["admin: quotes"];

  app.get(
    "/quotes",
    {
      config: adminAccess("quotes.manage"),
      schema: {
        tags,
        summary: "Requests for quote by state and search (number, buyer, company, email), keyset pages",
        security: STAFF_SECURITY,
        querystring: adminQuoteQuerySchema,
        response: { 200: adminQuotePageSchema, ...documentedErrors({ 400: "CURSOR_INVALID" }) },
      },
    },
    async (request) => quotes.adminList(request.query),
  );

  app.get(
    "/quotes/:id",
    {
      config: adminAccess("quotes.manage"),
      schema: {
        tags,
        summary: "One quote: lines with the buyer's group price, floor and stock now; rounds; the offer",
        security: STAFF_SECURITY,
        params: idParamsSchema,
        response: { 200: adminQuoteSchema, ...documentedErrors({ 404: "QUOTE_NOT_FOUND" }) },
      },
    },
    async (request) => quotes.adminDetail(request.website.id, actorOf(request).role, request.params.id),
  );

  app.post(
    "/quotes/:id/offer",
    {
      config: adminAccess("quotes.manage"),
      schema: {
        tags,
        summary:
          "Offer a price per line, a last valid day, optional packing and shipping and a message; the buyer is " +
          "mailed. Sales may not go below a product's wholesale floor; manager and owner may",
        security: STAFF_SECURITY,
        params: idParamsSchema,
        body: adminQuoteOfferBodySchema,
        response: {
          200: adminQuoteSchema,
          ...documentedErrors({
            404: "QUOTE_NOT_FOUND",
            409: "QUOTE_NOT_REQUESTED",
            422: "QUOTE_LINES_MISMATCH, QUOTE_PRICE_BELOW_FLOOR, QUOTE_VALIDITY_PAST",
          }),
        },
      },
    },
    async (request) => quotes.offer(actorOf(request), request.website.id, request.params.id, request.body),
  );

  app.get(
    "/quotes/:id/pdf",
    {
      config: adminAccess("quotes.manage"),
      schema: {
        tags,
        summary: "The quotation PDF as the buyer receives it (409 QUOTE_NOT_OFFERED before an offer)",
        security: STAFF_SECURITY,
        params: idParamsSchema,
        response: {
          200: downloadResponse("The PDF (a download, not the envelope)", { "application/pdf": binaryFile }),
          ...documentedErrors({ 404: "QUOTE_NOT_FOUND", 409: "QUOTE_NOT_OFFERED" }),
        },
      },
    },
    async (request, reply) => {
      const file = await renderQuotePdf(db, await quotes.forPdf(request.params.id, null));
      return reply
        .header("content-type", "application/pdf")
        .header("content-disposition", `attachment; filename="${file.filename}"`)
        .header("cache-control", "private, no-store")
        .header("x-content-type-options", "nosniff")
        .send(file.pdf);
    },
  );
};

export default adminQuotesRoutes;
