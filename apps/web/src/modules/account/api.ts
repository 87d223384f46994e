"use client";

import type { Order } from "@/lib/api";
import { clientApi } from "@/lib/api/client";

/** `PUT /customer/password` answers a fresh token: the change revokes every token issued before it. */
export interface PasswordChanged {
  token: string;
}

/** One entry of an order's status history, when the API sends it with the order. */
export interface OrderStatusEntry {
  status: Order["status"];
  note?: string | null;
  createdAt: string;
}

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

function isStatusEntry(value: unknown): value is OrderStatusEntry {
  if (typeof value !== "object" || value === null) return false;
  const entry = value as Record<string, unknown>;
  return typeof entry.status === "string" && typeof entry.createdAt === "string";
}

/**
 * The order's status history, oldest first. The API sends it as `statusHistory`; an answer without it
 * still has one dated fact: the order was placed at `createdAt` (its current status is shown beside it).
 */
export function statusHistoryOf(order: Order): OrderStatusEntry[] {
  const raw = (order as Order & { statusHistory?: unknown }).statusHistory;
  if (Array.isArray(raw)) {
    const entries = raw.filter(isStatusEntry);
    if (entries.length > 0)
      return [...entries].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
  }
  const placed: OrderStatusEntry = { status: "placed", createdAt: order.createdAt };
  return [placed];
}
