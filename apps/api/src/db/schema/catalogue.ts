import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { customerGroups, websites } from "./websites";

/** `url` is the slug of SPEC.md section 2 ('Chandeliers', 'Hanginglights', …); meta fields may be empty. */
export const categories = pgTable(
  "categories",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    url: text("url").notNull().unique(),
    metaTitle: text("meta_title").notNull().default(""),
    metaDescription: text("meta_description").notNull().default(""),
    metaKeywords: text("meta_keywords").notNull().default(""),
    parentId: integer("parent_id").references((): AnyPgColumn => categories.id, { onDelete: "set null" }),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index("categories_parent_idx").on(t.parentId), index("categories_position_idx").on(t.position)],
);

export type DimensionUnit = "cm" | "mm" | "in";
export interface Dimension {
  value: number;
  unit: DimensionUnit;
}
export interface ProductDimensions {
  width: Dimension;
  depth: Dimension;
  height: Dimension;
}

/**
 * Prices are integer paise. `defaultPrice` (the default group's price: its website price, else
 * sellingPrice when > 0, else mrp) is a derived column kept by `refreshProductDerived()` in
 * ../derived.ts (and by the back office's writer, which computes it in its own UPDATE); call it after
 * changing a product's prices or default-group price.
 */
export const products = pgTable(
  "products",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    sku: text("sku").notNull().unique(),
    description: text("description").notNull().default(""),
    dimensions: jsonb("dimensions").$type<ProductDimensions>().notNull(),
    stock: integer("stock").notNull().default(0),
    minimumQuantity: integer("minimum_quantity").notNull().default(1),
    mrp: integer("mrp").notNull(),
    sellingPrice: integer("selling_price").notNull().default(0),
    wholesalePrice: integer("wholesale_price").notNull().default(0),
    /** GST percent: 12 or 18 for lighting. */
    taxRate: integer("tax_rate").notNull(),
    hsnCode: text("hsn_code").notNull(),
    defaultPrice: integer("default_price").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("products_stock_non_negative", sql`${t.stock} >= 0`),
    check("products_minimum_quantity_positive", sql`${t.minimumQuantity} >= 1`),
    check(
      "products_prices_non_negative",
      sql`${t.mrp} >= 0 and ${t.sellingPrice} >= 0 and ${t.wholesalePrice} >= 0`,
    ),
    index("products_default_price_idx").on(t.defaultPrice, t.id),
    index("products_title_idx").on(t.title, t.id),
    index("products_created_at_idx").on(t.createdAt.desc(), t.id.desc()),
    // The back office's product list sorts by last change and by stock.
    index("products_updated_at_idx").on(t.updatedAt.desc(), t.id.desc()),
    index("products_stock_idx").on(t.stock, t.id),
    index("products_title_trgm_idx").using("gin", sql`lower(${t.title}) gin_trgm_ops`),
    index("products_sku_trgm_idx").using("gin", sql`lower(${t.sku}) gin_trgm_ops`),
    // The dashboard's low-stock list: only the few products at or below their MOQ are in it.
    index("products_low_stock_idx").on(t.stock, t.id).where(sql`${t.stock} <= ${t.minimumQuantity}`),
  ],
);

export const productCategories = pgTable(
  "product_categories",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.categoryId] }),
    index("product_categories_category_product_idx").on(t.categoryId, t.productId),
  ],
);

export type AttributeType = "text" | "select" | "multi select";

/** The 8 feature attributes of SPEC.md (brand, material, holder_type, …). */
export const attributes = pgTable(
  "attributes",
  {
    id: serial("id").primaryKey(),
    identifier: text("identifier").notNull().unique(),
    name: text("name").notNull(),
    type: text("type").$type<AttributeType>().notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [check("attributes_type_valid", sql`${t.type} in ('text', 'select', 'multi select')`)],
);

/**
 * What a product page shows: one row per product and attribute. For 'multi select' `val` is a JSON list
 * string ('["Gold","Black"]'), otherwise the plain value ('Brass').
 */
export const productAttributeValues = pgTable(
  "product_attribute_values",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    attributeId: integer("attribute_id")
      .notNull()
      .references(() => attributes.id, { onDelete: "cascade" }),
    val: text("val").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.attributeId] }),
    index("product_attribute_values_attribute_idx").on(t.attributeId),
  ],
);

