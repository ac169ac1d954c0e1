import { type CancellationPolicy, HOUR_MS } from './cancellation.ts';
import type { CancellationLine, NightsShare } from './cancellation-lines.ts';
import { addDays } from './dates.ts';
import { localText } from './time-zones.ts';

/**
 * Each cancellation policy's schedule for a stay (decision 0023): until when a full and a partial refund
 * last, what share of the nights each gives back, and the deadlines in words.
 */

/** A stay's moments, nights and words that every policy's schedule is written from. */
export interface StayFacts {
  /** `YYYY-MM-DD`, the first night, and when the stay was booked. */
  startDate: string;
  bookedAt: Date;
  zone: string;
  /** The instant of a date at the listing's check-in time, in its zone. */
  at: (date: string) => Date;
  checkInAt: Date;
  /** The nights' part of the total, and the first night's share of it. */
  lodging: number;
  firstNight: number;
  taxed: boolean;
  /** Whether the price holds a cleaning fee: the terms name it only then. */
  cleaning: boolean;
  /** How many nights the stay has (at least 1): the refund's lines name them. */
  nights: number;
  /** Whether a moment is already past at the quote's `now`. */
  passed: (d: Date) => boolean;
  checkInText: string;
}

/** What a policy gives a stay: until when each refund lasts, the nights' share of each, and its terms in words. */
export interface PolicySchedule {
  fullRefundUntil: Date | null;
  partialRefundUntil: Date | null;
  /** The nights' share refunded after the full refund and until `partialRefundUntil`. */
  partial: NightsShare;
  /** The nights' share refunded after `partialRefundUntil` and before check-in. */
  late: NightsShare;
  text: string;
}

export const share = (backMinor: number, backLabel: string, kept: CancellationLine[]): NightsShare => ({
  backMinor,
  backLabel,
  kept,
  beforeCheckIn: true,
});
/** Nights as they read after "the": "night" for one, never "1 night" ("half of the 1 night"). */
const theNights = (n: number) => (n === 1 ? 'night' : `${n} nights`);
/** The line of every night: "All 3 nights", or "The night" of a one-night stay. */
export const allNightsLabel = (f: StayFacts) => (f.nights === 1 ? 'The night' : `All ${f.nights} nights`);
export const allNights = (f: StayFacts): CancellationLine[] => [
  { key: 'nights', label: allNightsLabel(f), amountMinor: f.lodging },
];
const firstNightKept = (f: StayFacts): CancellationLine => ({
  key: 'first_night',
  label: 'First night',
  amountMinor: f.firstNight,
});
const withTaxes = (f: StayFacts, what: string) => (f.taxed ? `, with the taxes on ${what}` : '');
/** "the cleaning fee and " before a share of the nights, when the stay has one. */
const cleaningAnd = (f: StayFacts) => (f.cleaning ? 'the cleaning fee and ' : '');

/**
 * A deadline already past is never quoted (docs/requirements/cancellation.md#R-C6): the text says it has
 * passed and what cancelling gives from now until check-in instead. `refunds`: what cancelling after the full
 * refund and before check-in gives; `later`: the same, said of then. A stay booked at or after the deadline
 * never had a free period (`until` null): it says so, as the strict policy does, not that a deadline passed.
 */
const fullThen = (f: StayFacts, until: Date | null, bookedWithin: string, refunds: string, later: string) =>
  until === null
    ? `No full refund: the stay was booked less than ${bookedWithin} before check-in. Cancelling before ${f.checkInText} refunds ${refunds}.`
    : f.passed(until)
      ? `The free-cancellation deadline has passed: cancelling now, before ${f.checkInText}, refunds ${refunds}.`
      : `Cancel before ${localText(until, f.zone)} for a full refund. After that and before ${f.checkInText}, ${later}.`;

/**
 * The flexible and moderate shape: a full refund until `daysBefore` the first night, then `partial` until
 * check-in; a stay booked after that deadline has no full refund at all (`fullRefundUntil` null).
 * `bookedWithin` words the free period ("24 hours"); `refunds` and `later` say what the partial refund gives
 * (see `fullThen`).
 */
