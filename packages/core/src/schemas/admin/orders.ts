import { z } from "zod";
import { ORDER_TARGET_STATES } from "../../orders/states";
import { idParamValueSchema, moneySchema, optionalText, strictBody } from "../common";
import { couponSchema } from "../coupon";
import {
  orderAddressSchema,
  orderDispatchSchema,
  orderItemSchema,
  orderStatusSchema,
  paymentClaimSchema,
  paymentMethodSchema,
  paymentRecordMethodSchema,
  paymentStatusValueSchema,
  totalsLineSchema,
} from "../order";
import { plainText } from "../text";
import { adminListQueryShape, isoDateSchema, keysetPageSchema, staffRefSchema } from "./common";
import { adminEInvoiceSchema, adminEwayBillSchema, adminOrderGstSchema, ewayBillNumberSchema } from "./gst";
import { orderChangeRequestSchema } from "./order-edit";
import { adminOrderMoneySchema } from "./returns";

/**
 * `GET /v1/admin/orders`: newest first. `search` matches the order number (from its start, or its
 * digits) or the buyer's name, email or company; `from`/`to` are IST days, both included.
 */
export const adminOrderListQuerySchema = z.object({
  ...adminListQueryShape,
  status: orderStatusSchema.optional(),
  paymentStatus: paymentStatusValueSchema.optional(),
  customerId: idParamValueSchema.optional(),
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
});
export type AdminOrderListQuery = z.infer<typeof adminOrderListQuerySchema>;

export const adminBuyerRefSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  email: z.string(),
  companyName: z.string().nullable(),
});

/** A row of the orders table. */
export const adminOrderListItemSchema = z.object({
  id: z.number().int().positive(),
  number: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  status: orderStatusSchema,
  paymentStatus: paymentStatusValueSchema,
  buyer: adminBuyerRefSchema,
  city: z.string(),
  state: z.string(),
  quantity: z.number().int().nonnegative(),
  total: moneySchema,
  amountDue: moneySchema,
  /** Buyer's claims of a payment waiting for someone to check them. */
  openClaims: z.number().int().nonnegative(),
});
export type AdminOrderListItemDto = z.infer<typeof adminOrderListItemSchema>;

export const adminOrderPageSchema = keysetPageSchema(adminOrderListItemSchema);
export type AdminOrderPageDto = z.infer<typeof adminOrderPageSchema>;

