import {
  type AdminQuoteDto,
  type AdminQuoteOfferInput,
  type AdminQuotePageDto,
  type AdminQuoteQuery,
  financialYear,
  groupPrice,
  mayOverridePrice,
  type OrderDto,
  type QuoteAcceptInput,
  type QuoteDetailDto,
  type QuoteListDto,
  type QuoteRequestInput,
  type QuoteStateDto,
  type ShopEvent,
  type StaffRole,
  shopDay,
  toPaise,
  toRupees,
} from "@roshni/core";
import { and, asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { type Db, type Executor, queryRows } from "../../db/client";
import {
  customers,
  orders,
  productPriceFloors,
  products,
  quoteLines,
  quoteRoundPrices,
  quoteRounds,
  quotes,
} from "../../db/schema";
import type { JobQueue } from "../../jobs/queue";
import { ApiError, conflict, notFound, unprocessable } from "../../lib/errors";
import { afterCursor, buyerSearchPattern, cursorTime, decodeCursor, encodeCursor } from "../../lib/paging";
import type { AuthCustomer } from "../../plugins/auth";
import { recordAudit, type StaffActor } from "../audit/service";
import type { LinePrice, PlaceOrderService, PriceGroup } from "../orders/place-order";

type QuoteRow = typeof quotes.$inferSelect;
type LineRow = typeof quoteLines.$inferSelect;
type RoundRow = typeof quoteRounds.$inferSelect;

export function quoteNotFound(): ApiError {
  return notFound("QUOTE_NOT_FOUND", "This quote does not exist.");
}

/** `Q-26-27-0001`: the series' prefix, the financial year, a number per year of at least 4 digits. */
export function formatQuoteNumber(fy: string, n: number): string {
  return `Q-${fy}-${String(n).padStart(4, "0")}`;
}

/**
 * The state a quote is in at `now`: an offer past the end of its last valid day (the shop's calendar) has
 * expired, whether or not anything wrote so. Reads and the accept use this; the stored state is never
 * trusted to be up to date for expiry.
 */
export function effectiveState(state: QuoteStateDto, validUntil: string | null, now: Date): QuoteStateDto {
  if (state === "offered" && validUntil !== null && validUntil < shopDay(now)) return "expired";
  return state;
}

/** The same rule in SQL, for the admin list's filter (`today` is the shop's day now). */
function effectiveStateSql(today: string): SQL<string> {
  return sql<string>`case when ${quotes.state} = 'offered' and (
      select r.valid_until from ${quoteRounds} r where r.quote_id = ${quotes.id} and r.round = ${quotes.round}
    ) < ${today}::date then 'expired' else ${quotes.state} end`;
}

async function nextQuoteNumber(tx: Executor, at: Date): Promise<string> {
  const fy = financialYear(at).label;
  const [row] = await queryRows<{ last: number }>(
    tx,
    sql`insert into document_counters (series, financial_year, last) values ('quote', ${fy}, 1)
        on conflict (series, financial_year) do update set last = document_counters.last + 1
        returning last`,
  );
  if (!row) throw new Error("document_counters returned no row");
  return formatQuoteNumber(fy, Number(row.last));
}

interface Loaded {
  quote: QuoteRow;
  lines: LineRow[];
  rounds: RoundRow[];
  prices: Map<number, Map<number, number>>;
  orderNumber: string | null;
}

async function loadQuote(executor: Executor, id: number): Promise<Loaded | null> {
  const [quote] = await executor.select().from(quotes).where(eq(quotes.id, id)).limit(1);
  if (!quote) return null;
  const lines = await executor
    .select()
    .from(quoteLines)
    .where(eq(quoteLines.quoteId, id))
    .orderBy(asc(quoteLines.position), asc(quoteLines.id));
  const rounds = await executor
    .select()
    .from(quoteRounds)
    .where(eq(quoteRounds.quoteId, id))
    .orderBy(asc(quoteRounds.round));
  const prices = new Map<number, Map<number, number>>();
  if (rounds.length > 0) {
    const rows = await executor
      .select()
      .from(quoteRoundPrices)
      .where(
        inArray(
          quoteRoundPrices.roundId,
          rounds.map((r) => r.id),
        ),
      );
    for (const row of rows) {
      const ofRound = prices.get(row.roundId) ?? new Map<number, number>();
      ofRound.set(row.lineId, row.price);
      prices.set(row.roundId, ofRound);
    }
  }
  let orderNumber: string | null = null;
  if (quote.orderId !== null) {
    const [order] = await executor
      .select({ number: orders.number })
      .from(orders)
      .where(eq(orders.id, quote.orderId))
      .limit(1);
    orderNumber = order?.number ?? null;
  }
  return { quote, lines, rounds, prices, orderNumber };
}

/** The round now open, and its prices when it was offered. */
function currentOffer(loaded: Loaded): { round: RoundRow; prices: Map<number, number> } | null {
  const round = loaded.rounds.find((r) => r.round === loaded.quote.round);
  if (!round || round.offeredAt === null || round.validUntil === null) return null;
  return { round, prices: loaded.prices.get(round.id) ?? new Map() };
}

function rupeesOrNull(paise: number | null): number | null {
  return paise === null ? null : toRupees(paise);
}

export function toQuoteDto(loaded: Loaded, now: Date): QuoteDetailDto {
  const { quote } = loaded;
  const offer = currentOffer(loaded);
  const state = effectiveState(quote.state, offer?.round.validUntil ?? null, now);
  // An accepted quote keeps showing the prices it was accepted at; a request being re-priced shows none.
  const shown = offer && state !== "requested" ? offer : null;
  const lines = loaded.lines.map((line) => {
    const price = shown?.prices.get(line.id) ?? null;
    return {
      id: line.id,
      productId: line.productId,
      title: line.title,
      sku: line.sku,
      quantity: line.quantity,
      price: rupeesOrNull(price),
      total: price === null ? null : toRupees(price * line.quantity),
    };
  });
  const subtotal = shown
    ? loaded.lines.reduce((sum, line) => sum + (shown.prices.get(line.id) ?? 0) * line.quantity, 0)
    : 0;
  return {
    id: quote.id,
    number: quote.number,
    state,
    message: quote.message,
    wantedBy: quote.wantedBy,
    createdAt: quote.createdAt.toISOString(),
    lines,
    offer: shown
      ? {
          round: shown.round.round,
          validUntil: shown.round.validUntil ?? "",
          shipping: rupeesOrNull(shown.round.shipping),
          packing: rupeesOrNull(shown.round.packing),
          message: shown.round.offerMessage,
          subtotal: toRupees(subtotal),
        }
      : null,
    rounds: loaded.rounds.map((r) => ({
      round: r.round,
      askMessage: r.askMessage,
      askedAt: r.askedAt.toISOString(),
      offeredAt: r.offeredAt?.toISOString() ?? null,
      validUntil: r.validUntil,
      shipping: rupeesOrNull(r.shipping),
      packing: rupeesOrNull(r.packing),
      offerMessage: r.offerMessage,
      prices: [...(loaded.prices.get(r.id) ?? new Map<number, number>()).entries()].map(
        ([lineId, price]) => ({
          lineId,
          price: toRupees(price),
        }),
      ),
    })),
    order:
      quote.orderId !== null && loaded.orderNumber !== null
        ? { id: quote.orderId, number: loaded.orderNumber }
        : null,
  };
}

export interface QuotesDeps {
  db: Db;
  placeOrder: Pick<PlaceOrderService, "placeOrder" | "rules">;
  jobs: Pick<JobQueue, "emitAll">;
  /** Stock changed by an accepted quote: the catalogue's cached pages follow. */
  onStockChanged?: () => void;
}

export function createQuotes(deps: QuotesDeps) {
  const { db } = deps;

  /** A quote of the buyer's own: anybody else's is answered as not existing. */
  async function ownQuote(executor: Executor, customerId: number, id: number): Promise<Loaded> {
    const loaded = await loadQuote(executor, id);
    if (!loaded || loaded.quote.customerId !== customerId) throw quoteNotFound();
    return loaded;
  }

  /**
   * The cart becomes a request: the products must be sold on this website now (the same rule as an
   * order's); their title and SKU are kept as they are, the prices are the shop's to quote.
   */
  async function request(
    websiteId: number,
    customer: AuthCustomer,
    input: QuoteRequestInput,
    now: Date = new Date(),
  ): Promise<QuoteDetailDto> {
    const group: PriceGroup = { id: customer.groupId, isDefault: customer.groupIsDefault };
    const id = await db.transaction(async (tx) => {
      const found = await deps.placeOrder.rules.loadProducts(
        tx,
        websiteId,
        group,
        input.items.map((i) => i.productId),
        false,
      );
      input.items.forEach((item, index) => {
        if (!found.has(item.productId)) {
          const message = "This product is no longer sold. Remove it from your cart and try again.";
          throw new ApiError(422, "PRODUCT_UNAVAILABLE", message, { [`items.${index}.productId`]: message });
        }
      });
      const [quote] = await tx
        .insert(quotes)
        .values({
          number: await nextQuoteNumber(tx, now),
          websiteId,
          customerId: customer.id,
          state: "requested",
          message: input.message ?? null,
          wantedBy: input.wantedBy ?? null,
          round: 1,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!quote) throw new Error("The quote insert returned no row");
      await tx.insert(quoteLines).values(
        input.items.map((item, position) => {
          const product = found.get(item.productId);
          if (!product) throw new Error("checked above");
          return {
            quoteId: quote.id,
            productId: product.id,
            title: product.title,
            sku: product.sku,
            quantity: item.quantity,
            position,
          };
        }),
      );
      await tx
        .insert(quoteRounds)
        .values({ quoteId: quote.id, round: 1, askMessage: input.message ?? null, askedAt: now });
      await deps.jobs.emitAll(tx, [{ type: "quote.requested", quoteId: quote.id, round: 1 }]);
      return quote.id;
    });
    return detail(customer, id, now);
  }

  async function list(customer: AuthCustomer, now: Date = new Date()): Promise<QuoteListDto> {
    const rows = await queryRows<{
      id: number;
      number: string;
      state: QuoteStateDto;
      createdAt: string;
      lineCount: number;
      validUntil: string | null;
    }>(
      db,
      sql`select q.id, q.number, q.state, q.created_at as "createdAt",
            (select count(*)::int from quote_lines l where l.quote_id = q.id) as "lineCount",
            (select to_char(r.valid_until, 'YYYY-MM-DD') from quote_rounds r
              where r.quote_id = q.id and r.round = q.round and r.offered_at is not null) as "validUntil"
          from quotes q where q.customer_id = ${customer.id}
          order by q.created_at desc, q.id desc limit 200`,
    );
    return {
      items: rows.map((row) => ({
        id: row.id,
        number: row.number,
        state: effectiveState(row.state, row.validUntil, now),
        createdAt: new Date(row.createdAt).toISOString(),
        lineCount: Number(row.lineCount),
        validUntil: row.validUntil,
      })),
    };
  }

  async function detail(customer: AuthCustomer, id: number, now: Date = new Date()): Promise<QuoteDetailDto> {
    return toQuoteDto(await ownQuote(db, customer.id, id), now);
  }

  /**
   * "Ask again": a new round opens with the buyer's message, and the quote waits for the shop's new
   * offer. Only an offer (open or expired) can be asked about again; the earlier rounds stay.
   */
  async function askAgain(
    customer: AuthCustomer,
    id: number,
    message: string,
    now: Date = new Date(),
  ): Promise<QuoteDetailDto> {
    await db.transaction(async (tx) => {
      await tx.execute(sql`select id from quotes where id = ${id} for update`);
      const loaded = await ownQuote(tx, customer.id, id);
      const offer = currentOffer(loaded);
      const state = effectiveState(loaded.quote.state, offer?.round.validUntil ?? null, now);
      if (state !== "offered" && state !== "expired") throw notAskable(state);
      const round = loaded.quote.round + 1;
      await tx.insert(quoteRounds).values({ quoteId: id, round, askMessage: message, askedAt: now });
      await tx.update(quotes).set({ state: "requested", round, updatedAt: now }).where(eq(quotes.id, id));
      await deps.jobs.emitAll(tx, [{ type: "quote.requested", quoteId: id, round }]);
    });
    return detail(customer, id, now);
  }

  /** The buyer no longer wants a price: a request or an open offer is withdrawn. */
  async function withdraw(
    customer: AuthCustomer,
    id: number,
    now: Date = new Date(),
  ): Promise<QuoteDetailDto> {
    await db.transaction(async (tx) => {
      await tx.execute(sql`select id from quotes where id = ${id} for update`);
      const loaded = await ownQuote(tx, customer.id, id);
      const state = effectiveState(loaded.quote.state, currentOffer(loaded)?.round.validUntil ?? null, now);
      if (state !== "requested" && state !== "offered") throw notAskable(state);
      await tx.update(quotes).set({ state: "withdrawn", updatedAt: now }).where(eq(quotes.id, id));
    });
    return detail(customer, id, now);
  }

  /**
   * The buyer accepts the open offer: the order is placed exactly as the buyer's own order (stock
   * locked and taken now by the same rules, GST by core, the proforma, the mails), each line at its quoted
   * price and the offer's packing and shipping. The quote moves to accepted in the order's transaction,
   * only from the round that was offered: of two accepts at once one places the order, the other waits
   * on the quote's Idempotency-Key and is refused.
   */
  async function accept(
    websiteId: number,
    customer: AuthCustomer,
    id: number,
    input: QuoteAcceptInput,
    now: Date = new Date(),
  ): Promise<OrderDto> {
    const loaded = await ownQuote(db, customer.id, id);
    const offer = currentOffer(loaded);
    const state = effectiveState(loaded.quote.state, offer?.round.validUntil ?? null, now);
    if (state === "accepted") throw alreadyAccepted(loaded.quote.number);
    if (state === "expired") {
      throw conflict(
        "QUOTE_EXPIRED",
        `The offer of quote ${loaded.quote.number} ended on ${offer?.round.validUntil}. Ask again for a new offer.`,
      );
    }
    if (state !== "offered" || !offer) {
      throw conflict("QUOTE_NOT_OFFERED", "This quote has no offer to accept yet.");
    }
    const reason = `Quote ${loaded.quote.number}`;
    const prices = new Map<number, LinePrice>();
    for (const line of loaded.lines) {
      const price = offer.prices.get(line.id);
      if (price === undefined) throw new Error(`Quote ${loaded.quote.number} has a line without a price`);
      prices.set(line.productId, { price, reason, applied: true });
    }
    const fees = {
      ...(offer.round.packing !== null ? { packaging: offer.round.packing } : {}),
      ...(offer.round.shipping !== null ? { shipping: offer.round.shipping } : {}),
    };
    const note = [reason, input.note].filter(Boolean).join(": ");
    let placed: Awaited<ReturnType<PlaceOrderService["placeOrder"]>>;
    try {
      placed = await deps.placeOrder.placeOrder(
        websiteId,
        customer,
        {
          items: loaded.lines.map((line) => ({ productId: line.productId, quantity: line.quantity })),
          addressId: input.addressId,
          toPayShipping: input.toPayShipping,
          paymentMethod: input.paymentMethod,
          note,
        },
        `quote:${loaded.quote.id}`,
        now,
        {
          staffId: null,
          prices,
          fees,
          inTransaction: async (tx, order) => {
            const moved = await tx
              .update(quotes)
              .set({ state: "accepted", orderId: order.id, acceptedAt: now, updatedAt: now })
              .where(and(eq(quotes.id, id), eq(quotes.state, "offered"), eq(quotes.round, offer.round.round)))
              .returning({ id: quotes.id });
            if (moved.length === 0) throw alreadyAccepted(loaded.quote.number);
          },
        },
        { quoteId: id },
      );
    } catch (error) {
      if (error instanceof ApiError && error.code === "IDEMPOTENCY_KEY_REUSED") {
        throw alreadyAccepted(loaded.quote.number);
      }
      throw error;
    }
    if (placed.replayed) throw alreadyAccepted(loaded.quote.number);
    deps.onStockChanged?.();
    return placed.order;
  }

  // The back office

  async function adminList(query: AdminQuoteQuery, now: Date = new Date()): Promise<AdminQuotePageDto> {
    const today = shopDay(now);
    const stateSql = effectiveStateSql(today);
    const conditions: SQL[] = [];
    if (query.state) conditions.push(sql`${stateSql} = ${query.state}`);
    if (query.search) {
      const pattern = buyerSearchPattern(query.search);
      conditions.push(
        sql`(lower(${quotes.number}) like ${pattern} or lower(${customers.name}) like ${pattern}
          or lower(coalesce(${customers.companyName}, '')) like ${pattern} or lower(${customers.email}) like ${pattern})`,
      );
    }
    const cursor = decodeCursor(query.cursor);
    const oldest = query.sort === "oldest";
    if (cursor) {
      conditions.push(
        oldest
          ? sql`(${quotes.createdAt}, ${quotes.id}) > (${cursor.at}::timestamptz, ${cursor.id})`
          : afterCursor(quotes.createdAt, quotes.id, cursor),
      );
    }
    const rows = await db
      .select({
        id: quotes.id,
        number: quotes.number,
        state: stateSql,
        createdAt: quotes.createdAt,
        cursorAt: cursorTime(quotes.createdAt),
        wantedBy: quotes.wantedBy,
        lineCount: sql<number>`(select count(*)::int from quote_lines l where l.quote_id = ${quotes.id})`,
        validUntil: sql<string | null>`(select to_char(r.valid_until, 'YYYY-MM-DD') from quote_rounds r
          where r.quote_id = ${quotes.id} and r.round = ${quotes.round} and r.offered_at is not null)`,
        customer: {
          id: customers.id,
          name: customers.name,
          companyName: customers.companyName,
          email: customers.email,
        },
      })
      .from(quotes)
      .innerJoin(customers, eq(customers.id, quotes.customerId))
      .where(conditions.length > 0 ? and(...conditions) : sql`true`)
      .orderBy(
        ...(oldest ? [asc(quotes.createdAt), asc(quotes.id)] : [desc(quotes.createdAt), desc(quotes.id)]),
      )
      .limit(query.limit + 1);
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    const [count] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from quotes where state = 'requested'`,
    );
    return {
      items: page.map((row) => ({
        id: row.id,
        number: row.number,
        state: row.state as QuoteStateDto,
        createdAt: row.createdAt.toISOString(),
        lineCount: Number(row.lineCount),
        validUntil: row.validUntil,
        wantedBy: row.wantedBy,
        customer: row.customer,
      })),
      nextCursor: rows.length > query.limit && last ? encodeCursor(last.cursorAt, last.id) : null,
      requestedCount: Number(count?.n ?? 0),
    };
  }

  async function adminDetail(
    websiteId: number,
    role: StaffRole,
    id: number,
    now: Date = new Date(),
  ): Promise<AdminQuoteDto> {
    const loaded = await loadQuote(db, id);
    if (!loaded) throw quoteNotFound();
    const [buyer] = await db
      .select({
        id: customers.id,
        name: customers.name,
        companyName: customers.companyName,
        email: customers.email,
        groupId: customers.customerGroupId,
      })
      .from(customers)
      .where(eq(customers.id, loaded.quote.customerId))
      .limit(1);
    if (!buyer) throw quoteNotFound();
    const [group] = await queryRows<{ isDefault: boolean }>(
      db,
      sql`select is_default as "isDefault" from customer_groups where id = ${buyer.groupId}`,
    );
    const found = await deps.placeOrder.rules.loadProducts(
      db,
      websiteId,
      { id: buyer.groupId, isDefault: group?.isDefault ?? false },
      loaded.lines.map((l) => l.productId),
      false,
    );
    const floors = await floorsOf(
      db,
      loaded.lines.map((l) => l.productId),
    );
    const stock = await db
      .select({ id: products.id, stock: products.stock })
      .from(products)
      .where(
        inArray(
          products.id,
          loaded.lines.map((l) => l.productId),
        ),
      );
    const stockOf = new Map(stock.map((s) => [s.id, s.stock]));
    const dto = toQuoteDto(loaded, now);
    // Staff see the open round's prices while re-pricing, to start from the last offer.
    const lastPrices = [...loaded.rounds].reverse().find((r) => r.offeredAt !== null);
    return {
      ...dto,
      customer: { id: buyer.id, name: buyer.name, companyName: buyer.companyName, email: buyer.email },
      lines: loaded.lines.map((line, i) => {
        const product = found.get(line.productId);
        const shown = dto.lines[i];
        const last = lastPrices ? loaded.prices.get(lastPrices.id)?.get(line.id) : undefined;
        return {
          id: line.id,
          productId: line.productId,
          title: line.title,
          sku: line.sku,
          quantity: line.quantity,
          price: shown?.price ?? (last !== undefined ? toRupees(last) : null),
          total: shown?.total ?? (last !== undefined ? toRupees(last * line.quantity) : null),
          groupPrice: product
            ? toRupees(
                groupPrice(
                  product,
                  { id: buyer.groupId, isDefault: group?.isDefault ?? false },
                  line.quantity,
                ),
              )
            : null,
          floor: rupeesOrNull(floors.get(line.productId) ?? null),
          stock: stockOf.get(line.productId) ?? 0,
        };
      }),
      mayQuoteBelowFloor: mayOverridePrice(role),
    };
  }

  /**
   * Sales answer a request with a price per line (the quote's lines, each once), the last valid day and
   * optional packing and shipping. A price below the owner's wholesale floor is refused for sales;
   * manager and owner may, as they may override prices on an order. Audited.
   */
  async function offer(
    actor: StaffActor & { role: StaffRole },
    websiteId: number,
    id: number,
    input: AdminQuoteOfferInput,
    now: Date = new Date(),
  ): Promise<AdminQuoteDto> {
    if (input.validUntil < shopDay(now)) {
      const message = "The offer must be valid until today or a later day.";
      throw unprocessable("QUOTE_VALIDITY_PAST", message, { validUntil: message });
    }
    const round = await db.transaction(async (tx) => {
      await tx.execute(sql`select id from quotes where id = ${id} for update`);
      const loaded = await loadQuote(tx, id);
      if (!loaded) throw quoteNotFound();
      if (loaded.quote.state !== "requested") {
        throw conflict(
          "QUOTE_NOT_REQUESTED",
          `Quote ${loaded.quote.number} is not waiting for an offer: it is ${effectiveState(
            loaded.quote.state,
            currentOffer(loaded)?.round.validUntil ?? null,
            now,
          )}.`,
        );
      }
      const byLine = new Map(input.lines.map((l) => [l.lineId, toPaise(l.price)]));
      if (
        byLine.size !== input.lines.length ||
        byLine.size !== loaded.lines.length ||
        loaded.lines.some((l) => !byLine.has(l.id))
      ) {
        throw unprocessable(
          "QUOTE_LINES_MISMATCH",
          "Send one price for each line of the quote, and only those.",
        );
      }
      if (!mayOverridePrice(actor.role)) {
        const floors = await floorsOf(
          tx,
          loaded.lines.map((l) => l.productId),
        );
        const fields: Record<string, string> = {};
        for (const [index, entry] of input.lines.entries()) {
          const line = loaded.lines.find((l) => l.id === entry.lineId);
          const floor = line ? floors.get(line.productId) : undefined;
          if (line && floor !== undefined && toPaise(entry.price) < floor) {
            fields[`lines.${index}.price`] =
              `${line.title} may not be quoted below its wholesale floor of ₹${toRupees(floor)}; ask a manager.`;
          }
        }
        const first = Object.values(fields)[0];
        if (first) throw unprocessable("QUOTE_PRICE_BELOW_FLOOR", first, fields);
      }
      const current = loaded.rounds.find((r) => r.round === loaded.quote.round);
      if (!current) throw new Error(`Quote ${loaded.quote.number} has no open round`);
      const values = {
        offeredAt: now,
        offeredBy: actor.staffId,
        validUntil: input.validUntil,
        shipping: input.shipping !== undefined ? toPaise(input.shipping) : null,
        packing: input.packing !== undefined ? toPaise(input.packing) : null,
        offerMessage: input.message ?? null,
      };
      await tx.update(quoteRounds).set(values).where(eq(quoteRounds.id, current.id));
      await tx
        .insert(quoteRoundPrices)
        .values(
          loaded.lines.map((l) => ({ roundId: current.id, lineId: l.id, price: byLine.get(l.id) ?? 0 })),
        );
      await tx.update(quotes).set({ state: "offered", updatedAt: now }).where(eq(quotes.id, id));
      await recordAudit(tx, actor, {
        action: "quote.offer",
        entity: "quote",
        entityId: id,
        before: { state: loaded.quote.state, round: current.round },
        after: {
          state: "offered",
          round: current.round,
          ...values,
          offeredAt: now.toISOString(),
          prices: Object.fromEntries(byLine),
        },
      });
      const events: ShopEvent[] = [{ type: "quote.offered", quoteId: id, round: current.round }];
      await deps.jobs.emitAll(tx, events);
      return current.round;
    });
    void round;
    return adminDetail(websiteId, actor.role, id, now);
  }

  /** What the quote PDF prints: the quote with the prices of its offer, for its buyer or staff. */
  async function forPdf(id: number, customerId: number | null, now: Date = new Date()) {
    const loaded = customerId === null ? await loadQuote(db, id) : await ownQuote(db, customerId, id);
    if (!loaded) throw quoteNotFound();
    const offer = currentOffer(loaded);
    if (!offer || loaded.quote.state === "requested") {
      throw conflict("QUOTE_NOT_OFFERED", "This quote has no offer to print yet.");
    }
    return { loaded, offer, state: effectiveState(loaded.quote.state, offer.round.validUntil, now) };
  }

  return { request, list, detail, askAgain, withdraw, accept, adminList, adminDetail, offer, forPdf };
}

export type QuotesService = ReturnType<typeof createQuotes>;

function alreadyAccepted(number: string): ApiError {
  return conflict(
    "QUOTE_ALREADY_ACCEPTED",
    `Quote ${number} is already accepted: its order was placed once.`,
  );
}

function notAskable(state: QuoteStateDto): ApiError {
  return conflict(
    "QUOTE_NOT_OFFERED",
    state === "requested"
      ? "The shop is still preparing its offer for this quote."
      : `This quote is ${state} and can no longer change.`,
  );
}

async function floorsOf(executor: Executor, productIds: readonly number[]): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await executor
    .select({ productId: productPriceFloors.productId, price: productPriceFloors.price })
    .from(productPriceFloors)
    .where(inArray(productPriceFloors.productId, [...productIds]));
  return new Map(rows.map((r) => [r.productId, r.price]));
}
