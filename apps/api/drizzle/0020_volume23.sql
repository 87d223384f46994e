CREATE TABLE "product_price_floors" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"price" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_price_floors_price_non_negative" CHECK ("product_price_floors"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "product_volume_prices" (
	"product_id" integer NOT NULL,
	"customer_group_id" integer NOT NULL,
	"min_quantity" integer NOT NULL,
	"price" integer NOT NULL,
	CONSTRAINT "product_volume_prices_product_id_customer_group_id_min_quantity_pk" PRIMARY KEY("product_id","customer_group_id","min_quantity"),
	CONSTRAINT "product_volume_prices_quantity_min" CHECK ("product_volume_prices"."min_quantity" >= 2),
	CONSTRAINT "product_volume_prices_price_positive" CHECK ("product_volume_prices"."price" > 0)
);
--> statement-breakpoint
ALTER TABLE "product_price_floors" ADD CONSTRAINT "product_price_floors_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_volume_prices" ADD CONSTRAINT "product_volume_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_volume_prices" ADD CONSTRAINT "product_volume_prices_customer_group_id_customer_groups_id_fk" FOREIGN KEY ("customer_group_id") REFERENCES "public"."customer_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_volume_prices_group_idx" ON "product_volume_prices" USING btree ("customer_group_id");