/** A payment received (`kind: payment`) or given back (`kind: refund`). */
export const adminPaymentSchema = z.object({
  id: z.number().int().positive(),
  kind: z.enum(["payment", "refund"]),
  method: paymentRecordMethodSchema,
  amount: moneySchema,
  reference: z.string().nullable(),
  receivedOn: z.iso.date(),
  note: z.string().nullable(),
  recordedBy: staffRefSchema.nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type AdminPaymentDto = z.infer<typeof adminPaymentSchema>;

export const adminHistoryEntrySchema = z.object({
  status: orderStatusSchema,
  note: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  /** null: the buyer (placing the order) or the shop's own rules. */
  staff: staffRefSchema.nullable(),
});
export type AdminHistoryEntryDto = z.infer<typeof adminHistoryEntrySchema>;

export const adminClaimSchema = paymentClaimSchema.extend({
  decidedBy: staffRefSchema.nullable(),
  paymentId: z.number().int().positive().nullable(),
});
export type AdminClaimDto = z.infer<typeof adminClaimSchema>;

/** `GET /v1/admin/orders/{id}`: everything the order page shows. */
export const adminOrderDetailSchema = z.object({
  id: z.number().int().positive(),
  number: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  status: orderStatusSchema,
  paymentStatus: paymentStatusValueSchema,
  paymentMethod: paymentMethodSchema,
  buyer: adminBuyerRefSchema.extend({
    phone: z.string(),
    gstin: z.string().nullable(),
    group: z.object({ id: z.number().int().positive(), name: z.string() }),
  }),
  address: orderAddressSchema,
  items: z.array(orderItemSchema),
  subtotal: moneySchema,
  totals: z.array(totalsLineSchema),
  total: moneySchema,
  coupon: couponSchema.nullable(),
  note: z.string().nullable(),
  toPayShipping: z.boolean(),
  amountPaid: moneySchema,
  amountDue: moneySchema,
  payments: z.array(adminPaymentSchema),
  claims: z.array(adminClaimSchema),
  history: z.array(adminHistoryEntrySchema),
  dispatch: orderDispatchSchema.nullable(),
  /** The moves open now (buttons), whatever the viewer's role; the API checks the role on each. */
  nextStates: z.array(z.enum(ORDER_TARGET_STATES)),
  /**
   * The order is being sent in shipments (one is made up and the order has not wholly left): its goods
   * are packed, invoiced and dispatched per shipment, so the whole-order moves and papers are not offered.
   */
  sentInParts: z.boolean(),
  /** Whether dispatching this order needs an e-way bill number (GST.md threshold, value including tax). */
  ewayBillRequired: z.boolean(),
  /** The e-way bill: needed or not, the number and validity typed back, and where it stands. */
  ewayBill: adminEwayBillSchema,
  /** E-invoicing of the tax invoice (IRN, acknowledgement), when the shop setting is on. */
  eInvoice: adminEInvoiceSchema,
  /** GST documents issued (proforma, tax invoice, credit notes) and what can still be credited. */
  gst: adminOrderGstSchema,
  /**
   * Without the WhatsApp Cloud API: a wa.me link that opens a chat with the buyer and the news of the
   * order's state typed in, for staff to send by hand; null when the shop sends WhatsApp itself.
   */
  whatsappLink: z.string().nullable(),
  /** Net amount, credited, refunded and refundable; the lines a return may name. */
  money: adminOrderMoneySchema,
  /** The staff member who entered the order for the buyer (phone, WhatsApp); null: the buyer placed it. */
  enteredBy: staffRefSchema.nullable(),
  /**
   * Lines whose price is not the buyer's group price, or for which a sales person proposed another:
   * `applied` says which (an applied price is the line's price; a proposal waits for a manager).
   */
  priceNotes: z.array(
    z.object({
      productId: z.number().int().positive(),
      sku: z.string(),
      title: z.string(),
      groupPrice: moneySchema,
      price: moneySchema,
      proposedPrice: moneySchema.nullable(),
      reason: z.string().nullable(),
      applied: z.boolean(),
    }),
  ),
  /** The order's version: an edit sends it back as `expectedUpdatedAt`. */
  updatedAt: z.iso.datetime({ offset: true }),
  /** Why the order cannot be edited now (dispatched, cancelled, invoiced), or null when it can. */
  editRefusal: z.string().nullable(),
  /** What the buyer asked to change from their order page, newest first. */
  changeRequests: z.array(orderChangeRequestSchema),
});
export type AdminOrderDetailDto = z.infer<typeof adminOrderDetailSchema>;

const shortText = (label: string, max: number) =>
  plainText({ error: `Enter the ${label}.` })
    .trim()
    .min(1, { error: `Enter the ${label}.` })
    .max(max, { error: `The ${label} has at most ${max} characters.` });

/**
 * `POST /v1/admin/orders/{id}/transitions`. Dispatch needs `transporter` and `lrNumber`, and
 * `ewayBillNumber` (12 digits) above the e-way bill threshold; an order not fully paid is dispatched
 * only with `allowUnpaid: true` by an owner or manager. `reason` goes into the history (a cancellation's
 * reason is mailed to the buyer).
 */
export const orderTransitionBodySchema = strictBody({
  to: z.enum(ORDER_TARGET_STATES, { error: "Choose the state to move the order to." }),
  transporter: shortText("transporter", 100).optional(),
  lrNumber: shortText("LR number", 50).optional(),
  ewayBillNumber: ewayBillNumberSchema.optional(),
  reason: optionalText(500, "The reason has at most 500 characters."),
  allowUnpaid: z.boolean({ error: "Say whether to dispatch without full payment." }).optional(),
  /** The vehicle by road, printed on the tax invoice's copies (Rule 48) with the transporter and LR. */
  vehicleNumber: z
    .string({ error: "Enter the vehicle number, such as DL01AB1234." })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9 -]{0,20}$/, { error: "Enter the vehicle number, such as DL01AB1234." })
    .optional(),
  /** The transporter's GSTIN or TRANSIN, when the transporter names the vehicle later. */
  transporterGstin: z
    .string({ error: "The transporter's id is 15 characters (a GSTIN or TRANSIN)." })
    .trim()
    .toUpperCase()
    .regex(/^([0-9]{2}[0-9A-Z]{13})?$/, {
      error: "The transporter's id is 15 characters (a GSTIN or TRANSIN).",
    })
    .optional(),
});
export type OrderTransitionInput = z.infer<typeof orderTransitionBodySchema>;

