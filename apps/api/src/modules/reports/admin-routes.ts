import {
  collectionsQuerySchema,
  collectionsReportSchema,
  salesExportQuerySchema,
  salesReportQuerySchema,
  salesReportSchema,
  unsoldQuerySchema,
  unsoldReportSchema,
} from "@roshni/core";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { adminAccess, STAFF_SECURITY } from "../../lib/admin-access";
import { csvFile, downloadResponse } from "../../plugins/openapi";
import { csvBuffer } from "../admin-catalogue/spreadsheet";

const adminReportsRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { reports } = app.services;
  const tags = ["admin: reports"];

  app.get(
    "/reports/sales",
    {
      config: adminAccess("reports.read"),
      schema: {
        tags,
        summary:
          "Net sales (tax invoices less credit notes) by day, month, buyer, category, product or state: " +
          "taxable value, CGST, SGST, IGST, quantity",
        security: STAFF_SECURITY,
        querystring: salesReportQuerySchema,
        response: { 200: salesReportSchema },
      },
    },
    async (request) => reports.sales(request.website.id, request.query),
  );

  app.get(
    "/reports/sales/export",
    {
      config: adminAccess("reports.read"),
      schema: {
        tags,
        summary: "The sales report, every row and the total, as CSV (rupees with two decimals)",
        security: STAFF_SECURITY,
        querystring: salesExportQuerySchema,
        response: {
          200: downloadResponse("The report (a download, not the envelope)", { "text/csv": csvFile }),
        },
      },
    },
    async (request, reply) => {
      const { sheet, period } = await reports.salesSheet(request.website.id, request.query);
      const name = `sales-by-${request.query.groupBy}-${period.from}-${period.to}.csv`;
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${name}"`)
        .header("cache-control", "private, no-store")
        .send(csvBuffer(sheet));
    },
  );

  app.get(
    "/reports/collections",
    {
      config: adminAccess("reports.read"),
      schema: {
        tags,
        summary: "Money received by month: payments, money kept on account, refunds",
        security: STAFF_SECURITY,
        querystring: collectionsQuerySchema,
        response: { 200: collectionsReportSchema },
      },
    },
    async (request) => reports.collections(request.website.id, request.query),
  );

  app.get(
    "/reports/unsold-products",
    {
      config: adminAccess("reports.read"),
      schema: {
        tags,
        summary: "The website's products without a tax invoice line in the last 90 days",
        security: STAFF_SECURITY,
        querystring: unsoldQuerySchema,
        response: { 200: unsoldReportSchema },
      },
    },
    async (request) => reports.unsold(request.website.id, request.query),
  );
};

export default adminReportsRoutes;
