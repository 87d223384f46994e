import { apiBasePrice, apiProductPrice, apiVolumeBreaks, toRupees, volumeTiers } from "@roshni/core";
import type { Product } from "@/lib/api/types";

/**
 * The product as schema.org data for search engines; the price is the one a visitor (default group) pays
 * for one piece, image addresses are absolute on the shop's origin. The visitor's quantity breaks (the
 * product page's table) follow as unit prices from their number of pieces: one Offer, one price, so a
 * product with volume prices stays a valid offer rather than a range nobody pays.
 */
export function productJsonLd(product: Product, origin: string): Record<string, unknown> {
  const onePiece = apiProductPrice(product, null, 1);
  const price = toRupees(onePiece);
  const breaks = volumeTiers(apiBasePrice(product, null), apiVolumeBreaks(product, null)).filter(
    (tier) => tier.minQuantity > 1 && tier.price < onePiece,
  );
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.title,
    sku: product.sku,
    description: product.description,
    image: product.images.map((image) => `${origin}${image.path}`),
    category: product.categories[0]?.title,
    offers: {
      "@type": "Offer",
      price: price.toFixed(2),
      priceCurrency: "INR",
      // Out of stock means made to order from the MOQ (15 to 20 days), not unavailable.
      availability: product.stock > 0 ? "https://schema.org/InStock" : "https://schema.org/MadeToOrder",
      itemCondition: "https://schema.org/NewCondition",
      ...(breaks.length > 0
        ? {
            priceSpecification: breaks.map((tier) => ({
              "@type": "UnitPriceSpecification",
              price: toRupees(tier.price).toFixed(2),
              priceCurrency: "INR",
              // C62: pieces (UN/CEFACT common code "one").
              eligibleQuantity: { "@type": "QuantitativeValue", minValue: tier.minQuantity, unitCode: "C62" },
            })),
          }
        : {}),
    },
  };
}

/** `<` is escaped so that no text from the catalogue can close the script element. */
export function ProductJsonLd({ product, origin }: { product: Product; origin: string }) {
  const json = JSON.stringify(productJsonLd(product, origin)).replace(/</g, "\\u003c");
  return (
    <script
      type="application/ld+json"
      data-testid="product-json-ld"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD must be the script's raw text; '<' is escaped above
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}
