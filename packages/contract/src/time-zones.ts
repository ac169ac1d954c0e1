import { formatDate, twoDigits } from './dates.ts';

/**
 * A listing's "today" is the date at the listing, not on the server: a stay in Auckland starts its day
 * 13 hours before one in London. Every rule that asks "is this date past?" for a listing uses `todayIn`.
 */

/** True for an IANA zone name this runtime knows (`Europe/Lisbon`, `UTC`). */
export function isTimeZone(value: string): boolean {
  if (!value || value.length > 64) return false;
  if (knownZones.has(value)) return true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    knownZones.add(value); // only real zones are kept, a few hundred at most
    return true;
  } catch {
    return false;
  }
}

/** Building a formatter costs a fraction of a millisecond; start-up checks one zone per listing (decision 0028). */
const knownZones = new Set<string>();

/** The calendar date (`YYYY-MM-DD`) it is now in `timeZone`; an unknown zone counts as UTC. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  const zone = isTimeZone(timeZone) ? timeZone : 'UTC';
  let format = dayFormats.get(zone);
  if (!format) {
    // en-CA formats as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(zone, format);
  }
  return format.format(now);
}

/**
 * The zone a host's own "today" is read in, where one date stands for all their listings (the dashboard's
 * "Today is", the multi-calendar's today column): the zone most of their listings are in, a tie going to the
 * zone first by name; UTC for a host without listings. An unknown zone counts as UTC, as in `todayIn`.
 */
export function hostTimeZone(listingZones: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const zone of listingZones) {
    const known = isTimeZone(zone) ? zone : 'UTC';
    counts.set(known, (counts.get(known) ?? 0) + 1);
  }
  let best = 'UTC';
  let most = 0;
  for (const [zone, count] of counts) {
    if (count > most || (count === most && zone < best)) [best, most] = [zone, count];
  }
  return best;
}

/**
 * One formatter per zone, kept (only known zones reach it): building one costs far more than formatting, and a
 * feed's recurrences ask for thousands of dates (docs/requirements/channels.md#R-CH6: a daily series from 1990 took 30 s to read).
 */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** Countries with one time zone (or one that nearly every rental is in), by ISO 3166 code. */
const COUNTRY_ZONES: Record<string, string> = {
  AT: 'Europe/Vienna',
  BE: 'Europe/Brussels',
  CH: 'Europe/Zurich',
  CZ: 'Europe/Prague',
  DE: 'Europe/Berlin',
  DK: 'Europe/Copenhagen',
  ES: 'Europe/Madrid',
  FI: 'Europe/Helsinki',
  FR: 'Europe/Paris',
  GB: 'Europe/London',
  GR: 'Europe/Athens',
  HR: 'Europe/Zagreb',
  IE: 'Europe/Dublin',
  IS: 'Atlantic/Reykjavik',
  IT: 'Europe/Rome',
  JP: 'Asia/Tokyo',
  MA: 'Africa/Casablanca',
  NL: 'Europe/Amsterdam',
  NO: 'Europe/Oslo',
  NZ: 'Pacific/Auckland',
  PL: 'Europe/Warsaw',
  PT: 'Europe/Lisbon',
  SE: 'Europe/Stockholm',
  TH: 'Asia/Bangkok',
  TR: 'Europe/Istanbul',
  ZA: 'Africa/Johannesburg',
};

/** Cities of countries that span several zones, by lowercase name. */
const CITY_ZONES: Record<string, string> = {
  'new york': 'America/New_York',
  boston: 'America/New_York',
  miami: 'America/New_York',
  chicago: 'America/Chicago',
  austin: 'America/Chicago',
  denver: 'America/Denver',
  'los angeles': 'America/Los_Angeles',
  'san francisco': 'America/Los_Angeles',
  seattle: 'America/Los_Angeles',
  honolulu: 'Pacific/Honolulu',
  toronto: 'America/Toronto',
  vancouver: 'America/Vancouver',
  sydney: 'Australia/Sydney',
  melbourne: 'Australia/Melbourne',
  perth: 'Australia/Perth',
  'mexico city': 'America/Mexico_City',
  'rio de janeiro': 'America/Sao_Paulo',
  'são paulo': 'America/Sao_Paulo',
};

/** The zone a new listing starts with: from its city, else its country, else UTC. */
export function defaultTimeZone(country: string | null | undefined, city: string | null | undefined): string {
  return (
    CITY_ZONES[city?.trim().toLowerCase() ?? ''] ??
    COUNTRY_ZONES[country?.trim().toUpperCase() ?? ''] ??
    'UTC'
  );
}

/** For the migration that gave existing listings their zone. */
export const COUNTRY_TIME_ZONES: Readonly<Record<string, string>> = COUNTRY_ZONES;
export const CITY_TIME_ZONES: Readonly<Record<string, string>> = CITY_ZONES;

/** Offset of `timeZone` (a known zone) from UTC at `instant`, milliseconds (Paris in winter: +3 600 000). */
export function offsetAt(instant: number, timeZone: string): number {
  let format = offsetFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    offsetFormats.set(timeZone, format);
  }
  const get: Record<string, number> = {};
  for (const part of format.formatToParts(new Date(instant))) get[part.type] = Number(part.value);
  const wall = Date.UTC(get.year!, get.month! - 1, get.day!, get.hour!, get.minute!, get.second!);
  return wall - Math.floor(instant / 1000) * 1000;
}

/** One formatter per zone, as `dayFormats`: a feed's times ask for thousands of offsets. */
const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** The instant a wall-clock time on a date is in `timeZone` (a time skipped by DST moves forward). */
export function zonedInstant(date: string, hours: number, minutes: number, timeZone: string): Date {
  const zone = isTimeZone(timeZone) ? timeZone : 'UTC';
  const wall = Date.parse(`${date}T${twoDigits(hours)}:${twoDigits(minutes)}:00Z`);
  const first = wall - offsetAt(wall, zone);
  // A second pass settles instants near a DST change, where the offset at the guess differs.
  return new Date(wall - offsetAt(first, zone));
}

/** `Mar 5, 2027, 15:00` as it reads at the listing. */
export function localText(instant: Date, timeZone: string): string {
  const zone = isTimeZone(timeZone) ? timeZone : 'UTC';
  const local = new Date(instant.getTime() + offsetAt(instant.getTime(), zone));
  const date = local.toISOString().slice(0, 10);
  return `${formatDate(date)}, ${twoDigits(local.getUTCHours())}:${twoDigits(local.getUTCMinutes())}`;
}
