import { z } from "zod";
import { quickOrderResolvedLineSchema } from "../quick-order/schema";
import { idParamValueSchema, idSchema, quantitySchema, requiredText, strictBody } from "../schemas/common";
import { REQUISITION_LIST_LINES_MAX, REQUISITION_LIST_NAME_MAX } from "./limits";

const nameSchema = requiredText(
  "Name the list.",
  REQUISITION_LIST_NAME_MAX,
  `A list's name has at most ${REQUISITION_LIST_NAME_MAX} characters.`,
);

export const requisitionListLineInputSchema = strictBody({ productId: idSchema, quantity: quantitySchema });
export type RequisitionListLineInput = z.infer<typeof requisitionListLineInputSchema>;

const linesSchema = z
  .array(requisitionListLineInputSchema, { error: "Send the lines as a list." })
  .max(REQUISITION_LIST_LINES_MAX, { error: `A list holds at most ${REQUISITION_LIST_LINES_MAX} lines.` });

/** `POST /customer/lists`: a new list, empty or with its first lines. */
export const requisitionListCreateSchema = strictBody({ name: nameSchema, lines: linesSchema.optional() });
export type RequisitionListCreateInput = z.infer<typeof requisitionListCreateSchema>;

/** `PATCH /customer/lists/:id`: a new name. */
export const requisitionListRenameSchema = strictBody({ name: nameSchema });

/** `POST /customer/lists/:id/lines`: lines added; a product already on the list gets the quantities added up. */
export const requisitionListAddLinesSchema = strictBody({
  lines: linesSchema.min(1, { error: "Add at least one line." }),
});
export type RequisitionListAddLinesInput = z.infer<typeof requisitionListAddLinesSchema>;

/** `PUT /customer/lists/:id/lines/:productId`: the line's quantity. */
export const requisitionListQuantitySchema = strictBody({ quantity: quantitySchema });

/** `POST /customer/lists/:id/cart`: the chosen products of the list, or the whole list without `productIds`. */
export const requisitionListToCartSchema = strictBody({
  productIds: z
    .array(idSchema, { error: "Send the chosen products as a list of ids." })
    .min(1, { error: "Choose at least one line." })
    .max(REQUISITION_LIST_LINES_MAX)
    .optional(),
});

/** `POST /customer/lists/shared/:token/copy`: the shared list copied into the caller's lists. */
export const requisitionListCopySchema = strictBody({ name: nameSchema.optional() });

export const requisitionListLineParamsSchema = z.object({
  id: idParamValueSchema,
  productId: idParamValueSchema,
});
export const requisitionListTokenParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{22,64}$/, { error: "This link is not a shared list's link." }),
});

export const requisitionListSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  lineCount: z.number().int(),
  shared: z.boolean(),
  updatedAt: z.string(),
});
export type RequisitionListSummaryDto = z.infer<typeof requisitionListSummarySchema>;

export const requisitionListsSchema = z.object({ lists: z.array(requisitionListSummarySchema) });
export type RequisitionListsDto = z.infer<typeof requisitionListsSchema>;

/**
 * A list with each line judged as the cart would judge it now (the quick order pad's line: the product at
 * the caller's price and stock, or why the line cannot go into the cart).
 */
export const requisitionListSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The share link's token while the list is shared; null when it is not. */
  shareToken: z.string().nullable(),
  updatedAt: z.string(),
  lines: z.array(quickOrderResolvedLineSchema),
});
export type RequisitionListDto = z.infer<typeof requisitionListSchema>;

/** A list opened by its share link: its name and lines, never its owner or id. */
export const sharedRequisitionListSchema = z.object({
  name: z.string(),
  lines: z.array(quickOrderResolvedLineSchema),
});
export type SharedRequisitionListDto = z.infer<typeof sharedRequisitionListSchema>;
