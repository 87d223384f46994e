import {
  type AgeingSummary,
  paymentTermsLabel,
  type ReceivablesPageDto,
  type ReceivablesQuery,
  type ReceivablesSort,
  shopDay,
  toRupees,
} from "@roshni/core";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seededRandom } from "../../../bench/common";
import { createTestApp, type TestApp } from "../../test/harness";
import { addTestCustomer } from "../orders/test-fixtures";
import { ageingOf, invoicesOf, outstandingOf, readCreditTerms } from "./account";
import { receivablesPage, receivablesTotals } from "./list";

let testApp: TestApp;
let websiteId: number;
const buyers: number[] = [];
const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = new Date("2026-11-20T06:30:00.000Z");
const TODAY = shopDay(NOW);

interface Expected {
  customerId: number;
  name: string;
  companyName: string | null;
  terms: string;
  limit: number;
  outstanding: number;
  ageing: AgeingSummary;
  limitUsed: number | null;
}

/**
 * A random book written straight into the tables (terms, limits, opening balances either way, invoices
 * across the shop's midnight, credit notes, payments and refunds on orders, receipts partly applied),
 * so the list's one statement can be held against the buyer's own ledger figures computed one by one.
 */
async function randomBook(seed: number): Promise<void> {
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const db = testApp.db;
  for (let b = 0; b < 24; b++) {
    const buyer = await addTestCustomer(testApp, { email: `book-${seed}-${b}@example.in`, wholesale: true });
    buyers.push(buyer.id);
    await db.execute(sql`update customers set name = ${`Book ${pick(["Asha", "Ravi", "zoya", "Imran"])} ${b}`},
      company_name = ${random() < 0.5 ? `${pick(["Jyoti", "lumen", "Deep"])} Lights ${b}` : null},
      created_at = ${new Date(NOW.getTime() - 400 * DAY_MS)} where id = ${buyer.id}`);
    if (random() < 0.85) {
      const opening = pick([0, 0, 250_000, -120_000, 75_050]);
      await db.execute(sql`insert into customer_credit (customer_id, terms_set, payment_terms_days, credit_limit,
          opening_balance, opening_balance_on)
        values (${buyer.id}, ${random() < 0.8}, ${pick([null, 0, 7, 15, 30, 45, 60, 90])},
          ${random() < 0.3 ? null : pick([0, 100_000, 500_000, 2_000_000])}, ${opening},
          ${random() < 0.5 ? shopDay(new Date(NOW.getTime() - Math.floor(random() * 200) * DAY_MS)) : null})`);
    }
    const orderCount = Math.floor(random() * 6);
    for (let o = 0; o < orderCount; o++) {
      const total = 10_000 + Math.floor(random() * 400_000);
      const paid = pick([0, 0, total, Math.floor(total / 3)]);
      const refunded = paid > 0 && random() < 0.2 ? Math.floor(paid / 4) : 0;
      // Some invoices a minute either side of midnight in the shop's time zone (18:30 UTC).
      const daysAgo = Math.floor(random() * 160);
      const edge = random() < 0.3 ? (random() < 0.5 ? -60_000 : 60_000) : Math.floor(random() * DAY_MS);
      const issuedAt = new Date(Date.UTC(2026, 10, 19, 18, 30) - daysAgo * DAY_MS + edge);
      const [order] = (
        (await db.execute(sql`insert into orders (number, website_id, customer_id, status, payment_status,
            payment_method, address, subtotal, totals, total, quantity, amount_paid, amount_refunded, created_at, updated_at)
          values (${`WL-L-${seed}-${b}-${o}`}, ${websiteId}, ${buyer.id}, 'dispatched', 'pending', 'bank-transfer',
            '{}'::jsonb, ${total}, '[]'::jsonb, ${total}, 1, ${paid}, ${refunded}, ${issuedAt}, ${issuedAt})
          returning id`)) as unknown as { rows: { id: number }[] }
      ).rows;
      if (!order) throw new Error("order insert returned no row");
      if (random() < 0.85) {
        await db.execute(sql`insert into documents (order_id, kind, number, financial_year, issued_at, place_of_supply,
            taxable, cgst, sgst, igst, total, rates, storage_key)
          values (${order.id}, 'invoice', ${`RL/L/${order.id}`}, 'L', ${issuedAt}, '07', ${total}, 0, 0, 0, ${total},
            '[]'::jsonb, ${`documents/list-${order.id}`})`);
        if (random() < 0.3) {
          const credited = Math.floor(total * pick([0.1, 0.5, 1]));
          await db.execute(sql`insert into documents (order_id, kind, number, financial_year, issued_at, place_of_supply,
              taxable, cgst, sgst, igst, total, rates, storage_key)
            values (${order.id}, 'credit-note', ${`CN/L/${order.id}`}, 'L', ${new Date(issuedAt.getTime() + 3 * DAY_MS)},
              '07', ${credited}, 0, 0, 0, ${credited}, '[]'::jsonb, ${`documents/list-cn-${order.id}`})`);
        }
      }
    }
    if (random() < 0.4) {
      const amount = 5_000 + Math.floor(random() * 300_000);
      const [receipt] = (
        (await db.execute(sql`insert into customer_receipts (customer_id, kind, method, amount, received_on)
          values (${buyer.id}, ${pick(["on-account", "advance"])}, 'bank_transfer', ${amount}, ${TODAY})
          returning id`)) as unknown as { rows: { id: number }[] }
      ).rows;
      // Part of it applied to one of the buyer's orders, as a payment row of that order.
      const [target] = (
        (await db.execute(
          sql`select id from orders where customer_id = ${buyer.id} order by id limit 1`,
        )) as unknown as {
          rows: { id: number }[];
        }
      ).rows;
      if (receipt && target && random() < 0.6) {
        const part = Math.floor(amount / 2);
        const [payment] = (
          (await db.execute(sql`insert into payments (order_id, kind, method, amount, received_on)
            values (${target.id}, 'payment', 'bank_transfer', ${part}, ${TODAY}) returning id`)) as unknown as {
            rows: { id: number }[];
          }
        ).rows;
        await db.execute(sql`update orders set amount_paid = amount_paid + ${part} where id = ${target.id}`);
        await db.execute(sql`insert into receipt_allocations (receipt_id, order_id, payment_id, amount)
          values (${receipt.id}, ${target.id}, ${payment?.id}, ${part})`);
      }
    }
    // Later money on the buyer's orders: a payment, a refund, a late credit note.
    const later = (
      (await db.execute(sql`select id, total from orders where customer_id = ${buyer.id}`)) as unknown as {
        rows: { id: number; total: number }[];
      }
    ).rows;
    for (const order of later) {
      const roll = random();
      if (roll < 0.2) {
        await db.execute(sql`update orders set amount_paid = amount_paid + ${Math.floor(Number(order.total) / 2)}
          where id = ${order.id}`);
      } else if (roll < 0.3) {
        await db.execute(sql`update orders set amount_refunded = least(amount_paid, amount_refunded + 1000)
          where id = ${order.id}`);
      } else if (roll < 0.35) {
        await db.execute(sql`insert into documents (order_id, kind, number, financial_year, issued_at, place_of_supply,
            taxable, cgst, sgst, igst, total, rates, storage_key)
          select ${order.id}, 'credit-note', ${`CN/L2/${order.id}`}, 'L', ${NOW}, '07', 2500, 0, 0, 0, 2500,
            '[]'::jsonb, ${`documents/list-cn2-${order.id}`}
          where exists (select 1 from documents where order_id = ${order.id} and kind = 'invoice')`);
      }
    }
  }
}

