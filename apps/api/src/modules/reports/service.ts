import {
  type CollectionsQuery,
  type CollectionsReportDto,
  financialYear,
  PAGED_SALES_GROUPINGS,
  reportPeriodRefusal,
  SALES_GROUPING_TITLES,
  type SalesExportQuery,
  type SalesGrouping,
  type SalesReportDto,
  type SalesReportQuery,
  type SalesRowDto,
  shopDay,
  shopDayEnd,
  shopDayStart,
  stateByGstCode,
  toRupees,
  UNSOLD_DAYS,
  type UnsoldQuery,
  type UnsoldReportDto,
} from "@roshni/core";
import { type SQL, sql } from "drizzle-orm";
import { type Db, type Executor, queryRows } from "../../db/client";
import { badRequest, unprocessable } from "../../lib/errors";
import type { SheetContent } from "../admin-catalogue/spreadsheet";

const DAY_MS = 24 * 60 * 60 * 1000;
const num = (value: string | number | null | undefined): number => Number(value ?? 0);

interface Period {
  from: string;
  to: string;
}

/**
 * The period asked for, else the financial year so far (1 April to today, shop days). A period whose
 * missing end took its default is held to the schema's limits too.
 */
export function periodOf(
  query: { from?: string | undefined; to?: string | undefined },
  now: Date,
  groupBy: SalesGrouping | null = null,
): Period {
  const today = shopDay(now);
  const to = query.to ?? (query.from && query.from > today ? query.from : today);
  const yearStart = `${financialYear(shopDayStart(to)).startYear}-04-01`;
  const period = { from: query.from ?? yearStart, to };
  const refusal = reportPeriodRefusal(groupBy, period.from, period.to);
  if (refusal)
    throw unprocessable("VALIDATION_FAILED", refusal.message, { [refusal.field]: refusal.message });
  return period;
}

interface FigureRow {
  taxable: string | number | null;
  cgst: string | number | null;
  sgst: string | number | null;
  igst: string | number | null;
  quantity: string | number | null;
  [column: string]: unknown;
}

interface Paise {
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  quantity: number;
}

function paiseOf(row: FigureRow | undefined): Paise {
  return {
    taxable: num(row?.taxable),
    cgst: num(row?.cgst),
    sgst: num(row?.sgst),
    igst: num(row?.igst),
    quantity: num(row?.quantity),
  };
}

function figures(p: Paise) {
  const gst = p.cgst + p.sgst + p.igst;
  return {
    taxable: toRupees(p.taxable),
    cgst: toRupees(p.cgst),
    sgst: toRupees(p.sgst),
    igst: toRupees(p.igst),
    gst: toRupees(gst),
    total: toRupees(p.taxable + gst),
    quantity: p.quantity,
  };
}

interface Cursor {
  k: number;
  id: number;
}

function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor), "utf8").toString("base64url");
}

function decodeCursor(text: string | undefined): Cursor | null {
  if (!text) return null;
  try {
    const value = JSON.parse(Buffer.from(text, "base64url").toString("utf8")) as Partial<Cursor>;
    if (Number.isSafeInteger(value.k) && Number.isSafeInteger(value.id)) {
      return { k: value.k as number, id: value.id as number };
    }
  } catch {
    // falls through to the refusal
  }
  throw badRequest(
    "CURSOR_INVALID",
    "This report's page link is not valid. Start again from the first page.",
  );
}

/** The period's shop days, as the kept summaries are keyed (`day` is the shop's date of issue). */
function daysOf(websiteId: number, period: Period): SQL {
  return sql`website_id = ${websiteId} and day >= ${period.from}::date and day <= ${period.to}::date`;
}

const SUMS = sql`sum(taxable) as taxable, sum(cgst) as cgst, sum(sgst) as sgst, sum(igst) as igst,
      sum(quantity) as quantity`;

interface GroupRow extends FigureRow {
  key: string | number | null;
  label: string | null;
  detail: string | null;
}

function enumerateDays(period: Period): string[] {
  const days: string[] = [];
  for (let t = shopDayStart(period.from).getTime(); t < shopDayEnd(period.to).getTime(); t += DAY_MS) {
    days.push(shopDay(new Date(t + DAY_MS / 2)));
  }
  return days;
}

