import type {
  AccountPaymentVerifiedDto,
  OnlinePaymentOptionsDto,
  OnlinePaymentStartDto,
  OnlinePaymentVerifiedDto,
  OnlinePaymentVerifyInput,
  OrderChangeRequestDto,
  OrderChangeRequestInput,
  QuickOrderParse,
  QuickOrderResolveBody,
  QuickOrderResolveDto,
  RequisitionListDto,
  RequisitionListLineInput,
  RequisitionListsDto,
  SharedRequisitionListDto,
} from "@roshni/core";
import { DEMO_LIST_LIMIT, LATEST_LIMIT, STOREFRONT_CACHE_TAGS, SUGGESTIONS_SHOWN } from "@roshni/core";
import { ApiError } from "./errors";
import type { Requester } from "./request";
import type {
  Address,
  AddressBody,
  AddressPatch,
  AuthResult,
  Banner,
  BlogPage,
  BlogPost,
  Category,
  Coupon,
  Customer,
  CustomerPatch,
  Image,
  LoginBody,
  Order,
  OrderBody,
  OrderPage,
  PasswordChange,
  PaymentClaim,
  PaymentClaimBody,
  PaymentStatus,
  Product,
  ProductFilters,
  ProductList,
  ProductListQuery,
  Quote,
  QuoteBody,
  RegisterBody,
  ResetPasswordBody,
  SavedLists,
  SavedListsBody,
  ShopSettings,
} from "./types";

/**
 * The storefront's server keeps GET /settings and GET /category for a minute (lib/api/server.ts) under
 * these tags; the API's `storefront.revalidate` job expires them through POST /api/revalidate when the
 * owner saves the settings or the catalogue changes, so the next page shows them.
 */
export const SHOP_SETTINGS_CACHE_TAG = STOREFRONT_CACHE_TAGS.settings;
export const CATALOGUE_CACHE_TAG = STOREFRONT_CACHE_TAGS.catalogue;

/** Image paths are made from storage keys (SPEC.md section 7); the API's own path wins when present. */
export function storagePath(key: string): string {
  return `/storage/${key.split("/").map(encodeURIComponent).join("/")}`;
}

/**
 * The small (list) version the storage keeps beside each image: '-400' before the extension
 * ('/storage/products/a-1.webp' → '/storage/products/a-1-400.webp'); 400 × 400 for products, 960 wide for banners.
 */
export function listImagePath(path: string): string {
  const dot = path.lastIndexOf(".");
  const slash = path.lastIndexOf("/");
  return dot <= slash + 1 ? `${path}-400` : `${path.slice(0, dot)}-400${path.slice(dot)}`;
}

function withImagePaths(product: Product): Product {
  return {
    ...product,
    images: product.images.map((image: Image) => ({ ...image, path: image.path || storagePath(image.key) })),
  };
}

function listQuery(query: ProductListQuery) {
  return {
    skip: query.skip,
    limit: query.limit,
    search: query.search?.trim() || undefined,
    categories: query.categories?.length ? query.categories.join(",") : undefined,
    attributes: query.attributes,
    sort: query.sort && query.sort !== "default" ? query.sort : undefined,
    priceMin: query.priceMin,
    priceMax: query.priceMax,
  };
}

