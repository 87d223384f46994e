import type { FastifyInstance } from "fastify";
import { DEFAULT_CACHE_CONTROL } from "./security-headers";

const PUBLIC_MAX_AGE_SECONDS = 60;

/**
 * Catalogue reads change rarely and are the same for every visitor, so a browser or CDN may keep them
 * for a minute. A request with a token may carry a group's prices: only the buyer's own browser may keep
 * it. `Vary` keeps a shared cache from handing a visitor's copy to a signed-in buyer and back.
 * Call inside a module's plugin: the hook covers that module's GET routes only.
 */
export function shortPublicCache(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply, payload) => {
    if (request.method !== "GET" && request.method !== "HEAD") return payload;
    const current = reply.getHeader("cache-control");
    // Every /v1 answer starts as no-store (plugins/security-headers.ts); a route that set its own keeps it.
    if (reply.statusCode !== 200 || (current !== undefined && current !== DEFAULT_CACHE_CONTROL))
      return payload;
    const personal = request.headers.authorization !== undefined;
    reply.header("cache-control", `${personal ? "private" : "public"}, max-age=${PUBLIC_MAX_AGE_SECONDS}`);
    reply.header("vary", "authorization, website");
    return payload;
  });
}
