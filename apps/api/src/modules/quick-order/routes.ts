import { quickOrderResolveBodySchema, quickOrderResolveSchema } from "@roshni/core";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";

/** The quick order pad and "Order again": many lines looked up at once, for visitors and buyers alike. */
const quickOrderRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { catalogue, quickOrder } = app.services;

  app.post(
    "/quick-order/resolve",
    {
      schema: {
        tags: ["catalogue"],
        summary:
          "Up to 500 lines by SKU or product id: each line's product at the caller's prices and whether the cart takes it",
        body: quickOrderResolveBodySchema,
        response: { 200: quickOrderResolveSchema },
      },
    },
    async (request) => {
      const scope = await catalogue.scopeFor(request.website.id, request.customer);
      return quickOrder.resolve(scope, request.body.lines);
    },
  );
};

export default quickOrderRoutes;
