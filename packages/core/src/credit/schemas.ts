import { z } from "zod";
import { isoDateSchema } from "../schemas/admin/common";
import { paymentReferenceSchema } from "../schemas/admin/orders";
import { idSchema, moneySchema, optionalText, signedMoneySchema, strictBody } from "../schemas/common";
import { paymentRecordMethodSchema } from "../schemas/order";
import { plainText } from "../schemas/text";
import { AGEING_BUCKETS, PAYMENT_TERMS_DAYS } from "./rules";

/** `null`: advance; 0: on delivery; 7 … 90: net days from the tax invoice. */
export const paymentTermsDaysSchema = z
  .union(
    PAYMENT_TERMS_DAYS.map((days) => z.literal(days)) as unknown as [
      z.ZodLiteral<0>,
      z.ZodLiteral<7>,
      ...z.ZodLiteral<number>[],
    ],
    { error: "Choose advance, on delivery or net 7, 15, 30, 45, 60 or 90 days." },
  )
  .nullable();

/**
 * The credit fields `PATCH /v1/admin/customers/{id}` also takes (rupees). `null` terms set the buyer to
 * advance (whatever their group's default); a `null` limit goes back to the group's limit.
 */
export const customerCreditPatchShape = {
  paymentTermsDays: paymentTermsDaysSchema.optional(),
  creditLimit: moneySchema.nullable().optional(),
  /** What the buyer owed when the shop started keeping their account here (negative: an advance held). */
  openingBalance: signedMoneySchema.optional(),
  openingBalanceOn: isoDateSchema.optional(),
};

export const CUSTOMER_CREDIT_FIELDS = Object.keys(
  customerCreditPatchShape,
) as (keyof typeof customerCreditPatchShape)[];

export const customerCreditSchema = z.object({
  paymentTermsDays: paymentTermsDaysSchema,
  paymentTermsLabel: z.string(),
  creditLimit: moneySchema,
  /** The terms and limit come from the buyer's group, not set on the buyer. */
  termsFromGroup: z.boolean(),
  limitFromGroup: z.boolean(),
  openingBalance: signedMoneySchema,
  openingBalanceOn: z.iso.date().nullable(),
  /** Σ invoices − Σ payments − Σ credit notes (+ opening balance, + refunds): what the buyer owes now. */
  outstanding: signedMoneySchema,
  available: moneySchema,
});
export type CustomerCreditDto = z.infer<typeof customerCreditSchema>;

/** `PUT /v1/admin/customer-groups/{id}/credit`: the defaults of a group's buyers. */
export const groupCreditBodySchema = strictBody({
  paymentTermsDays: paymentTermsDaysSchema,
  creditLimit: moneySchema,
});
export type GroupCreditInput = z.infer<typeof groupCreditBodySchema>;
export const groupCreditSchema = z.object({
  customerGroupId: z.number().int().positive(),
  paymentTermsDays: paymentTermsDaysSchema,
  creditLimit: moneySchema,
});

/**
 * `POST /v1/admin/customers/{id}/receipts`: money from a buyer not tied to one order. It pays the
 * oldest open invoices first, or the parts staff name; the rest stays on account ('on-account') or is
 * an advance for orders to come ('advance', nothing applied).
 */
export const receiptBodySchema = strictBody({
  kind: z.enum(["on-account", "advance"], { error: "Say whether this is on account or an advance." }),
  method: paymentRecordMethodSchema,
  amount: moneySchema
    .refine((v) => v > 0, { error: "Enter an amount above ₹0." })
    .meta({ exclusiveMinimum: 0 }),
  reference: paymentReferenceSchema.optional(),
  receivedOn: isoDateSchema,
  note: optionalText(300, "The note has at most 300 characters."),
  allocations: z
    .array(
      strictBody({
        orderId: idSchema,
        amount: moneySchema
          .refine((v) => v > 0, { error: "Enter an amount above ₹0." })
          .meta({ exclusiveMinimum: 0 }),
      }),
    )
    .max(200)
    .optional(),
});
export type ReceiptInput = z.infer<typeof receiptBodySchema>;

export const receiptSchema = z.object({
  id: z.number().int().positive(),
  kind: z.enum(["on-account", "advance"]),
  amount: moneySchema,
  unallocated: moneySchema,
  allocations: z.array(z.object({ orderId: z.number().int(), orderNumber: z.string(), amount: moneySchema })),
});
export type ReceiptDto = z.infer<typeof receiptSchema>;

export const openInvoiceSchema = z.object({
  orderId: z.number().int().positive(),
  orderNumber: z.string(),
  invoiceNumber: z.string(),
  invoiceDate: z.iso.date(),
  dueOn: z.iso.date(),
  daysOverdue: z.number().int().nonnegative(),
  total: moneySchema,
  open: moneySchema,
  upi: z.object({ uri: z.string() }).nullable(),
});
export type OpenInvoiceDto = z.infer<typeof openInvoiceSchema>;

