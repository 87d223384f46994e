import { describe, expect, it } from "vitest";
import { packPercent, shipPercent } from "./slabs";

// [subtotal in paise, percent]: each limit of SPEC.md section 9 and one paisa above it.
const PACKAGING_BOUNDARIES: [number, number][] = [
  [0, 6.6],
  [5_000_00, 6.6],
  [5_000_01, 6.4],
  [7_500_00, 6.4],
  [7_500_01, 6.2],
  [12_500_00, 6.2],
  [12_500_01, 6],
  [20_000_00, 6],
  [20_000_01, 5.8],
  [30_000_00, 5.8],
  [30_000_01, 5.6],
  [45_000_00, 5.6],
  [45_000_01, 5.4],
  [65_000_00, 5.4],
  [65_000_01, 5.2],
  [90_000_00, 5.2],
  [90_000_01, 5],
  [120_000_00, 5],
  [120_000_01, 4.8],
  [160_000_00, 4.8],
  [160_000_01, 4.6],
  [210_000_00, 4.6],
  [210_000_01, 4.5],
  [10_000_000_00, 4.5],
];

const SHIPPING_BOUNDARIES: [number, number][] = [
  [0, 29.85],
  [5_000_00, 29.85],
  [5_000_01, 21.85],
  [7_500_00, 21.85],
  [7_500_01, 16.85],
  [12_500_00, 16.85],
  [12_500_01, 15.85],
  [20_000_00, 15.85],
  [20_000_01, 14.85],
  [30_000_00, 14.85],
  [30_000_01, 13.85],
  [45_000_00, 13.85],
  [45_000_01, 12.85],
  [65_000_00, 12.85],
  [65_000_01, 12.45],
  [90_000_00, 12.45],
  [90_000_01, 11.65],
  [120_000_00, 11.65],
  [120_000_01, 11.25],
  [160_000_00, 11.25],
  [160_000_01, 10.85],
  [210_000_00, 10.85],
  [210_000_01, 10.45],
  [340_000_00, 10.45],
  [340_000_01, 10.35],
  [10_000_000_00, 10.35],
];

describe("packaging and shipping slabs ('up to' is inclusive)", () => {
  it.each(PACKAGING_BOUNDARIES)("packaging on a subtotal of %i paise is %d %%", (subtotal, percent) => {
    expect(packPercent(subtotal)).toBe(percent);
  });

  it.each(SHIPPING_BOUNDARIES)("shipping on a subtotal of %i paise is %d %%", (subtotal, percent) => {
    expect(shipPercent(subtotal)).toBe(percent);
  });
});