/** The buyer's figures as their own ledger and account page work them out, one buyer at a time. */
async function expectedLines(): Promise<Expected[]> {
  const lines: Expected[] = [];
  for (const customerId of buyers) {
    const terms = await readCreditTerms(testApp.db, customerId);
    if (!terms) throw new Error("buyer vanished");
    const invoices = await invoicesOf(testApp.db, terms);
    const outstanding = await outstandingOf(testApp.db, terms);
    if (outstanding <= 0 || (invoices.length === 0 && terms.openingBalance === 0)) continue;
    const ageing = await ageingOf(testApp.db, terms, invoices, TODAY);
    const [row] = (
      (await testApp.db.execute(
        sql`select name, company_name from customers where id = ${customerId}`,
      )) as unknown as { rows: { name: string; company_name: string | null }[] }
    ).rows;
    lines.push({
      customerId,
      name: row?.name ?? "",
      companyName: row?.company_name ?? null,
      terms: paymentTermsLabel(terms.paymentTermsDays),
      limit: terms.creditLimit,
      outstanding,
      ageing,
      limitUsed: terms.creditLimit > 0 ? Math.round((outstanding / terms.creditLimit) * 1000) / 10 : null,
    });
  }
  return lines;
}

function rupees(ageing: AgeingSummary) {
  return Object.fromEntries(Object.entries(ageing).map(([k, v]) => [k, toRupees(v)]));
}

