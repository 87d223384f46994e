import { type CouponTerms, isOrderable, type StockInfo, splitFromStock, stockNote } from "@roshni/core";
import type { CartMessageKey } from "./messages";
import type { ModuleTranslate } from "./module-text";

type CartTranslate = ModuleTranslate<CartMessageKey>;

function stockOf(p: StockInfo): number {
  return Math.max(0, Math.floor(p.stock));
}

function moqOf(p: StockInfo): number {
  return Math.max(1, Math.ceil(p.minimumQuantity));
}

/** The stock/MOQ note of SPEC.md section 4 in the buyer's language; null when the stock covers the MOQ. */
export function stockNoteText(p: StockInfo, tx: CartTranslate): string | null {
  if (stockNote(p) === null) return null;
  const stock = stockOf(p);
  const minimum = moqOf(p);
  return stock === 0 ? tx("stockMoq", { minimum }) : tx("stockShort", { stock, minimum });
}

export interface LineAvailability {
  kind: "error" | "info";
  text: string;
}

/**
 * What a line's quantity means for delivery: refused when it falls between the stock and the MOQ;
 * otherwise, when it exceeds the stock, how much ships from stock and how much is made to order.
 */
export function lineAvailability(q: number, p: StockInfo, tx: CartTranslate): LineAvailability | null {
  if (!isOrderable(q, p)) {
    return { kind: "error", text: tx("notOrderable", { stock: stockOf(p), minimum: moqOf(p) }) };
  }
  const { fromStock, madeToOrder } = splitFromStock(q, p.stock);
  if (madeToOrder === 0) return null;
  return {
    kind: "info",
    text: fromStock > 0 ? tx("partlyMadeToOrder", { fromStock, madeToOrder }) : tx("madeToOrder"),
  };
}

/** A coupon's terms in words, one phrase per discount it gives (zero discounts are left out). */
export function couponTerms(
  coupon: CouponTerms,
  tx: CartTranslate,
  formatRupees: (rupees: number) => string,
): string[] {
  const terms: string[] = [];
  // PRICING.md: the subtotal discount applies only as a percent.
  if (coupon.subtotalType === "percent" && coupon.subtotalDiscount > 0) {
    terms.push(tx("couponSubtotalPercent", { percent: coupon.subtotalDiscount }));
  }
  if (coupon.packingDiscount > 0) {
    terms.push(
      coupon.packingType === "percent"
        ? tx("couponPackingPercent", { percent: coupon.packingDiscount })
        : tx("couponPackingAmount", { amount: formatRupees(coupon.packingDiscount) }),
    );
  }
  if (coupon.transportDiscount > 0) {
    terms.push(
      coupon.transportType === "percent"
        ? tx("couponShippingPercent", { percent: coupon.transportDiscount })
        : tx("couponShippingAmount", { amount: formatRupees(coupon.transportDiscount) }),
    );
  }
  return terms;
}
