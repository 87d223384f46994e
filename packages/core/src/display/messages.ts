/** The storefront's English texts of SPEC.md sections 2, 4 and 8, exactly as the spec quotes them. */

export const EMPTY_CART_TEXT = "Your shopping cart is empty!";
export const SEARCH_PLACEHOLDER = "Search over 10,000 products";

export function addedToCartText(title: string): string {
  return `Product "${title}" added to cart!`;
}

export function addedToCompareText(name: string): string {
  return `Product "${name}" added to compare!`;
}

export function addedToWishlistText(name: string): string {
  return `Product "${name}" added to wish list!`;
}

export function unknownLocaleText(locale: string): string {
  return `Language with locale: ${locale} not found!`;
}
