import {
  adminCreditNoteIssuedSchema,
  adminDocumentQuerySchema,
  adminOrderDetailSchema,
  adminOrderDocumentParamsSchema,
  creditNoteBodySchema,
  eInvoiceDocumentSchema,
  ewayBillBodySchema,
  ewayBillBulkSchema,
  ewayBillExportBodySchema,
  gstInvoiceListQuerySchema,
  gstInvoiceListSchema,
  gstr1QuerySchema,
  idParamsSchema,
  irnBodySchema,
  returnBodySchema,
} from "@roshni/core";
import type { FastifyPluginAsync, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { actorOf, adminAccess, STAFF_SECURITY } from "../../lib/admin-access";
import { binaryFile, csvFile, documentedErrors, downloadResponse } from "../../plugins/openapi";

function download(reply: FastifyReply, type: string, filename: string, body: Buffer | string) {
  return reply
    .header("content-type", type)
    .header("content-disposition", `attachment; filename="${filename}"`)
    .header("cache-control", "private, no-store")
    .send(typeof body === "string" ? Buffer.from(body, "utf8") : body);
}

/** The back office's GST documents and exports (permission "GST documents and exports"). */
const adminGstRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { gstAdmin, adminOrders } = app.services;
  const tags = ["admin: GST"];

  app.post(
    "/orders/:id/invoice",
    {
      config: adminAccess("orders.fulfil"),
      schema: {
        tags,
        summary:
          "Issue the order's tax invoice ahead of dispatch (a confirmed or packed order), so that the e-way " +
          "bill can be generated against its number; dispatch then uses it. Answers the order page",
        security: STAFF_SECURITY,
        params: idParamsSchema,
        response: {
          200: adminOrderDetailSchema,
          ...documentedErrors({
            404: "ORDER_NOT_FOUND",
            409: "INVOICE_NOT_ALLOWED (not confirmed, already dispatched or cancelled, no GST split); INVOICE_ALREADY_ISSUED",
          }),
        },
      },
    },
    async (request) => {
      await gstAdmin.issueInvoice(actorOf(request), request.params.id);
      return adminOrders.detail(request.website.id, request.params.id);
    },
  );

  app.put(
    "/orders/:id/eway-bill",
    {
      config: adminAccess("orders.fulfil"),
      schema: {
        tags,
        summary:
          "Type back the e-way bill generated on the portal: its 12-digit number and valid-until (IST); a stored " +
          "number may be corrected (audited). Answers the order page",
        security: STAFF_SECURITY,
        params: idParamsSchema,
        body: ewayBillBodySchema,
        response: {
          200: adminOrderDetailSchema,
          ...documentedErrors({
            404: "ORDER_NOT_FOUND",
            409: "EWAY_BILL_NOT_ALLOWED before dispatch; INVOICE_NOT_ISSUED; EWAY_BILL_NUMBER_TAKEN",
            422: "EWAY_BILL_VALIDITY_INVALID: before the invoice date or more than a year after it",
          }),
        },
      },
    },
    async (request) => {
      await gstAdmin.recordEwayBill(actorOf(request), request.params.id, request.body);
      return adminOrders.detail(request.website.id, request.params.id);
    },
  );

  app.get(
    "/orders/:id/e-invoice.json",
    {
      config: adminAccess("gst.documents"),
      schema: {
        tags,
        summary:
          "The order's tax invoice as the IRP's e-invoice JSON (INV-01, version 1.1), a file to upload to the " +
          "portal; only with the shop setting eInvoiceEnabled and for a buyer with a GSTIN",
        security: STAFF_SECURITY,
        params: idParamsSchema,
        response: {
          200: downloadResponse("The e-invoice JSON file (a download, not the envelope)", {
            "application/json": eInvoiceDocumentSchema,
          }),
          ...documentedErrors({
            404: "ORDER_NOT_FOUND",
            409: "E_INVOICE_DISABLED; INVOICE_NOT_ISSUED; E_INVOICE_NOT_APPLICABLE (buyer without a GSTIN)",
            422: "E_INVOICE_INVALID: a field the IRP would refuse; E_INVOICE_BUYER_ADDRESS_MISSING: no address in the GSTIN's state",
          }),
        },
      },
    },
    async (request, reply) => {
      const file = await gstAdmin.eInvoiceFile(request.params.id);
      return download(
        reply,
        "application/json; charset=utf-8",
        file.filename,
        JSON.stringify(file.json, null, 2),
      );
    },
  );

  app.put(
    "/orders/:id/irn",
    {
      config: adminAccess("gst.documents"),
      schema: {
        tags,
        summary:
          "Record the IRP's answer for the tax invoice (IRN, acknowledgement number and date, signed QR code) " +
          "once; the invoice is printed again with them. Answers the order page",
        security: STAFF_SECURITY,
        params: idParamsSchema,
        body: irnBodySchema,
        response: {
          200: adminOrderDetailSchema,
          ...documentedErrors({
            404: "ORDER_NOT_FOUND",
            409: "E_INVOICE_DISABLED; INVOICE_NOT_ISSUED; E_INVOICE_NOT_APPLICABLE; IRN_ALREADY_RECORDED (never replaced); IRN_TAKEN",
            422: "ACK_DATE_INVALID; SIGNED_QR_INVALID (not this invoice's or this IRN's signed QR code)",
          }),
        },
      },
    },
    async (request) => {
      await gstAdmin.recordIrn(actorOf(request), request.params.id, request.body);
      return adminOrders.detail(request.website.id, request.params.id);
    },
  );

  app.get(
    "/orders/:id/documents/:kind",
    {
      config: adminAccess("gst.documents"),
      schema: {
        tags,
        summary:
          "A GST document of any order as a PDF (proforma, invoice, credit-note; a credit note by ?number=, " +
          "else the latest): 404 ORDER_NOT_FOUND, DOCUMENT_NOT_ISSUED",
        security: STAFF_SECURITY,
        params: adminOrderDocumentParamsSchema,
        querystring: adminDocumentQuerySchema,
        response: {
          200: downloadResponse("The PDF (a download, not the envelope)", { "application/pdf": binaryFile }),
        },
      },
    },
    async (request, reply) => {
      const stored = await gstAdmin.staffDocument(
        request.params.id,
        request.params.kind,
        request.query.number,
      );
      return download(reply, "application/pdf", stored.filename, stored.pdf);
    },
  );

  app.post(
    "/orders/:id/returns",
    {
      config: adminAccess("gst.documents"),
      schema: {
        tags,
        summary:
          "Goods returned after dispatch: the lines and pieces that came back, each back to stock or not " +
          "(damaged), and the reason; issues the credit note of exactly those lines at their own HSN and rate",
        security: STAFF_SECURITY,
        params: idParamsSchema,
        body: returnBodySchema,
        response: {
          201: adminCreditNoteIssuedSchema,
          ...documentedErrors({
            409: "CREDIT_NOTE_NOT_ALLOWED before dispatch; INVOICE_NOT_ISSUED",
            422: "CREDIT_ABOVE_INVOICE (more pieces than are left of a line)",
          }),
        },
      },
    },
    async (request, reply) => {
      const issued = await gstAdmin.issueReturn(actorOf(request), request.params.id, request.body);
      reply.code(201);
      return issued;
    },
  );

  app.post(
    "/orders/:id/credit-notes",
    {
      config: adminAccess("gst.documents"),
      schema: {
        tags,
        summary:
          "A price reduced after dispatch: per line, the amount (rupees, before GST) taken off its taxable " +
          "value; the credit note carries those lines with the GST at each line's own rate",
        security: STAFF_SECURITY,
        params: idParamsSchema,
        body: creditNoteBodySchema,
        response: {
          201: adminCreditNoteIssuedSchema,
          ...documentedErrors({
            409: "CREDIT_NOTE_NOT_ALLOWED before dispatch; INVOICE_NOT_ISSUED",
            422: "CREDIT_ABOVE_INVOICE (more than is left of a line's value)",
          }),
        },
      },
    },
    async (request, reply) => {
      const issued = await gstAdmin.issuePriceCredit(actorOf(request), request.params.id, request.body);
      reply.code(201);
      return issued;
    },
  );

  app.get(
    "/gst/gstr1",
    {
      config: adminAccess("gst.documents"),
      schema: {
        tags,
        summary:
          "One GSTR-1 table of a month as CSV (b2b, b2cl, b2cs, cdnr, cdnur, hsn, docs), from the tax " +
          "invoices and credit notes issued in it (India's time); 422 GSTR1_MONTH_INVALID",
        security: STAFF_SECURITY,
        querystring: gstr1QuerySchema,
        response: {
          200: downloadResponse("The table as CSV (a download, not the envelope)", { "text/csv": csvFile }),
        },
      },
    },
    async (request, reply) => {
      const table = await gstAdmin.gstr1Table(request.query.month, request.query.table);
      return download(reply, "text/csv; charset=utf-8", table.filename, table.csv);
    },
  );

  app.get(
    "/gst/invoices",
    {
      config: adminAccess("gst.documents"),
      schema: {
        tags,
        summary: "The month's tax invoices with whether each needs an e-way bill and the number recorded",
        security: STAFF_SECURITY,
        querystring: gstInvoiceListQuerySchema,
        response: { 200: gstInvoiceListSchema },
      },
    },
    async (request) => gstAdmin.invoicesOfMonth(request.query.month),
  );

  app.post(
    "/gst/eway-bill",
    {
      config: adminAccess("gst.documents"),
      schema: {
        tags,
        summary:
          "The e-way bill portal's bulk-generation JSON for the chosen tax invoices (Part B: the vehicle by " +
          "road, or the transporter's id for Part A only); each invoice is marked exported, and one exported " +
          "before goes again only with `again: true`",
        security: STAFF_SECURITY,
        body: ewayBillExportBodySchema,
        response: {
          200: downloadResponse("The bulk-generation JSON file (a download, not the envelope)", {
            "application/json": ewayBillBulkSchema,
          }),
          ...documentedErrors({
            404: "INVOICE_NOT_FOUND: an id is not a tax invoice",
            409: "EWAY_BILL_ALREADY_EXPORTED: an invoice was exported before (when is named) and `again` is not true",
            422: "EWAY_BILL_REFUSED: no Part B (vehicle or transporter), or a same-PIN move above 100 km",
          }),
        },
      },
    },
    async (request, reply) => {
      const json = await gstAdmin.ewayBill(actorOf(request), request.body);
      return download(
        reply,
        "application/json; charset=utf-8",
        "eway-bills.json",
        JSON.stringify(json, null, 2),
      );
    },
  );
};

export default adminGstRoutes;
