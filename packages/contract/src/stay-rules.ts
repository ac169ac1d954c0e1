import { BOOKING_HORIZON_MONTHS, bookingHorizon, nightsBetween } from './dates.ts';

/**
 * The rules a stay must keep (DESIGN.md "Stay rules"), as one pure function shared by the calendar,
 * the price calculation and the booking transaction. Dates are `YYYY-MM-DD`; stays are half-open
 * `[startDate, endDate)`, so a check-out day is free for the next check-in.
 *
 * Decisions:
 * - Missing minimum/maximum nights (null or 0) mean "no limit"; a missing capacity means no limit.
 * - Gap nights: with `enableGapNights`, a stay whose start is another stay's end AND whose end is
 *   another stay's start (it exactly fills the gap) may be shorter than the minimum.
 * - Gap rule: when `smallestAllowedGap` > 0 and the stay overlaps the window
 *   `[allowGapsBetweenStart, allowGapsBetweenEnd]` (inclusive; a missing bound is open), the free
 *   nights between it and the nearest stay before or after must be 0 (back to back) or at least
 *   `smallestAllowedGap`. Gaps against today or the calendar's edge do not count.
 */
export interface StayListingRules {
  personCapacity: number | null;
  minimumNights: number | null;
  maximumNights: number | null;
  enableGapNights: boolean;
  smallestAllowedGap: number | null;
  allowGapsBetweenStart: string | null;
  allowGapsBetweenEnd: string | null;
}

export interface StayRequest {
  startDate: string;
  endDate: string;
  guests: number;
}

/** A range of taken nights: a date-holding reservation or a calendar block. */
export interface TakenStay {
  startDate: string;
  endDate: string;
}

export type StayRule =
  | 'past_start'
  | 'end_before_start'
  | 'beyond_horizon'
  | 'guests_minimum'
  | 'capacity'
  | 'dates_taken'
  | 'minimum_nights'
  | 'maximum_nights'
  | 'gap';

export type StayField = 'start_date' | 'end_date' | 'guests';

export interface StayViolation {
  rule: StayRule;
  field: StayField;
  message: string;
}

export const stayMessages = {
  pastStart: 'Check-in date cannot be in the past',
  endBeforeStart: 'Check-out date must be after the check-in date',
  beyondHorizon: `Stays can be booked up to ${BOOKING_HORIZON_MONTHS} months ahead`,
  guestsMinimum: 'At least 1 guest is required',
  capacity: (max: number) => `This listing hosts at most ${max} ${max === 1 ? 'guest' : 'guests'}`,
  datesTaken: 'These dates are not available',
  minimumNights: (n: number) => `The minimum stay is ${n} ${n === 1 ? 'night' : 'nights'}`,
  maximumNights: (n: number) => `The maximum stay is ${n} ${n === 1 ? 'night' : 'nights'}`,
  gap: (side: 'before' | 'after', gap: number, smallest: number) =>
    `This stay would leave ${gap} free ${gap === 1 ? 'night' : 'nights'} ${side} another stay; gaps must be at least ${smallest} nights`,
} as const;

const positive = (n: number | null | undefined): n is number => typeof n === 'number' && n > 0;

const violation = (rule: StayRule, field: StayField, message: string): StayViolation => ({
  rule,
  field,
  message,
});

/** Half-open ranges share a night: a check-out day is free for the next check-in. */
export function overlaps(a: TakenStay, b: TakenStay): boolean {
  return a.startDate < b.endDate && b.startDate < a.endDate;
}

/** True when `stay` starts where one taken stay ends and ends where another begins. */
export function fillsGapExactly(stay: StayRequest, taken: readonly TakenStay[]): boolean {
  return taken.some((t) => t.endDate === stay.startDate) && taken.some((t) => t.startDate === stay.endDate);
}

/** Returns the first rule the stay breaks, with the field it belongs to and a guest-facing message; null if none. */
export function checkStay(
  rules: StayListingRules,
  stay: StayRequest,
  taken: readonly TakenStay[],
  today: string,
): StayViolation | null {
  if (stay.startDate < today) return violation('past_start', 'start_date', stayMessages.pastStart);
  if (stay.endDate <= stay.startDate) {
    return violation('end_before_start', 'end_date', stayMessages.endBeforeStart);
  }
  // The calendar lists taken nights only this far: a later stay could not be checked against it.
  if (stay.endDate > bookingHorizon(today)) {
    return violation('beyond_horizon', 'end_date', stayMessages.beyondHorizon);
  }
  if (!Number.isInteger(stay.guests) || stay.guests < 1) {
    return violation('guests_minimum', 'guests', stayMessages.guestsMinimum);
  }
  if (positive(rules.personCapacity) && stay.guests > rules.personCapacity) {
    return violation('capacity', 'guests', stayMessages.capacity(rules.personCapacity));
  }
  if (taken.some((t) => overlaps(t, stay))) {
    return violation('dates_taken', 'start_date', stayMessages.datesTaken);
  }

  const nights = nightsBetween(stay.startDate, stay.endDate);
  const gapFiller = rules.enableGapNights && fillsGapExactly(stay, taken);
  if (positive(rules.minimumNights) && nights < rules.minimumNights && !gapFiller) {
    return violation('minimum_nights', 'end_date', stayMessages.minimumNights(rules.minimumNights));
  }
  if (positive(rules.maximumNights) && nights > rules.maximumNights) {
    return violation('maximum_nights', 'end_date', stayMessages.maximumNights(rules.maximumNights));
  }
  return checkGapRule(rules, stay, taken);
}

function checkGapRule(
  rules: StayListingRules,
  stay: StayRequest,
  taken: readonly TakenStay[],
): StayViolation | null {
  const smallest = rules.smallestAllowedGap;
  if (!positive(smallest)) return null;
  const windowStart = rules.allowGapsBetweenStart;
  const windowEnd = rules.allowGapsBetweenEnd;
  // The stay's nights are [start, end - 1]; it is "in the window" when any of them is.
  if (windowEnd && stay.startDate > windowEnd) return null;
  if (windowStart && stay.endDate <= windowStart) return null;

  let previousEnd: string | null = null;
  let nextStart: string | null = null;
  for (const t of taken) {
    if (t.endDate <= stay.startDate && (previousEnd === null || t.endDate > previousEnd))
      previousEnd = t.endDate;
    if (t.startDate >= stay.endDate && (nextStart === null || t.startDate < nextStart))
      nextStart = t.startDate;
  }
  if (previousEnd !== null) {
    const gap = nightsBetween(previousEnd, stay.startDate);
    if (gap > 0 && gap < smallest)
      return violation('gap', 'start_date', stayMessages.gap('after', gap, smallest));
  }
  if (nextStart !== null) {
    const gap = nightsBetween(stay.endDate, nextStart);
    if (gap > 0 && gap < smallest)
      return violation('gap', 'end_date', stayMessages.gap('before', gap, smallest));
  }
  return null;
}
