import {
  adminDocumentQuerySchema,
  adminDocumentSchema,
  adminOrderDocumentParamsSchema,
  creditNoteBodySchema,
  ewayBillExportBodySchema,
  gstInvoiceListQuerySchema,
  gstInvoiceListSchema,
  gstr1QuerySchema,
  idParamsSchema,
} from "@roshni/core";
import type { FastifyPluginAsync, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { documentedErrors } from "../../plugins/openapi";
import { actorOf, adminAccess, STAFF_SECURITY } from "../admin/access";

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
  const { gstAdmin } = app.services;
  const tags = ["admin: GST"];

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
    "/orders/:id/credit-notes",
    {
      config: adminAccess("gst.documents"),
      schema: {
        tags,
        summary:
          "A credit note against the tax invoice of a dispatched or delivered order (goods returned, price " +
          "corrected): amount in rupees with tax, at most what is left of the invoice",
        security: STAFF_SECURITY,
        params: idParamsSchema,
        body: creditNoteBodySchema,
        response: {
          201: adminDocumentSchema,
          ...documentedErrors({
            409: "CREDIT_NOTE_NOT_ALLOWED before dispatch; INVOICE_NOT_ISSUED",
            422: "CREDIT_ABOVE_INVOICE",
          }),
        },
      },
    },
    async (request, reply) => {
      const note = await gstAdmin.issueCredit(actorOf(request), request.params.id, request.body);
      reply.code(201);
      return note;
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
          "The e-way bill portal's bulk-generation JSON for the chosen tax invoices (Part B from dispatch); " +
          "404 INVOICE_NOT_FOUND",
        security: STAFF_SECURITY,
        body: ewayBillExportBodySchema,
        response: { ...documentedErrors({ 404: "INVOICE_NOT_FOUND: an id is not a tax invoice" }) },
      },
    },
    async (request, reply) => {
      const json = await gstAdmin.ewayBill(request.body);
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
