ALTER TABLE "search_terms" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "search_terms" CASCADE;--> statement-breakpoint
DROP INDEX "products_search_document_idx";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "search_document";