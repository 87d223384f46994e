import { adminShopSettingsBodySchema, adminShopSettingsSchema } from "@roshni/core";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { actorOf, adminAccess, STAFF_SECURITY } from "../../lib/admin-access";
import { documentedErrors } from "../../plugins/openapi";

/** `GET`/`PUT /v1/admin/settings`: the owner's shop settings (permission `shop.admin`). */
const adminSettingsRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const tags = ["admin: settings"];
  const { settingsAdmin } = app.services;

  app.get(
    "/settings",
    {
      config: adminAccess("shop.admin"),
      schema: {
        tags,
        summary: "The shop settings, when they last changed, and how many products have a 4-digit HSN code",
        security: STAFF_SECURITY,
        response: {
          200: adminShopSettingsSchema,
          ...documentedErrors({ 404: "NOT_FOUND: the shop's settings have not been set up yet" }),
        },
      },
    },
    async () => settingsAdmin.get(),
  );

  app.put(
    "/settings",
    {
      config: adminAccess("shop.admin"),
      schema: {
        tags,
        summary:
          "Replace the shop settings (every field; 422 with a message per field); audited with the changed fields",
        security: STAFF_SECURITY,
        body: adminShopSettingsBodySchema,
        response: {
          200: adminShopSettingsSchema,
          ...documentedErrors({ 404: "NOT_FOUND: the shop's settings have not been set up yet" }),
        },
      },
    },
    async (request) => settingsAdmin.update(actorOf(request), request.body),
  );
};

export default adminSettingsRoutes;
