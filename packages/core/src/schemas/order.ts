import { z } from "zod";
import { PAYMENT_METHODS, PAYMENT_STATUSES } from "../orders/payment-status";
import { ORDER_STATES } from "../orders/states";
import { addressSchema } from "./address";
import {
  DB_ID_MAX,
  idParamValueSchema,
  idSchema,
  moneySchema,
  optionalText,
  pagingQueryShape,
  quantitySchema,
  shopDaySchema,
  signedMoneySchema,
  strictBody,
} from "./common";
import { couponCodeSchema, couponSchema } from "./coupon";
import { productSchema } from "./product";
import { plainText } from "./text";

/** A chosen product option (colour, finish…) by ids; the server looks up titles and prices. */
export const cartLineOptionSchema = strictBody({ optionId: idSchema, valueId: idSchema });
export type CartLineOptionInput = z.infer<typeof cartLineOptionSchema>;

/** A cart line sent to the server: never a price, the server computes every amount. */
export const cartLineSchema = strictBody({
  productId: idSchema,
  quantity: quantitySchema,
  options: z.array(cartLineOptionSchema).max(20, { error: "Choose at most 20 options." }).optional(),
});
export type CartLineInput = z.infer<typeof cartLineSchema>;

const CART_LINES_MAX = 500;
const cartLinesSchema = z
  .array(cartLineSchema, { error: "Send the cart lines as a list." })
  .max(CART_LINES_MAX, { error: `A cart holds at most ${CART_LINES_MAX} lines.` });

const toPayShippingSchema = z.boolean({ error: "Choose whether shipping is paid on delivery." });

/** `POST /order/quote`: the cart to price; the address lets the server tell intra- from inter-state GST. */
export const quoteBodySchema = strictBody({
  items: cartLinesSchema,
  couponCode: couponCodeSchema.optional(),
  toPayShipping: toPayShippingSchema,
  addressId: idSchema.optional(),
});
export type QuoteInput = z.infer<typeof quoteBodySchema>;

export const paymentMethodSchema = z.enum(["bank-transfer"], { error: "Choose a payment method." });
export type PaymentMethodDto = z.infer<typeof paymentMethodSchema>;

/** `POST /order`. */
export const orderBodySchema = strictBody({
  items: cartLinesSchema.min(1, { error: "Your cart is empty. Add a product before ordering." }),
  addressId: z
    .number({ error: "Choose a delivery address." })
    .int({ error: "Choose a delivery address." })
    .positive({ error: "Choose a delivery address." })
    .max(DB_ID_MAX, { error: "Choose a delivery address." }),
  couponCode: couponCodeSchema.optional(),
  toPayShipping: toPayShippingSchema,
  paymentMethod: paymentMethodSchema,
  note: plainText({ error: "Write the note as text.", multiline: true })
    .trim()
    .max(500, { error: "The note has at most 500 characters." })
    .optional()
    .transform((note) => (note ? note : undefined)),
});
export type OrderInput = z.infer<typeof orderBodySchema>;

/** Headers of `POST /order`: the key that makes a retried order return the first one. */
export const orderHeadersSchema = z.object({
  "idempotency-key": plainText({ error: "Send an Idempotency-Key header with the order." })
    .trim()
    .min(8, { error: "The Idempotency-Key has 8 to 200 characters." })
    .max(200, { error: "The Idempotency-Key has 8 to 200 characters." }),
});
export type OrderHeadersInput = z.infer<typeof orderHeadersSchema>;

/** The cart's extra lines in their fixed order (PRICING.md); discounts carry a negative price. */
export const totalsLineTypeSchema = z.enum([
  "discount",
  "packaging",
  "packing-discount",
  "shipping",
  "shipping-discount",
  "tax",
  "cgst",
  "sgst",
  "igst",
]);

/**
 * A totals line. Before the delivery address is known the tax is one "GST" line (`tax`); from checkout
 * on it is "CGST 9%" + "SGST 9%" (Delhi) or "IGST 18%", one pair or line per rate, `rate` being that
 * tax's own rate.
 */
export const totalsLineSchema = z.object({
  type: totalsLineTypeSchema,
  title: z.string(),
  price: signedMoneySchema,
  rate: z.number().min(0).max(100).optional(),
});
export type TotalsLineDto = z.infer<typeof totalsLineSchema>;

