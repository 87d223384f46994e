import { z } from "zod";
import { adminListQueryShape, isoDateSchema, keysetPageSchema } from "./admin/common";
import { idSchema, moneySchema, quantitySchema, strictBody, UNIQUE_BY_META_KEY } from "./common";
import { paymentMethodSchema } from "./order";
import { plainText } from "./text";

/** The lines one request for quote may hold (a cart's worth). */
export const QUOTE_LINES_MAX = 200;

export const QUOTE_STATES = ["requested", "offered", "accepted", "expired", "withdrawn"] as const;
export const quoteStateSchema = z.enum(QUOTE_STATES);
export type QuoteStateDto = z.infer<typeof quoteStateSchema>;

const quoteMessageSchema = (error: string) =>
  plainText({ error, multiline: true })
    .trim()
    .max(1000, { error: "The message has at most 1,000 characters." })
    .optional()
    .transform((text) => (text ? text : undefined));

/** `POST /v1/quotes`: the cart the buyer asks a price for; one line per product. */
export const quoteRequestBodySchema = strictBody({
  items: z
    .array(strictBody({ productId: idSchema, quantity: quantitySchema }), {
      error: "Send the lines as a list.",
    })
    .min(1, { error: "Add at least one product to ask for a quote." })
    .max(QUOTE_LINES_MAX, { error: `A quote holds at most ${QUOTE_LINES_MAX} lines.` })
    .refine((items) => new Set(items.map((i) => i.productId)).size === items.length, {
      error: "A product has one line in a quote.",
    })
    .meta({ [UNIQUE_BY_META_KEY]: "productId" }),
  message: quoteMessageSchema("Write the message as text."),
  wantedBy: isoDateSchema.optional(),
});
export type QuoteRequestInput = z.infer<typeof quoteRequestBodySchema>;

/** `POST /v1/quotes/{id}/ask-again`: what the buyer wants changed in the offer. */
export const quoteAskAgainBodySchema = strictBody({
  message: plainText({ error: "Write what you would like changed.", multiline: true })
    .trim()
    .min(1, { error: "Write what you would like changed." })
    .max(1000, { error: "The message has at most 1,000 characters." }),
});
export type QuoteAskAgainInput = z.infer<typeof quoteAskAgainBodySchema>;

/** `POST /v1/quotes/{id}/accept`: where the order goes and how it is paid; the prices are the quote's. */
export const quoteAcceptBodySchema = strictBody({
  addressId: idSchema,
  paymentMethod: paymentMethodSchema,
  toPayShipping: z.boolean({ error: "Choose whether shipping is paid on delivery." }).default(false),
  note: plainText({ error: "Write the note as text.", multiline: true })
    .trim()
    .max(500, { error: "The note has at most 500 characters." })
    .optional()
    .transform((note) => (note ? note : undefined)),
});
export type QuoteAcceptInput = z.infer<typeof quoteAcceptBodySchema>;

export const rfqLineSchema = z.object({
  id: z.number().int().positive(),
  productId: z.number().int().positive(),
  title: z.string(),
  sku: z.string(),
  quantity: z.number().int().positive(),
  /** The unit price of the offer now open (rupees, before GST); null before an offer. */
  price: moneySchema.nullable(),
  /** price × quantity; null before an offer. */
  total: moneySchema.nullable(),
});

export const quoteRoundSchema = z.object({
  round: z.number().int().positive(),
  askMessage: z.string().nullable(),
  askedAt: z.iso.datetime({ offset: true }),
  offeredAt: z.iso.datetime({ offset: true }).nullable(),
  /** The last day (India) the offer may be accepted. */
  validUntil: z.string().nullable(),
  shipping: moneySchema.nullable(),
  packing: moneySchema.nullable(),
  offerMessage: z.string().nullable(),
  prices: z.array(z.object({ lineId: z.number().int().positive(), price: moneySchema })),
});

export const rfqSchema = z.object({
  id: z.number().int().positive(),
  number: z.string(),
  state: quoteStateSchema,
  message: z.string().nullable(),
  wantedBy: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  lines: z.array(rfqLineSchema),
  /** The offer to accept: the last round's, when it was priced. */
  offer: z
    .object({
      round: z.number().int().positive(),
      validUntil: z.string(),
      shipping: moneySchema.nullable(),
      packing: moneySchema.nullable(),
      message: z.string().nullable(),
      /** Sum of the lines before GST, shipping and packing. */
      subtotal: moneySchema,
    })
    .nullable(),
  rounds: z.array(quoteRoundSchema),
  order: z.object({ id: z.number().int().positive(), number: z.string() }).nullable(),
});
export type QuoteDetailDto = z.infer<typeof rfqSchema>;

export const quoteListItemSchema = z.object({
  id: z.number().int().positive(),
  number: z.string(),
  state: quoteStateSchema,
  createdAt: z.iso.datetime({ offset: true }),
  lineCount: z.number().int().nonnegative(),
  validUntil: z.string().nullable(),
});
export const quoteListSchema = z.object({ items: z.array(quoteListItemSchema) });
export type QuoteListDto = z.infer<typeof quoteListSchema>;

/** `GET /v1/admin/quotes`: by state, a search on number, buyer and company; keyset pages. */
export const adminQuoteQuerySchema = z.object({
  ...adminListQueryShape,
  state: quoteStateSchema.optional(),
  sort: z.enum(["newest", "oldest"], { error: "Sort by newest or oldest." }).default("newest"),
});
export type AdminQuoteQuery = z.infer<typeof adminQuoteQuerySchema>;

const quoteBuyerSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  companyName: z.string().nullable(),
  email: z.string(),
});

export const adminQuoteListItemSchema = quoteListItemSchema.extend({
  customer: quoteBuyerSchema,
  wantedBy: z.string().nullable(),
});
export const adminQuotePageSchema = keysetPageSchema(adminQuoteListItemSchema).extend({
  /** Requests waiting for a first or a new offer. */
  requestedCount: z.number().int().nonnegative(),
});
export type AdminQuotePageDto = z.infer<typeof adminQuotePageSchema>;

export const adminQuoteSchema = rfqSchema.extend({
  customer: quoteBuyerSchema,
  lines: z.array(
    rfqLineSchema.extend({
      /** The buyer's group price now for the quantity, as a starting point. */
      groupPrice: moneySchema.nullable(),
      /** The owner's wholesale floor: sales may not quote below it. */
      floor: moneySchema.nullable(),
      stock: z.number().int(),
    }),
  ),
  mayQuoteBelowFloor: z.boolean(),
});
export type AdminQuoteDto = z.infer<typeof adminQuoteSchema>;

/** `POST /v1/admin/quotes/{id}/offer`: a price for every line, the last valid day, optional fees. */
export const adminQuoteOfferBodySchema = strictBody({
  lines: z
    .array(
      strictBody({
        lineId: idSchema,
        price: moneySchema
          .refine((v) => v > 0, { error: "A quoted price is more than zero." })
          .meta({ exclusiveMinimum: 0 }),
      }),
      { error: "Send a price for every line." },
    )
    .min(1, { error: "Send a price for every line." })
    .max(QUOTE_LINES_MAX, { error: "Send a price for every line." }),
  validUntil: isoDateSchema,
  shipping: moneySchema.optional(),
  packing: moneySchema.optional(),
  message: quoteMessageSchema("Write the message as text."),
});
export type AdminQuoteOfferInput = z.infer<typeof adminQuoteOfferBodySchema>;
