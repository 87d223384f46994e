"use client";

import type { AdminProductOptionsDto, ErrorCode } from "@roshni/core";
import { useQuery } from "@tanstack/react-query";
import { ApiError } from "@/lib/api/errors";
import { WEBSITE_ID } from "@/lib/api/request";
import { adminGet } from "../api/client";

/** The product form's pickers: attributes with their values, categories, groups, the HSN digits. */
export function useProductOptions() {
  return useQuery({
    queryKey: ["admin", "product-options"],
    queryFn: ({ signal }) => adminGet<AdminProductOptionsDto>("/products/options", { signal }),
    staleTime: 60_000,
  });
}

/**
 * Sends a file as the request body (a picture, a spreadsheet) to `/v1/admin{path}` and answers the
 * envelope's data; a refusal becomes an ApiError with the API's sentence, as every other call does.
 */
export async function adminUpload<T>(path: string, file: File, contentType?: string): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/v1/admin${path}`, {
      method: "POST",
      body: file,
      credentials: "same-origin",
      headers: {
        accept: "application/json",
        website: WEBSITE_ID,
        "content-type": contentType || file.type || "application/octet-stream",
      },
    });
  } catch (cause) {
    throw new ApiError({
      kind: "network",
      message: "The shop's server could not be reached. Please try again.",
      cause,
    });
  }
  let envelope: { ok?: boolean; data?: unknown } | null = null;
  try {
    envelope = (await response.json()) as { ok?: boolean; data?: unknown };
  } catch {
    envelope = null;
  }
  if (response.ok && envelope?.ok) return envelope.data as T;
  const error = (
    envelope?.data as { error?: { code?: ErrorCode; message?: string; fields?: Record<string, string> } }
  )?.error;
  throw new ApiError({
    kind: response.status >= 500 ? "server" : "client",
    status: response.status,
    code: error?.code,
    message: error?.message ?? "The file could not be sent. Please try again.",
    fields: error?.fields,
  });
}
