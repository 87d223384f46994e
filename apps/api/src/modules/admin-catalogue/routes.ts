import {
  adminCategoryCreateSchema,
  adminCategoryListSchema,
  adminCategoryPatchSchema,
  adminCategorySchema,
  adminCouponCreateSchema,
  adminCouponListQuerySchema,
  adminCouponPageSchema,
  adminCouponPatchSchema,
  adminCouponSchema,
  adminImageOrderSchema,
  adminImportQuerySchema,
  adminProductCreateSchema,
  adminProductListQuerySchema,
  adminProductOptionsSchema,
  adminProductPageSchema,
  adminProductPatchSchema,
  adminProductSchema,
  adminQuickEditResultSchema,
  adminQuickEditSchema,
  emptyResponseSchema,
  exportFormatSchema,
  idParamsSchema,
  idParamValueSchema,
  importJobSchema,
  volumePricesInputSchema,
  volumePricesSchema,
} from "@roshni/core";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { actorOf, adminAccess, STAFF_SECURITY } from "../../lib/admin-access";
import { badRequest } from "../../lib/errors";
import { IMAGE_CONTENT_TYPES } from "../../lib/image-rules";
import { binaryFile, csvFile, documentedErrors, downloadResponse } from "../../plugins/openapi";

const SHEET_CONTENT_TYPES = [
  "text/csv",
  "application/vnd.ms-excel",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  "application/octet-stream",
];
/** Bodies above the 20 MB image limit are still read, so the answer can say what is wrong. */
const IMAGE_BODY_LIMIT = 40 * 1024 * 1024;
/** A CSV of 100,000 products with descriptions is about 40 MB. */
const SHEET_BODY_LIMIT = 80 * 1024 * 1024;

const imageParamsSchema = z.object({ id: idParamValueSchema, imageId: idParamValueSchema });
const exportQuerySchema = adminProductListQuerySchema
  .pick({ search: true, categoryId: true, brand: true, stock: true, visible: true })
  .extend({ format: exportFormatSchema.default("csv") });

function bodyBuffer(body: unknown): Buffer {
  if (!Buffer.isBuffer(body) || body.length === 0)
    throw badRequest("FILE_MISSING", "Choose a file to upload.");
  return body;
}

/**
 * The catalogue in the back office: products (list, edit, pictures, the quick stock-and-price grid),
 * spreadsheet export and import (dry run, then apply as a job). Reading needs `orders.read` (every role
 * sees products); every write needs `catalogue.manage` and is audited.
 */
const adminCatalogueRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { productsAdmin, productImages, productImports, couponsAdmin, categoriesAdmin, volumePricesAdmin } =
    app.services;
  const tags = ["admin: catalogue"];
  // Import files older than the shop's number of days go when the API starts (and after each import).
  app.addHook("onReady", async () => {
    await productImports
      .purgeOldFiles()
      .catch((error: unknown) => app.log.error({ err: error }, "deleting old import files failed"));
  });

  app.addContentTypeParser(
    [...IMAGE_CONTENT_TYPES, ...SHEET_CONTENT_TYPES],
    { parseAs: "buffer" },
    (_request, body, done) => {
      done(null, body);
    },
  );

  app.get(
    "/products",
    {
      config: adminAccess("orders.read"),
      schema: {
        tags,
        summary:
          "Products: search title or SKU; filter category, brand, stock state, visibility; keyset paging",
        security: STAFF_SECURITY,
        querystring: adminProductListQuerySchema,
        response: { 200: adminProductPageSchema },
      },
    },
    async (request) => productsAdmin.list(request.website.id, request.query),
  );

  app.get(
    "/products/options",
    {
      config: adminAccess("orders.read"),
      schema: {
        tags,
        summary: "What the product form offers: attributes and their values, categories, groups, HSN digits",
        security: STAFF_SECURITY,
        response: { 200: adminProductOptionsSchema },
      },
    },
    async () => productsAdmin.options(),
  );

  app.get(
    "/products/export",
    {
      config: adminAccess("orders.read"),
      schema: {
        tags,
        summary: "The catalogue, or the filtered part of it, as CSV or Excel",
        security: STAFF_SECURITY,
        querystring: exportQuerySchema,
        response: {
          200: downloadResponse("The spreadsheet of `format` (a download, not the envelope)", {
            "text/csv": csvFile,
            "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": binaryFile,
          }),
        },
      },
    },
    async (request, reply) => {
      const { format, ...filters } = request.query;
      const file = await productImports.exportProducts(request.website.id, filters, format);
      return reply
        .header("content-type", file.contentType)
        .header("content-disposition", `attachment; filename="${file.fileName}"`)
        .header("cache-control", "no-store")
        .send(file.body);
    },
  );

  app.post(
    "/products/import",
    {
      config: adminAccess("catalogue.manage"),
      bodyLimit: SHEET_BODY_LIMIT,
      schema: {
        tags,
        summary: "Upload a CSV or Excel file: starts its dry run (a per-row report, nothing written)",
        security: STAFF_SECURITY,
        querystring: adminImportQuerySchema,
        response: {
          202: importJobSchema,
          ...documentedErrors({
            422: "IMPORT_FILE_TOO_LARGE: the workbook declares more rows or more unpacked XML than an import may have",
          }),
        },
      },
    },
    async (request, reply) => {
      if (!request.query.dryRun) {
        throw badRequest("DRY_RUN_FIRST", "Every import runs as a dry run first; apply it from its report.");
      }
      const job = await productImports.dryRun(
        actorOf(request),
        request.website.id,
        request.query.fileName,
        bodyBuffer(request.body),
      );
      return reply.code(202).send(job);
    },
  );

  app.get(
    "/imports/:id",
    {
      config: adminAccess("orders.read"),
      schema: {
        tags,
        summary: "An import job: its progress and, when done, its report",
        security: STAFF_SECURITY,
        params: idParamsSchema,
        response: { 200: importJobSchema },
      },
    },
    async (request) => productImports.get(request.params.id),
  );

  app.post(
    "/imports/:id/apply",
    {
      config: adminAccess("catalogue.manage"),
      schema: {
        tags,
        summary: "Apply a dry run without refused rows: all rows in one transaction, as a job",
        security: STAFF_SECURITY,
        params: idParamsSchema,
        response: {
          202: importJobSchema,
          ...documentedErrors({
            409: "IMPORT_NOT_READY (the dry run is still running), IMPORT_HAS_REFUSED_ROWS, IMPORT_ALREADY_APPLIED, IMPORT_FILE_DELETED (kept for the days of the shop settings)",
          }),
        },
      },
    },
    async (request, reply) => {
      const job = await productImports.apply(actorOf(request), request.website.id, request.params.id);
      return reply.code(202).send(job);
    },
  );

  app.patch(
    "/products",
    {
      config: adminAccess("catalogue.manage"),
      schema: {
        tags,
        summary: "The quick grid: stock and prices of many products, all saved or none",
        security: STAFF_SECURITY,
        body: adminQuickEditSchema,
        response: { 200: adminQuickEditResultSchema },
      },
    },
    async (request) => ({
      updated: await productsAdmin.quickEdit(actorOf(request), request.website.id, request.body),
    }),
  );

  app.post(
    "/products",
    {
      config: adminAccess("catalogue.manage"),
      schema: {
        tags,
        summary: "Create a product",
        security: STAFF_SECURITY,
        body: adminProductCreateSchema,
        response: {
          201: adminProductSchema,
          ...documentedErrors({ 409: "SKU_TAKEN, SLUG_TAKEN: another product has this SKU or address" }),
        },
      },
    },
    async (request, reply) => {
      const product = await productsAdmin.create(actorOf(request), request.website.id, request.body);
      return reply.code(201).send(product);
    },
  );

  app.get(
    "/products/:id",
    {
      config: adminAccess("orders.read"),
      schema: {
        tags,
        summary: "One product with everything the edit form shows",
        security: STAFF_SECURITY,
        params: idParamsSchema,
        response: { 200: adminProductSchema },
      },
    },
    async (request) => productsAdmin.detail(request.website.id, request.params.id),
  );

  app.patch(
    "/products/:id",
    {
      config: adminAccess("catalogue.manage"),
      schema: {
        tags,
        summary: "Change a product: prices (mrp ≥ selling ≥ wholesale), stock, texts, attributes, visibility",
        security: STAFF_SECURITY,
        params: idParamsSchema,
        body: adminProductPatchSchema,
        response: {
          200: adminProductSchema,
          ...documentedErrors({ 409: "SKU_TAKEN, SLUG_TAKEN: another product has this SKU or address" }),
        },
      },
    },
    async (request) =>
      productsAdmin.update(actorOf(request), request.website.id, request.params.id, request.body),
  );

  app.post(
    "/products/:id/images",
    {
      config: adminAccess("catalogue.manage"),
      bodyLimit: IMAGE_BODY_LIMIT,
      schema: {
        tags,
        summary: "Add a picture (the body is a JPEG, PNG or WebP file of at most 20 MB)",
        security: STAFF_SECURITY,
        params: idParamsSchema,
        response: { 201: adminProductSchema },
      },
    },
    async (request, reply) => {
      await productImages.upload(actorOf(request), request.params.id, bodyBuffer(request.body));
      return reply.code(201).send(await productsAdmin.detail(request.website.id, request.params.id));
    },
  );

  app.put(
    "/products/:id/images/order",
    {
      config: adminAccess("catalogue.manage"),
      schema: {
        tags,
        summary: "Put the product's pictures in a new order (the first is the main one)",
        security: STAFF_SECURITY,
        params: idParamsSchema,
        body: adminImageOrderSchema,
        response: { 200: adminProductSchema },
      },
    },
    async (request) => {
      await productImages.reorder(actorOf(request), request.params.id, request.body);
      return productsAdmin.detail(request.website.id, request.params.id);
    },
  );

  app.delete(
    "/products/:id/images/:imageId",
    {
      config: adminAccess("catalogue.manage"),
      schema: {
        tags,
        summary: "Remove a picture",
        security: STAFF_SECURITY,
        params: imageParamsSchema,
        response: { 200: emptyResponseSchema },
      },
    },
    async (request) => {
      await productImages.remove(actorOf(request), request.params.id, request.params.imageId);
      return {};
    },
  );

  app.get(
    "/categories",
    {
      config: adminAccess("orders.read"),
      schema: {
        tags,
        summary: "Categories in their order, with how many products each has",
        security: STAFF_SECURITY,
        response: { 200: adminCategoryListSchema },
      },
    },
    async () => categoriesAdmin.list(),
  );

  app.post(
    "/categories",
    {
      config: adminAccess("catalogue.manage"),
      schema: {
        tags,
        summary: "Create a category (title, url, meta title, description, keywords, order)",
        security: STAFF_SECURITY,
        body: adminCategoryCreateSchema,
        response: {
          201: adminCategorySchema,
          ...documentedErrors({ 409: "CATEGORY_URL_TAKEN: another category has this url" }),
        },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await categoriesAdmin.create(actorOf(request), request.body)),
  );

  app.patch(
    "/categories/:id",
    {
      config: adminAccess("catalogue.manage"),
      schema: {
        tags,
        summary: "Change a category",
        security: STAFF_SECURITY,
        params: idParamsSchema,
        body: adminCategoryPatchSchema,
        response: {
          200: adminCategorySchema,
          ...documentedErrors({ 409: "CATEGORY_URL_TAKEN: another category has this url" }),
        },
      },
    },
    async (request) => categoriesAdmin.update(actorOf(request), request.params.id, request.body),
  );

  const couponTags = ["admin: coupons"];
  app.get(
    "/coupons",
    {
      config: adminAccess("coupons.manage"),
      schema: {
        tags: couponTags,
        summary: "Coupons, newest first, with their uses; search by code, filter active",
        security: STAFF_SECURITY,
        querystring: adminCouponListQuerySchema,
        response: { 200: adminCouponPageSchema },
      },
    },
    async (request) => couponsAdmin.list(request.query),
  );

  app.get(
    "/coupons/:id",
    {
      config: adminAccess("coupons.manage"),
      schema: {
        tags: couponTags,
        summary: "One coupon",
        security: STAFF_SECURITY,
        params: idParamsSchema,
        response: { 200: adminCouponSchema },
      },
    },
    async (request) => couponsAdmin.get(request.params.id),
  );

  app.post(
    "/coupons",
    {
      config: adminAccess("coupons.manage"),
      schema: {
        tags: couponTags,
        summary: "Create a coupon",
        security: STAFF_SECURITY,
        body: adminCouponCreateSchema,
        response: {
          201: adminCouponSchema,
          ...documentedErrors({ 409: "COUPON_CODE_TAKEN: another coupon has this code" }),
        },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await couponsAdmin.create(actorOf(request), request.website.id, request.body)),
  );

  app.patch(
    "/coupons/:id",
    {
      config: adminAccess("coupons.manage"),
      schema: {
        tags: couponTags,
        summary: "Change or disable (`active: false`) a coupon",
        security: STAFF_SECURITY,
        params: idParamsSchema,
        body: adminCouponPatchSchema,
        response: {
          200: adminCouponSchema,
          ...documentedErrors({ 409: "COUPON_CODE_TAKEN: another coupon has this code" }),
        },
      },
    },
    async (request) =>
      couponsAdmin.update(actorOf(request), request.website.id, request.params.id, request.body),
  );

  app.get(
    "/products/:id/volume-prices",
    {
      config: adminAccess("orders.read"),
      schema: {
        tags,
        summary:
          "A product's wholesale floor and, per customer group, its price of one piece and its quantity breaks",
        security: STAFF_SECURITY,
        params: idParamsSchema,
        response: { 200: volumePricesSchema },
      },
    },
    async (request) => volumePricesAdmin.get(request.website.id, request.params.id),
  );

  app.put(
    "/products/:id/volume-prices",
    {
      config: adminAccess("prices.volume"),
      schema: {
        tags,
        summary:
          "Set the wholesale floor and the quantity breaks of the groups sent (more pieces, lower price, never below the floor)",
        security: STAFF_SECURITY,
        params: idParamsSchema,
        body: volumePricesInputSchema,
        response: { 200: volumePricesSchema },
      },
    },
    async (request) =>
      volumePricesAdmin.save(actorOf(request), request.website.id, request.params.id, request.body),
  );
};

export default adminCatalogueRoutes;
