CREATE TABLE "pricing_rule_listings" (
	"rule_id" integer NOT NULL,
	"listing_id" integer NOT NULL,
	CONSTRAINT "pricing_rule_listings_rule_id_listing_id_pk" PRIMARY KEY("rule_id","listing_id")
);
--> statement-breakpoint
CREATE TABLE "pricing_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"host_id" integer NOT NULL,
	"kind" text NOT NULL,
	"percent" integer NOT NULL,
	"days" integer,
	"nights" integer,
	"minimum_nights" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pricing_rules_kind" CHECK ("pricing_rules"."kind" IN ('last_minute', 'far_out', 'orphan_nights', 'length_of_stay')),
	CONSTRAINT "pricing_rules_percent" CHECK ("pricing_rules"."percent" <> 0 AND "pricing_rules"."percent" >= -90 AND "pricing_rules"."percent" <= 100)
);
--> statement-breakpoint
ALTER TABLE "pricing_rule_listings" ADD CONSTRAINT "pricing_rule_listings_rule_id_pricing_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."pricing_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pricing_rule_listings" ADD CONSTRAINT "pricing_rule_listings_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pricing_rules" ADD CONSTRAINT "pricing_rules_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pricing_rule_listings_listing_idx" ON "pricing_rule_listings" USING btree ("listing_id","rule_id");--> statement-breakpoint
CREATE INDEX "pricing_rules_host_idx" ON "pricing_rules" USING btree ("host_id","id");
--> statement-breakpoint
-- Pricing rules change what a stay page and a search by dates show (docs/requirements/host.md#R-H18): both tables
-- join the page cache's allow-list (decision record 0096). A rule's own row tags every listing of its host; a
-- rule's listing rows tag their listing. Same function as migration 0037's, with the two tables added.
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
      ('pricing_rules', ARRAY['host:host_id', 'calendars']),
      ('pricing_rule_listings', ARRAY['listing_id', 'calendars']),
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
