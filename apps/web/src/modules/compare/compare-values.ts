import { type FeatureIdentifier, multiSelectText, type ProductAttributeLike } from "@roshni/core";

interface Dimension {
  value: number;
  unit: string;
}

/** A feature's value as the product page shows it (multi select joined by ', '); null when missing or empty. */
export function featureValue(
  productAttributes: readonly ProductAttributeLike[],
  identifier: FeatureIdentifier,
): string | null {
  const found = productAttributes.find((entry) => entry.attribute.identifier === identifier);
  if (!found) return null;
  const value = found.attribute.type === "multi select" ? multiSelectText(found.value.val) : found.value.val;
  return value.trim() === "" ? null : value;
}

function number(value: number): string {
  return Number.isInteger(value) ? String(value) : String(Number(value.toFixed(2)));
}

/** 'W × D × H' with the unit once when the three share it ('52 × 22 × 32 cm'), else after each value. */
export function dimensionsText(d: { width: Dimension; depth: Dimension; height: Dimension }): string {
  const parts = [d.width, d.depth, d.height];
  if (parts.every((part) => part.unit === d.width.unit)) {
    return `${parts.map((part) => number(part.value)).join(" × ")} ${d.width.unit}`;
  }
  return parts.map((part) => `${number(part.value)} ${part.unit}`).join(" × ");
}

/** True when a row holds the same value for every product: the table can mute it to make differences stand out. */
export function sameForAll(values: readonly (string | null)[]): boolean {
  return values.length > 1 && values.every((value) => value === values[0]);
}