/**
 * What filters and facet counts read: one row per single selected value, so a multi select
 * '["Gold","Black"]' gives two rows ('Gold', 'Black'). `value` is the display text, trimmed; a filter
 * `finish:Gold` matches `attribute_id = finish and value = 'Gold'`. The primary key (attribute, value,
 * product) serves both the filter and the GROUP BY of facet counts from the index alone.
 * Keep it in step with productAttributeValues (the seed and `setProductAttributeValues` write both).
 */
export const productFilterValues = pgTable(
  "product_filter_values",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    attributeId: integer("attribute_id")
      .notNull()
      .references(() => attributes.id, { onDelete: "cascade" }),
    value: text("value").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.attributeId, t.value, t.productId] }),
    index("product_filter_values_product_idx").on(t.productId, t.attributeId),
  ],
);

/** Storage keys such as 'products/chandelier-gold-1.webp'; the list size sits at `listImageKey(key)`. */
export const productImages = pgTable(
  "product_images",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("product_images_product_position_idx").on(t.productId, t.position)],
);

/** A product is sold on a website under a slug unique to that website. */
export const productWebsites = pgTable(
  "product_websites",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    websiteId: integer("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    /** Hidden: out of lists, search, the sitemap, and its page answers 404; the back office still sees it. */
    visible: boolean("visible").notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.websiteId] }),
    unique("product_websites_website_slug_unique").on(t.websiteId, t.slug),
    index("product_websites_website_product_idx").on(t.websiteId, t.productId),
    // The back office's "hidden" filter: few rows, found without reading the website's whole list.
    index("product_websites_hidden_idx").on(t.websiteId, t.productId).where(sql`not ${t.visible}`),
  ],
);

/** A price (paise) for one customer group on one website; it wins over the product's own prices. */
export const websiteProductPrices = pgTable(
  "website_product_prices",
  {
    websiteId: integer("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    customerGroupId: integer("customer_group_id")
      .notNull()
      .references(() => customerGroups.id, { onDelete: "cascade" }),
    price: integer("price").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.websiteId, t.customerGroupId] }),
    index("website_product_prices_website_group_idx").on(t.websiteId, t.customerGroupId),
    index("website_product_prices_group_idx").on(t.customerGroupId),
    check("website_product_prices_price_non_negative", sql`${t.price} >= 0`),
  ],
);

/**
 * Words buyers type that the catalogue does not use: Hindi and trade words ('jhoomar' → 'chandelier',
 * 'batti' → 'light'). An expansion is a word (matched like a typed word, so as a prefix) or an attribute
 * value written `identifier:value` ('e27' → 'holder_type:E27'). A term may have several rows. The search
 * reads the table with the catalogue; a change here is a catalogue change (see the search module).
 */
export const searchSynonyms = pgTable(
  "search_synonyms",
  {
    id: serial("id").primaryKey(),
    term: text("term").notNull(),
    expansion: text("expansion").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique("search_synonyms_term_expansion_unique").on(t.term, t.expansion),
    check("search_synonyms_term_lower", sql`${t.term} = lower(btrim(${t.term})) and ${t.term} <> ''`),
    check("search_synonyms_expansion_not_empty", sql`btrim(${t.expansion}) <> ''`),
  ],
);

/**
 * One row: the catalogue's version, raised by every catalogue write that the search must follow. Each
 * API process compares it with the version its search index was built from and rebuilds when it moved,
 * so a change made through one process reaches the others.
 */
export const catalogueVersion = pgTable(
  "catalogue_version",
  {
    id: integer("id").primaryKey().default(1),
    version: integer("version").notNull().default(0),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("catalogue_version_single_row", sql`${t.id} = 1`)],
);

/**
 * The catalogue's change log: one row per raise of `catalogue_version`, naming the products it touched
 * (null: too wide to name, e.g. an import or a category's title). Every API process reads the rows
 * after the version its search index has and re-indexes only those products; a gap in the rows (pruned)
 * or a null list makes it rebuild the whole index instead.
 */
export const catalogueChanges = pgTable("catalogue_changes", {
  version: integer("version").primaryKey(),
  productIds: integer("product_ids").array(),
  changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
});
