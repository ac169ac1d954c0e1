import { formatPrice, toMajor } from './money.ts';
import type { PriceBreakdown } from './pricing.ts';

/**
 * What a stay card and the stay page say a night costs. With dates it comes from the stay's own breakdown
 * (`calculatePrice`, the code that makes the total): every night's price when they are all the same, else
 * their average with the lowest and highest. Without dates no night is known, so the listing's base price
 * is shown as "from" rather than as what a night costs. Nights only: extra guests, fees, discounts and taxes
 * are in the total, not here.
 */
export const PER_NIGHT_KINDS = ['from', 'each', 'average'] as const;

/** Plain data, no schema: the public pages' first load carries no zod (per-night-wire.ts has the schema). */
export interface PerNight {
  kind: (typeof PER_NIGHT_KINDS)[number];
  /** Major units: the base price (`from`), every night's price (`each`) or the nights' average (`average`). */
  amount: number;
  /** The cheapest and dearest night of the stay (both `amount` unless the kind is `average`). */
  lowest: number;
  highest: number;
}

/** Without dates: the listing's base price (major units), as "from". */
export const perNightFromBase = (amount: number): PerNight => ({
  kind: 'from',
  amount,
  lowest: amount,
  highest: amount,
});

/** Without dates, from the listing's base price in minor units. */
export function perNightWithoutDates(basePriceMinor: number, currency: string): PerNight {
  return perNightFromBase(toMajor(Math.max(0, basePriceMinor), currency));
}

/** For a priced stay: its nights' price when they agree, else their average and range. */
export function perNightOfStay(
  b: Pick<PriceBreakdown, 'nightGroups' | 'nightlyPriceMinor' | 'currency'>,
): PerNight {
  // A snapshot stored before nights were grouped has no groups: every night at the nightly price.
  const prices = (b.nightGroups ?? []).map((g) => g.priceMinor);
  const major = (minor: number) => toMajor(minor, b.currency);
  const lowest = major(prices.length ? Math.min(...prices) : b.nightlyPriceMinor);
  const highest = major(prices.length ? Math.max(...prices) : b.nightlyPriceMinor);
  const amount = major(b.nightlyPriceMinor);
  return { kind: lowest === highest ? 'each' : 'average', amount, lowest, highest };
}

/** The words around the amount: `€120` + `per night`, `from €120` + `per night`, `€131` + `average per night`. */
export function perNightText(p: PerNight, currency: string, symbol?: string) {
  const money = (major: number) => formatPrice(major, currency, symbol);
  if (p.kind === 'from') return { price: `from ${money(p.amount)}`, caption: 'per night', range: null };
  if (p.kind === 'each') return { price: money(p.amount), caption: 'per night', range: null };
  return {
    price: money(p.amount),
    caption: 'average per night',
    range: `${money(p.lowest)}–${money(p.highest)} a night`,
  };
}
