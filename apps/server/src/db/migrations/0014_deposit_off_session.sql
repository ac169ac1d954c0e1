ALTER TABLE "payments" DROP CONSTRAINT "payments_kind";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "customer_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "setup_future_usage" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "deposit_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "deposit_consent_version" text;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_kind" CHECK ("payments"."kind" in ('stay', 'deposit', 'deposit_claim'));