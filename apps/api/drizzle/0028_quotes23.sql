CREATE TABLE "quote_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"title" text NOT NULL,
	"sku" text NOT NULL,
	"quantity" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "quote_lines_quantity_positive" CHECK ("quote_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "quote_round_prices" (
	"round_id" integer NOT NULL,
	"line_id" integer NOT NULL,
	"price" bigint NOT NULL,
	CONSTRAINT "quote_round_prices_positive" CHECK ("quote_round_prices"."price" > 0)
);
--> statement-breakpoint
CREATE TABLE "quote_rounds" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"round" integer NOT NULL,
	"ask_message" text,
	"asked_at" timestamp with time zone NOT NULL,
	"offered_at" timestamp with time zone,
	"offered_by" integer,
	"valid_until" date,
	"shipping" bigint,
	"packing" bigint,
	"offer_message" text,
	CONSTRAINT "quote_rounds_fees_not_negative" CHECK (coalesce("quote_rounds"."shipping", 0) >= 0 and coalesce("quote_rounds"."packing", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"website_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"state" text NOT NULL,
	"message" text,
	"wanted_by" date,
	"round" integer DEFAULT 1 NOT NULL,
	"order_id" integer,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotes_state_valid" CHECK ("quotes"."state" in ('requested', 'offered', 'accepted', 'expired', 'withdrawn')),
	CONSTRAINT "quotes_accepted_has_order" CHECK (("quotes"."state" = 'accepted') = ("quotes"."order_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_round_prices" ADD CONSTRAINT "quote_round_prices_round_id_quote_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."quote_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_round_prices" ADD CONSTRAINT "quote_round_prices_line_id_quote_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."quote_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_rounds" ADD CONSTRAINT "quote_rounds_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_rounds" ADD CONSTRAINT "quote_rounds_offered_by_staff_id_fk" FOREIGN KEY ("offered_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quote_lines_product_unique" ON "quote_lines" USING btree ("quote_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_round_prices_unique" ON "quote_round_prices" USING btree ("round_id","line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_rounds_round_unique" ON "quote_rounds" USING btree ("quote_id","round");--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_number_unique" ON "quotes" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_order_unique" ON "quotes" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "quotes_customer_idx" ON "quotes" USING btree ("customer_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "quotes_state_idx" ON "quotes" USING btree ("state","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);