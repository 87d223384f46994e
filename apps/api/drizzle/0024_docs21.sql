CREATE TABLE "eway_bill_exports" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"exported_at" timestamp with time zone NOT NULL,
	"staff_id" integer,
	"vehicle_no" text,
	"transporter_id" text
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vehicle_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "transporter_gstin" text;--> statement-breakpoint
ALTER TABLE "eway_bill_exports" ADD CONSTRAINT "eway_bill_exports_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eway_bill_exports" ADD CONSTRAINT "eway_bill_exports_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "eway_bill_exports_document_idx" ON "eway_bill_exports" USING btree ("document_id","exported_at");