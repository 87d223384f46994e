import type { Product } from "@/lib/api/types";

/**
 * A product as a card sends it to the browser: everything the card, its price and the copies it puts in
 * the cart, wish list and compare list use, less the description and the pictures after the first, which
 * only the product page (with its own copy) shows. A catalogue page of 24 cards is that much lighter.
 */
export function cardProduct(product: Product): Product {
  return { ...product, description: "", images: product.images.slice(0, 1) };
}

export function cardProducts(products: readonly Product[]): Product[] {
  return products.map(cardProduct);
}
