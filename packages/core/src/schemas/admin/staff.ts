import { z } from "zod";
import { emailSchema, newPasswordSchema, requiredText, strictBody } from "../common";
import { staffRoleSchema } from "./auth";

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

/** `POST /v1/admin/staff` (owner): a new account with a first password the person changes later. */
export const staffCreateBodySchema = strictBody({
  email: emailSchema,
  name: staffNameSchema,
  role: staffRoleSchema,
  password: newPasswordSchema,
});
export type StaffCreateInput = z.infer<typeof staffCreateBodySchema>;

/** `PATCH /v1/admin/staff/{id}` (owner): rename, change role, disable (signs the person out) or enable. */
export const staffPatchBodySchema = strictBody({
  name: staffNameSchema.optional(),
  role: staffRoleSchema.optional(),
  disabled: z.boolean({ error: "Say whether the account is disabled." }).optional(),
});
export type StaffPatchInput = z.infer<typeof staffPatchBodySchema>;
