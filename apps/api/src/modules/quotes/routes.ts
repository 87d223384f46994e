import {
  idParamsSchema,
  orderSchema,
  quoteAcceptBodySchema,
  quoteAskAgainBodySchema,
  quoteListSchema,
  quoteRequestBodySchema,
  rfqSchema,
} from "@roshni/core";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { currentCustomer, requireCustomer } from "../../plugins/auth";
import { binaryFile, documentedErrors, downloadResponse } from "../../plugins/openapi";
import { renderQuotePdf } from "./pdf";

/** A signed-in buyer's requests for quote: ask from the cart, read the offer, accept it or ask again. */
const quotesRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { quotes } = app.services;
  const { db } = app.deps;
  const tags = ["quotes"];

  app.post(
    "/quotes",
    {
      onRequest: requireCustomer,
      schema: {
        tags,
        summary:
          "Ask the shop for a quote on these lines (usually the cart), with a message and a wanted-by day",
        body: quoteRequestBodySchema,
        response: {
          201: rfqSchema,
          ...documentedErrors({ 422: "PRODUCT_UNAVAILABLE: a product the shop no longer sells" }),
        },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return quotes.request(request.website.id, currentCustomer(request), request.body);
    },
  );

  app.get(
    "/quotes",
    {
      onRequest: requireCustomer,
      schema: { tags, summary: "The caller's quotes, newest first", response: { 200: quoteListSchema } },
    },
    async (request) => quotes.list(currentCustomer(request)),
  );

  app.get(
    "/quotes/:id",
    {
      onRequest: requireCustomer,
      schema: {
        tags,
        summary: "One of the caller's quotes with its offer and every round (404 for anyone else's)",
        params: idParamsSchema,
        response: { 200: rfqSchema, ...documentedErrors({ 404: "QUOTE_NOT_FOUND" }) },
      },
    },
    async (request) => quotes.detail(currentCustomer(request), request.params.id),
  );

  app.post(
    "/quotes/:id/accept",
    {
      onRequest: requireCustomer,
      schema: {
        tags,
        summary:
          "Accept the open offer: the order is placed at the quoted prices with the stock taken now, once only",
        params: idParamsSchema,
        body: quoteAcceptBodySchema,
        response: {
          201: orderSchema,
          ...documentedErrors({
            404: "QUOTE_NOT_FOUND, ADDRESS_NOT_FOUND",
            409: "QUOTE_ALREADY_ACCEPTED, QUOTE_EXPIRED, QUOTE_NOT_OFFERED, OUT_OF_STOCK",
            422: "PRODUCT_UNAVAILABLE",
          }),
        },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return quotes.accept(request.website.id, currentCustomer(request), request.params.id, request.body);
    },
  );

  app.post(
    "/quotes/:id/ask-again",
    {
      onRequest: requireCustomer,
      schema: {
        tags,
        summary: "Ask for a new offer with a message: a new round opens, the earlier ones are kept",
        params: idParamsSchema,
        body: quoteAskAgainBodySchema,
        response: {
          200: rfqSchema,
          ...documentedErrors({ 404: "QUOTE_NOT_FOUND", 409: "QUOTE_NOT_OFFERED" }),
        },
      },
    },
    async (request) => quotes.askAgain(currentCustomer(request), request.params.id, request.body.message),
  );

  app.post(
    "/quotes/:id/withdraw",
    {
      onRequest: requireCustomer,
      schema: {
        tags,
        summary: "Withdraw a request or an open offer the caller no longer wants",
        params: idParamsSchema,
        response: {
          200: rfqSchema,
          ...documentedErrors({ 404: "QUOTE_NOT_FOUND", 409: "QUOTE_NOT_OFFERED" }),
        },
      },
    },
    async (request) => quotes.withdraw(currentCustomer(request), request.params.id),
  );

  app.get(
    "/quotes/:id/pdf",
    {
      onRequest: requireCustomer,
      schema: {
        tags,
        summary:
          "The quotation PDF of the offer (404 QUOTE_NOT_FOUND for anyone else's, 409 before an offer)",
        params: idParamsSchema,
        response: {
          200: downloadResponse("The PDF (a download, not the envelope)", { "application/pdf": binaryFile }),
          ...documentedErrors({ 404: "QUOTE_NOT_FOUND", 409: "QUOTE_NOT_OFFERED" }),
        },
      },
    },
    async (request, reply) => {
      const file = await renderQuotePdf(
        db,
        await quotes.forPdf(request.params.id, currentCustomer(request).id),
      );
      return reply
        .header("content-type", "application/pdf")
        .header("content-disposition", `attachment; filename="${file.filename}"`)
        .header("cache-control", "private, no-store")
        .header("x-content-type-options", "nosniff")
        .send(file.pdf);
    },
  );
};

export default quotesRoutes;