const positiveMoney = moneySchema
  .refine((v) => v > 0, { error: "Enter an amount above ₹0." })
  .meta({ exclusiveMinimum: 0 });

/** A bank reference (UTR) or UPI transaction id: letters and digits. */
export const paymentReferenceSchema = z
  .string({ error: "Enter the UTR or transaction reference." })
  .trim()
  .toUpperCase()
  .min(6, { error: "A UTR has 6 to 30 letters and digits." })
  .max(30, { error: "A UTR has 6 to 30 letters and digits." })
  .regex(/^[A-Z0-9]+$/, { error: "A UTR has 6 to 30 letters and digits." });

/** `POST /v1/admin/orders/{id}/payments`: money received; amount in rupees with 2 decimals. */
export const paymentRecordBodySchema = strictBody({
  method: paymentRecordMethodSchema,
  amount: positiveMoney,
  reference: paymentReferenceSchema,
  receivedOn: isoDateSchema,
  note: optionalText(300, "The note has at most 300 characters."),
});
export type PaymentRecordInput = z.infer<typeof paymentRecordBodySchema>;

/** `POST /v1/admin/orders/{id}/refunds`: money given back; at most what was kept. */
export const refundRecordBodySchema = strictBody({
  method: paymentRecordMethodSchema,
  amount: positiveMoney,
  reference: paymentReferenceSchema.optional(),
  receivedOn: isoDateSchema,
  note: optionalText(300, "The note has at most 300 characters."),
});
export type RefundRecordInput = z.infer<typeof refundRecordBodySchema>;

/**
 * `PATCH /v1/admin/orders/{id}/refunds/{refundId}`: the bank's reference (UTR) of a refund typed later
 * (the refund a cancellation records has none), or corrected; `note` replaces the note when sent
 * (null or empty clears it).
 */
export const refundReferenceBodySchema = strictBody({
  reference: paymentReferenceSchema,
  note: optionalText(300, "The note has at most 300 characters."),
});
export type RefundReferenceInput = z.infer<typeof refundReferenceBodySchema>;

/** Written plainly like every id. */
export const orderRefundParamsSchema = z.object({
  id: idParamValueSchema,
  refundId: idParamValueSchema,
});

/**
 * `POST /v1/admin/orders/{id}/claims/{claimId}/confirm`: the claimed transfer was found in the bank;
 * it becomes a payment (amount and date as claimed unless corrected here).
 */
export const claimConfirmBodySchema = strictBody({
  method: paymentRecordMethodSchema,
  amount: positiveMoney.optional(),
  receivedOn: isoDateSchema.optional(),
});
export type ClaimConfirmInput = z.infer<typeof claimConfirmBodySchema>;

/** `POST /v1/admin/orders/{id}/claims/{claimId}/reject`. */
export const claimRejectBodySchema = strictBody({
  reason: plainText({ error: "Say why the claim is rejected." })
    .trim()
    .min(1, { error: "Say why the claim is rejected." })
    .max(300, { error: "The reason has at most 300 characters." }),
});
export type ClaimRejectInput = z.infer<typeof claimRejectBodySchema>;

/** Written plainly like every id (`+1`, `0x1` and ids past the database's integer are 422, not a 500). */
export const orderClaimParamsSchema = z.object({
  id: idParamValueSchema,
  claimId: idParamValueSchema,
});
