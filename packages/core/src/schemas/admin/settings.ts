import { z } from "zod";
import { TURNOVER_BANDS } from "../../catalogue/product-rules";
import { paymentReminderSettingsSchema } from "../../credit/reminders";
import {
  INDIAN_STATE_NAMES,
  isValidGstin,
  isValidPincode,
  normalizeGstin,
  normalizeIndianPhone,
  stateByGstCode,
  stateByName,
} from "../../india";
import { emailSchema, strictBody } from "../common";
import { plainText } from "../text";

/**
 * The shop settings as the owner edits them on `/admin/settings` (`PUT /v1/admin/settings`): the whole
 * row at once, every field with its own message. The storefront's header, footer, contact page and
 * JSON-LD, the order mails, the proforma's bank details and UPI QR, and the tax invoice's particulars
 * read these; documents already issued keep what they printed.
 */

const required = (what: string, max: number) =>
  plainText({ error: `Enter the ${what}.` })
    .trim()
    .min(1, { error: `Enter the ${what}.` })
    .max(max, { error: `Use at most ${max} characters for the ${what}.` });

const optional = (what: string, max: number) =>
  plainText()
    .trim()
    .max(max, { error: `Use at most ${max} characters for the ${what}.` });

const upper = (what: string, max: number) =>
  plainText({ error: `Enter the ${what}.` })
    .trim()
    .max(max, { error: `Enter the ${what}.` })
    .transform((value) => value.replace(/\s+/g, "").toUpperCase());

/** An Indian phone number as people type it, stored in E.164 (`+911123861234`). */
export const shopPhoneSchema = plainText({ error: "Enter a phone number." })
  .trim()
  .transform((value, ctx) => {
    const phone = normalizeIndianPhone(value);
    if (phone === null) {
      ctx.addIssue({
        code: "custom",
        message:
          "Enter an Indian phone number: a mobile (98110 98110) or a landline with its code (011 2386 1234).",
      });
      return z.NEVER;
    }
    return phone;
  });

export const WEEKDAYS = [
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
] as const;

const clockSchema = (what: string) =>
  z
    .string({ error: `Enter the ${what} time as HH:MM.` })
    .regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, { error: `Enter the ${what} time as HH:MM (24 hours).` });

/** `name@bank`: the UPI address buyers pay to (NPCI: letters, digits, '.', '-', '_' before the handle). */
export const UPI_VPA_PATTERN = /^[a-zA-Z0-9][a-zA-Z0-9._-]{1,255}@[a-zA-Z][a-zA-Z0-9]{1,63}$/;
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
/** L/U (listed or not) · industry code (5 digits) · state (2 letters) · year · company type (3 letters) · number (6). */
export const CIN_PATTERN = /^[LU][0-9]{5}[A-Z]{2}[0-9]{4}[A-Z]{3}[0-9]{6}$/;

const socialLink = (site: string, host: RegExp) =>
  plainText()
    .trim()
    .max(300, { error: `Use at most 300 characters for the ${site} link.` })
    .refine((value) => value === "" || (URL.canParse(value) && host.test(new URL(value).hostname)), {
      error: `Enter the whole ${site} address (https://…), or leave it empty.`,
    })
    .refine((value) => value === "" || value.startsWith("https://"), {
      error: `The ${site} address starts with https://.`,
    });

/** Days an uploaded import file is kept before it is deleted (the import's report stays). */
export const IMPORT_FILE_DAYS_DEFAULT = 30;
export const IMPORT_FILE_DAYS_MAX = 365;
/** Days an order draft of the back office is kept after its last save. */
export const DRAFT_EXPIRY_DAYS_DEFAULT = 14;
export const DRAFT_EXPIRY_DAYS_MAX = 365;

/** A template's name as Meta approved it (lower-case letters, digits, underscores); empty: not on WhatsApp. */
const whatsAppTemplateName = plainText()
  .trim()
  .max(512, { error: "A template name has at most 512 characters." })
  .refine((value) => value === "" || /^[a-z0-9_]+$/.test(value), {
    error: "Write the template's name as approved: lower-case letters, digits and underscores.",
  });

