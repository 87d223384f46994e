/** The product page's layouts, chosen with `?layout=` (see README.md); quick view is the frame's overlay. */
export const PRODUCT_LAYOUTS = ["standard", "sidebar", "columnar"] as const;
export type ProductLayout = (typeof PRODUCT_LAYOUTS)[number];
export const DEFAULT_PRODUCT_LAYOUT: ProductLayout = "standard";

/** A missing or unknown `layout` gives the standard layout. */
export function parseProductLayout(value: string | string[] | undefined): ProductLayout {
  const text = Array.isArray(value) ? value[0] : value;
  return (PRODUCT_LAYOUTS as readonly string[]).includes(text ?? "")
    ? (text as ProductLayout)
    : DEFAULT_PRODUCT_LAYOUT;
}
