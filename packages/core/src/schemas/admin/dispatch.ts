import { z } from "zod";
import { moneySchema } from "../common";
import { plainText } from "../text";

/**
 * The dispatch desk's queue: confirmed orders whose goods are all in stock (to pack), confirmed orders
 * with made-to-order or back-ordered pieces (waiting for stock), and packed orders (to invoice, e-way bill
 * and dispatch).
 */
export const DISPATCH_STAGES = ["to-pack", "waiting", "packed"] as const;
export const dispatchStageSchema = z.enum(DISPATCH_STAGES, {
  error: "Choose to-pack, waiting or packed.",
});
export type DispatchStage = z.infer<typeof dispatchStageSchema>;

/** `GET /v1/admin/dispatch/queue?stage=&q=`: one stage (every stage without it), a search by order or buyer. */
export const dispatchQueueQuerySchema = z.object({
  stage: dispatchStageSchema.optional(),
  // Plain text as every other search: a control character (NUL) is refused, not sent to the database.
  q: plainText().trim().max(100, { error: "Search with at most 100 characters." }).optional(),
});
export type DispatchQueueQuery = z.infer<typeof dispatchQueueQuerySchema>;

/** What the desk does next with an order, and the words on its button. */
export const DISPATCH_ACTIONS = ["pack", "wait-stock", "issue-invoice", "eway-bill", "dispatch"] as const;

export const dispatchQueueItemSchema = z.object({
  orderId: z.number().int().positive(),
  number: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  stage: dispatchStageSchema,
  /** The buyer's firm, else their name. */
  buyer: z.string(),
  city: z.string(),
  state: z.string(),
  lines: z.number().int().nonnegative(),
  quantity: z.number().int().nonnegative(),
  /** Pieces made to order or back-ordered: what keeps a confirmed order waiting. */
  awaited: z.number().int().nonnegative(),
  value: moneySchema,
  ewayBillRequired: z.boolean(),
  ewayBillNumber: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
  next: z.object({ action: z.enum(DISPATCH_ACTIONS), label: z.string() }),
});
export type DispatchQueueItemDto = z.infer<typeof dispatchQueueItemSchema>;

export const dispatchQueueSchema = z.object({
  counts: z.object({
    "to-pack": z.number().int().nonnegative(),
    waiting: z.number().int().nonnegative(),
    packed: z.number().int().nonnegative(),
  }),
  items: z.array(dispatchQueueItemSchema),
});
export type DispatchQueueDto = z.infer<typeof dispatchQueueSchema>;
