import type { Paise } from "../money/paise";

/**
 * Payment is separate from the order's state (BACKOFFICE.md): the sum of the payment rows decides it.
 *   refunded = 0:  paid = 0 → pending;  0 < paid < total → partially_paid;  paid ≥ total → paid
 *   refunded > 0:  refunded ≥ paid → refunded;  otherwise partially_refunded
 */
export const PAYMENT_STATUSES = [
  "pending",
  "partially_paid",
  "paid",
  "partially_refunded",
  "refunded",
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_STATUS_TITLES: Record<PaymentStatus, string> = {
  pending: "Pending",
  partially_paid: "Partially paid",
  paid: "Paid",
  partially_refunded: "Partially refunded",
  refunded: "Refunded",
};

export const PAYMENT_METHODS = ["bank_transfer", "upi", "online"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_TITLES: Record<PaymentMethod, string> = {
  bank_transfer: "Bank transfer",
  upi: "UPI",
  online: "Online",
};

export interface PaymentSums {
  /** The order's total in paise. */
  total: Paise;
  /** Sum of the payments received. */
  paid: Paise;
  /** Sum of the refunds made. */
  refunded: Paise;
  /** A cancelled order owes nothing, whatever was paid and refunded. */
  cancelled?: boolean;
}

export function paymentStatusOf({ total, paid, refunded }: PaymentSums): PaymentStatus {
  if (refunded > 0) return refunded >= paid ? "refunded" : "partially_refunded";
  if (paid <= 0) return "pending";
  return paid >= total ? "paid" : "partially_paid";
}

/** What the buyer still owes: total − (paid − refunded), never below 0; nothing once cancelled. */
export function amountDue({ total, paid, refunded, cancelled }: PaymentSums): Paise {
  if (cancelled) return 0;
  return Math.max(0, total - (paid - refunded));
}

/** A payment that would take the money kept above the total is refused: net + amount ≤ total. */
export function paymentFits(sums: PaymentSums, amount: Paise): boolean {
  return sums.paid - sums.refunded + amount <= sums.total;
}

/** A refund cannot give back more than was kept: amount ≤ paid − refunded. */
export function refundFits(sums: PaymentSums, amount: Paise): boolean {
  return amount <= sums.paid - sums.refunded;
}

/**
 * The UPI deep link a QR code carries (NPCI's UPI linking specification): payee address, payee name,
 * amount in rupees with 2 decimals, the order number as the note, currency INR.
 */
export function upiPaymentUri(input: {
  vpa: string;
  payeeName: string;
  amount: Paise;
  note: string;
}): string {
  const params = [
    ["pa", input.vpa],
    ["pn", input.payeeName],
    ["am", (input.amount / 100).toFixed(2)],
    ["tn", input.note],
    ["cu", "INR"],
  ];
  // '@' stays as it is: the payee address is written that way in every UPI app's own links.
  const encode = (value: string) => encodeURIComponent(value).replace(/%40/g, "@");
  return `upi://pay?${params.map(([key, value]) => `${key}=${encode(value ?? "")}`).join("&")}`;
}
