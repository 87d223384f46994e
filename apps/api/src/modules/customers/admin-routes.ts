import {
  adminCustomerDetailSchema,
  adminCustomerGroupListSchema,
  adminCustomerListQuerySchema,
  adminCustomerPageSchema,
  adminCustomerPatchBodySchema,
  idParamsSchema,
} from "@roshni/core";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { actorOf, adminAccess, STAFF_SECURITY } from "../../lib/admin-access";

const adminCustomerRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { adminCustomers } = app.services;
  const tags = ["admin: customers"];

  app.get(
    "/customers",
    {
      config: adminAccess("orders.read"),
      schema: {
        tags,
        summary:
          "Buyers: search name, email, phone, GSTIN, company; filter group, awaiting approval, blocked",
        security: STAFF_SECURITY,
        querystring: adminCustomerListQuerySchema,
        response: { 200: adminCustomerPageSchema },
      },
    },
    async (request) => adminCustomers.list(request.website.id, request.query),
  );

  app.get(
    "/customer-groups",
    {
      config: adminAccess("orders.read"),
      schema: {
        tags,
        summary: "Every buyer group, the default first (the buyers list's group filter)",
        security: STAFF_SECURITY,
        response: { 200: adminCustomerGroupListSchema },
      },
    },
    async () => ({ items: await adminCustomers.listGroups() }),
  );

  app.get(
    "/customers/:id",
    {
      config: adminAccess("orders.read"),
      schema: {
        tags,
        summary: "One buyer with their orders and addresses",
        security: STAFF_SECURITY,
        params: idParamsSchema,
        response: { 200: adminCustomerDetailSchema },
      },
    },
    async (request) => adminCustomers.detail(request.website.id, request.params.id),
  );

  app.patch(
    "/customers/:id",
    {
      config: adminAccess("customers.manage"),
      schema: {
        tags,
        summary: "Approve into a group (mails the buyer), regroup, block or unblock",
        security: STAFF_SECURITY,
        params: idParamsSchema,
        body: adminCustomerPatchBodySchema,
        response: { 200: adminCustomerDetailSchema },
      },
    },
    async (request) =>
      adminCustomers.update(actorOf(request), request.website.id, request.params.id, request.body),
  );
};

export default adminCustomerRoutes;
