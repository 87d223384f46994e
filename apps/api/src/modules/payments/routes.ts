import { idParamsSchema, paymentStatusSchema } from "@roshni/core";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { currentCustomer, requireCustomer } from "../../plugins/auth";
import { paymentStatus } from "./service";

const paymentsRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/order/:id/payment/status",
    {
      onRequest: requireCustomer,
      schema: {
        tags: ["orders"],
        summary: "Payment status of one of the caller's orders (polled by the order page)",
        params: idParamsSchema,
        response: { 200: paymentStatusSchema },
      },
    },
    async (request) =>
      paymentStatus(app.deps.db, request.website.id, currentCustomer(request).id, request.params.id),
  );
};

export default paymentsRoutes;
