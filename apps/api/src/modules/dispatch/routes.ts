import { dispatchQueueQuerySchema, dispatchQueueSchema, idParamsSchema } from "@roshni/core";
import type { FastifyPluginAsync, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { adminAccess, STAFF_SECURITY } from "../../lib/admin-access";
import { binaryFile, documentedErrors, downloadResponse } from "../../plugins/openapi";
import { packingSlipData, packingSlipFilename, renderPackingSlip } from "../documents/packing-slip";
import { settingsOf } from "../documents/service";

function pdf(reply: FastifyReply, filename: string, body: Buffer) {
  return reply
    .header("content-type", "application/pdf")
    .header("content-disposition", `attachment; filename="${filename}"`)
    .header("cache-control", "private, no-store")
    .send(body);
}

/**
 * The dispatch desk (permission "pack, dispatch, deliver"): its queue, and the papers that go with the
 * goods, the packing slip and the tax invoice in triplicate.
 */
const dispatchRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { dispatchQueue, gstAdmin } = app.services;
  const tags = ["admin: dispatch"];

  app.get(
    "/dispatch/queue",
    {
      config: adminAccess("orders.fulfil"),
      schema: {
        tags,
        summary:
          "The dispatch queue: confirmed orders to pack, confirmed orders waiting for made-to-order pieces, " +
          "packed orders; oldest first, each with its next step (pack, issue the tax invoice, e-way bill, " +
          "dispatch); `stage` picks one stage, `q` searches order number, buyer, firm or phone",
        security: STAFF_SECURITY,
        querystring: dispatchQueueQuerySchema,
        response: { 200: dispatchQueueSchema },
      },
    },
    async (request) => dispatchQueue.queue(request.website.id, request.query),
  );

  app.get(
    "/orders/:id/packing-slip.pdf",
    {
      config: adminAccess("orders.fulfil"),
      schema: {
        tags,
        summary:
          "The order's pick list and packing slip as a PDF: SKU, item, quantity and pieces still awaited per " +
          "line, the buyer and the delivery address; no prices",
        security: STAFF_SECURITY,
        params: idParamsSchema,
        response: {
          200: downloadResponse("The PDF (a download, not the envelope)", { "application/pdf": binaryFile }),
          ...documentedErrors({ 404: "ORDER_NOT_FOUND" }),
        },
      },
    },
    async (request, reply) => {
      const settings = await settingsOf(app.deps.db);
      const data = await packingSlipData(app.deps.db, request.params.id, settings.companyName);
      return pdf(reply, packingSlipFilename(data.orderNumber), await renderPackingSlip(data));
    },
  );

  app.get(
    "/orders/:id/invoice.pdf",
    {
      config: adminAccess("orders.fulfil"),
      schema: {
        tags,
        summary:
          "The order's tax invoice for goods in triplicate (original for recipient, duplicate for transporter, " +
          "triplicate for supplier), with the transporter, LR, vehicle and e-way bill number once known",
        security: STAFF_SECURITY,
        params: idParamsSchema,
        response: {
          200: downloadResponse("The PDF (a download, not the envelope)", { "application/pdf": binaryFile }),
          ...documentedErrors({ 404: "ORDER_NOT_FOUND; DOCUMENT_NOT_ISSUED (no tax invoice yet)" }),
        },
      },
    },
    async (request, reply) => {
      const stored = await gstAdmin.staffDocument(request.params.id, "invoice");
      return pdf(reply, stored.filename, stored.pdf);
    },
  );
};

export default dispatchRoutes;
