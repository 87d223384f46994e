/**
 * Dispatch in parts: an order's goods leave as shipments, each a chosen set of lines and quantities
 * taken from stock. Made-to-order pieces become shippable only once staff record that they arrived
 * (the line's `fromStock` grows, its `madeToOrder` shrinks by the same count).
 */

/** One order line as the shipment rules read it. */
export interface ShipmentOrderLine {
  id: number;
  quantity: number;
  fromStock: number;
  madeToOrder: number;
  /** Pieces cancelled with the rest of the order: never shipped. */
  cancelledQuantity?: number;
}

/** Pieces of an order line in one shipment; `cancelled` shipments count for nothing. */
export interface ShipmentLineCount {
  orderLineId: number;
  quantity: number;
  state: "packed" | "invoiced" | "dispatched" | "cancelled";
}

export interface LineProgress {
  orderLineId: number;
  ordered: number;
  /** In shipments that have left. */
  dispatched: number;
  /** In shipments not cancelled (packed, invoiced or dispatched). */
  inShipments: number;
  /** Still to be put into a shipment. */
  left: number;
  /** What of `left` is in stock now: a new shipment may take up to this. */
  shippableNow: number;
  /** What of `left` waits for stock (made to order, not yet arrived): the back-order. */
  awaited: number;
}

/** What of each line is shipped, in shipments, still to ship and shippable from stock now. */
export function lineProgress(
  lines: readonly ShipmentOrderLine[],
  shipped: readonly ShipmentLineCount[],
): LineProgress[] {
  return lines.map((line) => {
    let dispatched = 0;
    let inShipments = 0;
    for (const s of shipped) {
      if (s.orderLineId !== line.id || s.state === "cancelled") continue;
      inShipments += s.quantity;
      if (s.state === "dispatched") dispatched += s.quantity;
    }
    const left = Math.max(0, line.quantity - (line.cancelledQuantity ?? 0) - inShipments);
    // Shipments take the pieces in stock first: a made-to-order piece is shippable only after it arrived.
    const shippableNow = Math.min(left, Math.max(0, line.fromStock - inShipments));
    return {
      orderLineId: line.id,
      ordered: line.quantity - (line.cancelledQuantity ?? 0),
      dispatched,
      inShipments,
      left,
      shippableNow,
      awaited: left - shippableNow,
    };
  });
}

/**
 * Pieces of a line the buyer still waits for: those in shipments that have not left (packed or invoiced)
 * and those in no shipment yet.
 */
export function piecesToCome(progress: Pick<LineProgress, "inShipments" | "dispatched" | "left">): number {
  return progress.inShipments - progress.dispatched + progress.left;
}

/** The date the buyer is told for a line's pieces: only while some of them wait for stock. */
export function awaitedBy<T>(progress: Pick<LineProgress, "awaited">, expectedOn: T | null): T | null {
  return progress.awaited > 0 ? expectedOn : null;
}

/** Everything of the order is in some shipment that left: the order is dispatched. */
export function allDispatched(progress: readonly LineProgress[]): boolean {
  return progress.every((p) => p.dispatched >= p.ordered);
}

export interface ShipmentRequestLine {
  orderLineId: number;
  quantity: number;
}

/**
 * Why a shipment of these lines cannot be made, per line (`lines.N.quantity`), or an empty object:
 * a line of another order, a line named twice, more than is left of a line, or more than is in stock.
 */
export function shipmentRefusals(
  progress: readonly LineProgress[],
  request: readonly ShipmentRequestLine[],
  titles: ReadonlyMap<number, string> = new Map(),
): Record<string, string> {
  const fields: Record<string, string> = {};
  const byLine = new Map(progress.map((p) => [p.orderLineId, p]));
  const seen = new Set<number>();
  request.forEach((line, i) => {
    const key = `lines.${i}.quantity`;
    const p = byLine.get(line.orderLineId);
    const title = titles.get(line.orderLineId) ?? "This line";
    if (!p) {
      fields[`lines.${i}.orderLineId`] = "This line is not a line of the order.";
      return;
    }
    if (seen.has(line.orderLineId)) {
      fields[`lines.${i}.orderLineId`] = `${title} is named twice: give it once with its whole quantity.`;
      return;
    }
    seen.add(line.orderLineId);
    if (line.quantity > p.left) {
      fields[key] =
        p.left === 0
          ? `${title} is already in shipments in full.`
          : `${title} has only ${p.left} left to ship.`;
    } else if (line.quantity > p.shippableNow) {
      fields[key] =
        p.shippableNow === 0
          ? `${title} has no piece in stock for this order yet: record the stock's arrival first.`
          : `${title} has only ${p.shippableNow} in stock for this order; ${p.awaited} ${p.awaited === 1 ? "waits" : "wait"} for stock.`;
    }
  });
  return fields;
}

/** The amounts of one order line (paise) as stored when the order was placed. */
export interface InvoiceableLine {
  id: number;
  quantity: number;
  subtotal: number;
  discount: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  taxRate: number;
}

export interface LineAmounts {
  orderLineId: number;
  quantity: number;
  subtotal: number;
  discount: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  rate: number;
}

/**
 * The share of a line that `quantity` pieces carry, when `before` pieces of it were invoiced already:
 * pro rata by pieces, rounded to the paisa, and the last pieces take what is left, so that the
 * invoices of a line always add up to exactly the line's stored amounts.
 */
export function lineShare(line: InvoiceableLine, before: number, quantity: number): LineAmounts {
  const after = before + quantity;
  const part = (amount: number) =>
    after >= line.quantity
      ? amount - Math.round((amount * before) / line.quantity)
      : Math.round((amount * after) / line.quantity) - Math.round((amount * before) / line.quantity);
  return {
    orderLineId: line.id,
    quantity,
    subtotal: part(line.subtotal),
    discount: part(line.discount),
    taxable: part(line.taxable),
    cgst: part(line.cgst),
    sgst: part(line.sgst),
    igst: part(line.igst),
    rate: line.taxRate,
  };
}

export interface RateTotal {
  rate: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
}

/** Totals per rate, lowest rate first. */
export function rateTotals(
  lines: readonly Omit<LineAmounts, "orderLineId" | "quantity" | "subtotal" | "discount">[],
): RateTotal[] {
  const byRate = new Map<number, RateTotal>();
  for (const l of lines) {
    const t = byRate.get(l.rate) ?? { rate: l.rate, taxable: 0, cgst: 0, sgst: 0, igst: 0 };
    t.taxable += l.taxable;
    t.cgst += l.cgst;
    t.sgst += l.sgst;
    t.igst += l.igst;
    byRate.set(l.rate, t);
  }
  return [...byRate.values()].sort((a, b) => a.rate - b.rate);
}
