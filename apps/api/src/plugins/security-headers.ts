import fastifyHelmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import type { Env } from "../env";

/** What every /v1 answer may be kept as unless its route says otherwise (see plugins/cache.ts). */
export const DEFAULT_CACHE_CONTROL = "no-store";

/**
 * Browser security headers on every answer (helmet): the API serves JSON and images, never a page, so its
 * Content-Security-Policy allows nothing to run or frame it (the /v1/docs page sets its own); nosniff,
 * no referrer, HSTS in production. Every /v1 answer starts as `Cache-Control: no-store`: personal
 * answers (the buyer, addresses, orders, sign-in tokens) and errors are never kept by a browser or a
 * proxy; the catalogue's public reads replace it with their minute (plugins/cache.ts).
 */
export async function registerSecurityHeaders(app: FastifyInstance, env: Env): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'none'"],
      },
    },
    // The storefront shows the API's images from its own origin (its /storage proxy).
    crossOriginResourcePolicy: { policy: "same-site" },
    referrerPolicy: { policy: "no-referrer" },
    strictTransportSecurity:
      env.NODE_ENV === "production" ? { maxAge: 63_072_000, includeSubDomains: true } : false,
  });
  app.addHook("onRequest", async (request, reply) => {
    if (request.url.startsWith("/v1/")) reply.header("cache-control", DEFAULT_CACHE_CONTROL);
  });
}
