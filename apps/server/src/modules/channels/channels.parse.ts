import { addDays, nightsBetween } from '@innkeep/contract/dates';
import { todayIn } from '@innkeep/contract/time-zones';
import ICAL from 'ical.js';

/** One imported event: the nights [start, end) it takes, half-open like our stays. */
export interface FeedEvent {
  uid: string;
  startDate: string;
  endDate: string;
  summary: string | null;
}

/** A body that is not an iCalendar: never applied, the last good snapshot stays. */
export class FeedParseError extends Error {}

/** More events than any one listing's calendar holds: the feed is refused rather than half-applied. */
export const MAX_EVENTS = 5000;
/** Blocks longer than this are cut (a "blocked forever" event must not become a 100-year row). */
const MAX_NIGHTS = 3 * 366;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * The calendar date a time stands for at the listing. A DATE is that date. A DATE-TIME with a TZID (or
 * floating) is read on its own wall clock: `20261201T150000` in Europe/Lisbon is check-in day 1 Dec
 * whatever zone this server runs in. A UTC DATE-TIME is turned into the listing's zone. No JavaScript
 * Date in local time is ever made, so the process's TZ cannot shift a day.
 */
function dayOf(time: ICAL.Time, timeZone: string): string {
  const isUtc = !time.isDate && time.zone?.tzid === 'UTC';
  if (isUtc) {
    const instant = new Date(
      Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second),
    );
    return todayIn(timeZone, instant);
  }
  return `${pad(time.year, 4)}-${pad(time.month)}-${pad(time.day)}`;
}

const validYear = (date: string) => {
  const year = Number(date.slice(0, 4));
  return year >= 1900 && year <= 2999;
};

/**
 * Reads a feed into events, dropping cancelled and past ones (ended on or before the listing's today).
 * DTEND is the check-out day, exclusive (RFC 5545); a missing or non-positive end takes one night.
 * Throws FeedParseError when the body is not a VCALENDAR.
 */
export function parseFeed(body: string, timeZone: string, now: Date = new Date()): FeedEvent[] {
  if (!/BEGIN:VCALENDAR/i.test(body)) throw new FeedParseError('The channel did not send an iCalendar');
  let calendar: ICAL.Component;
  try {
    calendar = new ICAL.Component(ICAL.parse(body) as unknown[]);
  } catch (err) {
    throw new FeedParseError(`The calendar could not be read (${(err as Error).message})`);
  }
  if (calendar.name !== 'vcalendar') throw new FeedParseError('The channel did not send an iCalendar');
  const vevents = calendar.getAllSubcomponents('vevent');
  if (vevents.length > MAX_EVENTS)
    throw new FeedParseError(`The calendar has more than ${MAX_EVENTS} events`);

  const today = todayIn(timeZone, now);
  const events = new Map<string, FeedEvent>();
  for (const vevent of vevents) {
    const status = String(vevent.getFirstPropertyValue('status') ?? '').toUpperCase();
    if (status === 'CANCELLED') continue;
    const start = vevent.getFirstPropertyValue('dtstart');
    if (!(start instanceof ICAL.Time)) continue;
    const event = new ICAL.Event(vevent);
    const startDate = dayOf(start, timeZone);
    const end = vevent.hasProperty('dtend') || vevent.hasProperty('duration') ? event.endDate : null;
    let endDate = end ? dayOf(end, timeZone) : addDays(startDate, 1);
    if (!validYear(startDate) || !validYear(endDate)) continue;
    if (endDate <= startDate) endDate = addDays(startDate, 1);
    if (nightsBetween(startDate, endDate) > MAX_NIGHTS) endDate = addDays(startDate, MAX_NIGHTS);
    if (endDate <= today) continue;

    const summary = String(vevent.getFirstPropertyValue('summary') ?? '').trim() || null;
    const uid =
      String(vevent.getFirstPropertyValue('uid') ?? '').trim() ||
      `no-uid:${startDate}:${endDate}:${summary ?? ''}`;
    // A UID seen twice (a recurrence instance) keeps each occurrence apart by its start.
    const key = events.has(uid) ? `${uid}#${startDate}` : uid;
    events.set(key, { uid: key.slice(0, 500), startDate, endDate, summary: summary?.slice(0, 200) ?? null });
  }
  return [...events.values()];
}
