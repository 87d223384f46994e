CREATE TABLE "gateway_account_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"gateway_order_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"order_ids" jsonb,
	"status" text DEFAULT 'open' NOT NULL,
	"gateway_payment_id" text,
	"payment_status" text,
	"method" text,
	"fee" bigint,
	"tax" bigint,
	"error_description" text,
	"receipt_id" integer,
	"reconciled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gateway_account_orders_gateway_order_id_unique" UNIQUE("gateway_order_id"),
	CONSTRAINT "gateway_account_orders_amount_positive" CHECK ("gateway_account_orders"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "gateway_account_orders" ADD CONSTRAINT "gateway_account_orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gateway_account_orders" ADD CONSTRAINT "gateway_account_orders_receipt_id_customer_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."customer_receipts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gateway_account_orders_customer_idx" ON "gateway_account_orders" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "gateway_account_orders_open_idx" ON "gateway_account_orders" USING btree ("created_at") WHERE "gateway_account_orders"."status" = 'open';