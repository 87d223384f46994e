CREATE TABLE "requisition_list_lines" (
	"list_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "requisition_list_lines_list_id_product_id_pk" PRIMARY KEY("list_id","product_id"),
	CONSTRAINT "requisition_list_lines_quantity_positive" CHECK ("requisition_list_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "requisition_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"name" text NOT NULL,
	"share_token" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "requisition_list_lines" ADD CONSTRAINT "requisition_list_lines_list_id_requisition_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."requisition_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisition_list_lines" ADD CONSTRAINT "requisition_list_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisition_lists" ADD CONSTRAINT "requisition_lists_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "requisition_list_lines_product_idx" ON "requisition_list_lines" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "requisition_lists_customer_name_key" ON "requisition_lists" USING btree ("customer_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "requisition_lists_share_token_key" ON "requisition_lists" USING btree ("share_token");