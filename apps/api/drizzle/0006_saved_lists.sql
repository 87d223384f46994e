CREATE TABLE "saved_cart_lines" (
	"customer_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_cart_lines_customer_id_product_id_pk" PRIMARY KEY("customer_id","product_id"),
	CONSTRAINT "saved_cart_lines_quantity_positive" CHECK ("saved_cart_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "saved_list_items" (
	"customer_id" integer NOT NULL,
	"list" text NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_list_items_customer_id_list_product_id_pk" PRIMARY KEY("customer_id","list","product_id"),
	CONSTRAINT "saved_list_items_list_known" CHECK ("saved_list_items"."list" in ('wishlist', 'compare'))
);
--> statement-breakpoint
ALTER TABLE "saved_cart_lines" ADD CONSTRAINT "saved_cart_lines_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_cart_lines" ADD CONSTRAINT "saved_cart_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_list_items" ADD CONSTRAINT "saved_list_items_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_list_items" ADD CONSTRAINT "saved_list_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_cart_lines_product_idx" ON "saved_cart_lines" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "saved_list_items_product_idx" ON "saved_list_items" USING btree ("product_id");