export const quoteLineOptionSchema = z.object({
  optionId: z.number().int().positive(),
  valueId: z.number().int().positive(),
  optionTitle: z.string(),
  valueTitle: z.string(),
});
export type QuoteLineOptionDto = z.infer<typeof quoteLineOptionSchema>;

/** A priced cart line (SPEC.md section 3, "Cart line item"). */
export const quoteLineSchema = z.object({
  id: z.number().int().positive(),
  product: productSchema,
  options: z.array(quoteLineOptionSchema),
  price: moneySchema,
  mrp: moneySchema,
  tax: moneySchema,
  subtotal: moneySchema,
  total: moneySchema,
  quantity: z.number().int().positive(),
});
export type QuoteLineDto = z.infer<typeof quoteLineSchema>;

/** Where the supply is taxed: "Maharashtra (27)"; `basis` says whether the delivery state or the GSTIN's decided. */
export const placeOfSupplySchema = z.object({
  name: z.string(),
  gstCode: z.string().regex(/^[0-9]{2}$/),
  basis: z.enum(["delivery", "buyer-gstin"]),
  intraState: z.boolean(),
  /** "Place of supply: Maharashtra (27)". */
  label: z.string(),
  /** Set when the buyer's GSTIN is registered in another state than the delivery state. */
  warning: z.string().optional(),
  /** With a warning: the delivery state, "Delhi (07)", that does not decide. */
  deliveryState: z.string().optional(),
});
export type PlaceOfSupplyDto = z.infer<typeof placeOfSupplySchema>;

/** `POST /order/quote` answer: the server's cart, computed by the cart rules of packages/core. */
export const quoteSchema = z.object({
  items: z.array(quoteLineSchema),
  subtotal: moneySchema,
  totals: z.array(totalsLineSchema),
  total: moneySchema,
  quantity: z.number().int().nonnegative(),
  /** With an `addressId`: the place of supply, and the totals carry the CGST/SGST or IGST lines. */
  placeOfSupply: placeOfSupplySchema.optional(),
});
export type QuoteDto = z.infer<typeof quoteSchema>;

/** The kinds of GST document an order can have. */
export const documentKindSchema = z.enum(["proforma", "invoice", "credit-note"], {
  error: "The document is one of proforma, invoice or credit-note.",
});
export type DocumentKindDto = z.infer<typeof documentKindSchema>;

/** `GET /order/{id}/documents/{kind}` path. */
export const orderDocumentParamsSchema = z.object({
  id: idParamValueSchema,
  kind: documentKindSchema,
});

/** An issued document as the order lists it. */
export const orderDocumentSchema = z.object({
  kind: documentKindSchema,
  number: z.string(),
  issuedAt: z.iso.datetime({ offset: true }),
  total: moneySchema,
});
export type OrderDocumentDto = z.infer<typeof orderDocumentSchema>;

/** placed → confirmed → packed → dispatched → delivered, or cancelled (core's orders/states.ts). */
export const orderStatusSchema = z.enum(ORDER_STATES);
export type OrderStatusDto = z.infer<typeof orderStatusSchema>;

/** Derived from the payment rows (core's orders/payment-status.ts). */
export const paymentStatusValueSchema = z.enum(PAYMENT_STATUSES);
export type PaymentStatusValueDto = z.infer<typeof paymentStatusValueSchema>;

/** How a received payment or a refund moved: bank transfer (NEFT/RTGS/IMPS), UPI, or online. */
export const paymentRecordMethodSchema = z.enum(PAYMENT_METHODS, {
  error: "Choose bank transfer, UPI or online.",
});

/** `GET /order/{id}/payment/status`: the status and the amounts behind it. */
export const paymentStatusSchema = z.object({
  status: paymentStatusValueSchema,
  /** Received less refunded. */
  amountPaid: moneySchema,
  amountDue: moneySchema,
  /** Paid back to the buyer (a cancellation's refund, or one staff recorded). */
  amountRefunded: moneySchema,
});
export type PaymentStatusDto = z.infer<typeof paymentStatusSchema>;

