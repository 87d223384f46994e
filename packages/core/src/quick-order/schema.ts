import { z } from "zod";
import { idSchema, quantitySchema, strictBody } from "../schemas/common";
import { productSchema } from "../schemas/product";
import { plainText } from "../schemas/text";
import { QUICK_ORDER_MAX_LINES } from "./parse";

const lineError = "Name each line by its SKU or by its product id, not both.";

/**
 * A line asked for by SKU (typed, pasted or uploaded) or by product id (an earlier order's line): one of
 * two shapes, so that the API document says "one or the other" as the check does.
 */
export const quickOrderLineSchema = z.union(
  [
    strictBody({
      sku: plainText({ error: "Send the SKU as text." })
        .trim()
        .min(1, { error: "Enter the SKU." })
        .max(64, { error: "A SKU has at most 64 characters." }),
      quantity: quantitySchema,
    }),
    strictBody({ productId: idSchema, quantity: quantitySchema }),
  ],
  { error: lineError },
);
/** A line as read: by SKU or by product id. */
export type QuickOrderLineInput = { sku?: string; productId?: number; quantity: number };

/** `POST /quick-order/resolve`: up to 500 lines, each looked up for the caller's price group. */
export const quickOrderResolveBodySchema = strictBody({
  lines: z
    .array(quickOrderLineSchema, { error: "Send the lines as a list." })
    .min(1, { error: "Add at least one line." })
    .max(QUICK_ORDER_MAX_LINES, { error: `Send at most ${QUICK_ORDER_MAX_LINES} lines at a time.` }),
});
export type QuickOrderResolveBody = z.infer<typeof quickOrderResolveBodySchema>;

/**
 * What became of a line: `ok` can go into the cart as it is; `unknown` no product has the SKU (or the
 * shop does not sell it); `hidden` the shop has taken it off the storefront; `not-orderable` the
 * quantity breaks the MOQ and stock rule (below the MOQ only what is in stock).
 */
export const QUICK_ORDER_STATUSES = ["ok", "unknown", "hidden", "not-orderable"] as const;
export type QuickOrderStatus = (typeof QUICK_ORDER_STATUSES)[number];

export const quickOrderResolvedLineSchema = z.object({
  sku: z.string().nullable(),
  productId: z.number().int().nullable(),
  quantity: z.number().int(),
  status: z.enum(QUICK_ORDER_STATUSES),
  /** The product as the caller's group sees it; null when unknown or hidden. */
  product: productSchema.nullable(),
  /** Why the line cannot go into the cart, as a sentence; null when it can. */
  message: z.string().nullable(),
});
export type QuickOrderResolvedLine = z.infer<typeof quickOrderResolvedLineSchema>;

export const quickOrderResolveSchema = z.object({ lines: z.array(quickOrderResolvedLineSchema) });
export type QuickOrderResolveDto = z.infer<typeof quickOrderResolveSchema>;

/** `POST /quick-order/sheet`: an uploaded CSV or Excel file read into rows and per-row problems. */
export const quickOrderParseSchema = z.object({
  rows: z.array(z.object({ sku: z.string(), quantity: z.number().int(), lines: z.array(z.number().int()) })),
  problems: z.array(
    z.object({
      line: z.number().int(),
      text: z.string(),
      code: z.enum([
        "no-quantity",
        "bad-quantity",
        "quantity-too-small",
        "quantity-too-large",
        "bad-sku",
        "unreadable",
        "too-many-lines",
      ]),
      message: z.string(),
    }),
  ),
});

export const quickOrderSheetQuerySchema = z.object({
  fileName: plainText({ error: "Name the file." }).trim().min(1).max(200).default("list.csv"),
});
