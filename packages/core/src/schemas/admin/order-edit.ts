import { z } from "zod";
import { idSchema, requiredText, strictBody } from "../common";
import { adminOrderLineSchema } from "./order-desk";

const ORDER_EDIT_LINES_MAX = 500;

const editShape = {
  items: z
    .array(adminOrderLineSchema, { error: "Send the lines as a list." })
    .min(1, { error: "An order keeps at least one line: cancel it instead of removing every line." })
    .max(ORDER_EDIT_LINES_MAX, { error: `An order holds at most ${ORDER_EDIT_LINES_MAX} lines.` }),
  /** Another of the buyer's addresses to deliver to; absent: the order's address stays. */
  addressId: idSchema.optional(),
  toPayShipping: z.boolean({ error: "Choose whether shipping is paid on delivery." }),
};

/** `POST /v1/admin/orders/{id}/edit/quote`: the edited lines priced as the edit would price them. */
export const adminOrderEditQuoteBodySchema = strictBody(editShape);
export type AdminOrderEditQuoteInput = z.infer<typeof adminOrderEditQuoteBodySchema>;

/**
 * `POST /v1/admin/orders/{id}/edit`: the order's lines as they are to be, the delivery address and the
 * transport. `expectedUpdatedAt` is the order's `updatedAt` as the editor read it: an order changed since
 * (another edit, a payment, a move) is refused with 409 ORDER_CHANGED.
 */
export const adminOrderEditBodySchema = strictBody({
  ...editShape,
  expectedUpdatedAt: z.iso.datetime({ offset: true, error: "Send the order's updatedAt as you read it." }),
});
export type AdminOrderEditInput = z.infer<typeof adminOrderEditBodySchema>;

export const orderEditChangeSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("added"),
    productId: z.number().int(),
    sku: z.string(),
    title: z.string(),
    quantity: z.number().int(),
    price: z.number(),
  }),
  z.object({
    kind: z.literal("removed"),
    productId: z.number().int(),
    sku: z.string(),
    title: z.string(),
    quantity: z.number().int(),
  }),
  z.object({
    kind: z.enum(["quantity", "price"]),
    productId: z.number().int(),
    sku: z.string(),
    title: z.string(),
    from: z.number(),
    to: z.number(),
  }),
  z.object({ kind: z.literal("address"), from: z.string(), to: z.string() }),
  z.object({ kind: z.literal("transport"), from: z.boolean(), to: z.boolean() }),
]);

/** The answer of an edit: what changed (sentences, in order) and the proforma revision issued. */
export const adminOrderEditResultSchema = z.object({
  changes: z.array(z.string()),
  proforma: z.object({ number: z.string(), revision: z.number().int().positive() }).nullable(),
});
export type AdminOrderEditResultDto = z.infer<typeof adminOrderEditResultSchema>;

/** `POST /v1/orders/{id}/change-requests`: the buyer asks the shop to change their order. */
export const orderChangeRequestBodySchema = strictBody({
  message: requiredText("Write what you would like changed.", 2000, "Write at most 2000 characters.", {
    multiline: true,
  }),
});
export type OrderChangeRequestInput = z.infer<typeof orderChangeRequestBodySchema>;

export const orderChangeRequestSchema = z.object({
  id: z.number().int().positive(),
  message: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  handledAt: z.iso.datetime({ offset: true }).nullable(),
});
export type OrderChangeRequestDto = z.infer<typeof orderChangeRequestSchema>;
