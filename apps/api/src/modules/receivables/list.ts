import {
  type AgeingSummary,
  daysOverdue,
  invoiceDueDate,
  type Paise,
  type PaymentTermsDays,
  paymentTermsLabel,
  type ReceivablesItemDto,
  type ReceivablesPageDto,
  type ReceivablesQuery,
  type ReceivablesSort,
  shopDay,
  toRupees,
} from "@roshni/core";
import { sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { badRequest } from "../../lib/errors";
import { ageingFromParts } from "./account";

const num = (value: string | number | null | undefined): number => Number(value ?? 0);

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

interface BuyerRow {
  id: number;
  name: string;
  company_name: string | null;
  created_at: string | Date;
  terms_set: boolean | null;
  own_days: number | null;
  own_limit: string | null;
  opening_balance: string | null;
  opening_balance_on: string | null;
  group_days: number | null;
  group_limit: string | null;
  invoiced: string;
  credited: string;
  paid: string;
  refunded: string;
  held: string;
}

interface InvoiceRow {
  customer_id: number;
  issued_at: string | Date;
  open: string;
}

export interface ReceivableLine {
  customerId: number;
  name: string;
  companyName: string | null;
  terms: PaymentTermsDays;
  limit: Paise;
  outstanding: Paise;
  ageing: AgeingSummary;
  oldestOverdueDays: number;
  limitUsed: number | null;
}

/**
 * Every buyer of the website who owes something, aged on `today`, by the same rules as the buyer's own
 * ledger (`ageingFromParts`): three statements over the whole book (buyers with their sums, open
 * invoices, nothing per buyer), then filtered, sorted and cut in memory.
 */
export async function receivableLines(
  ex: Executor,
  websiteId: number,
  today: string,
): Promise<ReceivableLine[]> {
  // Outstanding = opening + Σ invoices − Σ credit notes − (Σ paid − Σ refunded) − held on account,
  // the formula of `outstandingOf`, summed per buyer in one pass.
  const buyers = rowsOf<BuyerRow>(
    await ex.execute(sql`
      with docs as (
        select o.customer_id,
          sum(d.total) filter (where d.kind = 'invoice') as invoiced,
          sum(d.total) filter (where d.kind = 'credit-note') as credited
        from documents d join orders o on o.id = d.order_id
        where d.kind in ('invoice', 'credit-note')
        group by o.customer_id
      ), money as (
        select customer_id, sum(amount_paid) as paid, sum(amount_refunded) as refunded
        from orders group by customer_id
      ), held as (
        select r.customer_id, sum(r.amount - coalesce(a.applied, 0)) as held
        from customer_receipts r
        left join (select receipt_id, sum(amount) as applied from receipt_allocations group by receipt_id) a
          on a.receipt_id = r.id
        group by r.customer_id
      )
      select c.id, c.name, c.company_name, c.created_at,
        cc.terms_set, cc.payment_terms_days as own_days, cc.credit_limit as own_limit,
        cc.opening_balance, cc.opening_balance_on,
        g.payment_terms_days as group_days, g.credit_limit as group_limit,
        coalesce(docs.invoiced, 0) as invoiced, coalesce(docs.credited, 0) as credited,
        coalesce(money.paid, 0) as paid, coalesce(money.refunded, 0) as refunded,
        coalesce(held.held, 0) as held
      from customers c
      left join customer_credit cc on cc.customer_id = c.id
      left join customer_group_credit g on g.customer_group_id = c.customer_group_id
      left join docs on docs.customer_id = c.id
      left join money on money.customer_id = c.id
      left join held on held.customer_id = c.id
      where c.website_id = ${websiteId}
        and (docs.customer_id is not null or coalesce(cc.opening_balance, 0) <> 0)
    `),
  );
  const invoices = rowsOf<InvoiceRow>(
    await ex.execute(sql`
      select o.customer_id, d.issued_at,
        greatest(0, d.total
          - coalesce((select sum(cn.total) from documents cn where cn.order_id = o.id and cn.kind = 'credit-note'), 0)
          - (o.amount_paid - o.amount_refunded)) as open
      from documents d join orders o on o.id = d.order_id
      join customers c on c.id = o.customer_id
      where d.kind = 'invoice' and c.website_id = ${websiteId}
      order by d.issued_at, d.id
    `),
  );
  const byBuyer = new Map<number, InvoiceRow[]>();
  for (const row of invoices) {
    if (num(row.open) <= 0) continue;
    const list = byBuyer.get(row.customer_id) ?? [];
    list.push(row);
    byBuyer.set(row.customer_id, list);
  }
  const lines: ReceivableLine[] = [];
  for (const buyer of buyers) {
    const openingBalance = num(buyer.opening_balance);
    const held = num(buyer.held);
    const outstanding =
      openingBalance +
      num(buyer.invoiced) -
      num(buyer.credited) -
      (num(buyer.paid) - num(buyer.refunded)) -
      held;
    if (outstanding <= 0) continue;
    const terms = (
      buyer.terms_set === true ? buyer.own_days : (buyer.group_days ?? null)
    ) as PaymentTermsDays;
    const limit = buyer.own_limit !== null ? num(buyer.own_limit) : num(buyer.group_limit);
    const open = (byBuyer.get(buyer.id) ?? []).map((row) => {
      const issuedAt = new Date(row.issued_at);
      return { issuedAt, open: num(row.open), dueOn: invoiceDueDate(issuedAt, terms) };
    });
    const since = shopDay(new Date(buyer.created_at));
    const ageing = ageingFromParts(
      { openingBalance, openingBalanceOn: buyer.opening_balance_on, since },
      open,
      held,
      today,
    );
    const firstDue = open.find((item) => item.open > 0)?.dueOn;
    const openingDay = buyer.opening_balance_on ?? since;
    const oldest = openingBalance > 0 && (!firstDue || openingDay < firstDue) ? openingDay : firstDue;
    const overdueBuckets = ageing["1-30"] + ageing["31-60"] + ageing["61-90"] + ageing["90+"];
    lines.push({
      customerId: buyer.id,
      name: buyer.name,
      companyName: buyer.company_name,
      terms,
      limit,
      outstanding,
      ageing,
      oldestOverdueDays: oldest && overdueBuckets > 0 ? daysOverdue(oldest, today) : 0,
      limitUsed: limit > 0 ? Math.round((outstanding / limit) * 1000) / 10 : null,
    });
  }
  return lines;
}

/** The value a sort orders by, descending for the money sorts, ascending for the name. */
function sortKey(line: ReceivableLine, sort: ReceivablesSort): number | string {
  switch (sort) {
    case "outstanding":
      return line.outstanding;
    case "overdue":
      return line.ageing.total - line.ageing.current;
    case "oldest":
      return line.oldestOverdueDays;
    case "limit-used":
      // Buyers without a limit who owe money are the most exposed.
      return line.limitUsed ?? Number.MAX_SAFE_INTEGER;
    case "name":
      return (line.companyName ?? line.name).toLowerCase();
  }
}

function compare(a: ReceivableLine, b: ReceivableLine, sort: ReceivablesSort): number {
  const ka = sortKey(a, sort);
  const kb = sortKey(b, sort);
  if (ka !== kb) {
    if (sort === "name") return ka < kb ? -1 : 1;
    return (kb as number) - (ka as number);
  }
  return a.customerId - b.customerId;
}

interface ReceivablesCursor {
  k: number | string;
  id: number;
}

function encode(cursor: ReceivablesCursor): string {
  return Buffer.from(JSON.stringify(cursor), "utf8").toString("base64url");
}

function decode(text: string | undefined): ReceivablesCursor | null {
  if (!text) return null;
  try {
    const value = JSON.parse(Buffer.from(text, "base64url").toString("utf8")) as Partial<ReceivablesCursor>;
    if ((typeof value.k === "number" || typeof value.k === "string") && Number.isSafeInteger(value.id)) {
      return { k: value.k, id: value.id as number };
    }
  } catch {
    // falls through to the refusal
  }
  throw badRequest("CURSOR_INVALID", "This list's page link is not valid. Start again from the first page.");
}

function rupeesAgeing(ageing: AgeingSummary) {
  return {
    current: toRupees(ageing.current),
    "1-30": toRupees(ageing["1-30"]),
    "31-60": toRupees(ageing["31-60"]),
    "61-90": toRupees(ageing["61-90"]),
    "90+": toRupees(ageing["90+"]),
    total: toRupees(ageing.total),
  };
}

/**
 * One page of the list: filtered, ordered by the chosen sort with the buyer's id as tie-break, and
 * continued strictly after the cursor's (key, id), so a buyer whose figures change between two pages
 * is never shown twice on the same walk. The totals cover every buyer the filters keep.
 */
export function receivablesPage(
  lines: readonly ReceivableLine[],
  query: ReceivablesQuery,
): ReceivablesPageDto {
  const search = query.search?.toLowerCase();
  const kept = lines.filter((line) => {
    if (search && !`${line.name} ${line.companyName ?? ""}`.toLowerCase().includes(search)) return false;
    if (query.show === "overdue") return line.ageing.total > line.ageing.current;
    if (query.show === "over-90") return line.ageing["90+"] > 0;
    if (query.show === "over-limit") return line.outstanding > line.limit;
    return true;
  });
  const totals: AgeingSummary = { current: 0, "1-30": 0, "31-60": 0, "61-90": 0, "90+": 0, total: 0 };
  for (const line of kept) {
    for (const key of Object.keys(totals) as (keyof AgeingSummary)[]) totals[key] += line.ageing[key];
  }
  const sorted = [...kept].sort((a, b) => compare(a, b, query.sort));
  const after = decode(query.cursor);
  let start = 0;
  if (after) {
    start = sorted.findIndex((line) => {
      const key = sortKey(line, query.sort);
      if (key === after.k) return line.customerId > after.id;
      if (query.sort === "name") return key > after.k;
      return (key as number) < (after.k as number);
    });
    if (start === -1) start = sorted.length;
  }
  const page = sorted.slice(start, start + query.limit);
  const last = page.at(-1);
  const more = start + query.limit < sorted.length;
  return {
    items: page.map(
      (line): ReceivablesItemDto => ({
        customerId: line.customerId,
        name: line.name,
        companyName: line.companyName,
        paymentTermsLabel: paymentTermsLabel(line.terms),
        creditLimit: toRupees(line.limit),
        outstanding: toRupees(line.outstanding),
        ageing: rupeesAgeing(line.ageing),
        oldestOverdueDays: line.oldestOverdueDays,
        limitUsedPercent: line.limitUsed,
      }),
    ),
    nextCursor: more && last ? encode({ k: sortKey(last, query.sort), id: last.customerId }) : null,
    buyers: kept.length,
    totals: rupeesAgeing(totals),
  };
}
