import fastifyRateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Db } from "../db/client";
import type { Env } from "../env";
import { clientAddressKey } from "../lib/client-address";
import { tooManyRequests } from "../lib/errors";
import { databaseRateLimitStore } from "./rate-limit-store";

export interface RouteRateLimit {
  rateLimit: {
    max: number;
    timeWindow: number | string;
    keyGenerator?: (request: FastifyRequest) => string;
  };
}

/**
 * Route `config` for a rate-limited route, counted per client address and per route:
 *   config: rateLimit(env.RATE_LIMIT_LOGIN_PER_MIN, "1 minute")
 * or per something else, e.g. the signed-in buyer: `rateLimit(10, "1 minute", byCustomer)`.
 * Over the limit the buyer gets 429 RATE_LIMITED in the envelope, with Retry-After.
 */
export function rateLimit(
  max: number,
  timeWindow: number | string,
  keyGenerator?: (request: FastifyRequest) => string,
): RouteRateLimit {
  return { rateLimit: keyGenerator ? { max, timeWindow, keyGenerator } : { max, timeWindow } };
}

/** Key for routes of signed-in buyers: the account, whichever address its requests come from. */
export function byCustomer(request: FastifyRequest): string {
  return request.customer ? `customer:${request.customer.id}` : byAddress(request);
}

/** Key for everything else: the client's address, IPv4 however written and IPv6 by its /64. */
export function byAddress(request: FastifyRequest): string {
  return `ip:${clientAddressKey(request.ip)}`;
}

/**
 * Nothing is limited unless a route asks for it (`global: false`). The counters live in the database
 * (`rate_limit_counters`), so every API process on it shares them. `request.ip` is the client's address
 * as told by a trusted proxy (TRUST_PROXY: the storefront's /v1 proxy, which sets X-Forwarded-For to the
 * address it saw), otherwise the connection's own address.
 */
export async function registerRateLimit(app: FastifyInstance, env: Env, db: Db): Promise<void> {
  await app.register(fastifyRateLimit, {
    global: false,
    store: databaseRateLimitStore(db),
    keyGenerator: byAddress,
    allowList: () => !env.RATE_LIMIT_ENABLED,
    errorResponseBuilder: (_request, context) =>
      tooManyRequests(`Too many attempts. Please wait ${context.after} and try again.`),
  });
}
