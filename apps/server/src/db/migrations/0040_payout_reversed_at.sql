ALTER TABLE "payouts" ADD COLUMN "reversed_at" timestamp with time zone;--> statement-breakpoint
-- Payouts reversed before this column: their last change is the best date known.
UPDATE "payouts" SET "reversed_at" = "updated_at" WHERE "status" = 'reversed';
