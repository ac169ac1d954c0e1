ALTER TABLE "reviews" ADD COLUMN "listing_id" integer;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reservation_id" integer;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "rating" smallint;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_reservation_unique" ON "reviews" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "reviews_listing_idx" ON "reviews" USING btree ("listing_id","created_at");--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_stay_complete" CHECK (("reviews"."reservation_id" IS NULL AND "reviews"."listing_id" IS NULL AND "reviews"."rating" IS NULL) OR ("reviews"."reservation_id" IS NOT NULL AND "reviews"."listing_id" IS NOT NULL AND "reviews"."rating" BETWEEN 1 AND 5));--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_message_length" CHECK (char_length("reviews"."message") <= 5000);
