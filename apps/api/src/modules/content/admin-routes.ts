import {
  adminBannerCreateSchema,
  adminBannerListSchema,
  adminBannerOrderSchema,
  adminBannerPatchSchema,
  adminBannerSchema,
  adminBlogPostCreateSchema,
  adminBlogPostListQuerySchema,
  adminBlogPostPageSchema,
  adminBlogPostPatchSchema,
  adminBlogPostSchema,
  adminUploadedImageSchema,
  emptyResponseSchema,
  idParamsSchema,
} from "@roshni/core";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { actorOf, adminAccess, STAFF_SECURITY } from "../../lib/admin-access";
import { badRequest } from "../../lib/errors";
import { IMAGE_CONTENT_TYPES } from "../../lib/image-rules";

/** Bodies above the 20 MB image limit are still read, so the answer can say what is wrong. */
const IMAGE_BODY_LIMIT = 40 * 1024 * 1024;

function imageBody(body: unknown): Buffer {
  if (!Buffer.isBuffer(body) || body.length === 0)
    throw badRequest("FILE_MISSING", "Choose a picture to upload.");
  return body;
}

/**
 * The shop's content in the back office: home-page banners and blog posts. Every route needs
 * `content.manage` (owner, manager, catalogue); every write is audited.
 */
const adminContentRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { bannersAdmin, blogAdmin } = app.services;
  const access = adminAccess("content.manage");
  const bannerTags = ["admin: content"];

  app.addContentTypeParser(
    [...IMAGE_CONTENT_TYPES, "application/octet-stream"],
    { parseAs: "buffer" },
    (_r, body, done) => {
      done(null, body);
    },
  );

  app.get(
    "/banners",
    {
      config: access,
      schema: {
        tags: bannerTags,
        summary: "Home-page banners in their order, with their days and whether they show today (IST)",
        security: STAFF_SECURITY,
        response: { 200: adminBannerListSchema },
      },
    },
    async (request) => bannersAdmin.list(request.website.id),
  );

  app.post(
    "/banners/images",
    {
      config: access,
      bodyLimit: IMAGE_BODY_LIMIT,
      schema: {
        tags: bannerTags,
        summary:
          "Upload a banner picture (JPEG, PNG or WebP, at most 20 MB): stored at 1920 × 640 and 960 × 320; send its imageKey with the save",
        security: STAFF_SECURITY,
        response: { 201: adminUploadedImageSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await bannersAdmin.upload(imageBody(request.body))),
  );

  app.post(
    "/banners",
    {
      config: access,
      schema: {
        tags: bannerTags,
        summary: "Create a banner (last in the order)",
        security: STAFF_SECURITY,
        body: adminBannerCreateSchema,
        response: { 201: adminBannerSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await bannersAdmin.create(actorOf(request), request.website.id, request.body)),
  );

  app.put(
    "/banners/order",
    {
      config: access,
      schema: {
        tags: bannerTags,
        summary: "Put every banner in a new order (the first shows first)",
        security: STAFF_SECURITY,
        body: adminBannerOrderSchema,
        response: { 200: adminBannerListSchema },
      },
    },
    async (request) => bannersAdmin.reorder(actorOf(request), request.website.id, request.body),
  );

  app.patch(
    "/banners/:id",
    {
      config: access,
      schema: {
        tags: bannerTags,
        summary: "Change a banner: title, link, days, picture",
        security: STAFF_SECURITY,
        params: idParamsSchema,
        body: adminBannerPatchSchema,
        response: { 200: adminBannerSchema },
      },
    },
    async (request) =>
      bannersAdmin.update(actorOf(request), request.website.id, request.params.id, request.body),
  );

  app.delete(
    "/banners/:id",
    {
      config: access,
      schema: {
        tags: bannerTags,
        summary: "Remove a banner",
        security: STAFF_SECURITY,
        params: idParamsSchema,
        response: { 200: emptyResponseSchema },
      },
    },
    async (request) => {
      await bannersAdmin.remove(actorOf(request), request.website.id, request.params.id);
      return {};
    },
  );

  const blogTags = ["admin: content"];
  app.get(
    "/blog-posts",
    {
      config: access,
      schema: {
        tags: blogTags,
        summary: "Blog posts, newest written first; search the title, filter published, scheduled or draft",
        security: STAFF_SECURITY,
        querystring: adminBlogPostListQuerySchema,
        response: { 200: adminBlogPostPageSchema },
      },
    },
    async (request) => blogAdmin.list(request.query),
  );

  app.post(
    "/blog-posts/images",
    {
      config: access,
      bodyLimit: IMAGE_BODY_LIMIT,
      schema: {
        tags: blogTags,
        summary:
          "Upload a cover picture (JPEG, PNG or WebP, at most 20 MB): stored square at 1200 and 400 px; send its imageKey as coverKey",
        security: STAFF_SECURITY,
        response: { 201: adminUploadedImageSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await blogAdmin.upload(imageBody(request.body))),
  );

  app.get(
    "/blog-posts/:id",
    {
      config: access,
      schema: {
        tags: blogTags,
        summary: "One blog post",
        security: STAFF_SECURITY,
        params: idParamsSchema,
        response: { 200: adminBlogPostSchema },
      },
    },
    async (request) => blogAdmin.get(request.params.id),
  );

  app.post(
    "/blog-posts",
    {
      config: access,
      schema: {
        tags: blogTags,
        summary: "Write a post: publishedAt null is a draft, a future time schedules it",
        security: STAFF_SECURITY,
        body: adminBlogPostCreateSchema,
        response: { 201: adminBlogPostSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await blogAdmin.create(actorOf(request), request.body)),
  );

  app.patch(
    "/blog-posts/:id",
    {
      config: access,
      schema: {
        tags: blogTags,
        summary: "Change a post; publishedAt null unpublishes it (back to a draft)",
        security: STAFF_SECURITY,
        params: idParamsSchema,
        body: adminBlogPostPatchSchema,
        response: { 200: adminBlogPostSchema },
      },
    },
    async (request) => blogAdmin.update(actorOf(request), request.params.id, request.body),
  );

  app.delete(
    "/blog-posts/:id",
    {
      config: access,
      schema: {
        tags: blogTags,
        summary: "Delete a post for good",
        security: STAFF_SECURITY,
        params: idParamsSchema,
        response: { 200: emptyResponseSchema },
      },
    },
    async (request) => {
      await blogAdmin.remove(actorOf(request), request.params.id);
      return {};
    },
  );
};

export default adminContentRoutes;
