import {
  adminOrderDetailSchema,
  adminOrderEditBodySchema,
  adminOrderEditQuoteBodySchema,
  adminOrderEditResultSchema,
  adminOrderQuoteSchema,
  idParamsSchema,
} from "@roshni/core";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { actorOf, adminAccess, STAFF_SECURITY } from "../../lib/admin-access";
import { documentedErrors } from "../../plugins/openapi";

/**
 * Editing an order before dispatch: the lines, the delivery address and the transport, priced live
 * and then applied in one transaction (see order-edit.ts).
 */
const orderEditRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { orderEdit, adminOrders } = app.services;
  const tags = ["admin: orders"];

  app.post(
    "/orders/:id/edit/quote",
    {
      config: adminAccess("orders.process"),
      schema: {
        tags,
        summary:
          "Price an edit of the order as it would be applied (stock counts what the order already holds; kept " +
          "lines keep their price; the order's coupon as placed); nothing is written",
        security: STAFF_SECURITY,
        params: idParamsSchema,
        body: adminOrderEditQuoteBodySchema,
        response: {
          200: adminOrderQuoteSchema,
          ...documentedErrors({ 404: "ORDER_NOT_FOUND, ADDRESS_NOT_FOUND (not the buyer's)" }),
        },
      },
    },
    async (request) => orderEdit.quote(actorOf(request), request.website.id, request.params.id, request.body),
  );

  app.post(
    "/orders/:id/edit",
    {
      config: adminAccess("orders.process"),
      schema: {
        tags,
        summary:
          "Edit an order before dispatch: its lines and quantities, delivery address and transport. Stock moves " +
          "with the edit, amounts are worked out again, the proforma is issued again as a new revision and the " +
          "buyer is mailed what changed. `expectedUpdatedAt` is the order's `updatedAt` as read",
        security: STAFF_SECURITY,
        params: idParamsSchema,
        body: adminOrderEditBodySchema,
        response: {
          200: z.object({ edit: adminOrderEditResultSchema, order: adminOrderDetailSchema }),
          ...documentedErrors({
            404: "ORDER_NOT_FOUND, ADDRESS_NOT_FOUND (not the buyer's)",
            409: "ORDER_CHANGED (edited, paid or moved since it was read), OUT_OF_STOCK",
            422: "ORDER_NOT_EDITABLE (dispatched, delivered, cancelled, or its tax invoice issued), ORDER_EDIT_EMPTY",
          }),
        },
      },
    },
    async (request) => {
      const edit = await orderEdit.edit(
        actorOf(request),
        request.website.id,
        request.params.id,
        request.body,
      );
      return { edit, order: await adminOrders.detail(request.website.id, request.params.id) };
    },
  );
};

export default orderEditRoutes;
