ALTER TABLE "calendar_blocks" ADD COLUMN "guest_name" text;--> statement-breakpoint
ALTER TABLE "calendar_blocks" ADD COLUMN "host_note" text;