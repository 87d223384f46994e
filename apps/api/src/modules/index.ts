import type { FastifyInstance, FastifyPluginAsync } from "fastify";
import addressesRoutes from "./addresses/routes";
import bannersRoutes from "./banners/routes";
import catalogueRoutes from "./catalogue/routes";
import contactRoutes from "./contact/routes";
import contentRoutes from "./content/routes";
import couponsRoutes from "./coupons/routes";
import customersRoutes from "./customers/routes";
import documentsRoutes from "./documents/routes";
import { onlinePaymentRoutes, razorpayWebhookRoutes } from "./gateway/routes";
import messagesRoutes from "./messages/routes";
import ordersRoutes from "./orders/routes";
import paymentsRoutes from "./payments/routes";
import quickOrderRoutes from "./quick-order/routes";
import quotesRoutes from "./quotes/routes";
import receivablesRoutes from "./receivables/routes";
import requisitionListsRoutes from "./requisition-lists/routes";
import savedListsRoutes from "./saved-lists/routes";

/**
 * Every feature module's routes, each a Fastify plugin registered under /v1. A new module adds its
 * import above and its entry here.
 */
export const moduleRoutes: readonly FastifyPluginAsync[] = [
  catalogueRoutes,
  bannersRoutes,
  contentRoutes,
  customersRoutes,
  addressesRoutes,
  couponsRoutes,
  ordersRoutes,
  documentsRoutes,
  paymentsRoutes,
  contactRoutes,
  messagesRoutes,
  savedListsRoutes,
  onlinePaymentRoutes,
  razorpayWebhookRoutes,
  receivablesRoutes,
  quickOrderRoutes,
  requisitionListsRoutes,
  quotesRoutes,
];

export async function registerModules(app: FastifyInstance): Promise<void> {
  for (const routes of moduleRoutes) {
    await app.register(routes, { prefix: "/v1" });
  }
}
