import { productFeatures } from "@roshni/core";
import type { Metadata } from "next";
import { getServerLanguage } from "@/lib/i18n/server";
import { loadProduct } from "./load-product";
import { productPageTranslate } from "./messages";
import { requestOrigin } from "./request-origin";

/** Search results show about this many characters of a description. */
const DESCRIPTION_LENGTH = 160;

function shorten(text: string, length: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= length) return clean;
  const cut = clean.slice(0, length - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > length / 2 ? cut.slice(0, space) : cut).replace(/[,.;:]$/, "")}…`;
}

/** The product's title and a description (its own text, else its features) for the head. */
export async function productMetadata(slug: string): Promise<Metadata> {
  const product = await loadProduct(slug);
  if (!product) {
    // The page answers 404: the tab says so too.
    const language = await getServerLanguage();
    return { title: productPageTranslate(language.locale)("pp.notFoundTitle"), robots: { index: false } };
  }
  const features = productFeatures(product.productAttributes)
    .map((feature) => `${feature.name}: ${feature.value}`)
    .join(", ");
  const description = shorten(
    product.description.trim() || `${product.title}. ${features}`.trim(),
    DESCRIPTION_LENGTH,
  );
  const origin = await requestOrigin();
  const image = product.images[0];
  return {
    title: product.title,
    description,
    openGraph: {
      type: "website",
      title: product.title,
      description,
      ...(image
        ? { images: [{ url: `${origin}${image.path}`, width: 1200, height: 1200, alt: product.title }] }
        : {}),
    },
  };
}
