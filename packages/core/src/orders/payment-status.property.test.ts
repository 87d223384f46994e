import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  amountDue,
  orderMoney,
  type PaymentSums,
  paymentFits,
  paymentStatusOf,
  refundFits,
} from "./payment-status";

type Step = { kind: "payment" | "credit" | "refund"; share: number };

const steps = fc.array(
  fc.record({
    kind: fc.constantFrom<Step["kind"]>("payment", "credit", "refund"),
    // A share of the largest amount the step may take, so most steps are allowed and some exceed it.
    share: fc.double({ min: 0.01, max: 1.2, noNaN: true }),
  }),
  { maxLength: 25 },
);

/**
 * Plays a sequence of payments, credit notes and refunds the way the API allows them: a payment at
 * most what is due, a credit note at most what is left of the invoice, a refund at most what was kept
 * beyond the net amount. A step above its limit is refused and leaves the sums as they were.
 */
function play(
  total: number,
  sequence: readonly Step[],
  check: (before: PaymentSums, after: PaymentSums, step: Step) => void,
) {
  let sums: PaymentSums = { total, paid: 0, refunded: 0, credited: 0 };
  for (const step of sequence) {
    const before = sums;
    const money = orderMoney(sums);
    if (step.kind === "payment") {
      const amount = Math.max(1, Math.round(money.due * step.share));
      if (paymentFits(sums, amount)) sums = { ...sums, paid: sums.paid + amount };
    } else if (step.kind === "credit") {
      const left = total - (sums.credited ?? 0);
      const amount = Math.max(1, Math.round(left * step.share));
      if (amount <= left) sums = { ...sums, credited: (sums.credited ?? 0) + amount };
    } else {
      const amount = Math.max(1, Math.round(money.refundable * step.share));
      if (refundFits(sums, amount)) sums = { ...sums, refunded: sums.refunded + amount };
    }
    check(before, sums, step);
  }
  return sums;
}

describe("money of an order after payments, credit notes and refunds", () => {
  it("due = net − received + refunded ≥ 0 once what was kept beyond the net amount is refunded", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50_000_000 }), steps, (total, sequence) => {
        play(total, sequence, (_before, after) => {
          const money = orderMoney(after);
          expect(money.net).toBe(total - (after.credited ?? 0));
          expect(money.due).toBeGreaterThanOrEqual(0);
          expect(money.refundable).toBeGreaterThanOrEqual(0);
          // What is owed and what may be given back are the two sides of one difference.
          expect(money.due - money.refundable).toBe(money.net - money.received + money.refunded);
          // The buyer's page shows core's amountDue of the same sums, and asks to pay only then.
          expect(amountDue(after)).toBe(money.due);
          const status = paymentStatusOf(after);
          if (money.due > 0 && after.paid > 0 && after.refunded < after.paid)
            expect(status).toBe("partially_paid");
          if (status === "paid" || status === "partially_refunded") expect(money.due).toBe(0);
          // Refunding everything refundable settles the order exactly at its net amount.
          const settled = { ...after, refunded: after.refunded + money.refundable };
          const afterRefund = orderMoney(settled);
          expect(afterRefund.due).toBe(money.net - settled.paid + settled.refunded);
          expect(afterRefund.due).toBe(money.due);
        });
      }),
      { numRuns: 500 },
    );
  });

  it("a refund never raises what the buyer owes", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50_000_000 }), steps, (total, sequence) => {
        play(total, sequence, (before, after, step) => {
          if (step.kind === "refund") expect(amountDue(after)).toBe(amountDue(before));
        });
      }),
      { numRuns: 500 },
    );
  });

  it("a fully paid order credited ₹2,080.58 and refunded it owes nothing and reads refunded in part", () => {
    const total = 1_096_039;
    const sums = { total, paid: total, refunded: 208_058, credited: 208_058 };
    expect(orderMoney(sums)).toMatchObject({ net: total - 208_058, due: 0, refundable: 0 });
    expect(paymentStatusOf(sums)).toBe("partially_refunded");
    // Before the refund the credit is money the buyer may have back, and nothing is due.
    expect(orderMoney({ ...sums, refunded: 0 })).toMatchObject({ due: 0, refundable: 208_058 });
    expect(refundFits({ ...sums, refunded: 0 }, 208_059)).toBe(false);
  });
});
