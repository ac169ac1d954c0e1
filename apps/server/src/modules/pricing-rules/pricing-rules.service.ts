import { type PricingRule, ruleSummary } from '@innkeep/contract/pricing-rules';
import {
  type PricingRuleInput,
  type PricingRuleWire,
  pricingRuleMessages,
  ruleFromInput,
} from '@innkeep/contract/pricing-rules-wire';
import type { Db, Tx } from '../../db/client.ts';
import { FieldErrors, notFound } from '../../lib/errors.ts';
import { ownListingIds } from '../listings/listings.service.ts';
import * as repo from './pricing-rules.repository.ts';

// The search reads a page's rules in its own query; the price and the calendar read them by listing.
export { listingRulesJson, orphanMinimumNightsSql, rulesOfListings } from './pricing-rules.repository.ts';

/** docs/requirements/host.md#R-H18: at most this many rules per host (each is read with every price). */
export const MAX_RULES_PER_HOST = 50;

const toWire = (row: repo.RuleRow): PricingRuleWire => ({
  id: row.id,
  kind: row.kind,
  percent: row.percent,
  days: row.days,
  nights: row.nights,
  minimum_nights: row.minimumNights,
  listing_ids: row.listingIds.map(Number),
  summary: ruleSummary(row),
  created_at: new Date(row.createdAt).toISOString(),
});

export async function listRules(db: Db, hostId: number): Promise<PricingRuleWire[]> {
  return (await repo.rulesOfHost(db, hostId)).map(toWire);
}

/** Every listing must be the host's (another host's or a deleted one is a 404, as a rate's listing is). */
async function ownListings(tx: Tx, hostId: number, ids: readonly number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  const own = await ownListingIds(tx, hostId, unique);
  if (own.length !== unique.length) throw notFound('Listing not found');
  return unique.sort((a, b) => a - b);
}

export async function createRule(db: Db, hostId: number, input: PricingRuleInput): Promise<PricingRuleWire> {
  return db.transaction(async (tx) => {
    const listingIds = await ownListings(tx, hostId, input.listing_ids);
    if ((await repo.countOfHost(tx, hostId)) >= MAX_RULES_PER_HOST) {
      throw FieldErrors.of('kind', pricingRuleMessages.limit);
    }
    const id = await repo.insertRule(tx, hostId, ruleFromInput(input), listingIds);
    const row = await repo.ruleOfHost(tx, hostId, id);
    return toWire(row!);
  });
}

export async function updateRule(
  db: Db,
  hostId: number,
  id: number,
  input: PricingRuleInput,
): Promise<PricingRuleWire> {
  return db.transaction(async (tx) => {
    if (!(await repo.ruleOfHost(tx, hostId, id))) throw notFound('Pricing rule not found');
    const listingIds = await ownListings(tx, hostId, input.listing_ids);
    await repo.updateRule(tx, id, ruleFromInput(input), listingIds);
    const row = await repo.ruleOfHost(tx, hostId, id);
    return toWire(row!);
  });
}

export async function deleteRule(db: Db, hostId: number, id: number): Promise<void> {
  if (!(await repo.ruleOfHost(db, hostId, id))) throw notFound('Pricing rule not found');
  await repo.deleteRule(db, id);
}

/** One listing's rules, read in the caller's transaction (the booking prices with them). */
export async function rulesOfListing(tx: Tx, listingId: number): Promise<PricingRule[]> {
  return (await repo.rulesOfListings(tx, [listingId])).get(listingId) ?? [];
}
