import { z } from "zod";
import { returnBodySchema } from "./admin/returns";
import { moneySchema, optionalText, strictBody } from "./common";

export const GATEWAY_METHODS = ["upi", "netbanking", "card"] as const;
export const gatewayMethodSchema = z.enum(GATEWAY_METHODS, { error: "Choose UPI, netbanking or cards." });
export type GatewayMethodDto = z.infer<typeof gatewayMethodSchema>;

export const GATEWAY_METHOD_TITLES: Record<GatewayMethodDto, string> = {
  upi: "UPI",
  netbanking: "Netbanking",
  card: "Cards",
};

/**
 * `POST /v1/order/{id}/payment/online`: what the checkout script needs. The amount is the server's (the
 * amount due, in paise); a body may name a smaller amount only where the owner allows part payments.
 */
export const onlinePaymentBodySchema = strictBody({
  amount: moneySchema
    .refine((v) => v >= 1, { error: "Enter at least ₹1." })
    .meta({ minimum: 1 })
    .optional(),
});
export type OnlinePaymentInput = z.infer<typeof onlinePaymentBodySchema>;

export const onlinePaymentStartSchema = z.object({
  gateway: z.literal("razorpay"),
  keyId: z.string(),
  gatewayOrderId: z.string(),
  /** Paise, as Razorpay Checkout takes it. */
  amount: z.number().int(),
  currency: z.string(),
  /** Razorpay Checkout's script at the configured gateway (the local one serves its own). */
  checkoutScriptUrl: z.string(),
  orderNumber: z.string(),
  methods: z.array(gatewayMethodSchema),
  shopName: z.string(),
  prefill: z.object({ name: z.string(), email: z.string(), contact: z.string() }),
});
export type OnlinePaymentStartDto = z.infer<typeof onlinePaymentStartSchema>;

/** `POST /v1/payment/online/verify`: the checkout's callback, checked against the key secret. */
/** A gateway's id (order_…, pay_…, rfnd_…): letters, digits and underscores. */
const gatewayIdSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_]+$/, "This is not a payment gateway id.");

/** A secret typed on the settings screen: printable characters without spaces. */
const gatewaySecretSchema = z
  .string()
  .min(8)
  .max(128)
  .regex(/^[\x21-\x7e]+$/, "A secret has letters, digits and symbols, without spaces.");

export const onlinePaymentVerifyBodySchema = strictBody({
  gatewayOrderId: gatewayIdSchema,
  paymentId: gatewayIdSchema,
  signature: z
    .string()
    .min(1)
    .max(256)
    .regex(/^[0-9a-fA-F]+$/, "The signature is not valid."),
});
export type OnlinePaymentVerifyInput = z.infer<typeof onlinePaymentVerifyBodySchema>;

export const onlinePaymentVerifiedSchema = z.object({
  orderId: z.number().int(),
  /** Whether the gateway's webhook (or reconciliation) has already counted the payment. */
  captured: z.boolean(),
  message: z.string(),
});
export type OnlinePaymentVerifiedDto = z.infer<typeof onlinePaymentVerifiedSchema>;

