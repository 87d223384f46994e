import { describe, expect, it } from "vitest";
import { amountDue, paymentStatusOf } from "./payment-status";

describe("what a buyer still owes", () => {
  it("is the total less what the shop kept (received less refunded), never below 0", () => {
    expect(amountDue({ total: 100_000, paid: 0, refunded: 0 })).toBe(100_000);
    expect(amountDue({ total: 100_000, paid: 40_000, refunded: 0 })).toBe(60_000);
    expect(amountDue({ total: 100_000, paid: 100_000, refunded: 0 })).toBe(0);
  });

  it("is nothing once the order is cancelled, paid or not, refunded or not", () => {
    expect(amountDue({ total: 100_000, paid: 0, refunded: 0, cancelled: true })).toBe(0);
    const refunded = { total: 100_000, paid: 100_000, refunded: 100_000, cancelled: true };
    expect(amountDue(refunded)).toBe(0);
    expect(paymentStatusOf(refunded)).toBe("refunded");
  });
});
