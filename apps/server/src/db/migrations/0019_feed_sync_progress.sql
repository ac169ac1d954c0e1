ALTER TABLE "channel_calendars" ADD COLUMN "sync_phase" text;--> statement-breakpoint
ALTER TABLE "channel_calendars" ADD COLUMN "sync_events" integer;--> statement-breakpoint
ALTER TABLE "channel_calendars" ADD COLUMN "sync_started_at" timestamp with time zone;