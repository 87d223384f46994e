import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, pgTable, serial, text } from "drizzle-orm/pg-core";
import { documents } from "./documents";
import { orderLines } from "./orders";

/** Why a line is on a credit note: goods that came back, or a price reduced after the invoice. */
export type CreditNoteLineKind = "return" | "price";

/**
 * The lines a credit note carries (Rule 53(1A)): each names the order line it credits, at that line's
 * own HSN and rate, with its taxable value and tax in paise, frozen like the note itself. A return line
 * has the quantity that came back and whether it went back to stock; a price reduction has no quantity.
 */
export const creditNoteLines = pgTable(
  "credit_note_lines",
  {
    id: serial("id").primaryKey(),
    documentId: integer("document_id")
      .notNull()
      .references(() => documents.id),
    orderLineId: integer("order_line_id")
      .notNull()
      .references(() => orderLines.id),
    kind: text("kind").$type<CreditNoteLineKind>().notNull(),
    quantity: integer("quantity"),
    restock: boolean("restock").notNull().default(false),
    description: text("description").notNull(),
    hsnCode: text("hsn_code").notNull(),
    rate: integer("rate").notNull(),
    unitPrice: bigint("unit_price", { mode: "number" }),
    value: bigint("value", { mode: "number" }).notNull(),
    discount: bigint("discount", { mode: "number" }).notNull(),
    taxable: bigint("taxable", { mode: "number" }).notNull(),
    cgst: bigint("cgst", { mode: "number" }).notNull(),
    sgst: bigint("sgst", { mode: "number" }).notNull(),
    igst: bigint("igst", { mode: "number" }).notNull(),
  },
  (t) => [
    check("credit_note_lines_kind_valid", sql`${t.kind} in ('return', 'price')`),
    check(
      "credit_note_lines_quantity_valid",
      sql`(${t.kind} = 'return' and ${t.quantity} > 0) or (${t.kind} = 'price' and ${t.quantity} is null)`,
    ),
    index("credit_note_lines_document_idx").on(t.documentId),
    index("credit_note_lines_order_line_idx").on(t.orderLineId),
  ],
);
