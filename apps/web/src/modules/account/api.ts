"use client";

import type { BuyerAccountDto, DocumentKindDto, StatementMailDto } from "@roshni/core";
import type { Order } from "@/lib/api";
import { WEBSITE_ID } from "@/lib/api";
import { clientApi, handleUnauthorized, readStoredToken } from "@/lib/api/client";

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
  credit: (signal?: AbortSignal) => clientApi.request<BuyerAccountDto>("/customer/credit", { signal }),
  /** The statement of a period mailed to the buyer's own address (a job renders and sends it). */
  mailStatement: (period: { from?: string; to?: string }) =>
    clientApi.request<StatementMailDto>("/customer/statement/mail", { method: "POST", body: period }),
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

/**
 * Downloads one of the order's GST documents (`GET /v1/order/{id}/documents/{kind}`): the bearer token
 * goes in the header, so the PDF is fetched and handed to the browser as a file. Throws the API's
 * message when it is refused (not issued yet, not found).
 */
export async function downloadOrderDocument(
  orderId: number,
  kind: DocumentKindDto,
  number?: string,
): Promise<void> {
  const query = number ? `?number=${encodeURIComponent(number)}` : "";
  await downloadPdf(`/v1/order/${orderId}/documents/${kind}${query}`, `${kind}-${orderId}.pdf`);
}

/** The buyer's own statement of account for a period (`GET /v1/customer/statement`), as a PDF file. */
export async function downloadStatement(period: { from?: string; to?: string }): Promise<void> {
  const query = new URLSearchParams();
  if (period.from) query.set("from", period.from);
  if (period.to) query.set("to", period.to);
  const text = query.toString();
  await downloadPdf(`/v1/customer/statement${text ? `?${text}` : ""}`, "statement.pdf");
}

async function downloadPdf(path: string, fallbackName: string): Promise<void> {
  const token = readStoredToken();
  const res = await fetch(path, {
    headers: { website: WEBSITE_ID, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  if (res.status === 401) handleUnauthorized();
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { data?: { error?: { message?: string } } } | null;
    throw new Error(body?.data?.error?.message ?? `HTTP ${res.status}`);
  }
  const disposition = res.headers.get("content-disposition") ?? "";
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await res.blob());
  try {
    const link = document.createElement("a");
    link.href = url;
    link.download = filename;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
