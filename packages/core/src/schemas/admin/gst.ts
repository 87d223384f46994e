import { z } from "zod";
import { EWAY_BILL_NUMBER_PATTERN } from "../../gst/eway-bill";
import { moneySchema, strictBody, strictIntText } from "../common";
import { documentKindSchema, placeOfSupplySchema } from "../order";
import { plainText } from "../text";
import { istDateTimeSchema } from "./common";

/**
 * The back office's GST documents and exports (GST.md, BACKOFFICE.md "GST documents and exports"):
 * an order's documents, credit notes for returns, GSTR-1 tables of a month and the e-way bill portal's
 * bulk JSON of chosen tax invoices.
 */

/** An issued document as the back office lists it (its id chooses invoices for the e-way bill file). */
export const adminDocumentSchema = z.object({
  id: z.number().int().positive(),
  kind: documentKindSchema,
  number: z.string(),
  issuedAt: z.iso.datetime({ offset: true }),
  total: moneySchema,
  /** Credit notes: why the value was credited. */
  reason: z.string().nullable(),
});
export type AdminDocumentDto = z.infer<typeof adminDocumentSchema>;

/** What the order page shows about GST: documents, what is left to credit, the place of supply. */
export const adminOrderGstSchema = z.object({
  documents: z.array(adminDocumentSchema),
  placeOfSupply: placeOfSupplySchema.nullable(),
  /** Rupees of the tax invoice not yet credited; null while the order has no tax invoice. */
  creditable: moneySchema.nullable(),
});
export type AdminOrderGstDto = z.infer<typeof adminOrderGstSchema>;

/** `GET /v1/admin/orders/{id}/documents/{kind}?number=`: a credit note by number, else the latest. */
export const adminDocumentQuerySchema = z.object({
  number: plainText({ error: "Give the document's number." })
    .trim()
    .max(40, { error: "Give the document's number." })
    .optional(),
});

/** A month of the shop's calendar, `2026-03`. */
export const gstMonthSchema = z
  .string({ error: "Choose a month as YYYY-MM." })
  .regex(/^[0-9]{4}-(0[1-9]|1[0-2])$/, { error: "Choose a month as YYYY-MM." });

export const GSTR1_TABLES = ["b2b", "b2cl", "b2cs", "cdnr", "cdnur", "hsn-b2b", "hsn-b2c", "docs"] as const;
export type Gstr1Table = (typeof GSTR1_TABLES)[number];

/** `GET /v1/admin/gst/gstr1?month=2026-03&table=b2b`: one CSV table of the offline tool. */
export const gstr1QuerySchema = z.object({
  month: gstMonthSchema,
  table: z.enum(GSTR1_TABLES, { error: `The table is one of ${GSTR1_TABLES.join(", ")}.` }),
});

/** `GET /v1/admin/gst/invoices?month=2026-03`: the month's tax invoices, for choosing e-way bills. */
export const gstInvoiceListQuerySchema = z.object({ month: gstMonthSchema });

