CREATE TABLE "payment_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"day" date NOT NULL,
	"channel" text NOT NULL,
	"reason" text NOT NULL,
	"amount" bigint NOT NULL,
	"invoices" jsonb NOT NULL,
	"mail_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_reminders_channel_valid" CHECK ("payment_reminders"."channel" in ('mail')),
	CONSTRAINT "payment_reminders_reason_valid" CHECK ("payment_reminders"."reason" in ('before', 'due', 'after'))
);
--> statement-breakpoint
CREATE TABLE "reminder_pauses" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"paused_by" integer,
	"paused_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox_mails" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "payment_reminders" ADD CONSTRAINT "payment_reminders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_reminders" ADD CONSTRAINT "payment_reminders_mail_id_outbox_mails_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."outbox_mails"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_pauses" ADD CONSTRAINT "reminder_pauses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_pauses" ADD CONSTRAINT "reminder_pauses_paused_by_staff_id_fk" FOREIGN KEY ("paused_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_reminders_once_a_day" ON "payment_reminders" USING btree ("customer_id","day","channel");--> statement-breakpoint
CREATE INDEX "payment_reminders_customer_idx" ON "payment_reminders" USING btree ("customer_id","created_at");