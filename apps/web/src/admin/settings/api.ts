"use client";

import type { AdminShopSettingsDto, AdminShopSettingsInput } from "@roshni/core";
import { adminGet, adminSend } from "../api/client";

export const settingsApi = {
  get: (signal?: AbortSignal) => adminGet<AdminShopSettingsDto>("/settings", { signal }),
  save: (body: AdminShopSettingsInput) => adminSend<AdminShopSettingsDto>("PUT", "/settings", body),
};