/** One payment at the gateway on an order, for staff: what it reported and what is left to refund. */
export const adminGatewayPaymentSchema = z.object({
  id: z.number().int(),
  gatewayOrderId: z.string(),
  gatewayPaymentId: z.string(),
  status: z.enum(["created", "authorized", "captured", "failed", "refunded"]),
  method: z.string().nullable(),
  amount: z.number(),
  fee: z.number().nullable(),
  tax: z.number().nullable(),
  refundable: z.number(),
  errorDescription: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminGatewayPaymentDto = z.infer<typeof adminGatewayPaymentSchema>;

export const gatewayRefundSchema = z.object({
  id: z.number().int(),
  gatewayPaymentId: z.string(),
  gatewayRefundId: z.string().nullable(),
  amount: z.number(),
  status: z.enum(["requested", "pending", "processed", "failed"]),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type GatewayRefundDto = z.infer<typeof gatewayRefundSchema>;

export const adminOnlinePaymentsSchema = z.object({
  enabled: z.boolean(),
  payments: z.array(adminGatewayPaymentSchema),
  refunds: z.array(gatewayRefundSchema),
  /** Events whose amount did not match the gateway order the shop created: nothing was credited. */
  held: z.array(
    z.object({ eventId: z.string(), event: z.string(), reason: z.string(), receivedAt: z.string() }),
  ),
});
export type AdminOnlinePaymentsDto = z.infer<typeof adminOnlinePaymentsSchema>;

/**
 * `POST /v1/admin/orders/{id}/online-refunds`: full or part, at most what is left of the payment; the
 * idempotency key (made by the form once) makes a repeated click or retry one refund.
 */
export const onlineRefundBodySchema = strictBody({
  gatewayPaymentId: gatewayIdSchema,
  amount: moneySchema
    .refine((v) => v > 0, { error: "Enter an amount above ₹0." })
    .meta({ exclusiveMinimum: 0 }),
  idempotencyKey: z
    .string()
    .regex(/^[A-Za-z0-9_-]{10,64}$/, "The idempotency key has 10 to 64 letters, digits, - or _."),
  note: optionalText(300, "The note has at most 300 characters."),
  /**
   * Goods not supplied after the tax invoice: the invoice lines and pieces, credited by a credit note
   * in the refund's transaction (as a return is), so that the refund has room. Refused on an order
   * without a tax invoice (an advance is refunded without one).
   */
  creditNote: returnBodySchema.optional(),
});
export type OnlineRefundInput = z.infer<typeof onlineRefundBodySchema>;

/** The owner's Razorpay settings as shown: secrets only as "set" or not, never their text. */
export const razorpaySettingsSchema = z.object({
  enabled: z.boolean(),
  mode: z.enum(["test", "live"]),
  keyId: z.string().nullable(),
  keySecretSet: z.boolean(),
  webhookSecretSet: z.boolean(),
  methods: z.array(gatewayMethodSchema),
  partPayments: z.boolean(),
  /** Which values the environment fixes (they win over this screen). */
  fromEnvironment: z.object({ keyId: z.boolean(), keySecret: z.boolean(), webhookSecret: z.boolean() }),
  apiBase: z.string(),
});
export type RazorpaySettingsDto = z.infer<typeof razorpaySettingsSchema>;

export const razorpaySettingsBodySchema = strictBody({
  enabled: z.boolean(),
  mode: z.enum(["test", "live"]),
  keyId: z
    .string()
    .regex(/^rzp_(test|live)_[A-Za-z0-9]{6,32}$/, "A key id looks like rzp_test_… or rzp_live_….")
    .nullable(),
  /** Sent only to change it; absent keeps the stored one. */
  keySecret: gatewaySecretSchema.optional(),
  webhookSecret: gatewaySecretSchema.optional(),
  methods: z.array(gatewayMethodSchema).min(1, "Offer at least one method."),
  partPayments: z.boolean(),
});
export type RazorpaySettingsInput = z.infer<typeof razorpaySettingsBodySchema>;

/** `GET /v1/payment/online/options`: whether the storefront offers "Pay online now", and by what. */
export const onlinePaymentOptionsSchema = z.object({
  enabled: z.boolean(),
  methods: z.array(gatewayMethodSchema),
  partPayments: z.boolean(),
});
export type OnlinePaymentOptionsDto = z.infer<typeof onlinePaymentOptionsSchema>;

/**
 * `POST /v1/customer/credit/payment/online`: paying what is owed on the account. No amount: the server
 * takes the whole outstanding, or the open amounts of the invoices of the orders named.
 */
export const accountPaymentBodySchema = strictBody({
  orderIds: z
    .array(z.number().int().positive(), { error: "Choose the invoices to pay." })
    .min(1, { error: "Choose at least one invoice." })
    .max(200)
    .optional(),
});
export type AccountPaymentInput = z.infer<typeof accountPaymentBodySchema>;

/** The checkout's callback of an account payment: a state only, as for an order. */
export const accountPaymentVerifiedSchema = z.object({
  captured: z.boolean(),
  message: z.string(),
});
export type AccountPaymentVerifiedDto = z.infer<typeof accountPaymentVerifiedSchema>;
