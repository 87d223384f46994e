import {
  backOrderDateBodySchema,
  cancelRestBodySchema,
  createShipmentBodySchema,
  dispatchQueueQuerySchema,
  dispatchQueueSchema,
  dispatchShipmentBodySchema,
  idParamsSchema,
  idParamValueSchema,
  mayCancelRest,
  orderShipmentsSchema,
  stockArrivedBodySchema,
} from "@roshni/core";
import { eq } from "drizzle-orm";
import type { FastifyPluginAsync, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { orderLines, shipmentLines, shipments as shipmentsTable } from "../../db/schema";
import { actorOf, adminAccess, STAFF_SECURITY } from "../../lib/admin-access";
import { ApiError, notFound } from "../../lib/errors";
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
  const { dispatchQueue, gstAdmin, shipments } = app.services;
  const lineParams = z.object({ id: idParamValueSchema, lineId: idParamValueSchema });
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

  app.get(
    "/orders/:id/shipments",
    {
      config: adminAccess("orders.read"),
      schema: {
        tags,
        summary:
          "The order's shipments and, per line, what left, what is in shipments, what is left, what is " +
          "shippable from stock now and what waits for stock (with its expected date)",
        security: STAFF_SECURITY,
        params: idParamsSchema,
        response: { 200: orderShipmentsSchema, ...documentedErrors({ 404: "ORDER_NOT_FOUND" }) },
      },
    },
    async (request) => shipments.shipmentsOf(request.params.id),
  );

  app.post(
    "/orders/:id/shipments",
    {
      config: adminAccess("orders.fulfil"),
      schema: {
        tags,
        summary:
          "Packs a shipment of chosen lines and quantities, taken from stock: never more than is left of a " +
          "line, made-to-order pieces only after their stock arrived",
        security: STAFF_SECURITY,
        params: idParamsSchema,
        body: createShipmentBodySchema,
        response: {
          201: orderShipmentsSchema.extend({ shipmentId: z.number().int().positive() }),
          ...documentedErrors({
            404: "ORDER_NOT_FOUND",
            409: "SHIPMENT_NOT_ALLOWED",
            422: "SHIPMENT_LINES_INVALID",
          }),
        },
      },
    },
    async (request, reply) => {
      const created = await shipments.create(actorOf(request), request.params.id, request.body);
      return reply.code(201).send(created);
    },
  );

  app.post(
    "/orders/:id/lines/:lineId/stock-arrived",
    {
      config: adminAccess("orders.fulfil"),
      schema: {
        tags,
        summary:
          "Made-to-order pieces of a line arrived: taken from the product's stock for this order (never " +
          "below zero), shippable from then on",
        security: STAFF_SECURITY,
        params: lineParams,
        body: stockArrivedBodySchema,
        response: {
          200: orderShipmentsSchema,
          ...documentedErrors({
            404: "ORDER_NOT_FOUND; ORDER_LINE_NOT_FOUND",
            409: "NOT_ENOUGH_STOCK; SHIPMENT_NOT_ALLOWED",
            422: "STOCK_ARRIVAL_INVALID",
          }),
        },
      },
    },
    async (request) =>
      shipments.stockArrived(
        actorOf(request),
        request.params.id,
        request.params.lineId,
        request.body.quantity,
      ),
  );

  app.put(
    "/orders/:id/lines/:lineId/expected",
    {
      config: adminAccess("orders.fulfil"),
      schema: {
        tags,
        summary: "When a line's awaited pieces are expected in stock (shown to staff and the buyer)",
        security: STAFF_SECURITY,
        params: lineParams,
        body: backOrderDateBodySchema,
        response: {
          200: orderShipmentsSchema,
          ...documentedErrors({ 404: "ORDER_NOT_FOUND; ORDER_LINE_NOT_FOUND" }),
        },
      },
    },
    async (request) =>
      shipments.setExpected(
        actorOf(request),
        request.params.id,
        request.params.lineId,
        request.body.expectedOn,
      ),
  );

  app.post(
    "/shipments/:id/invoice",
    {
      config: adminAccess("orders.fulfil"),
      schema: {
        tags,
        summary:
          "Issues the tax invoice of the shipment's lines (the order's packing and freight go on its first " +
          "invoice); before the e-way bill and dispatch",
        security: STAFF_SECURITY,
        params: idParamsSchema,
        response: {
          200: orderShipmentsSchema,
          ...documentedErrors({
            404: "SHIPMENT_NOT_FOUND",
            409: "SHIPMENT_STATE_INVALID; ORDER_WITHOUT_GST_SPLIT",
          }),
        },
      },
    },
    async (request) => shipments.issueInvoice(actorOf(request), request.params.id),
  );

  app.post(
    "/shipments/:id/dispatch",
    {
      config: adminAccess("orders.fulfil"),
      schema: {
        tags,
        summary:
          "Dispatches the shipment with transporter, LR, vehicle or transporter GSTIN, and the e-way bill " +
          "number above the limit; the order is partly dispatched until its last piece leaves",
        security: STAFF_SECURITY,
        params: idParamsSchema,
        body: dispatchShipmentBodySchema,
        response: {
          200: orderShipmentsSchema,
          ...documentedErrors({
            403: "UNPAID_DISPATCH_FORBIDDEN",
            404: "SHIPMENT_NOT_FOUND",
            409: "SHIPMENT_STATE_INVALID; ORDER_NOT_PAID; EWAY_BILL_NUMBER_TAKEN; CREDIT_LIMIT_EXCEEDED",
            422: "DISPATCH_DETAILS_MISSING",
          }),
        },
      },
    },
    async (request) => shipments.dispatch(actorOf(request), request.params.id, request.body),
  );

  app.post(
    "/orders/:id/cancel-rest",
    {
      config: adminAccess("orders.process"),
      schema: {
        tags,
        summary:
          "Manager or owner: cancels what has not left of a partly dispatched order; its stock goes back " +
          "and the order is owed only what its invoices bill (anything paid beyond is refundable)",
        security: STAFF_SECURITY,
        params: idParamsSchema,
        body: cancelRestBodySchema,
        response: {
          200: orderShipmentsSchema,
          ...documentedErrors({
            403: "CANCEL_REST_FORBIDDEN",
            404: "ORDER_NOT_FOUND",
            409: "NOTHING_LEFT_TO_CANCEL; SHIPMENT_STATE_INVALID",
          }),
        },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      if (!mayCancelRest(actor.role)) {
        throw new ApiError(
          403,
          "CANCEL_REST_FORBIDDEN",
          "Only an owner or a manager can cancel the rest of an order.",
        );
      }
      return shipments.cancelRest(actor, request.params.id, request.body);
    },
  );

  app.get(
    "/shipments/:id/packing-slip.pdf",
    {
      config: adminAccess("orders.fulfil"),
      schema: {
        tags,
        summary:
          "A shipment's pick list and packing slip as a PDF: the shipment's lines and quantities, the buyer " +
          "and the delivery address; no prices",
        security: STAFF_SECURITY,
        params: idParamsSchema,
        response: {
          200: downloadResponse("The PDF (a download, not the envelope)", { "application/pdf": binaryFile }),
          ...documentedErrors({ 404: "SHIPMENT_NOT_FOUND" }),
        },
      },
    },
    async (request, reply) => {
      const [shipment] = await app.deps.db
        .select()
        .from(shipmentsTable)
        .where(eq(shipmentsTable.id, request.params.id));
      if (!shipment) throw notFound("SHIPMENT_NOT_FOUND", "There is no such shipment.");
      const settings = await settingsOf(app.deps.db);
      const data = await packingSlipData(app.deps.db, shipment.orderId, settings.companyName);
      const mine = await app.deps.db
        .select({ sku: orderLines.sku, quantity: shipmentLines.quantity })
        .from(shipmentLines)
        .innerJoin(orderLines, eq(orderLines.id, shipmentLines.orderLineId))
        .where(eq(shipmentLines.shipmentId, shipment.id));
      const quantityOf = new Map(mine.map((l) => [l.sku, l.quantity]));
      data.lines = data.lines
        .filter((l) => quantityOf.has(l.sku))
        .map((l) => ({ ...l, quantity: quantityOf.get(l.sku) ?? 0, awaited: 0 }));
      data.orderNumber = `${data.orderNumber} / shipment ${shipment.number}`;
      const filename = packingSlipFilename(`${data.orderNumber.split(" ")[0]}-${shipment.number}`);
      return pdf(reply, filename, await renderPackingSlip(data));
    },
  );
};

export default dispatchRoutes;
