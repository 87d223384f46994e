import { type CartTotals, computeTotals, type TotalsInput, type TotalsLine } from "../cart/totals";
import { divideHalfUp, type Paise, percentToHundredths } from "../money/paise";

/** The tax of one taxable amount at one GST rate: CGST + SGST (half the rate each) or IGST. */
export interface TaxAmounts {
  /** GST rate in percent (18 for 9 % CGST + 9 % SGST). */
  rate: number;
  taxable: Paise;
  cgst: Paise;
  sgst: Paise;
  igst: Paise;
}

/** An invoice line: its subtotal, its share of the subtotal discount, the taxable value and the tax. */
export interface GstLine extends TaxAmounts {
  subtotal: Paise;
  discount: Paise;
}

/** Packing or shipping: the fee, its coupon discount, and the tax at the highest rate in the order. */
export interface GstCharge extends TaxAmounts {
  kind: "packaging" | "shipping";
  amount: Paise;
  discount: Paise;
}

/** Per rate: what the totals lines and the HSN/rate summaries print. */
export type GstRateTotal = TaxAmounts;

export interface GstSplit {
  intraState: boolean;
  lines: GstLine[];
  charges: GstCharge[];
  rates: GstRateTotal[];
  subtotal: Paise;
  /** Σ taxable values of lines and charges. */
  taxable: Paise;
  cgst: Paise;
  sgst: Paise;
  igst: Paise;
  /** cgst + sgst + igst. */
  tax: Paise;
  /** Subtotal + totals lines: the order total and the invoice total. */
  total: Paise;
  /** The cart's totals lines with the tax as "CGST 9%", "SGST 9%" or "IGST 18%" lines, per rate. */
  totals: TotalsLine[];
  quantity: number;
}

/** Tax on a taxable amount at `rate`, each part rounded half up to the paisa. */
export function taxAmounts(taxable: Paise, rate: number, intraState: boolean): TaxAmounts {
  const hundredths = percentToHundredths(rate);
  if (intraState) {
    // CGST and SGST each at half the rate: round(taxable × rate/2 / 100), computed without a float.
    const half = Number(divideHalfUp(BigInt(taxable) * hundredths, 20_000n));
    return { rate, taxable, cgst: half, sgst: half, igst: 0 };
  }
  const igst = Number(divideHalfUp(BigInt(taxable) * hundredths, 10_000n));
  return { rate, taxable, cgst: 0, sgst: 0, igst };
}

/**
 * Splits `amount` over `weights` in proportion, whole paise, the parts adding up to `amount` exactly
 * (largest remainder: each part is floored, the paise left go to the largest remainders, earlier lines
 * first on a tie).
 */
export function allocate(amount: Paise, weights: readonly Paise[]): Paise[] {
  const sum = weights.reduce((s, w) => s + w, 0);
  if (amount === 0 || sum === 0) return weights.map(() => 0);
  const big = BigInt(amount);
  const total = BigInt(sum);
  const parts = weights.map((w) => (big * BigInt(w)) / total);
  const rest = weights.map((w, i) => big * BigInt(w) - (parts[i] as bigint) * total);
  let left = amount - parts.reduce((s, p) => s + Number(p), 0);
  const order = rest.map((r, i) => ({ r, i })).sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  const result = parts.map(Number);
  for (const { i } of order) {
    if (left <= 0) break;
    result[i] = (result[i] ?? 0) + 1;
    left -= 1;
  }
  return result;
}

/** "9%", "2.5%", "0.125%": a rate as a totals line and an invoice print it. */
export function formatRate(rate: number): string {
  return `${Number(rate.toFixed(3))}%`;
}

function addTo(map: Map<number, GstRateTotal>, amounts: TaxAmounts): void {
  const seen = map.get(amounts.rate);
  if (!seen) {
    const { rate, taxable, cgst, sgst, igst } = amounts;
    map.set(rate, { rate, taxable, cgst, sgst, igst });
    return;
  }
  seen.taxable += amounts.taxable;
  seen.cgst += amounts.cgst;
  seen.sgst += amounts.sgst;
  seen.igst += amounts.igst;
}

