ALTER TABLE "listings" ALTER COLUMN "ical_token" SET DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');--> statement-breakpoint
ALTER TABLE "calendar_blocks" ADD COLUMN "conflict_notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "channel_calendars" ADD COLUMN "last_success_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "channel_calendars" ADD COLUMN "event_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "channel_calendars" ADD COLUMN "failure_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "channel_calendars" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "channel_calendars" ADD COLUMN "next_sync_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "channel_calendars" ADD COLUMN "etag" text;--> statement-breakpoint
ALTER TABLE "channel_calendars" ADD COLUMN "last_modified" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
CREATE INDEX "channel_calendars_due_idx" ON "channel_calendars" USING btree ("next_sync_at");--> statement-breakpoint
ALTER TABLE "calendar_blocks" ADD CONSTRAINT "calendar_blocks_calendar_uid_unique" UNIQUE("channel_calendar_id","uid");--> statement-breakpoint
-- Export tokens were md5(random()): not a cryptographic source. Every listing gets a new one (old feed
-- URLs stop working; hosts paste the new address into their channels).
UPDATE "listings" SET "ical_token" = encode(sha256((gen_random_uuid()::text || gen_random_uuid()::text)::bytea), 'hex');--> statement-breakpoint
-- Existing listings take their zone from their city, else their country (contract time-zones.ts at the time).
UPDATE "listings" l SET "time_zone" = z.zone FROM (VALUES
  ('AT', 'Europe/Vienna'),
  ('BE', 'Europe/Brussels'),
  ('CH', 'Europe/Zurich'),
  ('CZ', 'Europe/Prague'),
  ('DE', 'Europe/Berlin'),
  ('DK', 'Europe/Copenhagen'),
  ('ES', 'Europe/Madrid'),
  ('FI', 'Europe/Helsinki'),
  ('FR', 'Europe/Paris'),
  ('GB', 'Europe/London'),
  ('GR', 'Europe/Athens'),
  ('HR', 'Europe/Zagreb'),
  ('IE', 'Europe/Dublin'),
  ('IS', 'Atlantic/Reykjavik'),
  ('IT', 'Europe/Rome'),
  ('JP', 'Asia/Tokyo'),
  ('MA', 'Africa/Casablanca'),
  ('NL', 'Europe/Amsterdam'),
  ('NO', 'Europe/Oslo'),
  ('NZ', 'Pacific/Auckland'),
  ('PL', 'Europe/Warsaw'),
  ('PT', 'Europe/Lisbon'),
  ('SE', 'Europe/Stockholm'),
  ('TH', 'Asia/Bangkok'),
  ('TR', 'Europe/Istanbul'),
  ('ZA', 'Africa/Johannesburg')
) AS z(country, zone) WHERE upper(l.country) = z.country;--> statement-breakpoint
UPDATE "listings" l SET "time_zone" = z.zone FROM (VALUES
  ('new york', 'America/New_York'),
  ('boston', 'America/New_York'),
  ('miami', 'America/New_York'),
  ('chicago', 'America/Chicago'),
  ('austin', 'America/Chicago'),
  ('denver', 'America/Denver'),
  ('los angeles', 'America/Los_Angeles'),
  ('san francisco', 'America/Los_Angeles'),
  ('seattle', 'America/Los_Angeles'),
  ('honolulu', 'Pacific/Honolulu'),
  ('toronto', 'America/Toronto'),
  ('vancouver', 'America/Vancouver'),
  ('sydney', 'Australia/Sydney'),
  ('melbourne', 'Australia/Melbourne'),
  ('perth', 'Australia/Perth'),
  ('mexico city', 'America/Mexico_City'),
  ('rio de janeiro', 'America/Sao_Paulo'),
  ('são paulo', 'America/Sao_Paulo')
) AS z(city, zone) WHERE lower(l.city) = z.city;
