ALTER TABLE "subscribers" ADD COLUMN "confirmation_token_hash" text;--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "confirmation_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "unsubscribe_token" text DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "unsubscribed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "subscribers_confirmation_token_unique" ON "subscribers" USING btree ("confirmation_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "subscribers_unsubscribe_token_unique" ON "subscribers" USING btree ("unsubscribe_token");--> statement-breakpoint
-- Addresses that signed up before double opt-in existed count as confirmed (they were already subscribers).
UPDATE "subscribers" SET "confirmed_at" = "created_at" WHERE "confirmed_at" IS NULL;
