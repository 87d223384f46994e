"use client";

import type { DispatchQueueDto, DispatchStage } from "@roshni/core";
import { adminDownload, adminGet } from "../api/client";

export const dispatchApi = {
  queue: (filters: { stage?: DispatchStage | ""; search?: string }, signal?: AbortSignal) => {
    const query = new URLSearchParams();
    if (filters.stage) query.set("stage", filters.stage);
    if (filters.search) query.set("q", filters.search);
    const text = query.toString();
    return adminGet<DispatchQueueDto>(`/dispatch/queue${text ? `?${text}` : ""}`, { signal });
  },
  packingSlip: (orderId: number, orderNumber: string) =>
    adminDownload(`/orders/${orderId}/packing-slip.pdf`, { fallbackName: `packing-slip-${orderNumber}.pdf` }),
  invoice: (orderId: number, orderNumber: string) =>
    adminDownload(`/orders/${orderId}/invoice.pdf`, { fallbackName: `invoice-${orderNumber}.pdf` }),
};
