import type { GridListing } from '@innkeep/contract/calendar';
import { addDays } from '@innkeep/contract/dates';
import {
  adjustmentLabel,
  orphanGapOf,
  orphanRule,
  type PricingRule,
  timingRuleOn,
} from '@innkeep/contract/pricing-rules';
import { fromWire } from '@innkeep/contract/pricing-rules-wire';
import { DATE_HOLDING_STATUSES } from '@innkeep/contract/reservations';
import { VisuallyHidden } from '@mantine/core';
import { usePricingRules } from '../../../api/pricing-rules.ts';
import { useOnNoTeam } from '../../../api/team.ts';
import classes from './rule-mark.module.css';

const holding = new Set<number>(DATE_HOLDING_STATUSES);
const signed = (percent: number) => `${percent > 0 ? '+' : '−'}${Math.abs(percent)}%`;

/**
 * The rules a stay arriving on `date` would get on this listing, before any guest books
 * (docs/requirements/host.md#R-H18): the timing rule (last-minute or far-out, from today) and the orphan-night
 * rule when the night lies in a gap shorter than its minimum stay. Length-of-stay rules depend on the stay, not
 * the night: the rules page lists them.
 */
export function rulesOnNight(
  listing: GridListing,
  rules: readonly PricingRule[],
  date: string,
  today: string,
): PricingRule[] {
  if (rules.length === 0) return [];
  const found: PricingRule[] = [];
  const timing = timingRuleOn(rules, date, today);
  if (timing) found.push(timing);
  const orphan = orphanRule(rules);
  const night = listing.nights.find((n) => n.date === date);
  if (orphan && night) {
    const taken = [
      ...listing.stays
        .filter((s) => holding.has(s.status.id))
        .map((s) => ({ startDate: s.start_date, endDate: s.end_date })),
      ...listing.blocks.map((b) => ({ startDate: b.start_date, endDate: b.end_date })),
    ];
    if (orphanGapOf({ startDate: date, endDate: addDays(date, 1) }, taken, night.minimum_nights)) {
      found.push(orphan);
    }
  }
  return found;
}

/** A free night's mark in the multi-calendar: the rule's percent, and its name for a screen reader. */
export function RuleMark({ listing, date, today }: { listing: GridListing; date: string; today: string }) {
  // Shared by every cell (one request); a team member is refused the rules (403), so never asks and sees no marks.
  const rules = usePricingRules(useOnNoTeam());
  const own = (rules.data ?? []).filter((r) => r.listing_ids.includes(listing.id)).map(fromWire);
  const found = rulesOnNight(listing, own, date, today);
  if (found.length === 0) return null;
  const names = found.map((r) => adjustmentLabel(r)).join(', ');
  const premium = found.every((r) => r.percent > 0);
  return (
    <span
      className={`${classes.mark} ${premium ? classes.premium : classes.discount}`}
      title={names}
      data-testid={`rule-mark-${listing.id}-${date}`}
    >
      <span aria-hidden>{found.map((r) => signed(r.percent)).join(' ')}</span>
      <VisuallyHidden>{names}</VisuallyHidden>
    </span>
  );
}
