ALTER TABLE "payments" ADD COLUMN "taxes_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "taxes_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A stay's charge carries the reservation's taxes (one charge a stay: its total).
UPDATE "payments" SET "taxes_minor" = LEAST(r."taxes_minor", "payments"."amount_minor")
  FROM "reservations" r
  WHERE r."id" = "payments"."reservation_id" AND "payments"."kind" = 'stay' AND r."taxes_minor" > 0;--> statement-breakpoint
-- Earlier refunds took the taxes in proportion (what the fee rule assumed until now), so no payout moves.
UPDATE "refunds" SET "taxes_minor" = ("refunds"."amount_minor" * p."taxes_minor") / p."amount_minor"
  FROM "payments" p
  WHERE p."id" = "refunds"."payment_id" AND p."taxes_minor" > 0 AND p."amount_minor" > 0;