const shopSettingsFields = {
  companyName: required("legal name", 200),
  tradeName: required("trade name", 100),
  address: strictBody({
    line1: required("first address line", 200),
    line2: optional("second address line", 200),
    city: required("city", 100),
    state: z.enum(INDIAN_STATE_NAMES, { error: "Choose the state from the list." }),
    pincode: plainText({ error: "Enter the 6-digit PIN code." })
      .trim()
      .refine(isValidPincode, { error: "Enter the 6-digit PIN code." }),
    country: z.literal("IN", { error: "The shop's address is in India (IN)." }),
  }),
  phones: z
    .array(shopPhoneSchema, { error: "Give the shop's phone numbers." })
    .min(1, { error: "Give at least one phone number: the first is the header's Customer Service line." })
    .max(5, { error: "Give at most 5 phone numbers." }),
  email: emailSchema,
  hours: required("opening hours", 100),
  hoursAlt: required("other spelling of the opening hours", 100),
  openingHoursSpecification: strictBody({
    days: z
      .array(z.enum(WEEKDAYS, { error: "Choose days of the week." }))
      .min(1, { error: "Tick at least one day the shop is open." }),
    opens: clockSchema("opening"),
    closes: clockSchema("closing"),
  }),
  gstin: upper("GSTIN", 30).refine((value) => isValidGstin(value), {
    error: "This GSTIN is not valid: check its 15 characters (the last one is a check character).",
  }),
  cin: upper("CIN", 30).refine((value) => CIN_PATTERN.test(value), {
    error: "Enter the CIN as 21 characters, e.g. U27400DL2009PTC192345.",
  }),
  pan: upper("PAN", 20).refine((value) => PAN_PATTERN.test(value), {
    error: "Enter the PAN as 10 characters: 5 letters, 4 digits, 1 letter.",
  }),
  bank: strictBody({
    accountName: required("account holder's name", 200),
    accountNumber: plainText({ error: "Enter the account number." })
      .transform((value) => value.replace(/\s+/g, ""))
      .refine((value) => /^[0-9]{9,18}$/.test(value), {
        error: "Enter the account number as 9 to 18 digits.",
      }),
    ifsc: upper("IFSC", 20).refine((value) => IFSC_PATTERN.test(value), {
      error: "Enter the IFSC as 11 characters: 4 letters, 0, then 6 letters or digits (HDFC0000123).",
    }),
    bankName: required("bank's name", 100),
    branch: required("branch", 200),
  }),
  social: strictBody({
    facebook: socialLink("Facebook", /(^|\.)facebook\.com$/),
    instagram: socialLink("Instagram", /(^|\.)instagram\.com$/),
    youtube: socialLink("YouTube", /(^|\.)(youtube\.com|youtu\.be)$/),
    pinterest: socialLink("Pinterest", /(^|\.)pinterest\.(com|in)$/),
    linkedin: socialLink("LinkedIn", /(^|\.)linkedin\.com$/),
  }),
  chat: strictBody({
    number: shopPhoneSchema,
    greeting: required("chat greeting", 300),
  }),
  usdRate: z
    .number({ error: "Enter the rupees for one US dollar." })
    .min(1, { error: "Enter the rupees for one US dollar (at least 1)." })
    .max(1000, { error: "Enter the rupees for one US dollar (at most 1,000)." })
    .refine((value) => Math.abs(value * 10_000 - Math.round(value * 10_000)) < 1e-6, {
      error: "Use at most 4 decimals for the rate.",
    }),
  geo: strictBody({
    latitude: z
      .number({ error: "Enter the latitude in degrees." })
      .min(-90, { error: "A latitude is between -90 and 90." })
      .max(90, { error: "A latitude is between -90 and 90." }),
    longitude: z
      .number({ error: "Enter the longitude in degrees." })
      .min(-180, { error: "A longitude is between -180 and 180." })
      .max(180, { error: "A longitude is between -180 and 180." }),
  }),
  upiVpa: plainText()
    .trim()
    .max(300, { error: "Enter the UPI address as name@bank." })
    .refine((value) => value === "" || UPI_VPA_PATTERN.test(value), {
      error: "Enter the UPI address as name@bank (e.g. roshnilighting@hdfcbank), or leave it empty.",
    }),
  orderNotificationEmails: z
    .array(emailSchema, { error: "Give the addresses as a list." })
    .max(10, { error: "Give at most 10 addresses." }),
  turnoverBand: z.enum(TURNOVER_BANDS, { error: "Choose the turnover band." }),
  eInvoiceEnabled: z.boolean({ error: "Say whether B2B invoices get an IRN." }),
  whatsappTemplates: strictBody({
    orderPlaced: whatsAppTemplateName,
    orderConfirmed: whatsAppTemplateName,
    orderDispatched: whatsAppTemplateName,
    paymentReceived: whatsAppTemplateName,
  }).optional(),
  importFileDays: z
    .number({ error: "Enter the days an import file is kept." })
    .int({ error: "Enter the days an import file is kept as a whole number." })
    .min(1, { error: "Keep import files at least 1 day." })
    .max(IMPORT_FILE_DAYS_MAX, { error: `Keep import files at most ${IMPORT_FILE_DAYS_MAX} days.` }),
  /** Absent: kept as it was (a client that predates the setting keeps working). */
  draftExpiryDays: z
    .number({ error: "Enter the days an order draft is kept." })
    .int({ error: "Enter the days an order draft is kept as a whole number." })
    .min(1, { error: "Keep order drafts at least 1 day." })
    .max(DRAFT_EXPIRY_DAYS_MAX, { error: `Keep order drafts at most ${DRAFT_EXPIRY_DAYS_MAX} days.` })
    .optional(),
  /** Absent: kept as it was (a client that predates the setting keeps working). */
  paymentReminders: paymentReminderSettingsSchema.optional(),
};

