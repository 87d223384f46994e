"use client";

import type { MfaSetupDto, RecoveryCodesDto, StaffMeDto } from "@roshni/core";
import { adminGet, adminSend } from "../api/client";

/** Signing in and out, the second step and one's own password, each path written once. */
export const authApi = {
  me: () => adminGet<StaffMeDto>("/me"),
  login: (body: unknown) => adminSend<StaffMeDto>("POST", "/auth/login", body),
  logout: () => adminSend<unknown>("POST", "/auth/logout"),
  mfaSetup: () => adminSend<MfaSetupDto>("POST", "/auth/mfa/setup"),
  mfaEnable: (body: unknown) => adminSend<RecoveryCodesDto>("POST", "/auth/mfa/enable", body),
  changePassword: (body: unknown) => adminSend<unknown>("POST", "/auth/password", body),
  forgotPassword: (body: unknown) => adminSend<unknown>("POST", "/auth/password/forgot", body),
  resetPassword: (body: unknown) => adminSend<unknown>("POST", "/auth/password/reset", body),
};
