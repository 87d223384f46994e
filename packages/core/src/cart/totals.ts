import { divideHalfUp, type Paise, percentOfPaise, percentToHundredths, toPaise } from "../money";
import { packPercent, shipPercent } from "./slabs";

export type CouponDiscountType = "percent" | "absolute";

/** A coupon as the API returns it; absolute amounts are in rupees, as on the wire. */
export interface CouponTerms {
  code?: string;
  subtotalType: CouponDiscountType;
  subtotalDiscount: number;
  packingType: CouponDiscountType;
  packingDiscount: number;
  transportType: CouponDiscountType;
  transportDiscount: number;
}

export type TotalsLineType =
  | "discount"
  | "packaging"
  | "packing-discount"
  | "shipping"
  | "shipping-discount"
  | "tax"
  | "cgst"
  | "sgst"
  | "igst";

export interface TotalsLine {
  type: TotalsLineType;
  title: string;
  price: Paise;
  /** For "cgst", "sgst" and "igst": the rate of that tax in percent (9 for "CGST 9%"). */
  rate?: number;
}

export const TOTALS_LINE_TITLES: Readonly<Record<TotalsLineType, string>> = {
  discount: "Discount",
  packaging: "Packaging",
  "packing-discount": "Packing discount",
  shipping: "Shipping",
  "shipping-discount": "Shipping discount",
  tax: "GST",
  cgst: "CGST",
  sgst: "SGST",
  igst: "IGST",
};

export interface TotalsInputLine {
  /** Group price of one unit. */
  price: Paise;
  quantity: number;
  /** GST rate in percent. */
  taxRate: number;
}

export interface TotalsInput {
  lines: readonly TotalsInputLine[];
  coupon?: CouponTerms | null;
  /** The buyer pays the carrier on delivery, so the shop charges no shipping. */
  toPayShipping: boolean;
  /**
   * Packing and shipping agreed for this order (an accepted quote's), in place of the slabs' percent;
   * shipping stays 0 when the buyer pays the carrier.
   */
  fees?: { packaging?: Paise; shipping?: Paise };
}

export interface CartTotals {
  subtotal: Paise;
  /** In PRICING.md order, zero discounts left out; subtotal + Σ price = total. */
  totals: TotalsLine[];
  total: Paise;
  /** T, the GST line's amount. */
  tax: Paise;
  quantity: number;
  /** t_i for each input line, in input order. */
  lineTaxes: Paise[];
}

/** A coupon percent outside 0..100 would make a fee negative, so it is held to that range. */
function clampPercent(percent: number): number {
  if (!Number.isFinite(percent) || percent <= 0) return 0;
  return Math.min(percent, 100);
}

/** Pd (or Hd) = fee × discount / 100 for a percent, else min(discount, fee); never above the fee. */
function feeDiscount(fee: Paise, type: CouponDiscountType, discount: number): Paise {
  if (fee <= 0) return 0;
  if (type === "percent") return Math.min(fee, percentOfPaise(fee, clampPercent(discount)));
  if (!Number.isFinite(discount) || discount <= 0) return 0;
  return Math.min(fee, toPaise(discount));
}

function assertLine(line: TotalsInputLine, index: number): void {
  if (!Number.isSafeInteger(line.price) || line.price < 0) {
    throw new RangeError(`Line ${index + 1}: the price must be a whole, non-negative number of paise`);
  }
  if (!Number.isSafeInteger(line.quantity) || line.quantity < 0) {
    throw new RangeError(`Line ${index + 1}: the quantity must be a whole, non-negative number`);
  }
  if (!Number.isFinite(line.taxRate) || line.taxRate < 0) {
    throw new RangeError(`Line ${index + 1}: the tax rate must be a non-negative percent`);
  }
}

const EMPTY_TOTALS: Readonly<CartTotals> = {
  subtotal: 0,
  totals: [],
  total: 0,
  tax: 0,
  quantity: 0,
  lineTaxes: [],
};

/**
 * The cart totals of PRICING.md, each component rounded half-up to the paisa when computed:
 *   s_i = p_i × q_i                 S = Σ s_i
 *   P = S × packPercent(S)          H = S × shipPercent(S), 0 when toPayShipping
 *   D = S × d / 100                 (d = subtotalDiscount for a percent coupon, else 0)
 *   Pd, Hd = percent of the fee, or min(absolute, fee)
 *   t_i = s_i × r_i / 100 × (100 − d) / 100
 *   T = Σ t_i + (H − Hd) × R / 100 + (P − Pd) × R / 100,   R = max r_i
 *   total = S − D + P − Pd + H − Hd + T
 */
export function computeTotals(input: TotalsInput): CartTotals {
  const { lines, toPayShipping } = input;
  if (lines.length === 0) return { ...EMPTY_TOTALS, totals: [], lineTaxes: [] };
  lines.forEach(assertLine);
  const coupon = input.coupon ?? null;

  const lineSubtotals = lines.map((line) => line.price * line.quantity);
  const subtotal = lineSubtotals.reduce((sum, s) => sum + s, 0);
  const quantity = lines.reduce((sum, line) => sum + line.quantity, 0);

  const packaging = input.fees?.packaging ?? percentOfPaise(subtotal, packPercent(subtotal));
  const shipping = toPayShipping
    ? 0
    : (input.fees?.shipping ?? percentOfPaise(subtotal, shipPercent(subtotal)));

  const d = coupon?.subtotalType === "percent" ? clampPercent(coupon.subtotalDiscount) : 0;
  const discount = percentOfPaise(subtotal, d);
  const packingDiscount = coupon ? feeDiscount(packaging, coupon.packingType, coupon.packingDiscount) : 0;
  const shippingDiscount = coupon ? feeDiscount(shipping, coupon.transportType, coupon.transportDiscount) : 0;

  // t_i = round(s_i × (r_i×100) × ((100 − d)×100) / 10^8): one rounding for both factors.
  const keptHundredths = 10_000n - percentToHundredths(d);
  const lineTaxes = lines.map((line, i) =>
    Number(
      divideHalfUp(
        BigInt(lineSubtotals[i] ?? 0) * percentToHundredths(line.taxRate) * keptHundredths,
        100_000_000n,
      ),
    ),
  );
  const highestRate = Math.max(...lines.map((line) => line.taxRate));
  const tax =
    lineTaxes.reduce((sum, t) => sum + t, 0) +
    percentOfPaise(shipping - shippingDiscount, highestRate) +
    percentOfPaise(packaging - packingDiscount, highestRate);

  const totals: TotalsLine[] = [];
  const push = (type: TotalsLineType, price: Paise) =>
    totals.push({ type, title: TOTALS_LINE_TITLES[type], price });
  if (discount > 0) push("discount", -discount);
  push("packaging", packaging);
  if (packingDiscount > 0) push("packing-discount", -packingDiscount);
  push("shipping", shipping);
  if (shippingDiscount > 0) push("shipping-discount", -shippingDiscount);
  push("tax", tax);

  const total = subtotal + totals.reduce((sum, line) => sum + line.price, 0);
  return { subtotal, totals, total, tax, quantity, lineTaxes };
}
