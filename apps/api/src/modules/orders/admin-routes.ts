import {
  adminOrderDetailSchema,
  adminOrderListQuerySchema,
  adminOrderPageSchema,
  adminPaymentSchema,
  claimConfirmBodySchema,
  claimRejectBodySchema,
  emptyResponseSchema,
  idParamsSchema,
  ORDER_MOVE_PERMISSIONS,
  type OrderTransitionInput,
  orderClaimParamsSchema,
  orderRefundParamsSchema,
  orderTransitionBodySchema,
  paymentRecordBodySchema,
  refundRecordBodySchema,
  refundReferenceBodySchema,
  transitionPermission,
} from "@roshni/core";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { actorOf, adminAccess, STAFF_SECURITY } from "../../lib/admin-access";
import { documentedErrors } from "../../plugins/openapi";

/** The back office's orders: list, one order, its moves, payments, refunds and the buyers' claims. */
const adminOrderRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { adminOrders, orderTransitions, orderPayments } = app.services;
  const tags = ["admin: orders"];

  app.get(
    "/orders",
    {
      config: adminAccess("orders.read"),
      schema: {
        tags,
        summary:
          "Orders, newest first: filter state, payment status, IST dates, buyer; search number or buyer",
        security: STAFF_SECURITY,
        querystring: adminOrderListQuerySchema,
        response: { 200: adminOrderPageSchema },
      },
    },
    async (request) => adminOrders.list(request.website.id, request.query),
  );

  app.get(
    "/orders/:id",
    {
      config: adminAccess("orders.read"),
      schema: {
        tags,
        summary: "One order: buyer, lines, totals, address, note, payments, claims, history with staff names",
        security: STAFF_SECURITY,
        params: idParamsSchema,
        response: { 200: adminOrderDetailSchema },
      },
    },
    async (request) => adminOrders.detail(request.website.id, request.params.id),
  );

  app.post(
    "/orders/:id/transitions",
    {
      // Confirm and cancel are the sales desk's, pack, dispatch and deliver the dispatch desk's.
      config: adminAccess(
        (request) => transitionPermission((request.body as OrderTransitionInput).to),
        ORDER_MOVE_PERMISSIONS,
      ),
      schema: {
        tags,
        summary:
          "Move the order (409 ORDER_TRANSITION_NOT_ALLOWED with a sentence otherwise); dispatch needs transporter, " +
          "lrNumber and above the e-way bill threshold ewayBillNumber; unpaid dispatch only by owner/manager with allowUnpaid",
        security: STAFF_SECURITY,
        params: idParamsSchema,
        body: orderTransitionBodySchema,
        response: {
          200: adminOrderDetailSchema,
          ...documentedErrors({
            409:
              "ORDER_TRANSITION_NOT_ALLOWED (with the sentence why); ORDER_NOT_PAID (unpaid dispatch without allowUnpaid); " +
              "EWAY_BILL_NUMBER_TAKEN (another order has the e-way bill number)",
          }),
        },
      },
    },
    async (request) => {
      await orderTransitions.transition(actorOf(request), request.params.id, request.body);
      return adminOrders.detail(request.website.id, request.params.id);
    },
  );

  app.post(
    "/orders/:id/payments",
    {
      config: adminAccess("orders.process"),
      schema: {
        tags,
        summary:
          "Record money received (409 on a cancelled order, above the amount due, or a UTR already recorded)",
        security: STAFF_SECURITY,
        params: idParamsSchema,
        body: paymentRecordBodySchema,
        response: {
          201: adminPaymentSchema,
          ...documentedErrors({ 409: "ORDER_CANCELLED, OVERPAYMENT (above the amount due), DUPLICATE_UTR" }),
        },
      },
    },
    async (request, reply) => {
      const payment = await orderPayments.recordPayment(actorOf(request), request.params.id, request.body);
      reply.code(201);
      return payment;
    },
  );

  app.post(
    "/orders/:id/refunds",
    {
      config: adminAccess("orders.process"),
      schema: {
        tags,
        summary: "Record money given back (at most what was received)",
        security: STAFF_SECURITY,
        params: idParamsSchema,
        body: refundRecordBodySchema,
        response: {
          201: adminPaymentSchema,
          ...documentedErrors({
            409: "REFUND_TOO_LARGE: more than was received less earlier refunds; DUPLICATE_UTR",
          }),
        },
      },
    },
    async (request, reply) => {
      const refund = await orderPayments.recordRefund(actorOf(request), request.params.id, request.body);
      reply.code(201);
      return refund;
    },
  );

  app.patch(
    "/orders/:id/refunds/:refundId",
    {
      config: adminAccess("orders.process"),
      schema: {
        tags,
        summary:
          "Type or correct a refund's bank reference (UTR) and note (404 for a refund of another order, 409 a UTR already on the order)",
        security: STAFF_SECURITY,
        params: orderRefundParamsSchema,
        body: refundReferenceBodySchema,
        response: {
          200: adminPaymentSchema,
          ...documentedErrors({
            404: "ORDER_NOT_FOUND, REFUND_NOT_FOUND (not a refund of this order)",
            409: "DUPLICATE_UTR: another payment or refund of this order has it",
          }),
        },
      },
    },
    async (request) =>
      orderPayments.updateRefundReference(
        actorOf(request),
        request.website.id,
        request.params.id,
        request.params.refundId,
        request.body,
      ),
  );

  app.post(
    "/orders/:id/claims/:claimId/confirm",
    {
      config: adminAccess("orders.process"),
      schema: {
        tags,
        summary: "The buyer's claimed transfer was found: record it as a payment",
        security: STAFF_SECURITY,
        params: orderClaimParamsSchema,
        body: claimConfirmBodySchema,
        response: {
          201: adminPaymentSchema,
          ...documentedErrors({ 409: "CLAIM_DECIDED, ORDER_CANCELLED, OVERPAYMENT, DUPLICATE_UTR" }),
        },
      },
    },
    async (request, reply) => {
      const payment = await orderPayments.confirmClaim(
        actorOf(request),
        request.params.id,
        request.params.claimId,
        request.body,
      );
      reply.code(201);
      return payment;
    },
  );

  app.post(
    "/orders/:id/claims/:claimId/reject",
    {
      config: adminAccess("orders.process"),
      schema: {
        tags,
        summary: "Reject a buyer's claim with a reason (the buyer gets a mail)",
        security: STAFF_SECURITY,
        params: orderClaimParamsSchema,
        body: claimRejectBodySchema,
        response: {
          200: emptyResponseSchema,
          ...documentedErrors({ 409: "CLAIM_DECIDED: the claim was already confirmed or rejected" }),
        },
      },
    },
    async (request) => {
      await orderPayments.rejectClaim(
        actorOf(request),
        request.params.id,
        request.params.claimId,
        request.body,
      );
      return {};
    },
  );
};

export default adminOrderRoutes;