function enumerateMonths(period: Period): string[] {
  const months: string[] = [];
  let [year, month] = period.from.slice(0, 7).split("-").map(Number) as [number, number];
  const last = period.to.slice(0, 7);
  for (;;) {
    const key = `${year}-${String(month).padStart(2, "0")}`;
    if (key > last) break;
    months.push(key);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return months;
}

const MONTH_NAMES = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

function monthLabel(month: string): string {
  const [year, mon] = month.split("-").map(Number) as [number, number];
  return `${MONTH_NAMES[mon - 1]} ${year}`;
}

function dayLabel(day: string): string {
  const [year, month, date] = day.split("-");
  return `${date}/${month}/${year}`;
}

const ZERO: Paise = { taxable: 0, cgst: 0, sgst: 0, igst: 0, quantity: 0 };

function row(key: string, label: string, detail: string | null, p: Paise): SalesRowDto {
  return { key, label, detail, ...figures(p) };
}

/**
 * The owner's reports: sales are the tax invoices less the credit notes issued in the period (by the
 * shop's day of issue), read from the per-day summaries the database keeps in each document's
 * transaction (sales_days and its per buyer, state and product tables), so they add up to the GST
 * documents to the paisa without summing every document on each request; collections are the payment rows and the money held on
 * account by the day it arrived.
 */
export function createReports(deps: { db: Db }) {
  const { db } = deps;

  async function totalsOf(ex: Executor, websiteId: number, period: Period) {
    const [totals] = await queryRows<FigureRow & { invoices: number; credit_notes: number }>(
      ex,
      sql`select ${SUMS}, coalesce(sum(invoices), 0)::int as invoices,
            coalesce(sum(credit_notes), 0)::int as credit_notes
          from sales_days where ${daysOf(websiteId, period)}`,
    );
    return {
      paise: paiseOf(totals),
      invoices: num(totals?.invoices),
      creditNotes: num(totals?.credit_notes),
    };
  }

  /**
   * One grouping's rows from the kept per-day summaries; `page` cuts the buyer and product groupings by
   * (net taxable desc, id), before the page's names are looked up (buyers and products are never
   * deleted, so the join keeps every row of the page).
   */
  async function groupRows(
    ex: Executor,
    websiteId: number,
    groupBy: SalesGrouping,
    period: Period,
    page: { after: Cursor | null; limit: number } | null,
  ): Promise<GroupRow[]> {
    const days = daysOf(websiteId, period);
    const keyset = (key: SQL) =>
      page
        ? sql`${page.after ? sql`where g.taxable < ${page.after.k} or (g.taxable = ${page.after.k} and ${key} > ${page.after.id})` : sql``}
              order by g.taxable desc, ${key} asc limit ${page.limit + 1}`
        : sql`order by g.taxable desc, ${key} asc`;
    switch (groupBy) {
      case "day":
      case "month": {
        const format = groupBy === "day" ? "YYYY-MM-DD" : "YYYY-MM";
        return queryRows<GroupRow>(
          ex,
          sql`select to_char(day, ${format}) as key, null as label, null as detail, ${SUMS}
              from sales_days where ${days} group by 1 order by 1`,
        );
      }
      case "state":
        return queryRows<GroupRow>(
          ex,
          sql`select place_of_supply as key, null as label, null as detail, ${SUMS}
              from sales_day_states where ${days} group by 1 order by 1`,
        );
      case "buyer":
        return queryRows<GroupRow>(
          ex,
          sql`with g as (
                select customer_id as id, ${SUMS} from sales_day_buyers where ${days} group by customer_id
              )
              , top as (select g.* from g ${keyset(sql`g.id`)})
              select top.id as key, coalesce(c.company_name, c.name) as label,
                case when c.company_name is null then c.email else c.name || ' · ' || c.email end as detail,
                top.taxable, top.cgst, top.sgst, top.igst, top.quantity
              from top join customers c on c.id = top.id
              order by top.taxable desc, top.id asc`,
        );
      case "product":
        return queryRows<GroupRow>(
          ex,
          sql`with g as (
                select product_id as id, ${SUMS} from sales_day_products where ${days} group by product_id
              )
              , top as (select g.* from g ${keyset(sql`g.id`)})
              select top.id as key, p.title as label, p.sku as detail,
                top.taxable, top.cgst, top.sgst, top.igst, top.quantity
              from top join products p on p.id = top.id
              order by top.taxable desc, top.id asc`,
        );
      case "category":
        // A product in several categories counts once, under its first (the lowest position, then id).
        return queryRows<GroupRow>(
          ex,
          sql`with byproduct as (
                select product_id, ${SUMS} from sales_day_products where ${days} group by product_id
              ),
              g as (
                select pc.category_id as id, ${SUMS}
                from byproduct
                left join lateral (
                  select category_id from product_categories
                  where product_id = byproduct.product_id
                  order by position, category_id limit 1
                ) pc on true
                group by pc.category_id
              )
              select g.id as key, coalesce(cat.title, 'No category') as label, null as detail,
                g.taxable, g.cgst, g.sgst, g.igst, g.quantity
              from g left join categories cat on cat.id = g.id
              order by g.taxable desc, g.id asc nulls last`,
        );
    }
  }

  async function linesTotal(ex: Executor, websiteId: number, period: Period): Promise<Paise> {
    const [sums] = await queryRows<FigureRow>(
      ex,
      sql`select ${SUMS} from sales_day_products where ${daysOf(websiteId, period)}`,
    );
    return paiseOf(sums);
  }

  function labelled(groupBy: SalesGrouping, rows: GroupRow[], period: Period): SalesRowDto[] {
    if (groupBy === "day" || groupBy === "month") {
      // Every day or month of the period gets its row, so a chart shows the quiet days too.
      const byKey = new Map(rows.map((r) => [String(r.key), paiseOf(r)]));
      const keys = groupBy === "day" ? enumerateDays(period) : enumerateMonths(period);
      return keys.map((key) =>
        row(key, groupBy === "day" ? dayLabel(key) : monthLabel(key), null, byKey.get(key) ?? ZERO),
      );
    }
    if (groupBy === "state") {
      return rows.map((r) => {
        const code = String(r.key);
        const state = stateByGstCode(code);
        return row(code, state ? state.name : `State code ${code}`, code, paiseOf(r));
      });
    }
    return rows.map((r) =>
      row(r.key === null ? "none" : String(r.key), r.label ?? "", r.detail ?? null, paiseOf(r)),
    );
  }

  function otherRow(totals: Paise, lines: Paise): SalesRowDto | null {
    const rest: Paise = {
      taxable: totals.taxable - lines.taxable,
      cgst: totals.cgst - lines.cgst,
      sgst: totals.sgst - lines.sgst,
      igst: totals.igst - lines.igst,
      quantity: totals.quantity - lines.quantity,
    };
    if (Object.values(rest).every((v) => v === 0)) return null;
    return row("other", "Packing, freight and credits without lines", null, rest);
  }

  async function sales(
    websiteId: number,
    query: SalesReportQuery,
    now = new Date(),
  ): Promise<SalesReportDto> {
    const period = periodOf(query, now, query.groupBy);
    const paged = PAGED_SALES_GROUPINGS.includes(query.groupBy);
    const after = paged ? decodeCursor(query.cursor) : null;
    const limit = query.limit;
    const totals = await totalsOf(db, websiteId, period);
    const raw = await groupRows(db, websiteId, query.groupBy, period, paged ? { after, limit } : null);
    let nextCursor: string | null = null;
    let rows = raw;
    if (paged && raw.length > limit) {
      rows = raw.slice(0, limit);
      const last = rows[rows.length - 1] as GroupRow;
      nextCursor = encodeCursor({ k: num(last.taxable), id: num(last.key) });
    }
    const byLines = query.groupBy === "product" || query.groupBy === "category";
    const other = byLines && !after ? otherRow(totals.paise, await linesTotal(db, websiteId, period)) : null;
    return {
      groupBy: query.groupBy,
      from: period.from,
      to: period.to,
      totals: { ...figures(totals.paise), invoices: totals.invoices, creditNotes: totals.creditNotes },
      rows: labelled(query.groupBy, rows, period),
      other,
      nextCursor,
    };
  }

  /** Every row of a grouping as a sheet: money in rupees with two decimals, the total row last. */
  async function salesSheet(
    websiteId: number,
    query: SalesExportQuery,
    now = new Date(),
  ): Promise<{ sheet: SheetContent; period: Period }> {
    const period = periodOf(query, now, query.groupBy);
    const totals = await totalsOf(db, websiteId, period);
    const rows = labelled(query.groupBy, await groupRows(db, websiteId, query.groupBy, period, null), period);
    const byLines = query.groupBy === "product" || query.groupBy === "category";
    const other = byLines ? otherRow(totals.paise, await linesTotal(db, websiteId, period)) : null;
    const rupees = (value: number) => value.toFixed(2);
    const header = [
      SALES_GROUPING_TITLES[query.groupBy],
      query.groupBy === "product" ? "SKU" : query.groupBy === "state" ? "State code" : "Detail",
      "Quantity",
      "Taxable value",
      "CGST",
      "SGST",
      "IGST",
      "Total GST",
      "Total",
    ];
    const line = (
      r: SalesRowDto | (ReturnType<typeof figures> & { label: string; detail: string | null }),
    ) => [
      r.label,
      r.detail ?? "",
      r.quantity,
      rupees(r.taxable),
      rupees(r.cgst),
      rupees(r.sgst),
      rupees(r.igst),
      rupees(r.gst),
      rupees(r.total),
    ];
    const body = [...rows, ...(other ? [other] : [])].map(line);
    body.push(
      line({ ...figures(totals.paise), label: `Total ${period.from} to ${period.to}`, detail: null }),
    );
    return {
      period,
      sheet: {
        header,
        rows: body,
        numberColumns: new Set(["Quantity", "Taxable value", "CGST", "SGST", "IGST", "Total GST", "Total"]),
      },
    };
  }

  async function collections(
    websiteId: number,
    query: CollectionsQuery,
    now = new Date(),
  ): Promise<CollectionsReportDto> {
    const period = periodOf(query, now);
    // Receipts applied to invoices are payment rows already; only what stayed on account is added.
    const rows = await queryRows<{ month: string; received: string; refunded: string; payments: number }>(
      db,
      sql`with money as (
            select p.received_on as day,
              case when p.kind = 'payment' then p.amount else 0 end as received,
              case when p.kind = 'refund' then p.amount else 0 end as refunded,
              case when p.kind = 'payment' then 1 else 0 end as payments
            from payments p join orders o on o.id = p.order_id
            where o.website_id = ${websiteId}
              and p.received_on >= ${period.from} and p.received_on <= ${period.to}
            union all
            select r.received_on, r.amount - coalesce(a.applied, 0), 0, 1
            from customer_receipts r
            join customers c on c.id = r.customer_id
            left join (select receipt_id, sum(amount) as applied from receipt_allocations group by receipt_id) a
              on a.receipt_id = r.id
            where c.website_id = ${websiteId}
              and r.received_on >= ${period.from} and r.received_on <= ${period.to}
              and r.amount - coalesce(a.applied, 0) > 0
          )
          select to_char(day, 'YYYY-MM') as month, sum(received) as received, sum(refunded) as refunded,
            sum(payments)::int as payments
          from money group by 1 order by 1`,
    );
    const byMonth = new Map(rows.map((r) => [r.month, r]));
    let received = 0;
    let refunded = 0;
    let payments = 0;
    const months = enumerateMonths(period).map((month) => {
      const r = byMonth.get(month);
      const rec = num(r?.received);
      const ref = num(r?.refunded);
      received += rec;
      refunded += ref;
      payments += num(r?.payments);
      return {
        month,
        received: toRupees(rec),
        refunded: toRupees(ref),
        net: toRupees(rec - ref),
        payments: num(r?.payments),
      };
    });
    return {
      from: period.from,
      to: period.to,
      months,
      totals: {
        received: toRupees(received),
        refunded: toRupees(refunded),
        net: toRupees(received - refunded),
        payments,
      },
    };
  }

  /**
   * The website's products with no tax invoice line in the last 90 days, by id, with the day each was
   * last invoiced (null: never).
   */
  async function unsold(websiteId: number, query: UnsoldQuery, now = new Date()): Promise<UnsoldReportDto> {
    const sinceDay = shopDay(
      new Date(shopDayStart(shopDay(now)).getTime() - (UNSOLD_DAYS - 1) * DAY_MS + DAY_MS / 2),
    );
    const after = query.cursor ? decodeCursor(query.cursor) : null;
    // Sold = a shop day on which the product's tax invoices outweighed its credit notes, read from the
    // per-day product sums (a shipment's invoice counts its own pieces, not every line of the order).
    const sold = sql`select 1 from sales_day_products s
        where s.website_id = ${websiteId} and s.product_id = p.id and s.day >= ${sinceDay}::date
          and s.quantity > 0`;
    const rows = await queryRows<{
      id: number;
      title: string;
      sku: string;
      stock: number;
      last: string | null;
    }>(
      db,
      sql`select p.id, p.title, p.sku, p.stock,
            (select to_char(max(s.day), 'YYYY-MM-DD') from sales_day_products s
               where s.website_id = ${websiteId} and s.product_id = p.id and s.quantity > 0) as last
          from products p
          join product_websites pw on pw.product_id = p.id and pw.website_id = ${websiteId}
          where not exists (${sold}) ${after ? sql`and p.id > ${after.id}` : sql``}
          order by p.id asc limit ${query.limit + 1}`,
    );
    const [count] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from products p
          join product_websites pw on pw.product_id = p.id and pw.website_id = ${websiteId}
          where not exists (${sold})`,
    );
    const page = rows.slice(0, query.limit);
    const last = page[page.length - 1];
    return {
      days: UNSOLD_DAYS,
      since: sinceDay,
      count: num(count?.n),
      items: page.map((r) => ({
        id: r.id,
        title: r.title,
        sku: r.sku,
        stock: r.stock,
        lastSoldOn: r.last ?? null,
      })),
      nextCursor: rows.length > query.limit && last ? encodeCursor({ k: 0, id: last.id }) : null,
    };
  }

  return { sales, salesSheet, collections, unsold };
}

export type Reports = ReturnType<typeof createReports>;
