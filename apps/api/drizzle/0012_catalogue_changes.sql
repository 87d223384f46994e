CREATE TABLE "catalogue_changes" (
	"version" integer PRIMARY KEY NOT NULL,
	"product_ids" integer[],
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
