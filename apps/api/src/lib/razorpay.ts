import { createHmac, timingSafeEqual } from "node:crypto";

/** Razorpay's order, as its API returns it (amounts in paise). */
export interface GatewayOrder {
  id: string;
  entity: "order";
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  status: "created" | "attempted" | "paid";
  created_at: number;
}

export type GatewayPaymentStatus = "created" | "authorized" | "captured" | "refunded" | "failed";

/** Razorpay's payment entity: what the shop keeps of it (method, fee and tax in paise). */
export interface GatewayPayment {
  id: string;
  entity: "payment";
  amount: number;
  currency: string;
  status: GatewayPaymentStatus;
  order_id: string | null;
  method: string;
  amount_refunded: number;
  captured: boolean;
  fee: number | null;
  tax: number | null;
  error_code: string | null;
  error_description: string | null;
  created_at: number;
}

export interface GatewayRefund {
  id: string;
  entity: "refund";
  amount: number;
  currency: string;
  payment_id: string;
  notes?: Record<string, string>;
  status: "pending" | "processed" | "failed";
  created_at: number;
}

/** A refusal from the gateway, with its code and sentence (never the credentials). */
export class GatewayError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    description: string,
  ) {
    super(description);
    this.name = "GatewayError";
  }
}

/**
 * The payment gateway as the shop uses it (ARCHITECTURE.md "Outside systems"): orders, payments,
 * capture, refunds and fetch. One implementation, Razorpay's HTTP API; the local gateway speaks the
 * same API, so only the base URL and the keys differ between development, tests and production.
 */
export interface PaymentGateway {
  readonly keyId: string;
  createOrder(input: {
    amount: number;
    currency: string;
    receipt: string;
    notes?: Record<string, string>;
  }): Promise<GatewayOrder>;
  fetchOrder(id: string): Promise<GatewayOrder>;
  fetchOrderPayments(orderId: string): Promise<GatewayPayment[]>;
  fetchPayment(id: string): Promise<GatewayPayment>;
  capture(paymentId: string, amount: number, currency: string): Promise<GatewayPayment>;
  refund(
    paymentId: string,
    input: { amount: number; idempotencyKey: string; notes?: Record<string, string> },
  ): Promise<GatewayRefund>;
  fetchRefund(paymentId: string, refundId: string): Promise<GatewayRefund>;
}

export interface RazorpayCredentials {
  apiBase: string;
  keyId: string;
  keySecret: string;
}

/** A small fetch client of Razorpay's REST API (basic auth with key id and secret, JSON both ways). */
export function createRazorpayClient(credentials: RazorpayCredentials): PaymentGateway {
  const base = credentials.apiBase.replace(/\/+$/, "");
  const authorization = `Basic ${Buffer.from(`${credentials.keyId}:${credentials.keySecret}`).toString("base64")}`;

  async function call<T>(
    method: "GET" | "POST",
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<T> {
    const response = await fetch(`${base}/v1${path}`, {
      method,
      headers: {
        authorization,
        accept: "application/json",
        ...(body !== undefined ? { "content-type": "application/json" } : {}),
        ...headers,
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      signal: AbortSignal.timeout(15_000),
    });
    const text = await response.text();
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = null;
    }
    if (!response.ok) {
      const error = (parsed as { error?: { code?: string; description?: string } } | null)?.error;
      throw new GatewayError(
        response.status,
        error?.code ?? "GATEWAY_ERROR",
        error?.description ?? `The payment gateway answered ${response.status}.`,
      );
    }
    return parsed as T;
  }

  return {
    keyId: credentials.keyId,
    createOrder: (input) => call<GatewayOrder>("POST", "/orders", input),
    fetchOrder: (id) => call<GatewayOrder>("GET", `/orders/${encodeURIComponent(id)}`),
    fetchOrderPayments: async (orderId) =>
      (await call<{ items: GatewayPayment[] }>("GET", `/orders/${encodeURIComponent(orderId)}/payments`))
        .items,
    fetchPayment: (id) => call<GatewayPayment>("GET", `/payments/${encodeURIComponent(id)}`),
    capture: (paymentId, amount, currency) =>
      call<GatewayPayment>("POST", `/payments/${encodeURIComponent(paymentId)}/capture`, {
        amount,
        currency,
      }),
    refund: (paymentId, input) =>
      call<GatewayRefund>(
        "POST",
        `/payments/${encodeURIComponent(paymentId)}/refund`,
        { amount: input.amount, speed: "normal", ...(input.notes ? { notes: input.notes } : {}) },
        { "x-refund-idempotency": input.idempotencyKey },
      ),
    fetchRefund: (paymentId, refundId) =>
      call<GatewayRefund>(
        "GET",
        `/payments/${encodeURIComponent(paymentId)}/refunds/${encodeURIComponent(refundId)}`,
      ),
  };
}

export function hmacHex(secret: string, text: string | Buffer): string {
  return createHmac("sha256", secret).update(text).digest("hex");
}

/** Compares two hex signatures in constant time (a wrong length is simply false). */
export function signaturesMatch(expected: string, given: string | undefined): boolean {
  if (typeof given !== "string") return false;
  const a = Buffer.from(expected, "utf8");
  const b = Buffer.from(given, "utf8");
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The checkout's signature: HMAC-SHA256 of `order_id|payment_id` with the key secret. */
export function checkoutSignature(keySecret: string, gatewayOrderId: string, paymentId: string): string {
  return hmacHex(keySecret, `${gatewayOrderId}|${paymentId}`);
}

/** A webhook's signature: HMAC-SHA256 of the raw body as sent, with the webhook secret. */
export function webhookSignature(webhookSecret: string, rawBody: string | Buffer): string {
  return hmacHex(webhookSecret, rawBody);
}
