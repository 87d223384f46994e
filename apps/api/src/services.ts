import type { Db } from "./db/client";
import type { Env } from "./env";
import type { JobQueue } from "./jobs/queue";
import type { FileStorage } from "./lib/file-storage";
import { whatsAppClientFromEnv } from "./lib/whatsapp";
import { createCategoriesAdmin } from "./modules/admin-catalogue/categories-admin";
import { createCouponsAdmin } from "./modules/admin-catalogue/coupons-admin";
import { createProductImports } from "./modules/admin-catalogue/imports";
import { createProductImages } from "./modules/admin-catalogue/product-images";
import { createProductsAdmin } from "./modules/admin-catalogue/products";
import { createVolumePricesAdmin } from "./modules/admin-catalogue/volume-prices";
import type { CatalogueSearch } from "./modules/catalogue/search/catalogue-search";
import { createCatalogueService } from "./modules/catalogue/service";
import { createBannersAdmin } from "./modules/content/banners-admin";
import { createBlogAdmin } from "./modules/content/blog-admin";
import { createAdminCustomers } from "./modules/customers/admin";
import { createBuyerInvites } from "./modules/customers/buyer-invite";
import { createCustomerService } from "./modules/customers/service";
import { createDashboard } from "./modules/dashboard/service";
import { createDispatchQueue } from "./modules/dispatch/queue";
import { createShipments } from "./modules/dispatch/shipments";
import { createGstAdmin, createOrderDocuments } from "./modules/documents/admin";
import { createDocumentFiles } from "./modules/documents/render";
import { createGatewayConfig } from "./modules/gateway/config";
import { createOnlinePayments } from "./modules/gateway/service";
import { createAdminOrders } from "./modules/orders/admin-orders";
import { createBuyerOrders } from "./modules/orders/buyer-orders";
import { createOrderDesk } from "./modules/orders/order-desk";
import { createOrderChangeRequests, createOrderEdit } from "./modules/orders/order-edit";
import { createOrderPayments } from "./modules/orders/payments";
import { createPlaceOrder } from "./modules/orders/place-order";
import { createOrderTransitions } from "./modules/orders/transitions";
import { createQuickOrderService } from "./modules/quick-order/service";
import { createQuotes } from "./modules/quotes/service";
import { createPaymentReminders } from "./modules/receivables/reminders";
import { createReceivables } from "./modules/receivables/service";
import { createReports } from "./modules/reports/service";
import { createRequisitionListsService } from "./modules/requisition-lists/service";
import { createSavedListsService } from "./modules/saved-lists/service";
import { createSettingsAdmin } from "./modules/settings/admin";
import { createGstRatesAdmin } from "./modules/settings/gst-rates";
import { createStaffPasswords } from "./modules/staff/passwords";
import { createStaffService } from "./modules/staff/service";

/** The window of RATE_LIMIT_ACCOUNT_FAILURES: failed sign-ins per account. */
const ACCOUNT_FAILURE_WINDOW_MS = 15 * 60 * 1000;

/**
 * The composition root: every service of the API is built here, once, and handed to both route sets,
 * the store API (`/v1`) and the back office (`/v1/admin`). A staff write reaches what the storefront
 * keeps in memory through these same instances (a cancellation that returns stock clears the catalogue's
 * cached pages), never through a second copy.
 */