/** `GET /v1/account/credit`: the buyer's own account. */
export const buyerAccountSchema = z.object({
  paymentTermsDays: paymentTermsDaysSchema,
  paymentTermsLabel: z.string(),
  creditLimit: moneySchema,
  outstanding: signedMoneySchema,
  available: moneySchema,
  overdue: moneySchema,
  invoices: z.array(openInvoiceSchema),
  /** The whole outstanding as one UPI payment; null when nothing is owed or the shop has no UPI id. */
  upi: z.object({ uri: z.string() }).nullable(),
});
export type BuyerAccountDto = z.infer<typeof buyerAccountSchema>;

export const ledgerRowSchema = z.object({
  date: z.iso.date(),
  kind: z.enum(["opening", "invoice", "credit-note", "payment", "refund", "receipt"]),
  reference: z.string(),
  description: z.string(),
  dueOn: z.iso.date().nullable(),
  debit: moneySchema,
  credit: moneySchema,
  balance: signedMoneySchema,
});

export const ageingSummarySchema = z.object(
  Object.fromEntries([...AGEING_BUCKETS, "total"].map((key) => [key, moneySchema])) as Record<
    (typeof AGEING_BUCKETS)[number] | "total",
    typeof moneySchema
  >,
);

/** `GET /v1/admin/customers/{id}/ledger?from&to`: entries of the period between its opening and closing. */
export const ledgerQuerySchema = z.object({
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
});
export type LedgerQuery = z.infer<typeof ledgerQuerySchema>;

export const ledgerSchema = z.object({
  customer: z.object({ id: z.number().int(), name: z.string(), companyName: z.string().nullable() }),
  from: z.iso.date().nullable(),
  to: z.iso.date(),
  opening: signedMoneySchema,
  closing: signedMoneySchema,
  entries: z.array(ledgerRowSchema),
  ageing: ageingSummarySchema,
  credit: customerCreditSchema,
});
export type LedgerDto = z.infer<typeof ledgerSchema>;

/** `GET /v1/admin/customers/{id}/ledger/export?format=csv|xlsx&from&to`. */
export const ledgerExportQuerySchema = ledgerQuerySchema.extend({
  format: z.enum(["csv", "xlsx"], { error: "Choose csv or xlsx." }).default("csv"),
});

/** How `/admin/receivables` may be ordered; each with the buyer's id as the tie-break of the keyset. */
export const RECEIVABLES_SORTS = ["outstanding", "overdue", "oldest", "limit-used", "name"] as const;
export type ReceivablesSort = (typeof RECEIVABLES_SORTS)[number];
export const RECEIVABLES_SHOWS = ["all", "overdue", "over-90", "over-limit"] as const;

/** `GET /v1/admin/receivables`: every buyer who owes something, with the ageing buckets. */
export const receivablesQuerySchema = z.object({
  search: plainText({ error: "Search with words." })
    .trim()
    .max(100, { error: "Search with at most 100 characters." })
    .optional(),
  show: z
    .enum(RECEIVABLES_SHOWS, { error: "Choose all, overdue, over 90 days or over the limit." })
    .default("all"),
  sort: z.enum(RECEIVABLES_SORTS, { error: "Choose how to sort the buyers." }).default("outstanding"),
  cursor: z.string().max(300, { error: "The cursor is not valid." }).optional(),
  limit: z.coerce
    .number({ error: "limit must be a whole number." })
    .int({ error: "limit must be a whole number." })
    .min(1, { error: "limit must be at least 1." })
    .max(100, { error: "limit must be at most 100." })
    .default(50),
});
export type ReceivablesQuery = z.infer<typeof receivablesQuerySchema>;

export const receivablesItemSchema = z.object({
  customerId: z.number().int().positive(),
  name: z.string(),
  companyName: z.string().nullable(),
  paymentTermsLabel: z.string(),
  creditLimit: moneySchema,
  outstanding: signedMoneySchema,
  ageing: ageingSummarySchema,
  /** Days past due of the oldest open item; 0 when nothing is overdue. */
  oldestOverdueDays: z.number().int().nonnegative(),
  /** Outstanding as a share of the limit in per cent; null without a limit. */
  limitUsedPercent: z.number().nonnegative().nullable(),
});
export type ReceivablesItemDto = z.infer<typeof receivablesItemSchema>;

export const receivablesPageSchema = z.object({
  items: z.array(receivablesItemSchema),
  nextCursor: z.string().nullable(),
  /** Every buyer the filters keep, not only this page. */
  buyers: z.number().int().nonnegative(),
  totals: ageingSummarySchema,
});
export type ReceivablesPageDto = z.infer<typeof receivablesPageSchema>;
