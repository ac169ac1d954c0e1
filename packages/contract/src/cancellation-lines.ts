import { CARD_PROCESSING } from './card-processing.ts';
import { currencyRule } from './currency-table.ts';

/**
 * The itemised refund of a guest's cancellation (docs/requirements/cancellation.md#R-C3, decision 0063): what comes back line by line
 * (`lines`, adding up to the refund) and what the guest does not get back (`kept`), so that
 * refund + kept = what the guest paid and has not had back. Every part of the stay's price is one entry on
 * either side or split across both: the nights by the policy's share, the taxes with the nights they were
 * charged on (decision 0048), the cleaning fee always back before check-in, and any other fee by its own
 * rule. A new kind of charge (a non-refundable service fee) is one more `CancellationFee`, nothing else.
 */

/** One line of the itemised refund or of what is kept; minor units (an earlier refund is negative). */
export interface CancellationLine {
  /**
   * `nights`, `first_night`, `extra_guests`, `cleaning_fee`, `tax_0`…, a fee's own key, `refunded_before`,
   * `rounding`.
   */
  key: string;
  label: string;
  amountMinor: number;
}

/** The occupancy taxes among `lines` (their `tax_N` lines): no platform fee is taken on them (decision 0048). */
export function taxesIn(lines: readonly CancellationLine[]): number {
  return lines.reduce((sum, l) => (l.key.startsWith('tax_') ? sum + l.amountMinor : sum), 0);
}

/** A part of the stay's total other than the nights, the cleaning fee and the taxes (e.g. a service fee). */
export interface CancellationFee {
  key: string;
  label: string;
  amountMinor: number;
  /** `always`: back whenever the guest cancels before check-in, like the cleaning fee; `never`: kept. */
  refund: 'always' | 'never';
}

/** An occupancy tax line of the stay (its snapshot), for its own line; minor units. */
export interface CancellationTax {
  label: string;
  amountMinor: number;
}

/** How the nights split at this moment: what comes back and how the rest is named. */
export interface NightsShare {
  /** Minor units of the nights' price that come back (0..lodging). */
  backMinor: number;
  backLabel: string;
  /** What is kept of the nights, in named pieces adding up to lodging − backMinor. */
  kept: CancellationLine[];
  /** False from check-in on: nothing at all comes back, not even the cleaning fee. */
  beforeCheckIn: boolean;
}

export interface StayParts {
  currency: string;
  totalMinor: number;
  /** The nights' part of the total after discounts, the extra guests' charge (`extraGuestsMinor`) included. */
  lodgingMinor: number;
  /** The part of `lodgingMinor` that extra guests pay; absent: 0. It has its own lines, with the nights' share. */
  extraGuestsMinor?: number | undefined;
  cleaningFeeMinor: number;
  taxes: readonly CancellationTax[];
  fees: readonly CancellationFee[];
  /** What the guest paid and has not had back (paid − refunded − refunds in flight), at most the total. */
  heldMinor: number;
  /** Card processing of the payment (contract `cardProcessingMinor`): never refunded; absent: 0. */
  processingMinor?: number | undefined;
}

export interface Itemised {
  refundMinor: number;
  lines: CancellationLine[];
  kept: CancellationLine[];
}

const down = (minor: number, step: number) => Math.max(0, Math.floor(minor / step) * step);

/** `minor` (at most the lines' sum) taken off `lines` in proportion, none below 0; the floors' rest in order. */
function takeFrom(lines: CancellationLine[], minor: number): void {
  const whole = lines.reduce((s, l) => s + l.amountMinor, 0);
  if (whole <= 0 || minor <= 0) return;
  const shares = lines.map((l) => Math.floor((l.amountMinor * minor) / whole));
  let rest = minor - shares.reduce((s, n) => s + n, 0);
  lines.forEach((l, i) => {
    const more = Math.min(rest, l.amountMinor - (shares[i] ?? 0));
    rest -= more;
    l.amountMinor -= (shares[i] ?? 0) + more;
  });
}

/** Each tax's share that follows `backMinor` of `lodgingMinor`; the total as one floor, spread step by step. */
function taxShares(parts: StayParts, backMinor: number, step: number): number[] {
  const taxesMinor = parts.taxes.reduce((s, t) => s + t.amountMinor, 0);
  if (parts.lodgingMinor <= 0 || backMinor <= 0) return parts.taxes.map(() => 0);
  if (backMinor >= parts.lodgingMinor) return parts.taxes.map((t) => t.amountMinor);
  const total = down((taxesMinor * backMinor) / parts.lodgingMinor, step);
  const shares = parts.taxes.map((t) => down((t.amountMinor * backMinor) / parts.lodgingMinor, step));
  // The whole taxes' floor is at most one step per line above the lines' floors: give it back in order.
  let rest = total - shares.reduce((s, n) => s + n, 0);
  for (let i = 0; i < shares.length && rest > 0; i += 1) {
    const room = (parts.taxes[i]?.amountMinor ?? 0) - (shares[i] ?? 0);
    const more = Math.min(room, rest);
    shares[i] = (shares[i] ?? 0) + more;
    rest -= more;
  }
  return shares;
}

