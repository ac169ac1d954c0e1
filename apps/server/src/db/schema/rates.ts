import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial } from 'drizzle-orm/pg-core';
import { createdAt, money } from './columns.ts';
import { cascadingListingId } from './listings.ts';

/**
 * A host's price (and optional minimum stay) for the nights `[start_date, end_date)` of one listing
 * (docs/requirements/bookings.md#R-B5, decision 0046). Ranges may overlap: the latest (highest id) wins for the nights it covers.
 * Money in minor units of the listing's currency.
 */
export const listingRates = pgTable(
  'listing_rates',
  {
    id: serial('id').primaryKey(),
    listingId: cascadingListingId().notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    priceMinor: money('price_minor').notNull(),
    minimumNights: integer('minimum_nights'),
    createdAt: createdAt(),
  },
  (t) => [
    // Covers what a search card's price reads, so a page's rate ranges come from the index alone (decision 0045).
    index('listing_rates_listing_idx').on(
      t.listingId,
      t.endDate,
      t.startDate,
      t.id,
      t.priceMinor,
      t.minimumNights,
    ),
    check('listing_rates_dates_ordered', sql`${t.endDate} > ${t.startDate}`),
    check('listing_rates_price_positive', sql`${t.priceMinor} > 0`),
    check('listing_rates_minimum_nights', sql`${t.minimumNights} IS NULL OR ${t.minimumNights} >= 1`),
  ],
);
