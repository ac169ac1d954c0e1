-- Half bathrooms (decision 0094): whole numbers convert exactly, so every listing keeps its value.
ALTER TABLE "listings" ALTER COLUMN "number_of_bathrooms" SET DATA TYPE numeric(4, 1);--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_bathrooms_half_steps" CHECK ("listings"."number_of_bathrooms" IS NULL OR "listings"."number_of_bathrooms" * 2 = trunc("listings"."number_of_bathrooms" * 2));
