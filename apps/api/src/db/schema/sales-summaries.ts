import { bigint, date, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

/*
 * The sales report's sums per shop day (IST) and website, in paise: tax invoices added, credit notes
 * taken off. Kept by triggers on documents, credit_note_lines and orders in the transaction of the write
 * (see the migration that creates these tables, and `reports_rebuild()` there), so a report reads a row
 * per day and buyer, product or state instead of every document and line. A shipment's invoice counts
 * its own lines, each line's share by pieces as core's lineShare works it out.
 */

const figures = () => ({
  taxable: bigint("taxable", { mode: "number" }).notNull().default(0),
  cgst: bigint("cgst", { mode: "number" }).notNull().default(0),
  sgst: bigint("sgst", { mode: "number" }).notNull().default(0),
  igst: bigint("igst", { mode: "number" }).notNull().default(0),
  quantity: bigint("quantity", { mode: "number" }).notNull().default(0),
});

/** A day's totals, with how many tax invoices and credit notes were issued on it. */
export const salesDays = pgTable(
  "sales_days",
  {
    websiteId: integer("website_id").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    invoices: integer("invoices").notNull().default(0),
    creditNotes: integer("credit_notes").notNull().default(0),
    ...figures(),
  },
  (t) => [primaryKey({ columns: [t.websiteId, t.day] })],
);

/** A day's sums per buyer; `documents` counts the buyer's invoices and credit notes of the day. */
export const salesDayBuyers = pgTable(
  "sales_day_buyers",
  {
    websiteId: integer("website_id").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    customerId: integer("customer_id").notNull(),
    documents: integer("documents").notNull().default(0),
    ...figures(),
  },
  (t) => [primaryKey({ columns: [t.websiteId, t.day, t.customerId] })],
);

/** A day's sums per place of supply (GST state code). */
export const salesDayStates = pgTable(
  "sales_day_states",
  {
    websiteId: integer("website_id").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    placeOfSupply: text("place_of_supply").notNull(),
    documents: integer("documents").notNull().default(0),
    ...figures(),
  },
  (t) => [primaryKey({ columns: [t.websiteId, t.day, t.placeOfSupply] })],
);

/**
 * A day's sums per product from the documents' lines (packing and freight have none); `lines` counts
 * the invoice and credit note lines. The category report takes each product's first category when read.
 */
export const salesDayProducts = pgTable(
  "sales_day_products",
  {
    websiteId: integer("website_id").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    productId: integer("product_id").notNull(),
    lines: integer("lines").notNull().default(0),
    ...figures(),
  },
  (t) => [
    primaryKey({ columns: [t.websiteId, t.day, t.productId] }),
    // A product's days: when it last sold, and whether it sold since a day (the unsold-products report).
    index("sales_day_products_product_idx").on(t.websiteId, t.productId, t.day),
  ],
);
