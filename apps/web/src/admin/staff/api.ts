"use client";

import type { StaffAccountDto, StaffAccountListDto, StaffPatchInput } from "@roshni/core";
import { adminGet, adminSend } from "../api/client";

export const staffApi = {
  list: (signal?: AbortSignal) => adminGet<StaffAccountListDto>("/staff", { signal }),
  create: (body: unknown) => adminSend<StaffAccountDto>("POST", "/staff", body),
  update: (id: number, body: StaffPatchInput) => adminSend<StaffAccountDto>("PATCH", `/staff/${id}`, body),
  resetPassword: (id: number) => adminSend<StaffAccountDto>("POST", `/staff/${id}/password/reset`),
  resetMfa: (id: number) => adminSend<unknown>("POST", `/staff/${id}/mfa/reset`),
};