function partialUntilCheckIn(
  f: StayFacts,
  daysBefore: number,
  bookedWithin: string,
  partial: NightsShare,
  refunds: string,
  later: string,
): PolicySchedule {
  const deadline = f.at(addDays(f.startDate, -daysBefore));
  const fullRefundUntil = f.bookedAt.getTime() < deadline.getTime() ? deadline : null;
  return {
    fullRefundUntil,
    partialRefundUntil: f.checkInAt,
    partial,
    late: partial,
    text: fullThen(f, fullRefundUntil, bookedWithin, refunds, later),
  };
}

function flexibleSchedule(f: StayFacts): PolicySchedule {
  const firstNightTaxes = f.taxed ? ' and the taxes on it' : '';
  return partialUntilCheckIn(
    f,
    1,
    '24 hours',
    share(
      f.lodging - f.firstNight,
      f.nights === 2 ? 'The night after the first' : `${f.nights - 1} nights after the first`,
      [firstNightKept(f)],
    ),
    `everything but the first night${firstNightTaxes}`,
    `everything is refunded but the first night${firstNightTaxes}`,
  );
}

function moderateSchedule(f: StayFacts): PolicySchedule {
  const half = Math.floor((f.lodging - f.firstNight) / 2);
  const partial = share(half, `Half of the ${theNights(f.nights - 1)} after the first`, [
    firstNightKept(f),
    {
      key: 'nights',
      label: `Other half of the ${theNights(f.nights - 1)} after the first`,
      amountMinor: f.lodging - f.firstNight - half,
    },
  ]);
  return partialUntilCheckIn(
    f,
    5,
    '5 days',
    partial,
    `${cleaningAnd(f)}half of the nights after the first${withTaxes(f, 'that half')}`,
    `${cleaningAnd(f)}half of the nights after the first are refunded${withTaxes(f, 'that half')}`,
  );
}

function strictSchedule(f: StayFacts): PolicySchedule {
  const graceEnd = new Date(f.bookedAt.getTime() + 48 * HOUR_MS);
  const bookedEarly = f.bookedAt.getTime() <= f.at(addDays(f.startDate, -14)).getTime();
  const fullRefundUntil = bookedEarly ? graceEnd : null;
  const halfUntil = f.at(addDays(f.startDate, -7));
  const half = Math.floor(f.lodging / 2);
  const partial = share(half, `Half of the ${theNights(f.nights)}`, [
    { key: 'nights', label: `Other half of the ${theNights(f.nights)}`, amountMinor: f.lodging - half },
  ]);
  const fullOpen = fullRefundUntil !== null && !f.passed(fullRefundUntil);
  const fullPart = !fullRefundUntil
    ? 'No full refund: the stay was booked less than 14 days before check-in.'
    : fullOpen
      ? `Cancel before ${localText(fullRefundUntil, f.zone)} (48 hours after booking) for a full refund.`
      : 'The free-cancellation deadline (48 hours after booking) has passed.';
  const lateRefund = f.cleaning ? 'only the cleaning fee' : 'nothing';
  const halfPart = f.passed(halfUntil)
    ? `The half-refund deadline has passed: cancelling now, before ${f.checkInText}, refunds ${lateRefund}.`
    : `${fullOpen ? 'After that and until' : 'Until'} ${localText(halfUntil, f.zone)}, ${cleaningAnd(f)}half of the nights are refunded${withTaxes(f, 'that half')}; after that and before ${f.checkInText}, ${lateRefund}.`;
  return {
    fullRefundUntil,
    partialRefundUntil: fullRefundUntil && halfUntil < fullRefundUntil ? fullRefundUntil : halfUntil,
    partial,
    late: share(0, '', allNights(f)),
    text: `${fullPart} ${halfPart}`,
  };
}

export const SCHEDULES: Record<CancellationPolicy, (f: StayFacts) => PolicySchedule> = {
  flexible: flexibleSchedule,
  moderate: moderateSchedule,
  strict: strictSchedule,
};
