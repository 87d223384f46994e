import { couponParamsSchema, couponSchema } from "@roshni/core";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { currentCustomer, requireCustomer } from "../../plugins/auth";
import { applicableCoupon, type CouponRequester } from "./service";

function requesterOf(request: FastifyRequest): CouponRequester | null {
  const customer = request.customer;
  return customer ? { customerId: customer.id, groupId: customer.groupId } : null;
}

const couponsRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  app.get(
    "/coupons/:code",
    {
      schema: {
        tags: ["coupons"],
        summary: "Check a coupon for the cart (a visitor, or the signed-in buyer when a token comes along)",
        params: couponParamsSchema,
        response: { 200: couponSchema },
      },
    },
    async (request) => (await applicableCoupon(db, request.params.code, requesterOf(request))).dto,
  );

  app.get(
    "/coupons/auth/:code",
    {
      onRequest: requireCustomer,
      schema: {
        tags: ["coupons"],
        summary: "Check a coupon for the signed-in buyer: group, customer and per-customer limits apply",
        params: couponParamsSchema,
        response: { 200: couponSchema },
      },
    },
    async (request) => {
      const customer = currentCustomer(request);
      return (
        await applicableCoupon(db, request.params.code, {
          customerId: customer.id,
          groupId: customer.groupId,
        })
      ).dto;
    },
  );
};

export default couponsRoutes;
