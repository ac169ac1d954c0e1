import { z } from 'zod';
import {
  CANCELLATION_POLICIES,
  CANCELLATION_POLICY_LABELS,
  type CancellationPolicy,
  cancellationPolicySummary,
  checkInClock,
} from './cancellation.ts';
import {
  type CancellationFee,
  type CancellationLine,
  type CancellationTax,
  itemise,
  type NightsShare,
} from './cancellation-lines.ts';
import {
  allNights,
  allNightsLabel,
  type PolicySchedule,
  SCHEDULES,
  type StayFacts,
  share,
} from './cancellation-schedule.ts';
import { cardProcessingMinor } from './card-processing.ts';
import { addDays } from './dates.ts';
import { formatMoney, toMajor } from './money.ts';
import { zoneLabel } from './payment-deadline.ts';
import type { PriceBreakdown } from './pricing.ts';
import { isTimeZone, localText, zonedInstant } from './time-zones.ts';
import { checkOutInstant } from './trip.ts';

/**
 * What a guest cancelling now gets back under the stay's policy (decision 0023), itemised (docs/requirements/cancellation.md#R-C3,
 * decision 0063): `lines` add up to the refund, `kept` is what the guest does not get back, and the terms in
 * words say what happens to the nights, the cleaning fee, the taxes and any other fee; a deadline that has
 * passed is never quoted, the words say what cancelling gives now instead.
 */

const clampInt = (n: number) => (Number.isFinite(n) ? Math.max(0, Math.floor(n)) : 0);

export interface CancellationStay {
  policy: CancellationPolicy;
  /** `YYYY-MM-DD`, the first night. */
  startDate: string;
  /** `HH:MM` at the listing; null or malformed: DEFAULT_CHECK_IN_TIME. */
  checkInTime: string | null;
  /** IANA zone of the listing; unknown: UTC. */
  timeZone: string;
  /** `HH:MM` at the listing; absent, null or malformed: DEFAULT_CHECK_OUT_TIME. The stay is over from then. */
  checkOutTime?: string | null | undefined;
  /** When the stay was booked (the reservation's creation). */
  bookedAt: Date;
  nights: number;
  currency: string;
  /** The stay's price, minor units (the deposit is apart). */
  totalMinor: number;
  /** The part of `totalMinor` that is the cleaning fee (0 when the price leaves it out). */
  cleaningFeeMinor: number;
  /** The part of `totalMinor` that extra guests pay (`extraGuestsOf`); absent: none. Its own lines. */
  extraGuestsMinor?: number | undefined;
  /** The part of `totalMinor` that is occupancy taxes (decision 0048); absent: none. */
  taxesMinor?: number | undefined;
  /** The taxes' own lines (the snapshot's names and amounts, adding up to `taxesMinor`); absent: one line. */
  taxes?: readonly CancellationTax[] | undefined;
  /** Other parts of `totalMinor` with their own refund rule (a service fee); absent: none. */
  fees?: readonly CancellationFee[] | undefined;
  /** What can still be refunded now (paid minus refunded), minor units: the refund's ceiling. */
  refundableMinor: number;
  /** Whether the guest paid for the stay at all; absent: whether anything is still refundable. */
  paid?: boolean | undefined;
}

export type CancellationStage = 'full' | 'partial' | 'none' | 'after_check_in';

export interface CancellationQuote {
  policy: CancellationPolicy;
  stage: CancellationStage;
  /** False from check-in on: only an admin may cancel then. */
  allowed: boolean;
  /** What a guest cancelling at `now` gets back, minor units, 0..refundableMinor. */
  refundMinor: number;
  /** The refund line by line (adding up to `refundMinor`) and what the guest does not get back. */
  lines: CancellationLine[];
  kept: CancellationLine[];
  /** What the guest paid and has not had back: `refundMinor` + the kept lines. 0 when nothing was paid. */
  paidMinor: number;
  /** The moment of check-in, and until when each refund stage lasts (null: the stage does not happen). */
  checkInAt: Date;
  fullRefundUntil: Date | null;
  partialRefundUntil: Date | null;
  /** The policy in one line, without dates: the stay's currency, its cleaning fee only if it has one. */
  summary: string;
  /** The policy in words with this stay's dates, in the listing's time and zone. */
  terms: string;
  /** What cancelling now gives, in words. */
  now: string;
}

const sumOf = (xs: readonly { amountMinor: number }[]) => xs.reduce((s, x) => s + x.amountMinor, 0);

