import { channelMessages, unreadableEvent } from '@innkeep/contract/channels';
import { addDays, bookingHorizon, nightsBetween } from '@innkeep/contract/dates';
import { todayIn } from '@innkeep/contract/time-zones';
import ICAL from 'ical.js';
import { alignRecurrenceIds, endOf, periodRdates, type Series } from './channels.parse-series.ts';
import { dayAt as dayOf, nameEveryZone } from './channels.parse-zones.ts';

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

const validYear = (date: string) => {
  const year = Number(date.slice(0, 4));
  return year >= 1900 && year <= 2999;
};

/**
 * A date property written as a bare DATE without `VALUE=DATE` (Synology: `DTSTART:20240215`) is read by
 * ical.js as a broken DATE-TIME; the parameter RFC 5545 asks for is added so it reads as the date it is.
 */
const BARE_DATE =
  /^(DTSTART|DTEND|RECURRENCE-ID|EXDATE|RDATE)((?:;(?!VALUE=)[^;:\r\n]*)*):(\d{8}(?:,\d{8})*)\r?$/gim;

/** A recurrence rule's line; Microsoft CDO writes `BYDAY=MO, TU, WE`, spaces RFC 5545 does not allow. */
const RULE = /^((?:RRULE|EXRULE)(?:;[^:\r\n]*)?):([^\r\n]*)$/gim;

/**
 * The body as ical.js can read it: no byte-order mark, lines unfolded, bare dates marked, spaces around a
 * recurrence rule's `,` `;` `=` taken out (decision 0071; `BYDAY=M O` stays wrong); binary data is refused.
 */
function normalise(body: string): string {
  const text = body.replace(/^\uFEFF/, '').replace(/\r?\n[ \t]/g, '');
  if (text.includes('\0')) throw new FeedParseError(channelMessages.binary);
  if (!/BEGIN:VCALENDAR/i.test(text)) throw new FeedParseError(channelMessages.notCalendar);
  return text
    .replace(BARE_DATE, (_m, name: string, params: string, value: string) => {
      return `${name}${params};VALUE=DATE:${value}`;
    })
    .replace(
      RULE,
      (_m, head: string, rule: string) => `${head}:${rule.replace(/[ \t]*([,;=])[ \t]*/g, '$1').trim()}`,
    );
}

/**
 * Reads a feed into events, dropping cancelled and past ones (ended on or before the listing's today).
 * DTEND is the check-out day, exclusive (RFC 5545); a missing or non-positive end takes one night.
 * A recurring event (RRULE, RDATE, EXDATE, RECURRENCE-ID overrides) is expanded with ical.js's own
 * iterator up to the booking horizon, each occurrence keyed by its UID and original date so a moved
 * occurrence is an update, not a new block.
 * Throws FeedParseError, with a message for the host, when the body or one of its events cannot be read:
 * a feed is applied whole or not at all, so an unreadable booking never frees its nights.
 */
export function parseFeed(body: string, timeZone: string, now: Date = new Date()): FeedEvent[] {
  const text = normalise(body);
  let vevents: ICAL.Component[];
  try {
    const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
    if (calendar.name !== 'vcalendar') throw new FeedParseError(channelMessages.notCalendar);
    nameEveryZone(calendar, text);
    vevents = calendar.getAllSubcomponents('vevent');
  } catch (err) {
    if (err instanceof FeedParseError) throw err;
    throw new FeedParseError(channelMessages.unreadable);
  }
  if (vevents.length > MAX_EVENTS) throw new FeedParseError(tooMany);

  const today = todayIn(timeZone, now);
  const horizon = bookingHorizon(today);
  const events = new Map<string, FeedEvent>();
  // Shared by every series: the feed, not each series, is what one parse may spend.
  const budget = { steps: MAX_FEED_STEPS };
  const add = (id: string, event: Omit<FeedEvent, 'uid'> | null) => {
    if (!event) return;
    // A UID seen twice outside a series keeps each event apart by its start.
    const key = events.has(id) ? `${id}#${event.startDate}` : id;
    events.set(key, { ...event, uid: key.slice(0, 500) });
    if (events.size > MAX_EVENTS) throw new FeedParseError(tooMany);
  };
  for (const series of bySeries(vevents)) {
    // Every property is read inside the guard: one odd event names itself instead of failing the round.
    try {
      if (!series.master.hasProperty('rrule') && !series.master.hasProperty('rdate')) {
        for (const vevent of [series.master, ...series.overrides]) {
          const event = readEvent(vevent, timeZone, today);
          add(series.uid || `no-uid:${event?.startDate}:${event?.endDate}:${event?.summary ?? ''}`, event);
        }
        continue;
      }
      for (const [id, event] of expand(series, timeZone, today, horizon, budget)) add(id, event);
    } catch (err) {
      if (err instanceof FeedParseError) throw err;
      throw new FeedParseError(unreadableEvent(series.uid || 'none'));
    }
  }
  return [...events.values()];
}

const tooMany = `The calendar has more than ${MAX_EVENTS} events`;

/** VEVENTs grouped by UID: the one without RECURRENCE-ID is the series, the others its overrides. */
function bySeries(vevents: ICAL.Component[]): Series[] {
  const series: Series[] = [];
  const byUid = new Map<string, Series>();
  const orphans: ICAL.Component[] = [];
  for (const vevent of vevents) {
    const uid = String(vevent.getFirstPropertyValue('uid') ?? '').trim();
    if (vevent.hasProperty('recurrence-id') && uid) {
      orphans.push(vevent);
      continue;
    }
    const one = { uid, master: vevent, overrides: [] };
    series.push(one);
    if (uid && !byUid.has(uid)) byUid.set(uid, one);
  }
  for (const vevent of orphans) {
    const uid = String(vevent.getFirstPropertyValue('uid')).trim();
    const master = byUid.get(uid);
    // An override whose series is not in the feed is an event of its own.
    if (master) master.overrides.push(vevent);
    else series.push({ uid, master: vevent, overrides: [] });
  }
  return series;
}

