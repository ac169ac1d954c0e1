CREATE TABLE "listing_availability" (
	"listing_id" integer PRIMARY KEY NOT NULL,
	"busy" datemultirange DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listing_availability" ADD CONSTRAINT "listing_availability_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The search's busy nights (decision record 0045). (3, 4, 6) are the date-holding statuses, the same literal
-- list as the exclusion constraint of 0002. Nights before two days ago are left out: no search asks for them.
CREATE OR REPLACE FUNCTION "refresh_listing_availability"(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE l integer;
BEGIN
  -- In id order, so two writers that touch the same listings take their locks in the same order.
  FOR l IN SELECT DISTINCT x FROM unnest(ids) x WHERE x IS NOT NULL ORDER BY x LOOP
    -- A listing being deleted takes its row with it (the cascade), so none is made for it.
    INSERT INTO listing_availability (listing_id) SELECT l WHERE EXISTS (SELECT 1 FROM listings WHERE id = l)
      ON CONFLICT (listing_id) DO NOTHING;
    -- Writers of one listing take turns here; the next statement then reads (READ COMMITTED) everything
    -- committed before the lock was granted, so two concurrent changes can never overwrite each other.
    PERFORM 1 FROM listing_availability WHERE listing_id = l FOR UPDATE;
    UPDATE listing_availability SET busy = coalesce((
      SELECT range_agg(s) FROM (
        SELECT stay AS s FROM reservations
          WHERE listing_id = l AND status_id IN (3, 4, 6) AND end_date >= current_date - 2
        UNION ALL
        SELECT stay FROM calendar_blocks WHERE listing_id = l AND end_date >= current_date - 2
      ) nights), '{}')
    WHERE listing_id = l;
  END LOOP;
END;
$$;
--> statement-breakpoint
-- One statement trigger per table and event: a bulk change (a feed import, the hold expiry job) refreshes each
-- listing once. Transition tables cannot go with UPDATE OF columns, so updates compare old and new here.
CREATE OR REPLACE FUNCTION "reservations_availability_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_listing_availability(array(SELECT listing_id FROM new_rows WHERE status_id IN (3, 4, 6)));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_listing_availability(array(SELECT listing_id FROM old_rows WHERE status_id IN (3, 4, 6)));
  ELSE
    PERFORM refresh_listing_availability(array(
      SELECT unnest(ARRAY[o.listing_id, n.listing_id]) FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.status_id IN (3, 4, 6) OR n.status_id IN (3, 4, 6))
        AND (o.status_id, o.listing_id, o.start_date, o.end_date)
          IS DISTINCT FROM (n.status_id, n.listing_id, n.start_date, n.end_date)));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "calendar_blocks_availability_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_listing_availability(array(SELECT listing_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_listing_availability(array(SELECT listing_id FROM old_rows));
  ELSE
    PERFORM refresh_listing_availability(array(
      SELECT unnest(ARRAY[o.listing_id, n.listing_id]) FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.listing_id, o.start_date, o.end_date) IS DISTINCT FROM (n.listing_id, n.start_date, n.end_date)));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "reservations_availability_insert" AFTER INSERT ON "reservations"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION reservations_availability_changed();
--> statement-breakpoint
CREATE TRIGGER "reservations_availability_update" AFTER UPDATE ON "reservations"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION reservations_availability_changed();
--> statement-breakpoint
CREATE TRIGGER "reservations_availability_delete" AFTER DELETE ON "reservations"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION reservations_availability_changed();
--> statement-breakpoint
CREATE TRIGGER "calendar_blocks_availability_insert" AFTER INSERT ON "calendar_blocks"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION calendar_blocks_availability_changed();
--> statement-breakpoint
CREATE TRIGGER "calendar_blocks_availability_update" AFTER UPDATE ON "calendar_blocks"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION calendar_blocks_availability_changed();
--> statement-breakpoint
CREATE TRIGGER "calendar_blocks_availability_delete" AFTER DELETE ON "calendar_blocks"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION calendar_blocks_availability_changed();
--> statement-breakpoint
INSERT INTO listing_availability (listing_id, busy)
SELECT listing_id, range_agg(s) FROM (
  SELECT listing_id, stay AS s FROM reservations WHERE status_id IN (3, 4, 6) AND end_date >= current_date - 2
  UNION ALL
  SELECT listing_id, stay FROM calendar_blocks WHERE end_date >= current_date - 2
) nights GROUP BY listing_id
ON CONFLICT (listing_id) DO NOTHING;