async function walk(query: Omit<ReceivablesQuery, "cursor">): Promise<ReceivablesPageDto[]> {
  const pages: ReceivablesPageDto[] = [];
  let cursor: string | undefined;
  do {
    const page = await receivablesPage(testApp.db, websiteId, TODAY, { ...query, cursor });
    pages.push(page);
    cursor = page.nextCursor ?? undefined;
  } while (cursor && pages.length < 200);
  return pages;
}

function sortKey(line: Expected, sort: ReceivablesSort): number | string {
  switch (sort) {
    case "outstanding":
      return line.outstanding;
    case "overdue":
      return line.ageing.total - line.ageing.current;
    case "oldest":
      return 0; // checked by order only through the statement's own key
    case "limit-used":
      return line.limitUsed ?? Number.MAX_SAFE_INTEGER;
    case "name":
      return (line.companyName ?? line.name).toLowerCase();
  }
}

beforeAll(async () => {
  testApp = await createTestApp({ products: 1 });
  const [site] = (
    (await testApp.db.execute(sql`select id from websites where code = 'wholesale'`)) as unknown as {
      rows: { id: number }[];
    }
  ).rows;
  websiteId = site?.id ?? 0;
  await randomBook(7);
  await randomBook(2026);
});

afterAll(async () => {
  await testApp?.close();
});

