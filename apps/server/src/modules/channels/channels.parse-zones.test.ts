import ICAL from 'ical.js';
import { instantOf } from './channels.parse-zones.ts';

// RFC 5545 §3.3.5 on the two nights a year a local time is ambiguous, and the TZID names a zone can have.
const startOf = (tzid: string, local: string) => {
  const calendar = new ICAL.Component(
    ICAL.parse(
      `BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART;TZID=${tzid}:${local}\r\nEND:VEVENT\r\nEND:VCALENDAR`,
    ) as unknown[],
  );
  const time = calendar.getFirstSubcomponent('vevent')!.getFirstPropertyValue('dtstart') as ICAL.Time;
  // The zone ical.js gives a TZID the feed does not define: a stand-in carrying the name (nameEveryZone).
  time.zone = new ICAL.Timezone({ tzid });
  return new Date(instantOf(time)!).toISOString();
};

it('reads the skipped hour with the offset before the gap, the repeated hour as its first occurrence', () => {
  // Berlin: 02:00 CET becomes 03:00 CEST on 29 March 2026; 03:00 CEST becomes 02:00 CET on 25 October.
  expect(startOf('Europe/Berlin', '20260329T023000')).toBe('2026-03-29T01:30:00.000Z');
  expect(startOf('Europe/Berlin', '20260329T040000')).toBe('2026-03-29T02:00:00.000Z');
  expect(startOf('Europe/Berlin', '20261025T023000')).toBe('2026-10-25T00:30:00.000Z');
  expect(startOf('Europe/Berlin', '20261201T220000')).toBe('2026-12-01T21:00:00.000Z');
});

it('knows Windows names, IANA links and vendor-prefixed names', () => {
  expect(startOf('W. Europe Standard Time', '20260701T120000')).toBe('2026-07-01T10:00:00.000Z');
  expect(startOf('Tokyo Standard Time', '20260701T120000')).toBe('2026-07-01T03:00:00.000Z');
  expect(startOf('Central Standard Time', '20260101T120000')).toBe('2026-01-01T18:00:00.000Z');
  expect(startOf('US/Central', '20260701T120000')).toBe('2026-07-01T17:00:00.000Z');
  expect(startOf('/mozilla.org/20050126_1/Europe/Berlin', '20260101T120000')).toBe(
    '2026-01-01T11:00:00.000Z',
  );
});
