import {
  emptyResponseSchema,
  idParamsSchema,
  quickOrderResolveSchema,
  requisitionListAddLinesSchema,
  requisitionListCopySchema,
  requisitionListCreateSchema,
  requisitionListLineParamsSchema,
  requisitionListQuantitySchema,
  requisitionListRenameSchema,
  requisitionListSchema,
  requisitionListsSchema,
  requisitionListToCartSchema,
  requisitionListTokenParamsSchema,
  sharedRequisitionListSchema,
} from "@roshni/core";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { currentCustomer, requireCustomer } from "../../plugins/auth";
import { documentedErrors } from "../../plugins/openapi";

const LIST_404 = "LIST_NOT_FOUND: no list of the caller's has this id";
const TAGS = ["requisition lists"];

/**
 * A signed-in buyer's named lists of products and quantities ("Monthly restock"): kept, edited, shared by
 * a link or WhatsApp, and put into the cart whole or line by line. Shared lists open for anyone with the
 * link, visitors included (at the prices the reader would pay), and are copied into a signed-in buyer's
 * own lists.
 */
const requisitionListsRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { catalogue, requisitionLists: lists } = app.services;

  const scopeOf = async (request: Parameters<typeof currentCustomer>[0]) => {
    const customer = currentCustomer(request);
    return { customer, scope: await catalogue.scopeFor(request.website.id, customer) };
  };

  app.get(
    "/customer/lists",
    {
      onRequest: requireCustomer,
      schema: {
        tags: TAGS,
        summary: "The caller's lists, the last changed first",
        response: { 200: requisitionListsSchema },
      },
    },
    async (request) => lists.list(currentCustomer(request).id),
  );

  app.post(
    "/customer/lists",
    {
      onRequest: requireCustomer,
      schema: {
        tags: TAGS,
        summary: "A new list, empty or with its first lines",
        body: requisitionListCreateSchema,
        response: {
          201: requisitionListSchema,
          ...documentedErrors({
            404: "PRODUCT_NOT_FOUND: a product the shop does not sell",
            409: "LIST_NAME_TAKEN: the caller has a list of this name",
            422: "LIST_LIMIT_REACHED: the caller has as many lists as allowed, or too many lines",
          }),
        },
      },
    },
    async (request, reply) => {
      const { customer, scope } = await scopeOf(request);
      const list = await lists.create(scope, customer.id, request.body);
      reply.code(201);
      return list;
    },
  );

  app.get(
    "/customer/lists/:id",
    {
      onRequest: requireCustomer,
      schema: {
        tags: TAGS,
        summary: "One of the caller's lists, each line at the caller's price and whether the cart takes it",
        params: idParamsSchema,
        response: { 200: requisitionListSchema, ...documentedErrors({ 404: LIST_404 }) },
      },
    },
    async (request) => {
      const { customer, scope } = await scopeOf(request);
      return lists.detail(scope, customer.id, request.params.id);
    },
  );

  app.patch(
    "/customer/lists/:id",
    {
      onRequest: requireCustomer,
      schema: {
        tags: TAGS,
        summary: "Rename a list",
        params: idParamsSchema,
        body: requisitionListRenameSchema,
        response: {
          200: requisitionListSchema,
          ...documentedErrors({ 404: LIST_404, 409: "LIST_NAME_TAKEN: the caller has a list of this name" }),
        },
      },
    },
    async (request) => {
      const { customer, scope } = await scopeOf(request);
      return lists.rename(scope, customer.id, request.params.id, request.body.name);
    },
  );

  app.delete(
    "/customer/lists/:id",
    {
      onRequest: requireCustomer,
      schema: {
        tags: TAGS,
        summary: "Delete a list (its share link stops opening it)",
        params: idParamsSchema,
        response: { 200: emptyResponseSchema, ...documentedErrors({ 404: LIST_404 }) },
      },
    },
    async (request) => {
      await lists.remove(currentCustomer(request).id, request.params.id);
      return {};
    },
  );

  app.post(
    "/customer/lists/:id/lines",
    {
      onRequest: requireCustomer,
      schema: {
        tags: TAGS,
        summary: "Add lines to a list; a product already on it gets the quantities added up",
        params: idParamsSchema,
        body: requisitionListAddLinesSchema,
        response: {
          200: requisitionListSchema,
          ...documentedErrors({
            404: "LIST_NOT_FOUND or PRODUCT_NOT_FOUND: no such list of the caller's, or a product the shop does not sell",
            422: "LIST_LIMIT_REACHED: the list would hold more lines than allowed",
          }),
        },
      },
    },
    async (request) => {
      const { customer, scope } = await scopeOf(request);
      return lists.add(scope, customer.id, request.params.id, request.body.lines);
    },
  );

  app.put(
    "/customer/lists/:id/lines/:productId",
    {
      onRequest: requireCustomer,
      schema: {
        tags: TAGS,
        summary: "Set a line's quantity",
        params: requisitionListLineParamsSchema,
        body: requisitionListQuantitySchema,
        response: {
          200: requisitionListSchema,
          ...documentedErrors({ 404: "LIST_NOT_FOUND or LIST_LINE_NOT_FOUND: no such list or line" }),
        },
      },
    },
    async (request) => {
      const { customer, scope } = await scopeOf(request);
      const { id, productId } = request.params;
      return lists.setQuantity(scope, customer.id, id, productId, request.body.quantity);
    },
  );

  app.delete(
    "/customer/lists/:id/lines/:productId",
    {
      onRequest: requireCustomer,
      schema: {
        tags: TAGS,
        summary: "Take a line off a list",
        params: requisitionListLineParamsSchema,
        response: {
          200: requisitionListSchema,
          ...documentedErrors({ 404: "LIST_NOT_FOUND or LIST_LINE_NOT_FOUND: no such list or line" }),
        },
      },
    },
    async (request) => {
      const { customer, scope } = await scopeOf(request);
      return lists.removeLine(scope, customer.id, request.params.id, request.params.productId);
    },
  );

  app.post(
    "/customer/lists/:id/share",
    {
      onRequest: requireCustomer,
      schema: {
        tags: TAGS,
        summary: "Share a list by a link (a shared list keeps its link)",
        params: idParamsSchema,
        response: { 200: requisitionListSchema, ...documentedErrors({ 404: LIST_404 }) },
      },
    },
    async (request) => {
      const { customer, scope } = await scopeOf(request);
      return lists.share(scope, customer.id, request.params.id);
    },
  );

  app.delete(
    "/customer/lists/:id/share",
    {
      onRequest: requireCustomer,
      schema: {
        tags: TAGS,
        summary: "Stop sharing a list: links sent so far no longer open it",
        params: idParamsSchema,
        response: { 200: requisitionListSchema, ...documentedErrors({ 404: LIST_404 }) },
      },
    },
    async (request) => {
      const { customer, scope } = await scopeOf(request);
      return lists.unshare(scope, customer.id, request.params.id);
    },
  );

  app.post(
    "/customer/lists/:id/cart",
    {
      onRequest: requireCustomer,
      schema: {
        tags: TAGS,
        summary:
          "The whole list or the chosen lines, each judged by the cart's rules (MOQ, stock, hidden) to be added to the cart",
        params: idParamsSchema,
        body: requisitionListToCartSchema,
        response: {
          200: quickOrderResolveSchema,
          ...documentedErrors({
            404: "LIST_NOT_FOUND or LIST_LINE_NOT_FOUND: no such list, or a chosen product not on it",
          }),
        },
      },
    },
    async (request) => {
      const { customer, scope } = await scopeOf(request);
      return lists.toCart(scope, customer.id, request.params.id, request.body.productIds);
    },
  );

  app.get(
    "/lists/shared/:token",
    {
      schema: {
        tags: TAGS,
        summary: "A list opened by its share link, at the caller's prices (visitors: the default group's)",
        params: requisitionListTokenParamsSchema,
        response: {
          200: sharedRequisitionListSchema,
          ...documentedErrors({ 404: "LIST_NOT_FOUND: the link is unknown or no longer shared" }),
        },
      },
    },
    async (request) => {
      const scope = await catalogue.scopeFor(request.website.id, request.customer);
      return lists.readShared(scope, request.params.token);
    },
  );

  app.post(
    "/customer/lists/shared/:token/copy",
    {
      onRequest: requireCustomer,
      schema: {
        tags: TAGS,
        summary: "Copy a shared list into the caller's own lists",
        params: requisitionListTokenParamsSchema,
        body: requisitionListCopySchema,
        response: {
          201: requisitionListSchema,
          ...documentedErrors({
            404: "LIST_NOT_FOUND: the link is unknown or no longer shared",
            409: "LIST_NAME_TAKEN: the caller has a list of this name",
            422: "LIST_LIMIT_REACHED: the caller has as many lists as allowed",
          }),
        },
      },
    },
    async (request, reply) => {
      const { customer, scope } = await scopeOf(request);
      const list = await lists.copyShared(scope, customer.id, request.params.token, request.body.name);
      reply.code(201);
      return list;
    },
  );
};

export default requisitionListsRoutes;