/** The delivery address as it was when the order was placed; later edits do not change an order. */
export const orderAddressSchema = addressSchema.omit({ id: true, isDefault: true });
export type OrderAddressDto = z.infer<typeof orderAddressSchema>;

/**
 * An order line. `fromStock + madeToOrder = quantity`: the units taken from stock when the order was
 * placed, and the rest made to order (15 to 20 days).
 */
export const orderItemSchema = z.object({
  productId: z.number().int().positive(),
  title: z.string(),
  sku: z.string(),
  quantity: z.number().int().positive(),
  price: moneySchema,
  mrp: moneySchema,
  taxRate: z.number().min(0).max(100),
  subtotal: moneySchema,
  tax: moneySchema,
  total: moneySchema,
  fromStock: z.number().int().nonnegative(),
  madeToOrder: z.number().int().nonnegative(),
  /** The line's share of the order's discount: `total = subtotal − discount + tax`. */
  discount: moneySchema,
});
export type OrderItemDto = z.infer<typeof orderItemSchema>;

/** One step of an order's status history: the status it moved to, when, and the shop's note if any. */
export const orderStatusEntrySchema = z.object({
  status: orderStatusSchema,
  note: z.string().optional(),
  createdAt: z.iso.datetime({ offset: true }),
});

/** How the goods left: transporter, LR (docket) number, the e-way bill number when one was needed. */
export const orderDispatchSchema = z.object({
  transporter: z.string(),
  lrNumber: z.string(),
  ewayBillNumber: z.string().nullable(),
  /** The e-way bill's validity once staff typed it back (transporters ask for it). */
  ewayBillValidUntil: z.iso.datetime({ offset: true }).nullable(),
  dispatchedAt: z.iso.datetime({ offset: true }),
});
export type OrderDispatchDto = z.infer<typeof orderDispatchSchema>;

/**
 * An order sent in parts, as its buyer sees it: each shipment that has left (with its own tax invoice),
 * and per line what is still to come, with the date the awaited pieces are expected when staff set one.
 */
export const orderShipmentsViewSchema = z.object({
  sent: z.array(
    z.object({
      number: z.number().int().positive(),
      dispatchedAt: z.iso.datetime({ offset: true }),
      transporter: z.string().nullable(),
      lrNumber: z.string().nullable(),
      /** Its tax invoice (PDF at `/order/{id}/documents/invoice?number=`). */
      invoiceNumber: z.string().nullable(),
      lines: z.array(z.object({ sku: z.string(), title: z.string(), quantity: z.number().int().positive() })),
    }),
  ),
  toCome: z.array(
    z.object({
      sku: z.string(),
      title: z.string(),
      quantity: z.number().int().positive(),
      /** YYYY-MM-DD when the pieces waiting for stock are expected; null when not said or not waiting. */
      expectedOn: z.string().nullable(),
    }),
  ),
});
export type OrderShipmentsViewDto = z.infer<typeof orderShipmentsViewSchema>;

/**
 * An order sent in parts, in one line of the buyer's order list: how many shipments left with how many
 * pieces, how many pieces are still to come, and the last date staff gave for pieces waiting for stock.
 */
export const orderPartsSummarySchema = z.object({
  shipmentsSent: z.number().int().nonnegative(),
  piecesSent: z.number().int().nonnegative(),
  piecesToCome: z.number().int().nonnegative(),
  /** YYYY-MM-DD, the latest expected date of the pieces waiting for stock; null when none is said. */
  expectedOn: z.string().nullable(),
});
export type OrderPartsSummaryDto = z.infer<typeof orderPartsSummarySchema>;

/**
 * What the order page needs to take the payment: the amounts, and the UPI link for exactly the amount
 * due (null when nothing is due or the shop has no UPI address), to draw as a QR code beside the bank
 * details.
 */
export const orderPaymentSchema = z.object({
  amountPaid: moneySchema,
  amountDue: moneySchema,
  amountRefunded: moneySchema,
  upi: z
    .object({
      uri: z.string(),
      vpa: z.string(),
      payeeName: z.string(),
      amount: moneySchema,
    })
    .nullable(),
});
export type OrderPaymentDto = z.infer<typeof orderPaymentSchema>;
export type OrderStatusEntryDto = z.infer<typeof orderStatusEntrySchema>;

