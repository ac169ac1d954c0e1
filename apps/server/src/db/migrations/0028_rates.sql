CREATE TABLE "listing_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"listing_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"price_minor" bigint NOT NULL,
	"minimum_nights" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_rates_dates_ordered" CHECK ("listing_rates"."end_date" > "listing_rates"."start_date"),
	CONSTRAINT "listing_rates_price_positive" CHECK ("listing_rates"."price_minor" > 0),
	CONSTRAINT "listing_rates_minimum_nights" CHECK ("listing_rates"."minimum_nights" IS NULL OR "listing_rates"."minimum_nights" >= 1)
);
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "weekend_price_minor" bigint;--> statement-breakpoint
ALTER TABLE "listing_rates" ADD CONSTRAINT "listing_rates_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_rates_listing_idx" ON "listing_rates" USING btree ("listing_id","end_date");--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_weekend_price_positive" CHECK ("listings"."weekend_price_minor" IS NULL OR "listings"."weekend_price_minor" > 0);
