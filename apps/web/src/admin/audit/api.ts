"use client";

import type { AuditEntryDto } from "@roshni/core";
import { type AdminListQuery, type AdminPage, adminGet } from "../api/client";

export const auditApi = {
  list: (query: AdminListQuery, signal?: AbortSignal) =>
    adminGet<AdminPage<AuditEntryDto>>("/audit", { query, signal }),
};
