import { z } from "zod";
import { SAVED_CART_MAX, SAVED_LIST_MAX } from "../lists/limits";
import { idSchema, quantitySchema, strictBody, UNIQUE_BY_META_KEY } from "./common";
import { productSchema } from "./product";

/** A saved cart line: the product and how many; never a price (the server prices it for the buyer's group). */
export const savedCartLineSchema = strictBody({ productId: idSchema, quantity: quantitySchema });
export type SavedCartLineInput = z.infer<typeof savedCartLineSchema>;

function uniqueIds(ids: readonly number[]): boolean {
  return new Set(ids).size === ids.length;
}

const savedListSchema = (what: string) =>
  z
    .array(idSchema, { error: `Send the ${what} as a list of product ids.` })
    .max(SAVED_LIST_MAX, { error: `The ${what} holds at most ${SAVED_LIST_MAX} products.` })
    .refine(uniqueIds, { error: `A product is in the ${what} only once.` })
    .meta({ uniqueItems: true });

/**
 * `PUT /customer/saved` (replace) and `POST /customer/saved/merge` (union with what is stored): a
 * signed-in buyer's cart lines, wish list and compare list, by product id.
 */
export const savedListsBodySchema = strictBody({
  cart: z
    .array(savedCartLineSchema, { error: "Send the cart lines as a list." })
    .max(SAVED_CART_MAX, { error: `A cart holds at most ${SAVED_CART_MAX} lines.` })
    .refine((lines) => uniqueIds(lines.map((line) => line.productId)), {
      error: "A product has one line in the cart.",
    })
    .meta({ [UNIQUE_BY_META_KEY]: "productId" }),
  wishlist: savedListSchema("wish list"),
  compare: savedListSchema("compare list"),
});
export type SavedListsInput = z.infer<typeof savedListsBodySchema>;

/** The stored lists with each product as the buyer's group sees it now; products gone from the shop are left out. */
export const savedListsSchema = z.object({
  cart: z.array(z.object({ product: productSchema, quantity: z.number().int().positive() })),
  wishlist: z.array(productSchema),
  compare: z.array(productSchema),
});
export type SavedListsDto = z.infer<typeof savedListsSchema>;
