// From dates.ts only: contract/dashboard's month helpers share a module with its zod schemas, which would bring
// zod onto the stay page (decision 0093).
import { addDays, addMonths, nightsBetween } from '@innkeep/contract/dates';

/**
 * The weeks of `month` (`YYYY-MM`, or a date in it), Sunday first: each a row of 7 dates, the first and last
 * weeks running into the months around it (`monthDays` says which days are the month's).
 */
export function monthWeeks(month: string): string[][] {
  const first = `${month.slice(0, 7)}-01`;
  const days = nightsBetween(first, addMonths(first, 1));
  const lead = new Date(`${first}T00:00:00Z`).getUTCDay();
  const weeks = Math.ceil((lead + days) / 7);
  return Array.from({ length: weeks }, (_, week) =>
    Array.from({ length: 7 }, (_, day) => addDays(first, week * 7 + day - lead)),
  );
}

/** Where a click on `day` takes a range being picked: a first click starts it, a second ends it in order. */
export function pickDay(
  [start, end]: readonly [string | null, string | null],
  day: string,
): [string | null, string | null] {
  if (!start || end) return [day, null];
  // Clicking the check-in again clears the choice, as the picker it replaced did.
  if (day === start) return [null, null];
  return day > start ? [start, day] : [day, start];
}

/** The days an arrow key moves focus by. */
export const ARROW_STEPS: Record<string, number> = {
  ArrowLeft: -1,
  ArrowRight: 1,
  ArrowUp: -7,
  ArrowDown: 7,
};

/**
 * The next day from `day` by `step` that `enabled` accepts, within [min, max]; null when there is none. Disabled
 * days are passed over, as a keyboard user wants the next day they can choose.
 */
export function nextEnabledDay(
  day: string,
  step: number,
  min: string,
  max: string,
  enabled: (day: string) => boolean,
): string | null {
  for (let next = addDays(day, step); next >= min && next <= max; next = addDays(next, step)) {
    if (enabled(next)) return next;
  }
  return null;
}
