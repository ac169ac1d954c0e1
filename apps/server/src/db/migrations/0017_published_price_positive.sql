-- A listing published at 0 before the rule goes back to draft: its host sets a price and publishes again.
UPDATE "listings" SET "draft" = true WHERE "draft" = false AND "price_minor" = 0;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_published_price_positive" CHECK ("listings"."draft" OR "listings"."price_minor" IS NULL OR "listings"."price_minor" > 0);
