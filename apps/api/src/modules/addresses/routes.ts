import {
  addressBodySchema,
  addressListSchema,
  addressPatchBodySchema,
  addressSchema,
  emptyResponseSchema,
  idParamsSchema,
} from "@roshni/core";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { currentCustomer, requireCustomer } from "../../plugins/auth";
import { createAddressService } from "./service";

const addressesRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const addressBook = createAddressService(app.deps.db);
  // onRequest of each route (after the auth hook of the root): a visitor gets 401 before the body is even
  // validated, and the OpenAPI document marks the route as needing a token.

  app.get(
    "/customer/address",
    {
      onRequest: requireCustomer,
      schema: {
        tags: ["addresses"],
        summary: "The caller's addresses, the default first",
        response: { 200: addressListSchema },
      },
    },
    async (request) => addressBook.list(currentCustomer(request).id),
  );

  app.post(
    "/customer/address",
    {
      onRequest: requireCustomer,
      schema: {
        tags: ["addresses"],
        summary: "Add an address; the first one, or one sent with isDefault, becomes the default",
        body: addressBodySchema,
        response: { 201: addressSchema },
      },
    },
    async (request, reply) => {
      const address = await addressBook.create(currentCustomer(request).id, request.body);
      reply.code(201);
      return address;
    },
  );

  app.get(
    "/customer/address/:id",
    {
      onRequest: requireCustomer,
      schema: {
        tags: ["addresses"],
        summary: "One of the caller's addresses (404 ADDRESS_NOT_FOUND for anyone else's)",
        params: idParamsSchema,
        response: { 200: addressSchema },
      },
    },
    async (request) => addressBook.get(currentCustomer(request).id, request.params.id),
  );

  app.patch(
    "/customer/address/:id",
    {
      onRequest: requireCustomer,
      schema: {
        tags: ["addresses"],
        summary: "Change an address; isDefault true makes it the only default",
        params: idParamsSchema,
        body: addressPatchBodySchema,
        response: { 200: addressSchema },
      },
    },
    async (request) => addressBook.update(currentCustomer(request).id, request.params.id, request.body),
  );

  app.delete(
    "/customer/address/:id",
    {
      onRequest: requireCustomer,
      schema: {
        tags: ["addresses"],
        summary: "Delete an address (placed orders keep their copy)",
        params: idParamsSchema,
        response: { 200: emptyResponseSchema },
      },
    },
    async (request) => {
      await addressBook.remove(currentCustomer(request).id, request.params.id);
      return {};
    },
  );
};

export default addressesRoutes;