/** The stay's parts, each at least 0 and together the total: nights, cleaning fee, taxes, other fees. */
function partsOf(stay: CancellationStay) {
  const total = clampInt(stay.totalMinor);
  const cleaning = Math.min(total, clampInt(stay.cleaningFeeMinor));
  const taxesMinor = Math.min(total - cleaning, clampInt(stay.taxesMinor ?? 0));
  const given = (stay.taxes ?? []).map((t) => ({ label: t.label, amountMinor: clampInt(t.amountMinor) }));
  // The snapshot's own lines when they agree with its sum; else one line, so the sum is never lost.
  const taxes =
    given.length > 0 && sumOf(given) === taxesMinor
      ? given
      : taxesMinor > 0
        ? [{ label: 'Taxes', amountMinor: taxesMinor }]
        : [];
  let room = total - cleaning - taxesMinor;
  const fees = (stay.fees ?? []).map((f) => {
    const amountMinor = Math.min(room, clampInt(f.amountMinor));
    room -= amountMinor;
    return { ...f, amountMinor };
  });
  const extraGuests = Math.min(room, clampInt(stay.extraGuestsMinor ?? 0));
  return { total, cleaning, taxes, taxed: taxesMinor > 0, fees, lodging: room, extraGuests };
}

/**
 * What extra guests paid of a stay's price (its snapshot): their charge less its share of the discount and the
 * pricing rules, which apply to the nights and the extra guests alike (pricing.ts). A snapshot without the
 * figures: 0, the charge stays with the nights.
 */
export function extraGuestsOf(b: Partial<PriceBreakdown>): number {
  const extra = clampInt(b.extraPersonTotalMinor ?? 0);
  const before = clampInt(b.nightsPriceMinor ?? 0) + extra;
  if (extra === 0 || before === 0) return 0;
  const rules = (b.adjustments ?? []).reduce((s, a) => s + a.amountMinor, 0);
  const after = Math.max(0, before - (b.discount?.amountMinor ?? 0) + rules);
  return Math.floor((extra * after) / before);
}

/** The fees' own rules in words, after the policy's (a non-refundable fee says so). */
function feesText(fees: readonly CancellationFee[], currency: string): string {
  return fees
    .filter((f) => f.amountMinor > 0)
    .map((f) =>
      f.refund === 'never'
        ? ` The ${f.label.toLowerCase()} (${formatMoney(f.amountMinor, currency)}) is not refunded.`
        : ` The ${f.label.toLowerCase()} is refunded whenever you cancel before check-in.`,
    )
    .join('');
}

/** Where `t` falls in the schedule: the stage, and the nights' share cancelling then refunds. */
function nightsAt(
  t: number,
  f: StayFacts,
  s: PolicySchedule,
): { stage: CancellationStage; nights: NightsShare } {
  if (t >= f.checkInAt.getTime())
    return { stage: 'after_check_in', nights: { ...share(0, '', allNights(f)), beforeCheckIn: false } };
  if (s.fullRefundUntil && t < s.fullRefundUntil.getTime())
    return { stage: 'full', nights: share(f.lodging, allNightsLabel(f), []) };
  const partialOpen = s.partialRefundUntil && t < s.partialRefundUntil.getTime();
  return { stage: 'partial', nights: partialOpen ? s.partial : s.late };
}

/** The terms (the policy with this stay's dates and fees) and what cancelling now gives, in words. */
function quoteWords(
  stay: CancellationStay,
  stage: CancellationStage,
  scheduleText: string,
  fees: readonly CancellationFee[],
  processing: number,
  refundMinor: number,
  over: boolean,
): { terms: string; now: string } {
  const processingText =
    processing > 0 ? ` Card processing (${formatMoney(processing, stay.currency)}) is never refunded.` : '';
  const policyText = `${CANCELLATION_POLICY_LABELS[stay.policy]} cancellation policy.`;
  // From check-in on, every deadline has passed: the terms say so, and `now` says where to turn instead.
  if (stage === 'after_check_in') {
    return {
      terms: `${policyText} Check-in has passed, so the stay can no longer be cancelled here.`,
      now: over
        ? 'The stay is over: it can no longer be cancelled.'
        : 'The stay has begun: with a problem, write to your host, or to us through the contact page.',
    };
  }
  return {
    terms: `${policyText} ${scheduleText}${feesText(fees, stay.currency)}${processingText} No cancellation after check-in.`,
    now:
      refundMinor > 0
        ? `Cancelling now refunds ${formatMoney(refundMinor, stay.currency)}.`
        : 'Cancelling now refunds nothing.',
  };
}

/**
 * The refund for a guest cancelling at `now` under the stay's policy, itemised, and the terms in words (a
 * deadline already passed is never quoted: they say what applies now). Pure: the server calls it with its own
 * clock; the pages show the same quote the cancel route will apply.
 */
