ALTER TABLE "search_terms" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "content_pages" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "search_terms" CASCADE;--> statement-breakpoint
DROP TABLE "content_pages" CASCADE;--> statement-breakpoint
DROP INDEX "products_search_document_idx";--> statement-breakpoint
ALTER TABLE "blog_posts" ALTER COLUMN "cover_key" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "blog_posts" ALTER COLUMN "published_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "eway_bill_valid_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "starts_on" date;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "ends_on" date;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "blog_posts_title_trgm_idx" ON "blog_posts" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_eway_bill_number_idx" ON "orders" USING btree ("eway_bill_number") WHERE "orders"."eway_bill_number" is not null;--> statement-breakpoint
CREATE INDEX "orders_payments_awaited_idx" ON "orders" USING btree ("website_id","total","amount_paid","amount_refunded") WHERE "orders"."status" <> 'cancelled' and "orders"."payment_status" in ('pending', 'partially_paid');--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "search_document";