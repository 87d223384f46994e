import { z } from "zod";
import { PERMISSION_NAMES, STAFF_ROLES } from "../../back-office/permissions";
import { emailSchema, enteredPasswordSchema, strictBody } from "../common";

export const staffRoleSchema = z.enum(STAFF_ROLES, { error: "Choose a role." });
export const permissionSchema = z.enum(PERMISSION_NAMES as [string, ...string[]]);

/** A 6-digit code from the authenticator app, or one of the recovery codes (`xxxxx-xxxxx`). */
export const otpSchema = z
  .string({ error: "Enter the 6-digit code from your authenticator app." })
  .trim()
  .min(6, { error: "Enter the 6-digit code from your authenticator app." })
  .max(20, { error: "Enter the 6-digit code from your authenticator app." });

/**
 * `POST /v1/admin/auth/login`. An account with a second step enrolled also sends `otp`; without it the
 * answer is 401 `OTP_REQUIRED`, and the sign-in form then asks for the code.
 */
export const staffLoginBodySchema = strictBody({
  email: emailSchema,
  password: enteredPasswordSchema,
  otp: otpSchema.optional(),
});
export type StaffLoginInput = z.infer<typeof staffLoginBodySchema>;

/**
 * `GET /v1/admin/me` (and the login's answer): who is signed in and what they may do. With
 * `mfaEnrolmentRequired` the session may only enrol the second step (`/v1/admin/auth/mfa/*`), read
 * `/me` and sign out: every other admin call answers 403 `MFA_ENROLMENT_REQUIRED`.
 */
export const staffMeSchema = z.object({
  id: z.number().int().positive(),
  email: z.string(),
  name: z.string(),
  role: staffRoleSchema,
  permissions: z.array(permissionSchema),
  mfaEnabled: z.boolean(),
  mfaEnrolmentRequired: z.boolean(),
  /**
   * The account's password was set by the owner (a new account): until it is changed
   * (`POST /v1/admin/auth/password`) every other admin call answers 403 `PASSWORD_CHANGE_REQUIRED`.
   */
  passwordChangeRequired: z.boolean(),
});
export type StaffMeDto = z.infer<typeof staffMeSchema>;

/** `POST /v1/admin/auth/mfa/setup`: a new secret to scan; it counts once confirmed with a code. */
export const mfaSetupSchema = z.object({
  secret: z.string(),
  /** `otpauth://totp/…`, to draw as a QR code. */
  otpauthUri: z.string(),
});
export type MfaSetupDto = z.infer<typeof mfaSetupSchema>;

/** `POST /v1/admin/auth/mfa/enable`: the first code from the app proves the secret was scanned. */
export const mfaEnableBodySchema = strictBody({ otp: otpSchema });
export type MfaEnableInput = z.infer<typeof mfaEnableBodySchema>;

/** The recovery codes, shown once: each signs in once in place of a code. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodesDto = z.infer<typeof recoveryCodesSchema>;
