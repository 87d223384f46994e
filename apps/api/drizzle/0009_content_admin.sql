ALTER TABLE "content_pages" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "content_pages" CASCADE;--> statement-breakpoint
ALTER TABLE "blog_posts" ALTER COLUMN "cover_key" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "blog_posts" ALTER COLUMN "published_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "starts_on" date;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "ends_on" date;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "blog_posts_title_trgm_idx" ON "blog_posts" USING gin (lower("title") gin_trgm_ops);