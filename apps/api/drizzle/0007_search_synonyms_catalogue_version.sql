CREATE TABLE "catalogue_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalogue_version_single_row" CHECK ("catalogue_version"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "search_synonyms" (
	"id" serial PRIMARY KEY NOT NULL,
	"term" text NOT NULL,
	"expansion" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_synonyms_term_expansion_unique" UNIQUE("term","expansion"),
	CONSTRAINT "search_synonyms_term_lower" CHECK ("search_synonyms"."term" = lower(btrim("search_synonyms"."term")) and "search_synonyms"."term" <> ''),
	CONSTRAINT "search_synonyms_expansion_not_empty" CHECK (btrim("search_synonyms"."expansion") <> '')
);
