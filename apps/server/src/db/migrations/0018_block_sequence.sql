ALTER TABLE "calendar_blocks" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_blocks" ADD COLUMN "dates_changed_at" timestamp with time zone;