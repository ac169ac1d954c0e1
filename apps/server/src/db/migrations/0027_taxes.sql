ALTER TABLE "listings" ADD COLUMN "taxes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "taxes_minor" bigint DEFAULT 0 NOT NULL;
