-- Copies of one open inquiry stored before this index existed: keep the first, cancel (status 5) the rest,
-- so the unique index below can be built.
UPDATE "reservations" AS r SET "status_id" = 5
WHERE r."status_id" = 1 AND EXISTS (
  SELECT 1 FROM "reservations" AS o
  WHERE o."status_id" = 1 AND o."listing_id" = r."listing_id"
    AND lower(o."email_address") = lower(r."email_address")
    AND o."start_date" = r."start_date" AND o."end_date" = r."end_date" AND o."id" < r."id"
);
--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_open_inquiry_unique" ON "reservations" USING btree ("listing_id",lower("email_address"),"start_date","end_date") WHERE "reservations"."status_id" = 1;
