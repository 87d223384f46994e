"use client";

import type { GstInvoiceRowDto, Gstr1Table } from "@roshni/core";
import { adminDownload, adminGet } from "../api/client";

export const gstApi = {
  invoices: (month: string, signal?: AbortSignal) =>
    adminGet<{ items: GstInvoiceRowDto[] }>(`/gst/invoices?month=${month}`, { signal }),
  downloadGstr1: (month: string, table: Gstr1Table, fallbackName: string) =>
    adminDownload(`/gst/gstr1?month=${month}&table=${table}`, { fallbackName }),
  downloadEwayBills: (invoices: unknown, fallbackName: string, again = false) =>
    adminDownload("/gst/eway-bill", {
      method: "POST",
      body: again ? { invoices, again: true } : { invoices },
      fallbackName,
    }),
};
