import { sql } from "drizzle-orm";
import { boolean, date, index, integer, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";

/** A storefront. Every `/v1` call names one in its `website` header ('wholesale'). */
export const websites = pgTable("websites", {
  id: serial("id").primaryKey(),
  code: text("code").notNull().unique(),
  name: text("name").notNull(),
  createdAt: createdAt(),
});

/** Exactly one group is the default: visitors and new customers belong to it (SPEC.md section 6). */
export const customerGroups = pgTable(
  "customer_groups",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull().unique(),
    isDefault: boolean("is_default").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("customer_groups_one_default_idx").on(t.isDefault).where(sql`${t.isDefault}`)],
);

/**
 * Wide promotional images on the home page, per website, in `position` order. `key` is the 1920 × 640
 * picture (its 960 px list size beside it); `title` is its alt text. Shown on the days of the shop's
 * calendar (IST) from `startsOn` to `endsOn`, both included; null: no limit on that side.
 */
export const banners = pgTable(
  "banners",
  {
    id: serial("id").primaryKey(),
    websiteId: integer("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    title: text("title").notNull(),
    link: text("link").notNull(),
    position: integer("position").notNull().default(0),
    startsOn: date("starts_on", { mode: "string" }),
    endsOn: date("ends_on", { mode: "string" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("banners_website_position_idx").on(t.websiteId, t.position)],
);
