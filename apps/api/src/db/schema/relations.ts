import { relations } from "drizzle-orm";
import {
  attributes,
  categories,
  productAttributeValues,
  productCategories,
  productFilterValues,
  productImages,
  products,
  productWebsites,
  websiteProductPrices,
} from "./catalogue";
import { couponCustomerGroups, couponCustomers, coupons, couponUses } from "./coupons";
import { addresses, customers, passwordResetTokens } from "./customers";
import { idempotencyKeys, orderLines, orderStatusHistory, orders, payments } from "./orders";
import { banners, customerGroups, websites } from "./websites";

// Relations only feed drizzle's relational queries (`db.query.products.findMany({ with: … })`);
// the foreign keys themselves are declared on the tables.

export const websitesRelations = relations(websites, ({ many }) => ({
  banners: many(banners),
  productWebsites: many(productWebsites),
}));

export const customerGroupsRelations = relations(customerGroups, ({ many }) => ({
  customers: many(customers),
  websiteProductPrices: many(websiteProductPrices),
}));

export const bannersRelations = relations(banners, ({ one }) => ({
  website: one(websites, { fields: [banners.websiteId], references: [websites.id] }),
}));

export const customersRelations = relations(customers, ({ one, many }) => ({
  website: one(websites, { fields: [customers.websiteId], references: [websites.id] }),
  customerGroup: one(customerGroups, {
    fields: [customers.customerGroupId],
    references: [customerGroups.id],
  }),
  addresses: many(addresses),
  orders: many(orders),
  passwordResetTokens: many(passwordResetTokens),
}));

export const passwordResetTokensRelations = relations(passwordResetTokens, ({ one }) => ({
  customer: one(customers, { fields: [passwordResetTokens.customerId], references: [customers.id] }),
}));

export const addressesRelations = relations(addresses, ({ one }) => ({
  customer: one(customers, { fields: [addresses.customerId], references: [customers.id] }),
}));

export const categoriesRelations = relations(categories, ({ one, many }) => ({
  parent: one(categories, {
    fields: [categories.parentId],
    references: [categories.id],
    relationName: "categoryParent",
  }),
  children: many(categories, { relationName: "categoryParent" }),
  productCategories: many(productCategories),
}));

export const productsRelations = relations(products, ({ many }) => ({
  productCategories: many(productCategories),
  productAttributeValues: many(productAttributeValues),
  productFilterValues: many(productFilterValues),
  productImages: many(productImages),
  productWebsites: many(productWebsites),
  websiteProductPrices: many(websiteProductPrices),
}));

export const productCategoriesRelations = relations(productCategories, ({ one }) => ({
  product: one(products, { fields: [productCategories.productId], references: [products.id] }),
  category: one(categories, { fields: [productCategories.categoryId], references: [categories.id] }),
}));

export const attributesRelations = relations(attributes, ({ many }) => ({
  productAttributeValues: many(productAttributeValues),
}));

export const productAttributeValuesRelations = relations(productAttributeValues, ({ one }) => ({
  product: one(products, { fields: [productAttributeValues.productId], references: [products.id] }),
  attribute: one(attributes, { fields: [productAttributeValues.attributeId], references: [attributes.id] }),
}));

export const productFilterValuesRelations = relations(productFilterValues, ({ one }) => ({
  product: one(products, { fields: [productFilterValues.productId], references: [products.id] }),
  attribute: one(attributes, { fields: [productFilterValues.attributeId], references: [attributes.id] }),
}));

export const productImagesRelations = relations(productImages, ({ one }) => ({
  product: one(products, { fields: [productImages.productId], references: [products.id] }),
}));

export const productWebsitesRelations = relations(productWebsites, ({ one }) => ({
  product: one(products, { fields: [productWebsites.productId], references: [products.id] }),
  website: one(websites, { fields: [productWebsites.websiteId], references: [websites.id] }),
}));

export const websiteProductPricesRelations = relations(websiteProductPrices, ({ one }) => ({
  product: one(products, { fields: [websiteProductPrices.productId], references: [products.id] }),
  website: one(websites, { fields: [websiteProductPrices.websiteId], references: [websites.id] }),
  customerGroup: one(customerGroups, {
    fields: [websiteProductPrices.customerGroupId],
    references: [customerGroups.id],
  }),
}));

export const couponsRelations = relations(coupons, ({ many }) => ({
  customerGroups: many(couponCustomerGroups),
  customers: many(couponCustomers),
  uses: many(couponUses),
}));

export const couponCustomerGroupsRelations = relations(couponCustomerGroups, ({ one }) => ({
  coupon: one(coupons, { fields: [couponCustomerGroups.couponId], references: [coupons.id] }),
  customerGroup: one(customerGroups, {
    fields: [couponCustomerGroups.customerGroupId],
    references: [customerGroups.id],
  }),
}));

export const couponCustomersRelations = relations(couponCustomers, ({ one }) => ({
  coupon: one(coupons, { fields: [couponCustomers.couponId], references: [coupons.id] }),
  customer: one(customers, { fields: [couponCustomers.customerId], references: [customers.id] }),
}));

export const couponUsesRelations = relations(couponUses, ({ one }) => ({
  coupon: one(coupons, { fields: [couponUses.couponId], references: [coupons.id] }),
  customer: one(customers, { fields: [couponUses.customerId], references: [customers.id] }),
  order: one(orders, { fields: [couponUses.orderId], references: [orders.id] }),
}));

export const ordersRelations = relations(orders, ({ one, many }) => ({
  website: one(websites, { fields: [orders.websiteId], references: [websites.id] }),
  customer: one(customers, { fields: [orders.customerId], references: [customers.id] }),
  lines: many(orderLines),
  statusHistory: many(orderStatusHistory),
  payments: many(payments),
}));

export const orderLinesRelations = relations(orderLines, ({ one }) => ({
  order: one(orders, { fields: [orderLines.orderId], references: [orders.id] }),
  product: one(products, { fields: [orderLines.productId], references: [products.id] }),
}));

export const orderStatusHistoryRelations = relations(orderStatusHistory, ({ one }) => ({
  order: one(orders, { fields: [orderStatusHistory.orderId], references: [orders.id] }),
}));

export const paymentsRelations = relations(payments, ({ one }) => ({
  order: one(orders, { fields: [payments.orderId], references: [orders.id] }),
}));

export const idempotencyKeysRelations = relations(idempotencyKeys, ({ one }) => ({
  customer: one(customers, { fields: [idempotencyKeys.customerId], references: [customers.id] }),
  order: one(orders, { fields: [idempotencyKeys.orderId], references: [orders.id] }),
}));
