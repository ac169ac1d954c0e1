-- The guarantee behind "no double booking": two date-holding reservations (3 awaiting payment,
-- 4 payment processing, 6 paid) of one listing can never overlap. Stays are half-open, so a
-- check-out day may be the next check-in. The GiST index behind it also serves availability probes.
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_no_overlap"
  EXCLUDE USING gist ("listing_id" WITH =, "stay" WITH &&) WHERE ("status_id" IN (3, 4, 6));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "calendar_blocks_stay_gist" ON "calendar_blocks" USING gist ("listing_id", "stay");
