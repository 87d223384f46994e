CREATE TABLE "e_invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"irn" text NOT NULL,
	"ack_no" text NOT NULL,
	"ack_date" timestamp with time zone NOT NULL,
	"signed_qr_code" text NOT NULL,
	"storage_key" text NOT NULL,
	"recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "e_invoices" ADD CONSTRAINT "e_invoices_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_invoices" ADD CONSTRAINT "e_invoices_recorded_by_staff_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "e_invoices_document_unique" ON "e_invoices" USING btree ("document_id");--> statement-breakpoint
CREATE UNIQUE INDEX "e_invoices_irn_unique" ON "e_invoices" USING btree ("irn");