import { FEE_LABELS, type FeeKey, type NightGroup, type PriceBreakdown } from './pricing.ts';
import { adjustmentLabel, type PricingRuleKind } from './pricing-rules.ts';
import { taxLineLabel } from './taxes.ts';

/** A stay's price breakdown (pricing.ts) as the lines a guest reads: on the quote, the trip page and the e-mails. */

/** The deposit's price line: a guest must see that it is not a charge and comes back. */
export const DEPOSIT_LINE_LABEL =
  'Damage deposit (charged only for damage reported within 7 days of check-out)';

export interface PriceLine {
  /** `tax_0`, `tax_1` …: the breakdown's tax lines in order. */
  key:
    | 'nights'
    | 'extra_persons'
    | 'weekly_discount'
    | 'monthly_discount'
    | `rule_${PricingRuleKind}`
    | FeeKey
    | `tax_${number}`;
  label: string;
  /** Minor units; discounts are negative. */
  amountMinor: number;
  /** Shown but not part of the total. */
  excluded: boolean;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The breakdown as display lines, in the order a guest reads them; zero fees are left out. */
export function priceLines(b: PriceBreakdown, formatMinor: (minor: number) => string): PriceLine[] {
  // Older snapshots (stored before nights had their own prices, docs/requirements/bookings.md#R-B5) carry no groups: every night at the nightly price.
  const stored: NightGroup[] | undefined = b.nightGroups;
  const groups = stored?.length ? stored : [{ priceMinor: b.nightlyPriceMinor, nights: b.nightsCount }];
  const lines: PriceLine[] = groups.map((g) => ({
    key: 'nights',
    label: `${formatMinor(g.priceMinor)} × ${plural(g.nights, 'night', 'nights')}`,
    amountMinor: g.priceMinor * g.nights,
    excluded: false,
  }));
  if (b.extraPersonTotalMinor > 0) {
    lines.push({
      key: 'extra_persons',
      label: `${plural(b.extraGuests, 'extra guest', 'extra guests')} × ${formatMinor(b.extraPersonPerNightMinor)} × ${plural(b.nightsCount, 'night', 'nights')}`,
      amountMinor: b.extraPersonTotalMinor,
      excluded: false,
    });
  }
  if (b.discount && b.discount.amountMinor > 0) {
    lines.push({
      key: b.discount.kind === 'weekly' ? 'weekly_discount' : 'monthly_discount',
      label: `${b.discount.kind === 'weekly' ? 'Weekly' : 'Monthly'} discount (${b.discount.percent}%)`,
      amountMinor: -b.discount.amountMinor,
      excluded: false,
    });
  }
  // A snapshot stored before pricing rules existed has none.
  for (const a of b.adjustments ?? []) {
    if (a.amountMinor === 0) continue;
    lines.push({
      key: `rule_${a.kind}`,
      label: adjustmentLabel(a),
      amountMinor: a.amountMinor,
      excluded: false,
    });
  }
  if (b.cleaningFeeMinor > 0) {
    lines.push({
      key: 'cleaning_fee',
      label: FEE_LABELS.cleaning_fee,
      amountMinor: b.cleaningFeeMinor,
      excluded: b.excludedFees.includes('cleaning_fee'),
    });
  }
  // A snapshot stored before taxes existed has none.
  (b.taxes ?? []).forEach((tax, i) => {
    lines.push({
      key: `tax_${i}`,
      label: taxLineLabel(tax, formatMinor),
      amountMinor: tax.amountMinor,
      excluded: false,
    });
  });
  if (b.refundableDamageDepositMinor > 0) {
    lines.push({
      key: 'refundable_damage_deposit',
      label: DEPOSIT_LINE_LABEL,
      amountMinor: b.refundableDamageDepositMinor,
      excluded: true,
    });
  }
  return lines;
}
