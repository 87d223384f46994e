import { contactBodySchema, emptyResponseSchema } from "@roshni/core";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { rateLimit } from "../../plugins/rate-limit";
import { submitContactMessage } from "./service";

const contactRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db, env } = app.deps;

  app.post(
    "/contact",
    {
      // A form anyone can post: the forgot-password limit (a few a minute per address) keeps it from
      // becoming a way to flood the shop's mailbox.
      config: rateLimit(env.RATE_LIMIT_FORGOT_PER_MIN, "1 minute"),
      schema: {
        tags: ["contact"],
        summary: "Send a message to the shop (stored, and mailed to the shop)",
        body: contactBodySchema,
        response: { 201: emptyResponseSchema },
      },
    },
    async (request, reply) => {
      await submitContactMessage(db, app.deps.jobs, request.website.id, request.body);
      reply.code(201);
      return {};
    },
  );
};

export default contactRoutes;
