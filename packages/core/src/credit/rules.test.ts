import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ageingBucket,
  ageingSummary,
  allocateOldestFirst,
  availableCredit,
  buildLedger,
  checkCredit,
  chosenAllocationRefusal,
  daysOverdue,
  invoiceDueDate,
  type LedgerEntryInput,
  ledgerBalance,
  paymentTermsLabel,
} from "./rules";
import { customerCreditPatchShape, receiptBodySchema } from "./schemas";

describe("due dates", () => {
  it("counts the terms from the invoice's day in India, not in UTC", () => {
    // 31 Jan 23:50 IST is still 31 Jan 18:20 UTC; 1 Feb 00:10 IST is 31 Jan 18:40 UTC.
    expect(invoiceDueDate(new Date("2026-01-31T18:20:00Z"), 30)).toBe("2026-03-02");
    expect(invoiceDueDate(new Date("2026-01-31T18:40:00Z"), 30)).toBe("2026-03-03");
    expect(invoiceDueDate(new Date("2026-03-01T20:00:00Z"), 45)).toBe("2026-04-16");
  });

  it("makes advance and on-delivery invoices due the day they are issued", () => {
    expect(invoiceDueDate(new Date("2026-06-10T05:00:00Z"), null)).toBe("2026-06-10");
    expect(invoiceDueDate(new Date("2026-06-10T05:00:00Z"), 0)).toBe("2026-06-10");
  });

  it("counts days overdue after the due date only", () => {
    expect(daysOverdue("2026-03-02", "2026-03-01")).toBe(0);
    expect(daysOverdue("2026-03-02", "2026-03-02")).toBe(0);
    expect(daysOverdue("2026-03-02", "2026-03-03")).toBe(1);
    expect(daysOverdue("2026-02-27", "2026-03-01")).toBe(2);
  });

  it("names the terms as a person reads them", () => {
    expect(paymentTermsLabel(null)).toBe("Advance");
    expect(paymentTermsLabel(0)).toBe("On delivery");
    expect(paymentTermsLabel(30)).toBe("Net 30 days");
  });
});

describe("ageing", () => {
  it("puts the bucket edges where accountants do", () => {
    expect([0, 1, 30, 31, 60, 61, 90, 91].map(ageingBucket)).toEqual([
      "current",
      "1-30",
      "1-30",
      "31-60",
      "31-60",
      "61-90",
      "61-90",
      "90+",
    ]);
  });

  it("sums open amounts per bucket and ignores settled invoices", () => {
    const summary = ageingSummary(
      [
        { dueOn: "2026-05-10", open: 100 },
        { dueOn: "2026-04-30", open: 250 },
        { dueOn: "2026-01-01", open: 999 },
        { dueOn: "2026-01-01", open: 0 },
      ],
      "2026-05-01",
    );
    expect(summary).toEqual({ current: 100, "1-30": 250, "31-60": 0, "61-90": 0, "90+": 999, total: 1349 });
  });
});

describe("allocation", () => {
  const at = (day: string) => new Date(`${day}T06:00:00Z`);
  const invoices = [
    { id: 3, issuedAt: at("2026-03-01"), open: 500 },
    { id: 1, issuedAt: at("2026-01-01"), open: 300 },
    { id: 2, issuedAt: at("2026-02-01"), open: 0 },
    { id: 4, issuedAt: at("2026-01-01"), open: 200 },
  ];

  it("pays the oldest invoices first and keeps the rest on account", () => {
    expect(allocateOldestFirst(600, invoices)).toEqual({
      allocations: [
        { id: 1, amount: 300 },
        { id: 4, amount: 200 },
        { id: 3, amount: 100 },
      ],
      unallocated: 0,
    });
    expect(allocateOldestFirst(1500, invoices).unallocated).toBe(500);
  });

  it("never applies more than the payment nor more than an invoice owes", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ id: fc.nat(1000), day: fc.integer({ min: 0, max: 400 }), open: fc.nat(100_000) }),
        ),
        fc.nat(1_000_000),
        (rows, amount) => {
          const list = rows.map((r, i) => ({ id: i, issuedAt: new Date(r.day * 86_400_000), open: r.open }));
          const { allocations, unallocated } = allocateOldestFirst(amount, list);
          const applied = allocations.reduce((s, a) => s + a.amount, 0);
          expect(applied + unallocated).toBe(amount);
          for (const a of allocations) expect(a.amount).toBeLessThanOrEqual(list[a.id]?.open ?? 0);
          const owed = list.reduce((s, r) => s + r.open, 0);
          expect(applied).toBe(Math.min(amount, owed));
        },
      ),
    );
  });

  it("refuses a chosen split that overpays an invoice or the payment", () => {
    expect(chosenAllocationRefusal(400, [{ id: 3, amount: 400 }], invoices)).toBeNull();
    expect(chosenAllocationRefusal(400, [{ id: 1, amount: 301 }], invoices)).toMatch(/more than its invoice/);
    expect(chosenAllocationRefusal(100, [{ id: 3, amount: 200 }], invoices)).toMatch(/more than the payment/);
    expect(chosenAllocationRefusal(100, [{ id: 2, amount: 50 }], invoices)).toMatch(/no open invoice/);
    expect(
      chosenAllocationRefusal(
        500,
        [
          { id: 3, amount: 50 },
          { id: 3, amount: 50 },
        ],
        invoices,
      ),
    ).toMatch(/once/);
  });
});

