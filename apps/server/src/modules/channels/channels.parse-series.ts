import ICAL from 'ical.js';
import { dayAt, ymd } from './channels.parse-zones.ts';

/** A recurring series: the VEVENT without RECURRENCE-ID and the changed occurrences that share its UID. */
export interface Series {
  uid: string;
  master: ICAL.Component;
  /** The VEVENTs with a RECURRENCE-ID: one changed occurrence each. */
  overrides: ICAL.Component[];
}

/**
 * Makes each override's RECURRENCE-ID the kind of value its series' DTSTART is, so ical.js matches it
 * (it compares them as text). Exchange marks a moved occurrence of an all-day series with a date-time,
 * midnight in its TZID (`RECURRENCE-ID;TZID="W. Europe Standard Time":20261208T000000`): that is the date
 * on its own clock; a UTC one is the date of the nearest midnight (any zone from UTC−11 to UTC+12).
 */
export function alignRecurrenceIds(series: Series): void {
  const start = series.master.getFirstPropertyValue('dtstart');
  if (!(start instanceof ICAL.Time) || !start.isDate) return;
  for (const override of series.overrides) {
    const prop = override.getFirstProperty('recurrence-id');
    const id = prop?.getFirstValue();
    if (!prop || !(id instanceof ICAL.Time) || id.isDate) continue;
    let day = ymd(id);
    if (id.zone?.tzid === 'UTC') {
      const noon = id.clone();
      noon.addDuration(ICAL.Duration.fromSeconds(12 * 3600));
      day = dayAt(noon, 'UTC');
    }
    prop.resetType('date');
    prop.removeParameter('tzid');
    prop.setValue(ICAL.Time.fromDateString(day));
  }
}

/** The end of each `RDATE;VALUE=PERIOD` occurrence, by its start as ical.js writes it. */
export type PeriodEnds = Map<string, ICAL.Time>;

/**
 * `RDATE;VALUE=PERIOD` (RFC 5545 §3.8.5.2, Zimbra writes it): each period is an occurrence with its own end,
 * given as an end or a duration. ical.js's iterator takes only times, so each period goes to it as its
 * start and its end is kept here.
 */
export function periodRdates(master: ICAL.Component): PeriodEnds {
  const ends: PeriodEnds = new Map();
  for (const prop of master.getAllProperties('rdate')) {
    if (prop.type !== 'period') continue;
    const starts = prop.getValues().map((value) => {
      const period = value as ICAL.Period;
      ends.set(period.start.toString(), period.getEnd());
      return period.start;
    });
    prop.resetType('date-time');
    prop.setValues(starts);
  }
  // DTSTART is the first instance of the set (§3.8.5.2); ical.js leaves it out when there is no RRULE.
  const start = master.getFirstPropertyValue('dtstart');
  const listed = master.getAllProperties('rdate').flatMap((prop) => prop.getValues().map(String));
  if (start instanceof ICAL.Time && !master.hasProperty('rrule') && !listed.includes(start.toString())) {
    master.addPropertyWithValue('rdate', start.clone());
  }
  return ends;
}

/** An occurrence's end: its period's when it comes from one (and was not changed by an override). */
export function endOf(
  occurrence: ReturnType<ICAL.Event['getOccurrenceDetails']>,
  series: ICAL.Event,
  ends: PeriodEnds,
): ICAL.Time {
  const own = occurrence.item === series ? ends.get(occurrence.recurrenceId.toString()) : undefined;
  return own ?? occurrence.endDate;
}
