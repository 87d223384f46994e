import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { Db } from "../db/client";
import { deleteExpiredCounters, hitCounter, readCounter } from "../lib/counters";

/** Every this many hits a process deletes the counters whose window has ended. */
const SWEEP_EVERY = 500;

interface RouteParams {
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * A store for @fastify/rate-limit (its custom-store interface) on the shop's database: the counters live
 * in `rate_limit_counters`, so two or twenty API processes on one database share every limit. Each route
 * gets a child store whose keys start with the route, as the plugin's own stores keep one map per route.
 */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  let hits = 0;
  const sweep = () => {
    hits += 1;
    if (hits % SWEEP_EVERY === 0) deleteExpiredCounters(db).catch(() => {});
  };

  class DatabaseStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = "",
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      sweep();
      hitCounter(db, `${this.prefix}${key}`, timeWindow).then(
        (state) => callback(null, state),
        (error: Error) => callback(error),
      );
    }

    read(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    ): void {
      readCounter(db, `${this.prefix}${key}`).then(
        (state) => callback(null, state),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: unknown): FastifyRateLimitStore {
      const route = (routeOptions as RouteParams).routeInfo;
      const method = Array.isArray(route?.method) ? route.method.join(",") : (route?.method ?? "");
      return new DatabaseStore(undefined, `route:${method} ${route?.url ?? ""}|`);
    }
  }
  return DatabaseStore as unknown as FastifyRateLimitStoreCtor;
}
