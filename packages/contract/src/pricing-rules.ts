import { addDays, nightsBetween } from './dates.ts';
import type { TakenStay } from './stay-rules.ts';

/**
 * Pricing rules (docs/requirements/host.md#R-H18, decision 0081): a host's percent adjustments applied to the
 * listings they choose, on top of each night's price (season or override, then weekend, then base: rates.ts).
 *
 * - `last_minute`: arrival at most `days` days after the day of booking (0 is the same day). A discount.
 * - `far_out`: arrival more than `days` days after the day of booking. A discount or a premium.
 * - `orphan_nights`: a stay inside a gap between two taken stays (reservations or blocks) that is shorter than
 *   the listing's minimum stay may be as short as the rule's `minimum_nights`, and gets the rule's discount.
 * - `length_of_stay`: stays of at least `nights` nights. A discount; it competes with the listing's weekly and
 *   monthly discounts: the largest one applies, never two of them.
 *
 * Order (pricing.ts `calculatePrice`): the nights' prices and extra guests make the lodging; then at most one
 * stay-length discount (weekly, monthly or a length-of-stay rule), then at most one timing rule (a last-minute
 * rule wins over a far-out one), then the orphan-night rule; each takes its percent of what the previous left,
 * rounded to a chargeable step, so rules stack but never take the price below zero. Taxes are on what is left.
 */
export const PRICING_RULE_KINDS = ['last_minute', 'far_out', 'orphan_nights', 'length_of_stay'] as const;
export type PricingRuleKind = (typeof PRICING_RULE_KINDS)[number];

export const PRICING_RULE_KIND_LABELS: Record<PricingRuleKind, string> = {
  last_minute: 'Last-minute discount',
  far_out: 'Far-out price',
  orphan_nights: 'Orphan nights',
  length_of_stay: 'Length-of-stay discount',
};

export interface PricingRule {
  id: number;
  kind: PricingRuleKind;
  /** Signed whole percent: -15 is 15 % off; a positive percent (a premium) only for `far_out`. */
  percent: number;
  /** `last_minute`, `far_out`: days between the day of booking and arrival. */
  days: number | null;
  /** `length_of_stay`: stays of at least this many nights. */
  nights: number | null;
  /** `orphan_nights`: the minimum stay inside a short gap. */
  minimumNights: number | null;
}

/** What a rule did to one stay's price: `amountMinor` negative for a discount, positive for a premium. */
export interface PriceAdjustment {
  kind: PricingRuleKind;
  ruleId: number;
  percent: number;
  /** `length_of_stay`: the rule's nights, for its label. */
  nights?: number | null;
  amountMinor: number;
}

/** The stay-length discounts' competition: the length-of-stay rule with the most nights the stay reaches. */
export function lengthOfStayRule(rules: readonly PricingRule[], nights: number): PricingRule | null {
  let best: PricingRule | null = null;
  for (const r of rules) {
    if (r.kind !== 'length_of_stay' || r.nights === null || nights < r.nights) continue;
    if (!best || (best.nights ?? 0) < r.nights || (best.nights === r.nights && r.percent < best.percent))
      best = r;
  }
  return best;
}

/**
 * The timing rule of a stay arriving `daysAhead` days after the day of booking: the last-minute rule with the
 * fewest days that still covers it, else the far-out rule with the most days it is beyond; ties: the lower price.
 */
export function timingRule(rules: readonly PricingRule[], daysAhead: number): PricingRule | null {
  let last: PricingRule | null = null;
  let far: PricingRule | null = null;
  for (const r of rules) {
    if (r.days === null) continue;
    if (r.kind === 'last_minute' && daysAhead <= r.days) {
      if (!last || r.days < (last.days ?? 0) || (r.days === last.days && r.percent < last.percent)) last = r;
    } else if (r.kind === 'far_out' && daysAhead > r.days) {
      if (!far || r.days > (far.days ?? 0) || (r.days === far.days && r.percent < far.percent)) far = r;
    }
  }
  return last ?? far;
}

/** The orphan-night rule with the lowest price (several are unusual): applies only inside a short gap. */
export function orphanRule(rules: readonly PricingRule[]): PricingRule | null {
  let best: PricingRule | null = null;
  for (const r of rules) {
    if (r.kind === 'orphan_nights' && (!best || r.percent < best.percent)) best = r;
  }
  return best;
}

