import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { forbidden } from "../../lib/errors";
import { statusUpdatesOf, verifyWebhookSignature } from "../../lib/whatsapp";
import { applyWhatsAppStatuses } from "./whatsapp-status";

declare module "fastify" {
  interface FastifyRequest {
    /** The body as received, for a webhook's signature. */
    rawBody?: string;
  }
}

/**
 * The WhatsApp Cloud API's webhook: GET answers Meta's subscription check (hub.challenge) when the verify
 * token matches; POST takes delivery statuses, signed with the app secret (X-Hub-Signature-256 over the
 * raw body), and keeps them on the sent messages. Meta sends no website header: these are raw routes.
 */
const messagesRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { env, db } = app.deps;

  // The signature covers the bytes as sent, so the JSON is parsed here from the kept text.
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = typeof body === "string" ? body : body.toString("utf8");
    request.rawBody = text;
    try {
      done(null, text === "" ? {} : JSON.parse(text));
    } catch {
      done(null, null);
    }
  });

  app.get(
    "/webhooks/whatsapp",
    {
      schema: {
        hide: true,
        querystring: z.object({
          "hub.mode": z.string().optional(),
          "hub.verify_token": z.string().optional(),
          "hub.challenge": z.string().optional(),
        }),
      },
    },
    async (request, reply) => {
      const query = request.query;
      const expected = env.WHATSAPP_VERIFY_TOKEN;
      if (!expected || query["hub.mode"] !== "subscribe" || query["hub.verify_token"] !== expected) {
        throw forbidden("WEBHOOK_VERIFY_TOKEN_INVALID", "The verify token does not match this shop's.");
      }
      return reply.type("text/plain; charset=utf-8").send(query["hub.challenge"] ?? "");
    },
  );

  app.post("/webhooks/whatsapp", { schema: { hide: true } }, async (request, reply) => {
    const secret = env.WHATSAPP_APP_SECRET;
    const signature = request.headers["x-hub-signature-256"];
    if (
      !secret ||
      request.rawBody === undefined ||
      !verifyWebhookSignature(secret, request.rawBody, Array.isArray(signature) ? signature[0] : signature)
    ) {
      throw forbidden("WEBHOOK_SIGNATURE_INVALID", "The webhook's signature does not match its body.");
    }
    await applyWhatsAppStatuses(db, statusUpdatesOf(request.body));
    return reply.code(200).send({ received: true });
  });
};

export default messagesRoutes;
