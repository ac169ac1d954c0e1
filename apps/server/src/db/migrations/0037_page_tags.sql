-- The page cache keyed by what a page read (decision record 0096, replacing migration 0016's one generation for
-- every change): a committed change records the tags of what it changed (`listing:<id>`, `listings`, `calendars`,
-- `blog`, `reviews`, `lookups`, and `any`) with its transaction id. A cached page took a snapshot before it
-- rendered; it still holds while no change to one of its tags is invisible to that snapshot. Only the tables a
-- public page reads are watched (the allow-list in watch_page_tables), never a table by default.
DO $$
DECLARE t text;
BEGIN
  FOR t IN
    SELECT c.relname FROM pg_trigger g JOIN pg_class c ON c.oid = g.tgrelid
    WHERE g.tgname = 'page_generation_bump'
  LOOP
    EXECUTE format('DROP TRIGGER page_generation_bump ON %I', t);
  END LOOP;
END;
$$;
--> statement-breakpoint
DROP FUNCTION IF EXISTS "bump_page_generation"();
--> statement-breakpoint
DROP SEQUENCE IF EXISTS "page_generation";
--> statement-breakpoint
-- Insert-only: a change takes no lock another writer waits on. `at` is the clock at commit (the trigger is
-- deferred), which is what pruning goes by.
CREATE TABLE "page_changes" (
  "tag" text NOT NULL,
  "xid" xid8 NOT NULL DEFAULT pg_current_xact_id(),
  "at" timestamp with time zone NOT NULL DEFAULT clock_timestamp(),
  PRIMARY KEY ("tag", "xid")
);
--> statement-breakpoint
CREATE INDEX "page_changes_at_idx" ON "page_changes" ("at");
--> statement-breakpoint
-- TG_ARGV[0] says how a row names the listings it belongs to: 'id' (the listings row itself), 'listing_id' (a
-- listing's rows), 'host:<column>' (a host's row: every listing of that host), '-' (none). The other arguments
-- are tags every change of the table records. Both the old and the new row count: a row that moves from one
-- listing to another changes both.
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
    ELSIF how LIKE 'host:%' THEN
      tags := tags || ARRAY(
        SELECT 'listing:' || l.id FROM listings l WHERE l.host_id = (r ->> substr(how, 6))::int
      );
    END IF;
  END LOOP;
  INSERT INTO page_changes ("tag") SELECT DISTINCT unnest(tags) ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- The allow-list: the tables public pages read, each with the tags its changes record. A table not named here
-- is not watched (sessions, messages, templates, automations, money records...): a page that starts reading
-- one must add it here, and the page's tags (spa.tags.ts) must name what it reads. The server runs this after
-- migrating (db/client.ts); it adds missing triggers and is safe to run again.
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
      ('listing_rates', ARRAY['listing_id', 'calendars']),
      ('listing_availability', ARRAY['listing_id', 'calendars']),
      ('reservations', ARRAY['listing_id', 'calendars']),
      ('calendar_blocks', ARRAY['listing_id', 'calendars']),
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
SELECT "watch_page_tables"();
