import type { FastifyInstance, FastifyPluginAsync } from "fastify";
import { guardAdminRoutes } from "../../lib/admin-access";
import adminCatalogueRoutes from "../admin-catalogue/routes";
import auditRoutes from "../audit/routes";
import adminContentRoutes from "../content/admin-routes";
import adminCustomerRoutes from "../customers/admin-routes";
import dashboardRoutes from "../dashboard/routes";
import dispatchRoutes from "../dispatch/routes";
import adminGstRoutes from "../documents/admin-routes";
import adminGatewayRoutes from "../gateway/admin-routes";
import jobRoutes from "../jobs/routes";
import adminOrderRoutes from "../orders/admin-routes";
import orderDeskRoutes from "../orders/order-desk-routes";
import orderEditRoutes from "../orders/order-edit-routes";
import adminQuotesRoutes from "../quotes/admin-routes";
import adminReceivablesRoutes from "../receivables/admin-routes";
import adminReportsRoutes from "../reports/admin-routes";
import adminSettingsRoutes from "../settings/admin-routes";
import staffRoutes from "../staff/routes";

/**
 * Every back-office route set, registered under /v1/admin inside one scope whose hooks check the
 * Origin, the session and the permission of each route (see ./access.ts and ./README.md). A new admin
 * route set adds its import above and its entry here.
 */
export const adminRouteSets: readonly FastifyPluginAsync[] = [
  staffRoutes,
  adminOrderRoutes,
  adminCustomerRoutes,
  dashboardRoutes,
  auditRoutes,
  adminCatalogueRoutes,
  adminGstRoutes,
  adminSettingsRoutes,
  adminContentRoutes,
  jobRoutes,
  adminGatewayRoutes,
  adminReceivablesRoutes,
  orderDeskRoutes,
  adminReportsRoutes,
  orderEditRoutes,
  dispatchRoutes,
  adminQuotesRoutes,
];

export async function registerAdminRoutes(app: FastifyInstance): Promise<void> {
  const registry: FastifyInstance["adminRoutes"] = [];
  app.decorate("adminRoutes", registry);
  await app.register(
    async (scope) => {
      guardAdminRoutes(scope, scope.deps.env, scope.services.staff, registry);
      for (const routes of adminRouteSets) await scope.register(routes);
    },
    { prefix: "/v1/admin" },
  );
}
