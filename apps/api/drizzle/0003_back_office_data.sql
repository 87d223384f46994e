-- Payments become rows of money that moved: the placeholder 'pending' row each order got when it was
-- placed is not money and goes. No order could leave 'placed' nor be paid before the back office, so
-- no order holds a status the new constraints refuse.
DELETE FROM "payments" WHERE "status" <> 'paid';--> statement-breakpoint
UPDATE "payments" SET "method" = 'bank_transfer' WHERE "method" = 'bank-transfer';
