-- btree_gist lets one exclusion constraint combine listing_id (=) with a daterange (&&).
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
-- pg_trgm serves fuzzy place-name matching.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
