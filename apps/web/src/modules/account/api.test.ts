import type { OrderDto } from "@roshni/core";
import { describe, expect, it } from "vitest";
import { statusHistoryOf } from "./api";

const order = {
  id: 7,
  number: "WL-2026-000007",
  status: "confirmed",
  paymentStatus: "paid",
  paymentMethod: "bank-transfer",
  createdAt: "2026-11-20T10:15:00.000Z",
  address: {
    name: "Ravi Sharma",
    phone: "+919811122233",
    company: null,
    gstin: null,
    line1: "1456 Bhagirath Palace",
    line2: null,
    city: "Delhi",
    state: "Delhi",
    pincode: "110006",
    country: "IN",
  },
  items: [],
  subtotal: 0,
  totals: [],
  total: 0,
} as unknown as OrderDto;

describe("an order's status history on its page", () => {
  it("is shown oldest first, steps of the same instant in the API's order", () => {
    const history = statusHistoryOf({
      ...order,
      statusHistory: [
        { status: "confirmed", note: "Payment received", createdAt: "2026-11-21T04:30:00.000Z" },
        { status: "placed", createdAt: "2026-11-20T10:15:00.000Z" },
        // 10:00 IST is 04:30 UTC: the same instant as the confirmation, written after it.
        { status: "packed", createdAt: "2026-11-21T10:00:00+05:30" },
      ],
    });
    expect(history.map((step) => step.status)).toEqual(["placed", "confirmed", "packed"]);
    expect(history[1]?.note).toBe("Payment received");
  });

  it("an answer without a history still shows that the order was placed, at its time", () => {
    expect(statusHistoryOf(order)).toEqual([{ status: "placed", createdAt: "2026-11-20T10:15:00.000Z" }]);
    expect(statusHistoryOf({ ...order, statusHistory: [] })).toEqual([
      { status: "placed", createdAt: "2026-11-20T10:15:00.000Z" },
    ]);
  });
});
