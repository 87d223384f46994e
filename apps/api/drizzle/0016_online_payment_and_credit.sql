CREATE TABLE "credit_releases" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"staff_id" integer,
	"reason" text NOT NULL,
	"credit_limit" bigint NOT NULL,
	"exposure" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_credit" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"terms_set" boolean DEFAULT false NOT NULL,
	"payment_terms_days" integer,
	"credit_limit" bigint,
	"opening_balance" bigint DEFAULT 0 NOT NULL,
	"opening_balance_on" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_credit_terms_valid" CHECK ("customer_credit"."payment_terms_days" is null or "customer_credit"."payment_terms_days" in (0, 7, 15, 30, 45, 60, 90)),
	CONSTRAINT "customer_credit_limit_valid" CHECK ("customer_credit"."credit_limit" is null or "customer_credit"."credit_limit" >= 0)
);
--> statement-breakpoint
CREATE TABLE "customer_group_credit" (
	"customer_group_id" integer PRIMARY KEY NOT NULL,
	"payment_terms_days" integer,
	"credit_limit" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_group_credit_terms_valid" CHECK ("customer_group_credit"."payment_terms_days" is null or "customer_group_credit"."payment_terms_days" in (0, 7, 15, 30, 45, 60, 90)),
	CONSTRAINT "customer_group_credit_limit_valid" CHECK ("customer_group_credit"."credit_limit" >= 0)
);
--> statement-breakpoint
CREATE TABLE "customer_receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"kind" text NOT NULL,
	"method" text NOT NULL,
	"amount" bigint NOT NULL,
	"reference" text,
	"received_on" date NOT NULL,
	"note" text,
	"recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_receipts_kind_valid" CHECK ("customer_receipts"."kind" in ('on-account', 'advance')),
	CONSTRAINT "customer_receipts_amount_positive" CHECK ("customer_receipts"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "receipt_allocations" (
	"id" serial PRIMARY KEY NOT NULL,
	"receipt_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gateway_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"outcome" text NOT NULL,
	"reason" text,
	"order_id" integer,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gateway_events_outcome_valid" CHECK ("gateway_events"."outcome" in ('applied', 'held', 'ignored'))
);
--> statement-breakpoint
CREATE TABLE "gateway_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"gateway_order_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"reconciled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gateway_orders_gateway_order_id_unique" UNIQUE("gateway_order_id")
);
--> statement-breakpoint
CREATE TABLE "gateway_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"gateway_order_row_id" integer NOT NULL,
	"gateway_payment_id" text NOT NULL,
	"status" text NOT NULL,
	"method" text,
	"amount" bigint NOT NULL,
	"fee" bigint,
	"tax" bigint,
	"error_description" text,
	"payment_row_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gateway_payments_gateway_payment_id_unique" UNIQUE("gateway_payment_id"),
	CONSTRAINT "gateway_payments_status_valid" CHECK ("gateway_payments"."status" in ('created', 'authorized', 'captured', 'failed', 'refunded'))
);
--> statement-breakpoint
CREATE TABLE "gateway_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"gateway_payment_row_id" integer NOT NULL,
	"gateway_refund_id" text,
	"idempotency_key" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"refund_row_id" integer,
	"note" text,
	"requested_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gateway_refunds_gateway_refund_id_unique" UNIQUE("gateway_refund_id"),
	CONSTRAINT "gateway_refunds_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "gateway_refunds_status_valid" CHECK ("gateway_refunds"."status" in ('requested', 'pending', 'processed', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "gateway_settings" (
	"website_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"mode" text DEFAULT 'test' NOT NULL,
	"key_id" text,
	"key_secret_encrypted" text,
	"webhook_secret_encrypted" text,
	"previous_webhook_secret_encrypted" text,
	"webhook_secret_changed_at" timestamp with time zone,
	"methods" jsonb DEFAULT '["upi","netbanking","card"]'::jsonb NOT NULL,
	"part_payments" boolean DEFAULT false NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gateway_settings_mode_valid" CHECK ("gateway_settings"."mode" in ('test', 'live'))
);
--> statement-breakpoint
ALTER TABLE "credit_releases" ADD CONSTRAINT "credit_releases_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_releases" ADD CONSTRAINT "credit_releases_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_releases" ADD CONSTRAINT "credit_releases_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_credit" ADD CONSTRAINT "customer_credit_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_group_credit" ADD CONSTRAINT "customer_group_credit_customer_group_id_customer_groups_id_fk" FOREIGN KEY ("customer_group_id") REFERENCES "public"."customer_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_receipts" ADD CONSTRAINT "customer_receipts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_receipts" ADD CONSTRAINT "customer_receipts_recorded_by_staff_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_allocations" ADD CONSTRAINT "receipt_allocations_receipt_id_customer_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."customer_receipts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_allocations" ADD CONSTRAINT "receipt_allocations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_allocations" ADD CONSTRAINT "receipt_allocations_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gateway_events" ADD CONSTRAINT "gateway_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gateway_orders" ADD CONSTRAINT "gateway_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gateway_payments" ADD CONSTRAINT "gateway_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gateway_payments" ADD CONSTRAINT "gateway_payments_gateway_order_row_id_gateway_orders_id_fk" FOREIGN KEY ("gateway_order_row_id") REFERENCES "public"."gateway_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gateway_payments" ADD CONSTRAINT "gateway_payments_payment_row_id_payments_id_fk" FOREIGN KEY ("payment_row_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gateway_refunds" ADD CONSTRAINT "gateway_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gateway_refunds" ADD CONSTRAINT "gateway_refunds_gateway_payment_row_id_gateway_payments_id_fk" FOREIGN KEY ("gateway_payment_row_id") REFERENCES "public"."gateway_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gateway_refunds" ADD CONSTRAINT "gateway_refunds_refund_row_id_payments_id_fk" FOREIGN KEY ("refund_row_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gateway_refunds" ADD CONSTRAINT "gateway_refunds_requested_by_staff_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gateway_settings" ADD CONSTRAINT "gateway_settings_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gateway_settings" ADD CONSTRAINT "gateway_settings_updated_by_staff_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_releases_customer_idx" ON "credit_releases" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "customer_receipts_customer_idx" ON "customer_receipts" USING btree ("customer_id","received_on");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_receipts_reference_unique" ON "customer_receipts" USING btree ("customer_id","reference") WHERE "customer_receipts"."reference" is not null;--> statement-breakpoint
CREATE INDEX "receipt_allocations_receipt_idx" ON "receipt_allocations" USING btree ("receipt_id");--> statement-breakpoint
CREATE UNIQUE INDEX "receipt_allocations_payment_unique" ON "receipt_allocations" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "gateway_events_held_idx" ON "gateway_events" USING btree ("created_at") WHERE "gateway_events"."outcome" = 'held';--> statement-breakpoint
CREATE INDEX "gateway_orders_order_idx" ON "gateway_orders" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "gateway_orders_open_idx" ON "gateway_orders" USING btree ("created_at") WHERE "gateway_orders"."status" = 'open';--> statement-breakpoint
CREATE INDEX "gateway_payments_order_idx" ON "gateway_payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "gateway_refunds_order_idx" ON "gateway_refunds" USING btree ("order_id");