"use client";

import type { AdminQuoteDto, AdminQuotePageDto } from "@roshni/core";
import { type AdminListQuery, adminDownload, adminGet, adminSend } from "../api/client";

export const quotesApi = {
  list: (query: AdminListQuery, signal?: AbortSignal) =>
    adminGet<AdminQuotePageDto>("/quotes", { query, signal }),
  detail: (id: number, signal?: AbortSignal) => adminGet<AdminQuoteDto>(`/quotes/${id}`, { signal }),
  offer: (
    id: number,
    body: {
      lines: { lineId: number; price: number }[];
      validUntil: string;
      shipping?: number;
      packing?: number;
      message?: string;
    },
  ) => adminSend<AdminQuoteDto>("POST", `/quotes/${id}/offer`, body),
  pdf: (id: number, number: string) => adminDownload(`/quotes/${id}/pdf`, { fallbackName: `${number}.pdf` }),
};
