import { z } from "zod";
import {
  STAFF_PASSWORD_MAX_LENGTH,
  STAFF_PASSWORD_MIN_LENGTH,
  staffPasswordProblem,
} from "../../back-office/staff-password";
import { emailSchema, enteredPasswordSchema, requiredText, strictBody } from "../common";
import { plainText } from "../text";
import { staffRoleSchema } from "./auth";

/**
 * A staff member's new password under core's policy (`staffPasswordProblem`). With a context (the
 * account's email, the shop's name) every rule applies, as in a form that knows them; without one the
 * length and list rules apply, and the API adds the email and shop-name rules from what it knows.
 */
export function staffNewPasswordSchema(context: { email: string; shopName?: string } = { email: "" }) {
  // The lengths are bounds of the published document too; the list, email and shop-name rules are said in
  // its description.
  return plainText({ error: "Enter the new password." })
    .min(STAFF_PASSWORD_MIN_LENGTH, {
      error: `Use at least ${STAFF_PASSWORD_MIN_LENGTH} characters: a few words in a row make a good password.`,
    })
    .max(STAFF_PASSWORD_MAX_LENGTH, { error: `Use at most ${STAFF_PASSWORD_MAX_LENGTH} characters.` })
    .superRefine((password, ctx) => {
      const problem = staffPasswordProblem(password, context);
      if (problem !== null) ctx.addIssue({ code: "custom", message: problem });
    })
    .describe(
      `${STAFF_PASSWORD_MIN_LENGTH} to ${STAFF_PASSWORD_MAX_LENGTH} characters; not a common or breached password ` +
        "(nor one padded or repeated from one), and without the account's email or the shop's name.",
    );
}

const staffNameSchema = requiredText("Enter the name.", 100, "The name has at most 100 characters.");

/** A staff account as the owner's staff page lists it. */
export const staffAccountSchema = z.object({
  id: z.number().int().positive(),
  email: z.string(),
  name: z.string(),
  role: staffRoleSchema,
  disabled: z.boolean(),
  mfaEnabled: z.boolean(),
  lastSignInAt: z.iso.datetime({ offset: true }).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type StaffAccountDto = z.infer<typeof staffAccountSchema>;

export const staffAccountListSchema = z.object({ items: z.array(staffAccountSchema) });
export type StaffAccountListDto = z.infer<typeof staffAccountListSchema>;

/**
 * `POST /v1/admin/staff` (owner): a new account with a first password, which the person must change at
 * their first sign-in. The password may not contain the new account's own email.
 */
export const staffCreateBodySchema = strictBody({
  email: emailSchema,
  name: staffNameSchema,
  role: staffRoleSchema,
  password: staffNewPasswordSchema(),
}).superRefine((body, ctx) => {
  const problem = staffPasswordProblem(body.password, { email: body.email });
  if (problem !== null) ctx.addIssue({ code: "custom", message: problem, path: ["password"] });
});
export type StaffCreateInput = z.infer<typeof staffCreateBodySchema>;

/** `PATCH /v1/admin/staff/{id}` (owner): rename, change role, disable (signs the person out) or enable. */
export const staffPatchBodySchema = strictBody({
  name: staffNameSchema.optional(),
  role: staffRoleSchema.optional(),
  disabled: z.boolean({ error: "Say whether the account is disabled." }).optional(),
});
export type StaffPatchInput = z.infer<typeof staffPatchBodySchema>;

/**
 * `POST /v1/admin/auth/password` (every staff member): the current password, then the new one. Other
 * sessions of the account end; this one stays signed in.
 */
export const staffPasswordChangeBodySchema = strictBody({
  currentPassword: enteredPasswordSchema,
  newPassword: staffNewPasswordSchema(),
}).refine((body) => body.newPassword !== body.currentPassword, {
  error: "Choose a new password that differs from the current one.",
  path: ["newPassword"],
});
export type StaffPasswordChangeInput = z.infer<typeof staffPasswordChangeBodySchema>;

/** `POST /v1/admin/auth/password/forgot`: always answers `{}`, whether an account has this email or not. */
export const staffPasswordForgotBodySchema = strictBody({ email: emailSchema });
export type StaffPasswordForgotInput = z.infer<typeof staffPasswordForgotBodySchema>;

const resetLinkInvalid = "This reset link is not valid. Ask for a new one.";

/** `POST /v1/admin/auth/password/reset`: the token of a mailed link (single use) and the new password. */
export const staffPasswordResetBodySchema = strictBody({
  token: z
    .string({ error: resetLinkInvalid })
    .trim()
    .min(1, { error: resetLinkInvalid })
    .max(512, { error: resetLinkInvalid }),
  password: staffNewPasswordSchema(),
});
export type StaffPasswordResetInput = z.infer<typeof staffPasswordResetBodySchema>;
