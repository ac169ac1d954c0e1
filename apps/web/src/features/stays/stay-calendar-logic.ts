import { addDays, isIsoDate, nightsBetween } from '@innkeep/contract/dates';

/**
 * Which days the stay calendar lets a guest click. `unavailable` holds nights (a stay [start, end)
 * may not contain one); the check-out day itself is free, so the first blocked night after a
 * chosen check-in is still a valid check-out. Days are `YYYY-MM-DD`, compared as strings.
 */
export interface CalendarState {
  today: string;
  unavailable: ReadonlySet<string>;
  /** The last day shown (today + the 18-month horizon of the availability reply). */
  horizon: string;
  start: string | null;
  end: string | null;
  /** The listing's minimum and maximum stay in nights (booking settings); none when absent. */
  minNights?: number | null;
  maxNights?: number | null;
}

/** Whether a stay of this many nights keeps the listing's minimum and maximum. */
function keepsLength(state: CalendarState, nights: number): boolean {
  return nights >= (state.minNights ?? 1) && (!state.maxNights || nights <= state.maxNights);
}

export function isFreeNight(state: Pick<CalendarState, 'today' | 'unavailable'>, night: string): boolean {
  return night >= state.today && !state.unavailable.has(night);
}

/** True when every night of [start, end) is free. */
export function isFreeStay(
  state: Pick<CalendarState, 'today' | 'unavailable'>,
  start: string,
  end: string,
): boolean {
  if (end <= start) return false;
  for (let night = start; night < end; night = addDays(night, 1)) {
    if (!isFreeNight(state, night)) return false;
  }
  return true;
}

/**
 * Whether a day is disabled. Picking a check-in (nothing or a full range chosen): only free nights.
 * Picking a check-out (check-in chosen): any day that makes a free stay with it, on either side
 * (the picker orders the two clicks), plus the check-in itself, which clears the choice.
 */
export function isDayDisabled(state: CalendarState, day: string): boolean {
  if (day < state.today || day > state.horizon) return true;
  if (!state.start || state.end) return !isFreeNight(state, day);
  if (day === state.start) return false;
  const [from, to] = day > state.start ? [state.start, day] : [day, state.start];
  return !keepsLength(state, nightsBetween(from, to)) || !isFreeStay(state, from, to);
}

/**
 * The first day that can be check-out after the chosen check-in: the minimum stay later, when those nights
 * are free; null when no stay can start on that day (a longer stay would hold the same blocked night).
 */
export function earliestCheckOut(state: CalendarState): string | null {
  if (!state.start) return null;
  const day = addDays(state.start, Math.max(1, state.minNights ?? 1));
  return day <= state.horizon && !isDayDisabled({ ...state, end: null }, day) ? day : null;
}

/** Guests above the listing's capacity reset to 1 (docs/requirements/wire.md#R-W16); below 1 becomes 1. */
export function normaliseGuests(guests: number, capacity: number | null): number {
  if (!Number.isFinite(guests) || guests < 1) return 1;
  const whole = Math.floor(guests);
  return capacity !== null && whole > capacity ? 1 : whole;
}

/** The count asked for when it is above the listing's capacity (and so reset to 1), for the page to say so; else null. */
export function guestsAboveCapacity(guests: number, capacity: number | null): number | null {
  if (capacity === null || !Number.isFinite(guests)) return null;
  const whole = Math.floor(guests);
  return whole > capacity ? whole : null;
}

/** Dates carried in the URL (from search results or a shared link), kept only when they still form a free stay. */
export function initialRange(
  state: Pick<CalendarState, 'today' | 'unavailable'>,
  start: string | null,
  end: string | null,
): [string | null, string | null] {
  if (!isIsoDate(start)) return [null, null];
  // A check-in chosen alone is kept too: the guest reloading half-way through picking finds it still there.
  if (end === null) return isFreeNight(state, start) ? [start, null] : [null, null];
  if (!isIsoDate(end)) return [null, null];
  return isFreeStay(state, start, end) ? [start, end] : [null, null];
}

/** A link's dates that `initialRange` drops because the stay starts before today: said to the guest, not lost. */
export function pastLinkDates(
  today: string,
  start: string | null,
  end: string | null,
): [string, string] | null {
  if (!isIsoDate(start) || !isIsoDate(end) || end <= start) return null;
  return start < today ? [start, end] : null;
}

/**
 * The first night a stay can start on (free, and some stay of the allowed length from it is free too): the
 * calendar opens on its month rather than on a month the guest cannot book. Null when none is left.
 */
export function firstBookableNight(state: CalendarState): string | null {
  for (let day = state.today; day <= state.horizon; day = addDays(day, 1)) {
    if (isFreeNight(state, day) && earliestCheckOut({ ...state, start: day, end: null }) !== null) return day;
  }
  return null;
}