export function quoteCancellation(stay: CancellationStay, now: Date): CancellationQuote {
  const zone = isTimeZone(stay.timeZone) ? stay.timeZone : 'UTC';
  const clock = checkInClock(stay.checkInTime);
  const at = (date: string) => zonedInstant(date, clock.hours, clock.minutes, zone);
  const checkInAt = at(stay.startDate);
  const p = partsOf(stay);
  const count = Math.max(1, clampInt(stay.nights));
  const t = now.getTime();
  const zoneText = zoneLabel(zone); // `Lisbon time`, as every other time of the stay names its zone
  const facts: StayFacts = {
    startDate: stay.startDate,
    bookedAt: stay.bookedAt,
    zone,
    at,
    checkInAt,
    lodging: p.lodging,
    firstNight: Math.ceil(p.lodging / count),
    taxed: p.taxed,
    cleaning: p.cleaning > 0,
    nights: count,
    passed: (d) => t >= d.getTime(),
    checkInText: `check-in on ${localText(checkInAt, zone)} (${zoneText})`,
  };
  const schedule = SCHEDULES[stay.policy](facts);
  const { stage: reached, nights } = nightsAt(t, facts, schedule);
  const paid = stay.paid ?? clampInt(stay.refundableMinor) > 0;
  const held = Math.min(p.total, clampInt(stay.refundableMinor));
  // Every stay is paid by card: its processing is the guest's to keep paid (decision 0089).
  const processing = cardProcessingMinor(p.total, stay.currency);
  const items = paid
    ? itemise(
        {
          currency: stay.currency,
          totalMinor: p.total,
          lodgingMinor: p.lodging,
          extraGuestsMinor: p.extraGuests,
          cleaningFeeMinor: p.cleaning,
          taxes: p.taxes,
          fees: p.fees,
          heldMinor: held,
          processingMinor: processing,
        },
        nights,
      )
    : { refundMinor: 0, lines: [], kept: [] };
  const refundMinor = items.refundMinor;
  const stage = reached !== 'after_check_in' && refundMinor === 0 ? 'none' : reached;
  // From check-out on (the listing's time on the last day), the stay is over, not under way.
  const over =
    t >= checkOutInstant(addDays(stay.startDate, count), stay.checkOutTime ?? null, zone).getTime();
  const words = quoteWords(stay, stage, schedule.text, p.fees, processing, refundMinor, over);
  return {
    policy: stay.policy,
    stage,
    allowed: stage !== 'after_check_in',
    refundMinor,
    lines: items.lines,
    kept: items.kept,
    paidMinor: paid ? held : 0,
    checkInAt,
    fullRefundUntil: schedule.fullRefundUntil,
    partialRefundUntil: schedule.partialRefundUntil,
    summary: cancellationPolicySummary(stay.policy, {
      currency: stay.currency,
      cleaningFee: p.cleaning > 0,
      taxes: p.taxed,
    }),
    terms: words.terms,
    now: words.now,
  };
}

/** One line of an itemised refund on the wire: `key` says what it is (`nights`, `cleaning_fee`, `tax_0`…). */
export const CancellationLineWire = z.object({ key: z.string(), label: z.string(), amount: z.number() });
export type CancellationLineWire = z.infer<typeof CancellationLineWire>;

/** The quote on the wire (public reservation page, Book now): instants as ISO strings, amount in major units. */
export const CancellationQuoteWire = z.object({
  policy: z.enum(CANCELLATION_POLICIES),
  summary: z.string(),
  terms: z.string(),
  now: z.string(),
  allowed: z.boolean(),
  /** Major units of the reservation's currency. */
  refund: z.number(),
  /** The refund line by line, adding up to `refund` (an earlier refund is a negative line). */
  lines: z.array(CancellationLineWire),
  /** What the guest does not get back: `refund` + these = `paid`. */
  kept: z.array(CancellationLineWire),
  /** What the guest paid for the stay and has not had back, major units; 0 when nothing was paid. */
  paid: z.number(),
  check_in_at: z.string(),
  full_refund_until: z.string().nullable(),
});
export type CancellationQuoteWire = z.infer<typeof CancellationQuoteWire>;

export function toCancellationWire(quote: CancellationQuote, currency: string): CancellationQuoteWire {
  return {
    policy: quote.policy,
    summary: quote.summary,
    terms: quote.terms,
    now: quote.now,
    allowed: quote.allowed,
    refund: toMajor(quote.refundMinor, currency),
    lines: quote.lines.map((l) => ({ key: l.key, label: l.label, amount: toMajor(l.amountMinor, currency) })),
    kept: quote.kept.map((l) => ({ key: l.key, label: l.label, amount: toMajor(l.amountMinor, currency) })),
    paid: toMajor(quote.paidMinor, currency),
    check_in_at: quote.checkInAt.toISOString(),
    full_refund_until: quote.fullRefundUntil?.toISOString() ?? null,
  };
}
