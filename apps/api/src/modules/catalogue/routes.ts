import {
  categoryListSchema,
  categorySchema,
  idParamsSchema,
  productFiltersQuerySchema,
  productFiltersSchema,
  productListQuerySchema,
  productListSchema,
  productPageSchema,
  productRandomQuerySchema,
  productSchema,
  productSuggestionsQuerySchema,
  slugParamsSchema,
} from "@roshni/core";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { shortPublicCache } from "../../plugins/cache";
import { createCatalogueService } from "./service";

const catalogueRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const catalogue = createCatalogueService(app.deps.db, {
    search: app.deps.catalogueSearch,
    aggregateCacheMs: app.deps.env.CATALOGUE_CACHE_SECONDS * 1000,
  });
  shortPublicCache(app);

  app.get(
    "/category",
    {
      schema: {
        tags: ["catalogue"],
        summary: "All categories (menus, slug → id)",
        response: { 200: categoryListSchema },
      },
    },
    async () => catalogue.listCategories(),
  );

  app.get(
    "/category/:id",
    {
      schema: {
        tags: ["catalogue"],
        summary: "One category",
        params: idParamsSchema,
        response: { 200: categorySchema },
      },
    },
    async (request) => catalogue.getCategory(request.params.id),
  );

  app.get(
    "/product",
    {
      schema: {
        tags: ["catalogue"],
        summary: "A page of products: filter, search, sort",
        querystring: productListQuerySchema,
        response: { 200: productPageSchema },
      },
    },
    async (request) => {
      const scope = await catalogue.scopeFor(request.website.id, request.customer);
      return catalogue.listProducts(scope, request.query);
    },
  );

  app.get(
    "/product/filters",
    {
      schema: {
        tags: ["catalogue"],
        summary: "Facet counts and the price range for categories and search",
        querystring: productFiltersQuerySchema,
        response: { 200: productFiltersSchema },
      },
    },
    async (request) => {
      const scope = await catalogue.scopeFor(request.website.id, request.customer);
      return catalogue.productFilters(scope, request.query);
    },
  );

  app.get(
    "/product/random",
    {
      schema: {
        tags: ["catalogue"],
        summary: "A few random products of a category",
        querystring: productRandomQuerySchema,
        response: { 200: productListSchema },
      },
    },
    async (request) => {
      const scope = await catalogue.scopeFor(request.website.id, request.customer);
      return catalogue.randomProducts(scope, request.query);
    },
  );

  app.get(
    "/product/suggestions",
    {
      schema: {
        tags: ["catalogue"],
        summary: "Search-as-you-type: prefix and typo tolerant, an exact SKU first",
        querystring: productSuggestionsQuerySchema,
        response: { 200: productListSchema },
      },
    },
    async (request) => {
      const scope = await catalogue.scopeFor(request.website.id, request.customer);
      return catalogue.suggestions(scope, request.query);
    },
  );

  app.get(
    "/product/:slug",
    {
      schema: {
        tags: ["catalogue"],
        summary: "One product by its slug",
        params: slugParamsSchema,
        response: { 200: productSchema },
      },
    },
    async (request) => {
      const scope = await catalogue.scopeFor(request.website.id, request.customer);
      return catalogue.productBySlug(scope, request.params.slug);
    },
  );
};

export default catalogueRoutes;
