import type { Paise } from "../money";

/** A quantity break: from `minQuantity` pieces on a line, each piece costs `price` (paise). */
export interface VolumeBreak {
  minQuantity: number;
  price: Paise;
}

/** The most breaks one customer group may have on one product. */
export const MAX_VOLUME_BREAKS = 10;

/**
 * The unit price of a line of `quantity` pieces whose price without breaks is `base`:
 *   base                                   when the quantity reaches no break
 *   min(base, max(floor, cheapest reached)) otherwise
 * Taking the cheapest break reached (not merely the last) and never going above `base` keeps the price
 * from rising with the quantity even if stored breaks were out of order; the floor holds a break back,
 * but never lifts a line above its own price without breaks.
 */
export function volumeUnitPrice(
  base: Paise,
  breaks: readonly VolumeBreak[] | undefined,
  quantity: number,
  floor: Paise = 0,
): Paise {
  let cheapest: Paise | null = null;
  for (const entry of breaks ?? []) {
    if (entry.minQuantity <= quantity && entry.price > 0 && (cheapest === null || entry.price < cheapest)) {
      cheapest = entry.price;
    }
  }
  if (cheapest === null) return base;
  return Math.min(base, Math.max(floor, cheapest));
}

/** The break a line of `quantity` pieces reaches, if any (the one with the most pieces at or below it). */
export function reachedBreak(
  breaks: readonly VolumeBreak[] | undefined,
  quantity: number,
): VolumeBreak | null {
  let found: VolumeBreak | null = null;
  for (const entry of breaks ?? []) {
    if (entry.minQuantity <= quantity && (found === null || entry.minQuantity > found.minQuantity)) {
      found = entry;
    }
  }
  return found;
}

/** One row of the table a buyer sees: from `minQuantity` pieces, `price` each. */
export interface VolumeTier {
  minQuantity: number;
  price: Paise;
}

/**
 * The rows of the product page's table: the base price from 1 piece, then each break at the price it
 * really charges (floor and base applied), rows that would not lower the price left out.
 */
export function volumeTiers(
  base: Paise,
  breaks: readonly VolumeBreak[] | undefined,
  floor: Paise = 0,
): VolumeTier[] {
  const tiers: VolumeTier[] = [{ minQuantity: 1, price: base }];
  const sorted = [...(breaks ?? [])].sort((a, b) => a.minQuantity - b.minQuantity);
  for (const entry of sorted) {
    const price = volumeUnitPrice(base, sorted, entry.minQuantity, floor);
    const last = tiers[tiers.length - 1];
    if (last && price < last.price) tiers.push({ minQuantity: entry.minQuantity, price });
  }
  return tiers;
}
