import {
  type AgeingSummary,
  type PaymentTermsDays,
  paymentTermsLabel,
  type ReceivablesItemDto,
  type ReceivablesPageDto,
  type ReceivablesQuery,
  type ReceivablesSort,
  toRupees,
} from "@roshni/core";
import { type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { badRequest } from "../../lib/errors";

const num = (value: string | number | bigint | null | undefined): number => Number(value ?? 0);

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** The largest key a buyer without a limit sorts by on "limit used": they are the most exposed. */
const NO_LIMIT_KEY = Number.MAX_SAFE_INTEGER;

/**
 * Every buyer of the website who owes something, aged on `today`, from the figures the database keeps per
 * owing buyer (`receivable_buyers`: terms, limit, outstanding) and their open items (`receivable_items`:
 * each item's due day and what is still open of it once money held on account is knocked off the oldest),
 * both written by triggers in the transaction of every write they depend on, by the rules of the buyer's
 * own ledger (`ageingFromParts` in ./account; the function `receivable_lines_refresh` in the migrations).
 * Only the ageing by due day is done here, since it moves with the day.
 * Columns: id, name, company_name, terms, lim, outstanding, the five buckets, total, oldest_days.
 */
function linesSql(websiteId: number, today: string): SQL {
  const day = sql`${today}::date`;
  return sql`
    aged as (
      select customer_id, min(due_on) as oldest,
        coalesce(sum(open) filter (where ${day} - due_on <= 0), 0) as b0,
        coalesce(sum(open) filter (where ${day} - due_on between 1 and 30), 0) as b1,
        coalesce(sum(open) filter (where ${day} - due_on between 31 and 60), 0) as b2,
        coalesce(sum(open) filter (where ${day} - due_on between 61 and 90), 0) as b3,
        coalesce(sum(open) filter (where ${day} - due_on > 90), 0) as b4
      from receivable_items where website_id = ${websiteId} group by customer_id
    ), lines as (
      select f.customer_id as id, f.name, f.company_name, f.terms, f.lim, f.outstanding,
        coalesce(a.b0, 0) as b0, coalesce(a.b1, 0) as b1, coalesce(a.b2, 0) as b2,
        coalesce(a.b3, 0) as b3, coalesce(a.b4, 0) as b4,
        coalesce(a.b0 + a.b1 + a.b2 + a.b3 + a.b4, 0) as total,
        case when coalesce(a.b1 + a.b2 + a.b3 + a.b4, 0) > 0 then greatest(0, ${day} - a.oldest) else 0 end
          as oldest_days,
        case when f.lim > 0 then round(f.outstanding * 1000.0 / f.lim) / 10 end as limit_used
      from receivable_buyers f left join aged a on a.customer_id = f.customer_id
      where f.website_id = ${websiteId}
    )`;
}

/** The value a sort orders by, descending for the money sorts, ascending for the name. */
function sortKeySql(sort: ReceivablesSort): SQL {
  switch (sort) {
    case "outstanding":
      return sql`outstanding::numeric`;
    case "overdue":
      return sql`(total - b0)::numeric`;
    case "oldest":
      return sql`oldest_days::numeric`;
    case "limit-used":
      return sql`coalesce(limit_used, ${NO_LIMIT_KEY})::numeric`;
    case "name":
      // Byte order, so a page link compares names as the list sorted them whatever the server's locale.
      return sql`lower(coalesce(company_name, name)) collate "C"`;
  }
}

function filterSql(query: Pick<ReceivablesQuery, "search" | "show">): SQL {
  const parts: SQL[] = [sql`true`];
  const search = query.search?.toLowerCase();
  if (search) parts.push(sql`strpos(lower(name || ' ' || coalesce(company_name, '')), ${search}) > 0`);
  if (query.show === "overdue") parts.push(sql`total > b0`);
  if (query.show === "over-90") parts.push(sql`b4 > 0`);
  if (query.show === "over-limit") parts.push(sql`outstanding > lim`);
  return sql.join(parts, sql` and `);
}

interface ReceivablesCursor {
  k: number | string;
  id: number;
}

function encode(cursor: ReceivablesCursor): string {
  return Buffer.from(JSON.stringify(cursor), "utf8").toString("base64url");
}

function decode(text: string | undefined, sort: ReceivablesSort): ReceivablesCursor | null {
  if (!text) return null;
  try {
    const value = JSON.parse(Buffer.from(text, "base64url").toString("utf8")) as Partial<ReceivablesCursor>;
    const keyFits = sort === "name" ? typeof value.k === "string" : Number.isFinite(value.k);
    if (keyFits && Number.isSafeInteger(value.id))
      return { k: value.k as number | string, id: value.id as number };
  } catch {
    // falls through to the refusal
  }
  throw badRequest("CURSOR_INVALID", "This list's page link is not valid. Start again from the first page.");
}

interface TotalsRow {
  buyers: string | number;
  t0: string | number;
  t1: string | number;
  t2: string | number;
  t3: string | number;
  t4: string | number;
}

interface LineRow extends TotalsRow {
  id: number;
  name: string;
  company_name: string | null;
  terms: number | null;
  lim: string | number;
  outstanding: string | number;
  b0: string | number;
  b1: string | number;
  b2: string | number;
  b3: string | number;
  b4: string | number;
  total: string | number;
  oldest_days: string | number;
  limit_used: string | number | null;
  k: string | number;
}

function ageingOf(b: [unknown, unknown, unknown, unknown, unknown]): AgeingSummary {
  const [current, d30, d60, d90, over] = b.map((v) => num(v as string));
  const ageing = {
    current: current ?? 0,
    "1-30": d30 ?? 0,
    "31-60": d60 ?? 0,
    "61-90": d90 ?? 0,
    "90+": over ?? 0,
  };
  return {
    ...ageing,
    total: ageing.current + ageing["1-30"] + ageing["31-60"] + ageing["61-90"] + ageing["90+"],
  };
}

const totalsSelect = sql`count(*) as buyers, coalesce(sum(b0), 0) as t0, coalesce(sum(b1), 0) as t1,
  coalesce(sum(b2), 0) as t2, coalesce(sum(b3), 0) as t3, coalesce(sum(b4), 0) as t4`;

/** How many buyers the filters keep and their ageing added up (the list's top line, the dashboard's overdue). */
export async function receivablesTotals(
  ex: Executor,
  websiteId: number,
  today: string,
  query: Pick<ReceivablesQuery, "search" | "show">,
): Promise<{ buyers: number; totals: AgeingSummary }> {
  const [row] = rowsOf<TotalsRow>(
    await ex.execute(sql`with ${linesSql(websiteId, today)}
      select ${totalsSelect} from lines where ${filterSql(query)}`),
  );
  return { buyers: num(row?.buyers), totals: ageingOf([row?.t0, row?.t1, row?.t2, row?.t3, row?.t4]) };
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
 * One page of `/admin/receivables`, worked out by the database: filtered, ordered by the chosen sort with
 * the buyer's id as tie-break, and continued strictly after the cursor's (key, id), so a buyer whose
 * figures change between two pages is never shown twice on the same walk. The totals cover every buyer
 * the filters keep (window sums taken before the cursor and the limit cut the rows).
 */
export async function receivablesPage(
  ex: Executor,
  websiteId: number,
  today: string,
  query: ReceivablesQuery,
): Promise<ReceivablesPageDto> {
  const after = decode(query.cursor, query.sort);
  const key = sortKeySql(query.sort);
  const ascending = query.sort === "name";
  let continues: SQL = sql`true`;
  if (after) {
    const k = ascending ? sql`${after.k}::text collate "C"` : sql`${after.k}::numeric`;
    continues = ascending
      ? sql`(k > ${k} or (k = ${k} and id > ${after.id}))`
      : sql`(k < ${k} or (k = ${k} and id > ${after.id}))`;
  }
  const rows = rowsOf<LineRow>(
    await ex.execute(sql`with ${linesSql(websiteId, today)}, kept as (
        select lines.*, ${key} as k from lines where ${filterSql(query)}
      )
      select * from (
        select kept.*, count(*) over () as buyers, sum(b0) over () as t0, sum(b1) over () as t1,
          sum(b2) over () as t2, sum(b3) over () as t3, sum(b4) over () as t4
        from kept
      ) w
      where ${continues}
      order by k ${ascending ? sql`asc` : sql`desc`}, id asc
      limit ${query.limit + 1}`),
  );
  const page = rows.slice(0, query.limit);
  const first = rows[0];
  const summary = first
    ? { buyers: num(first.buyers), totals: ageingOf([first.t0, first.t1, first.t2, first.t3, first.t4]) }
    : await receivablesTotals(ex, websiteId, today, query);
  const last = page.at(-1);
  return {
    items: page.map((row): ReceivablesItemDto => {
      const ageing = ageingOf([row.b0, row.b1, row.b2, row.b3, row.b4]);
      return {
        customerId: row.id,
        name: row.name,
        companyName: row.company_name,
        paymentTermsLabel: paymentTermsLabel(row.terms as PaymentTermsDays),
        creditLimit: toRupees(num(row.lim)),
        outstanding: toRupees(num(row.outstanding)),
        ageing: rupeesAgeing(ageing),
        oldestOverdueDays: num(row.oldest_days),
        limitUsedPercent: row.limit_used === null ? null : num(row.limit_used),
      };
    }),
    nextCursor:
      rows.length > query.limit && last
        ? encode({ k: ascending ? String(last.k) : num(last.k), id: last.id })
        : null,
    buyers: summary.buyers,
    totals: rupeesAgeing(summary.totals),
  };
}
