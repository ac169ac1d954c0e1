-- Decision 0020: minor units are Stripe's. ICU (the old money.ts) gave these currencies no decimals where Stripe
-- counts hundredths, so their prices were stored in whole units (HUF 30,000 as 30000, charged as HUF 300).
-- Prices and price snapshots become hundredths. Payments, refunds and captures are left as they are: they hold
-- what was sent to the provider, which is already in Stripe's units.
UPDATE "listings" SET
  "price_minor" = "price_minor" * 100,
  "extra_person_price_minor" = "extra_person_price_minor" * 100,
  "refundable_damage_deposit_minor" = "refundable_damage_deposit_minor" * 100,
  "cleaning_fee_minor" = "cleaning_fee_minor" * 100
WHERE upper("currency_code") IN ('AFN', 'ALL', 'COP', 'HUF', 'IDR', 'ISK', 'LAK', 'LBP', 'MMK', 'PKR', 'SOS', 'YER');--> statement-breakpoint
UPDATE "reservations" SET
  "base_rate_minor" = "base_rate_minor" * 100,
  "total_price_minor" = "total_price_minor" * 100,
  "deposit_minor" = "deposit_minor" * 100,
  "price_breakdown" = (
    SELECT coalesce(jsonb_object_agg(e.key, CASE
      WHEN e.key LIKE '%Minor' AND jsonb_typeof(e.value) = 'number' THEN to_jsonb(e.value::text::numeric * 100)
      WHEN e.key = 'discount' AND jsonb_typeof(e.value -> 'amountMinor') = 'number'
        THEN jsonb_set(e.value, '{amountMinor}', to_jsonb((e.value ->> 'amountMinor')::numeric * 100))
      ELSE e.value END), '{}'::jsonb)
    FROM jsonb_each("reservations"."price_breakdown") AS e
  )
WHERE upper("currency") IN ('AFN', 'ALL', 'COP', 'HUF', 'IDR', 'ISK', 'LAK', 'LBP', 'MMK', 'PKR', 'SOS', 'YER');--> statement-breakpoint
-- Three-decimal currencies are charged in steps of 10 (the last digit 0): a listing's prices round to it.
UPDATE "listings" SET
  "price_minor" = round("price_minor" / 10.0) * 10,
  "extra_person_price_minor" = round("extra_person_price_minor" / 10.0) * 10,
  "refundable_damage_deposit_minor" = round("refundable_damage_deposit_minor" / 10.0) * 10,
  "cleaning_fee_minor" = round("cleaning_fee_minor" / 10.0) * 10
WHERE upper("currency_code") IN ('BHD', 'JOD', 'KWD', 'OMR', 'TND');