/**
 * An order as the API sends it; `createdAt` is an ISO 8601 timestamp. `statusHistory` (oldest first) is
 * optional because API.md's Order does not list it; this API always sends it.
 */
export const orderSchema = z.object({
  id: z.number().int().positive(),
  number: z.string(),
  status: orderStatusSchema,
  paymentStatus: paymentStatusValueSchema,
  paymentMethod: paymentMethodSchema,
  createdAt: z.iso.datetime({ offset: true }),
  address: orderAddressSchema,
  items: z.array(orderItemSchema),
  subtotal: moneySchema,
  totals: z.array(totalsLineSchema),
  total: moneySchema,
  coupon: couponSchema.optional(),
  statusHistory: z.array(orderStatusEntrySchema).optional(),
  /** The buyer's note at checkout. */
  note: z.string().nullable(),
  /** True: shipping is paid to the transporter on delivery ("to pay"). */
  toPayShipping: z.boolean(),
  payment: orderPaymentSchema,
  dispatch: orderDispatchSchema.nullable(),
  /** Orders placed since GST split: the place of supply the order (and its invoice) is taxed for. */
  placeOfSupply: placeOfSupplySchema.optional(),
  /** The order's GST documents already issued (PDF at `/order/{id}/documents/{kind}`). */
  documents: z.array(orderDocumentSchema).optional(),
  /** Present once the order is sent in parts (it has a shipment): what left and what is to come. */
  shipments: orderShipmentsViewSchema.optional(),
  /** In the order list (`GET /order`), once the order is sent in parts: what left and what is to come. */
  parts: orderPartsSummarySchema.optional(),
});
export type OrderDto = z.infer<typeof orderSchema>;

/** `GET /order` query. */
export const orderListQuerySchema = z.object(pagingQueryShape(10, 100));
export type OrderListQueryInput = z.infer<typeof orderListQuerySchema>;

/** `GET /order`: the caller's orders, newest first. */
export const orderPageSchema = z.object({
  items: z.array(orderSchema),
  total: z.number().int().nonnegative(),
});
export type OrderPageDto = z.infer<typeof orderPageSchema>;

/** How the buyer says they paid: staff look in the UPI app's or the bank's statement accordingly. */
export const PAYMENT_CLAIM_METHODS = ["upi", "bank_transfer"] as const;
export type PaymentClaimMethod = (typeof PAYMENT_CLAIM_METHODS)[number];
export const paymentClaimMethodSchema = z.enum(PAYMENT_CLAIM_METHODS, {
  error: "Choose UPI or bank transfer.",
});

/** `POST /order/{id}/payment/claims`: the buyer tells the shop the UTR of a transfer they made. */
export const paymentClaimBodySchema = strictBody({
  reference: z
    .string({ error: "Enter the UTR or transaction reference of your payment." })
    .trim()
    .toUpperCase()
    .min(6, { error: "A UTR has 6 to 30 letters and digits." })
    .max(30, { error: "A UTR has 6 to 30 letters and digits." })
    .regex(/^[A-Z0-9]+$/, { error: "A UTR has 6 to 30 letters and digits." }),
  amount: moneySchema
    .refine((v) => v > 0, { error: "Enter the amount you paid." })
    .meta({ exclusiveMinimum: 0 }),
  paidOn: shopDaySchema("Enter the date of the payment."),
  note: optionalText(300, "The note has at most 300 characters."),
  method: paymentClaimMethodSchema,
});
export type PaymentClaimInput = z.infer<typeof paymentClaimBodySchema>;

export const paymentClaimStatusSchema = z.enum(["open", "confirmed", "rejected"]);

/** A buyer's claim of a payment, as the buyer and the shop see it. */
export const paymentClaimSchema = z.object({
  id: z.number().int().positive(),
  reference: z.string(),
  amount: moneySchema,
  paidOn: z.iso.date(),
  note: z.string().nullable(),
  /** null: a claim sent before the buyer was asked how they paid. */
  method: paymentClaimMethodSchema.nullable(),
  status: paymentClaimStatusSchema,
  /** Why the shop rejected it. */
  reason: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type PaymentClaimDto = z.infer<typeof paymentClaimSchema>;
