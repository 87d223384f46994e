import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Rate-limit counters, shared by every API process on the database: one row per key (route and client
 * address, or an account) and window. A row whose window has passed counts from 1 again; old rows are
 * deleted now and then by the store (src/plugins/rate-limit-store.ts).
 */
export const rateLimitCounters = pgTable(
  "rate_limit_counters",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limit_counters_reset_idx").on(t.resetAt)],
);

/**
 * Signed-out tokens (by their `jti`), refused until they would have expired anyway; rows past
 * `expiresAt` are useless and deleted when the next sign-out is recorded.
 */
export const revokedTokens = pgTable(
  "revoked_tokens",
  {
    jti: text("jti").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("revoked_tokens_expires_idx").on(t.expiresAt)],
);