export type AdminShopSettingsShape = z.output<z.ZodObject<typeof shopSettingsFields>>;

function checkSettings(value: AdminShopSettingsShape, ctx: z.RefinementCtx): void {
  const gstin = normalizeGstin(value.gstin);
  const state = stateByName(value.address.state);
  if (isValidGstin(gstin) && state && gstin.slice(0, 2) !== state.gstCode) {
    const registered = stateByGstCode(gstin.slice(0, 2));
    ctx.addIssue({
      code: "custom",
      path: ["gstin"],
      message:
        `This GSTIN is registered in ${registered?.name ?? "another state"} (${gstin.slice(0, 2)}); ` +
        `the shop's address is in ${state.name} (${state.gstCode}). Use the GSTIN of the address's state.`,
    });
  }
  if (isValidGstin(gstin) && PAN_PATTERN.test(value.pan) && value.pan !== gstin.slice(2, 12)) {
    ctx.addIssue({
      code: "custom",
      path: ["pan"],
      message: `The PAN is the GSTIN's characters 3 to 12: ${gstin.slice(2, 12)}.`,
    });
  }
  const { opens, closes } = value.openingHoursSpecification;
  if (/^\d\d:\d\d$/.test(opens) && /^\d\d:\d\d$/.test(closes) && closes <= opens) {
    ctx.addIssue({
      code: "custom",
      path: ["openingHoursSpecification", "closes"],
      message: "The closing time is after the opening time.",
    });
  }
  const seen = new Set<string>();
  value.orderNotificationEmails.forEach((email, index) => {
    if (seen.has(email)) {
      ctx.addIssue({
        code: "custom",
        path: ["orderNotificationEmails", index],
        message: "This address is already in the list.",
      });
    }
    seen.add(email);
  });
}

/** `PUT /v1/admin/settings`: every setting, checked field by field and against each other. */
export const adminShopSettingsBodySchema = strictBody(shopSettingsFields).superRefine(checkSettings);
export type AdminShopSettingsInput = z.output<typeof adminShopSettingsBodySchema>;
/** What the form holds before the schema's clean-up (phones as typed, lower-case codes…). */
export type AdminShopSettingsFormValues = z.input<typeof adminShopSettingsBodySchema>;

/** The stored settings as the owner reads them (phones in E.164, codes upper-case). */
export const adminShopSettingsValueSchema = z.object({
  companyName: z.string(),
  tradeName: z.string(),
  address: z.object({
    line1: z.string(),
    line2: z.string(),
    city: z.string(),
    state: z.string(),
    pincode: z.string(),
    country: z.string(),
  }),
  phones: z.array(z.string()),
  email: z.string(),
  hours: z.string(),
  hoursAlt: z.string(),
  openingHoursSpecification: z.object({ days: z.array(z.string()), opens: z.string(), closes: z.string() }),
  gstin: z.string(),
  cin: z.string(),
  pan: z.string(),
  bank: z.object({
    accountName: z.string(),
    accountNumber: z.string(),
    ifsc: z.string(),
    bankName: z.string(),
    branch: z.string(),
  }),
  social: z.object({
    facebook: z.string(),
    instagram: z.string(),
    youtube: z.string(),
    pinterest: z.string(),
    linkedin: z.string(),
  }),
  chat: z.object({ number: z.string(), greeting: z.string() }),
  usdRate: z.number(),
  geo: z.object({ latitude: z.number(), longitude: z.number() }),
  upiVpa: z.string(),
  orderNotificationEmails: z.array(z.string()),
  turnoverBand: z.enum(TURNOVER_BANDS),
  eInvoiceEnabled: z.boolean(),
  /** The approved WhatsApp template per event; "" for none. */
  whatsappTemplates: z.object({
    orderPlaced: z.string(),
    orderConfirmed: z.string(),
    orderDispatched: z.string(),
    paymentReceived: z.string(),
  }),
  importFileDays: z.number().int(),
  draftExpiryDays: z.number().int(),
  paymentReminders: z.object({
    enabled: z.boolean(),
    daysBefore: z.number().int(),
    onDueDate: z.boolean(),
    everyDaysAfter: z.number().int(),
  }),
});
export type AdminShopSettingsValueDto = z.infer<typeof adminShopSettingsValueSchema>;

/**
 * `GET`/`PUT /v1/admin/settings`: the settings, when they last changed, and how many products have an
 * HSN code of fewer than 6 digits (what raising the turnover band leaves to fix).
 */
export const adminShopSettingsSchema = z.object({
  settings: adminShopSettingsValueSchema,
  updatedAt: z.iso.datetime({ offset: true }),
  shortHsnProducts: z.number().int().nonnegative(),
});
export type AdminShopSettingsDto = z.infer<typeof adminShopSettingsSchema>;
