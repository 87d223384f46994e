import type { Paise } from "../money/paise";

/**
 * Payment is separate from the order's state (BACKOFFICE.md): the sums of the payment rows and of the
 * credit notes decide it (`paymentStatusOf` below).
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
  /** Sum of the credit notes issued against the order's tax invoice (tax included); 0 when none. */
  credited?: Paise;
  /** A cancelled order owes nothing, whatever was paid and refunded. */
  cancelled?: boolean;
}

/** What the order is worth once its credit notes are taken off: the invoices less the credit notes. */
export function netAmount({ total, credited = 0, cancelled }: PaymentSums): Paise {
  if (cancelled) return 0;
  return Math.max(0, total - credited);
}

/** What the shop kept: received less refunded. */
export function amountKept({ paid, refunded }: PaymentSums): Paise {
  return paid - refunded;
}

/**
 * The payment status follows what is owed against the net amount (a credit note lowers what the
 * order is worth), not the total invoiced:
 *   nothing received → pending; everything received given back → refunded;
 *   kept < net → partially_paid (some refunded: still partially_paid, money is owed);
 *   kept ≥ net → paid, or partially_refunded when part of it was given back.
 */
export function paymentStatusOf(sums: PaymentSums): PaymentStatus {
  const { paid, refunded } = sums;
  if (paid <= 0) return "pending";
  if (refunded >= paid) return "refunded";
  const kept = amountKept(sums);
  if (kept < netAmount(sums)) return "partially_paid";
  return refunded > 0 ? "partially_refunded" : "paid";
}

/**
 * What the buyer still owes: net − (paid − refunded), never below 0; nothing once cancelled. A refund
 * of what was kept beyond the net amount leaves it at 0: nothing refunded ever shows as due again.
 */
export function amountDue(sums: PaymentSums): Paise {
  return Math.max(0, netAmount(sums) - amountKept(sums));
}

/**
 * What may be paid back: what the shop kept beyond the net amount (all of it once cancelled). A
 * refund up to this never raises what the buyer owes.
 */
export function amountRefundable(sums: PaymentSums): Paise {
  return Math.max(0, amountKept(sums) - netAmount(sums));
}

/** A payment that would take the money kept above the net amount is refused: kept + amount ≤ net. */
export function paymentFits(sums: PaymentSums, amount: Paise): boolean {
  return amountKept(sums) + amount <= netAmount(sums);
}

/** A refund gives back at most what was kept beyond the net amount. */
export function refundFits(sums: PaymentSums, amount: Paise): boolean {
  return amount <= amountRefundable(sums);
}

/** The money of an order as every page shows it (the buyer's, the back office's), from one rule. */
export interface OrderMoney {
  net: Paise;
  received: Paise;
  refunded: Paise;
  credited: Paise;
  due: Paise;
  refundable: Paise;
  status: PaymentStatus;
}

export function orderMoney(sums: PaymentSums): OrderMoney {
  return {
    net: netAmount(sums),
    received: sums.paid,
    refunded: sums.refunded,
    credited: sums.credited ?? 0,
    due: amountDue(sums),
    refundable: amountRefundable(sums),
    status: paymentStatusOf(sums),
  };
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
