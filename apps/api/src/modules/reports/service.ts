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
  SHOP_UTC_OFFSET_MINUTES,
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

/** The shop's wall clock in SQL: the instant moved by India's fixed offset (no time zone data needed). */
const SHOP_LOCAL = sql.raw(`interval '${SHOP_UTC_OFFSET_MINUTES} minutes'`);

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

/**
 * The tax invoices (+1) and credit notes (−1) of the website issued in the period, each with its
 * pieces: an invoice carries its order's lines, a credit note the pieces its lines took back.
 */
function documentsCte(websiteId: number, period: Period): SQL {
  const start = shopDayStart(period.from);
  const end = shopDayEnd(period.to);
  return sql`docs as (
      select d.id, d.order_id, o.customer_id, d.kind, d.place_of_supply, d.issued_at,
        case when d.kind = 'invoice' then 1 else -1 end as sign,
        d.taxable, d.cgst, d.sgst, d.igst, o.quantity as order_quantity
      from documents d join orders o on o.id = d.order_id
      where d.kind in ('invoice', 'credit-note')
        and d.issued_at >= ${start} and d.issued_at < ${end}
        and o.website_id = ${websiteId}
    ), docq as (
      select docs.*,
        -- The order keeps the sum of its lines' pieces (written with them); an invoice carries them all.
        case when docs.kind = 'invoice' then docs.order_quantity
          else -(select coalesce(sum(c.quantity), 0) from credit_note_lines c where c.document_id = docs.id)
        end as qty
      from docs
    )`;
}

/** Product lines of the period's documents: invoice lines as sold, credit note lines taken off. */
const LINES_CTE = sql`lines as (
      select ol.product_id, ol.taxable, ol.cgst, ol.sgst, ol.igst, ol.quantity
      from docs join order_lines ol on ol.order_id = docs.order_id
      where docs.kind = 'invoice'
      union all
      select ol.product_id, -c.taxable, -c.cgst, -c.sgst, -c.igst, -coalesce(c.quantity, 0)
      from docs join credit_note_lines c on c.document_id = docs.id
        join order_lines ol on ol.id = c.order_line_id
      where docs.kind = 'credit-note'
    )`;

const DOC_SUMS = sql`sum(sign * taxable) as taxable, sum(sign * cgst) as cgst, sum(sign * sgst) as sgst,
      sum(sign * igst) as igst, sum(qty) as quantity`;
const LINE_SUMS = sql`sum(taxable) as taxable, sum(cgst) as cgst, sum(sgst) as sgst, sum(igst) as igst,
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
 * The owner's reports, every figure summed by PostgreSQL from the documents themselves: sales are the
 * tax invoices less the credit notes issued in the period (by the shop's day of issue), so the report
 * adds up to the GST documents to the paisa; collections are the payment rows and the money held on
 * account by the day it arrived.
 */
export function createReports(deps: { db: Db }) {
  const { db } = deps;

  async function totalsOf(ex: Executor, websiteId: number, period: Period) {
    const [totals] = await queryRows<FigureRow & { invoices: number; credit_notes: number }>(
      ex,
      sql`with ${documentsCte(websiteId, period)}
          select ${DOC_SUMS},
            count(*) filter (where kind = 'invoice')::int as invoices,
            count(*) filter (where kind = 'credit-note')::int as credit_notes
          from docq`,
    );
    return {
      paise: paiseOf(totals),
      invoices: num(totals?.invoices),
      creditNotes: num(totals?.credit_notes),
    };
  }

  /** One grouping's rows; `page` cuts the buyer and product groupings by (net taxable desc, id). */
  async function groupRows(
    ex: Executor,
    websiteId: number,
    groupBy: SalesGrouping,
    period: Period,
    page: { after: Cursor | null; limit: number } | null,
  ): Promise<GroupRow[]> {
    const docs = documentsCte(websiteId, period);
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
          sql`with ${docs}
              select to_char((issued_at at time zone 'UTC') + ${SHOP_LOCAL}, ${format}) as key,
                null as label, null as detail, ${DOC_SUMS}
              from docq group by 1 order by 1`,
        );
      }
      case "state":
        return queryRows<GroupRow>(
          ex,
          sql`with ${docs}
              select place_of_supply as key, null as label, null as detail, ${DOC_SUMS}
              from docq group by 1 order by 2`,
        );
      case "buyer":
        return queryRows<GroupRow>(
          ex,
          sql`with ${docs}, g as (select customer_id as id, ${DOC_SUMS} from docq group by customer_id)
              select g.id as key, coalesce(c.company_name, c.name) as label,
                case when c.company_name is null then c.email else c.name || ' · ' || c.email end as detail,
                g.taxable, g.cgst, g.sgst, g.igst, g.quantity
              from g join customers c on c.id = g.id
              ${keyset(sql`g.id`)}`,
        );
      case "product":
        return queryRows<GroupRow>(
          ex,
          sql`with ${docs}, ${LINES_CTE}, g as (select product_id as id, ${LINE_SUMS} from lines group by product_id)
              select g.id as key, p.title as label, p.sku as detail,
                g.taxable, g.cgst, g.sgst, g.igst, g.quantity
              from g join products p on p.id = g.id
              ${keyset(sql`g.id`)}`,
        );
      case "category":
        // A product in several categories counts once, under its first (the lowest position, then id).
        return queryRows<GroupRow>(
          ex,
          sql`with ${docs}, ${LINES_CTE},
              g as (
                select pc.category_id as id, ${LINE_SUMS}
                from lines
                left join lateral (
                  select category_id from product_categories
                  where product_id = lines.product_id
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
      sql`with ${documentsCte(websiteId, period)}, ${LINES_CTE} select ${LINE_SUMS} from lines`,
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
    const since = shopDayStart(sinceDay);
    const after = query.cursor ? decodeCursor(query.cursor) : null;
    const sold = sql`select 1 from order_lines ol
        join documents d on d.order_id = ol.order_id and d.kind = 'invoice'
        join orders o on o.id = ol.order_id
        where ol.product_id = p.id and o.website_id = ${websiteId} and d.issued_at >= ${since}`;
    const rows = await queryRows<{
      id: number;
      title: string;
      sku: string;
      stock: number;
      last: string | null;
    }>(
      db,
      sql`select p.id, p.title, p.sku, p.stock,
            (select to_char((max(d.issued_at) at time zone 'UTC') + ${SHOP_LOCAL}, 'YYYY-MM-DD')
               from order_lines ol
               join documents d on d.order_id = ol.order_id and d.kind = 'invoice'
               join orders o on o.id = ol.order_id
               where ol.product_id = p.id and o.website_id = ${websiteId}) as last
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
