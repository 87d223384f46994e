import fastifyRateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import type { Env } from "../env";
import { tooManyRequests } from "../lib/errors";

export interface RouteRateLimit {
  rateLimit: { max: number; timeWindow: number | string };
}

/**
 * Route `config` for a rate-limited route, counted per client IP and per route:
 *   config: rateLimit(env.RATE_LIMIT_LOGIN_PER_MIN, "1 minute")
 * Over the limit the buyer gets 429 RATE_LIMITED in the envelope, with Retry-After.
 */
export function rateLimit(max: number, timeWindow: number | string): RouteRateLimit {
  return { rateLimit: { max, timeWindow } };
}

/**
 * Nothing is limited unless a route asks for it (`global: false`). The in-memory store suits one API
 * process; several replicas behind a balancer would share a store (the plugin takes Redis).
 */
export async function registerRateLimit(app: FastifyInstance, env: Env): Promise<void> {
  await app.register(fastifyRateLimit, {
    global: false,
    keyGenerator: (request) => request.ip,
    allowList: () => !env.RATE_LIMIT_ENABLED,
    errorResponseBuilder: (_request, context) =>
      tooManyRequests(`Too many attempts. Please wait ${context.after} and try again.`),
  });
}
