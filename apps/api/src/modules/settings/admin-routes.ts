import {
  adminShopSettingsBodySchema,
  adminShopSettingsSchema,
  emptyResponseSchema,
  hsnRateBodySchema,
  hsnRateListSchema,
  hsnRateRowSchema,
  strictIntText,
} from "@roshni/core";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { actorOf, adminAccess, STAFF_SECURITY } from "../../lib/admin-access";
import { documentedErrors } from "../../plugins/openapi";

/** `GET`/`PUT /v1/admin/settings`: the owner's shop settings (permission `shop.admin`). */
const adminSettingsRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const tags = ["admin: settings"];
  const { settingsAdmin, gstRatesAdmin } = app.services;

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

  const rateTags = ["admin: settings"];
  const rateParams = z.object({ id: strictIntText({ min: 1, message: "Use a numeric id." }) });

  app.get(
    "/settings/gst-rates",
    {
      config: adminAccess("shop.admin"),
      schema: {
        tags: rateTags,
        summary: "GST rates by HSN code, each with the day it comes into force",
        security: STAFF_SECURITY,
        response: { 200: hsnRateListSchema },
      },
    },
    async () => gstRatesAdmin.list(),
  );

  app.post(
    "/settings/gst-rates",
    {
      config: adminAccess("shop.admin"),
      schema: {
        tags: rateTags,
        summary: "Add the rate of an HSN code from a day (a rate change is a new row); audited",
        security: STAFF_SECURITY,
        body: hsnRateBodySchema,
        response: {
          201: hsnRateRowSchema,
          ...documentedErrors({ 409: "GST_RATE_TAKEN: that code already has a rate from that day" }),
        },
      },
    },
    async (request, reply) => {
      const row = await gstRatesAdmin.create(actorOf(request), request.body);
      return reply.code(201).send(row);
    },
  );

  app.put(
    "/settings/gst-rates/:id",
    {
      config: adminAccess("shop.admin"),
      schema: {
        tags: rateTags,
        summary: "Correct a GST rate row (every field); audited with before and after",
        security: STAFF_SECURITY,
        params: rateParams,
        body: hsnRateBodySchema,
        response: {
          200: hsnRateRowSchema,
          ...documentedErrors({
            404: "GST_RATE_NOT_FOUND",
            409: "GST_RATE_TAKEN: that code already has a rate from that day",
          }),
        },
      },
    },
    async (request) => gstRatesAdmin.update(actorOf(request), request.params.id, request.body),
  );

  app.delete(
    "/settings/gst-rates/:id",
    {
      config: adminAccess("shop.admin"),
      schema: {
        tags: rateTags,
        summary: "Remove a GST rate row entered by mistake; audited",
        security: STAFF_SECURITY,
        params: rateParams,
        response: { 200: emptyResponseSchema, ...documentedErrors({ 404: "GST_RATE_NOT_FOUND" }) },
      },
    },
    async (request) => {
      await gstRatesAdmin.remove(actorOf(request), request.params.id);
      return {};
    },
  );
};

export default adminSettingsRoutes;
