import { NAME_TRUNCATE } from "../catalogue/constants";

/** A signed-in user's name in the top bar: 11 characters then '...', only when longer. */
export function truncateName(name: string): string {
  const characters = Array.from(name);
  return characters.length > NAME_TRUNCATE ? `${characters.slice(0, NAME_TRUNCATE).join("")}...` : name;
}

/** A 'multi select' value is held as a JSON list and shown joined by ', '; anything else is shown as is. */
export function multiSelectText(val: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(val);
  } catch {
    return val;
  }
  return Array.isArray(parsed) ? parsed.map((item) => String(item)).join(", ") : val;
}

/** The product page's features, in this order (SPEC.md section 2, Product detail). */
export const FEATURE_IDENTIFIERS = [
  "brand",
  "material",
  "holder_type",
  "number_of_holders",
  "finish",
  "bulb_included",
  "style",
  "wattage",
] as const;

export type FeatureIdentifier = (typeof FEATURE_IDENTIFIERS)[number];

export interface ProductAttributeLike {
  attribute: { identifier: string; name: string; type: string };
  value: { val: string };
}

export interface ProductFeature {
  /** The attribute's identifier, so that the interface can name it in the buyer's language. */
  identifier: FeatureIdentifier;
  name: string;
  value: string;
}

/** The features list: the 8 identifiers in order, those the product lacks or leaves empty skipped. */
export function productFeatures(productAttributes: readonly ProductAttributeLike[]): ProductFeature[] {
  const features: ProductFeature[] = [];
  for (const identifier of FEATURE_IDENTIFIERS) {
    const found = productAttributes.find((entry) => entry.attribute.identifier === identifier);
    if (!found) continue;
    const value =
      found.attribute.type === "multi select" ? multiSelectText(found.value.val) : found.value.val;
    if (value.trim() === "") continue;
    features.push({ identifier, name: found.attribute.name, value });
  }
  return features;
}
