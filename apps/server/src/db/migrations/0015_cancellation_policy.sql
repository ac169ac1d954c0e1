ALTER TABLE "listings" ADD COLUMN "cancellation_policy" text DEFAULT 'moderate' NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "cancellation_policy" text DEFAULT 'moderate' NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_cancellation_policy_known" CHECK ("listings"."cancellation_policy" IN ('flexible', 'moderate', 'strict'));--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_cancellation_policy_known" CHECK ("reservations"."cancellation_policy" IN ('flexible', 'moderate', 'strict'));