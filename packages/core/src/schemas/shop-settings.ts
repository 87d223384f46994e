import { z } from "zod";

/** The shop's bank account for bank-transfer payments, printed on order confirmations. */
export const bankDetailsSchema = z.object({
  accountName: z.string(),
  bank: z.string(),
  accountNumber: z.string(),
  ifsc: z.string(),
  branch: z.string(),
});
export type BankDetailsDto = z.infer<typeof bankDetailsSchema>;

/** Links to the shop's social pages; null where the shop has none. */
export const socialLinksSchema = z.object({
  facebook: z.string().nullable(),
  instagram: z.string().nullable(),
  youtube: z.string().nullable(),
  linkedin: z.string().nullable(),
});
export type SocialLinksDto = z.infer<typeof socialLinksSchema>;

/**
 * The shop's own details for the header, footer, contact page and structured data: contact lines,
 * registration identifiers (GSTIN, CIN, PAN), bank details, the chat link and the rupees per US dollar
 * used by the currency switch.
 */
export const shopSettingsSchema = z.object({
  name: z.string(),
  legalName: z.string(),
  addressLines: z.array(z.string()),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  /** E.164. */
  phones: z.array(z.string()),
  email: z.string(),
  openingHours: z.string(),
  gstin: z.string(),
  cin: z.string(),
  pan: z.string(),
  bank: bankDetailsSchema,
  social: socialLinksSchema,
  /** E.164 number of the messaging service the floating chat link opens. */
  chatNumber: z.string(),
  chatGreeting: z.string(),
  /** Rupees for one US dollar. */
  usdRate: z.number().positive(),
  /** The shop's UPI address (VPA) for the UPI QR on an order page; null when the shop takes no UPI. */
  upiVpa: z.string().nullable(),
});
export type ShopSettingsDto = z.infer<typeof shopSettingsSchema>;
