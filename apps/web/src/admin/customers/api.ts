"use client";

import type {
  AdminCustomerDetailDto,
  AdminCustomerListItemDto,
  AdminCustomerPatchInput,
  customerGroupRefSchema,
} from "@roshni/core";
import type { z } from "zod";
import { type AdminListQuery, type AdminPage, adminGet, adminSend } from "../api/client";

/** The back office's calls about buyers and their groups, each path written once. */
export const customersApi = {
  list: (query: AdminListQuery, signal?: AbortSignal) =>
    adminGet<AdminPage<AdminCustomerListItemDto>>("/customers", { query, signal }),
  get: (id: number, signal?: AbortSignal) => adminGet<AdminCustomerDetailDto>(`/customers/${id}`, { signal }),
  update: (id: number, body: AdminCustomerPatchInput) =>
    adminSend<AdminCustomerDetailDto>("PATCH", `/customers/${id}`, body),
  groups: (signal?: AbortSignal) =>
    adminGet<{ items: z.infer<typeof customerGroupRefSchema>[] }>("/customer-groups", { signal }),
};
