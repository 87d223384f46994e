import type { Paise } from "../money";

/** One row of a fee table: the percent applies to a subtotal up to and including upTo; null means above. */
export interface Slab {
  upTo: Paise | null;
  percent: number;
}

/** Packaging fee as a percent of the cart subtotal (SPEC.md section 9), limits in paise. */
export const PACKAGING_SLABS: readonly Slab[] = [
  { upTo: 5_000_00, percent: 6.6 },
  { upTo: 7_500_00, percent: 6.4 },
  { upTo: 12_500_00, percent: 6.2 },
  { upTo: 20_000_00, percent: 6 },
  { upTo: 30_000_00, percent: 5.8 },
  { upTo: 45_000_00, percent: 5.6 },
  { upTo: 65_000_00, percent: 5.4 },
  { upTo: 90_000_00, percent: 5.2 },
  { upTo: 120_000_00, percent: 5 },
  { upTo: 160_000_00, percent: 4.8 },
  { upTo: 210_000_00, percent: 4.6 },
  { upTo: null, percent: 4.5 },
];

/** Shipping as a percent of the cart subtotal (SPEC.md section 9), limits in paise. */
export const SHIPPING_SLABS: readonly Slab[] = [
  { upTo: 5_000_00, percent: 29.85 },
  { upTo: 7_500_00, percent: 21.85 },
  { upTo: 12_500_00, percent: 16.85 },
  { upTo: 20_000_00, percent: 15.85 },
  { upTo: 30_000_00, percent: 14.85 },
  { upTo: 45_000_00, percent: 13.85 },
  { upTo: 65_000_00, percent: 12.85 },
  { upTo: 90_000_00, percent: 12.45 },
  { upTo: 120_000_00, percent: 11.65 },
  { upTo: 160_000_00, percent: 11.25 },
  { upTo: 210_000_00, percent: 10.85 },
  { upTo: 340_000_00, percent: 10.45 },
  { upTo: null, percent: 10.35 },
];

export function slabPercent(slabs: readonly Slab[], subtotal: Paise): number {
  const slab = slabs.find((row) => row.upTo === null || subtotal <= row.upTo);
  if (!slab) throw new RangeError("A slab table must end with an open-ended row");
  return slab.percent;
}

/** Packaging percent for a subtotal; "up to" is inclusive (5000.00 → 6.6, 5000.01 → 6.4). */
export function packPercent(subtotal: Paise): number {
  return slabPercent(PACKAGING_SLABS, subtotal);
}

/** Shipping percent for a subtotal; "up to" is inclusive (5000.00 → 29.85, 5000.01 → 21.85). */
export function shipPercent(subtotal: Paise): number {
  return slabPercent(SHIPPING_SLABS, subtotal);
}
