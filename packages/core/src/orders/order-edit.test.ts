import { describe, expect, it } from "vitest";
import { describeOrderEditChange, orderEditChanges, orderEditRefusal } from "./order-edit";

const lamp = { productId: 1, sku: "RL-1", title: "Lamp", quantity: 4, price: 80_000 };
const bulb = { productId: 2, sku: "RL-2", title: "Bulb", quantity: 10, price: 10_000 };
const fan = { productId: 3, sku: "RL-3", title: "Fan", quantity: 2, price: 200_000 };

describe("orderEditChanges", () => {
  it("lists changed, removed and added lines in the order's line order, then address and transport", () => {
    const changes = orderEditChanges(
      { lines: [lamp, bulb], address: "Delhi 110006", toPayShipping: false },
      {
        lines: [{ ...lamp, quantity: 6, price: 75_000 }, fan],
        address: "Mumbai 400007",
        toPayShipping: true,
      },
    );
    expect(changes.map((c) => c.kind)).toEqual([
      "quantity",
      "price",
      "removed",
      "added",
      "address",
      "transport",
    ]);
    expect(changes.map(describeOrderEditChange)).toEqual([
      "Lamp (RL-1): quantity 4 → 6",
      "Lamp (RL-1): unit price ₹800.00 → ₹750.00",
      "Removed Bulb (RL-2), 10 pcs",
      "Added Fan (RL-3): 2 × ₹2,000.00",
      "Delivery address: Delhi 110006 → Mumbai 400007",
      "Transport: freight charged on the order → freight to pay on delivery",
    ]);
  });

  it("is empty when nothing changed", () => {
    const same = { lines: [lamp, bulb], address: "Delhi", toPayShipping: false };
    expect(orderEditChanges(same, { ...same, lines: [bulb, lamp] })).toEqual([]);
  });
});

describe("orderEditRefusal", () => {
  it("allows an open order without a tax invoice", () => {
    for (const status of ["placed", "confirmed", "packed"] as const) {
      expect(orderEditRefusal({ number: "WL-1", status, invoiceNumber: null })).toBeNull();
    }
  });

  it("refuses after dispatch, once cancelled, and once invoiced (a credit note first)", () => {
    expect(orderEditRefusal({ number: "WL-1", status: "dispatched", invoiceNumber: "RL/1" })).toContain(
      "only before dispatch",
    );
    expect(orderEditRefusal({ number: "WL-1", status: "delivered", invoiceNumber: null })).toContain(
      "only before dispatch",
    );
    expect(orderEditRefusal({ number: "WL-1", status: "cancelled", invoiceNumber: null })).toContain(
      "cancelled",
    );
    expect(
      orderEditRefusal({ number: "WL-1", status: "packed", invoiceNumber: "RL/26-27/000001" }),
    ).toContain("credit note");
  });
});
