CREATE TABLE "credit_note_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"kind" text NOT NULL,
	"quantity" integer,
	"restock" boolean DEFAULT false NOT NULL,
	"description" text NOT NULL,
	"hsn_code" text NOT NULL,
	"rate" integer NOT NULL,
	"unit_price" bigint,
	"value" bigint NOT NULL,
	"discount" bigint NOT NULL,
	"taxable" bigint NOT NULL,
	"cgst" bigint NOT NULL,
	"sgst" bigint NOT NULL,
	"igst" bigint NOT NULL,
	CONSTRAINT "credit_note_lines_kind_valid" CHECK ("credit_note_lines"."kind" in ('return', 'price')),
	CONSTRAINT "credit_note_lines_quantity_valid" CHECK (("credit_note_lines"."kind" = 'return' and "credit_note_lines"."quantity" > 0) or ("credit_note_lines"."kind" = 'price' and "credit_note_lines"."quantity" is null))
);
--> statement-breakpoint
DROP INDEX "orders_payments_awaited_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "amount_credited" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_note_lines" ADD CONSTRAINT "credit_note_lines_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_note_lines" ADD CONSTRAINT "credit_note_lines_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_note_lines_document_idx" ON "credit_note_lines" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "credit_note_lines_order_line_idx" ON "credit_note_lines" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "orders_payments_awaited_idx" ON "orders" USING btree ("website_id","total","amount_paid","amount_refunded","amount_credited") WHERE "orders"."status" <> 'cancelled' and "orders"."payment_status" in ('pending', 'partially_paid');--> statement-breakpoint
-- Orders that already have credit notes carry their credited total.
UPDATE "orders" SET "amount_credited" = c."credited" FROM (SELECT "order_id", sum("total") AS "credited" FROM "documents" WHERE "kind" = 'credit-note' GROUP BY "order_id") AS c WHERE c."order_id" = "orders"."id";
