import type { AdminOrderDraftBody } from "@roshni/core";
import { index, integer, jsonb, pgTable, serial } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { customers } from "./customers";
import { staff } from "./staff";
import { websites } from "./websites";

/**
 * An order a staff member started for a buyer and saved unfinished. It is only the form's content: it
 * holds no stock and no number, and it expires `draftExpiryDays` (shop setting) after its last save.
 */
export const orderDrafts = pgTable(
  "order_drafts",
  {
    id: serial("id").primaryKey(),
    websiteId: integer("website_id")
      .notNull()
      .references(() => websites.id),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    /** Who saved it last. */
    staffId: integer("staff_id")
      .notNull()
      .references(() => staff.id),
    body: jsonb("body").$type<AdminOrderDraftBody>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("order_drafts_website_updated_idx").on(t.websiteId, t.updatedAt.desc(), t.id.desc())],
);
