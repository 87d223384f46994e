import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { products } from "./catalogue";
import { createdAt, updatedAt } from "./columns";
import { customers } from "./customers";

/**
 * A signed-in buyer's cart kept on the server, so every browser of the buyer shows the same cart. Only the
 * product and the quantity: prices are worked out for the buyer's group whenever the cart is read.
 * `position` keeps the order the lines were added in.
 */
export const savedCartLines = pgTable(
  "saved_cart_lines",
  {
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    position: integer("position").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.productId] }),
    index("saved_cart_lines_product_idx").on(t.productId),
    check("saved_cart_lines_quantity_positive", sql`${t.quantity} > 0`),
  ],
);

export type SavedListName = "wishlist" | "compare";

/** A signed-in buyer's wish list and compare list, one row per product. */
export const savedListItems = pgTable(
  "saved_list_items",
  {
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    list: text("list").$type<SavedListName>().notNull(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.list, t.productId] }),
    index("saved_list_items_product_idx").on(t.productId),
    check("saved_list_items_list_known", sql`${t.list} in ('wishlist', 'compare')`),
  ],
);
