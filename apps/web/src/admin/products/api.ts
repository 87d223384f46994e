"use client";

import type {
  AdminProductDto,
  AdminProductListItemDto,
  AdminProductOptionsDto,
  ImportJobDto,
} from "@roshni/core";
import { useQuery } from "@tanstack/react-query";
import {
  type AdminListQuery,
  type AdminPage,
  adminDownload,
  adminGet,
  adminSend,
  adminUpload,
} from "../api/client";
import { adminKeys } from "../api/query-keys";

/** The product form's pickers: attributes with their values, categories, groups, the HSN digits. */
export function useProductOptions() {
  return useQuery({
    queryKey: adminKeys.productOptions,
    queryFn: ({ signal }) => productsApi.options(signal),
    staleTime: 60_000,
  });
}

/** The back office's calls about products and their imports, each path written once. */
export const productsApi = {
  list: (query: AdminListQuery, signal?: AbortSignal) =>
    adminGet<AdminPage<AdminProductListItemDto>>("/products", { query, signal }),
  get: (id: number, signal?: AbortSignal) => adminGet<AdminProductDto>(`/products/${id}`, { signal }),
  options: (signal?: AbortSignal) => adminGet<AdminProductOptionsDto>("/products/options", { signal }),
  create: (body: unknown) => adminSend<AdminProductDto>("POST", "/products", body),
  update: (id: number, body: unknown) => adminSend<AdminProductDto>("PATCH", `/products/${id}`, body),
  quickEdit: (rows: unknown) => adminSend<{ updated: number }>("PATCH", "/products", { rows }),
  uploadImage: (id: number, file: File) => adminUpload<AdminProductDto>(`/products/${id}/images`, file),
  orderImages: (id: number, imageIds: number[]) =>
    adminSend<AdminProductDto>("PUT", `/products/${id}/images/order`, { imageIds }),
  removeImage: (id: number, imageId: number) =>
    adminSend<unknown>("DELETE", `/products/${id}/images/${imageId}`),
  /** Downloads the spreadsheet of the list (`format`, and the list's filters). */
  exportFile: (query: string, fallbackName: string) =>
    adminDownload(`/products/export?${query}`, { fallbackName }),
  startImport: (file: File, contentType: string) =>
    adminUpload<ImportJobDto>(
      `/products/import?dryRun=true&fileName=${encodeURIComponent(file.name)}`,
      file,
      contentType,
    ),
  importJob: (id: number, signal?: AbortSignal) => adminGet<ImportJobDto>(`/imports/${id}`, { signal }),
  applyImport: (id: number) => adminSend<ImportJobDto>("POST", `/imports/${id}/apply`),
};
