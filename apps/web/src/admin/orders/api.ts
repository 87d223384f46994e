"use client";

import type {
  AdminDocumentDto,
  AdminOrderDetailDto,
  AdminOrderEditResultDto,
  AdminOrderListItemDto,
  AdminOrderQuoteDto,
  AdminPaymentDto,
  ClaimConfirmInput,
  ClaimRejectInput,
} from "@roshni/core";
import { type AdminListQuery, type AdminPage, adminDownload, adminGet, adminSend } from "../api/client";

/** The order's own address; every order path below starts with it. */
const orderPath = (id: number) => `/orders/${id}`;

/** The back office's calls about orders, each path written once. */
export const ordersApi = {
  list: (query: AdminListQuery, signal?: AbortSignal) =>
    adminGet<AdminPage<AdminOrderListItemDto>>("/orders", { query, signal }),
  get: (id: number, signal?: AbortSignal) => adminGet<AdminOrderDetailDto>(orderPath(id), { signal }),
  move: (id: number, body: unknown) => adminSend<unknown>("POST", `${orderPath(id)}/transitions`, body),
  recordPayment: (id: number, body: unknown) => adminSend<unknown>("POST", `${orderPath(id)}/payments`, body),
  recordRefund: (id: number, body: unknown) => adminSend<unknown>("POST", `${orderPath(id)}/refunds`, body),
  setRefundReference: (id: number, refundId: number, body: unknown) =>
    adminSend<AdminPaymentDto>("PATCH", `${orderPath(id)}/refunds/${refundId}`, body),
  confirmClaim: (id: number, claimId: number, body: ClaimConfirmInput) =>
    adminSend<unknown>("POST", `${orderPath(id)}/claims/${claimId}/confirm`, body),
  rejectClaim: (id: number, claimId: number, body: ClaimRejectInput) =>
    adminSend<unknown>("POST", `${orderPath(id)}/claims/${claimId}/reject`, body),
  issueReturn: (id: number, body: unknown) => adminSend<unknown>("POST", `${orderPath(id)}/returns`, body),
  issueCreditNote: (id: number, body: unknown) =>
    adminSend<unknown>("POST", `${orderPath(id)}/credit-notes`, body),
  issueInvoice: (id: number) => adminSend<unknown>("POST", `${orderPath(id)}/invoice`, {}),
  saveEwayBill: (id: number, body: unknown) => adminSend<unknown>("PUT", `${orderPath(id)}/eway-bill`, body),
  recordIrn: (id: number, body: unknown) => adminSend<unknown>("PUT", `${orderPath(id)}/irn`, body),
  /** The PDF of a document; a credit note by its number (an order may have several). */
  downloadDocument: (
    id: number,
    doc: { kind: AdminDocumentDto["kind"]; number?: string },
    fallbackName: string,
  ) =>
    adminDownload(
      `${orderPath(id)}/documents/${doc.kind}${doc.number === undefined ? "" : `?number=${encodeURIComponent(doc.number)}`}`,
      { fallbackName },
    ),
  editQuote: (id: number, body: unknown) =>
    adminSend<AdminOrderQuoteDto>("POST", `${orderPath(id)}/edit/quote`, body),
  edit: (id: number, body: unknown) =>
    adminSend<{ edit: AdminOrderEditResultDto; order: AdminOrderDetailDto }>(
      "POST",
      `${orderPath(id)}/edit`,
      body,
    ),
  downloadEInvoiceJson: (id: number, fallbackName: string) =>
    adminDownload(`${orderPath(id)}/e-invoice.json`, { fallbackName }),
};
