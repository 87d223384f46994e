import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { documents } from "./documents";
import { staff } from "./staff";

/**
 * Each time a tax invoice went into the e-way bill portal's bulk JSON, by whom and with which Part B.
 * The portal makes a second bill for the same invoice if the file is uploaded twice, so the back office
 * marks exported invoices and exports one again only when asked to explicitly.
 */
export const ewayBillExports = pgTable(
  "eway_bill_exports",
  {
    id: serial("id").primaryKey(),
    documentId: integer("document_id")
      .notNull()
      .references(() => documents.id),
    exportedAt: timestamp("exported_at", { withTimezone: true }).notNull(),
    staffId: integer("staff_id").references(() => staff.id),
    vehicleNo: text("vehicle_no"),
    transporterId: text("transporter_id"),
  },
  (t) => [index("eway_bill_exports_document_idx").on(t.documentId, t.exportedAt)],
);
