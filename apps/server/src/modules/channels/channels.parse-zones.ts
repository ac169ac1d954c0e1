import { isTimeZone, offsetAt } from '@innkeep/contract/time-zones';
import ICAL from 'ical.js';
import { WINDOWS_ZONES } from './channels.windows-zones.ts';

/**
 * Times in a feed, read as every other calendar reader does (decision 0070): a DATE-TIME with a TZID is an
 * instant, turned into the listing's zone; a UTC time likewise; a floating time (no TZID, no Z) and a DATE
 * stay on the listing's own clock. No JavaScript Date in local time is made, so the process's TZ cannot
 * shift a day.
 */

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
/** The date an ICAL time names, as written (`YYYY-MM-DD`), whatever its zone. */
export const ymd = (time: ICAL.Time) => `${pad(time.year, 4)}-${pad(time.month)}-${pad(time.day)}`;

const windowsByName = new Map(
  Object.entries(WINDOWS_ZONES).map(([name, iana]) => [name.toLowerCase(), iana]),
);

/**
 * The IANA zone a TZID names, or null: an IANA name (`America/Denver`, `US/Central`), a Windows name
 * (`W. Europe Standard Time`, CLDR's table), or a name with a vendor prefix whose tail is IANA
 * (`/mozilla.org/20050126_1/Europe/Berlin`, `/citadel.org/20190914_1/Europe/Berlin`).
 */
export function ianaZone(tzid: string): string | null {
  const name = tzid.trim().replace(/^"|"$/g, '');
  const windows = windowsByName.get(name.toLowerCase());
  if (windows) return windows;
  if (isTimeZone(name)) return name;
  const parts = name.split('/').filter(Boolean);
  for (const take of [3, 2]) {
    const tail = parts.slice(-take).join('/');
    if (parts.length > take && isTimeZone(tail)) return tail;
  }
  return null;
}

const DAY = 86_400_000;
const probes = new Map<string, number>();
/** The zone's offset at 00:00Z of day number `day`; cached, as a feed's times fall on a few hundred days. */
function offsetOnDay(day: number, zone: string): number {
  const key = `${zone} ${day}`;
  let offset = probes.get(key);
  if (offset === undefined) {
    if (probes.size > 100_000) probes.clear();
    offset = offsetAt(day * DAY, zone);
    probes.set(key, offset);
  }
  return offset;
}

/**
 * The instant a wall-clock time in an IANA zone stands for (RFC 5545 §3.3.5): in the hour repeated when
 * clocks go back, the first; in the hour skipped when they go forward, read with the offset before the gap.
 */
function instantIn(zone: string, wall: number): number {
  const day = Math.floor(wall / DAY);
  const before = offsetOnDay(day - 1, zone);
  const after = offsetOnDay(day + 2, zone);
  // No change of offset within a day either side (nearly always): nothing to look up.
  if (before === after) return wall - before;
  const fits = [wall - before, wall - after].filter((t) => offsetAt(t, zone) === wall - t);
  return fits.length ? Math.min(...fits) : wall - before;
}

/** The date (`YYYY-MM-DD`) at `instant` in `zone`. */
function dateIn(zone: string, instant: number): string {
  const day = Math.floor(instant / DAY);
  const before = offsetOnDay(day - 1, zone);
  const offset = before === offsetOnDay(day + 2, zone) ? before : offsetAt(instant, zone);
  return new Date(instant + offset).toISOString().slice(0, 10);
}

/** The instant a DATE-TIME stands for, or null when it is floating (or names a zone nobody defines). */
export function instantOf(time: ICAL.Time): number | null {
  const wall = Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second);
  const tzid = time.zone?.tzid;
  if (!tzid || tzid === 'floating') return null;
  if (tzid === 'UTC') return wall;
  const iana = ianaZone(tzid);
  if (iana) return instantIn(iana, wall);
  // A zone only the feed defines (Outlook's "(UTC-07:00) Arizona", a PMS's own name): its VTIMEZONE rules.
  if (time.zone.component?.getAllSubcomponents().length) return wall - time.zone.utcOffset(time) * 1000;
  return null;
}

/** The calendar date a time stands for at a listing in `timeZone`. */
export function dayAt(time: ICAL.Time, timeZone: string): string {
  if (time.isDate) return ymd(time);
  const instant = instantOf(time);
  return instant === null ? ymd(time) : dateIn(isTimeZone(timeZone) ? timeZone : 'UTC', instant);
}

/**
 * Gives every TZID the feed uses a zone named after it. ical.js keeps a TZID on a time only when the
 * calendar has its VTIMEZONE; Exchange and Google often leave it out, and the name is what `instantOf` needs.
 * A stand-in has no rules, so ical.js's own arithmetic on it is what it was: the zone's wall clock.
 */
export function nameEveryZone(calendar: ICAL.Component, text: string): void {
  const defined = new Set(
    calendar.getAllSubcomponents('vtimezone').map((zone) => String(zone.getFirstPropertyValue('tzid'))),
  );
  for (const match of text.matchAll(/;TZID=("[^"\r\n]*"|[^;:\r\n]*)/gi)) {
    const tzid = match[1]!.replace(/^"|"$/g, '');
    if (defined.has(tzid) || tzid === 'UTC') continue;
    defined.add(tzid);
    const stand = new ICAL.Component('vtimezone');
    stand.addPropertyWithValue('tzid', tzid);
    calendar.addSubcomponent(stand);
  }
}