/** The tax lines of the totals, one pair (CGST, SGST) or one IGST line per rate, lowest rate first. */
export function gstTotalsLines(rates: readonly GstRateTotal[], intraState: boolean): TotalsLine[] {
  const lines: TotalsLine[] = [];
  for (const r of [...rates].sort((a, b) => a.rate - b.rate)) {
    if (intraState) {
      const half = r.rate / 2;
      lines.push({ type: "cgst", title: `CGST ${formatRate(half)}`, price: r.cgst, rate: half });
      lines.push({ type: "sgst", title: `SGST ${formatRate(half)}`, price: r.sgst, rate: half });
    } else {
      lines.push({ type: "igst", title: `IGST ${formatRate(r.rate)}`, price: r.igst, rate: r.rate });
    }
  }
  return lines;
}

/**
 * The GST of an order once its place of supply is known (GST.md): per line, the subtotal discount's share
 * (allocated so that the shares add up to the order's discount), the taxable value and CGST + SGST or
 * IGST, each rounded half up to the paisa; packing and shipping after their discounts at the highest rate
 * in the order, split the same way. The totals are the cart's, with the one "GST" line replaced by a line
 * per tax and rate, so the invoice total is the order total to the paisa with no round-off line.
 */
export function computeGstSplit(input: TotalsInput & { intraState: boolean }): GstSplit {
  const cart: CartTotals = computeTotals(input);
  const { intraState } = input;
  const subtotals = input.lines.map((line) => line.price * line.quantity);
  const discountLine = cart.totals.find((t) => t.type === "discount");
  const discount = discountLine ? -discountLine.price : 0;
  const shares = allocate(discount, subtotals);
  const lines: GstLine[] = input.lines.map((line, i) => {
    const subtotal = subtotals[i] ?? 0;
    const share = shares[i] ?? 0;
    return { subtotal, discount: share, ...taxAmounts(subtotal - share, line.taxRate, intraState) };
  });
  // Discounts are negative totals lines; `|| 0` keeps an absent one a plain 0 rather than −0.
  const fee = (type: TotalsLine["type"]) => cart.totals.find((t) => t.type === type)?.price || 0;
  const highestRate = input.lines.length > 0 ? Math.max(...input.lines.map((line) => line.taxRate)) : 0;
  const charges: GstCharge[] = [];
  const packaging = fee("packaging");
  const packingDiscount = -fee("packing-discount") || 0;
  const shipping = fee("shipping");
  const shippingDiscount = -fee("shipping-discount") || 0;
  if (packaging > 0) {
    charges.push({
      kind: "packaging",
      amount: packaging,
      discount: packingDiscount,
      ...taxAmounts(packaging - packingDiscount, highestRate, intraState),
    });
  }
  if (shipping > 0) {
    charges.push({
      kind: "shipping",
      amount: shipping,
      discount: shippingDiscount,
      ...taxAmounts(shipping - shippingDiscount, highestRate, intraState),
    });
  }
  const byRate = new Map<number, GstRateTotal>();
  for (const amounts of [...lines, ...charges]) addTo(byRate, amounts);
  const rates = [...byRate.values()].sort((a, b) => a.rate - b.rate);
  const sum = (pick: (t: TaxAmounts) => number) => rates.reduce((s, r) => s + pick(r), 0);
  const cgst = sum((r) => r.cgst);
  const sgst = sum((r) => r.sgst);
  const igst = sum((r) => r.igst);
  const totals = [...cart.totals.filter((t) => t.type !== "tax"), ...gstTotalsLines(rates, intraState)];
  const total = cart.subtotal + totals.reduce((s, t) => s + t.price, 0);
  return {
    intraState,
    lines,
    charges,
    rates,
    subtotal: cart.subtotal,
    taxable: sum((r) => r.taxable),
    cgst,
    sgst,
    igst,
    tax: cgst + sgst + igst,
    total,
    totals,
    quantity: cart.quantity,
  };
}

/** Tax of a line or charge: CGST + SGST + IGST. */
export function taxOf(amounts: Pick<TaxAmounts, "cgst" | "sgst" | "igst">): Paise {
  return amounts.cgst + amounts.sgst + amounts.igst;
}
