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
CREATE INDEX "gateway_events_held_idx" ON "gateway_events" USING btree ("created_at") WHERE "gateway_events"."outcome" = 'held';--> statement-breakpoint
CREATE INDEX "gateway_orders_order_idx" ON "gateway_orders" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "gateway_orders_open_idx" ON "gateway_orders" USING btree ("created_at") WHERE "gateway_orders"."status" = 'open';--> statement-breakpoint
CREATE INDEX "gateway_payments_order_idx" ON "gateway_payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "gateway_refunds_order_idx" ON "gateway_refunds" USING btree ("order_id");