/** The refund and both sides' lines for the nights' share at this moment; lines of 0 are left out. */
export function itemise(parts: StayParts, nights: NightsShare): Itemised {
  const { step } = currencyRule(parts.currency);
  const back: CancellationLine[] = [];
  const kept: CancellationLine[] = [];
  const split = (key: string, label: string, amountMinor: number, backMinor: number, keptLabel = label) => {
    back.push({ key, label, amountMinor: backMinor });
    kept.push({ key, label: keptLabel, amountMinor: amountMinor - backMinor });
  };
  const nightsBack = nights.beforeCheckIn ? down(Math.min(nights.backMinor, parts.lodgingMinor), step) : 0;
  // Extra guests pay per night: their charge comes back in the nights' proportion, on lines of its own, so a
  // nights line is the nights' price alone. Neither side goes below 0, and together they are what they were.
  const extra = Math.min(parts.lodgingMinor, Math.max(0, Math.floor(parts.extraGuestsMinor ?? 0)));
  const extraShare = parts.lodgingMinor > 0 ? down((extra * nightsBack) / parts.lodgingMinor, step) : 0;
  const extraBack = Math.min(
    extra,
    nightsBack,
    Math.max(extra - (parts.lodgingMinor - nightsBack), extraShare),
  );
  back.push({ key: 'nights', label: nights.backLabel, amountMinor: nightsBack - extraBack });
  // The policy's named pieces, and the rounding of the refund down to the step with the last of them.
  const keptNights = nights.kept.map((l) => ({ ...l }));
  const keptNamed = keptNights.reduce((s, l) => s + l.amountMinor, 0);
  const last = keptNights.at(-1);
  if (last) last.amountMinor += parts.lodgingMinor - nightsBack - keptNamed;
  else keptNights.push({ key: 'nights', label: 'Nights', amountMinor: parts.lodgingMinor - nightsBack });
  takeFrom(keptNights, extra - extraBack);
  kept.push(...keptNights);
  split('extra_guests', 'Extra guests', extra, extraBack);
  const cleaningBack = nights.beforeCheckIn ? down(parts.cleaningFeeMinor, step) : 0;
  split('cleaning_fee', 'Cleaning fee', parts.cleaningFeeMinor, cleaningBack);
  const shares = taxShares(parts, nightsBack, step);
  parts.taxes.forEach((t, i) => {
    split(`tax_${i}`, t.label, t.amountMinor, shares[i] ?? 0);
  });
  for (const fee of parts.fees) {
    const feeBack = nights.beforeCheckIn && fee.refund === 'always' ? down(fee.amountMinor, step) : 0;
    split(fee.key, fee.label, fee.amountMinor, feeBack);
  }

  const policyMinor = back.reduce((s, l) => s + l.amountMinor, 0);
  const held = Math.max(0, Math.min(parts.heldMinor, parts.totalMinor));
  const capped = Math.max(0, policyMinor - held);
  const reachable = Math.min(policyMinor, held);
  const rounding = reachable - down(reachable, step);
  const policyRefund = reachable - rounding;
  // Card processing is never refunded (decision 0089): the guest keeps at least that much paid.
  const short = Math.max(0, Math.floor(parts.processingMinor ?? 0) - (held - policyRefund));
  const processing = Math.min(policyRefund, Math.ceil(short / step) * step);
  const refundMinor = policyRefund - processing;
  // What was refunded earlier comes off what the guest would keep first, then off the policy's refund.
  const refundedBefore = parts.totalMinor - held;
  back.push({ key: 'refunded_before', label: 'Already refunded', amountMinor: -capped });
  back.push({ key: 'rounding', label: "Below the currency's smallest refund", amountMinor: -rounding });
  kept.push({ key: 'refunded_before', label: 'Already refunded', amountMinor: -(refundedBefore - capped) });
  kept.push({ key: 'rounding', label: "Below the currency's smallest refund", amountMinor: rounding });
  back.push({ key: 'card_processing', label: `${CARD_PROCESSING}, not refunded`, amountMinor: -processing });
  kept.push({ key: 'card_processing', label: CARD_PROCESSING, amountMinor: processing });
  const nonZero = (l: CancellationLine) => l.amountMinor !== 0;
  return { refundMinor, lines: back.filter(nonZero), kept: kept.filter(nonZero) };
}
