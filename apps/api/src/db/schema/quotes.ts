import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { products } from "./catalogue";
import { createdAt, updatedAt } from "./columns";
import { customers } from "./customers";
import { orders } from "./orders";
import { staff } from "./staff";

export type QuoteState = "requested" | "offered" | "accepted" | "expired" | "withdrawn";

/**
 * A buyer's request for a quote (`Q-26-27-0001`, numbered per financial year like the shop's documents).
 * `round` is the round now open: 1 at the request, one more at each "ask again". `orderId` is set once,
 * by the accept, in the order's own transaction.
 */
export const quotes = pgTable(
  "quotes",
  {
    id: serial("id").primaryKey(),
    number: text("number").notNull(),
    websiteId: integer("website_id").notNull(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id),
    state: text("state").$type<QuoteState>().notNull(),
    message: text("message"),
    /** The day the buyer wants the goods by (a calendar day in India). */
    wantedBy: date("wanted_by", { mode: "string" }),
    round: integer("round").notNull().default(1),
    orderId: integer("order_id").references(() => orders.id),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("quotes_number_unique").on(t.number),
    uniqueIndex("quotes_order_unique").on(t.orderId),
    index("quotes_customer_idx").on(t.customerId, t.createdAt.desc(), t.id.desc()),
    index("quotes_state_idx").on(t.state, t.createdAt.desc(), t.id.desc()),
    check(
      "quotes_state_valid",
      sql`${t.state} in ('requested', 'offered', 'accepted', 'expired', 'withdrawn')`,
    ),
    check("quotes_accepted_has_order", sql`(${t.state} = 'accepted') = (${t.orderId} is not null)`),
  ],
);

/** A quoted line: the product and quantity asked for, with the title and SKU as they were then. */
export const quoteLines = pgTable(
  "quote_lines",
  {
    id: serial("id").primaryKey(),
    quoteId: integer("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    title: text("title").notNull(),
    sku: text("sku").notNull(),
    quantity: integer("quantity").notNull(),
    position: integer("position").notNull(),
  },
  (t) => [
    uniqueIndex("quote_lines_product_unique").on(t.quoteId, t.productId),
    check("quote_lines_quantity_positive", sql`${t.quantity} > 0`),
  ],
);

/**
 * One round of a quote: the buyer's request or "ask again" (`askedAt`, `askMessage`) and the shop's offer
 * in reply (`offeredAt` onwards; null until sales prices it). Rounds are never changed once offered, so
 * the history of what was asked and offered stays. Amounts in paise.
 */
export const quoteRounds = pgTable(
  "quote_rounds",
  {
    id: serial("id").primaryKey(),
    quoteId: integer("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
    round: integer("round").notNull(),
    askMessage: text("ask_message"),
    askedAt: timestamp("asked_at", { withTimezone: true }).notNull(),
    offeredAt: timestamp("offered_at", { withTimezone: true }),
    offeredBy: integer("offered_by").references(() => staff.id),
    /** The last day the offer may be accepted (a calendar day in India, through its end). */
    validUntil: date("valid_until", { mode: "string" }),
    shipping: bigint("shipping", { mode: "number" }),
    packing: bigint("packing", { mode: "number" }),
    offerMessage: text("offer_message"),
  },
  (t) => [
    uniqueIndex("quote_rounds_round_unique").on(t.quoteId, t.round),
    check(
      "quote_rounds_fees_not_negative",
      sql`coalesce(${t.shipping}, 0) >= 0 and coalesce(${t.packing}, 0) >= 0`,
    ),
  ],
);

/** The unit price of a line in a round's offer (paise). */
export const quoteRoundPrices = pgTable(
  "quote_round_prices",
  {
    roundId: integer("round_id")
      .notNull()
      .references(() => quoteRounds.id, { onDelete: "cascade" }),
    lineId: integer("line_id")
      .notNull()
      .references(() => quoteLines.id, { onDelete: "cascade" }),
    price: bigint("price", { mode: "number" }).notNull(),
  },
  (t) => [
    uniqueIndex("quote_round_prices_unique").on(t.roundId, t.lineId),
    check("quote_round_prices_positive", sql`${t.price} > 0`),
  ],
);
