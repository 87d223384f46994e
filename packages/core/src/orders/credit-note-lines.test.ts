import { describe, expect, it } from "vitest";
import { type CreditableLine, creditNoteLines, creditRates } from "./credit-note-lines";

const fresh = { returnedQuantity: 0, creditedTaxable: 0, creditedCgst: 0, creditedSgst: 0, creditedIgst: 0 };

// An interstate invoice: 4 lamps at 18 % (HSN 9405) and 10 bulbs at 12 % (HSN 8539).
const lamp: CreditableLine = {
  orderLineId: 1,
  description: "Brass wall lamp (RL-LAMP-1)",
  hsnCode: "9405",
  quantity: 4,
  unitPrice: 928_847,
  taxable: 3_715_388,
  rate: 18,
  cgst: 0,
  sgst: 0,
  igst: 668_770,
  ...fresh,
};
const bulbs: CreditableLine = {
  orderLineId: 2,
  description: "LED bulb 9 W (RL-BULB-9)",
  hsnCode: "8539",
  quantity: 10,
  unitPrice: 12_000,
  taxable: 120_000,
  rate: 12,
  cgst: 0,
  sgst: 0,
  igst: 14_400,
  ...fresh,
};

describe("credit note lines", () => {
  it("one returned 18 % lamp is one line at its own HSN and rate, tax half up on its taxable value", () => {
    const result = creditNoteLines(
      [lamp, bulbs],
      [{ kind: "return", orderLineId: 1, quantity: 1, restock: true }],
      false,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.lines).toEqual([
      expect.objectContaining({
        hsnCode: "9405",
        rate: 18,
        quantity: 1,
        taxable: 928_847,
        igst: 167_192,
        restock: true,
      }),
    ]);
    // 18 % of ₹9,288.47 is ₹1,671.9246: ₹1,671.92, never ₹1,671.93 (the remainder of a gross amount).
    expect(creditRates(result.lines)).toEqual([
      { rate: 18, taxable: 928_847, cgst: 0, sgst: 0, igst: 167_192 },
    ]);
  });

  it("within Delhi, CGST and SGST are each half the rate, rounded half up", () => {
    const delhi = { ...lamp, igst: 0, cgst: 334_385, sgst: 334_385 };
    const result = creditNoteLines(
      [delhi],
      [{ kind: "return", orderLineId: 1, quantity: 1, restock: false }],
      true,
    );
    expect(result.ok && result.lines[0]).toMatchObject({
      taxable: 928_847,
      cgst: 83_596,
      sgst: 83_596,
      igst: 0,
    });
  });

  it("the last pieces take what is left of the line, so a line returned in parts adds up to the invoice", () => {
    const first = creditNoteLines(
      [bulbs],
      [{ kind: "return", orderLineId: 2, quantity: 3, restock: true }],
      false,
    );
    if (!first.ok) throw new Error("refused");
    const [one] = first.lines;
    if (!one) throw new Error("no line");
    const after = {
      ...bulbs,
      returnedQuantity: 3,
      creditedTaxable: one.taxable,
      creditedIgst: one.igst,
    };
    const rest = creditNoteLines(
      [after],
      [{ kind: "return", orderLineId: 2, quantity: 7, restock: true }],
      false,
    );
    if (!rest.ok) throw new Error("refused");
    expect(one.taxable + (rest.lines[0]?.taxable ?? 0)).toBe(bulbs.taxable);
    expect(one.igst + (rest.lines[0]?.igst ?? 0)).toBe(bulbs.igst);
    const again = creditNoteLines(
      [{ ...after, returnedQuantity: 10 }],
      [{ kind: "return", orderLineId: 2, quantity: 1, restock: true }],
      false,
    );
    expect(again).toEqual({ ok: false, refusals: [expect.objectContaining({ orderLineId: 2 })] });
  });

  it("a price reduction credits a line's taxable value at its rate, at most what is left of it", () => {
    const result = creditNoteLines(
      [lamp, bulbs],
      [{ kind: "price", orderLineId: 2, taxable: 10_000 }],
      false,
    );
    expect(result.ok && result.lines).toEqual([
      expect.objectContaining({
        kind: "price",
        hsnCode: "8539",
        rate: 12,
        quantity: null,
        taxable: 10_000,
        igst: 1_200,
      }),
    ]);
    const above = creditNoteLines([bulbs], [{ kind: "price", orderLineId: 2, taxable: 120_001 }], false);
    expect(above.ok).toBe(false);
  });

  it("refuses more pieces than were invoiced and lines not on the invoice", () => {
    const result = creditNoteLines(
      [lamp],
      [
        { kind: "return", orderLineId: 1, quantity: 5, restock: true },
        { kind: "return", orderLineId: 9, quantity: 1, restock: true },
      ],
      false,
    );
    expect(result.ok ? [] : result.refusals.map((r) => r.orderLineId)).toEqual([1, 9]);
  });
});