export function createServices(deps: {
  env: Env;
  db: Db;
  catalogueSearch: CatalogueSearch;
  /** Where files go: GST documents (PDF) under `documents/`, images, import files. */
  fileStorage: FileStorage;
  /** Where writers emit their events (inside their transaction). */
  jobs: JobQueue;
}) {
  const { env, db, catalogueSearch, fileStorage, jobs } = deps;
  const publicWebUrl = env.PUBLIC_WEB_URL;

  const catalogue = createCatalogueService(db, {
    search: catalogueSearch,
    aggregateCacheMs: env.CATALOGUE_CACHE_SECONDS * 1000,
  });
  const customers = createCustomerService({
    db,
    jwtSecret: env.JWT_SECRET,
    jwtTtlSeconds: env.JWT_TTL,
    publicWebUrl,
    jobs,
    accountFailures: env.RATE_LIMIT_ENABLED
      ? { max: env.RATE_LIMIT_ACCOUNT_FAILURES, windowMs: ACCOUNT_FAILURE_WINDOW_MS }
      : null,
  });
  const savedLists = createSavedListsService(db, catalogue);
  const quickOrder = createQuickOrderService(db, catalogue);
  const requisitionLists = createRequisitionListsService(db, quickOrder);
  // Orders number their GST documents through this; the PDFs are rendered after the commit
  // (`document.render` in the handler table) or on the first download (documentFiles).
  const orderDocuments = createOrderDocuments({ jobs });
  const documentFiles = createDocumentFiles({ db, storage: fileStorage });
  const placeOrder = createPlaceOrder({ db, catalogue, publicWebUrl, documents: orderDocuments, jobs });
  const buyerOrders = createBuyerOrders({ db, documents: orderDocuments, jobs });
  const orderPayments = createOrderPayments({ db, publicWebUrl, jobs });
  const orderTransitions = createOrderTransitions({
    db,
    publicWebUrl,
    onStockChanged: () => catalogue.clearCaches(),
    documents: orderDocuments,
    jobs,
  });
  const whatsappConfigured = whatsAppClientFromEnv(env) !== null;
  const adminOrders = createAdminOrders({ db, documents: orderDocuments, publicWebUrl, whatsappConfigured });
  const adminCustomers = createAdminCustomers({ db, publicWebUrl, jobs, whatsappConfigured });
  const orderDesk = createOrderDesk({ db, placeOrder });
  const orderEdit = createOrderEdit({
    db,
    placeOrder,
    documents: orderDocuments,
    jobs,
    onStockChanged: () => catalogue.clearCaches(),
  });
  const orderChangeRequests = createOrderChangeRequests({ db, jobs });
  const buyerInvites = createBuyerInvites({ db, publicWebUrl, jobs });
  const dashboard = createDashboard({ db });
  const receivables = createReceivables({ db });
  const reports = createReports({ db });
  const paymentReminders = createPaymentReminders({ db, jobs, publicWebUrl, receivables });
  const gstAdmin = createGstAdmin({ db, jobs, files: documentFiles, publicWebUrl });
  const dispatchQueue = createDispatchQueue({ db });
  const shipments = createShipments({ db, jobs, onStockChanged: () => catalogue.clearCaches() });
  const staff = createStaffService({
    db,
    jwtSecret: env.JWT_SECRET,
    sessionTtlSeconds: env.STAFF_SESSION_TTL,
    mfaRequired: env.STAFF_MFA_REQUIRED,
    maxFailures: env.STAFF_LOGIN_MAX_FAILURES,
  });
  const staffPasswords = createStaffPasswords({ db, publicWebUrl, jobs });

  // Catalogue writes by staff clear this process's cached pages, totals and facets at once, and raise the
  // catalogue's version with the products they changed: this process re-indexes those products before
  // the write answers, other processes within CATALOGUE_SYNC_MS (clearing their caches too); a write
  // that names no products rebuilds the whole index. The storefront's pages follow by a job.
  const onCatalogueChanged = async (productIds?: readonly number[]) => {
    catalogue.clearCaches();
    // The write is committed: a failed re-index must not turn it into an error. The search reports it
    // (onError) and keeps answering from the previous index until the next change.
    await catalogueSearch.onProductsChanged(productIds).catch(() => undefined);
    await jobs
      .emit(db, { type: "catalogue.changed", ...(productIds ? { productIds: [...productIds] } : {}) })
      .catch(() => undefined);
  };
  const productsAdmin = createProductsAdmin({ db, onCatalogueChanged });
  const productImages = createProductImages({ db, storage: fileStorage, onCatalogueChanged });
  const productImports = createProductImports({ db, storage: fileStorage, onCatalogueChanged, jobs });
  const categoriesAdmin = createCategoriesAdmin({ db, onCatalogueChanged });
  const couponsAdmin = createCouponsAdmin({ db });
  const settingsAdmin = createSettingsAdmin({ db, jobs });
  const gstRatesAdmin = createGstRatesAdmin({ db });
  const bannersAdmin = createBannersAdmin({ db, storage: fileStorage });
  const blogAdmin = createBlogAdmin({ db, storage: fileStorage });
  const gatewayConfig = createGatewayConfig({ db, env });
  const onlinePayments = createOnlinePayments({ db, env, jobs, config: gatewayConfig });
  const volumePricesAdmin = createVolumePricesAdmin({ db, onCatalogueChanged });
  const quotes = createQuotes({ db, placeOrder, jobs, onStockChanged: () => catalogue.clearCaches() });

  return {
    jobs,
    documentFiles,
    catalogue,
    fileStorage,
    productsAdmin,
    productImages,
    productImports,
    categoriesAdmin,
    couponsAdmin,
    settingsAdmin,
    gstRatesAdmin,
    bannersAdmin,
    blogAdmin,
    customers,
    savedLists,
    quickOrder,
    requisitionLists,
    placeOrder,
    buyerOrders,
    orderPayments,
    orderTransitions,
    adminOrders,
    adminCustomers,
    dashboard,
    gstAdmin,
    staff,
    staffPasswords,
    gatewayConfig,
    onlinePayments,
    receivables,
    orderDesk,
    buyerInvites,
    volumePricesAdmin,
    reports,
    paymentReminders,
    orderEdit,
    orderChangeRequests,
    dispatchQueue,
    shipments,
    quotes,
  };
}

export type Services = ReturnType<typeof createServices>;