describe("credit limit", () => {
  it("lets an order go while the buyer's exposure stays within the limit", () => {
    expect(checkCredit(100_000, 40_000, 60_000).withinLimit).toBe(true);
    expect(checkCredit(100_000, 40_000, 60_001)).toMatchObject({ withinLimit: false, exposure: 100_001 });
    expect(checkCredit(0, -5_000, 5_000).withinLimit).toBe(true);
  });

  it("shows available credit between 0 and the limit", () => {
    expect(availableCredit(100, 30)).toBe(70);
    expect(availableCredit(100, 130)).toBe(0);
    expect(availableCredit(100, -50)).toBe(100);
  });
});

describe("ledger", () => {
  const entry = (
    kind: LedgerEntryInput["kind"],
    date: string,
    amount: number,
    ref: string = kind,
  ): LedgerEntryInput => ({
    kind,
    date,
    amount,
    at: new Date(`${date}T06:00:00Z`),
    reference: ref,
    description: ref,
  });

  it("keeps a running balance in date order, the opening first", () => {
    const rows = buildLedger([
      entry("payment", "2026-02-10", 500),
      entry("invoice", "2026-02-01", 1000),
      entry("opening", "2026-02-01", 200),
      entry("credit-note", "2026-02-05", 100),
    ]);
    expect(rows.map((r) => [r.kind, r.debit, r.credit, r.balance])).toEqual([
      ["opening", 200, 0, 200],
      ["invoice", 1000, 0, 1200],
      ["credit-note", 0, 100, 1100],
      ["payment", 0, 500, 600],
    ]);
  });

  it("ends on Σ invoices − Σ payments − Σ credit notes for any sequence of operations", () => {
    const op = fc.record({
      kind: fc.constantFrom("invoice", "payment", "credit-note", "receipt", "refund" as const),
      day: fc.integer({ min: 0, max: 365 }),
      amount: fc.integer({ min: 1, max: 10_000_000 }),
    });
    fc.assert(
      fc.property(
        fc.array(op, { maxLength: 60 }),
        fc.integer({ min: -1_000_000, max: 1_000_000 }),
        (ops, opening) => {
          const entries = ops.map((o, i) =>
            entry(
              o.kind,
              new Date(Date.UTC(2026, 0, 1) + o.day * 86_400_000).toISOString().slice(0, 10),
              o.amount,
              `R${i}`,
            ),
          );
          if (opening !== 0) entries.push(entry("opening", "2025-12-31", opening));
          const sum = (kind: string) => ops.filter((o) => o.kind === kind).reduce((s, o) => s + o.amount, 0);
          const expected =
            opening + sum("invoice") + sum("refund") - sum("payment") - sum("receipt") - sum("credit-note");
          const rows = buildLedger(entries);
          expect(rows.at(-1)?.balance ?? 0).toBe(expected);
          expect(ledgerBalance(entries)).toBe(expected);
          // Each running balance is the one before it moved by the entry.
          rows.forEach((row, i) => {
            expect(row.balance).toBe((rows[i - 1]?.balance ?? 0) + row.debit - row.credit);
          });
        },
      ),
    );
  });
});

describe("schemas", () => {
  it("takes only the terms the shop offers", () => {
    const terms = customerCreditPatchShape.paymentTermsDays;
    expect(terms.parse(30)).toBe(30);
    expect(terms.parse(null)).toBeNull();
    expect(terms.safeParse(31).success).toBe(false);
  });

  it("takes a receipt with its own split", () => {
    const parsed = receiptBodySchema.parse({
      kind: "on-account",
      method: "bank_transfer",
      amount: 1200.5,
      reference: "utr123456",
      receivedOn: "2026-05-01",
      allocations: [{ orderId: 4, amount: 200 }],
    });
    expect(parsed.reference).toBe("UTR123456");
    expect(
      receiptBodySchema.safeParse({ kind: "on-account", method: "upi", amount: 0, receivedOn: "2026-05-01" })
        .success,
    ).toBe(false);
  });
});
