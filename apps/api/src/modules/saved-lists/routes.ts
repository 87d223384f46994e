import { savedListsBodySchema, savedListsSchema } from "@roshni/core";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { currentCustomer, requireCustomer } from "../../plugins/auth";
import { documentedErrors } from "../../plugins/openapi";

/** A signed-in buyer's cart, wish list and compare list, kept so that every browser of theirs shows the same. */
const savedListsRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { catalogue, savedLists: saved } = app.services;

  app.get(
    "/customer/saved",
    {
      onRequest: requireCustomer,
      schema: {
        tags: ["saved lists"],
        summary: "The caller's saved cart, wish list and compare list, priced for their group",
        response: { 200: savedListsSchema },
      },
    },
    async (request) => {
      const customer = currentCustomer(request);
      return saved.read(await catalogue.scopeFor(request.website.id, customer), customer.id);
    },
  );

  app.put(
    "/customer/saved",
    {
      onRequest: requireCustomer,
      schema: {
        tags: ["saved lists"],
        summary:
          "Replace the caller's saved lists (404 PRODUCT_NOT_FOUND for a product the shop does not sell)",
        body: savedListsBodySchema,
        response: {
          200: savedListsSchema,
          ...documentedErrors({ 404: "PRODUCT_NOT_FOUND: a product in the lists the shop does not sell" }),
        },
      },
    },
    async (request) => {
      const customer = currentCustomer(request);
      const scope = await catalogue.scopeFor(request.website.id, customer);
      return saved.replace(scope, customer.id, request.body);
    },
  );

  app.post(
    "/customer/saved/merge",
    {
      onRequest: requireCustomer,
      schema: {
        tags: ["saved lists"],
        summary:
          "Join the browser's lists to the saved ones at sign-in: one line per product with the larger quantity",
        body: savedListsBodySchema,
        response: {
          200: savedListsSchema,
          ...documentedErrors({ 404: "PRODUCT_NOT_FOUND: a product in the lists the shop does not sell" }),
        },
      },
    },
    async (request) => {
      const customer = currentCustomer(request);
      const scope = await catalogue.scopeFor(request.website.id, customer);
      return saved.merge(scope, customer.id, request.body);
    },
  );
};

export default savedListsRoutes;
