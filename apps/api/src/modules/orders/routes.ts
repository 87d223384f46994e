import {
  idParamsSchema,
  orderBodySchema,
  orderChangeRequestBodySchema,
  orderChangeRequestSchema,
  orderHeadersSchema,
  orderListQuerySchema,
  orderPageSchema,
  orderSchema,
  quoteBodySchema,
  quoteSchema,
} from "@roshni/core";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ApiError } from "../../lib/errors";
import { currentCustomer, requireCustomer } from "../../plugins/auth";
import { documentedErrors } from "../../plugins/openapi";

/**
 * The Idempotency-Key header, checked here rather than by a route header schema: a missing or malformed
 * key is a 400 IDEMPOTENCY_KEY_REQUIRED, whatever the body says.
 */
export function idempotencyKeyOf(request: FastifyRequest): string {
  const parsed = orderHeadersSchema.safeParse({ "idempotency-key": request.headers["idempotency-key"] });
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? "Send an Idempotency-Key header with the order.";
    throw new ApiError(400, "IDEMPOTENCY_KEY_REQUIRED", message);
  }
  return parsed.data["idempotency-key"];
}

const ordersRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { placeOrder, buyerOrders, orderChangeRequests } = app.services;

  app.post(
    "/order/quote",
    {
      schema: {
        tags: ["orders"],
        summary: "The server's cart: lines priced for the requester's group, totals by packages/core",
        body: quoteBodySchema,
        response: {
          200: quoteSchema,
          ...documentedErrors({ 404: "ADDRESS_NOT_FOUND: addressId is not one of the caller's addresses" }),
        },
      },
    },
    async (request) => placeOrder.quote(request.website.id, request.customer, request.body),
  );

  app.post(
    "/order",
    {
      onRequest: requireCustomer,
      schema: {
        tags: ["orders"],
        summary:
          "Place an order (header Idempotency-Key, 8 to 200 characters): 201 with the new order; the same key " +
          "and body again → 200 with the same order; the same key with another body → 409 IDEMPOTENCY_KEY_REUSED",
        body: orderBodySchema,
        response: {
          200: orderSchema,
          201: orderSchema,
          ...documentedErrors({
            400: "IDEMPOTENCY_KEY_REQUIRED: the Idempotency-Key header is missing or not 8 to 200 characters",
            404: "ADDRESS_NOT_FOUND: addressId is not one of the caller's addresses",
            409: "OUT_OF_STOCK: a line asks for more than can be delivered; IDEMPOTENCY_KEY_REUSED: the key was used for another order",
          }),
        },
      },
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request);
      const placed = await placeOrder.placeOrder(
        request.website.id,
        currentCustomer(request),
        request.body,
        key,
      );
      reply.code(placed.replayed ? 200 : 201);
      return placed.order;
    },
  );

  app.get(
    "/order",
    {
      onRequest: requireCustomer,
      schema: {
        tags: ["orders"],
        summary: "The caller's orders, newest first",
        querystring: orderListQuerySchema,
        response: { 200: orderPageSchema },
      },
    },
    async (request) => buyerOrders.listOrders(request.website.id, currentCustomer(request).id, request.query),
  );

  app.get(
    "/order/:id",
    {
      onRequest: requireCustomer,
      schema: {
        tags: ["orders"],
        summary: "One of the caller's orders (404 ORDER_NOT_FOUND for anyone else's)",
        params: idParamsSchema,
        response: { 200: orderSchema },
      },
    },
    async (request) =>
      buyerOrders.getOrder(request.website.id, currentCustomer(request).id, request.params.id),
  );

  app.post(
    "/order/:id/change-requests",
    {
      onRequest: requireCustomer,
      schema: {
        tags: ["orders"],
        summary:
          "Ask the shop to change one of the caller's orders before dispatch (mailed to the shop, shown to " +
          "staff on the order): 404 ORDER_NOT_FOUND for anyone else's",
        params: idParamsSchema,
        body: orderChangeRequestBodySchema,
        response: {
          201: orderChangeRequestSchema,
          ...documentedErrors({
            404: "ORDER_NOT_FOUND",
            422: "ORDER_NOT_EDITABLE (dispatched, delivered, cancelled or invoiced)",
          }),
        },
      },
    },
    async (request, reply) => {
      const created = await orderChangeRequests.request(
        request.website.id,
        currentCustomer(request).id,
        request.params.id,
        request.body,
      );
      reply.code(201);
      return created;
    },
  );

  app.get(
    "/order/:id/change-requests",
    {
      onRequest: requireCustomer,
      schema: {
        tags: ["orders"],
        summary: "The change requests the caller sent for one of their orders, newest first",
        params: idParamsSchema,
        response: { 200: z.array(orderChangeRequestSchema), ...documentedErrors({ 404: "ORDER_NOT_FOUND" }) },
      },
    },
    async (request) =>
      orderChangeRequests.list(request.website.id, currentCustomer(request).id, request.params.id),
  );
};

export default ordersRoutes;