/** Every call of SPEC.md section 7 and API.md, typed, over one requester (server or browser). */
export function createApi(request: Requester) {
  /**
   * The product page's lookup: `null` only when the shop has no such product (404). An API that fails or
   * cannot be reached throws, so the page shows the shop's error page (status 500), not a 404 that would
   * tell a buyer, and a search engine, that a live product is gone.
   */
  const productOrMissing = async (slug: string, signal?: AbortSignal): Promise<Product | null> => {
    try {
      return withImagePaths(await request<Product>(`/product/${encodeURIComponent(slug)}`, { signal }));
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    }
  };
  return {
    request,

    // Catalogue
    categories: (signal?: AbortSignal) =>
      request<Category[]>("/category", { signal, tags: [CATALOGUE_CACHE_TAG] }),
    category: (id: number) => request<Category>(`/category/${id}`),
    products: async (query: ProductListQuery = {}, signal?: AbortSignal): Promise<ProductList> => {
      const list = await request<ProductList>("/product", { query: listQuery(query), signal });
      return { items: list.items.map(withImagePaths), total: list.total };
    },
    latestProducts: async (categoryId?: number): Promise<Product[]> => {
      const list = await request<ProductList>("/product", {
        query: { limit: LATEST_LIMIT, categories: categoryId, sort: "newest" },
      });
      return list.items.map(withImagePaths);
    },
    /** Facet counts among the same filters as the list (each facet counted without its own choice). */
    productFilters: (
      query: Pick<ProductListQuery, "categories" | "search" | "attributes" | "priceMin" | "priceMax"> = {},
      signal?: AbortSignal,
    ) =>
      request<ProductFilters>("/product/filters", {
        query: {
          categories: query.categories?.length ? query.categories.join(",") : undefined,
          search: query.search?.trim() || undefined,
          attributes: query.attributes?.length ? query.attributes : undefined,
          priceMin: query.priceMin,
          priceMax: query.priceMax,
        },
        signal,
      }),
    randomProducts: async (categoryId: number, limit = DEMO_LIST_LIMIT): Promise<Product[]> =>
      (await request<Product[]>("/product/random", { query: { categoryId, limit } })).map(withImagePaths),
    suggestions: async (
      search: string,
      options: { limit?: number; categoryId?: number; signal?: AbortSignal } = {},
    ): Promise<Product[]> =>
      (
        await request<Product[]>("/product/suggestions", {
          query: { search, limit: options.limit ?? SUGGESTIONS_SHOWN, categoryId: options.categoryId },
          signal: options.signal,
        })
      ).map(withImagePaths),
    /** A missing or failing product is `null` (SPEC.md section 7), never an exception. */
    productBySlug: (slug: string, signal?: AbortSignal): Promise<Product | null> =>
      productOrMissing(slug, signal).catch(() => null),
    productOrMissing,

    // Content
    banners: async (): Promise<Banner[]> =>
      (await request<Banner[]>("/website/banner")).map((banner) => ({
        ...banner,
        path: banner.path || storagePath(banner.key),
      })),
    settings: () => request<ShopSettings>("/settings", { tags: [SHOP_SETTINGS_CACHE_TAG] }),
    blogPosts: (query: { skip?: number; limit?: number } = {}) => request<BlogPage>("/blog/posts", { query }),
    blogPost: (slug: string) => request<BlogPost>(`/blog/posts/${encodeURIComponent(slug)}`),

    // Customer
    register: (body: RegisterBody) => request<AuthResult>("/customer/register", { method: "POST", body }),
    login: (body: LoginBody) => request<AuthResult>("/customer/login", { method: "POST", body }),
    /** Revokes the token the request is sent with. */
    logout: () => request<Record<string, never>>("/customer/logout", { method: "POST" }),
    forgotPassword: (body: { email: string }) =>
      request<Record<string, never>>("/customer/password/forgot", { method: "POST", body }),
    resetPassword: (body: ResetPasswordBody) =>
      request<Record<string, never>>("/customer/password/reset", { method: "POST", body }),
    customer: (signal?: AbortSignal) => request<Customer>("/customer", { signal }),
    updateCustomer: (body: CustomerPatch) => request<Customer>("/customer", { method: "PATCH", body }),
    changePassword: (body: PasswordChange) =>
      request<Record<string, never>>("/customer/password", { method: "PUT", body }),

    // Addresses
    addresses: () => request<Address[]>("/customer/address"),
    address: (id: number) => request<Address>(`/customer/address/${id}`),
    createAddress: (body: AddressBody) => request<Address>("/customer/address", { method: "POST", body }),
    updateAddress: (id: number, body: AddressPatch) =>
      request<Address>(`/customer/address/${id}`, { method: "PATCH", body }),
    deleteAddress: (id: number) => request<unknown>(`/customer/address/${id}`, { method: "DELETE" }),

    // Coupons: the signed-in path lets the server apply per-customer limits (SPEC.md section 7).
    coupon: (code: string, signedIn: boolean, signal?: AbortSignal) =>
      request<Coupon>(`${signedIn ? "/coupons/auth/" : "/coupons/"}${encodeURIComponent(code)}`, { signal }),

    // Orders
    quote: (body: QuoteBody, signal?: AbortSignal) =>
      request<Quote>("/order/quote", { method: "POST", body, signal }),
    placeOrder: (body: OrderBody, idempotencyKey: string) =>
      request<Order>("/order", { method: "POST", body, headers: { "idempotency-key": idempotencyKey } }),
    orders: (query: { skip?: number; limit?: number } = {}) => request<OrderPage>("/order", { query }),
    order: (id: number | string) => request<Order>(`/order/${id}`),
    paymentStatus: (id: number | string, signal?: AbortSignal) =>
      request<PaymentStatus>(`/order/${id}/payment/status`, { signal }),
    /** The buyer's own "I paid, here is the UTR" messages for an order, newest first. */
    paymentClaims: (id: number | string, signal?: AbortSignal) =>
      request<PaymentClaim[]>(`/order/${id}/payment/claims`, { signal }),
    claimPayment: (id: number | string, body: PaymentClaimBody) =>
      request<PaymentClaim>(`/order/${id}/payment/claims`, { method: "POST", body }),
    /** The buyer's requests to change an order before dispatch, newest first, and sending one. */
    changeRequests: (id: number | string, signal?: AbortSignal) =>
      request<OrderChangeRequestDto[]>(`/order/${id}/change-requests`, { signal }),
    requestChange: (id: number | string, body: OrderChangeRequestInput) =>
      request<OrderChangeRequestDto>(`/order/${id}/change-requests`, { method: "POST", body }),
    /** Online payment: whether it is offered, starting one for the amount due, and the checkout's callback. */
    onlinePaymentOptions: (signal?: AbortSignal) =>
      request<OnlinePaymentOptionsDto>("/payment/online/options", { signal }),
    startOnlinePayment: (id: number | string) =>
      request<OnlinePaymentStartDto>(`/order/${id}/payment/online`, { method: "POST", body: {} }),
    verifyOnlinePayment: (body: OnlinePaymentVerifyInput) =>
      request<OnlinePaymentVerifiedDto>("/payment/online/verify", { method: "POST", body }),
    /** Paying the account's outstanding online: the server's amount, the whole or the orders named. */
    startAccountPayment: (body: { orderIds?: number[] } = {}) =>
      request<OnlinePaymentStartDto>("/customer/credit/payment/online", { method: "POST", body }),
    verifyAccountPayment: (body: OnlinePaymentVerifyInput) =>
      request<AccountPaymentVerifiedDto>("/customer/credit/payment/online/verify", { method: "POST", body }),

    // A signed-in buyer's cart, wish list and compare list kept on the server.
    savedLists: (signal?: AbortSignal) => request<SavedLists>("/customer/saved", { signal }),
    saveLists: (body: SavedListsBody, signal?: AbortSignal) =>
      request<SavedLists>("/customer/saved", { method: "PUT", body, signal }),
    mergeLists: (body: SavedListsBody, signal?: AbortSignal) =>
      request<SavedLists>("/customer/saved/merge", { method: "POST", body, signal }),

    // Quick order and "Order again"
    quickOrderResolve: (body: QuickOrderResolveBody, signal?: AbortSignal) =>
      request<QuickOrderResolveDto>("/quick-order/resolve", { method: "POST", body, signal }),
    quickOrderSheet: (file: Blob, fileName: string) =>
      request<QuickOrderParse>("/quick-order/sheet", { method: "POST", body: file, query: { fileName } }),

    // Requisition lists: a signed-in buyer's named lists, and a list opened by its share link
    requisitionLists: (signal?: AbortSignal) => request<RequisitionListsDto>("/customer/lists", { signal }),
    requisitionList: (id: number, signal?: AbortSignal) =>
      request<RequisitionListDto>(`/customer/lists/${id}`, { signal }),
    createRequisitionList: (body: { name: string; lines?: RequisitionListLineInput[] }) =>
      request<RequisitionListDto>("/customer/lists", { method: "POST", body }),
    renameRequisitionList: (id: number, name: string) =>
      request<RequisitionListDto>(`/customer/lists/${id}`, { method: "PATCH", body: { name } }),
    deleteRequisitionList: (id: number) => request<unknown>(`/customer/lists/${id}`, { method: "DELETE" }),
    addRequisitionListLines: (id: number, lines: RequisitionListLineInput[]) =>
      request<RequisitionListDto>(`/customer/lists/${id}/lines`, { method: "POST", body: { lines } }),
    setRequisitionListQuantity: (id: number, productId: number, quantity: number) =>
      request<RequisitionListDto>(`/customer/lists/${id}/lines/${productId}`, {
        method: "PUT",
        body: { quantity },
      }),
    removeRequisitionListLine: (id: number, productId: number) =>
      request<RequisitionListDto>(`/customer/lists/${id}/lines/${productId}`, { method: "DELETE" }),
    shareRequisitionList: (id: number) =>
      request<RequisitionListDto>(`/customer/lists/${id}/share`, { method: "POST", body: {} }),
    unshareRequisitionList: (id: number) =>
      request<RequisitionListDto>(`/customer/lists/${id}/share`, { method: "DELETE" }),
    requisitionListToCart: (id: number, productIds?: number[]) =>
      request<QuickOrderResolveDto>(`/customer/lists/${id}/cart`, {
        method: "POST",
        body: productIds ? { productIds } : {},
      }),
    sharedRequisitionList: (token: string, signal?: AbortSignal) =>
      request<SharedRequisitionListDto>(`/lists/shared/${encodeURIComponent(token)}`, { signal }),
    copySharedRequisitionList: (token: string) =>
      request<RequisitionListDto>(`/customer/lists/shared/${encodeURIComponent(token)}/copy`, {
        method: "POST",
        body: {},
      }),
  };
}

export type Api = ReturnType<typeof createApi>;
