/** Stored dates stay within these years: outside them date arithmetic leaves the `YYYY-MM-DD` form. */
export const MIN_DATE_YEAR = 1900;
export const MAX_DATE_YEAR = 2999;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * True for a calendar date `YYYY-MM-DD` that exists, between MIN_DATE_YEAR and MAX_DATE_YEAR: what the
 * `IsoDate` schema (common.ts) accepts, for URL parameters and form inputs, without zod (a public page checks
 * dates before it has loaded any schema).
 */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const parts = ISO_DATE.exec(value);
  if (!parts) return false;
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  if (year < MIN_DATE_YEAR || year > MAX_DATE_YEAR || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Stays are half-open [start, end): the check-out day is free for the next check-in. */
const DAY_MS = 86_400_000;

// From the digits rather than Date.parse and toISOString: a search prices every night of 20 cards with these,
// and this is three times faster (the search benchmark's server profile). Years stay within 4 digits (above).
function toUtc(date: string): number {
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
}

/** `7` → `07`: a month, day, hour or minute as dates and times are written. */
export const twoDigits = (n: number) => String(n).padStart(2, '0');

export function nightsBetween(start: string, end: string): number {
  return Math.round((toUtc(end) - toUtc(start)) / DAY_MS);
}

export function addDays(date: string, days: number): string {
  const d = new Date(toUtc(date) + days * DAY_MS);
  return `${d.getUTCFullYear()}-${twoDigits(d.getUTCMonth() + 1)}-${twoDigits(d.getUTCDate())}`;
}

export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/**
 * The dates it is somewhere on Earth now, from the earliest (UTC−12) to the latest (UTC+14): every listing's
 * today is one of them. What a guest may pick before the listing's own date is known (decision 0115).
 */
export function datesOnEarth(now: Date = new Date()): { earliest: string; latest: string } {
  const hour = 3_600_000;
  return {
    earliest: todayIso(new Date(now.getTime() - 12 * hour)),
    latest: todayIso(new Date(now.getTime() + 14 * hour)),
  };
}

/** The months as dates are written (`Jun 18, 2025`); formats.ts writes its days and months with them. */
export const SHORT_MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

/**
 * US short form, as dates are shown (docs/requirements/wire.md#R-W5): `Jun 18, 2025` (what `Intl.DateTimeFormat('en-US', { dateStyle:
 * 'medium' })` writes). Written out rather than through Intl: a stay calendar labels every day it shows, and
 * on a phone Intl's date formatter took over 100 ms to set up and run for them while the page hydrated.
 */
export function formatDate(date: string): string {
  const day = new Date(toUtc(date));
  return `${SHORT_MONTHS[day.getUTCMonth()]} ${day.getUTCDate()}, ${day.getUTCFullYear()}`;
}

/** The date `months` calendar months after `date`, clamped to that month's last day (31 Aug + 6 → 28/29 Feb). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  // setUTCFullYear, unlike Date.UTC, does not read years 0-99 as 1900-1999.
  const target = new Date(0);
  target.setUTCFullYear(y, m - 1 + months, 1);
  const monthEnd = new Date(0);
  monthEnd.setUTCFullYear(target.getUTCFullYear(), target.getUTCMonth() + 1, 0);
  target.setUTCDate(Math.min(d, monthEnd.getUTCDate()));
  return target.toISOString().slice(0, 10);
}

/** How far ahead guests may book, and the calendar lists taken nights. */
export const BOOKING_HORIZON_MONTHS = 18;

/** The last day a stay may reach (its check-out day), counted from `today`. */
export function bookingHorizon(today: string): string {
  return addMonths(today, BOOKING_HORIZON_MONTHS);
}

/** What the one date convention is called where a range is shown (docs/requirements/bookings.md#R-B19). */
export const STAY_RANGE_LABEL = 'Check-in – check-out';

/**
 * The one way a stay or a block is written on every screen: the first day, then the check-out day (the day the
 * place is free again, never the last night), then the nights: `Nov 25, 2026 – Nov 29, 2026 · 4 nights`.
 */
export function formatStayRange(start: string, end: string): string {
  const n = nightsBetween(start, end);
  return `${formatDate(start)} – ${formatDate(end)} · ${n} ${n === 1 ? 'night' : 'nights'}`;
}
