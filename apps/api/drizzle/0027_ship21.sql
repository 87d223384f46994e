CREATE TABLE "shipment_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"shipment_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "shipment_lines_quantity_positive" CHECK ("shipment_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"number" integer NOT NULL,
	"state" text DEFAULT 'packed' NOT NULL,
	"invoice_document_id" integer,
	"transporter" text,
	"lr_number" text,
	"vehicle_number" text,
	"transporter_gstin" text,
	"eway_bill_number" text,
	"packed_by" integer,
	"invoiced_by" integer,
	"invoiced_at" timestamp with time zone,
	"dispatched_by" integer,
	"dispatched_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipments_state_valid" CHECK ("shipments"."state" in ('packed', 'invoiced', 'dispatched', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_state_valid";--> statement-breakpoint
DROP INDEX "documents_order_single_kind_unique";--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "shipment_id" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "expected_on" date;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "cancelled_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shipment_lines" ADD CONSTRAINT "shipment_lines_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_lines" ADD CONSTRAINT "shipment_lines_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_invoice_document_id_documents_id_fk" FOREIGN KEY ("invoice_document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_packed_by_staff_id_fk" FOREIGN KEY ("packed_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_invoiced_by_staff_id_fk" FOREIGN KEY ("invoiced_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_dispatched_by_staff_id_fk" FOREIGN KEY ("dispatched_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_lines_shipment_line_unique" ON "shipment_lines" USING btree ("shipment_id","order_line_id");--> statement-breakpoint
CREATE INDEX "shipment_lines_order_line_idx" ON "shipment_lines" USING btree ("order_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_order_number_unique" ON "shipments" USING btree ("order_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_invoice_unique" ON "shipments" USING btree ("invoice_document_id");--> statement-breakpoint
CREATE INDEX "shipments_state_idx" ON "shipments" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "shipments_eway_bill_number_idx" ON "shipments" USING btree ("eway_bill_number") WHERE "shipments"."eway_bill_number" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "documents_shipment_invoice_unique" ON "documents" USING btree ("shipment_id") WHERE "documents"."kind" = 'invoice';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_state_valid" CHECK ("orders"."status" in ('placed', 'confirmed', 'packed', 'dispatched', 'delivered', 'cancelled', 'partly-dispatched'));--> statement-breakpoint
CREATE OR REPLACE FUNCTION "receivables_refresh_order"(p_order integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM open_invoices WHERE order_id = p_order;
  -- An order sent in shipments has an invoice per shipment: what was paid and credited on the order
  -- settles its invoices oldest first, never counted against each of them.
  INSERT INTO open_invoices (document_id, order_id, customer_id, issued_at, open)
  SELECT x.id, x.order_id, x.customer_id, x.issued_at, x.open FROM (
    SELECT d.id, o.id AS order_id, o.customer_id, d.issued_at,
      greatest(0, least(d.total, sum(d.total) OVER (ORDER BY d.issued_at, d.id)
        - coalesce((SELECT sum(cn.total) FROM documents cn WHERE cn.order_id = o.id AND cn.kind = 'credit-note'), 0)
        - (o.amount_paid - o.amount_refunded))) AS open
    FROM documents d JOIN orders o ON o.id = d.order_id
    WHERE d.order_id = p_order AND d.kind = 'invoice' AND o.customer_id IS NOT NULL
  ) x WHERE x.open > 0;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "receivables_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE documents, orders, customer_receipts, receipt_allocations IN SHARE MODE;
  DELETE FROM customer_balances;
  INSERT INTO customer_balances (customer_id, documents, invoiced, credited, paid, refunded, received, applied)
  SELECT c.id, coalesce(d.n, 0), coalesce(d.invoiced, 0), coalesce(d.credited, 0), coalesce(m.paid, 0),
    coalesce(m.refunded, 0), coalesce(r.received, 0), coalesce(a.applied, 0)
  FROM customers c
  LEFT JOIN (SELECT o.customer_id, count(*) AS n, sum(d.total) FILTER (WHERE d.kind = 'invoice') AS invoiced,
      sum(d.total) FILTER (WHERE d.kind = 'credit-note') AS credited
    FROM documents d JOIN orders o ON o.id = d.order_id WHERE d.kind IN ('invoice', 'credit-note')
    GROUP BY o.customer_id) d ON d.customer_id = c.id
  LEFT JOIN (SELECT customer_id, sum(amount_paid) AS paid, sum(amount_refunded) AS refunded
    FROM orders GROUP BY customer_id) m ON m.customer_id = c.id
  LEFT JOIN (SELECT customer_id, sum(amount) AS received FROM customer_receipts GROUP BY customer_id) r
    ON r.customer_id = c.id
  LEFT JOIN (SELECT rc.customer_id, sum(ra.amount) AS applied FROM receipt_allocations ra
    JOIN customer_receipts rc ON rc.id = ra.receipt_id GROUP BY rc.customer_id) a ON a.customer_id = c.id
  WHERE d.customer_id IS NOT NULL OR m.paid <> 0 OR m.refunded <> 0 OR r.customer_id IS NOT NULL;
  DELETE FROM open_invoices;
  INSERT INTO open_invoices (document_id, order_id, customer_id, issued_at, open)
  SELECT x.id, x.order_id, x.customer_id, x.issued_at, x.open FROM (
    SELECT d.id, o.id AS order_id, o.customer_id, d.issued_at,
      greatest(0, least(d.total, sum(d.total) OVER (PARTITION BY d.order_id ORDER BY d.issued_at, d.id)
        - coalesce((SELECT sum(cn.total) FROM documents cn WHERE cn.order_id = o.id AND cn.kind = 'credit-note'), 0)
        - (o.amount_paid - o.amount_refunded))) AS open
    FROM documents d JOIN orders o ON o.id = d.order_id
    WHERE d.kind = 'invoice' AND o.customer_id IS NOT NULL
  ) x WHERE x.open > 0;
END $$;
