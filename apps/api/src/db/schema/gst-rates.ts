import { date, integer, pgTable, serial, text, unique } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";

/**
 * GST rates by HSN as data (packages/core/src/gst/hsn-rates.ts): one row per code and the day its rate
 * comes into force, kept after a later rate replaces it so an earlier day stays readable. The rate is in
 * hundredths of a percent (1800 = 18 %), so 0.25 % is exact.
 */
export const gstRates = pgTable(
  "gst_rates",
  {
    id: serial("id").primaryKey(),
    hsnCode: text("hsn_code").notNull(),
    description: text("description").notNull(),
    rateHundredths: integer("rate_hundredths").notNull(),
    effectiveFrom: date("effective_from", { mode: "string" }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique("gst_rates_hsn_day_unique").on(t.hsnCode, t.effectiveFrom)],
);
