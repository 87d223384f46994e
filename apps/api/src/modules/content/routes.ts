import {
  blogListQuerySchema,
  blogPageSchema,
  blogPostSchema,
  shopSettingsSchema,
  slugParamsSchema,
} from "@roshni/core";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { shortPublicCache } from "../../plugins/cache";
import { documentedErrors } from "../../plugins/openapi";
import { getBlogPost, getShopSettings, listBlogPosts } from "./service";

const contentRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  shortPublicCache(app);

  app.get(
    "/blog/posts",
    {
      schema: {
        tags: ["content"],
        summary: "Blog posts, newest first",
        querystring: blogListQuerySchema,
        response: { 200: blogPageSchema },
      },
    },
    async (request) => listBlogPosts(app.deps.db, request.query),
  );

  app.get(
    "/blog/posts/:slug",
    {
      schema: {
        tags: ["content"],
        summary: "One blog post",
        params: slugParamsSchema,
        response: { 200: blogPostSchema },
      },
    },
    async (request) => getBlogPost(app.deps.db, request.params.slug),
  );

  app.get(
    "/settings",
    {
      schema: {
        tags: ["content"],
        summary: "The shop's contact, registration and bank details",
        response: {
          200: shopSettingsSchema,
          ...documentedErrors({ 404: "NOT_FOUND: the shop's settings have not been set up yet" }),
        },
      },
    },
    async () => getShopSettings(app.deps.db),
  );
};

export default contentRoutes;
