import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { products } from "./catalogue";
import { createdAt, updatedAt } from "./columns";
import { customers } from "./customers";

/**
 * A buyer's named lists of products and quantities ("Monthly restock"), kept to be put into the cart
 * again and again. Apart from the saved cart and the wish list: a buyer has many lists, each with a name
 * and quantities, and may share one by a link (`share_token`, null while not shared).
 */
export const requisitionLists = pgTable(
  "requisition_lists",
  {
    id: serial("id").primaryKey(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    shareToken: text("share_token"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("requisition_lists_customer_name_key").on(t.customerId, sql`lower(${t.name})`),
    uniqueIndex("requisition_lists_share_token_key").on(t.shareToken),
  ],
);

/** One product of a list with its quantity; `position` keeps the order lines were added in. */
export const requisitionListLines = pgTable(
  "requisition_list_lines",
  {
    listId: integer("list_id")
      .notNull()
      .references(() => requisitionLists.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    position: integer("position").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.listId, t.productId] }),
    index("requisition_list_lines_product_idx").on(t.productId),
    check("requisition_list_lines_quantity_positive", sql`${t.quantity} > 0`),
  ],
);
