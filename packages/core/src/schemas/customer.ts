import { z } from "zod";
import {
  emailSchema,
  enteredPasswordSchema,
  newPasswordSchema,
  optionalGstinSchema,
  optionalText,
  phoneSchema,
  requiredText,
  strictBody,
} from "./common";

const nameSchema = requiredText("Enter your name.", 100, "Your name has at most 100 characters.");
const companyNameSchema = optionalText(150, "The company name has at most 150 characters.");
/** The firm's legal name as on its GST registration; kept only with a GSTIN. */
export const legalNameSchema = optionalText(200, "The registered (legal) name has at most 200 characters.");
/** The buyer agrees to order news on WhatsApp; never assumed. */
const whatsappOptInSchema = z.boolean({ error: "Answer yes or no." }).optional();
/** The storefront language the buyer reads: their mails are written in it where the shop has one. */
export const customerLanguageSchema = z.enum(["en", "ru", "ar"], { error: "Choose en, ru or ar." });

/** `POST /customer/register`. */
export const registerBodySchema = strictBody({
  name: nameSchema,
  email: emailSchema,
  phone: phoneSchema,
  password: newPasswordSchema,
  companyName: companyNameSchema,
  gstin: optionalGstinSchema,
  whatsappOptIn: whatsappOptInSchema,
  language: customerLanguageSchema.optional(),
});
export type RegisterInput = z.infer<typeof registerBodySchema>;
export type RegisterFormInput = z.input<typeof registerBodySchema>;

/** `POST /customer/login`. */
export const loginBodySchema = strictBody({
  email: emailSchema,
  password: enteredPasswordSchema,
});
export type LoginInput = z.infer<typeof loginBodySchema>;

/** `POST /customer/password/forgot`. */
export const forgotPasswordBodySchema = strictBody({ email: emailSchema });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordBodySchema>;

/** `POST /customer/password/reset`: the token from the emailed link and the new password. */
export const resetPasswordBodySchema = strictBody({
  token: z
    .string({ error: "This reset link is not valid. Ask for a new one." })
    .trim()
    .min(1, { error: "This reset link is not valid. Ask for a new one." })
    .max(512, { error: "This reset link is not valid. Ask for a new one." }),
  password: newPasswordSchema,
});
export type ResetPasswordInput = z.infer<typeof resetPasswordBodySchema>;

/** `PATCH /customer`: only the fields sent change; `""` or null clears companyName or gstin. */
export const customerPatchBodySchema = strictBody({
  name: nameSchema.optional(),
  phone: phoneSchema.optional(),
  companyName: companyNameSchema,
  gstin: optionalGstinSchema,
  whatsappOptIn: whatsappOptInSchema,
  language: customerLanguageSchema.optional(),
  legalName: legalNameSchema,
});
export type CustomerPatchInput = z.infer<typeof customerPatchBodySchema>;

/** `PUT /customer/password`. */
export const passwordChangeBodySchema = strictBody({
  currentPassword: enteredPasswordSchema,
  newPassword: newPasswordSchema,
}).refine((body) => body.newPassword !== body.currentPassword, {
  error: "Choose a new password that differs from the current one.",
  path: ["newPassword"],
});
export type PasswordChangeInput = z.infer<typeof passwordChangeBodySchema>;

export const customerGroupSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  isDefault: z.boolean(),
});
export type CustomerGroupDto = z.infer<typeof customerGroupSchema>;

/** `GET /customer` and `PATCH /customer`: the signed-in buyer. */
export const customerSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  email: z.string(),
  /** E.164. */
  phone: z.string(),
  companyName: z.string().nullable(),
  gstin: z.string().nullable(),
  /** The registered firm's legal name, the recipient name of the GST documents (with a GSTIN only). */
  legalName: z.string().nullable(),
  /** Order news also on WhatsApp, when the shop sends it there. */
  whatsappOptIn: z.boolean(),
  /** The language of the buyer's mails and messages; null: the shop's (English). */
  language: customerLanguageSchema.nullable(),
  customerGroup: customerGroupSchema,
  /** A trade applicant (firm or GSTIN given) the shop has not yet placed in a wholesale group. */
  awaitingApproval: z.boolean(),
});
export type CustomerDto = z.infer<typeof customerSchema>;

/** Register and login answer with a bearer token and the buyer. */
export const authResponseSchema = z.object({ token: z.string(), customer: customerSchema });
export type AuthResponseDto = z.infer<typeof authResponseSchema>;
