import { cache } from "react";
import { getServerApi } from "@/lib/api/server";
import type { Product } from "@/lib/api/types";

/**
 * One product lookup per request, shared by generateMetadata and the page. Null (the 404 page) only when
 * the shop has no such product; an API that fails throws to the shop's error page.
 */
export const loadProduct = cache(async (slug: string): Promise<Product | null> => {
  if (slug.trim() === "") return null;
  const api = await getServerApi();
  return api.productOrMissing(slug);
});

/**
 * Related products shown: one row of four on a desktop, two rows of two on a phone. A second row cost a
 * phone's first load as much as the rest of the page below the picture, for products the category holds.
 */
const RELATED_SHOWN = 4;

/** Random products of the product's first category, the product itself left out. */
export async function loadRelated(product: Product): Promise<Product[]> {
  const categoryId = product.categories[0]?.id;
  if (categoryId === undefined) return [];
  try {
    const api = await getServerApi();
    // One more than shown, in case the product itself is among them.
    const related = await api.randomProducts(categoryId, RELATED_SHOWN + 1);
    return related.filter((item) => item.id !== product.id).slice(0, RELATED_SHOWN);
  } catch {
    // Related products are a suggestion; the page stands without them.
    return [];
  }
}
