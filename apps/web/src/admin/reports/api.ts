"use client";

import type { CollectionsReportDto, SalesReportDto, UnsoldReportDto } from "@roshni/core";
import { type AdminListQuery, adminDownload, adminGet } from "../api/client";

/** The back office's calls for the owner's reports, each path written once. */
export const reportsApi = {
  sales: (query: AdminListQuery, signal?: AbortSignal) =>
    adminGet<SalesReportDto>("/reports/sales", { query, signal }),
  exportSales: (query: { groupBy: string; from?: string; to?: string }) => {
    const params = new URLSearchParams({ groupBy: query.groupBy });
    if (query.from) params.set("from", query.from);
    if (query.to) params.set("to", query.to);
    return adminDownload(`/reports/sales/export?${params.toString()}`, {
      fallbackName: `sales-by-${query.groupBy}.csv`,
    });
  },
  collections: (query: AdminListQuery, signal?: AbortSignal) =>
    adminGet<CollectionsReportDto>("/reports/collections", { query, signal }),
  unsold: (query: AdminListQuery, signal?: AbortSignal) =>
    adminGet<UnsoldReportDto>("/reports/unsold-products", { query, signal }),
};
