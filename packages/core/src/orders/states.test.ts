import { describe, expect, it } from "vitest";
import { amountDue, paymentFits, paymentStatusOf, refundFits, upiPaymentUri } from "./payment-status";
import { canTransition, nextStates, ORDER_STATES, transitionPermission, transitionRefusal } from "./states";

describe("an order's life (BACKOFFICE.md)", () => {
  it("moves forward one step at a time: placed → confirmed → packed → dispatched → delivered", () => {
    expect(nextStates("placed")).toEqual(["confirmed", "cancelled"]);
    expect(nextStates("confirmed")).toEqual(["packed", "cancelled"]);
    expect(nextStates("packed")).toEqual(["dispatched", "cancelled"]);
    expect(nextStates("dispatched")).toEqual(["delivered"]);
    expect(nextStates("delivered")).toEqual([]);
    expect(nextStates("cancelled")).toEqual([]);
  });

  it("cannot skip a step or go back", () => {
    expect(canTransition("placed", "packed")).toBe(false);
    expect(canTransition("packed", "confirmed")).toBe(false);
    expect(canTransition("delivered", "placed")).toBe(false);
  });

  it("cancels only before dispatch", () => {
    const cancellable = ORDER_STATES.filter((state) => canTransition(state, "cancelled"));
    expect(cancellable).toEqual(["placed", "confirmed", "packed"]);
  });

  it("confirm and cancel are the sales desk's; pack, dispatch, deliver the dispatch desk's", () => {
    expect(transitionPermission("confirmed")).toBe("orders.process");
    expect(transitionPermission("cancelled")).toBe("orders.process");
    expect(transitionPermission("packed")).toBe("orders.fulfil");
    expect(transitionPermission("dispatched")).toBe("orders.fulfil");
    expect(transitionPermission("delivered")).toBe("orders.fulfil");
  });

  it("a refused move says why in a sentence", () => {
    expect(transitionRefusal("placed", "dispatched")).toBe(
      "An order that is placed cannot be dispatched; it must be packed first.",
    );
    expect(transitionRefusal("dispatched", "cancelled")).toBe("A dispatched order cannot be cancelled.");
    expect(transitionRefusal("cancelled", "confirmed")).toBe("A cancelled order cannot change any more.");
  });
});

describe("payment status from the payments", () => {
  const total = 40_000_00;
  it("nothing paid is pending, part is partially paid, the total is paid", () => {
    expect(paymentStatusOf({ total, paid: 0, refunded: 0 })).toBe("pending");
    expect(paymentStatusOf({ total, paid: 10_000_00, refunded: 0 })).toBe("partially_paid");
    expect(paymentStatusOf({ total, paid: total, refunded: 0 })).toBe("paid");
  });

  it("a refund of everything paid is refunded; of what a credit note took off, partially refunded", () => {
    expect(paymentStatusOf({ total, paid: total, refunded: total })).toBe("refunded");
    const credited = { total, paid: total, refunded: 5_000_00, credited: 5_000_00 };
    expect(paymentStatusOf(credited)).toBe("partially_refunded");
    // Money given back below the net amount is owed again: the order reads partially paid, not refunded.
    expect(paymentStatusOf({ total, paid: total, refunded: 5_000_00 })).toBe("partially_paid");
  });

  it("the amount due is the total less what was kept", () => {
    expect(amountDue({ total, paid: 15_000_00, refunded: 0 })).toBe(25_000_00);
    expect(amountDue({ total, paid: total, refunded: 0 })).toBe(0);
  });

  it("more than the total is refused, exactly the rest is accepted", () => {
    const sums = { total, paid: 30_000_00, refunded: 0 };
    expect(paymentFits(sums, 10_000_00)).toBe(true);
    expect(paymentFits(sums, 10_000_01)).toBe(false);
  });

  it("a refund gives back only what was kept beyond the net amount (all of it once cancelled)", () => {
    expect(refundFits({ total, paid: 10_000_00, refunded: 0, cancelled: true }, 10_000_00)).toBe(true);
    expect(refundFits({ total, paid: 10_000_00, refunded: 1, cancelled: true }, 10_000_00)).toBe(false);
    expect(refundFits({ total, paid: 10_000_00, refunded: 0 }, 1)).toBe(false);
    const credited = { total, paid: total, refunded: 0, credited: 3_000_00 };
    expect(refundFits(credited, 3_000_00)).toBe(true);
    expect(refundFits(credited, 3_000_01)).toBe(false);
  });

  it("the UPI link carries payee, name, amount with 2 decimals, the order number and INR", () => {
    expect(
      upiPaymentUri({
        vpa: "roshni@hdfcbank",
        payeeName: "Roshni Lighting",
        amount: 2_500_50,
        note: "WL-2026-000001",
      }),
    ).toBe("upi://pay?pa=roshni@hdfcbank&pn=Roshni%20Lighting&am=2500.50&tn=WL-2026-000001&cu=INR");
  });
});
