import { customType, timestamp } from "drizzle-orm/pg-core";

// Drizzle has no built-in tsvector column; the value is only ever produced by SQL (to_tsvector),
// so the TS side treats it as an opaque string.
export const tsvector = customType<{ data: string }>({
  dataType() {
    return "tsvector";
  },
});

export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
