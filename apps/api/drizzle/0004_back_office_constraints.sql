ALTER TABLE "orders" DROP CONSTRAINT "orders_status_valid";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_status_valid";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_status_valid";--> statement-breakpoint
ALTER TABLE "outbox_mails" ADD COLUMN "reply_to" text;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "mfa_last_time_step" integer;--> statement-breakpoint
CREATE INDEX "products_low_stock_idx" ON "products" USING btree ("stock","id") WHERE "products"."stock" <= "products"."minimum_quantity";--> statement-breakpoint
ALTER TABLE "payments" DROP COLUMN "status";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_state_valid" CHECK ("orders"."status" in ('placed', 'confirmed', 'packed', 'dispatched', 'delivered', 'cancelled'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_state_valid" CHECK ("orders"."payment_status" in ('pending', 'partially_paid', 'paid', 'partially_refunded', 'refunded'));