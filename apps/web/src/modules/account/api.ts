"use client";

import type { Order } from "@/lib/api";
import { clientApi } from "@/lib/api/client";

/** `PUT /customer/password` answers a fresh token: the change revokes every token issued before it. */
export interface PasswordChanged {
  token: string;
}

/** One step of an order's status history, as the API sends it (core's `orderStatusEntrySchema`). */
export type OrderStatusEntry = NonNullable<Order["statusHistory"]>[number];

/** Order pages hold this many orders (the API's default page of GET /order). */
export const ORDERS_PER_PAGE = 10;
/** The dashboard shows the newest few. */
export const RECENT_ORDERS = 3;

/** Account calls whose answers the shared client does not type the way the API sends them. */
export const accountApi = {
  changePassword: (body: { currentPassword: string; newPassword: string }) =>
    clientApi.request<PasswordChanged>("/customer/password", { method: "PUT", body }),
  ordersPage: (page: number, limit = ORDERS_PER_PAGE) =>
    clientApi.orders({ skip: (page - 1) * limit, limit }),
};

/**
 * The order's status history, oldest first. The API sends it as `statusHistory`; API.md's Order does not
 * promise it, so an answer without it still has one dated fact: the order was placed at `createdAt`.
 */
export function statusHistoryOf(order: Order): OrderStatusEntry[] {
  const history = order.statusHistory ?? [];
  if (history.length === 0) return [{ status: "placed", createdAt: order.createdAt }];
  // Stable sort: steps of the same instant keep the API's order.
  return [...history].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
}
