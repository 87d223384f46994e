import { type CartTotals, computeTotals, type Paise, type Slab, type TotalsInputLine } from "@roshni/core";

/** One row of a fee table as a subtotal range; from is null on the first row, upTo null on the last. */
export interface SlabRange {
  from: Paise | null;
  upTo: Paise | null;
  percent: number;
}

/**
 * The slabs of @roshni/core as ranges. "Up to" is inclusive, so a row starts one paisa above the limit of
 * the row before it: from_i = upTo_(i−1) + 1.
 */
export function slabRanges(slabs: readonly Slab[]): SlabRange[] {
  return slabs.map((slab, index) => {
    const previous = index > 0 ? slabs[index - 1] : undefined;
    return {
      from: previous?.upTo != null ? previous.upTo + 1 : null,
      upTo: slab.upTo,
      percent: slab.percent,
    };
  });
}

export type ExampleProduct = "wallLight" | "bulbPack";

export interface ExampleLine extends TotalsInputLine {
  product: ExampleProduct;
}

/** PRICING.md worked example 1: 3 × ₹1,200.00 at 18% and 2 × ₹450.00 at 12%. */
export const PRICING_EXAMPLE_LINES: readonly ExampleLine[] = [
  { product: "wallLight", price: 1_200_00, quantity: 3, taxRate: 18 },
  { product: "bulbPack", price: 450_00, quantity: 2, taxRate: 12 },
];

export interface PricingExample {
  lines: readonly ExampleLine[];
  /** Shipping charged by slab. */
  paid: CartTotals;
  /** 'To pay' shipping: the buyer pays the transporter, the shop charges none. */
  toPay: CartTotals;
}

/** The example cart through the same computeTotals as the cart and the API, both ways of paying freight. */
export function pricingExample(lines: readonly ExampleLine[] = PRICING_EXAMPLE_LINES): PricingExample {
  return {
    lines,
    paid: computeTotals({ lines, toPayShipping: false }),
    toPay: computeTotals({ lines, toPayShipping: true }),
  };
}
