import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase, queryRows } from "./client";
import { runMigrations } from "./migrate";
import { formatOrderNumber, indianYear, nextOrderNumberSql } from "./order-number";

describe("order number format", () => {
  it("pads the sequence to six digits after the prefix and year: WL-2026-000123", () => {
    expect(formatOrderNumber(123, 2026)).toBe("WL-2026-000123");
    expect(formatOrderNumber(1_234_567, 2027)).toBe("WL-2027-1234567");
  });

  it("takes the year in India, so 31 December 19:00 UTC (00:30 IST) is already the new year", () => {
    expect(indianYear(new Date("2026-12-31T18:29:59Z"))).toBe(2026);
    expect(indianYear(new Date("2026-12-31T19:00:00Z"))).toBe(2027);
  });
});

describe("the order number taken inside the order's insert", () => {
  it("writes what formatOrderNumber writes, six digits and past them, one sequence value each", async () => {
    const handle = await openDatabase({ memory: true });
    try {
      await runMigrations(handle);
      const at = new Date("2026-12-31T19:00:00Z");
      const [first] = await queryRows<{ n: string }>(handle.db, sql`select ${nextOrderNumberSql(at)} as n`);
      const sequence = Number(first?.n.split("-")[2]);
      expect(first?.n).toBe(formatOrderNumber(sequence, 2027));
      await handle.db.execute(sql`select setval('order_number_seq', 1234566)`);
      const [wide] = await queryRows<{ n: string }>(handle.db, sql`select ${nextOrderNumberSql(at)} as n`);
      expect(wide?.n).toBe(formatOrderNumber(1_234_567, 2027));
    } finally {
      await handle.close();
    }
  });
});
