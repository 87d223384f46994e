import { adminDashboardSchema } from "@roshni/core";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { adminAccess, STAFF_SECURITY } from "../../lib/admin-access";

const dashboardRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    "/dashboard",
    {
      config: adminAccess("orders.read"),
      schema: {
        tags: ["admin: dashboard"],
        summary: "Today's orders and sales, payments awaited, buyers awaiting approval, low stock, 30 days",
        security: STAFF_SECURITY,
        response: { 200: adminDashboardSchema },
      },
    },
    async (request) => app.services.dashboard.dashboard(request.website.id),
  );
};

export default dashboardRoutes;
