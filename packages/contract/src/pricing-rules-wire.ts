// The pricing rules' request and reply schemas, apart from the rules themselves (pricing-rules.ts): a public page
// prices cards with the rules and must not load zod and the contract's schemas for it (decision 0093).
import { z } from 'zod';
import { idOf } from './common.ts';
import { besideFieldErrors, parsedFields } from './cross-field.ts';
import { PRICING_RULE_KINDS, type PricingRule, type PricingRuleKind } from './pricing-rules.ts';

export const MAX_RULE_DAYS = 540;
export const MAX_DISCOUNT_PERCENT = 90;
export const MAX_PREMIUM_PERCENT = 100;

export const pricingRuleMessages = {
  kind: 'Choose a kind of rule',
  percentWhole: 'The percent must be a whole number',
  discount: `A discount must be from 1% to ${MAX_DISCOUNT_PERCENT}%`,
  premium: `A premium must be at most ${MAX_PREMIUM_PERCENT}%`,
  percentZero: 'The percent cannot be 0',
  onlyFarOutPremium: 'Only a far-out rule can raise the price',
  days: `Days must be a whole number from 0 to ${MAX_RULE_DAYS}`,
  farOutDays: `Days must be a whole number from 1 to ${MAX_RULE_DAYS}`,
  nights: 'Nights must be a whole number from 2 to 365',
  minimumNights: 'The minimum stay must be a whole number from 1 to 30',
  listings: 'Choose at least one listing',
  listingsTooMany: 'Choose at most 200 listings',
  limit: 'A host can have at most 50 pricing rules',
} as const;

/** What is wrong with a rule's signed percent, or null. */
function percentProblem(kind: PricingRuleKind, percent: number): string | null {
  if (percent === 0) return pricingRuleMessages.percentZero;
  if (percent > 0 && kind !== 'far_out') return pricingRuleMessages.onlyFarOutPremium;
  if (percent > MAX_PREMIUM_PERCENT) return pricingRuleMessages.premium;
  if (percent < -MAX_DISCOUNT_PERCENT) return pricingRuleMessages.discount;
  return null;
}

const optionalInt = (message: string) => z.number({ error: message }).int(message).nullable().optional();

/**
 * `POST /api/pricing-rules`, `PUT /api/pricing-rules/{id}`. `percent` is signed: -15 is 15 % off, 10 (far-out
 * only) is 10 % more. Each kind needs its own number: `days` (last_minute, far_out), `nights`
 * (length_of_stay), `minimum_nights` (orphan_nights); the others are ignored and stored as null.
 */
export const PricingRuleInput = z
  .object({
    kind: z.enum(PRICING_RULE_KINDS, { error: pricingRuleMessages.kind }),
    percent: z.number({ error: pricingRuleMessages.percentWhole }).int(pricingRuleMessages.percentWhole),
    days: optionalInt(pricingRuleMessages.days),
    nights: optionalInt(pricingRuleMessages.nights),
    minimum_nights: optionalInt(pricingRuleMessages.minimumNights),
    listing_ids: z
      .array(idOf(pricingRuleMessages.listings), { error: pricingRuleMessages.listings })
      .min(1, pricingRuleMessages.listings)
      .max(200, pricingRuleMessages.listingsTooMany),
  })
  // With the field errors: a rule without listings hears of its percent and days in the same answer.
  .superRefine((v, ctx) => {
    const parsed = parsedFields(ctx);
    // Every rule here depends on the kind; a kind that failed has its own error.
    if (!parsed('kind')) return;
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    const percent = parsed('percent') ? percentProblem(v.kind, v.percent) : null;
    if (percent) issue('percent', percent);
    const between = (n: number | null | undefined, min: number, max: number) =>
      typeof n === 'number' && n >= min && n <= max;
    if (v.kind === 'last_minute' && parsed('days') && !between(v.days, 0, MAX_RULE_DAYS))
      issue('days', pricingRuleMessages.days);
    if (v.kind === 'far_out' && parsed('days') && !between(v.days, 1, MAX_RULE_DAYS))
      issue('days', pricingRuleMessages.farOutDays);
    if (v.kind === 'length_of_stay' && parsed('nights') && !between(v.nights, 2, 365))
      issue('nights', pricingRuleMessages.nights);
    if (v.kind === 'orphan_nights' && parsed('minimum_nights') && !between(v.minimum_nights, 1, 30))
      issue('minimum_nights', pricingRuleMessages.minimumNights);
  }, besideFieldErrors);
export type PricingRuleInput = z.infer<typeof PricingRuleInput>;

/** Only the kind's own number is kept. */
export function ruleFromInput(v: PricingRuleInput): Omit<PricingRule, 'id'> {
  return {
    kind: v.kind,
    percent: v.percent,
    days: v.kind === 'last_minute' || v.kind === 'far_out' ? (v.days ?? 0) : null,
    nights: v.kind === 'length_of_stay' ? (v.nights ?? null) : null,
    minimumNights: v.kind === 'orphan_nights' ? (v.minimum_nights ?? null) : null,
  };
}

export const PricingRuleWire = z.object({
  id: z.number(),
  kind: z.enum(PRICING_RULE_KINDS),
  percent: z.number(),
  days: z.number().nullable(),
  nights: z.number().nullable(),
  minimum_nights: z.number().nullable(),
  listing_ids: z.array(z.number()),
  /** What the rule does in words ("Arrivals within 7 days: 15% off"). */
  summary: z.string(),
  created_at: z.string(),
});
export type PricingRuleWire = z.infer<typeof PricingRuleWire>;

export const PricingRulesReply = z.object({ data: z.array(PricingRuleWire) });
export const PricingRuleReply = z.object({ message: z.string(), data: PricingRuleWire });

/** A rule as the calendar marks it (in the calendar grid's listings). */
export const PricingRuleMarkWire = PricingRuleWire.pick({
  id: true,
  kind: true,
  percent: true,
  days: true,
  nights: true,
  minimum_nights: true,
  summary: true,
});
export type PricingRuleMarkWire = z.infer<typeof PricingRuleMarkWire>;

export const fromWire = (w: Omit<PricingRuleMarkWire, 'summary'>): PricingRule => ({
  id: w.id,
  kind: w.kind,
  percent: w.percent,
  days: w.days,
  nights: w.nights,
  minimumNights: w.minimum_nights,
});
