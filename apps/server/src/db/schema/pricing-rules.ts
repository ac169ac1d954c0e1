import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { cascadingListingId } from './listings.ts';
import { cascadingHostId } from './users.ts';

/**
 * A host's pricing rule (docs/requirements/host.md#R-H18, decision 0081): a signed percent applied to the stays of
 * the listings it is attached to. Only the kind's own number is set (contract pricing-rules.ts).
 */
export const pricingRules = pgTable(
  'pricing_rules',
  {
    id: serial('id').primaryKey(),
    hostId: cascadingHostId().notNull(),
    kind: text('kind').notNull(),
    percent: integer('percent').notNull(),
    days: integer('days'),
    nights: integer('nights'),
    minimumNights: integer('minimum_nights'),
    ...timestamps(),
  },
  (t) => [
    index('pricing_rules_host_idx').on(t.hostId, t.id),
    check(
      'pricing_rules_kind',
      sql`${t.kind} IN ('last_minute', 'far_out', 'orphan_nights', 'length_of_stay')`,
    ),
    check('pricing_rules_percent', sql`${t.percent} <> 0 AND ${t.percent} >= -90 AND ${t.percent} <= 100`),
  ],
);

/** Which listings a rule applies to. Read per listing by the price (booking) and per page row by the search. */
export const pricingRuleListings = pgTable(
  'pricing_rule_listings',
  {
    ruleId: integer('rule_id')
      .notNull()
      .references(() => pricingRules.id, { onDelete: 'cascade' }),
    listingId: cascadingListingId().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.ruleId, t.listingId] }),
    index('pricing_rule_listings_listing_idx').on(t.listingId, t.ruleId),
  ],
);
