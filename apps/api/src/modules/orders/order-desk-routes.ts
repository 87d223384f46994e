import {
  addressSchema,
  adminBuyerAddressBodySchema,
  adminBuyerCreateBodySchema,
  adminCustomerDetailSchema,
  adminOrderCreateBodySchema,
  adminOrderDetailSchema,
  adminOrderDraftBodySchema,
  adminOrderDraftListSchema,
  adminOrderDraftSchema,
  adminOrderQuoteBodySchema,
  adminOrderQuoteSchema,
  emptyResponseSchema,
  idParamsSchema,
} from "@roshni/core";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { actorOf, adminAccess, STAFF_SECURITY } from "../../lib/admin-access";
import { documentedErrors } from "../../plugins/openapi";
import { idempotencyKeyOf } from "./routes";

/**
 * The order desk: staff enter a phone or WhatsApp order for a buyer, price it live, save drafts, and add
 * a buyer or an address on the spot. Placing is the buyer's own placing (see place-order.ts).
 */
const orderDeskRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { orderDesk, adminOrders, buyerInvites, adminCustomers } = app.services;
  const tags = ["admin: order desk"];

  app.post(
    "/orders",
    {
      config: adminAccess("orders.process"),
      schema: {
        tags,
        summary:
          "Enter an order for a buyer (header Idempotency-Key): placed as the buyer's own, at the buyer's group " +
          "prices; a line's `price` with `priceReason` applies for manager and owner and is kept as a proposal " +
          "for sales. With `draft: true` a draft is saved instead (no key, no stock held); `draftId` places a draft",
        security: STAFF_SECURITY,
        body: adminOrderCreateBodySchema,
        response: {
          200: adminOrderDetailSchema,
          201: adminOrderDetailSchema.or(adminOrderDraftSchema),
          ...documentedErrors({
            400: "IDEMPOTENCY_KEY_REQUIRED: placing needs an Idempotency-Key header of 8 to 200 characters",
            404: "CUSTOMER_NOT_FOUND, ADDRESS_NOT_FOUND (not the buyer's), ORDER_DRAFT_NOT_FOUND (placed or expired)",
            409: "OUT_OF_STOCK, IDEMPOTENCY_KEY_REUSED, CUSTOMER_BLOCKED",
          }),
        },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      reply.code(201);
      if (request.body.draft) {
        return orderDesk.saveDraft(actor, request.website.id, request.body, request.body.draftId ?? null);
      }
      const key = idempotencyKeyOf(request);
      const placed = await orderDesk.place(actor, request.website.id, request.body, key);
      if (placed.replayed) reply.code(200);
      return adminOrders.detail(request.website.id, placed.orderId);
    },
  );

  app.post(
    "/orders/quote",
    {
      config: adminAccess("orders.process"),
      schema: {
        tags,
        summary:
          "Price the lines being typed for the buyer: group price, MOQ, stock, made to order, line totals, totals; " +
          "nothing is written",
        security: STAFF_SECURITY,
        body: adminOrderQuoteBodySchema,
        response: {
          200: adminOrderQuoteSchema,
          ...documentedErrors({ 404: "CUSTOMER_NOT_FOUND, ADDRESS_NOT_FOUND", 409: "CUSTOMER_BLOCKED" }),
        },
      },
    },
    async (request) => orderDesk.quote(actorOf(request), request.website.id, request.body),
  );

  app.get(
    "/order-drafts",
    {
      config: adminAccess("orders.process"),
      schema: {
        tags,
        summary: "Saved order drafts, last saved first (expired ones are gone)",
        security: STAFF_SECURITY,
        response: { 200: adminOrderDraftListSchema },
      },
    },
    async (request) => orderDesk.listDrafts(request.website.id),
  );

  app.get(
    "/order-drafts/:id",
    {
      config: adminAccess("orders.process"),
      schema: {
        tags,
        summary: "One draft, to carry on with",
        security: STAFF_SECURITY,
        params: idParamsSchema,
        response: {
          200: adminOrderDraftSchema,
          ...documentedErrors({ 404: "ORDER_DRAFT_NOT_FOUND (placed, deleted or expired)" }),
        },
      },
    },
    async (request) => orderDesk.getDraft(request.website.id, request.params.id),
  );

  app.put(
    "/order-drafts/:id",
    {
      config: adminAccess("orders.process"),
      schema: {
        tags,
        summary: "Save the draft again (its expiry starts again)",
        security: STAFF_SECURITY,
        params: idParamsSchema,
        body: adminOrderDraftBodySchema,
        response: {
          200: adminOrderDraftSchema,
          ...documentedErrors({ 404: "ORDER_DRAFT_NOT_FOUND, CUSTOMER_NOT_FOUND" }),
        },
      },
    },
    async (request) =>
      orderDesk.saveDraft(actorOf(request), request.website.id, request.body, request.params.id),
  );

  app.delete(
    "/order-drafts/:id",
    {
      config: adminAccess("orders.process"),
      schema: {
        tags,
        summary: "Delete a draft",
        security: STAFF_SECURITY,
        params: idParamsSchema,
        response: { 200: emptyResponseSchema, ...documentedErrors({ 404: "ORDER_DRAFT_NOT_FOUND" }) },
      },
    },
    async (request) => {
      await orderDesk.deleteDraft(actorOf(request), request.website.id, request.params.id);
      return {};
    },
  );

  app.post(
    "/customers",
    {
      config: adminAccess("customers.manage"),
      schema: {
        tags,
        summary:
          "Add a buyer on the spot (no password): the address becomes their default and they get a mail " +
          "inviting them to choose a password (link valid 7 days)",
        security: STAFF_SECURITY,
        body: adminBuyerCreateBodySchema,
        response: {
          201: adminCustomerDetailSchema,
          ...documentedErrors({ 409: "EMAIL_TAKEN: a buyer with this email exists" }),
        },
      },
    },
    async (request, reply) => {
      const created = await buyerInvites.create(actorOf(request), request.website.id, request.body);
      reply.code(201);
      return adminCustomers.detail(request.website.id, created.id);
    },
  );

  app.post(
    "/customers/:id/addresses",
    {
      config: adminAccess("customers.manage"),
      schema: {
        tags,
        summary: "Add a delivery address to a buyer (typed from the call)",
        security: STAFF_SECURITY,
        params: idParamsSchema,
        body: adminBuyerAddressBodySchema,
        response: { 201: addressSchema, ...documentedErrors({ 404: "CUSTOMER_NOT_FOUND" }) },
      },
    },
    async (request, reply) => {
      const address = await buyerInvites.addAddress(
        actorOf(request),
        request.website.id,
        request.params.id,
        request.body,
      );
      reply.code(201);
      return address;
    },
  );
};

export default orderDeskRoutes;
