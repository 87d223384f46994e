import { z } from "zod";
import { moneySchema, strictBody } from "../common";
import { plainText } from "../text";
import { adminDocumentSchema } from "./gst";

/**
 * Returns and price reductions after the tax invoice (BACKOFFICE.md "An order's life"): each credit
 * note names the invoice lines it credits, at their own HSN and rate.
 */

const reasonSchema = (error: string) =>
  plainText({ error }).trim().min(1, { error }).max(200, { error: "The reason has at most 200 characters." });

const orderLineIdSchema = z
  .number({ error: "Choose a line of the order." })
  .int({ error: "Choose a line of the order." })
  .positive({ error: "Choose a line of the order." });

/**
 * `POST /v1/admin/orders/{id}/returns`: the lines and pieces that came back; `restock` when they can
 * be sold again (otherwise damaged). Answers 201 with the credit note issued for them.
 */
export const returnBodySchema = strictBody({
  lines: z
    .array(
      strictBody({
        orderLineId: orderLineIdSchema,
        quantity: z
          .number({ error: "Enter how many pieces came back." })
          .int({ error: "Enter whole pieces." })
          .min(1, { error: "Return at least 1 piece." }),
        restock: z.boolean({ error: "Say whether the pieces go back to stock." }),
      }),
      { error: "Choose the lines that came back." },
    )
    .min(1, { error: "Choose at least one line that came back." })
    .max(500),
  reason: reasonSchema("Say why the goods came back."),
});
export type ReturnInput = z.infer<typeof returnBodySchema>;

/**
 * `POST /v1/admin/orders/{id}/credit-notes`: a price reduced after the invoice, per line: the amount
 * (rupees, before GST) taken off the line's taxable value; the GST follows at the line's own rate.
 */
export const creditNoteBodySchema = strictBody({
  lines: z
    .array(
      strictBody({
        orderLineId: orderLineIdSchema,
        amount: moneySchema
          .refine((v) => v > 0, { error: "Enter an amount above ₹0." })
          .meta({ exclusiveMinimum: 0 }),
      }),
      { error: "Choose the lines whose price is reduced." },
    )
    .min(1, { error: "Choose at least one line whose price is reduced." })
    .max(500),
  reason: reasonSchema("Say why the value is credited."),
});
export type CreditNoteInput = z.infer<typeof creditNoteBodySchema>;

/** A line of a credit note as the back office shows it (rupees). */
export const adminCreditNoteLineSchema = z.object({
  orderLineId: z.number().int().positive(),
  kind: z.enum(["return", "price"]),
  description: z.string(),
  hsnCode: z.string(),
  rate: z.number(),
  quantity: z.number().int().positive().nullable(),
  restock: z.boolean(),
  taxable: moneySchema,
  cgst: moneySchema,
  sgst: moneySchema,
  igst: moneySchema,
});
export type AdminCreditNoteLineDto = z.infer<typeof adminCreditNoteLineSchema>;

/** The answer to a return or a price reduction: the credit note, its lines, pieces back in stock. */
export const adminCreditNoteIssuedSchema = z.object({
  creditNote: adminDocumentSchema,
  lines: z.array(adminCreditNoteLineSchema),
  restocked: z.number().int().nonnegative(),
});
export type AdminCreditNoteIssuedDto = z.infer<typeof adminCreditNoteIssuedSchema>;

/** A line of the tax invoice with what may still come back or be credited. */
export const adminReturnableLineSchema = z.object({
  orderLineId: z.number().int().positive(),
  description: z.string(),
  hsnCode: z.string(),
  rate: z.number(),
  quantity: z.number().int().positive(),
  /** Unit price before the discount, rupees. */
  unitPrice: moneySchema,
  returnedQuantity: z.number().int().nonnegative(),
  /** Taxable value not yet credited, rupees. */
  creditableTaxable: moneySchema,
});
export type AdminReturnableLineDto = z.infer<typeof adminReturnableLineSchema>;

/**
 * The order's money against its net amount (the invoices less the credit notes), and the lines a return
 * or a price reduction may name (empty until the tax invoice is issued).
 */
export const adminOrderMoneySchema = z.object({
  net: moneySchema,
  credited: moneySchema,
  received: moneySchema,
  refunded: moneySchema,
  due: moneySchema,
  /** What was paid beyond the net amount: what a refund may give back. */
  refundable: moneySchema,
  returnable: z.array(adminReturnableLineSchema),
});
export type AdminOrderMoneyDto = z.infer<typeof adminOrderMoneySchema>;
