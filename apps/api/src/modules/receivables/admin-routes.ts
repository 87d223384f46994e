import {
  buyerRemindersSchema,
  groupCreditBodySchema,
  groupCreditSchema,
  idParamsSchema,
  ledgerExportQuerySchema,
  ledgerQuerySchema,
  ledgerSchema,
  receiptBodySchema,
  receiptSchema,
  receivablesPageSchema,
  receivablesQuerySchema,
  reminderPauseBodySchema,
  statementMailBodySchema,
  statementMailSchema,
} from "@roshni/core";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { actorOf, adminAccess, STAFF_SECURITY } from "../../lib/admin-access";
import { binaryFile, csvFile, downloadResponse } from "../../plugins/openapi";
import { csvBuffer, xlsxBuffer } from "../admin-catalogue/spreadsheet";
import { readShopSettings } from "../orders/order-view";
import { ledgerSheet, statementPdf, statementSeller } from "./statement";

const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

const adminReceivablesRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { receivables, paymentReminders } = app.services;
  const tags = ["admin: receivables"];

  app.get(
    "/receivables",
    {
      config: adminAccess("customers.manage"),
      schema: {
        tags,
        summary:
          "Every buyer who owes something: outstanding, ageing buckets, limit used; totals of the filter",
        security: STAFF_SECURITY,
        querystring: receivablesQuerySchema,
        response: { 200: receivablesPageSchema },
      },
    },
    async (request) => receivables.receivables(request.website.id, request.query),
  );

  app.get(
    "/customers/:id/ledger",
    {
      config: adminAccess("customers.manage"),
      schema: {
        tags,
        summary: "A buyer's ledger for a period: opening balance, entries, closing balance, ageing",
        security: STAFF_SECURITY,
        params: idParamsSchema,
        querystring: ledgerQuerySchema,
        response: { 200: ledgerSchema },
      },
    },
    async (request) => receivables.ledger(request.website.id, request.params.id, request.query),
  );

  app.get(
    "/customers/:id/ledger/export",
    {
      config: adminAccess("customers.manage"),
      schema: {
        tags,
        summary: "A buyer's ledger for a period as CSV or Excel",
        security: STAFF_SECURITY,
        params: idParamsSchema,
        querystring: ledgerExportQuerySchema,
        response: {
          200: downloadResponse("The ledger (a download, not the envelope)", {
            "text/csv": csvFile,
            [XLSX_TYPE]: binaryFile,
          }),
        },
      },
    },
    async (request, reply) => {
      const { format, ...period } = request.query;
      const ledger = await receivables.ledger(request.website.id, request.params.id, period);
      const sheet = ledgerSheet(ledger);
      const name = `ledger-${request.params.id}-${ledger.to}.${format}`;
      const body = format === "csv" ? csvBuffer(sheet) : await xlsxBuffer("Ledger", sheet);
      return reply
        .header("content-type", format === "csv" ? "text/csv; charset=utf-8" : XLSX_TYPE)
        .header("content-disposition", `attachment; filename="${name}"`)
        .header("cache-control", "private, no-store")
        .send(body);
    },
  );

  app.get(
    "/customers/:id/statement",
    {
      config: adminAccess("customers.manage"),
      schema: {
        tags,
        summary: "A buyer's statement of account for a period as a PDF",
        security: STAFF_SECURITY,
        params: idParamsSchema,
        querystring: ledgerQuerySchema,
        response: {
          200: downloadResponse("The PDF (a download, not the envelope)", { "application/pdf": binaryFile }),
        },
      },
    },
    async (request, reply) => {
      const ledger = await receivables.ledger(request.website.id, request.params.id, request.query);
      const settings = await readShopSettings(app.deps.db);
      const pdf = await statementPdf(ledger, statementSeller(settings));
      return reply
        .header("content-type", "application/pdf")
        .header(
          "content-disposition",
          `attachment; filename="statement-${request.params.id}-${ledger.to}.pdf"`,
        )
        .header("cache-control", "private, no-store")
        .send(pdf);
    },
  );

  app.post(
    "/customers/:id/receipts",
    {
      config: adminAccess("orders.process"),
      schema: {
        tags,
        summary: "Money from a buyer on account (oldest invoices first, or the split given) or as an advance",
        security: STAFF_SECURITY,
        params: idParamsSchema,
        body: receiptBodySchema,
        response: { 201: receiptSchema },
      },
    },
    async (request, reply) => {
      const receipt = await receivables.recordReceipt(
        actorOf(request),
        request.website.id,
        request.params.id,
        request.body,
      );
      return reply.code(201).send(receipt);
    },
  );

  app.put(
    "/customer-groups/:id/credit",
    {
      config: adminAccess("customers.manage"),
      schema: {
        tags,
        summary: "The payment terms and credit limit of a group's buyers, unless set on the buyer",
        security: STAFF_SECURITY,
        params: idParamsSchema,
        body: groupCreditBodySchema,
        response: { 200: groupCreditSchema },
      },
    },
    async (request) => receivables.setGroupCredit(actorOf(request), request.params.id, request.body),
  );

  app.get(
    "/customers/:id/reminders",
    {
      config: adminAccess("customers.manage"),
      schema: {
        tags,
        summary:
          "A buyer's payment reminders (newest first), whether they are paused, and today's WhatsApp text",
        security: STAFF_SECURITY,
        params: idParamsSchema,
        response: { 200: buyerRemindersSchema },
      },
    },
    async (request) => paymentReminders.history(request.website.id, request.params.id),
  );

  app.put(
    "/customers/:id/reminders",
    {
      config: adminAccess("customers.manage"),
      schema: {
        tags,
        summary: "Pause or resume a buyer's payment reminders; audited",
        security: STAFF_SECURITY,
        params: idParamsSchema,
        body: reminderPauseBodySchema,
        response: { 200: buyerRemindersSchema },
      },
    },
    async (request) =>
      paymentReminders.setPaused(
        actorOf(request),
        request.website.id,
        request.params.id,
        request.body.paused,
      ),
  );

  app.post(
    "/customers/:id/statement/mail",
    {
      config: adminAccess("customers.manage"),
      schema: {
        tags,
        summary: "Mail a buyer their statement of account for a period (the PDF, by a job); audited",
        security: STAFF_SECURITY,
        params: idParamsSchema,
        body: statementMailBodySchema,
        response: { 202: statementMailSchema },
      },
    },
    async (request, reply) => {
      const queued = await paymentReminders.requestStatement(
        actorOf(request),
        request.website.id,
        request.params.id,
        request.body,
      );
      return reply.code(202).send(queued);
    },
  );
};

export default adminReceivablesRoutes;
