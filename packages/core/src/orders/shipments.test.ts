import { describe, expect, it } from "vitest";
import {
  allDispatched,
  awaitedBy,
  type LineProgress,
  lineProgress,
  lineShare,
  piecesToCome,
  rateTotals,
  shipmentRefusals,
} from "./shipments";

const line = { id: 1, quantity: 10, fromStock: 6, madeToOrder: 4 };

/** The progress of the one line a test asks about. */
function onlyLine(progress: LineProgress[]): LineProgress {
  const [first] = progress;
  if (!first) throw new Error("No line in the progress");
  return first;
}

describe("shipments", () => {
  it("ships what is in stock first; made-to-order pieces wait", () => {
    const [p] = lineProgress([line], []);
    expect(p).toMatchObject({ left: 10, shippableNow: 6, awaited: 4, dispatched: 0 });
  });

  it("counts shipments that are not cancelled; dispatched only those that left", () => {
    const [p] = lineProgress(
      [line],
      [
        { orderLineId: 1, quantity: 4, state: "dispatched" },
        { orderLineId: 1, quantity: 1, state: "packed" },
        { orderLineId: 1, quantity: 5, state: "cancelled" },
      ],
    );
    expect(p).toMatchObject({ dispatched: 4, inShipments: 5, left: 5, shippableNow: 1, awaited: 4 });
  });

  it("the buyer still waits for pieces packed or invoiced and for those in no shipment; a date only for the awaited", () => {
    const p = onlyLine(
      lineProgress(
        [line],
        [
          { orderLineId: 1, quantity: 3, state: "dispatched" },
          { orderLineId: 1, quantity: 2, state: "invoiced" },
          { orderLineId: 1, quantity: 1, state: "packed" },
          { orderLineId: 1, quantity: 4, state: "cancelled" },
        ],
      ),
    );
    // 10 ordered, 3 gone: 2 invoiced + 1 packed + 4 in no shipment (all made to order, not arrived).
    expect(piecesToCome(p)).toBe(7);
    expect(awaitedBy(p, "2026-12-07")).toBe("2026-12-07");
    const arrived = onlyLine(
      lineProgress(
        [{ ...line, fromStock: 10, madeToOrder: 0 }],
        [{ orderLineId: 1, quantity: 3, state: "dispatched" }],
      ),
    );
    expect(piecesToCome(arrived)).toBe(7);
    expect(awaitedBy(arrived, "2026-12-07")).toBeNull();
    const all = onlyLine(lineProgress([line], [{ orderLineId: 1, quantity: 10, state: "dispatched" }]));
    expect(piecesToCome(all)).toBe(0);
  });

  it("cancelled pieces are neither left nor awaited", () => {
    const progress = lineProgress(
      [{ ...line, cancelledQuantity: 4 }],
      [{ orderLineId: 1, quantity: 6, state: "dispatched" }],
    );
    expect(progress[0]).toMatchObject({ ordered: 6, left: 0, awaited: 0 });
    expect(allDispatched(progress)).toBe(true);
  });

  it("refuses more than is left, more than is in stock, a foreign line, a line twice", () => {
    const progress = lineProgress([line], [{ orderLineId: 1, quantity: 2, state: "invoiced" }]);
    expect(shipmentRefusals(progress, [{ orderLineId: 1, quantity: 4 }])).toEqual({});
    expect(shipmentRefusals(progress, [{ orderLineId: 1, quantity: 5 }])["lines.0.quantity"]).toMatch(
      /only 4 in stock/,
    );
    expect(shipmentRefusals(progress, [{ orderLineId: 1, quantity: 9 }])["lines.0.quantity"]).toMatch(
      /only 8 left/,
    );
    expect(shipmentRefusals(progress, [{ orderLineId: 2, quantity: 1 }])).toHaveProperty(
      "lines.0.orderLineId",
    );
    expect(
      shipmentRefusals(progress, [
        { orderLineId: 1, quantity: 1 },
        { orderLineId: 1, quantity: 1 },
      ]),
    ).toHaveProperty("lines.1.orderLineId");
  });

  it("invoices of a line's parts add up to the line exactly", () => {
    const l = {
      id: 1,
      quantity: 3,
      subtotal: 1000,
      discount: 100,
      taxable: 900,
      cgst: 0,
      sgst: 0,
      igst: 163,
      taxRate: 18,
    };
    const a = lineShare(l, 0, 1);
    const b = lineShare(l, 1, 1);
    const c = lineShare(l, 2, 1);
    expect(a.taxable + b.taxable + c.taxable).toBe(900);
    expect(a.igst + b.igst + c.igst).toBe(163);
    expect(a.subtotal + b.subtotal + c.subtotal).toBe(1000);
    expect(lineShare(l, 0, 3)).toMatchObject({ taxable: 900, igst: 163 });
    expect(rateTotals([a, b])).toEqual([
      { rate: 18, taxable: a.taxable + b.taxable, cgst: 0, sgst: 0, igst: a.igst + b.igst },
    ]);
  });
});
