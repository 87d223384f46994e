import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey } from "drizzle-orm/pg-core";
import { products } from "./catalogue";
import { updatedAt } from "./columns";
import { customerGroups } from "./websites";

/**
 * Quantity breaks: from `min_quantity` pieces on one order line, a buyer of the customer group pays
 * `price` (paise) a piece. The 1+ row is the group's own price and is not stored here.
 */
export const productVolumePrices = pgTable(
  "product_volume_prices",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    customerGroupId: integer("customer_group_id")
      .notNull()
      .references(() => customerGroups.id, { onDelete: "cascade" }),
    minQuantity: integer("min_quantity").notNull(),
    price: integer("price").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.customerGroupId, t.minQuantity] }),
    index("product_volume_prices_group_idx").on(t.customerGroupId),
    check("product_volume_prices_quantity_min", sql`${t.minQuantity} >= 2`),
    check("product_volume_prices_price_positive", sql`${t.price} > 0`),
  ],
);

/** The wholesale floor of a product (paise): no quantity break takes a piece below it. */
export const productPriceFloors = pgTable(
  "product_price_floors",
  {
    productId: integer("product_id")
      .primaryKey()
      .references(() => products.id, { onDelete: "cascade" }),
    price: integer("price").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check("product_price_floors_price_non_negative", sql`${t.price} >= 0`)],
);
