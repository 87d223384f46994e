CREATE TABLE "gst_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"hsn_code" text NOT NULL,
	"description" text NOT NULL,
	"rate_hundredths" integer NOT NULL,
	"effective_from" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gst_rates_hsn_day_unique" UNIQUE("hsn_code","effective_from")
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "legal_name" text;--> statement-breakpoint
-- The rates in force from 22 September 2025 (GST Council, 56th meeting; docs/decisions.md names the sources and what could not be confirmed). The owner corrects them in the back office.
INSERT INTO "gst_rates" ("hsn_code", "description", "rate_hundredths", "effective_from") VALUES
  ('9405', 'Lamps and lighting fittings', 1800, '2025-09-22'),
  ('8539', 'Electric filament or discharge lamps; light-emitting diode (LED) light sources', 1800, '2025-09-22')
ON CONFLICT DO NOTHING;
