import {
  parseQuickOrderTable,
  quickOrderParseSchema,
  quickOrderResolveBodySchema,
  quickOrderResolveSchema,
  quickOrderSheetQuerySchema,
} from "@roshni/core";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { badRequest, unprocessable } from "../../lib/errors";
import { documentedErrors } from "../../plugins/openapi";
import { formatOf, readSheet, SheetError, sheetLimits } from "../admin-catalogue/spreadsheet";

/** A buyer's list of 500 lines is a few kilobytes; 2 MB leaves room for a formatted workbook. */
const SHEET_BODY_LIMIT = 2 * 1024 * 1024;
/** Rows read from an upload: the 500 lines plus title rows, blank rows and totals. */
const SHEET_LIMITS = sheetLimits(2000);

/** The quick order pad and "Order again": many lines looked up at once, for visitors and buyers alike. */
const quickOrderRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { catalogue, quickOrder } = app.services;

  app.addContentTypeParser(
    [
      "text/csv",
      "application/vnd.ms-excel",
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      "application/octet-stream",
    ],
    { parseAs: "buffer" },
    (_request, body, done) => {
      done(null, body);
    },
  );

  app.post(
    "/quick-order/resolve",
    {
      schema: {
        tags: ["catalogue"],
        summary:
          "Up to 500 lines by SKU or product id: each line's product at the caller's prices and whether the cart takes it",
        body: quickOrderResolveBodySchema,
        response: { 200: quickOrderResolveSchema },
      },
    },
    async (request) => {
      const scope = await catalogue.scopeFor(request.website.id, request.customer);
      return quickOrder.resolve(scope, request.body.lines);
    },
  );

  app.post(
    "/quick-order/sheet",
    {
      bodyLimit: SHEET_BODY_LIMIT,
      schema: {
        tags: ["catalogue"],
        summary:
          "A CSV or Excel file of SKUs and quantities (any usual column names) read into rows and per-row problems",
        querystring: quickOrderSheetQuerySchema,
        response: {
          200: quickOrderParseSchema,
          ...documentedErrors({
            400: "FILE_MISSING: no file in the body",
            422: "SHEET_UNREADABLE: the file is not a CSV or Excel workbook, or holds more than 2,000 rows",
          }),
        },
      },
    },
    async (request) => {
      const bytes = request.body;
      if (!Buffer.isBuffer(bytes) || bytes.length === 0) {
        throw badRequest("FILE_MISSING", "Choose a file to upload.");
      }
      try {
        return parseQuickOrderTable(
          await readSheet(bytes, formatOf(request.query.fileName, bytes), SHEET_LIMITS),
        );
      } catch (error) {
        if (error instanceof SheetError) throw unprocessable("SHEET_UNREADABLE", error.message);
        throw error;
      }
    },
  );
};

export default quickOrderRoutes;
