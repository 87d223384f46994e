"use client";

import type {
  AddressDto,
  AdminCustomerDetailDto,
  AdminOrderDetailDto,
  AdminOrderDraftDto,
  AdminOrderDraftListDto,
  AdminOrderQuoteDto,
} from "@roshni/core";
import { adminGet, adminSend } from "../api/client";

/** The order desk's calls (`POST /v1/admin/orders` and its drafts), each path written once. */
export const deskApi = {
  quote: (body: unknown) => adminSend<AdminOrderQuoteDto>("POST", "/orders/quote", body),
  place: (body: unknown, idempotencyKey: string) =>
    adminSend<AdminOrderDetailDto>("POST", "/orders", body, { "idempotency-key": idempotencyKey }),
  saveDraft: (body: unknown, draftId: number | null) =>
    draftId === null
      ? adminSend<AdminOrderDraftDto>("POST", "/orders", { ...(body as object), draft: true })
      : adminSend<AdminOrderDraftDto>("PUT", `/order-drafts/${draftId}`, body),
  drafts: (signal?: AbortSignal) => adminGet<AdminOrderDraftListDto>("/order-drafts", { signal }),
  draft: (id: number, signal?: AbortSignal) =>
    adminGet<AdminOrderDraftDto>(`/order-drafts/${id}`, { signal }),
  deleteDraft: (id: number) => adminSend<unknown>("DELETE", `/order-drafts/${id}`),
  addBuyer: (body: unknown) => adminSend<AdminCustomerDetailDto>("POST", "/customers", body),
  addAddress: (customerId: number, body: unknown) =>
    adminSend<AddressDto>("POST", `/customers/${customerId}/addresses`, body),
};
