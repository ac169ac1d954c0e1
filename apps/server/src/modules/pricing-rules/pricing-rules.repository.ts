import type { PricingRule, PricingRuleKind } from '@innkeep/contract/pricing-rules';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { listings } from '../../db/schema/listings.ts';
import { pricingRuleListings, pricingRules } from '../../db/schema/pricing-rules.ts';

export interface RuleRow extends PricingRule {
  hostId: number;
  createdAt: Date;
  listingIds: number[];
}

/** A rule as the contract's PricingRule: what a price needs. */
const pricingRuleColumns = {
  id: pricingRules.id,
  kind: sql<PricingRuleKind>`${pricingRules.kind}`,
  percent: pricingRules.percent,
  days: pricingRules.days,
  nights: pricingRules.nights,
  minimumNights: pricingRules.minimumNights,
};

const ruleColumns = {
  ...pricingRuleColumns,
  hostId: pricingRules.hostId,
  createdAt: pricingRules.createdAt,
  // The listings that are not deleted, in id order. Qualified by hand: drizzle leaves a single table's
  // columns unqualified, which inside this subquery would name the subquery's own tables.
  listingIds: sql<number[]>`coalesce((select array_agg(rl.listing_id order by rl.listing_id)
    from ${pricingRuleListings} rl join ${listings} l on l.id = rl.listing_id and l.deleted_at is null
    where rl.rule_id = "pricing_rules"."id"), '{}')`,
};

export function rulesOfHost(db: Tx, hostId: number): Promise<RuleRow[]> {
  return db
    .select(ruleColumns)
    .from(pricingRules)
    .where(eq(pricingRules.hostId, hostId))
    .orderBy(asc(pricingRules.id));
}

export async function ruleOfHost(db: Tx, hostId: number, id: number): Promise<RuleRow | null> {
  const [row] = await db
    .select(ruleColumns)
    .from(pricingRules)
    .where(and(eq(pricingRules.id, id), eq(pricingRules.hostId, hostId)));
  return row ?? null;
}

export async function countOfHost(db: Tx, hostId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(pricingRules)
    .where(eq(pricingRules.hostId, hostId));
  return Number(row?.n ?? 0);
}

type RuleValues = Omit<PricingRule, 'id'>;

export async function insertRule(db: Tx, hostId: number, values: RuleValues, listingIds: readonly number[]) {
  const [row] = await db
    .insert(pricingRules)
    .values({ hostId, ...values })
    .returning({ id: pricingRules.id });
  await setListings(db, row!.id, listingIds);
  return row!.id;
}

export async function updateRule(db: Tx, id: number, values: RuleValues, listingIds: readonly number[]) {
  await db.update(pricingRules).set(values).where(eq(pricingRules.id, id));
  await db.delete(pricingRuleListings).where(eq(pricingRuleListings.ruleId, id));
  await setListings(db, id, listingIds);
}

async function setListings(db: Tx, ruleId: number, listingIds: readonly number[]) {
  if (listingIds.length === 0) return;
  await db.insert(pricingRuleListings).values(listingIds.map((listingId) => ({ ruleId, listingId })));
}

export async function deleteRule(db: Tx, id: number): Promise<void> {
  await db.delete(pricingRules).where(eq(pricingRules.id, id));
}

/** The rules of these listings (what a price and the calendar's marks need), by listing. */
export async function rulesOfListings(
  db: Tx,
  listingIds: readonly number[],
): Promise<Map<number, PricingRule[]>> {
  const map = new Map<number, PricingRule[]>();
  if (listingIds.length === 0) return map;
  const rows = await db
    .select({ listingId: pricingRuleListings.listingId, ...pricingRuleColumns })
    .from(pricingRuleListings)
    .innerJoin(pricingRules, eq(pricingRules.id, pricingRuleListings.ruleId))
    .where(inArray(pricingRuleListings.listingId, [...listingIds]))
    .orderBy(asc(pricingRules.id));
  for (const { listingId, ...rule } of rows) {
    const list = map.get(listingId);
    if (list) list.push(rule);
    else map.set(listingId, [rule]);
  }
  return map;
}

/**
 * A listing's rules as JSON, for a query that reads a page of listings (the search): one index probe per page
 * row on `pricing_rule_listings (listing_id, rule_id)` and the rules' primary key.
 */
export const listingRulesJson = (listingId: unknown) =>
  sql<
    PricingRule[]
  >`(select coalesce(json_agg(json_build_object('id', r.id, 'kind', r.kind, 'percent', r.percent,
    'days', r.days, 'nights', r.nights, 'minimumNights', r.minimum_nights) order by r.id), '[]'::json)
    from ${pricingRuleListings} rl join ${pricingRules} r on r.id = rl.rule_id where rl.listing_id = ${listingId})`;

/**
 * The minimum stay inside an orphan gap for a listing, in SQL (the search's availability filter): the
 * orphan-night rule with the lowest percent, as contract `orphanRule` picks it (ties: the first by id), or
 * null without one. One index probe of `pricing_rule_listings (listing_id, rule_id)`.
 */
export const orphanMinimumNightsSql = (listingId: unknown) =>
  sql<number | null>`(select r.minimum_nights from ${pricingRuleListings} rl join ${pricingRules} r
    on r.id = rl.rule_id where rl.listing_id = ${listingId} and r.kind = 'orphan_nights'
    order by r.percent, r.id limit 1)`;
