/**
 * Occupancy taxes of a listing (docs/requirements/bookings.md#R-B8, decision 0048): what a city or state charges per stay, which the
 * host collects with the price and remits.
 *
 * Rules settled here (decision 0048):
 * - A tax is either a percentage of the stay or an amount per person per night, each with a name. A per-person
 *   tax may stop after `maxNights` nights (Lisbon's and Porto's city taxes stop after 7).
 * - The percentage base is the lodging after discounts: the nights plus the extra-person charge, minus the
 *   weekly or monthly discount. The cleaning fee and the damage deposit are not taxed (occupancy taxes are
 *   on the room; a cleaning fee left out of the sum would otherwise be taxed without being charged).
 * - Every guest counts as a person (the booking records guests, not their ages).
 * - Each line is rounded once, to a chargeable step of the currency (money.ts `roundMinor`): a cent, 10 fils
 *   in KWD, a whole yen. A per-person amount is already a chargeable amount, so its product is exact.
 * - Taxes are added to the total, after the fees.
 */
import { roundMinor } from './money.ts';

export const TAX_TYPES = ['percentage', 'per_person_per_night'] as const;
export type TaxType = (typeof TAX_TYPES)[number];
export const TAX_TYPE_LABELS: Record<TaxType, string> = {
  percentage: 'Percentage of the stay',
  per_person_per_night: 'Per person per night',
};

/** At most this many taxes per listing. */
export const MAX_LISTING_TAXES = 5;
/** The largest per-person-per-night amount, major units (a product bound, like listings-fields' money). */
export const MAX_TAX_AMOUNT_MAJOR = 10_000;
export const MAX_TAX_PERCENT = 100;
export const MAX_TAX_NIGHTS = 365;

/** A listing's tax as stored and priced: amounts in minor units of the listing's currency. */
export interface TaxRule {
  name: string;
  type: TaxType;
  /** Percent of the lodging after discounts (percentage taxes), up to 2 decimals. */
  percent?: number | null | undefined;
  /** Per person per night, minor units (per-person taxes). */
  amountMinor?: number | null | undefined;
  /** Per-person taxes: nights counted at most (Lisbon: 7); null or absent: every night. */
  maxNights?: number | null | undefined;
}

/** One tax line of a stay's price. */
export interface TaxLine {
  name: string;
  type: TaxType;
  /** Percentage taxes: the percent applied. */
  percent: number | null;
  /** Per-person taxes: the amount per person per night, minor units. */
  perPersonPerNightMinor: number | null;
  /** Per-person taxes: the nights taxed (the stay's nights up to the cap). */
  nightsTaxed: number | null;
  /** Per-person taxes: the persons taxed. */
  persons: number | null;
  amountMinor: number;
}

export interface TaxBase {
  currency: string;
  /** Nights plus extra persons, minus the discount: the percentage base. */
  lodgingMinor: number;
  nights: number;
  guests: number;
}

const wholeOrZero = (n: number | null | undefined) =>
  typeof n === 'number' && Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;

/** The tax lines of a stay, in the listing's order. Pure; rules with nothing to charge give a 0 line. */
export function taxLines(rules: readonly TaxRule[] | null | undefined, base: TaxBase): TaxLine[] {
  const lodging = Math.max(0, Math.round(base.lodgingMinor));
  const nights = wholeOrZero(base.nights);
  const guests = wholeOrZero(base.guests);
  return (rules ?? []).map((rule) => {
    if (rule.type === 'percentage') {
      const percent =
        typeof rule.percent === 'number' && Number.isFinite(rule.percent)
          ? Math.min(MAX_TAX_PERCENT, Math.max(0, rule.percent))
          : 0;
      return {
        name: rule.name,
        type: rule.type,
        percent,
        perPersonPerNightMinor: null,
        nightsTaxed: null,
        persons: null,
        amountMinor: roundMinor((lodging * percent) / 100, base.currency),
      };
    }
    const cap = wholeOrZero(rule.maxNights);
    const nightsTaxed = cap > 0 ? Math.min(nights, cap) : nights;
    const each = wholeOrZero(rule.amountMinor);
    return {
      name: rule.name,
      type: 'per_person_per_night' as const,
      percent: null,
      perPersonPerNightMinor: each,
      nightsTaxed,
      persons: guests,
      amountMinor: each * guests * nightsTaxed,
    };
  });
}

export const sumTaxes = (lines: readonly { amountMinor: number }[] | null | undefined): number =>
  (lines ?? []).reduce((sum, l) => sum + l.amountMinor, 0);

/** `2 nights`, `1 guest`. */
export const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The line's label as guests read it: `Lisbon city tax (€4.00 × 2 guests × 7 nights)`, `VAT (6%)`. */
export function taxLineLabel(line: TaxLine, formatMinor: (minor: number) => string): string {
  if (line.type === 'percentage') return `${line.name} (${line.percent ?? 0}%)`;
  return `${line.name} (${formatMinor(line.perPersonPerNightMinor ?? 0)} × ${plural(line.persons ?? 0, 'guest', 'guests')} × ${plural(line.nightsTaxed ?? 0, 'night', 'nights')})`;
}
