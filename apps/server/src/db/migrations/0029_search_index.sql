-- The search index covers what a search filters and sorts on, for bookable listings only: a city's candidates
-- are read from the index alone, a card's first image and its rate ranges from their indexes (decision record 0045).
DROP INDEX "listing_images_listing_idx";--> statement-breakpoint
DROP INDEX "listings_search_idx";--> statement-breakpoint
DROP INDEX "listing_rates_listing_idx";--> statement-breakpoint
CREATE INDEX "listing_images_listing_idx" ON "listing_images" USING btree ("listing_id","position","id");--> statement-breakpoint
CREATE INDEX "listings_search_idx" ON "listings" USING btree ("city_key","published_at","id","person_capacity","minimum_nights","maximum_nights") WHERE "listings"."draft" = false and "listings"."price_minor" is not null and "listings"."currency_code" is not null and "listings"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "listing_rates_listing_idx" ON "listing_rates" USING btree ("listing_id","end_date","start_date","id","price_minor","minimum_nights");