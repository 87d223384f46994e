import { taxAmounts } from "../gst/tax-split";
import { formatMoney } from "../money/format-money";
import { divideHalfUp, type Paise } from "../money/paise";

/**
 * The lines of a credit note (CGST Act s.34, Rule 53(1A)): each credits one invoice line at that line's
 * own HSN and rate. A return credits the quantity that came back; a price reduction credits an amount
 * of the line's taxable value. The tax of each credited taxable value is computed as the invoice's is:
 * taxable × rate, each of CGST, SGST or IGST rounded half up to the paisa (never the remainder of a
 * gross amount, which can land a paisa off). What is left of a line is credited exactly, so a line
 * credited in full gives back the invoice line's own amounts.
 */

/** An invoice line with what earlier credit notes already took off it (paise). */
export interface CreditableLine {
  orderLineId: number;
  description: string;
  hsnCode: string;
  quantity: number;
  /** Unit price before the subtotal discount. */
  unitPrice: Paise;
  taxable: Paise;
  rate: number;
  cgst: Paise;
  sgst: Paise;
  igst: Paise;
  /** Units already returned on earlier credit notes. */
  returnedQuantity: number;
  /** Sums over every earlier credit note line of this invoice line (returns and price reductions). */
  creditedTaxable: Paise;
  creditedCgst: Paise;
  creditedSgst: Paise;
  creditedIgst: Paise;
}

export type CreditRequest =
  | { kind: "return"; orderLineId: number; quantity: number; restock: boolean }
  | { kind: "price"; orderLineId: number; taxable: Paise };

export interface CreditNoteLine {
  kind: "return" | "price";
  orderLineId: number;
  quantity: number | null;
  restock: boolean;
  description: string;
  hsnCode: string;
  rate: number;
  unitPrice: Paise | null;
  /** Before the discount (a return: unit price × quantity); a price reduction: its taxable value. */
  value: Paise;
  discount: Paise;
  taxable: Paise;
  cgst: Paise;
  sgst: Paise;
  igst: Paise;
}

export interface CreditRefusal {
  orderLineId: number;
  message: string;
}

export type CreditLinesResult =
  | { ok: true; lines: CreditNoteLine[] }
  | { ok: false; refusals: CreditRefusal[] };

/** What may still be returned of a line (units) and credited (taxable value, paise). */
export function creditableOf(line: CreditableLine): { quantity: number; taxable: Paise } {
  return {
    quantity: Math.max(0, line.quantity - line.returnedQuantity),
    taxable: Math.max(0, line.taxable - line.creditedTaxable),
  };
}

/** The credit note lines for these requests, or every refusal with the line it names. */
export function creditNoteLines(
  invoiceLines: readonly CreditableLine[],
  requests: readonly CreditRequest[],
  intraState: boolean,
): CreditLinesResult {
  const byId = new Map(invoiceLines.map((line) => [line.orderLineId, { ...line }]));
  const refusals: CreditRefusal[] = [];
  const lines: CreditNoteLine[] = [];
  for (const request of requests) {
    const line = byId.get(request.orderLineId);
    if (!line) {
      refusals.push({
        orderLineId: request.orderLineId,
        message: "This line is not on the order's tax invoice.",
      });
      continue;
    }
    const left = creditableOf(line);
    let taxable: Paise;
    if (request.kind === "return") {
      if (!Number.isSafeInteger(request.quantity) || request.quantity < 1) {
        refusals.push({ orderLineId: line.orderLineId, message: "Return at least 1 piece." });
        continue;
      }
      if (request.quantity > left.quantity) {
        refusals.push({
          orderLineId: line.orderLineId,
          message:
            left.quantity === 0
              ? `Every piece of ${line.description} is already returned.`
              : `At most ${left.quantity} of ${line.description} can come back (${line.quantity} invoiced, ${line.returnedQuantity} returned before).`,
        });
        continue;
      }
      // The last pieces take what is left of the line, so the line is credited to the paisa.
      taxable =
        request.quantity === left.quantity
          ? left.taxable
          : Math.min(
              left.taxable,
              Number(divideHalfUp(BigInt(line.taxable) * BigInt(request.quantity), BigInt(line.quantity))),
            );
    } else {
      if (!Number.isSafeInteger(request.taxable) || request.taxable < 1) {
        refusals.push({
          orderLineId: line.orderLineId,
          message: "Reduce the price by an amount above ₹0.00.",
        });
        continue;
      }
      if (request.taxable > left.taxable) {
        refusals.push({
          orderLineId: line.orderLineId,
          message: `At most ${formatMoney(left.taxable)} (before GST) of ${line.description} is left to credit.`,
        });
        continue;
      }
      taxable = request.taxable;
    }
    const tax =
      taxable === left.taxable
        ? {
            cgst: line.cgst - line.creditedCgst,
            sgst: line.sgst - line.creditedSgst,
            igst: line.igst - line.creditedIgst,
          }
        : taxAmounts(taxable, line.rate, intraState);
    const returned = request.kind === "return" ? request.quantity : null;
    const value = returned !== null ? line.unitPrice * returned : taxable;
    lines.push({
      kind: request.kind,
      orderLineId: line.orderLineId,
      quantity: returned,
      restock: request.kind === "return" ? request.restock : false,
      description: line.description,
      hsnCode: line.hsnCode,
      rate: line.rate,
      unitPrice: returned !== null ? line.unitPrice : null,
      value,
      discount: Math.max(0, value - taxable),
      taxable,
      cgst: tax.cgst,
      sgst: tax.sgst,
      igst: tax.igst,
    });
    // A line named twice in one note: the second request sees what the first took.
    line.returnedQuantity += returned ?? 0;
    line.creditedTaxable += taxable;
    line.creditedCgst += tax.cgst;
    line.creditedSgst += tax.sgst;
    line.creditedIgst += tax.igst;
  }
  if (refusals.length > 0) return { ok: false, refusals };
  return { ok: true, lines };
}

/** The note's totals per rate, ascending, as the documents row stores them. */
export function creditRates(lines: readonly CreditNoteLine[]) {
  const byRate = new Map<number, { rate: number; taxable: Paise; cgst: Paise; sgst: Paise; igst: Paise }>();
  for (const line of lines) {
    const seen = byRate.get(line.rate) ?? { rate: line.rate, taxable: 0, cgst: 0, sgst: 0, igst: 0 };
    seen.taxable += line.taxable;
    seen.cgst += line.cgst;
    seen.sgst += line.sgst;
    seen.igst += line.igst;
    byRate.set(line.rate, seen);
  }
  return [...byRate.values()].sort((a, b) => a.rate - b.rate);
}