export const gstInvoiceRowSchema = z.object({
  id: z.number().int().positive(),
  number: z.string(),
  issuedAt: z.iso.datetime({ offset: true }),
  total: moneySchema,
  orderId: z.number().int().positive(),
  orderNumber: z.string(),
  buyer: z.string(),
  deliveryState: z.string(),
  /** Above the e-way bill threshold (packages/core/src/gst/eway-bill.ts). */
  ewayBillRequired: z.boolean(),
  ewayBillNumber: z.string().nullable(),
  ewayBillValidUntil: z.iso.datetime({ offset: true }).nullable(),
  /** not_needed, missing (needed, no number), entered, expired (core's `ewayBillState`). */
  ewayBillState: z.enum(["not_needed", "missing", "entered", "expired"]),
  /** When the invoice last went into the e-way bill portal's bulk JSON; null: never. */
  ewayBillExportedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type GstInvoiceRowDto = z.infer<typeof gstInvoiceRowSchema>;
export const gstInvoiceListSchema = z.object({ items: z.array(gstInvoiceRowSchema) });

/** `POST /v1/admin/gst/eway-bill`: the chosen invoices and each consignment's distance. */
export const ewayBillExportBodySchema = strictBody({
  invoices: z
    .array(
      z.strictObject({
        invoiceId: z.number({ error: "Choose an invoice." }).int().positive().max(2_147_483_647),
        distanceKm: z
          .number({ error: "Enter the distance in km." })
          .int({ error: "Enter the distance in whole km." })
          .min(1, { error: "Enter the distance in km (at least 1)." })
          .max(4000, { error: "The distance is at most 4,000 km." }),
        /** Part B by road; without it the bill is Part A only and names the transporter. */
        vehicleNo: z
          .string({ error: "Enter the vehicle number, such as DL01AB1234." })
          .trim()
          .regex(/^[A-Za-z0-9 -]{0,20}$/, { error: "Enter the vehicle number, such as DL01AB1234." })
          .optional(),
        transporterId: z
          .string({ error: "The transporter's id is 15 characters (a GSTIN or TRANSIN)." })
          .trim()
          .toUpperCase()
          .regex(/^([0-9]{2}[0-9A-Z]{13})?$/, {
            error: "The transporter's id is 15 characters (a GSTIN or TRANSIN).",
          })
          .optional(),
      }),
      { error: "Choose the invoices." },
    )
    .min(1, { error: "Choose at least one invoice." })
    .max(50, { error: "Choose at most 50 invoices at once." }),
  /**
   * True: export invoices already exported once all the same (the portal would make a second e-way bill
   * for each); without it such a request is refused with 409 EWAY_BILL_ALREADY_EXPORTED.
   */
  again: z.boolean({ error: "Say whether to export the invoices again." }).optional(),
});
export type EwayBillExportInput = z.infer<typeof ewayBillExportBodySchema>;

/** Path `/orders/{id}/documents/{kind}` of the back office. */
export const adminOrderDocumentParamsSchema = z.object({
  id: strictIntText({ min: 1, message: "Use a numeric id." }),
  kind: documentKindSchema,
});

export const ewayBillNumberSchema = z
  .string({ error: "An e-way bill number has 12 digits." })
  .trim()
  .regex(EWAY_BILL_NUMBER_PATTERN, { error: "An e-way bill number has 12 digits." });

/**
 * `PUT /v1/admin/orders/{id}/eway-bill`: the e-way bill generated on the portal, typed back: its
 * 12-digit number and its validity (valid until, IST). A number already stored may be corrected.
 */
export const ewayBillBodySchema = strictBody({
  number: ewayBillNumberSchema,
  validUntil: istDateTimeSchema("Enter the date and time the e-way bill is valid until."),
});
export type EwayBillEntryInput = z.infer<typeof ewayBillBodySchema>;

/** The e-way bill of an order as the back office shows it. */
export const adminEwayBillSchema = z.object({
  /** Above the threshold (value including tax). */
  required: z.boolean(),
  number: z.string().nullable(),
  validUntil: z.iso.datetime({ offset: true }).nullable(),
  state: z.enum(["not_needed", "missing", "entered", "expired"]),
});
export type AdminEwayBillDto = z.infer<typeof adminEwayBillSchema>;

/**
 * `PUT /v1/admin/orders/{id}/irn`: what the IRP answered for the invoice's INV-01 JSON. The IRN is 64
 * hexadecimal characters, the acknowledgement number 15 digits, its date a date-time in India, and the
 * signed QR code the JWS text the portal returns (it names the invoice and the IRN).
 */
export const irnBodySchema = strictBody({
  irn: z
    .string({ error: "An IRN has 64 characters, 0-9 and a-f." })
    .trim()
    .toLowerCase()
    .regex(/^[0-9a-f]{64}$/, { error: "An IRN has 64 characters, 0-9 and a-f." }),
  ackNo: z
    .string({ error: "An acknowledgement number has 15 digits." })
    .trim()
    .regex(/^[0-9]{15}$/, { error: "An acknowledgement number has 15 digits." }),
  ackDate: istDateTimeSchema("Enter the acknowledgement date and time."),
  signedQrCode: z
    .string({ error: "Paste the signed QR code text the portal returned." })
    .trim()
    .min(20, { error: "Paste the signed QR code text the portal returned." })
    .max(4000, { error: "The signed QR code text has at most 4,000 characters." })
    .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, {
      error: "The signed QR code is the portal's text of three parts separated by dots.",
    }),
});
export type IrnInput = z.infer<typeof irnBodySchema>;

/** The e-invoice of an order's tax invoice as the back office shows it. */
export const adminEInvoiceSchema = z.object({
  /** The shop setting `eInvoiceEnabled`. */
  enabled: z.boolean(),
  /** The order has a tax invoice to a registered buyer (B2B): e-invoicing applies. */
  applicable: z.boolean(),
  irn: z.string().nullable(),
  ackNo: z.string().nullable(),
  ackDate: z.iso.datetime({ offset: true }).nullable(),
  recordedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type AdminEInvoiceDto = z.infer<typeof adminEInvoiceSchema>;
