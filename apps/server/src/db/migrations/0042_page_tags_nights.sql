-- A listing's nights apart from the listing (decision record 0105): its rates, availability, reservations,
-- blocks and pricing rules record `nights:<id>` instead of `listing:<id>`, so a booking, a hold, a channel sync
-- or a price for some nights drops the pages that show those nights (its stay page, searches by dates) and no
-- longer the home page or a category page, whose cards show the listing without dates. `how` (TG_ARGV[0]) gains
-- 'nights:<column>' (the row's listing) and 'host-nights:<column>' (every listing of that host).
CREATE OR REPLACE FUNCTION "record_page_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  how text := TG_ARGV[0];
  tags text[] := ARRAY['any'];
  r jsonb;
  i int;
BEGIN
  FOR i IN 1 .. TG_NARGS - 1 LOOP
    tags := tags || TG_ARGV[i];
  END LOOP;
  FOREACH r IN ARRAY ARRAY[
    CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) END,
    CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) END
  ] LOOP
    CONTINUE WHEN r IS NULL;
    IF how = 'id' OR how = 'listing_id' THEN
      IF r ->> how IS NOT NULL THEN
        tags := tags || ('listing:' || (r ->> how));
      END IF;
    ELSIF how LIKE 'nights:%' THEN
      IF r ->> substr(how, 8) IS NOT NULL THEN
        tags := tags || ('nights:' || (r ->> substr(how, 8)));
      END IF;
    ELSIF how LIKE 'host:%' THEN
      tags := tags || ARRAY(
        SELECT 'listing:' || l.id FROM listings l WHERE l.host_id = (r ->> substr(how, 6))::int
      );
    ELSIF how LIKE 'host-nights:%' THEN
      tags := tags || ARRAY(
        SELECT 'nights:' || l.id FROM listings l WHERE l.host_id = (r ->> substr(how, 13))::int
      );
    END IF;
  END LOOP;
  INSERT INTO page_changes ("tag") SELECT DISTINCT unnest(tags) ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- The allow-list (migration 0041's), the nights' tables now recording `nights:<id>`.
CREATE OR REPLACE FUNCTION "watch_page_tables"() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  w record;
BEGIN
  FOR w IN
    SELECT * FROM (VALUES
      ('listings', ARRAY['id', 'listings']),
      ('listing_images', ARRAY['listing_id']),
      ('listing_attachments', ARRAY['listing_id']),
      ('listing_rooms', ARRAY['listing_id']),
      ('listing_tags', ARRAY['listing_id']),
      ('listing_rates', ARRAY['nights:listing_id', 'calendars']),
      ('listing_availability', ARRAY['nights:listing_id', 'calendars']),
      ('reservations', ARRAY['nights:listing_id', 'calendars']),
      ('calendar_blocks', ARRAY['nights:listing_id', 'calendars']),
      ('pricing_rules', ARRAY['host-nights:host_id', 'calendars']),
      ('pricing_rule_listings', ARRAY['nights:listing_id', 'calendars']),
      ('reviews', ARRAY['listing_id', 'reviews']),
      ('users', ARRAY['host:id']),
      ('payment_accounts', ARRAY['host:user_id']),
      ('blogs', ARRAY['-', 'blog']),
      ('countries', ARRAY['-', 'lookups']),
      ('property_types', ARRAY['-', 'lookups']),
      ('room_types', ARRAY['-', 'lookups']),
      ('bathroom_types', ARRAY['-', 'lookups']),
      ('bed_types', ARRAY['-', 'lookups']),
      ('tags', ARRAY['-', 'lookups'])
    ) AS v(tbl, args)
    WHERE to_regclass(format('public.%I', v.tbl)) IS NOT NULL
      AND NOT EXISTS (
        SELECT 1 FROM pg_trigger g
        WHERE g.tgrelid = to_regclass(format('public.%I', v.tbl)) AND g.tgname = 'page_tags_record'
      )
  LOOP
    EXECUTE format(
      'CREATE CONSTRAINT TRIGGER page_tags_record AFTER INSERT OR UPDATE OR DELETE ON %I '
      'DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION record_page_change(%s)',
      w.tbl, (SELECT string_agg(quote_literal(a), ', ') FROM unnest(w.args) a));
  END LOOP;
END;
$$;
--> statement-breakpoint
-- The nights' tables had their triggers made with `listing_id`: made again with the new arguments.
DROP TRIGGER IF EXISTS page_tags_record ON "listing_rates";
--> statement-breakpoint
DROP TRIGGER IF EXISTS page_tags_record ON "listing_availability";
--> statement-breakpoint
DROP TRIGGER IF EXISTS page_tags_record ON "reservations";
--> statement-breakpoint
DROP TRIGGER IF EXISTS page_tags_record ON "calendar_blocks";
--> statement-breakpoint
DROP TRIGGER IF EXISTS page_tags_record ON "pricing_rules";
--> statement-breakpoint
DROP TRIGGER IF EXISTS page_tags_record ON "pricing_rule_listings";
--> statement-breakpoint
SELECT "watch_page_tables"();