describe("the receivables list worked out by the database", () => {
  it("keeps each buyer's sums and open invoices equal to adding up the ledger afresh", async () => {
    const snapshot = async () =>
      (
        (await testApp.db.execute(sql`select
            (select coalesce(json_agg(b order by b.customer_id), '[]') from customer_balances b
              where (b.documents, b.invoiced, b.credited, b.paid, b.refunded, b.received, b.applied)
                <> (0, 0, 0, 0, 0, 0, 0) and b.customer_id = any(${`{${buyers.join(",")}}`}::int[])) as balances,
            (select coalesce(json_agg(i order by i.document_id), '[]') from open_invoices i
              where i.customer_id = any(${`{${buyers.join(",")}}`}::int[])) as invoices,
            (select coalesce(json_agg(l order by l.customer_id), '[]') from receivable_buyers l
              where l.customer_id = any(${`{${buyers.join(",")}}`}::int[])) as lines,
            (select coalesce(json_agg(i order by i.customer_id, i.due_on, i.open), '[]') from receivable_items i
              where i.customer_id = any(${`{${buyers.join(",")}}`}::int[])) as items`)) as unknown as {
          rows: { balances: unknown[]; invoices: unknown[]; lines: unknown[]; items: unknown[] }[];
        }
      ).rows[0];
    const kept = await snapshot();
    expect(kept?.invoices.length).toBeGreaterThan(10);
    expect(kept?.lines.length).toBeGreaterThan(10);
    // The list's kept figures too: what the triggers left equals working every buyer out afresh.
    await testApp.db.execute(sql`select receivables_rebuild()`);
    expect(await snapshot()).toEqual(kept);
  });

  it("gives every buyer the outstanding and ageing of their own ledger, after a random book", async () => {
    const expected = await expectedLines();
    expect(expected.length).toBeGreaterThan(10);
    const [page] = await walk({ sort: "outstanding", show: "all", limit: 100 });
    const ours = page?.items.filter((item) => buyers.includes(item.customerId)) ?? [];
    expect(ours.map((item) => item.customerId).sort()).toEqual(expected.map((e) => e.customerId).sort());
    for (const line of expected) {
      const item = ours.find((row) => row.customerId === line.customerId);
      expect(item, `buyer ${line.customerId}`).toMatchObject({
        name: line.name,
        companyName: line.companyName,
        paymentTermsLabel: line.terms,
        creditLimit: toRupees(line.limit),
        outstanding: toRupees(line.outstanding),
        ageing: rupees(line.ageing),
        limitUsedPercent: line.limitUsed,
      });
    }
  });

  it("walks every sort and filter by keyset without a buyer twice, in order, with the totals of what it keeps", async () => {
    const expected = await expectedLines();
    const shows = {
      all: () => true,
      overdue: (l: Expected) => l.ageing.total > l.ageing.current,
      "over-90": (l: Expected) => l.ageing["90+"] > 0,
      "over-limit": (l: Expected) => l.outstanding > l.limit,
    } as const;
    for (const sort of ["outstanding", "overdue", "oldest", "limit-used", "name"] as const) {
      for (const show of Object.keys(shows) as (keyof typeof shows)[]) {
        for (const search of [undefined, "lights", "ZOYA"]) {
          const pages = await walk({ sort, show, search, limit: 3 });
          const items = pages.flatMap((p) => p.items);
          const kept = expected.filter(shows[show]).filter((l) => {
            if (!search) return true;
            return `${l.name} ${l.companyName ?? ""}`.toLowerCase().includes(search.toLowerCase());
          });
          const label = `${sort} ${show} ${search ?? ""}`;
          expect(items.map((i) => i.customerId).sort(), label).toEqual(kept.map((l) => l.customerId).sort());
          expect(new Set(items.map((i) => i.customerId)).size, label).toBe(items.length);
          expect(pages[0]?.buyers, label).toBe(kept.length);
          const total = kept.reduce((sum, l) => sum + l.ageing.total, 0);
          expect(pages.at(-1)?.totals.total, label).toBe(toRupees(total));
          if (sort !== "oldest") {
            const byId = new Map(kept.map((l) => [l.customerId, l]));
            const keys = items.map((i) => sortKey(byId.get(i.customerId) as Expected, sort));
            for (let n = 1; n < keys.length; n++) {
              const [a, b] = [keys[n - 1] as number | string, keys[n] as number | string];
              if (sort === "name") expect(a <= b, label).toBe(true);
              else expect(a >= b, label).toBe(true);
            }
          } else {
            const days = items.map((i) => i.oldestOverdueDays);
            expect(days, label).toEqual([...days].sort((a, b) => b - a));
          }
        }
      }
    }
    const overdue = await receivablesTotals(testApp.db, websiteId, TODAY, { show: "overdue" });
    const kept = expected.filter(shows.overdue);
    expect(overdue.buyers).toBe(kept.length);
    expect(overdue.totals.total - overdue.totals.current).toBe(
      kept.reduce((sum, l) => sum + l.ageing.total - l.ageing.current, 0),
    );
  });

  it("moves a group's buyers with the group's new terms and limit at once, and back", async () => {
    const group = (
      (await testApp.db.execute(
        sql`select customer_group_id as id from customers where id = ${buyers[0] ?? 0}`,
      )) as unknown as {
        rows: { id: number }[];
      }
    ).rows[0]?.id;
    const before = (
      (await testApp.db.execute(
        sql`select payment_terms_days as terms, credit_limit as lim from customer_group_credit where customer_group_id = ${group}`,
      )) as unknown as { rows: { terms: number | null; lim: string }[] }
    ).rows[0];
    const check = async () => {
      const expected = await expectedLines();
      const [page] = await walk({ sort: "outstanding", show: "all", limit: 100 });
      for (const line of expected) {
        const item = page?.items.find((row) => row.customerId === line.customerId);
        expect(item, `buyer ${line.customerId}`).toMatchObject({
          paymentTermsLabel: line.terms,
          creditLimit: toRupees(line.limit),
          ageing: rupees(line.ageing),
        });
      }
      return expected;
    };
    const was = await check();
    await testApp.db.execute(sql`insert into customer_group_credit (customer_group_id, payment_terms_days, credit_limit)
      values (${group}, 90, 123400) on conflict (customer_group_id)
      do update set payment_terms_days = 90, credit_limit = 123400`);
    const moved = await check();
    // Some buyer without terms of their own now owes on 90 days, and not all of it is overdue any more.
    expect(moved.some((line) => line.terms === paymentTermsLabel(90))).toBe(true);
    expect(JSON.stringify(moved)).not.toBe(JSON.stringify(was));
    if (before) {
      await testApp.db.execute(sql`update customer_group_credit set payment_terms_days = ${before.terms},
        credit_limit = ${before.lim} where customer_group_id = ${group}`);
    } else
      await testApp.db.execute(sql`delete from customer_group_credit where customer_group_id = ${group}`);
    expect(await check()).toEqual(was);
  });
});