/** Iterations allowed per series: a daily rule from 1990 reaches today in about 13,000 steps. */
const MAX_STEPS = 100_000;
/**
 * Iterations allowed per feed, all series together (decision 0057): about 15 daily series from 1990, a
 * fraction of a second of parsing. A feed past it is refused whole rather than half-read.
 */
export const MAX_FEED_STEPS = 50_000;
const tooManyRepeats = 'The calendar repeats its events too many times to read';

/** Seconds in each frequency finer than a day: such a series blocks at most the nights of the days it touches. */
const SUB_DAILY: Partial<Record<string, number>> = { SECONDLY: 1, MINUTELY: 60, HOURLY: 3600 };
const DAY_SECONDS = 86_400;

/**
 * A rule finer than a day read as the daily one that touches the same days: a night is the least a block
 * takes, so every-second steps add nothing but time (300 such series took the parser 29 s). COUNT becomes
 * the UNTIL it reaches, and UNTIL runs to the end of its day. (An hour filter such as BYHOUR is dropped: the
 * first day may then count though its hours come the next day; a night too many, never one too few.)
 */
function atMostDaily(vevent: ICAL.Component) {
  const start = vevent.getFirstPropertyValue('dtstart');
  for (const property of vevent.getAllProperties('rrule')) {
    const rule = property.getFirstValue();
    if (!(rule instanceof ICAL.Recur)) continue;
    const unit = SUB_DAILY[rule.freq];
    if (!unit) continue;
    const every = unit * (rule.interval || 1);
    if (rule.count && start instanceof ICAL.Time) {
      const until = start.clone();
      until.addDuration(ICAL.Duration.fromSeconds(every * (rule.count - 1)));
      rule.until = until;
      rule.count = null;
    }
    if (rule.until && !rule.until.isDate) Object.assign(rule.until, { hour: 23, minute: 59, second: 59 });
    rule.freq = 'DAILY';
    rule.interval = every % DAY_SECONDS === 0 ? every / DAY_SECONDS : 1;
    for (const part of ['BYHOUR', 'BYMINUTE', 'BYSECOND'] as const) delete rule.parts[part];
    property.setValue(rule);
  }
}

/** Each occurrence of a recurring series that starts before the horizon, overrides applied. */
function* expand(
  series: Series,
  timeZone: string,
  today: string,
  horizon: string,
  budget: { steps: number },
): Generator<[string, Omit<FeedEvent, 'uid'> | null]> {
  atMostDaily(series.master);
  alignRecurrenceIds(series);
  const periodEnds = periodRdates(series.master);
  const event = new ICAL.Event(series.master, { exceptions: series.overrides });
  const iterator = event.iterator();
  for (let step = 0, next = iterator.next(); next && step < MAX_STEPS; step++, next = iterator.next()) {
    budget.steps -= 1;
    if (budget.steps < 0) throw new FeedParseError(tooManyRepeats);
    const occurrence = event.getOccurrenceDetails(next);
    const original = dayOf(occurrence.recurrenceId, timeZone);
    const startDate = dayOf(occurrence.startDate, timeZone);
    if (original >= horizon && startDate >= horizon) return;
    if (!validYear(startDate)) return;
    const id = `${series.uid}#${original}`;
    const endDate = dayOf(endOf(occurrence, event, periodEnds), timeZone);
    yield [id, span(occurrence.item.component, startDate, endDate, today)];
  }
}

/** One VEVENT's nights, or null when it is cancelled, undated, out of range or past. */
function readEvent(vevent: ICAL.Component, timeZone: string, today: string): Omit<FeedEvent, 'uid'> | null {
  const start = vevent.getFirstPropertyValue('dtstart');
  if (!(start instanceof ICAL.Time)) return null;
  // Exceptions given (none): otherwise ical.js scans every VEVENT of the calendar for each event (n²).
  const event = new ICAL.Event(vevent, { exceptions: [] });
  const startDate = dayOf(start, timeZone);
  const end = vevent.hasProperty('dtend') || vevent.hasProperty('duration') ? event.endDate : null;
  return span(vevent, startDate, end ? dayOf(end, timeZone) : addDays(startDate, 1), today);
}

/** The nights [startDate, endDate) of an event or occurrence, cut to MAX_NIGHTS; null if cancelled or past. */
function span(
  vevent: ICAL.Component,
  startDate: string,
  end: string,
  today: string,
): Omit<FeedEvent, 'uid'> | null {
  const status = String(vevent.getFirstPropertyValue('status') ?? '').toUpperCase();
  if (status === 'CANCELLED') return null;
  let endDate = end;
  if (!validYear(startDate) || !validYear(endDate)) return null;
  if (endDate <= startDate) endDate = addDays(startDate, 1);
  if (nightsBetween(startDate, endDate) > MAX_NIGHTS) endDate = addDays(startDate, MAX_NIGHTS);
  if (endDate <= today) return null;
  const summary = String(vevent.getFirstPropertyValue('summary') ?? '').trim() || null;
  return { startDate, endDate, summary: summary?.slice(0, 200) ?? null };
}