/**
 * The gap a stay lies in, when it is between two taken stays and shorter than `minimumNights`: its nights, or
 * null (no stay on one side, or a gap long enough for the normal minimum). The stay must not overlap any.
 */
export function orphanGapOf(
  stay: { startDate: string; endDate: string },
  taken: readonly TakenStay[],
  minimumNights: number | null,
): { startDate: string; endDate: string; nights: number } | null {
  if (!minimumNights || minimumNights <= 1) return null;
  let previousEnd: string | null = null;
  let nextStart: string | null = null;
  for (const t of taken) {
    if (t.startDate < stay.endDate && stay.startDate < t.endDate) return null;
    if (t.endDate <= stay.startDate && (previousEnd === null || t.endDate > previousEnd))
      previousEnd = t.endDate;
    if (t.startDate >= stay.endDate && (nextStart === null || t.startDate < nextStart))
      nextStart = t.startDate;
  }
  if (previousEnd === null || nextStart === null) return null;
  const nights = nightsBetween(previousEnd, nextStart);
  return nights < minimumNights ? { startDate: previousEnd, endDate: nextStart, nights } : null;
}

/**
 * Every short gap of a calendar (the multi-calendar's marks): free runs between two taken stays, shorter than
 * the minimum stay, within [from, to).
 */
export function orphanGaps(
  taken: readonly TakenStay[],
  minimumNights: number | null,
  from: string,
  to: string,
): { startDate: string; endDate: string; nights: number }[] {
  if (!minimumNights || minimumNights <= 1) return [];
  const sorted = [...taken].sort((a, b) => (a.startDate < b.startDate ? -1 : 1));
  const gaps: { startDate: string; endDate: string; nights: number }[] = [];
  let end: string | null = null;
  for (const t of sorted) {
    if (end !== null && t.startDate > end) {
      const nights = nightsBetween(end, t.startDate);
      if (nights < minimumNights && t.startDate > from && end < to) {
        gaps.push({ startDate: end, endDate: t.startDate, nights });
      }
    }
    if (end === null || t.endDate > end) end = t.endDate;
  }
  return gaps;
}

const pct = (n: number) => `${Math.abs(n)}%`;

/** The price line's words for a rule (what the guest reads in the breakdown). */
export function adjustmentLabel(a: Pick<PriceAdjustment, 'kind' | 'percent' | 'nights'>): string {
  switch (a.kind) {
    case 'last_minute':
      return `Last-minute discount (${pct(a.percent)})`;
    case 'far_out':
      return a.percent > 0
        ? `Far-out premium (${pct(a.percent)})`
        : `Early-booking discount (${pct(a.percent)})`;
    case 'orphan_nights':
      return `Gap-night discount (${pct(a.percent)})`;
    case 'length_of_stay':
      return `${a.nights ?? ''}+ night discount (${pct(a.percent)})`;
  }
}

/** What a rule does, in the host's words: "Arrivals within 7 days: 15% off". */
export function ruleSummary(r: Pick<PricingRule, 'kind' | 'percent' | 'days' | 'nights' | 'minimumNights'>) {
  const change = r.percent > 0 ? `${pct(r.percent)} more` : `${pct(r.percent)} off`;
  const days = (n: number | null) => `${n ?? 0} ${n === 1 ? 'day' : 'days'}`;
  switch (r.kind) {
    case 'last_minute':
      return r.days === 0 ? `Same-day arrivals: ${change}` : `Arrivals within ${days(r.days)}: ${change}`;
    case 'far_out':
      return `Arrivals more than ${days(r.days)} ahead: ${change}`;
    case 'orphan_nights':
      return `Gaps shorter than the minimum stay: ${r.minimumNights ?? 1}-night minimum, ${change}`;
    case 'length_of_stay':
      return `Stays of ${r.nights ?? 0}+ nights: ${change}`;
  }
}

/** The timing rule for a stay arriving on `date` if booked on `today` (the calendar's mark on that night). */
export const timingRuleOn = (rules: readonly PricingRule[], date: string, today: string) =>
  date < today ? null : timingRule(rules, nightsBetween(today, date));

/** The first date a far-out rule reaches (the calendar marks from there on). */
export const farOutFrom = (r: Pick<PricingRule, 'days'>, today: string) => addDays(today, (r.days ?? 0) + 1);
