import { formatDate, SHORT_MONTHS, todayIso, twoDigits } from './dates.ts';
import { zoneLabel } from './payment-deadline.ts';
import { isTimeZone, localText, todayIn } from './time-zones.ts';

/**
 * One way to write a date, a time and an amount, on the web, in e-mails and in their previews
 * (docs/requirements/host.md#R-H21): a date `Jun 18, 2025` (dates.ts `formatDate`), a time on a 24-hour clock
 * `15:00`, an instant `Jun 18, 2025, 15:00 UTC` with its zone named (`Lisbon time` at a listing), an amount by
 * money.ts `formatMoney` / `formatPrice` (`€11,947.75`, `R 54,640`: ICU's no-break space after a symbol ending in a letter). Written out rather than by Intl's locale
 * formats, which differ by browser language (`12/9/2026, 3:00:00 PM`) and cost a phone 15-100 ms to set up.
 */

type Instant = Date | string;

const toDate = (at: Instant) => (typeof at === 'string' ? new Date(at) : at);
const zoneOf = (timeZone: string) => (isTimeZone(timeZone) ? timeZone : 'UTC');

/**
 * `Jun 18, 2025, 15:00 UTC`, or `Jun 18, 2025, 16:00 Lisbon time` on that zone's clock; `named: false` leaves the
 * zone out for a caller that names it once beside several times. A message in a stay's thread is on its
 * listing's clock too (docs/requirements/host.md#R-H21).
 */
export function formatDateTime(at: Instant, timeZone = 'UTC', { named = true } = {}): string {
  const zone = zoneOf(timeZone);
  const text = localText(toDate(at), zone);
  return named ? `${text} ${zoneLabel(zone)}` : text;
}

/** The reader's own zone (the browser's; the server's is UTC), for times of what the reader did or read. */
export function readerTimeZone(): string {
  try {
    return zoneOf(Intl.DateTimeFormat().resolvedOptions().timeZone);
  } catch {
    return 'UTC';
  }
}

/**
 * Today where the reader is (the browser's zone): a host page's date before its listings' zones are known, and
 * the guest's search pickers. Only for what the browser renders: on the server it is UTC's.
 */
export const readerToday = (now: Date = new Date()): string => todayIn(readerTimeZone(), now);

/** `15:00` on `timeZone`'s clock (UTC unless given); the zone is the caller's to name. */
export function formatTime(at: Instant, timeZone = 'UTC'): string {
  return localText(toDate(at), zoneOf(timeZone)).slice(-5);
}

/** The calendar date of an instant on `timeZone`'s clock, as dates are written: `Jun 18, 2025`. */
export function formatInstantDate(at: Instant, timeZone = 'UTC'): string {
  const zone = zoneOf(timeZone);
  const text = localText(toDate(at), zone);
  return text.slice(0, text.lastIndexOf(','));
}

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const weekdayOf = (date: string) => WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()];

/**
 * A `YYYY-MM-DD` date without its year, where the year is plain from around it (a week's list): `Jun 18`, or
 * with its weekday `Wed, Jun 18`.
 */
export function formatDayMonth(date: string, { weekday = false } = {}): string {
  const text = `${SHORT_MONTHS[Number(date.slice(5, 7)) - 1]} ${Number(date.slice(8, 10))}`;
  return weekday ? `${weekdayOf(date)}, ${text}` : text;
}

/**
 * A local time `YYYY-MM-DDTHH:MM` on a listing's clock (a task's window) without its year: `Wed, Jun 18, 11:00`,
 * or the day alone at midnight (a task set for a day, not an hour): `Wed, Jun 18`.
 */
export function formatLocalMoment(local: string): string {
  const [date = '', time] = local.split('T');
  const day = formatDayMonth(date, { weekday: true });
  return time && time !== '00:00' ? `${day}, ${time}` : day;
}

/** `Wed, Jun 18, 2025`: a date with its weekday, for a day's heading. */
export function formatDateWithWeekday(date: string): string {
  return `${weekdayOf(date)}, ${formatDate(date)}`;
}

/** A month `YYYY-MM` (or a date in it): `Nov 2026`, or `November 2026` in full. */
export function formatMonth(month: string, style: 'short' | 'long' = 'long'): string {
  const index = Number(month.slice(5, 7)) - 1;
  return `${(style === 'long' ? MONTH_NAMES : SHORT_MONTHS)[index]} ${month.slice(0, 4)}`;
}

/** `15:00` from a wall-clock `HH:MM` or `HH:MM:SS` (a check-in time): the clock part as times are written. */
export function formatClock(time: string): string {
  const [h = '0', m = '0'] = time.split(':');
  return `${twoDigits(Number(h))}:${twoDigits(Number(m))}`;
}

/** Today's date as written: `Jun 18, 2025`. */
export const formatToday = (now: Date = new Date()) => formatDate(todayIso(now));
