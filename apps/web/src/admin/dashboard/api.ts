"use client";

import type { AdminDashboardDto } from "@roshni/core";
import { adminGet } from "../api/client";

export const dashboardApi = {
  get: (signal?: AbortSignal) => adminGet<AdminDashboardDto>("/dashboard", { signal }),
};
